// Package billing is StoryMail's side of Stripe: a thin client for the few calls the product
// makes (customers, Checkout, the billing portal, cancellation, fees), verification and
// decoding of Stripe's webhook events into the storage layer's plain values, and the local
// test mode that stands in for Checkout when no Stripe key is configured.
package billing

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/stripe/stripe-go/v84"

	"storymail/storage"
)

// Options configure the client. Without SecretKey the client is in local test mode: every
// Stripe call answers ErrNotConfigured and checkout is completed by LocalCheckouts.
type Options struct {
	SecretKey     string // STRIPE_SECRET_KEY
	WebhookSecret string // STRIPE_WEBHOOK_SECRET: verifies /api/stripe-webhook
	PriceID       string // STRIPE_PRICE_ID: the Starter plan's monthly price
	APIBase       string // STRIPE_API_BASE: another API address (stripe-mock in tests)
	HTTPClient    *http.Client
}

// ErrNotConfigured answers Stripe calls made in local test mode.
var ErrNotConfigured = errors.New("billing: Stripe is not configured")

// Client wraps stripe-go's client. It is safe for concurrent use.
type Client struct {
	opts Options
	sc   *stripe.Client
}

// New builds a client; a secret key without a price is a configuration error, since
// checkout could never work.
func New(opts Options) (*Client, error) {
	c := &Client{opts: opts}
	if opts.SecretKey == "" {
		return c, nil
	}
	if opts.PriceID == "" {
		return nil, fmt.Errorf("billing: STRIPE_PRICE_ID is required when STRIPE_SECRET_KEY is set")
	}
	hc := opts.HTTPClient
	if hc == nil {
		hc = &http.Client{Timeout: 20 * time.Second}
	}
	cfg := &stripe.BackendConfig{
		HTTPClient:        hc,
		MaxNetworkRetries: stripe.Int64(2),
		// Failures come back as errors and are logged by the caller with request context.
		LeveledLogger: &stripe.LeveledLogger{Level: stripe.LevelNull},
	}
	if opts.APIBase != "" {
		cfg.URL = stripe.String(opts.APIBase)
	}
	c.sc = stripe.NewClient(opts.SecretKey, stripe.WithBackends(stripe.NewBackendsWithConfig(cfg)))
	return c, nil
}

// Live reports whether Stripe is configured (a secret key is set).
func (c *Client) Live() bool { return c != nil && c.sc != nil }

// VerifiesWebhooks reports whether signed webhooks can be checked.
func (c *Client) VerifiesWebhooks() bool { return c != nil && c.opts.WebhookSecret != "" }

// CreateCustomer creates the Stripe customer of a user, tagged with the user's id.
func (c *Client) CreateCustomer(ctx context.Context, email, userID string) (string, error) {
	if !c.Live() {
		return "", ErrNotConfigured
	}
	p := &stripe.CustomerCreateParams{Email: stripe.String(email), Metadata: map[string]string{"userId": userID}}
	// A retried sign-up click must not leave two customers behind.
	p.SetIdempotencyKey("customer-" + userID)
	cu, err := c.sc.V1Customers.Create(ctx, p)
	if err != nil {
		return "", fmt.Errorf("billing: create customer: %w", err)
	}
	return cu.ID, nil
}

// CheckoutParams describe a Starter checkout for one user.
type CheckoutParams struct {
	UserID     string
	CustomerID string
	SuccessURL string
	CancelURL  string
}

// Checkout is a created Checkout session.
type Checkout struct {
	ID  string
	URL string
}

// CreateCheckout opens a Checkout session in subscription mode for the Starter price. The
// user id travels as client_reference_id and in the session's and subscription's metadata,
// so every later event can be tied back to the account.
func (c *Client) CreateCheckout(ctx context.Context, p CheckoutParams) (Checkout, error) {
	if !c.Live() {
		return Checkout{}, ErrNotConfigured
	}
	params := &stripe.CheckoutSessionCreateParams{
		Mode:              stripe.String(string(stripe.CheckoutSessionModeSubscription)),
		LineItems:         []*stripe.CheckoutSessionCreateLineItemParams{{Price: stripe.String(c.opts.PriceID), Quantity: stripe.Int64(1)}},
		Customer:          stripe.String(p.CustomerID),
		ClientReferenceID: stripe.String(p.UserID),
		Metadata:          map[string]string{"userId": p.UserID},
		SubscriptionData:  &stripe.CheckoutSessionCreateSubscriptionDataParams{Metadata: map[string]string{"userId": p.UserID}},
		SuccessURL:        stripe.String(p.SuccessURL),
		CancelURL:         stripe.String(p.CancelURL),
	}
	s, err := c.sc.V1CheckoutSessions.Create(ctx, params)
	if err != nil {
		return Checkout{}, fmt.Errorf("billing: create checkout session: %w", err)
	}
	if s.URL == "" {
		return Checkout{}, errors.New("billing: checkout session has no URL")
	}
	return Checkout{ID: s.ID, URL: s.URL}, nil
}

// PortalURL opens a billing portal session for a customer.
func (c *Client) PortalURL(ctx context.Context, customerID, returnURL string) (string, error) {
	if !c.Live() {
		return "", ErrNotConfigured
	}
	s, err := c.sc.V1BillingPortalSessions.Create(ctx, &stripe.BillingPortalSessionCreateParams{
		Customer: stripe.String(customerID), ReturnURL: stripe.String(returnURL),
	})
	if err != nil {
		return "", fmt.Errorf("billing: create portal session: %w", err)
	}
	return s.URL, nil
}

// CancelAtPeriodEnd asks Stripe to end a subscription when its period ends and answers the
// subscription as Stripe now has it.
func (c *Client) CancelAtPeriodEnd(ctx context.Context, subscriptionID string) (storage.SubscriptionState, error) {
	if !c.Live() {
		return storage.SubscriptionState{}, ErrNotConfigured
	}
	sub, err := c.sc.V1Subscriptions.Update(ctx, subscriptionID, &stripe.SubscriptionUpdateParams{CancelAtPeriodEnd: stripe.Bool(true)})
	if err != nil {
		return storage.SubscriptionState{}, fmt.Errorf("billing: cancel at period end: %w", err)
	}
	return subscriptionFrom(sub, nil), nil
}

// CancelNow ends a subscription at once (staff cancellations). A subscription Stripe no
// longer knows is already over, so that is not an error.
func (c *Client) CancelNow(ctx context.Context, subscriptionID string) error {
	if !c.Live() {
		return ErrNotConfigured
	}
	_, err := c.sc.V1Subscriptions.Cancel(ctx, subscriptionID, &stripe.SubscriptionCancelParams{})
	var se *stripe.Error
	if errors.As(err, &se) && se.HTTPStatusCode == http.StatusNotFound {
		return nil
	}
	if err != nil {
		return fmt.Errorf("billing: cancel subscription: %w", err)
	}
	return nil
}

// Subscription fetches a subscription's current state.
func (c *Client) Subscription(ctx context.Context, subscriptionID string) (storage.SubscriptionState, error) {
	if !c.Live() {
		return storage.SubscriptionState{}, ErrNotConfigured
	}
	sub, err := c.sc.V1Subscriptions.Retrieve(ctx, subscriptionID, &stripe.SubscriptionRetrieveParams{})
	if err != nil {
		return storage.SubscriptionState{}, fmt.Errorf("billing: retrieve subscription: %w", err)
	}
	return subscriptionFrom(sub, nil), nil
}

// InvoiceCharge finds the charge that paid an invoice and Stripe's fee on it (from the
// charge's balance transaction). chargeID may be known already (older API versions put it on
// the invoice); otherwise the invoice's payments are listed. fee is nil when Stripe has not
// settled it yet.
func (c *Client) InvoiceCharge(ctx context.Context, invoiceID, chargeID string) (string, *int64, error) {
	if !c.Live() {
		return chargeID, nil, ErrNotConfigured
	}
	if chargeID == "" {
		lp := &stripe.InvoicePaymentListParams{Invoice: stripe.String(invoiceID), Status: stripe.String("paid")}
		lp.Limit = stripe.Int64(10)
		var piID string
		for ip, err := range c.sc.V1InvoicePayments.List(ctx, lp) {
			if err != nil {
				return "", nil, fmt.Errorf("billing: list invoice payments: %w", err)
			}
			if ip.Payment == nil {
				continue
			}
			if ip.Payment.Charge != nil && ip.Payment.Charge.ID != "" {
				chargeID = ip.Payment.Charge.ID
				break
			}
			if ip.Payment.PaymentIntent != nil && ip.Payment.PaymentIntent.ID != "" {
				piID = ip.Payment.PaymentIntent.ID
				break
			}
		}
		if chargeID == "" && piID != "" {
			pp := &stripe.PaymentIntentRetrieveParams{}
			pp.AddExpand("latest_charge.balance_transaction")
			pi, err := c.sc.V1PaymentIntents.Retrieve(ctx, piID, pp)
			if err != nil {
				return "", nil, fmt.Errorf("billing: retrieve payment intent: %w", err)
			}
			if pi.LatestCharge == nil {
				return "", nil, nil
			}
			return pi.LatestCharge.ID, feeOf(pi.LatestCharge), nil
		}
		if chargeID == "" {
			return "", nil, nil
		}
	}
	cp := &stripe.ChargeRetrieveParams{}
	cp.AddExpand("balance_transaction")
	ch, err := c.sc.V1Charges.Retrieve(ctx, chargeID, cp)
	if err != nil {
		return chargeID, nil, fmt.Errorf("billing: retrieve charge: %w", err)
	}
	return ch.ID, feeOf(ch), nil
}

func feeOf(ch *stripe.Charge) *int64 {
	if ch == nil || ch.BalanceTransaction == nil || ch.BalanceTransaction.ID == "" {
		return nil
	}
	// An unexpanded balance transaction decodes with only its id: the fee is unknown then.
	if ch.BalanceTransaction.Amount == 0 && ch.BalanceTransaction.Fee == 0 {
		return nil
	}
	fee := ch.BalanceTransaction.Fee
	return &fee
}
