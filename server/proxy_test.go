package server

import (
	"fmt"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
)

// withProxies rebuilds the env's server with TrustedProxies and one signup per IP address an
// hour, so the signup limit shows which address c.IP() reported. Requests made with app.Test
// come from 0.0.0.0.
func withProxies(t *testing.T, env *testEnv, proxies ...string) {
	t.Helper()
	opts := env.srv.opts
	opts.TrustedProxies = proxies
	opts.RateLimitMultiplier = 0.1
	srv, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	awaitBackground(t, srv)
	env.srv = srv
}

var proxySignups atomic.Int64

// signupFrom signs up a new address with X-Forwarded-For set to xff (omitted when empty) and
// answers the status.
func signupFrom(t *testing.T, env *testEnv, xff string) int {
	t.Helper()
	body := fmt.Sprintf(`{"email":"proxy%d@example.com","password":"secret1","firstName":"P"}`, proxySignups.Add(1))
	req := httptest.NewRequest("POST", "/api/auth/signup", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", testOrigin)
	if xff != "" {
		req.Header.Set("X-Forwarded-For", xff)
	}
	res, err := env.srv.App().Test(req, 30_000)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res.StatusCode
}

func TestTrustedProxyNamesTheClient(t *testing.T) {
	env := newTestEnv(t)
	withProxies(t, env, "0.0.0.0", "10.0.0.0/8")
	steps := []struct {
		xff  string
		want int
	}{
		{"203.0.113.5", 201},
		{"203.0.113.5", 429}, // the same client again
		{"203.0.113.6", 201}, // another client behind the same balancer
		// A client cannot pick its address: the balancer appends the one it saw.
		{"198.51.100.9, 203.0.113.5", 429},
		// Inner proxies are skipped; the client is the last entry that is not one of them.
		{"198.51.100.9, 203.0.113.6, 10.1.2.3", 429},
		{"203.0.113.7, 10.1.2.3", 201},
		// Unreadable entries end the walk at the proxy before them.
		{"203.0.113.8, garbage, 10.9.9.9", 201},
		{"203.0.113.99, garbage, 10.9.9.9", 429},
		// Without the header the balancer itself is the client.
		{"", 201},
		{"", 429},
	}
	for i, s := range steps {
		if got := signupFrom(t, env, s.xff); got != s.want {
			t.Fatalf("step %d, X-Forwarded-For %q: %d, want %d", i, s.xff, got, s.want)
		}
	}
}

func TestUntrustedPeerCannotForward(t *testing.T) {
	for name, proxies := range map[string][]string{"unset": nil, "another proxy": {"192.0.2.1"}} {
		t.Run(name, func(t *testing.T) {
			env := newTestEnv(t)
			withProxies(t, env, proxies...)
			if got := signupFrom(t, env, "203.0.113.5"); got != 201 {
				t.Fatalf("first signup: %d", got)
			}
			// The header of a peer that is not a trusted proxy is ignored: same peer, same limit.
			if got := signupFrom(t, env, "203.0.113.6"); got != 429 {
				t.Fatalf("second signup with another forwarded address: %d, want 429", got)
			}
		})
	}
}

func TestTrustedProxiesConfig(t *testing.T) {
	env := newTestEnv(t)
	for _, bad := range []string{"10.0.0.0/33", "proxy.internal", "10.0.0.1:80", "fe80::1%eth0"} {
		opts := env.srv.opts
		opts.TrustedProxies = []string{"10.0.0.1", bad}
		if _, err := New(opts); err == nil || !strings.Contains(err.Error(), "TRUSTED_PROXIES") {
			t.Errorf("TrustedProxies %q: %v, want an error naming TRUSTED_PROXIES", bad, err)
		}
	}
	got, err := parseProxies([]string{" 10.0.0.7 ", "", "172.16.5.4/12", "::ffff:192.0.2.1", "2001:db8::/32"})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"10.0.0.7/32", "172.16.0.0/12", "192.0.2.1/32", "2001:db8::/32"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("parseProxies = %v, want %v", got, want)
	}
}
