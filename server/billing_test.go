package server

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v84/webhook"

	"storymail/storage"
)

func TestSubscriptionOfATrialUser(t *testing.T) {
	env := newBillEnv(t, billOptions{})
	if r := env.client().do("GET", "/api/subscription", nil); r.status != 401 {
		t.Fatalf("signed out: %d", r.status)
	}
	c, _ := env.signIn("trial@example.com")
	r := c.do("GET", "/api/subscription", nil)
	if r.status != 200 {
		t.Fatalf("%d %s", r.status, r.body)
	}
	m := r.json(t)
	for _, k := range []string{"subscriptionStatus", "stripeCustomerId", "subscriptionCancelledAt", "subscriptionCancelsAt", "billingCycleEnd", "daysUntilReset"} {
		if _, ok := m[k]; !ok {
			t.Errorf("field %s missing", k)
		}
	}
	if m["subscriptionStatus"] != "trial" || m["stripeCustomerId"] != nil || m["daysUntilReset"] != nil {
		t.Fatalf("trial subscription: %v", m)
	}
	for _, call := range []string{"/api/cancel-subscription", "/api/billing-portal"} {
		if r := c.do("POST", call, nil); r.status < 400 {
			t.Errorf("%s for a trial user: %d", call, r.status)
		}
	}
	if r := c.do("POST", "/api/billing-portal", nil); r.status != 403 || !strings.Contains(r.message(t), "only available on the Starter plan") {
		t.Fatalf("portal for trial: %d %s", r.status, r.body)
	}
	if r := c.do("POST", "/api/cancel-subscription", nil); r.status != 400 || r.message(t) != "You don't have an active subscription to cancel." {
		t.Fatalf("cancel for trial: %d %s", r.status, r.body)
	}
}

// A trial user upgrades in local test mode: the checkout URL leads to the local confirmation
// page, whose Confirm completes through the checkout.session.completed handling.
func TestLocalCheckoutUpgradesToStarter(t *testing.T) {
	env := newBillEnv(t, billOptions{appEnv: "development"})
	c, id := env.signIn("upgrade@example.com")
	env.exec(`UPDATE users SET credits_used = 6 WHERE id = $1`, id)
	hook := env.outboundWebhook(t, "subscription.activated")
	events := env.listen()

	r := c.do("POST", "/api/create-checkout-session", "")
	if r.status != 200 {
		t.Fatalf("checkout: %d %s", r.status, r.body)
	}
	url, _ := r.json(t)["url"].(string)
	session, ok := strings.CutPrefix(url, testOrigin+"/billing/test-checkout?session=")
	if !ok || !strings.HasPrefix(session, "cs_local_") {
		t.Fatalf("checkout url %q", url)
	}
	info := c.do("GET", "/api/test-checkout/"+session, nil)
	if info.status != 200 || info.json(t)["plan"] != "Starter" || info.json(t)["priceCents"] != float64(1900) {
		t.Fatalf("checkout info: %d %s", info.status, info.body)
	}
	// Started and not finished: a customer of the test mode, still on the trial (Inactive for staff).
	if n := env.queryInt(`SELECT count(*) FROM users WHERE id = $1 AND stripe_customer_id LIKE 'cus_local_%' AND subscription_status = 'trial'`, id); n != 1 {
		t.Fatalf("test customer at checkout start: %d", n)
	}

	// Nobody else can see or complete it.
	other, _ := env.signIn("other@example.com")
	if r := other.do("GET", "/api/test-checkout/"+session, nil); r.status != 404 {
		t.Fatalf("other user reads the checkout: %d", r.status)
	}
	if r := other.do("POST", "/api/test-checkout/complete", map[string]string{"session": session}); r.status != 404 {
		t.Fatalf("other user completes the checkout: %d", r.status)
	}
	if r := c.do("POST", "/api/test-checkout/complete", map[string]string{}); r.status != 400 {
		t.Fatalf("no session: %d", r.status)
	}

	r = c.do("POST", "/api/test-checkout/complete", map[string]string{"session": session})
	if r.status != 200 || r.json(t)["url"] != "/billing?success=true" {
		t.Fatalf("complete: %d %s", r.status, r.body)
	}
	u := env.user(id)
	if u.SubscriptionStatus != storage.StatusActive || u.CreditsUsed != 0 || !strings.HasPrefix(u.StripeCustomerID, "cus_local_") ||
		!strings.HasPrefix(u.StripeSubscriptionID, "sub_local_") || u.BillingCycleEnd == nil {
		t.Fatalf("after local checkout: %+v", u)
	}
	if n := env.count(`SELECT count(*) FROM stripe_events WHERE id = $1 AND type = 'checkout.session.completed'`, "evt_"+session); n != 1 {
		t.Fatalf("the local checkout went around the event path: %d events", n)
	}
	usage := c.do("GET", "/api/usage", nil).json(t)["usage"].(map[string]any)
	if usage["emailsCreated"] != float64(0) || usage["emailsRemaining"] != float64(300) || usage["isSubscribed"] != true {
		t.Fatalf("usage after upgrade: %v", usage)
	}
	sub := c.do("GET", "/api/subscription", nil).json(t)
	if sub["subscriptionStatus"] != "active" || sub["daysUntilReset"].(float64) < 28 || sub["billingCycleEnd"] == nil {
		t.Fatalf("subscription after upgrade: %v", sub)
	}
	if ev := events.wait(t, id, "subscription"); ev["subscriptionStatus"] != "active" {
		t.Fatalf("subscription push: %v", ev)
	}
	if ev := events.wait(t, id, "usage"); ev["usage"].(map[string]any)["emailsRemaining"] != float64(300) {
		t.Fatalf("usage push: %v", ev)
	}
	hook.expect(t, 1)
	// The test checkout records the first month's payment, so revenue shows in development.
	if n := env.queryInt(`SELECT count(*) FROM payments WHERE user_id = $1 AND amount_cents = 1900`, id); n != 1 {
		t.Fatalf("payments after a test checkout: %d", n)
	}

	// Used once; and a subscriber cannot check out again.
	if r := c.do("POST", "/api/test-checkout/complete", map[string]string{"session": session}); r.status != 409 {
		t.Fatalf("second completion: %d %s", r.status, r.body)
	}
	if r := c.do("POST", "/api/create-checkout-session", ""); r.status != 409 {
		t.Fatalf("checkout while subscribed: %d %s", r.status, r.body)
	}
	// The billing portal of local mode is the app's own Manage Subscription page.
	if r := c.do("POST", "/api/billing-portal", nil); r.status != 200 || r.json(t)["url"] != testOrigin+"/manage-subscription" {
		t.Fatalf("local portal: %d %s", r.status, r.body)
	}
}

func TestLocalCancelKeepsThePlanUntilThePeriodEnds(t *testing.T) {
	env := newBillEnv(t, billOptions{})
	c, id := env.signIn("cancel@example.com")
	env.activateLocally(t, c)
	events := env.listen()
	r := c.do("POST", "/api/cancel-subscription", nil)
	if r.status != 200 {
		t.Fatalf("cancel: %d %s", r.status, r.body)
	}
	u := env.user(id)
	if u.SubscriptionStatus != storage.StatusActive || u.SubscriptionCancelledAt == nil || u.SubscriptionCancelsAt == nil ||
		!u.SubscriptionCancelsAt.Equal(*u.BillingCycleEnd) {
		t.Fatalf("after cancel: %+v", u)
	}
	if ev := events.wait(t, id, "subscription"); ev["subscriptionCancelledAt"] == nil || ev["subscriptionStatus"] != "active" {
		t.Fatalf("push after cancel: %v", ev)
	}
	first := *u.SubscriptionCancelledAt
	if r := c.do("POST", "/api/cancel-subscription", nil); r.status != 200 {
		t.Fatalf("cancelling twice: %d %s", r.status, r.body)
	}
	if !env.user(id).SubscriptionCancelledAt.Equal(first) {
		t.Fatal("a second cancel moved the cancellation date")
	}
	// Still Starter until the period ends: 300 emails.
	if usage := c.do("GET", "/api/usage", nil).json(t)["usage"].(map[string]any); usage["isSubscribed"] != true {
		t.Fatalf("usage while cancelling: %v", usage)
	}
	// When the period has passed, reading the plan ends it.
	env.exec(`UPDATE users SET billing_cycle_end = now() - interval '1 minute', subscription_cancels_at = now() - interval '1 minute' WHERE id = $1`, id)
	if sub := c.do("GET", "/api/subscription", nil).json(t); sub["subscriptionStatus"] != "canceled" {
		t.Fatalf("after the period: %v", sub)
	}
}

func TestLocalMonthlyReset(t *testing.T) {
	env := newBillEnv(t, billOptions{})
	c, id := env.signIn("monthly@example.com")
	env.activateLocally(t, c)
	env.exec(`UPDATE users SET credits_used = 299, billing_cycle_start = now() - interval '31 days',
		billing_cycle_end = now() - interval '1 hour' WHERE id = $1`, id)
	events := env.listen()
	sub := c.do("GET", "/api/subscription", nil).json(t)
	u := env.user(id)
	if u.CreditsUsed != 0 || !u.BillingCycleEnd.After(time.Now()) || sub["subscriptionStatus"] != "active" || sub["daysUntilReset"].(float64) < 28 {
		t.Fatalf("renewal: %+v %v", u, sub)
	}
	events.wait(t, id, "usage")
	// Nothing to renew the next time.
	end := *u.BillingCycleEnd
	c.do("GET", "/api/subscription", nil)
	if !env.user(id).BillingCycleEnd.Equal(end) {
		t.Fatal("a current period was renewed again")
	}
}

func TestPaymentsRefusedInProductionWithoutStripe(t *testing.T) {
	env := newBillEnv(t, billOptions{appEnv: "production"})
	c, _ := env.signIn("prod@example.com")
	if r := c.do("POST", "/api/create-checkout-session", ""); r.status != 503 {
		t.Fatalf("local checkout in production: %d %s", r.status, r.body)
	}
	if r := c.do("POST", "/api/test-checkout/complete", map[string]string{"session": "cs_local_000000000000000000000000"}); r.status != 404 {
		t.Fatalf("local completion in production: %d", r.status)
	}
}

// The spec's test endpoints exist only in development.
func TestTestEndpointsOnlyInDevelopment(t *testing.T) {
	for _, appEnv := range []string{"test", "production"} {
		t.Run(appEnv, func(t *testing.T) {
			env := newBillEnv(t, billOptions{appEnv: appEnv})
			c, _ := env.signIn("dev@example.com")
			if r := c.do("GET", "/api/test-subscription/dev@example.com", nil); r.status != 404 {
				t.Fatalf("lookup: %d %s", r.status, r.body)
			}
			if r := c.do("POST", "/api/test-stripe-webhook", checkoutObject("", "", "")); r.status != 404 {
				t.Fatalf("test webhook: %d %s", r.status, r.body)
			}
		})
	}
}

func TestDevelopmentTestTools(t *testing.T) {
	env := newBillEnv(t, billOptions{appEnv: "development"})
	c, id := env.signIn("tools@example.com")
	_, otherID := env.signIn("someone@example.com")

	r := c.do("GET", "/api/test-subscription/tools%40example.com", nil)
	if r.status != 200 || r.json(t)["userId"] != id || r.json(t)["email"] != "tools@example.com" || r.json(t)["stripeCustomerId"] != nil {
		t.Fatalf("lookup self: %d %s", r.status, r.body)
	}
	if r := c.do("GET", "/api/test-subscription/someone@example.com", nil); r.status != 404 || r.message(t) != "User not found" {
		t.Fatalf("a user looks up someone else: %d %s", r.status, r.body)
	}
	if r := c.do("GET", "/api/test-subscription/nope", nil); r.status != 400 {
		t.Fatalf("bad email: %d", r.status)
	}

	// Trigger a checkout-completed event for oneself, three times with the same id.
	ev := map[string]any{"id": "evt_manual_1", "type": "checkout.session.completed", "data": map[string]any{"object": map[string]any{
		"id": "cs_test_manual", "mode": "subscription", "subscription": "sub_manual", "customer": "cus_manual",
		"metadata": map[string]string{"userId": id}}}}
	for i := range 3 {
		r := c.do("POST", "/api/test-stripe-webhook", ev)
		if r.status != 200 || r.json(t)["duplicate"] != (i > 0) {
			t.Fatalf("trigger %d: %d %s", i, r.status, r.body)
		}
	}
	u := env.user(id)
	if u.SubscriptionStatus != storage.StatusActive || u.StripeCustomerID != "cus_manual" || u.StripeSubscriptionID != "sub_manual" {
		t.Fatalf("after manual trigger: %+v", u)
	}
	// Not for someone else, unless staff.
	ev["id"] = "evt_manual_2"
	ev["data"] = map[string]any{"object": map[string]any{"mode": "subscription", "metadata": map[string]string{"userId": otherID}}}
	if r := c.do("POST", "/api/test-stripe-webhook", ev); r.status != 404 {
		t.Fatalf("upgrading someone else: %d %s", r.status, r.body)
	}
	if env.user(otherID).SubscriptionStatus != storage.StatusTrial {
		t.Fatal("someone else was upgraded")
	}
	if r := c.do("POST", "/api/test-stripe-webhook", map[string]any{"type": "invoice.paid"}); r.status != 400 {
		t.Fatalf("other event types: %d", r.status)
	}
	if r := c.do("POST", "/api/test-stripe-webhook", map[string]any{"mode": "payment"}); r.status != 400 {
		t.Fatalf("payment mode: %d", r.status)
	}
	staff := env.signInStaff("admin-owner", "owner@storymail.test")
	if r := staff.do("GET", "/api/test-subscription/someone@example.com", nil); r.status != 200 || r.json(t)["userId"] != otherID {
		t.Fatalf("staff lookup: %d %s", r.status, r.body)
	}
	// The bare session is accepted too (the manual upgrade tool sends the email).
	if r := staff.do("POST", "/api/test-stripe-webhook", map[string]any{"mode": "subscription", "customer_email": "someone@example.com"}); r.status != 200 || r.json(t)["userId"] != otherID {
		t.Fatalf("staff trigger: %d %s", r.status, r.body)
	}
	if env.user(otherID).SubscriptionStatus != storage.StatusActive {
		t.Fatal("staff trigger did not upgrade")
	}
}

// The Stripe calls against stripe-mock: checkout with a reused customer, portal, cancel.
func TestStripeCheckoutPortalAndCancel(t *testing.T) {
	env := newBillEnv(t, billOptions{stripe: true})
	c, id := env.signIn("stripe@example.com")
	r := c.do("POST", "/api/create-checkout-session", "")
	if r.status != 200 || !strings.HasPrefix(r.json(t)["url"].(string), "https://") {
		t.Fatalf("checkout: %d %s", r.status, r.body)
	}
	customer := env.user(id).StripeCustomerID
	if !strings.HasPrefix(customer, "cus_") {
		t.Fatalf("the customer was not kept: %q", customer)
	}
	if r := c.do("POST", "/api/create-checkout-session", ""); r.status != 200 || env.user(id).StripeCustomerID != customer {
		t.Fatalf("second checkout must reuse the customer: %d %s", r.status, r.body)
	}
	// Local test pages do not exist when Stripe is configured.
	if r := c.do("POST", "/api/test-checkout/complete", map[string]string{"session": "cs_local_000000000000000000000000"}); r.status != 404 {
		t.Fatalf("local completion with Stripe: %d", r.status)
	}
	if r := c.do("POST", "/api/billing-portal", nil); r.status != 403 {
		t.Fatalf("portal before paying: %d", r.status)
	}

	now := time.Now()
	if r := env.webhook(billEvent(t, "evt_live_1", "checkout.session.completed", now, checkoutObject(id, customer, "sub_live"))); r.status != 200 {
		t.Fatalf("activation: %d %s", r.status, r.body)
	}
	if u := env.user(id); u.SubscriptionStatus != storage.StatusActive || u.BillingCycleEnd == nil || !u.BillingCycleEnd.After(now) {
		t.Fatalf("after activation: %+v", u)
	}
	// The fee comes from the charge's balance transaction at Stripe.
	inv := invoiceObject("in_live", "sub_live", customer, 1900, now, now.AddDate(0, 1, 0))
	inv["charge"] = "ch_live"
	if r := env.webhook(billEvent(t, "evt_live_2", "invoice.paid", now, inv)); r.status != 200 {
		t.Fatalf("invoice: %d %s", r.status, r.body)
	}
	if n := env.count(`SELECT count(*) FROM payments WHERE user_id = $1 AND stripe_charge_id = 'ch_live' AND fee_cents IS NOT NULL`, id); n != 1 {
		t.Fatalf("payment with Stripe's fee: %d", n)
	}
	r = c.do("POST", "/api/billing-portal", nil)
	if r.status != 200 || !strings.HasPrefix(r.json(t)["url"].(string), "https://") {
		t.Fatalf("portal: %d %s", r.status, r.body)
	}
	r = c.do("POST", "/api/cancel-subscription", nil)
	if r.status != 200 {
		t.Fatalf("cancel: %d %s", r.status, r.body)
	}
	if u := env.user(id); u.SubscriptionStatus != storage.StatusActive || u.SubscriptionCancelledAt == nil || u.SubscriptionCancelsAt == nil {
		t.Fatalf("after cancel: %+v", u)
	}
}

func TestStripeFailuresAnswerTheSpecMessages(t *testing.T) {
	// A Stripe that refuses every call, as with a revoked key.
	refusing := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusUnauthorized)
		_, _ = w.Write([]byte(`{"error":{"type":"invalid_request_error","message":"Invalid API Key provided"}}`))
	}))
	t.Cleanup(refusing.Close)
	env2 := newBillEnv(t, billOptions{stripeURL: refusing.URL})
	c, id := env2.signIn("fail@example.com")
	if r := c.do("POST", "/api/create-checkout-session", ""); r.status != 502 || r.message(t) != "Failed to create checkout session" {
		t.Fatalf("checkout failure: %d %s", r.status, r.body)
	}
	env2.exec(`UPDATE users SET subscription_status = 'active', stripe_customer_id = 'cus_x', stripe_subscription_id = 'sub_x',
		billing_cycle_end = now() + interval '10 days' WHERE id = $1`, id)
	if r := c.do("POST", "/api/billing-portal", nil); r.status != 502 || r.message(t) != "Failed to open billing portal. Please try again." {
		t.Fatalf("portal failure: %d %s", r.status, r.body)
	}
	if r := c.do("POST", "/api/cancel-subscription", nil); r.status != 502 || r.message(t) != "Failed to cancel subscription. Please contact support." {
		t.Fatalf("cancel failure: %d %s", r.status, r.body)
	}
	if env2.user(id).SubscriptionCancelledAt != nil {
		t.Fatal("a failed Stripe cancel was recorded as cancelled")
	}
}

func TestWebhookRefusesBadSignatures(t *testing.T) {
	env := newBillEnv(t, billOptions{})
	_, id := env.signIn("sig@example.com")
	payload := billEvent(t, "evt_sig", "checkout.session.completed", time.Now(), checkoutObject(id, "cus_sig", "sub_sig"))
	wrong := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: "whsec_wrong"})
	stale := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: billWebhookSecret, Timestamp: time.Now().Add(-6 * time.Minute)})
	good := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: billWebhookSecret})
	tampered := []byte(strings.Replace(string(payload), "sub_sig", "sub_sih", 1))
	for name, tc := range map[string]struct {
		payload []byte
		header  string
	}{
		"wrong secret":    {payload, wrong.Header},
		"stale timestamp": {payload, stale.Header},
		"missing header":  {payload, ""},
		"tampered body":   {tampered, good.Header},
	} {
		r := env.webhookWithHeader(tc.payload, tc.header)
		if r.status != 400 || r.json(t)["code"] != "invalid_signature" {
			t.Errorf("%s: %d %s", name, r.status, r.body)
		}
	}
	if env.user(id).SubscriptionStatus != storage.StatusTrial || env.count(`SELECT count(*) FROM stripe_events`) != 0 {
		t.Fatal("a refused webhook changed something")
	}
	// Without a webhook secret the endpoint reads nothing.
	noSecret := newBillEnv(t, billOptions{noWebhookSecret: true})
	if r := noSecret.webhookWithHeader(payload, good.Header); r.status != 503 {
		t.Fatalf("no secret: %d %s", r.status, r.body)
	}
	// The endpoint needs no Origin (Stripe sends none) but is not reachable by GET.
	if r := env.webhookWithHeader(payload, good.Header); r.status != 200 {
		t.Fatalf("good signature: %d %s", r.status, r.body)
	}
	if r := env.client().do("GET", "/api/stripe-webhook", nil); r.status != 404 && r.status != 405 {
		t.Fatalf("GET webhook: %d", r.status)
	}
}

// The whole life of a subscription through signed webhooks, each delivered three times and
// some out of order.
func TestWebhookLifecycle(t *testing.T) {
	env := newBillEnv(t, billOptions{})
	c, id := env.signIn("life@example.com")
	env.exec(`UPDATE users SET credits_used = 8 WHERE id = $1`, id)
	hook := env.outboundWebhook(t, "subscription.activated")
	events := env.listen()
	const cus, sub = "cus_life", "sub_life"
	t0 := time.Now().Add(-2 * time.Minute).Truncate(time.Second)
	periodEnd := t0.AddDate(0, 1, 0)
	deliver3 := func(payload []byte) {
		t.Helper()
		for i := range 3 {
			r := env.webhook(payload)
			if r.status != 200 || r.json(t)["duplicate"] != (i > 0) {
				t.Fatalf("delivery %d: %d %s", i, r.status, r.body)
			}
		}
	}

	// Activation.
	deliver3(billEvent(t, "evt_checkout", "checkout.session.completed", t0, checkoutObject(id, cus, sub)))
	u := env.user(id)
	if u.SubscriptionStatus != storage.StatusActive || u.CreditsUsed != 0 || u.StripeCustomerID != cus || u.StripeSubscriptionID != sub {
		t.Fatalf("activation: %+v", u)
	}
	events.wait(t, id, "subscription")
	events.wait(t, id, "usage")
	hook.expect(t, 1)

	// The first invoice (for the period the checkout started) records the payment, no reset.
	env.exec(`UPDATE users SET credits_used = 40 WHERE id = $1`, id)
	deliver3(billEvent(t, "evt_inv1", "invoice.paid", t0, invoiceObject("in_1", sub, cus, 1900, t0, periodEnd)))
	if u := env.user(id); u.CreditsUsed != 40 || !u.BillingCycleEnd.Equal(periodEnd) {
		t.Fatalf("first invoice: used %d end %v", u.CreditsUsed, u.BillingCycleEnd)
	}
	if n := env.count(`SELECT count(*) FROM payments WHERE user_id = $1 AND amount_cents = 1900 AND fee_cents IS NULL`, id); n != 1 {
		t.Fatalf("payments: %d", n)
	}

	// Cancellation at period end, then an older update arriving late.
	cancelling := subscriptionObject(sub, cus, "active", true, t0, periodEnd)
	cancelling["canceled_at"] = t0.Add(time.Minute).Unix()
	deliver3(billEvent(t, "evt_cancel", "customer.subscription.updated", t0.Add(time.Minute), cancelling))
	events.reset()
	deliver3(billEvent(t, "evt_old_update", "customer.subscription.updated", t0.Add(30*time.Second),
		subscriptionObject(sub, cus, "active", false, t0, periodEnd)))
	s := c.do("GET", "/api/subscription", nil).json(t)
	if s["subscriptionStatus"] != "active" || s["subscriptionCancelledAt"] == nil || s["subscriptionCancelsAt"] == nil {
		t.Fatalf("cancelling: %v", s)
	}
	if events.countFor(id, "subscription") != 0 {
		t.Fatal("an ignored event pushed an update")
	}

	// Reactivation through the portal.
	deliver3(billEvent(t, "evt_reactivate", "customer.subscription.updated", t0.Add(90*time.Second),
		subscriptionObject(sub, cus, "active", false, t0, periodEnd)))
	if u := env.user(id); u.SubscriptionCancelledAt != nil || u.SubscriptionCancelsAt != nil {
		t.Fatalf("reactivation: %+v", u)
	}
	if ev := events.wait(t, id, "subscription"); ev["subscriptionCancelledAt"] != nil {
		t.Fatalf("reactivation push: %v", ev)
	}

	// Renewal: the period moves on and credits restart, once; a late older invoice rewinds nothing.
	nextEnd := periodEnd.AddDate(0, 1, 0)
	env.exec(`UPDATE users SET credits_used = 250 WHERE id = $1`, id)
	// The new period began before this delivery (Stripe renews, then the webhook arrives).
	env.exec(`UPDATE users SET period_started_at = now() - interval '40 days' WHERE id = $1`, id)
	renewStart := time.Now().Add(-time.Minute).Truncate(time.Second)
	deliver3(billEvent(t, "evt_inv2", "invoice.paid", renewStart, invoiceObject("in_2", sub, cus, 1900, renewStart, nextEnd)))
	u = env.user(id)
	if u.CreditsUsed != 0 || !u.BillingCycleEnd.Equal(nextEnd) {
		t.Fatalf("renewal: used %d end %v", u.CreditsUsed, u.BillingCycleEnd)
	}
	if ev := events.wait(t, id, "usage"); ev["usage"].(map[string]any)["emailsCreated"] != float64(0) {
		t.Fatalf("usage push after renewal: %v", ev)
	}
	env.exec(`UPDATE users SET credits_used = 3 WHERE id = $1`, id)
	deliver3(billEvent(t, "evt_inv1_again", "invoice.paid", t0, invoiceObject("in_1", sub, cus, 1900, t0, periodEnd)))
	deliver3(billEvent(t, "evt_inv2_again", "invoice.paid", renewStart, invoiceObject("in_2", sub, cus, 1900, renewStart, nextEnd)))
	if u := env.user(id); u.CreditsUsed != 3 || !u.BillingCycleEnd.Equal(nextEnd) {
		t.Fatalf("old invoices replayed: used %d end %v", u.CreditsUsed, u.BillingCycleEnd)
	}
	if n := env.count(`SELECT count(*) FROM payments WHERE user_id = $1`, id); n != 2 {
		t.Fatalf("payments after replays: %d", n)
	}

	// Refunds.
	charge := map[string]any{"id": "ch_life", "object": "charge", "customer": cus, "amount": 1900, "amount_refunded": 1900, "refunded": true}
	deliver3(billEvent(t, "evt_refund", "charge.refunded", time.Now(), charge))
	if n := env.count(`SELECT COALESCE(sum(amount_cents), 0)::int FROM refunds WHERE user_id = $1 AND stripe_charge_id = 'ch_life'`, id); n != 1900 {
		t.Fatalf("refunded %d", n)
	}

	// Deletion ends the plan; the deletion's replays and a late "active" update change nothing.
	deleted := subscriptionObject(sub, cus, "canceled", false, renewStart, nextEnd)
	deleted["ended_at"] = time.Now().Unix()
	deleted["canceled_at"] = time.Now().Unix()
	deliver3(billEvent(t, "evt_deleted", "customer.subscription.deleted", time.Now(), deleted))
	deliver3(billEvent(t, "evt_late_active", "customer.subscription.updated", renewStart,
		subscriptionObject(sub, cus, "active", false, renewStart, nextEnd)))
	u = env.user(id)
	if u.SubscriptionStatus != storage.StatusCanceled || u.SubscriptionCancelsAt == nil {
		t.Fatalf("deleted: %+v", u)
	}
	usage := c.do("GET", "/api/usage", nil).json(t)["usage"].(map[string]any)
	if usage["isSubscribed"] != false {
		t.Fatalf("usage after deletion: %v", usage)
	}
	if ev := events.wait(t, id, "subscription"); ev["subscriptionStatus"] != "canceled" {
		t.Fatalf("deletion push: %v", ev)
	}
	hook.expect(t, 1)
	// Unknown types are acknowledged.
	if r := env.webhook(billEvent(t, "evt_other", "customer.created", time.Now(), map[string]any{"id": "cus_x"})); r.status != 200 {
		t.Fatalf("other type: %d %s", r.status, r.body)
	}
}

// Events about the same subscription delivered in the reverse order of their creation.
func TestWebhookOutOfOrderDelivery(t *testing.T) {
	env := newBillEnv(t, billOptions{})
	_, id := env.signIn("order@example.com")
	t0 := time.Now().Add(-time.Hour).Truncate(time.Second)
	end := t0.AddDate(0, 1, 0)
	deleted := subscriptionObject("sub_o", "cus_o", "canceled", false, t0, end)
	deleted["ended_at"] = t0.Add(20 * time.Minute).Unix()
	deleted["metadata"] = map[string]string{"userId": id}
	// Newest first: deletion, cancellation, invoice, checkout.
	for _, p := range [][]byte{
		billEvent(t, "evt_o4", "customer.subscription.deleted", t0.Add(20*time.Minute), deleted),
		billEvent(t, "evt_o3", "customer.subscription.updated", t0.Add(10*time.Minute), subscriptionObject("sub_o", "cus_o", "active", true, t0, end)),
		billEvent(t, "evt_o2", "invoice.paid", t0, invoiceObject("in_o", "sub_o", "cus_o", 1900, t0, end)),
		billEvent(t, "evt_o1", "checkout.session.completed", t0, checkoutObject(id, "cus_o", "sub_o")),
	} {
		if r := env.webhook(p); r.status != 200 {
			t.Fatalf("%d %s", r.status, r.body)
		}
	}
	u := env.user(id)
	if u.SubscriptionStatus != storage.StatusCanceled || u.StripeSubscriptionID != "sub_o" {
		t.Fatalf("the subscription ended last, the plan must be ended: %+v", u)
	}
	if n := env.count(`SELECT count(*) FROM payments WHERE user_id = $1`, id); n != 1 {
		t.Fatalf("the payment must be recorded whatever the order: %d", n)
	}
}

// activateLocally upgrades a signed-in client through the local checkout.
func (e *billEnv) activateLocally(t *testing.T, c *client) {
	t.Helper()
	r := c.do("POST", "/api/create-checkout-session", "")
	if r.status != 200 {
		t.Fatalf("checkout: %d %s", r.status, r.body)
	}
	session := r.json(t)["sessionId"].(string)
	if r := c.do("POST", "/api/test-checkout/complete", map[string]string{"session": session}); r.status != 200 {
		t.Fatalf("complete: %d %s", r.status, r.body)
	}
}

// outboundHook points the seeded webhook of event at a URL and counts its queued deliveries.
type outboundHook struct {
	env   *billEnv
	event string
}

func (e *billEnv) outboundWebhook(t *testing.T, event string) *outboundHook {
	t.Helper()
	e.exec(`UPDATE webhooks SET url = 'http://127.0.0.1:9/hook', status = 'active' WHERE event = $1`, event)
	e.srv.opts.Webhooks.Forget() // edited behind the API's back: drop the sender's list of active webhooks
	return &outboundHook{env: e, event: event}
}

func (h *outboundHook) expect(t *testing.T, n int) {
	t.Helper()
	entries, err := h.env.rdb.XRange(context.Background(), h.env.queue.WebhookStream(), "-", "+").Result()
	if err != nil {
		t.Fatal(err)
	}
	got := 0
	for _, e := range entries {
		if e.Values["event"] == h.event {
			got++
		}
	}
	if got != n {
		t.Fatalf("%s webhook queued %d times, want %d", h.event, got, n)
	}
}
