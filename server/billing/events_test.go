package billing

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v84"
	"github.com/stripe/stripe-go/v84/webhook"

	"storymail/storage"
)

const testSecret = "whsec_test_secret"

func eventJSON(t *testing.T, id, typ string, obj any) []byte {
	t.Helper()
	b, err := json.Marshal(map[string]any{"id": id, "object": "event", "type": typ, "created": time.Now().Unix(),
		"api_version": stripe.APIVersion, "data": map[string]any{"object": obj}})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestParseWebhookSignatures(t *testing.T) {
	c, _ := New(Options{WebhookSecret: testSecret})
	payload := eventJSON(t, "evt_1", EventInvoicePaid, map[string]any{"id": "in_1", "object": "invoice"})
	good := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: testSecret})
	ev, err := c.ParseWebhook(payload, good.Header)
	if err != nil || ev.ID != "evt_1" || string(ev.Type) != EventInvoicePaid {
		t.Fatalf("good signature: %+v %v", ev, err)
	}
	// An endpoint on an older API version still verifies.
	old := []byte(`{"id":"evt_2","object":"event","type":"invoice.paid","created":1,"api_version":"2020-08-27","data":{"object":{"id":"in_1"}}}`)
	sp := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: old, Secret: testSecret})
	if _, err := c.ParseWebhook(old, sp.Header); err != nil {
		t.Fatalf("older API version: %v", err)
	}

	wrong := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: "whsec_other"})
	stale := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: testSecret,
		Timestamp: time.Now().Add(-10 * time.Minute)})
	tampered := append([]byte{}, payload...)
	tampered[len(tampered)-2] = ' '
	for name, tc := range map[string]struct {
		payload []byte
		header  string
	}{
		"wrong secret": {payload, wrong.Header},
		"stale":        {payload, stale.Header},
		"no header":    {payload, ""},
		"garbage":      {payload, "nonsense"},
		"tampered":     {tampered, good.Header},
	} {
		if _, err := c.ParseWebhook(tc.payload, tc.header); !errors.Is(err, ErrSignature) {
			t.Errorf("%s: want ErrSignature, got %v", name, err)
		}
	}
	notJSON := []byte("not json")
	sp = webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: notJSON, Secret: testSecret})
	if _, err := c.ParseWebhook(notJSON, sp.Header); !errors.Is(err, ErrPayload) {
		t.Errorf("signed garbage: want ErrPayload, got %v", err)
	}
	local, _ := New(Options{})
	if _, err := local.ParseWebhook(payload, good.Header); !errors.Is(err, ErrNotConfigured) {
		t.Errorf("without a webhook secret: %v", err)
	}
}

func event(t *testing.T, typ string, obj any) stripe.Event {
	t.Helper()
	b, _ := json.Marshal(obj)
	return stripe.Event{ID: "evt_x", Type: stripe.EventType(typ), Created: 1_700_000_000, Data: &stripe.EventData{Raw: b}}
}

func TestActivationDecoding(t *testing.T) {
	sess := map[string]any{"id": "cs_1", "object": "checkout.session", "mode": "subscription", "payment_status": "paid",
		"client_reference_id": "user-1", "customer": "cus_1", "subscription": "sub_1", "customer_details": map[string]any{"email": "ann@example.com"},
		"metadata": map[string]string{"userId": "user-1"}}
	a, ok, err := Activation(event(t, EventCheckoutCompleted, sess))
	if err != nil || !ok {
		t.Fatalf("activation: %v %v", ok, err)
	}
	want := storage.Activation{SessionID: "cs_1", UserID: "user-1", CustomerID: "cus_1", SubscriptionID: "sub_1", Email: "ann@example.com"}
	if a != want {
		t.Fatalf("got %+v want %+v", a, want)
	}
	// Expanded objects and the metadata fallback.
	sess["customer"] = map[string]any{"id": "cus_2", "object": "customer"}
	sess["subscription"] = map[string]any{"id": "sub_2", "object": "subscription"}
	delete(sess, "client_reference_id")
	a, _, _ = Activation(event(t, EventCheckoutCompleted, sess))
	if a.CustomerID != "cus_2" || a.SubscriptionID != "sub_2" || a.UserID != "user-1" {
		t.Fatalf("expanded: %+v", a)
	}
	for name, mut := range map[string]func(m map[string]any){
		"payment mode":    func(m map[string]any) { m["mode"] = "payment" },
		"unpaid":          func(m map[string]any) { m["payment_status"] = "unpaid" },
		"no subscription": func(m map[string]any) { m["subscription"] = nil },
	} {
		m := map[string]any{}
		for k, v := range sess {
			m[k] = v
		}
		mut(m)
		if _, ok, err := Activation(event(t, EventCheckoutCompleted, m)); ok || err != nil {
			t.Errorf("%s must not activate: %v %v", name, ok, err)
		}
	}
	if _, _, err := Activation(stripe.Event{ID: "e", Data: &stripe.EventData{Raw: []byte(`[1]`)}}); !errors.Is(err, ErrPayload) {
		t.Errorf("malformed session: %v", err)
	}
}

func TestSubscriptionDecoding(t *testing.T) {
	sub := map[string]any{"id": "sub_1", "object": "subscription", "customer": "cus_1", "status": "active",
		"cancel_at_period_end": true, "canceled_at": 1_700_000_100, "metadata": map[string]string{"userId": "user-1"},
		"items": map[string]any{"object": "list", "data": []any{map[string]any{"id": "si_1", "object": "subscription_item",
			"current_period_start": 1_700_000_000, "current_period_end": 1_702_592_000}}}}
	st, err := Subscription(event(t, EventSubscriptionUpdated, sub))
	if err != nil {
		t.Fatal(err)
	}
	if st.ID != "sub_1" || st.CustomerID != "cus_1" || st.UserID != "user-1" || st.Status != storage.StatusActive || !st.Cancelling ||
		st.PeriodStart.Unix() != 1_700_000_000 || st.PeriodEnd.Unix() != 1_702_592_000 ||
		st.CancelsAt == nil || st.CancelsAt.Unix() != 1_702_592_000 || st.CanceledAt == nil || st.CanceledAt.Unix() != 1_700_000_100 {
		t.Fatalf("decoded %+v", st)
	}
	// Older API versions keep the period on the subscription; cancel_at alone also cancels.
	legacy := map[string]any{"id": "sub_1", "status": "past_due", "cancel_at": 1_702_000_000,
		"current_period_start": 1_700_000_000, "current_period_end": 1_702_592_000}
	st, _ = Subscription(event(t, EventSubscriptionUpdated, legacy))
	if st.PeriodEnd.Unix() != 1_702_592_000 || st.Status != storage.StatusPastDue || !st.Cancelling || st.CancelsAt.Unix() != 1_702_000_000 {
		t.Fatalf("legacy %+v", st)
	}
	for stripeStatus, want := range map[string]string{"trialing": "active", "unpaid": "past_due", "canceled": "canceled",
		"incomplete_expired": "canceled", "incomplete": "", "paused": ""} {
		st, _ := Subscription(event(t, EventSubscriptionUpdated, map[string]any{"id": "sub_1", "status": stripeStatus}))
		if st.Status != want {
			t.Errorf("%s maps to %q, want %q", stripeStatus, st.Status, want)
		}
	}
	if _, err := Subscription(event(t, EventSubscriptionUpdated, map[string]any{"status": "active"})); !errors.Is(err, ErrPayload) {
		t.Errorf("no id: %v", err)
	}
}

func TestInvoiceDecoding(t *testing.T) {
	inv := map[string]any{"id": "in_1", "object": "invoice", "customer": "cus_1", "amount_paid": 1900, "currency": "usd",
		"billing_reason": "subscription_cycle", "period_start": 1_697_000_000, "period_end": 1_700_000_000,
		"status_transitions": map[string]any{"paid_at": 1_700_000_500},
		"parent": map[string]any{"type": "subscription_details", "subscription_details": map[string]any{
			"subscription": "sub_1", "metadata": map[string]string{"userId": "user-1"}}},
		"lines": map[string]any{"object": "list", "data": []any{map[string]any{"id": "il_1", "object": "line_item",
			"period": map[string]any{"start": 1_700_000_000, "end": 1_702_592_000},
			"parent": map[string]any{"type": "subscription_item_details", "subscription_item_details": map[string]any{"subscription": "sub_1"}}}}}}
	ip, err := Invoice(event(t, EventInvoicePaid, inv))
	if err != nil {
		t.Fatal(err)
	}
	if ip.InvoiceID != "in_1" || ip.CustomerID != "cus_1" || ip.SubscriptionID != "sub_1" || ip.UserID != "user-1" ||
		ip.AmountCents != 1900 || ip.Currency != "usd" || ip.PaidAt.Unix() != 1_700_000_500 ||
		ip.PeriodStart.Unix() != 1_700_000_000 || ip.PeriodEnd.Unix() != 1_702_592_000 || ip.FeeCents != nil {
		t.Fatalf("decoded %+v (the line's period, not the invoice's, is the paid period)", ip)
	}
	legacy := map[string]any{"id": "in_2", "customer": "cus_1", "amount_paid": 1900, "subscription": "sub_9", "charge": "ch_9",
		"lines": map[string]any{"data": []any{map[string]any{"subscription": "sub_9", "period": map[string]any{"start": 10, "end": 20}}}}}
	ip, _ = Invoice(event(t, EventInvoicePaid, legacy))
	if ip.SubscriptionID != "sub_9" || ip.ChargeID != "ch_9" || ip.PeriodEnd.Unix() != 20 {
		t.Fatalf("legacy %+v", ip)
	}
}

func TestRefundDecoding(t *testing.T) {
	ch := map[string]any{"id": "ch_1", "object": "charge", "customer": "cus_1", "amount": 1900, "amount_refunded": 900,
		"refunds": map[string]any{"object": "list", "data": []any{
			map[string]any{"id": "re_new", "amount": 400, "created": 1_700_000_200},
			map[string]any{"id": "re_old", "amount": 500, "created": 1_700_000_100}}}}
	r, err := Refund(event(t, EventChargeRefunded, ch))
	if err != nil || r.ChargeID != "ch_1" || r.CustomerID != "cus_1" || r.AmountRefundedCents != 900 || r.RefundID != "re_new" ||
		r.RefundedAt.Unix() != 1_700_000_200 {
		t.Fatalf("decoded %+v %v", r, err)
	}
	delete(ch, "refunds")
	if r, _ := Refund(event(t, EventChargeRefunded, ch)); r.RefundID != "" || r.AmountRefundedCents != 900 {
		t.Fatalf("without the refunds list: %+v", r)
	}
}
