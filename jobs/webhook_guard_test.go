package jobs

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestPublicAddress(t *testing.T) {
	for addr, want := range map[string]bool{
		"93.184.216.34": true, "8.8.8.8": true, "2606:4700::1111": true, "100.63.255.255": true, "100.128.0.0": true,
		"127.0.0.1": false, "127.8.9.10": false, "10.1.2.3": false, "172.16.0.1": false, "172.31.255.255": false,
		"192.168.1.1": false, "169.254.169.254": false, "0.0.0.0": false, "0.1.2.3": false, "224.0.0.1": false,
		"239.255.255.250": false, "100.64.0.1": false, "100.127.255.254": false, "255.255.255.255": false,
		"198.18.0.1": false, "192.0.0.8": false,
		"::1": false, "::": false, "fc00::1": false, "fd12:3456::1": false, "fe80::1": false, "ff02::1": false,
		"::ffff:127.0.0.1": false, "::ffff:10.0.0.1": false, "::ffff:169.254.169.254": false, "::ffff:8.8.8.8": true,
		"64:ff9b::7f00:1": false, "64:ff9b::a00:1": false, "64:ff9b::808:808": true, "::127.0.0.1": false,
		"fec0::1": false, "2001:db8::1": false,
	} {
		if got := PublicAddress(netip.MustParseAddr(addr)); got != want {
			t.Errorf("PublicAddress(%s) = %v, want %v", addr, got, want)
		}
	}
}

// The dialer's own check sees the literal address of each connect, whatever resolved it.
func TestDialControlRefusesPrivateAddresses(t *testing.T) {
	g := &addressGuard{}
	for _, a := range []string{"127.0.0.1:80", "[::1]:443", "[::ffff:10.0.0.1]:80", "169.254.169.254:80", "garbage"} {
		if err := g.control("tcp", a, nil); !errors.Is(err, ErrPrivateAddress) {
			t.Errorf("control(%s) = %v, want ErrPrivateAddress", a, err)
		}
	}
	if err := g.control("tcp", "93.184.216.34:443", nil); err != nil {
		t.Errorf("public address refused: %v", err)
	}
	if err := (&addressGuard{allowPrivate: true}).control("tcp", "127.0.0.1:80", nil); err != nil {
		t.Errorf("allowed private address refused: %v", err)
	}
}

// hits is an endpoint that counts requests and answers with a fixed status and a body that must
// never travel further.
type hits struct {
	srv    *httptest.Server
	n      atomic.Int32
	status int
}

const internalBody = "INTERNAL-ONLY: db password hunter2"

func newHits(t *testing.T, status int, h http.HandlerFunc) *hits {
	e := &hits{status: status}
	e.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		e.n.Add(1)
		if h != nil {
			h(w, r)
			return
		}
		w.WriteHeader(e.status)
		_, _ = w.Write([]byte(internalBody))
	}))
	t.Cleanup(e.srv.Close)
	return e
}

func TestWebhookClientRefusesPrivateAddresses(t *testing.T) {
	ctx := context.Background()
	ep := newHits(t, 200, nil)
	port := ep.srv.URL[strings.LastIndex(ep.srv.URL, ":")+1:]
	c := NewWebhookClient(WebhookClientOptions{})
	for _, u := range []string{ep.srv.URL + "/hook", "http://localhost:" + port + "/hook", "http://[::ffff:127.0.0.1]:" + port + "/hook",
		"http://0.0.0.0:" + port + "/", "http://[::1]:" + port + "/"} {
		if err := c.CheckURL(ctx, u); !errors.Is(err, ErrPrivateAddress) {
			t.Errorf("CheckURL(%s) = %v, want ErrPrivateAddress", u, err)
		}
		d := c.post(ctx, u, "secret", EventUserSignup, "d1", []byte(`{}`))
		if !errors.Is(d.Err, ErrPrivateAddress) || d.OK() || !d.Permanent() ||
			d.Reason() != "The webhook URL leads to a private or local network address, which webhooks may not reach." {
			t.Errorf("post %s: %+v (%s)", u, d, d.Reason())
		}
	}
	if n := ep.n.Load(); n != 0 {
		t.Fatalf("the internal endpoint was called %d times", n)
	}

	// Development and tests may allow them.
	open := NewWebhookClient(WebhookClientOptions{AllowPrivate: true})
	if err := open.CheckURL(ctx, ep.srv.URL); err != nil {
		t.Fatalf("allowed: %v", err)
	}
	if d := open.post(ctx, ep.srv.URL, "secret", EventUserSignup, "d1", []byte(`{}`)); !d.OK() || d.Reason() != "The endpoint answered 200 OK." {
		t.Fatalf("allowed post: %+v %s", d, d.Reason())
	}
	if ep.n.Load() != 1 {
		t.Fatalf("allowed post reached the endpoint %d times", ep.n.Load())
	}
}

// rebinder answers a public address for a name the first time it is asked, then loopback:
// the trick that passes a check at save time and reaches inside at delivery.
type rebinder struct {
	mu    sync.Mutex
	calls int
}

func (r *rebinder) lookup(_ context.Context, host string) ([]netip.Addr, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.calls++
	if host != "hooks.rebind.test" {
		return nil, errors.New("no such host")
	}
	if r.calls == 1 {
		return []netip.Addr{netip.MustParseAddr("93.184.216.34")}, nil
	}
	return []netip.Addr{netip.MustParseAddr("127.0.0.1")}, nil
}

func TestWebhookClientChecksTheAddressItDials(t *testing.T) {
	ctx := context.Background()
	ep := newHits(t, 200, nil)
	port := ep.srv.URL[strings.LastIndex(ep.srv.URL, ":")+1:]
	rb := &rebinder{}
	c := NewWebhookClient(WebhookClientOptions{Lookup: rb.lookup})
	u := "http://hooks.rebind.test:" + port + "/hook"
	if err := c.CheckURL(ctx, u); err != nil {
		t.Fatalf("at save the name resolves to a public address: %v", err)
	}
	d := c.post(ctx, u, "secret", EventUserSignup, "d1", []byte(`{}`))
	if !errors.Is(d.Err, ErrPrivateAddress) {
		t.Fatalf("rebound name dialled: %+v", d)
	}
	if ep.n.Load() != 0 || rb.calls < 2 {
		t.Fatalf("endpoint calls %d, lookups %d", ep.n.Load(), rb.calls)
	}
	if err := c.CheckURL(ctx, "http://unknown.rebind.test/"); !errors.Is(err, ErrUnknownHost) {
		t.Fatalf("unknown host: %v", err)
	}
}

func TestWebhookClientFollowsNoRedirectAndKeepsBodies(t *testing.T) {
	ctx := context.Background()
	target := newHits(t, 200, nil)
	redirect := newHits(t, 0, func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, target.srv.URL+"/inside", http.StatusFound)
	})
	c := NewWebhookClient(WebhookClientOptions{AllowPrivate: true})
	d := c.post(ctx, redirect.srv.URL, "secret", EventUserSignup, "d1", []byte(`{}`))
	if d.OK() || d.Status != 302 || d.Reason() != "The endpoint answered with a redirect (302); webhooks do not follow redirects." {
		t.Fatalf("redirect: %+v %q", d, d.Reason())
	}
	if target.n.Load() != 0 {
		t.Fatal("the redirect was followed")
	}
	failing := newHits(t, 500, nil)
	d = c.post(ctx, failing.srv.URL, "secret", EventUserSignup, "d1", []byte(`{}`))
	if d.Status != 500 || d.Reason() != "The endpoint answered 500 Internal Server Error." || strings.Contains(d.Reason(), "INTERNAL") {
		t.Fatalf("failing endpoint: %+v %q", d, d.Reason())
	}
}

// Failures read as sentences that do not tell a closed port from one that never answers.
func TestWebhookClientFailureSentences(t *testing.T) {
	ctx := context.Background()
	release := make(chan struct{})
	hang := newHits(t, 0, func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	})
	t.Cleanup(func() { close(release) })
	c := NewWebhookClient(WebhookClientOptions{AllowPrivate: true, Timeout: 300 * time.Millisecond})
	start := time.Now()
	d := c.post(ctx, hang.srv.URL, "secret", EventUserSignup, "d1", []byte(`{}`))
	if d.Reason() != "The endpoint did not answer within 0.3 s." || time.Since(start) > 3*time.Second {
		t.Fatalf("hanging endpoint: %+v %q after %s", d, d.Reason(), time.Since(start))
	}
	if got := (Delivery{Err: context.DeadlineExceeded}).Reason(); got != "The endpoint did not answer within 10 s." {
		t.Fatalf("default timeout sentence: %q", got)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := "http://" + ln.Addr().String() + "/hook"
	_ = ln.Close()
	d = c.post(ctx, closed, "secret", EventUserSignup, "d1", []byte(`{}`))
	if d.Reason() != "The endpoint could not be reached." {
		t.Fatalf("closed port: %+v %q", d, d.Reason())
	}
	if _, err := url.Parse(closed); err != nil || strings.Contains(d.Reason(), "refused") {
		t.Fatalf("the sentence names the socket error: %q", d.Reason())
	}
}
