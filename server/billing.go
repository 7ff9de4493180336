package server

import (
	"context"
	"errors"
	"math"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"storymail/jobs"
	"storymail/realtime"
	"storymail/server/billing"
	"storymail/storage"
)

var limitBilling = limit{"billing", 30, 10 * time.Minute}

// Answers of the billing calls, worded as the spec's error catalogue.
var (
	errBillingSubscribed     = newError(fiber.StatusConflict, "already_subscribed", "You already have an active Starter subscription. You can manage it from the Billing page.")
	errBillingCheckout       = newError(fiber.StatusBadGateway, "checkout_failed", "Failed to create checkout session")
	errBillingStarterOnly    = newError(fiber.StatusForbidden, "starter_only", "The billing portal is only available on the Starter plan. Upgrade to Starter to manage a subscription.")
	errBillingNoCustomer     = newError(fiber.StatusForbidden, "no_billing_account", "No billing account was found for your subscription. Please contact support.")
	errBillingPortal         = newError(fiber.StatusBadGateway, "portal_failed", "Failed to open billing portal. Please try again.")
	errBillingNoSubscription = newError(fiber.StatusBadRequest, "no_subscription", "You don't have an active subscription to cancel.")
	errBillingCancel         = newError(fiber.StatusBadGateway, "cancel_failed", "Failed to cancel subscription. Please contact support.")
	errBillingOff            = newError(fiber.StatusServiceUnavailable, "payments_unavailable", "Payments are not available right now. Please try again later.")
)

// stripeLive reports whether Stripe is configured; otherwise billing runs in local test mode.
func (s *Server) stripeLive() bool { return s.opts.Billing.Live() }

// localCheckout reports whether the local confirmation page replaces Stripe Checkout: no
// Stripe key, and never in production, where it would hand out the plan for free.
func (s *Server) localCheckout() bool { return !s.stripeLive() && s.opts.Env != "production" }

func (s *Server) localCheckouts() *billing.LocalCheckouts {
	return billing.NewLocalCheckouts(s.opts.Redis, s.opts.RedisPrefix)
}

func (s *Server) appURL(path string) string { return strings.TrimRight(s.opts.AppURL, "/") + path }

// subscriptionJSON is GET /api/subscription and the pushed "subscription" event.
type subscriptionJSON struct {
	SubscriptionStatus      string     `json:"subscriptionStatus"`
	StripeCustomerID        *string    `json:"stripeCustomerId"`
	SubscriptionCancelledAt *time.Time `json:"subscriptionCancelledAt"`
	SubscriptionCancelsAt   *time.Time `json:"subscriptionCancelsAt"`
	BillingCycleEnd         *time.Time `json:"billingCycleEnd"`
	DaysUntilReset          *int       `json:"daysUntilReset"`
}

func subscriptionView(u *storage.User, now time.Time) subscriptionJSON {
	v := subscriptionJSON{SubscriptionStatus: u.SubscriptionStatus, SubscriptionCancelledAt: u.SubscriptionCancelledAt,
		SubscriptionCancelsAt: u.SubscriptionCancelsAt, BillingCycleEnd: u.BillingCycleEnd}
	if u.StripeCustomerID != "" {
		id := u.StripeCustomerID
		v.StripeCustomerID = &id
	}
	// Only Starter resets monthly; the trial's credits never come back.
	if u.IsSubscribed() && u.BillingCycleEnd != nil {
		days := int(math.Ceil(u.BillingCycleEnd.Sub(now).Hours() / 24))
		if days < 0 {
			days = 0
		}
		v.DaysUntilReset = &days
	}
	return v
}

// billingUser answers the signed-in user after the local test mode's monthly renewal: with
// no Stripe to send renewals, a Starter period that has ended is renewed (or, when
// cancelling, ended) lazily, the next time the user's plan or usage is read.
func (s *Server) billingUser(c *fiber.Ctx) (*storage.User, error) {
	u := currentUser(c)
	now := time.Now()
	if s.stripeLive() || !u.IsSubscribed() || u.BillingCycleEnd == nil || u.BillingCycleEnd.After(now) {
		return u, nil
	}
	fresh, changed, err := s.opts.DB.RenewLocalPeriod(c.UserContext(), u.ID, now)
	if err != nil {
		return nil, err
	}
	if changed {
		s.billingChanged(c.UserContext(), fresh.ID, false)
	}
	c.Locals(localUser, fresh)
	return fresh, nil
}

func (s *Server) getSubscription(c *fiber.Ctx) error {
	u, err := s.billingUser(c)
	if err != nil {
		return err
	}
	return c.JSON(subscriptionView(u, time.Now()))
}

// createCheckoutSession starts the upgrade to Starter: Stripe Checkout when Stripe is
// configured, else the local confirmation page.
func (s *Server) createCheckoutSession(c *fiber.Ctx) error {
	u := currentUser(c)
	ctx := c.UserContext()
	if u.IsSubscribed() {
		return errBillingSubscribed
	}
	if err := s.allow(ctx, limitBilling, u.ID); err != nil {
		return err
	}
	if !s.stripeLive() {
		if !s.localCheckout() {
			return errBillingOff
		}
		co, err := s.localCheckouts().Create(ctx, u.ID, u.Email, time.Now())
		if err != nil {
			return err
		}
		// Like Stripe's customer at a real checkout's start, a test customer is kept from here on,
		// so a test checkout left unfinished lists as Inactive on the staff subscriptions page.
		if u.StripeCustomerID == "" {
			err := s.opts.DB.SetStripeCustomer(ctx, u.ID, billing.NewID(billing.LocalCustomerPrefix))
			if err != nil && !errors.Is(err, storage.ErrConflict) {
				return err
			}
		}
		return c.JSON(fiber.Map{"url": s.appURL("/billing/test-checkout?session=" + co.ID), "sessionId": co.ID, "testMode": true})
	}
	customer, err := s.stripeCustomer(ctx, u)
	if err != nil {
		s.opts.Logger.Error("stripe customer", "err", err, "user", u.ID, "request_id", requestID(c))
		return errBillingCheckout
	}
	co, err := s.opts.Billing.CreateCheckout(ctx, billing.CheckoutParams{
		UserID: u.ID, CustomerID: customer,
		SuccessURL: s.appURL("/billing?success=true"), CancelURL: s.appURL("/subscribe"),
	})
	if err != nil {
		s.opts.Logger.Error("stripe checkout", "err", err, "user", u.ID, "request_id", requestID(c))
		return errBillingCheckout
	}
	return c.JSON(fiber.Map{"url": co.URL, "sessionId": co.ID})
}

// stripeCustomer answers the user's Stripe customer, creating it (with the user's email) the
// first time so later checkouts and the portal reuse it.
func (s *Server) stripeCustomer(ctx context.Context, u *storage.User) (string, error) {
	if u.StripeCustomerID != "" && !strings.HasPrefix(u.StripeCustomerID, billing.LocalCustomerPrefix) {
		return u.StripeCustomerID, nil
	}
	id, err := s.opts.Billing.CreateCustomer(ctx, u.Email, u.ID)
	if err != nil {
		return "", err
	}
	if u.StripeCustomerID != "" {
		// A customer of the local test mode is replaced by the real one.
		return id, nil
	}
	err = s.opts.DB.SetStripeCustomer(ctx, u.ID, id)
	if errors.Is(err, storage.ErrConflict) {
		// A concurrent request stored one first: use that one.
		fresh, err := s.opts.DB.UserByID(ctx, u.ID)
		if err != nil {
			return "", err
		}
		if fresh.StripeCustomerID != "" {
			return fresh.StripeCustomerID, nil
		}
		return id, nil
	}
	return id, err
}

// billingPortal opens Stripe's billing portal for a Starter subscriber. In local test mode the
// app's own Manage Subscription page plays that part.
func (s *Server) billingPortal(c *fiber.Ctx) error {
	u := currentUser(c)
	ctx := c.UserContext()
	if !u.IsSubscribed() {
		return errBillingStarterOnly
	}
	if err := s.allow(ctx, limitBilling, u.ID); err != nil {
		return err
	}
	if !s.stripeLive() {
		if !s.localCheckout() {
			return errBillingOff
		}
		return c.JSON(fiber.Map{"url": s.appURL("/manage-subscription"), "testMode": true})
	}
	if u.StripeCustomerID == "" || strings.HasPrefix(u.StripeCustomerID, billing.LocalCustomerPrefix) {
		return errBillingNoCustomer
	}
	url, err := s.opts.Billing.PortalURL(ctx, u.StripeCustomerID, s.appURL("/billing"))
	if err != nil {
		s.opts.Logger.Error("stripe billing portal", "err", err, "user", u.ID, "request_id", requestID(c))
		return errBillingPortal
	}
	return c.JSON(fiber.Map{"url": url})
}

// cancelSubscription cancels at the end of the period: the plan stays active (shown as
// Cancelling) until then. Asking again is harmless.
func (s *Server) cancelSubscription(c *fiber.Ctx) error {
	u := currentUser(c)
	ctx := c.UserContext()
	if !u.IsSubscribed() {
		return errBillingNoSubscription
	}
	if err := s.allow(ctx, limitBilling, u.ID); err != nil {
		return err
	}
	var cancelsAt *time.Time
	if s.stripeLive() && u.StripeSubscriptionID != "" && !strings.HasPrefix(u.StripeSubscriptionID, billing.LocalSubscriptionPrefix) {
		st, err := s.opts.Billing.CancelAtPeriodEnd(ctx, u.StripeSubscriptionID)
		if err != nil {
			s.opts.Logger.Error("stripe cancel at period end", "err", err, "user", u.ID, "request_id", requestID(c))
			return errBillingCancel
		}
		cancelsAt = st.CancelsAt
		if cancelsAt == nil && !st.PeriodEnd.IsZero() {
			cancelsAt = &st.PeriodEnd
		}
	}
	fresh, err := s.opts.DB.ScheduleCancellation(ctx, u.ID, cancelsAt)
	if errors.Is(err, storage.ErrConflict) {
		return errBillingNoSubscription
	}
	if err != nil {
		return err
	}
	s.billingChanged(ctx, u.ID, false)
	return c.JSON(fiber.Map{
		"message":      "Your subscription has been cancelled. Your Starter plan stays active until the end of the current billing period.",
		"subscription": subscriptionView(fresh, time.Now()),
	})
}

// billingChanged tells the user's open tabs about their new plan and usage, refreshes the
// statistics, and on activation sends the subscription.activated webhook.
func (s *Server) billingChanged(ctx context.Context, userID string, activated bool) {
	s.opts.Notifier.StatsChanged()
	if userID == "" {
		return
	}
	u, err := s.opts.DB.UserByID(ctx, userID)
	if err != nil {
		s.opts.Logger.Warn("billing event: load user", "err", err, "user", userID)
		return
	}
	if err := s.opts.Notifier.Publisher().ToUser(ctx, userID, realtime.TypeSubscription, subscriptionView(u, time.Now())); err != nil {
		s.opts.Logger.Warn("publish event", "type", realtime.TypeSubscription, "err", err)
	}
	s.opts.Notifier.Usage(ctx, userID)
	if activated && s.opts.Webhooks != nil {
		s.opts.Webhooks.Trigger(ctx, jobs.EventSubscriptionActivated, fiber.Map{
			"userId": u.ID, "email": u.Email, "plan": "starter", "stripeCustomerId": u.StripeCustomerID,
			"stripeSubscriptionId": u.StripeSubscriptionID, "billingCycleEnd": u.BillingCycleEnd, "activatedAt": time.Now().UTC(),
		})
	}
}
