package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/stripe/stripe-go/v84"
	"github.com/stripe/stripe-go/v84/webhook"

	"storymail/jobs"
	"storymail/realtime"
	"storymail/server/auth"
	"storymail/server/billing"
	"storymail/server/billing/billingtest"
	"storymail/server/mail"
	"storymail/storage"
	"storymail/storage/storagetest"
)

const billWebhookSecret = "whsec_storymail_test"

// billEnv is a test server with billing configured: appEnv is its APP_ENV; stripe points it at
// stripe-mock (else local test mode). The webhook secret is always set.
type billEnv struct {
	*testEnv
	rdb   *redis.Client
	queue *jobs.Queue
}

type billOptions struct {
	appEnv          string // development, test or production
	stripe          bool   // Stripe configured, against stripe-mock
	stripeURL       string // Stripe configured, against this server instead
	noWebhookSecret bool
}

func newBillEnv(t *testing.T, o billOptions) *billEnv {
	t.Helper()
	if o.appEnv == "" {
		o.appEnv = "test"
	}
	db, _ := storagetest.NewDB(t)
	rdb, prefix := storagetest.NewRedis(t)
	sessions, err := auth.NewSessions("test-secret-test-secret-test-secret", db)
	if err != nil {
		t.Fatal(err)
	}
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	outbox := t.TempDir()
	mailer, err := mail.New(mail.Options{OutboxDir: outbox, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	bopts := billing.Options{WebhookSecret: billWebhookSecret}
	if o.noWebhookSecret {
		bopts.WebhookSecret = ""
	}
	if o.stripe {
		o.stripeURL = billingtest.StripeMockURL(t)
	}
	if o.stripeURL != "" {
		bopts.SecretKey, bopts.PriceID, bopts.APIBase = "sk_test_storymail", "price_starter", o.stripeURL
	}
	bc, err := billing.New(bopts)
	if err != nil {
		t.Fatal(err)
	}
	queue := jobs.NewQueue(rdb, prefix)
	notifier := jobs.NewNotifier(db, realtime.NewPublisher(rdb, prefix), quiet)
	srv, err := New(Options{Env: o.appEnv, AppURL: testOrigin, SuperAdminID: "admin-owner", SupportEmail: "support@storymail.test",
		DB: db, Redis: rdb, RedisPrefix: prefix, Sessions: sessions, Mailer: mailer, Queue: queue, Notifier: notifier,
		Webhooks: jobs.NewWebhookSender(db, queue, nil, quiet), Billing: bc, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	awaitBackground(t, srv)
	return &billEnv{testEnv: &testEnv{t: t, srv: srv, db: db, outbox: outbox, prefix: prefix}, rdb: rdb, queue: queue}
}

// webhook posts a payload signed now with the webhook secret.
func (e *billEnv) webhook(payload []byte) response {
	e.t.Helper()
	sp := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: billWebhookSecret})
	return e.webhookWithHeader(payload, sp.Header)
}

// webhookWithHeader posts as Stripe does: no Origin, no cookie, a Stripe-Signature header.
func (e *billEnv) webhookWithHeader(payload []byte, header string) response {
	e.t.Helper()
	req := httptest.NewRequest("POST", "/api/stripe-webhook", bytes.NewReader(payload))
	req.Header.Set("Content-Type", "application/json; charset=utf-8")
	if header != "" {
		req.Header.Set("Stripe-Signature", header)
	}
	res, err := e.srv.App().Test(req, 30_000)
	if err != nil {
		e.t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	return response{status: res.StatusCode, body: raw, header: res.Header}
}

// billEvent encodes a Stripe event as delivered to the webhook.
func billEvent(t *testing.T, id, typ string, created time.Time, obj any) []byte {
	t.Helper()
	b, err := json.Marshal(map[string]any{"id": id, "object": "event", "type": typ, "created": created.Unix(),
		"api_version": stripe.APIVersion, "livemode": false, "data": map[string]any{"object": obj}})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func checkoutObject(userID, customer, sub string) map[string]any {
	return map[string]any{"id": "cs_test_" + sub, "object": "checkout.session", "mode": "subscription",
		"payment_status": "paid", "status": "complete", "client_reference_id": userID, "customer": customer,
		"subscription": sub, "metadata": map[string]string{"userId": userID}}
}

func subscriptionObject(sub, customer, status string, cancelAtPeriodEnd bool, start, end time.Time) map[string]any {
	return map[string]any{"id": sub, "object": "subscription", "customer": customer, "status": status,
		"cancel_at_period_end": cancelAtPeriodEnd,
		"items": map[string]any{"object": "list", "data": []any{map[string]any{"id": "si_" + sub, "object": "subscription_item",
			"current_period_start": start.Unix(), "current_period_end": end.Unix()}}}}
}

func invoiceObject(id, sub, customer string, amount int64, start, end time.Time) map[string]any {
	return map[string]any{"id": id, "object": "invoice", "customer": customer, "amount_paid": amount, "currency": "usd",
		"status": "paid", "status_transitions": map[string]any{"paid_at": start.Unix()},
		"parent": map[string]any{"type": "subscription_details", "subscription_details": map[string]any{"subscription": sub}},
		"lines": map[string]any{"object": "list", "data": []any{map[string]any{"id": "il_" + id, "object": "line_item",
			"period": map[string]any{"start": start.Unix(), "end": end.Unix()},
			"parent": map[string]any{"type": "subscription_item_details", "subscription_item_details": map[string]any{"subscription": sub}}}}}}
}

// user reads the account straight from the database.
func (e *billEnv) user(id string) *storage.User {
	e.t.Helper()
	u, err := e.db.UserByID(context.Background(), id)
	if err != nil {
		e.t.Fatal(err)
	}
	return u
}

func (e *billEnv) exec(sql string, args ...any) {
	e.t.Helper()
	if _, err := e.db.Pool.Exec(context.Background(), sql, args...); err != nil {
		e.t.Fatal(err)
	}
}

func (e *billEnv) count(sql string, args ...any) int {
	e.t.Helper()
	var n int
	if err := e.db.Pool.QueryRow(context.Background(), sql, args...).Scan(&n); err != nil {
		e.t.Fatal(err)
	}
	return n
}

// signIn creates a verified customer and signs a client in.
func (e *billEnv) signIn(email string) (*client, string) {
	e.t.Helper()
	c := e.client()
	id := c.signUpVerified(email, "secret1")
	return c, id
}

// signInStaff creates a staff account with the given id and signs a client in.
func (e *billEnv) signInStaff(id, email string) *client {
	e.t.Helper()
	hash, err := auth.HashPassword("staff-secret-1")
	if err != nil {
		e.t.Fatal(err)
	}
	if _, err := e.db.UpsertAdmin(context.Background(), storage.NewUser{ID: id, Email: email, PasswordHash: hash}); err != nil {
		e.t.Fatal(err)
	}
	c := e.client()
	if r := c.do("POST", "/api/auth/login", map[string]string{"email": email, "password": "staff-secret-1"}); r.status != 200 {
		e.t.Fatalf("staff login: %d %s", r.status, r.body)
	}
	return c
}

// pushes records the realtime events published under the env's prefix.
type pushes struct {
	mu   sync.Mutex
	msgs []string
}

func (e *billEnv) listen() *pushes {
	e.t.Helper()
	p := &pushes{}
	sub := e.rdb.Subscribe(context.Background(), e.prefix+"realtime")
	if _, err := sub.Receive(context.Background()); err != nil {
		e.t.Fatal(err)
	}
	e.t.Cleanup(func() { _ = sub.Close() })
	go func() {
		for m := range sub.Channel() {
			p.mu.Lock()
			p.msgs = append(p.msgs, m.Payload)
			p.mu.Unlock()
		}
	}()
	return p
}

// wait answers the data of the newest event of type typ sent to user, waiting briefly for it.
func (p *pushes) wait(t *testing.T, userID, typ string) map[string]any {
	t.Helper()
	deadline := time.Now().Add(3 * time.Second)
	for time.Now().Before(deadline) {
		p.mu.Lock()
		for i := len(p.msgs) - 1; i >= 0; i-- {
			head, body, _ := strings.Cut(p.msgs[i], "\n")
			if head != "u:"+userID {
				continue
			}
			var ev struct {
				Type string         `json:"type"`
				Data map[string]any `json:"data"`
			}
			if json.Unmarshal([]byte(body), &ev) == nil && ev.Type == typ {
				p.mu.Unlock()
				return ev.Data
			}
		}
		p.mu.Unlock()
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("no %s event for %s", typ, userID)
	return nil
}

func (p *pushes) reset() {
	p.mu.Lock()
	p.msgs = nil
	p.mu.Unlock()
}

func (p *pushes) countFor(userID, typ string) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	n := 0
	for _, m := range p.msgs {
		head, body, _ := strings.Cut(m, "\n")
		if head == "u:"+userID && strings.Contains(body, `"type":"`+typ+`"`) {
			n++
		}
	}
	return n
}
