package billing

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"

	"storymail/server/billing/billingtest"
)

// recorder keeps the form body of every request the client sends to stripe-mock.
type recorder struct {
	mu   sync.Mutex
	reqs []recorded
}

type recorded struct {
	method, path string
	form         url.Values
	header       http.Header
}

func (r *recorder) RoundTrip(req *http.Request) (*http.Response, error) {
	var body []byte
	if req.Body != nil {
		body, _ = io.ReadAll(req.Body)
		req.Body = io.NopCloser(strings.NewReader(string(body)))
	}
	form, _ := url.ParseQuery(string(body))
	if req.Method == http.MethodGet {
		form = req.URL.Query()
	}
	r.mu.Lock()
	r.reqs = append(r.reqs, recorded{req.Method, req.URL.Path, form, req.Header.Clone()})
	r.mu.Unlock()
	return http.DefaultTransport.RoundTrip(req)
}

func (r *recorder) last(t *testing.T, method, path string) recorded {
	t.Helper()
	r.mu.Lock()
	defer r.mu.Unlock()
	for i := len(r.reqs) - 1; i >= 0; i-- {
		if r.reqs[i].method == method && r.reqs[i].path == path {
			return r.reqs[i]
		}
	}
	t.Fatalf("no %s %s request sent", method, path)
	return recorded{}
}

func mockClient(t *testing.T) (*Client, *recorder) {
	t.Helper()
	rec := &recorder{}
	c, err := New(Options{SecretKey: "sk_test_storymail", PriceID: "price_starter", WebhookSecret: "whsec_test",
		APIBase: billingtest.StripeMockURL(t), HTTPClient: &http.Client{Transport: rec}})
	if err != nil {
		t.Fatal(err)
	}
	return c, rec
}

func TestLocalModeMakesNoStripeCalls(t *testing.T) {
	c, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	if c.Live() || c.VerifiesWebhooks() {
		t.Fatal("a client without keys must be in local mode")
	}
	ctx := context.Background()
	if _, err := c.CreateCustomer(ctx, "a@example.com", "u1"); !errors.Is(err, ErrNotConfigured) {
		t.Fatalf("create customer: %v", err)
	}
	if _, err := c.CreateCheckout(ctx, CheckoutParams{}); !errors.Is(err, ErrNotConfigured) {
		t.Fatalf("checkout: %v", err)
	}
	if _, err := c.PortalURL(ctx, "cus_1", "x"); !errors.Is(err, ErrNotConfigured) {
		t.Fatalf("portal: %v", err)
	}
	if err := c.CancelNow(ctx, "sub_1"); !errors.Is(err, ErrNotConfigured) {
		t.Fatalf("cancel now: %v", err)
	}
	var nilClient *Client
	if nilClient.Live() || nilClient.VerifiesWebhooks() {
		t.Fatal("a nil client is local mode")
	}
	if _, err := New(Options{SecretKey: "sk_test_x"}); err == nil {
		t.Fatal("a secret key without a price must be refused")
	}
}

func TestStripeCallsAgainstStripeMock(t *testing.T) {
	c, rec := mockClient(t)
	ctx := context.Background()

	cus, err := c.CreateCustomer(ctx, "ann@example.com", "user-1")
	if err != nil || !strings.HasPrefix(cus, "cus_") {
		t.Fatalf("create customer: %q %v", cus, err)
	}
	r := rec.last(t, "POST", "/v1/customers")
	if r.form.Get("email") != "ann@example.com" || r.form.Get("metadata[userId]") != "user-1" {
		t.Fatalf("customer params: %v", r.form)
	}
	if r.header.Get("Idempotency-Key") != "customer-user-1" {
		t.Fatalf("customer creation must be idempotent per user, header %q", r.header.Get("Idempotency-Key"))
	}

	co, err := c.CreateCheckout(ctx, CheckoutParams{UserID: "user-1", CustomerID: cus,
		SuccessURL: "http://app.test/billing?success=true", CancelURL: "http://app.test/subscribe"})
	if err != nil || co.URL == "" || !strings.HasPrefix(co.ID, "cs_") {
		t.Fatalf("checkout: %+v %v", co, err)
	}
	r = rec.last(t, "POST", "/v1/checkout/sessions")
	want := map[string]string{
		"mode":                                "subscription",
		"line_items[0][price]":                "price_starter",
		"line_items[0][quantity]":             "1",
		"customer":                            cus,
		"client_reference_id":                 "user-1",
		"metadata[userId]":                    "user-1",
		"subscription_data[metadata][userId]": "user-1",
		"success_url":                         "http://app.test/billing?success=true",
		"cancel_url":                          "http://app.test/subscribe",
	}
	for k, v := range want {
		if r.form.Get(k) != v {
			t.Errorf("checkout %s = %q, want %q", k, r.form.Get(k), v)
		}
	}

	portal, err := c.PortalURL(ctx, cus, "http://app.test/billing")
	if err != nil || portal == "" {
		t.Fatalf("portal: %q %v", portal, err)
	}
	r = rec.last(t, "POST", "/v1/billing_portal/sessions")
	if r.form.Get("customer") != cus || r.form.Get("return_url") != "http://app.test/billing" {
		t.Fatalf("portal params: %v", r.form)
	}

	st, err := c.CancelAtPeriodEnd(ctx, "sub_123")
	if err != nil || st.ID != "sub_123" || !st.Cancelling {
		t.Fatalf("cancel at period end: %+v %v", st, err)
	}
	r = rec.last(t, "POST", "/v1/subscriptions/sub_123")
	if r.form.Get("cancel_at_period_end") != "true" {
		t.Fatalf("cancel params: %v", r.form)
	}

	if st, err := c.Subscription(ctx, "sub_123"); err != nil || st.ID != "sub_123" {
		t.Fatalf("retrieve subscription: %+v %v", st, err)
	}
	if err := c.CancelNow(ctx, "sub_123"); err != nil {
		t.Fatalf("cancel now: %v", err)
	}
	rec.last(t, "DELETE", "/v1/subscriptions/sub_123")

	charge, fee, err := c.InvoiceCharge(ctx, "in_123", "ch_123")
	if err != nil || charge != "ch_123" || fee == nil {
		t.Fatalf("invoice charge: %q %v %v", charge, fee, err)
	}
	r = rec.last(t, "GET", "/v1/charges/ch_123")
	if r.form.Get("expand[0]") != "balance_transaction" {
		t.Fatalf("the fee needs the balance transaction expanded: %v", r.form)
	}
	if _, _, err := c.InvoiceCharge(ctx, "in_123", ""); err != nil {
		t.Fatalf("invoice charge by listing payments: %v", err)
	}
	r = rec.last(t, "GET", "/v1/invoice_payments")
	if r.form.Get("invoice") != "in_123" {
		t.Fatalf("invoice payments params: %v", r.form)
	}
}

func TestStripeErrorsComeBack(t *testing.T) {
	// Stripe refusing the key, as it does with a revoked one.
	c, err := New(Options{SecretKey: "sk_test_x", PriceID: "price_x", APIBase: "http://stripe.invalid",
		HTTPClient: &http.Client{Transport: failing{}}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.CreateCheckout(context.Background(), CheckoutParams{UserID: "u", CustomerID: "cus_1", SuccessURL: "x", CancelURL: "y"}); err == nil {
		t.Fatal("a failed call must answer an error")
	}
	if err := c.CancelNow(context.Background(), "sub_1"); err == nil {
		t.Fatal("a refused cancellation must answer an error")
	}
}

type failing struct{}

func (failing) RoundTrip(*http.Request) (*http.Response, error) {
	return &http.Response{StatusCode: 401, Header: http.Header{"Content-Type": {"application/json"}},
		Body: io.NopCloser(strings.NewReader(`{"error":{"type":"invalid_request_error","message":"Invalid API Key provided"}}`))}, nil
}
