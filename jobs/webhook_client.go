package jobs

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// DefaultWebhookTimeout bounds one delivery: connecting, sending and the endpoint's answer.
const DefaultWebhookTimeout = 10 * time.Second

// WebhookClientOptions configure the HTTP client of outbound webhooks.
type WebhookClientOptions struct {
	// AllowPrivate lets webhooks reach loopback and private networks (development and tests).
	AllowPrivate bool
	// Timeout bounds one delivery; zero means DefaultWebhookTimeout.
	Timeout time.Duration
	// Lookup resolves host names; nil uses the system resolver. Tests answer their own.
	Lookup LookupFunc
}

// WebhookClient posts webhook payloads. It refuses private addresses on the connection it
// makes (unless allowed), follows no redirects, and never passes the endpoint's body on.
type WebhookClient struct {
	http    *http.Client
	guard   *addressGuard
	timeout time.Duration
}

// NewWebhookClient builds the client.
func NewWebhookClient(o WebhookClientOptions) *WebhookClient {
	if o.Timeout <= 0 {
		o.Timeout = DefaultWebhookTimeout
	}
	if o.Lookup == nil {
		o.Lookup = systemLookup
	}
	g := &addressGuard{allowPrivate: o.AllowPrivate, lookup: o.Lookup, dialTimeout: o.Timeout}
	tr := &http.Transport{
		Proxy:                 nil, // a proxy would dial for us, past the address check
		DialContext:           g.dialContext,
		ForceAttemptHTTP2:     true,
		TLSHandshakeTimeout:   o.Timeout,
		ResponseHeaderTimeout: o.Timeout,
		MaxIdleConnsPerHost:   2,
		IdleConnTimeout:       30 * time.Second,
	}
	return &WebhookClient{guard: g, timeout: o.Timeout, http: &http.Client{
		Transport:     tr,
		Timeout:       o.Timeout,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}}
}

// CheckURL refuses a URL whose host does not resolve (ErrUnknownHost) or resolves to an
// address webhooks may not reach (ErrPrivateAddress).
func (c *WebhookClient) CheckURL(ctx context.Context, raw string) error {
	return c.guard.checkURL(ctx, raw)
}

// Delivery is what became of one POST: the endpoint's status, or why there was none.
type Delivery struct {
	Status int
	Err    error
	// Timeout is the client's bound, named in the sentence of a delivery that ran out of time.
	Timeout time.Duration
}

// OK reports a 2xx answer.
func (d Delivery) OK() bool { return d.Err == nil && d.Status >= 200 && d.Status < 300 }

// Permanent reports a failure that retrying cannot mend.
func (d Delivery) Permanent() bool { return errors.Is(d.Err, ErrPrivateAddress) }

// Reason says in one sentence what happened, for staff. It never quotes the endpoint's body,
// and tells a refused connection from a closed or filtered port no better than "could not be
// reached", so it cannot be used to map a network.
func (d Delivery) Reason() string {
	switch {
	case errors.Is(d.Err, ErrPrivateAddress):
		return "The webhook URL leads to a private or local network address, which webhooks may not reach."
	case errors.Is(d.Err, ErrUnknownHost):
		return "The webhook URL's host name could not be found."
	case d.Err != nil && timedOut(d.Err):
		return "The endpoint did not answer within " + seconds(d.Timeout) + "."
	case d.Err != nil:
		return "The endpoint could not be reached."
	case d.Status >= 300 && d.Status < 400:
		return fmt.Sprintf("The endpoint answered with a redirect (%d); webhooks do not follow redirects.", d.Status)
	}
	return "The endpoint answered " + strings.TrimSpace(fmt.Sprintf("%d %s", d.Status, http.StatusText(d.Status))) + "."
}

func timedOut(err error) bool {
	var ne net.Error
	return errors.Is(err, context.DeadlineExceeded) || errors.As(err, &ne) && ne.Timeout()
}

func seconds(d time.Duration) string {
	if d <= 0 {
		d = DefaultWebhookTimeout
	}
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64) + " s"
}

// post sends one signed payload. The answer's body is read (a little, so the connection can
// be reused) and dropped.
func (c *WebhookClient) post(ctx context.Context, url, secret, event, deliveryID string, payload []byte) Delivery {
	d := Delivery{Timeout: c.timeout}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(payload))
	if err != nil {
		d.Err = fmt.Errorf("%w: %v", ErrUnknownHost, err)
		return d
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "StoryMail-Webhooks/1.0")
	req.Header.Set("X-StoryMail-Event", event)
	if deliveryID != "" {
		req.Header.Set("X-StoryMail-Delivery", deliveryID) // the same on every retry: receivers can drop repeats
	}
	req.Header.Set(SignatureHeader, Sign(secret, time.Now(), payload))
	res, err := c.http.Do(req)
	if err != nil {
		d.Err = err
		return d
	}
	_, _ = io.Copy(io.Discard, io.LimitReader(res.Body, 64<<10))
	_ = res.Body.Close()
	d.Status = res.StatusCode
	return d
}
