package billing

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/stripe/stripe-go/v84"
	"github.com/stripe/stripe-go/v84/webhook"

	"storymail/storage"
)

// Event types the product acts on.
const (
	EventCheckoutCompleted    = "checkout.session.completed"
	EventCheckoutAsyncSuccess = "checkout.session.async_payment_succeeded"
	EventSubscriptionUpdated  = "customer.subscription.updated"
	EventSubscriptionDeleted  = "customer.subscription.deleted"
	EventInvoicePaid          = "invoice.paid"
	EventChargeRefunded       = "charge.refunded"
)

// ErrSignature is a webhook whose signature is missing, wrong or too old.
var ErrSignature = errors.New("billing: invalid webhook signature")

// ErrPayload is a signed event whose object cannot be read.
var ErrPayload = errors.New("billing: malformed event object")

// ParseWebhook verifies a webhook's Stripe-Signature header against the webhook secret
// (stripe-go's verification, with its five-minute tolerance for the timestamp) and decodes
// the event. The endpoint's API version may differ from the library's: every field read here
// exists in both shapes, and the decoders below fall back to the older field names.
func (c *Client) ParseWebhook(payload []byte, header string) (stripe.Event, error) {
	if !c.VerifiesWebhooks() {
		return stripe.Event{}, ErrNotConfigured
	}
	ev, err := webhook.ConstructEventWithOptions(payload, header, c.opts.WebhookSecret,
		webhook.ConstructEventOptions{IgnoreAPIVersionMismatch: true})
	if err != nil {
		if errors.Is(err, webhook.ErrNotSigned) || errors.Is(err, webhook.ErrInvalidHeader) ||
			errors.Is(err, webhook.ErrNoValidSignature) || errors.Is(err, webhook.ErrTooOld) {
			return stripe.Event{}, fmt.Errorf("%w: %v", ErrSignature, err)
		}
		return stripe.Event{}, fmt.Errorf("%w: %v", ErrPayload, err)
	}
	if ev.ID == "" || ev.Data == nil {
		return stripe.Event{}, fmt.Errorf("%w: event without id or data", ErrPayload)
	}
	return ev, nil
}

// Ref is the event's identity for the storage layer.
func Ref(ev stripe.Event) storage.StripeEventRef {
	created := time.Now().UTC()
	if ev.Created > 0 {
		created = time.Unix(ev.Created, 0).UTC()
	}
	return storage.StripeEventRef{ID: ev.ID, Type: string(ev.Type), Created: created}
}

func raw(ev stripe.Event) ([]byte, error) {
	if ev.Data == nil || len(ev.Data.Raw) == 0 {
		return nil, fmt.Errorf("%w: no object", ErrPayload)
	}
	return ev.Data.Raw, nil
}

// Activation reads a completed checkout. ok is false when the session does not start a paid
// subscription (another mode, or a payment still pending).
func Activation(ev stripe.Event) (a storage.Activation, ok bool, err error) {
	b, err := raw(ev)
	if err != nil {
		return a, false, err
	}
	var s stripe.CheckoutSession
	if err := json.Unmarshal(b, &s); err != nil {
		return a, false, fmt.Errorf("%w: %v", ErrPayload, err)
	}
	if s.Mode != stripe.CheckoutSessionModeSubscription || s.Subscription == nil || s.Subscription.ID == "" {
		return a, false, nil
	}
	if s.PaymentStatus != stripe.CheckoutSessionPaymentStatusPaid && s.PaymentStatus != stripe.CheckoutSessionPaymentStatusNoPaymentRequired {
		return a, false, nil
	}
	a = storage.Activation{SessionID: s.ID, UserID: s.ClientReferenceID, SubscriptionID: s.Subscription.ID, Email: s.CustomerEmail}
	if a.UserID == "" {
		a.UserID = s.Metadata["userId"]
	}
	if s.Customer != nil {
		a.CustomerID = s.Customer.ID
	}
	if s.CustomerDetails != nil && s.CustomerDetails.Email != "" {
		a.Email = s.CustomerDetails.Email
	}
	return a, true, nil
}

// legacySubscription holds the period fields that older API versions keep on the
// subscription itself (newer ones keep them on its items).
type legacySubscription struct {
	CurrentPeriodStart int64 `json:"current_period_start"`
	CurrentPeriodEnd   int64 `json:"current_period_end"`
}

// Subscription reads a customer.subscription.* event's subscription.
func Subscription(ev stripe.Event) (storage.SubscriptionState, error) {
	b, err := raw(ev)
	if err != nil {
		return storage.SubscriptionState{}, err
	}
	var s stripe.Subscription
	if err := json.Unmarshal(b, &s); err != nil {
		return storage.SubscriptionState{}, fmt.Errorf("%w: %v", ErrPayload, err)
	}
	var legacy legacySubscription
	_ = json.Unmarshal(b, &legacy)
	if s.ID == "" {
		return storage.SubscriptionState{}, fmt.Errorf("%w: subscription without id", ErrPayload)
	}
	return subscriptionFrom(&s, &legacy), nil
}

// planStatus maps Stripe's subscription status onto the plan's; "" means no change.
func planStatus(s stripe.SubscriptionStatus) string {
	switch s {
	case stripe.SubscriptionStatusActive, stripe.SubscriptionStatusTrialing:
		return storage.StatusActive
	case stripe.SubscriptionStatusPastDue, stripe.SubscriptionStatusUnpaid:
		return storage.StatusPastDue
	case stripe.SubscriptionStatusCanceled, stripe.SubscriptionStatusIncompleteExpired:
		return storage.StatusCanceled
	}
	return ""
}

func subscriptionFrom(s *stripe.Subscription, legacy *legacySubscription) storage.SubscriptionState {
	st := storage.SubscriptionState{ID: s.ID, UserID: s.Metadata["userId"], Status: planStatus(s.Status)}
	if s.Customer != nil {
		st.CustomerID = s.Customer.ID
	}
	var start, end int64
	if s.Items != nil {
		for _, it := range s.Items.Data {
			if it != nil && it.CurrentPeriodEnd > end {
				start, end = it.CurrentPeriodStart, it.CurrentPeriodEnd
			}
		}
	}
	if end == 0 && legacy != nil {
		start, end = legacy.CurrentPeriodStart, legacy.CurrentPeriodEnd
	}
	st.PeriodStart, st.PeriodEnd = unix(start), unix(end)
	st.CanceledAt = unixPtr(s.CanceledAt)
	st.EndedAt = unixPtr(s.EndedAt)
	// Stripe says "cancel at period end" either with the flag or with a cancel_at date.
	st.Cancelling = s.CancelAtPeriodEnd || s.CancelAt > 0
	if st.Cancelling {
		st.CancelsAt = unixPtr(s.CancelAt)
		if st.CancelsAt == nil && end > 0 {
			st.CancelsAt = unixPtr(end)
		}
	}
	return st
}

// legacyInvoice holds the invoice fields of older API versions.
type legacyInvoice struct {
	Subscription json.RawMessage `json:"subscription"`
	Charge       json.RawMessage `json:"charge"`
}

// Invoice reads an invoice.paid event. The period is that of the invoice's subscription line
// (an invoice's own period_start/period_end describe the period before a renewal).
func Invoice(ev stripe.Event) (storage.InvoicePayment, error) {
	b, err := raw(ev)
	if err != nil {
		return storage.InvoicePayment{}, err
	}
	var inv stripe.Invoice
	if err := json.Unmarshal(b, &inv); err != nil {
		return storage.InvoicePayment{}, fmt.Errorf("%w: %v", ErrPayload, err)
	}
	if inv.ID == "" {
		return storage.InvoicePayment{}, fmt.Errorf("%w: invoice without id", ErrPayload)
	}
	var legacy legacyInvoice
	_ = json.Unmarshal(b, &legacy)
	ip := storage.InvoicePayment{InvoiceID: inv.ID, AmountCents: inv.AmountPaid, Currency: string(inv.Currency)}
	if inv.Customer != nil {
		ip.CustomerID = inv.Customer.ID
	}
	if inv.Parent != nil && inv.Parent.SubscriptionDetails != nil {
		d := inv.Parent.SubscriptionDetails
		if d.Subscription != nil {
			ip.SubscriptionID = d.Subscription.ID
		}
		ip.UserID = d.Metadata["userId"]
	}
	if ip.SubscriptionID == "" {
		ip.SubscriptionID = idOf(legacy.Subscription)
	}
	ip.ChargeID = idOf(legacy.Charge)
	if inv.StatusTransitions != nil {
		ip.PaidAt = unix(inv.StatusTransitions.PaidAt)
	}
	var start, end int64
	if inv.Lines != nil {
		for _, l := range inv.Lines.Data {
			if l == nil || l.Period == nil {
				continue
			}
			isSub := l.Subscription != nil && l.Subscription.ID != "" ||
				l.Parent != nil && l.Parent.SubscriptionItemDetails != nil
			if isSub && l.Period.End > end {
				start, end = l.Period.Start, l.Period.End
			}
			if ip.SubscriptionID == "" && l.Subscription != nil {
				ip.SubscriptionID = l.Subscription.ID
			}
		}
	}
	ip.PeriodStart, ip.PeriodEnd = unix(start), unix(end)
	return ip, nil
}

// Refund reads a charge.refunded event.
func Refund(ev stripe.Event) (storage.ChargeRefund, error) {
	b, err := raw(ev)
	if err != nil {
		return storage.ChargeRefund{}, err
	}
	var ch stripe.Charge
	if err := json.Unmarshal(b, &ch); err != nil {
		return storage.ChargeRefund{}, fmt.Errorf("%w: %v", ErrPayload, err)
	}
	if ch.ID == "" {
		return storage.ChargeRefund{}, fmt.Errorf("%w: charge without id", ErrPayload)
	}
	r := storage.ChargeRefund{ChargeID: ch.ID, AmountRefundedCents: ch.AmountRefunded}
	if ch.Customer != nil {
		r.CustomerID = ch.Customer.ID
	}
	if ch.Refunds != nil && len(ch.Refunds.Data) > 0 && ch.Refunds.Data[0] != nil {
		newest := ch.Refunds.Data[0]
		for _, rf := range ch.Refunds.Data {
			if rf != nil && rf.Created > newest.Created {
				newest = rf
			}
		}
		r.RefundID = newest.ID
		r.RefundedAt = unix(newest.Created)
	}
	return r, nil
}

// idOf reads an id that is either a bare string or an expanded object.
func idOf(b json.RawMessage) string {
	if len(b) == 0 || string(b) == "null" {
		return ""
	}
	var id string
	if json.Unmarshal(b, &id) == nil {
		return id
	}
	var obj struct {
		ID string `json:"id"`
	}
	_ = json.Unmarshal(b, &obj)
	return obj.ID
}

func unix(s int64) time.Time {
	if s <= 0 {
		return time.Time{}
	}
	return time.Unix(s, 0).UTC()
}

func unixPtr(s int64) *time.Time {
	if s <= 0 {
		return nil
	}
	t := time.Unix(s, 0).UTC()
	return &t
}
