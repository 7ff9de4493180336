package billing

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/stripe/stripe-go/v84"
)

// LocalCheckoutTTL is how long a local checkout waits for its confirmation.
const LocalCheckoutTTL = time.Hour

// Id prefixes of the local test mode, so its customers and subscriptions are never mistaken
// for Stripe's.
const (
	LocalSessionPrefix      = "cs_local_"
	LocalCustomerPrefix     = "cus_local_"
	LocalSubscriptionPrefix = "sub_local_"
)

// ErrCheckoutNotFound is a local checkout that does not exist, has expired, was completed
// already or belongs to someone else.
var ErrCheckoutNotFound = errors.New("billing: checkout session not found")

// LocalCheckouts are the pending checkouts of the local test mode. They live in Redis for
// LocalCheckoutTTL, bound to the user who opened them.
type LocalCheckouts struct {
	rdb    *redis.Client
	prefix string
}

// NewLocalCheckouts keeps checkouts under the key prefix.
func NewLocalCheckouts(rdb *redis.Client, prefix string) *LocalCheckouts {
	return &LocalCheckouts{rdb: rdb, prefix: prefix}
}

// LocalCheckout is one pending local checkout.
type LocalCheckout struct {
	ID        string    `json:"id"`
	UserID    string    `json:"userId"`
	Email     string    `json:"email"`
	CreatedAt time.Time `json:"createdAt"`
	ExpiresAt time.Time `json:"expiresAt"`
}

func (l *LocalCheckouts) key(id string) string { return l.prefix + "billing:checkout:" + id }

// NewID answers a random id with the given prefix.
func NewID(prefix string) string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return prefix + hex.EncodeToString(b)
}

// ValidSessionID reports whether s can be a local checkout id.
func ValidSessionID(s string) bool {
	rest, ok := strings.CutPrefix(s, LocalSessionPrefix)
	if !ok || len(rest) != 24 {
		return false
	}
	_, err := hex.DecodeString(rest)
	return err == nil
}

// Create opens a checkout for a user.
func (l *LocalCheckouts) Create(ctx context.Context, userID, email string, now time.Time) (LocalCheckout, error) {
	co := LocalCheckout{ID: NewID(LocalSessionPrefix), UserID: userID, Email: email, CreatedAt: now.UTC(), ExpiresAt: now.Add(LocalCheckoutTTL).UTC()}
	b, _ := json.Marshal(co)
	if err := l.rdb.Set(ctx, l.key(co.ID), b, LocalCheckoutTTL).Err(); err != nil {
		return LocalCheckout{}, fmt.Errorf("billing: store local checkout: %w", err)
	}
	return co, nil
}

// Get answers a pending checkout of the user.
func (l *LocalCheckouts) Get(ctx context.Context, id, userID string) (LocalCheckout, error) {
	if !ValidSessionID(id) {
		return LocalCheckout{}, ErrCheckoutNotFound
	}
	b, err := l.rdb.Get(ctx, l.key(id)).Bytes()
	if errors.Is(err, redis.Nil) {
		return LocalCheckout{}, ErrCheckoutNotFound
	}
	if err != nil {
		return LocalCheckout{}, fmt.Errorf("billing: load local checkout: %w", err)
	}
	var co LocalCheckout
	if err := json.Unmarshal(b, &co); err != nil || co.UserID != userID {
		return LocalCheckout{}, ErrCheckoutNotFound
	}
	return co, nil
}

// Complete takes a pending checkout of the user away: it completes once.
func (l *LocalCheckouts) Complete(ctx context.Context, id, userID string) (LocalCheckout, error) {
	co, err := l.Get(ctx, id, userID)
	if err != nil {
		return LocalCheckout{}, err
	}
	n, err := l.rdb.Del(ctx, l.key(id)).Result()
	if err != nil {
		return LocalCheckout{}, fmt.Errorf("billing: complete local checkout: %w", err)
	}
	if n == 0 {
		return LocalCheckout{}, ErrCheckoutNotFound
	}
	return co, nil
}

// CheckoutFields are the parts of a completed Checkout session the product reads.
type CheckoutFields struct {
	SessionID      string
	UserID         string
	CustomerID     string
	SubscriptionID string
	Email          string
	Mode           string // default subscription
	PaymentStatus  string // default paid
}

// CheckoutCompletedEvent builds the checkout.session.completed event that a local
// confirmation (or a development test trigger) stands for, shaped as Stripe sends it, so it
// goes through the same handling as a real one.
func CheckoutCompletedEvent(eventID string, f CheckoutFields, created time.Time) stripe.Event {
	if f.Mode == "" {
		f.Mode = string(stripe.CheckoutSessionModeSubscription)
	}
	if f.PaymentStatus == "" {
		f.PaymentStatus = string(stripe.CheckoutSessionPaymentStatusPaid)
	}
	obj := map[string]any{
		"id": f.SessionID, "object": "checkout.session", "mode": f.Mode, "status": "complete",
		"payment_status": f.PaymentStatus, "client_reference_id": nilIfEmpty(f.UserID),
		"customer": nilIfEmpty(f.CustomerID), "subscription": nilIfEmpty(f.SubscriptionID),
		"customer_email": nilIfEmpty(f.Email), "metadata": map[string]string{},
	}
	if f.UserID != "" {
		obj["metadata"] = map[string]string{"userId": f.UserID}
	}
	b, _ := json.Marshal(obj)
	return stripe.Event{ID: eventID, Object: "event", Type: EventCheckoutCompleted, Created: created.Unix(),
		APIVersion: stripe.APIVersion, Data: &stripe.EventData{Raw: b}}
}

func nilIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}
