package server

import (
	"encoding/json"
	"errors"
	"net/url"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"storymail/server/billing"
	"storymail/storage"
)

var (
	errBillingCheckoutGone = newError(fiber.StatusNotFound, "checkout_not_found", "This checkout session has expired or was already used. Please start again from the Subscribe page.")
	errBillingUserNotFound = newError(fiber.StatusNotFound, "user_not_found", "User not found")
)

// localCheckoutInfo describes a pending local checkout for the confirmation page.
func (s *Server) localCheckoutInfo(c *fiber.Ctx) error {
	u := currentUser(c)
	co, err := s.localCheckouts().Get(c.UserContext(), c.Params("session"), u.ID)
	if errors.Is(err, billing.ErrCheckoutNotFound) {
		return errBillingCheckoutGone
	}
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{
		"sessionId": co.ID, "email": co.Email, "plan": "Starter", "priceCents": storage.StarterPriceCents,
		"interval": "month", "credits": storage.StarterCredits, "expiresAt": co.ExpiresAt, "testMode": true,
	})
}

// completeLocalCheckout is the Confirm button of the local confirmation page. It completes
// the checkout through the same handling as Stripe's checkout.session.completed.
func (s *Server) completeLocalCheckout(c *fiber.Ctx) error {
	var req struct {
		Session string `json:"session"`
	}
	if err := decodeJSON(c, &req); err != nil {
		return err
	}
	if req.Session == "" {
		return badRequest("Checkout session is required")
	}
	u := currentUser(c)
	ctx := c.UserContext()
	if u.IsSubscribed() {
		return errBillingSubscribed
	}
	co, err := s.localCheckouts().Complete(ctx, req.Session, u.ID)
	if errors.Is(err, billing.ErrCheckoutNotFound) {
		return errBillingCheckoutGone
	}
	if err != nil {
		return err
	}
	customer := u.StripeCustomerID
	if customer == "" {
		customer = billing.NewID(billing.LocalCustomerPrefix)
	}
	ev := billing.CheckoutCompletedEvent("evt_"+co.ID, billing.CheckoutFields{
		SessionID: co.ID, UserID: u.ID, CustomerID: customer, Email: u.Email,
		SubscriptionID: billing.NewID(billing.LocalSubscriptionPrefix),
	}, time.Now())
	if _, err := s.processStripeEvent(ctx, ev); err != nil {
		return err
	}
	fresh, err := s.opts.DB.UserByID(ctx, u.ID)
	if err != nil {
		return err
	}
	// A test checkout records its first month's payment, as Stripe's invoice would, so the
	// revenue pages have something to show in development.
	now := time.Now()
	ip := storage.InvoicePayment{InvoiceID: "in_local_" + co.ID, CustomerID: customer, SubscriptionID: fresh.StripeSubscriptionID,
		UserID: u.ID, AmountCents: storage.StarterPriceCents, Currency: "usd", PaidAt: now, PeriodStart: now, PeriodEnd: now.AddDate(0, 1, 0)}
	if fresh.BillingCycleStart != nil && fresh.BillingCycleEnd != nil {
		ip.PeriodStart, ip.PeriodEnd = *fresh.BillingCycleStart, *fresh.BillingCycleEnd
	}
	if _, err := s.opts.DB.RecordInvoicePayment(ctx, storage.StripeEventRef{ID: "evt_pay_" + co.ID, Type: "invoice.paid", Created: now}, ip); err != nil {
		s.opts.Logger.Warn("test checkout: record payment", "user", u.ID, "err", err)
	}
	return c.JSON(fiber.Map{"message": "Welcome to Starter! Your subscription is active.", "url": "/billing?success=true",
		"subscription": subscriptionView(fresh, time.Now())})
}

// testSubscriptionLookup is the manual upgrade tool's lookup (development only). Staff may
// look anyone up; a user only themselves.
func (s *Server) testSubscriptionLookup(c *fiber.Ctx) error {
	raw, err := url.PathUnescape(c.Params("email"))
	if err != nil {
		return badRequest("Please enter a valid email address")
	}
	email := storage.NormalizeEmail(raw)
	if email == "" {
		return badRequest("Please enter user email")
	}
	if !validEmail(email) {
		return badRequest("Please enter a valid email address")
	}
	me := currentUser(c)
	if !me.IsAdmin() && storage.NormalizeEmail(me.Email) != email {
		return errBillingUserNotFound
	}
	u, err := s.opts.DB.UserByEmail(c.UserContext(), email)
	if errors.Is(err, storage.ErrNotFound) {
		return errBillingUserNotFound
	}
	if err != nil {
		return err
	}
	var customer *string
	if u.StripeCustomerID != "" {
		customer = &u.StripeCustomerID
	}
	return c.JSON(fiber.Map{"email": u.Email, "stripeCustomerId": customer, "userId": u.ID, "subscriptionStatus": u.SubscriptionStatus})
}

// testCheckoutSession is the checkout session of a development test event.
type testCheckoutSession struct {
	ID                string            `json:"id"`
	Mode              string            `json:"mode"`
	PaymentStatus     string            `json:"payment_status"`
	Subscription      string            `json:"subscription"`
	Customer          string            `json:"customer"`
	CustomerEmail     string            `json:"customer_email"`
	ClientReferenceID string            `json:"client_reference_id"`
	Metadata          map[string]string `json:"metadata"`
}

// testStripeWebhook triggers a checkout.session.completed event without Stripe (development
// only). The body is the event ({"id", "type", "data": {"object": session}}) or the session
// alone; missing ids are made up. Staff may upgrade anyone; a user only themselves. The event
// goes through the same handling as a signed webhook, so replaying an id changes nothing.
func (s *Server) testStripeWebhook(c *fiber.Ctx) error {
	var req struct {
		ID   string `json:"id"`
		Type string `json:"type"`
		Data *struct {
			Object json.RawMessage `json:"object"`
		} `json:"data"`
	}
	if err := decodeJSON(c, &req); err != nil {
		return err
	}
	body := c.Body()
	if req.Data != nil && len(req.Data.Object) > 0 {
		body = req.Data.Object
	}
	var sess testCheckoutSession
	if len(strings.TrimSpace(string(body))) > 0 {
		if err := json.Unmarshal(body, &sess); err != nil {
			return badRequest("The checkout session must be a JSON object with string ids.")
		}
	}
	if req.Type != "" && req.Type != billing.EventCheckoutCompleted {
		return badRequest("Only checkout.session.completed events can be triggered here.")
	}
	if sess.Mode != "" && sess.Mode != "subscription" {
		return badRequest("Only subscription checkouts can be triggered here.")
	}
	if len(req.ID) > 255 || len(sess.ID) > 255 || len(sess.Subscription) > 255 || len(sess.Customer) > 255 {
		return badRequest("Ids must be at most 255 characters.")
	}
	ctx := c.UserContext()
	me := currentUser(c)
	target, err := s.testWebhookTarget(c, sess)
	if err != nil {
		return err
	}
	if !me.IsAdmin() && target.ID != me.ID {
		return errBillingUserNotFound
	}
	customer := sess.Customer
	if customer == "" {
		customer = target.StripeCustomerID
	}
	if customer == "" {
		customer = billing.NewID("cus_test_")
	}
	if sess.ID == "" {
		sess.ID = billing.NewID("cs_test_")
	}
	if sess.Subscription == "" {
		sess.Subscription = billing.NewID("sub_test_")
	}
	eventID := req.ID
	if eventID == "" {
		eventID = billing.NewID("evt_test_")
	}
	ev := billing.CheckoutCompletedEvent(eventID, billing.CheckoutFields{
		SessionID: sess.ID, UserID: target.ID, CustomerID: customer, SubscriptionID: sess.Subscription,
		Email: target.Email, PaymentStatus: sess.PaymentStatus,
	}, time.Now())
	out, err := s.processStripeEvent(ctx, ev)
	if err != nil {
		return err
	}
	fresh, err := s.opts.DB.UserByID(ctx, target.ID)
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{"received": true, "eventId": eventID, "duplicate": out.Duplicate, "activated": out.Activated,
		"userId": target.ID, "subscription": subscriptionView(fresh, time.Now())})
}

// testWebhookTarget finds the account a test event names: metadata userId or
// client_reference_id, else the customer, else the email, else the caller.
func (s *Server) testWebhookTarget(c *fiber.Ctx, sess testCheckoutSession) (*storage.User, error) {
	ctx := c.UserContext()
	db := s.opts.DB
	var u *storage.User
	var err error
	switch {
	case sess.Metadata["userId"] != "":
		u, err = db.UserByID(ctx, sess.Metadata["userId"])
	case sess.ClientReferenceID != "":
		u, err = db.UserByID(ctx, sess.ClientReferenceID)
	case sess.Customer != "":
		u, err = db.UserByStripeCustomer(ctx, sess.Customer)
		if errors.Is(err, storage.ErrNotFound) {
			return currentUser(c), nil
		}
	case sess.CustomerEmail != "":
		u, err = db.UserByEmail(ctx, sess.CustomerEmail)
	default:
		return currentUser(c), nil
	}
	if errors.Is(err, storage.ErrNotFound) {
		return nil, errBillingUserNotFound
	}
	return u, err
}
