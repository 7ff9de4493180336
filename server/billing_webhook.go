package server

import (
	"context"
	"errors"
	"strings"

	"github.com/gofiber/fiber/v2"
	"github.com/stripe/stripe-go/v84"

	"storymail/server/billing"
	"storymail/storage"
)

var (
	errWebhookOff       = newError(fiber.StatusServiceUnavailable, "webhook_not_configured", "Stripe webhooks are not configured on this server.")
	errWebhookSignature = newError(fiber.StatusBadRequest, "invalid_signature", "Invalid webhook signature.")
	errWebhookPayload   = newError(fiber.StatusBadRequest, "invalid_payload", "Invalid webhook payload.")
)

// stripeWebhook receives Stripe's events. Only a payload signed with STRIPE_WEBHOOK_SECRET
// and recent enough is read; anything else is a 400 and changes nothing. An error while
// applying a good event answers 5xx so that Stripe delivers it again.
func (s *Server) stripeWebhook(c *fiber.Ctx) error {
	if !s.opts.Billing.VerifiesWebhooks() {
		return errWebhookOff
	}
	ev, err := s.opts.Billing.ParseWebhook(c.Body(), c.Get("Stripe-Signature"))
	switch {
	case errors.Is(err, billing.ErrSignature):
		s.opts.Logger.Warn("stripe webhook refused", "err", err, "request_id", requestID(c))
		return errWebhookSignature
	case err != nil:
		s.opts.Logger.Warn("stripe webhook unreadable", "err", err, "request_id", requestID(c))
		return errWebhookPayload
	}
	out, err := s.processStripeEvent(c.UserContext(), ev)
	if errors.Is(err, billing.ErrPayload) {
		s.opts.Logger.Warn("stripe webhook object unreadable", "event", ev.ID, "type", ev.Type, "err", err)
		return errWebhookPayload
	}
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{"received": true, "duplicate": out.Duplicate})
}

// processStripeEvent applies one verified event. Real webhooks, the local confirmation page
// and the development trigger all come through here. Types the product does not act on are
// acknowledged and ignored.
func (s *Server) processStripeEvent(ctx context.Context, ev stripe.Event) (storage.BillingOutcome, error) {
	ref := billing.Ref(ev)
	db := s.opts.DB
	// A replay costs one lookup, not Stripe calls; the transaction below still decides.
	if seen, err := db.StripeEventSeen(ctx, ref.ID); err != nil || seen {
		return storage.BillingOutcome{Duplicate: seen}, err
	}
	var out storage.BillingOutcome
	var err error
	switch ref.Type {
	case billing.EventCheckoutCompleted, billing.EventCheckoutAsyncSuccess:
		a, ok, derr := billing.Activation(ev)
		if derr != nil || !ok {
			return out, derr
		}
		if s.stripeLive() && !strings.HasPrefix(a.SubscriptionID, billing.LocalSubscriptionPrefix) {
			// The session does not carry the period or a cancellation made since: ask Stripe.
			if st, serr := s.opts.Billing.Subscription(ctx, a.SubscriptionID); serr == nil {
				a.Subscription = &st
			} else {
				s.opts.Logger.Warn("stripe subscription lookup; using a one-month period from now", "subscription", a.SubscriptionID, "err", serr)
			}
		}
		out, err = db.ActivateSubscription(ctx, ref, a)
	case billing.EventSubscriptionUpdated, billing.EventSubscriptionDeleted:
		st, derr := billing.Subscription(ev)
		if derr != nil {
			return out, derr
		}
		if ref.Type == billing.EventSubscriptionDeleted {
			out, err = db.EndSubscription(ctx, ref, st)
		} else {
			out, err = db.SyncSubscription(ctx, ref, st)
		}
	case billing.EventInvoicePaid:
		ip, derr := billing.Invoice(ev)
		if derr != nil {
			return out, derr
		}
		if s.stripeLive() && ip.AmountCents > 0 {
			// Stripe's fee sits on the charge's balance transaction; without it revenue counts
			// the standard fee.
			charge, fee, ferr := s.opts.Billing.InvoiceCharge(ctx, ip.InvoiceID, ip.ChargeID)
			if ferr != nil {
				s.opts.Logger.Warn("stripe fee lookup", "invoice", ip.InvoiceID, "err", ferr)
			}
			if charge != "" {
				ip.ChargeID = charge
			}
			ip.FeeCents = fee
		}
		out, err = db.RecordInvoicePayment(ctx, ref, ip)
	case billing.EventChargeRefunded:
		r, derr := billing.Refund(ev)
		if derr != nil {
			return out, derr
		}
		out, err = db.RecordRefund(ctx, ref, r)
	default:
		return out, nil
	}
	if err != nil {
		return out, err
	}
	if out.Changed {
		s.billingChanged(ctx, out.UserID, out.Activated)
	}
	return out, nil
}
