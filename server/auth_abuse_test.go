package server

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// withClientAddresses rebuilds the env's server behind a trusted balancer, so each test
// client's X-Forwarded-For is the address the limits see. Limits stay at their real size.
func withClientAddresses(t *testing.T, env *testEnv) {
	t.Helper()
	opts := env.srv.opts
	opts.TrustedProxies = []string{"0.0.0.0"}
	srv, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	awaitBackground(t, srv)
	env.srv = srv
}

func (e *testEnv) clientFrom(ip string) *client {
	c := e.client()
	c.ip = ip
	return c
}

// mailsWith counts the mails to addr whose text contains part.
func (e *testEnv) mailsWith(addr, part string) int {
	files, _ := filepath.Glob(filepath.Join(e.outbox, "*.eml"))
	n := 0
	for _, f := range files {
		b, _ := os.ReadFile(f)
		if strings.Contains(string(b), "To: <"+addr+">") && strings.Contains(string(b), part) {
			n++
		}
	}
	return n
}

func login(c *client, email, password string) response {
	return c.do("POST", "/api/auth/login", map[string]string{"email": email, "password": password})
}

func TestLoginSlowDownGrowsAndCaps(t *testing.T) {
	d := loginSlowDown
	for _, tc := range []struct {
		failures int
		want     time.Duration
	}{
		{0, 0}, {d.free, 0}, {d.free + 1, d.base}, {d.free + 2, 2 * d.base}, {d.free + 3, 4 * d.base},
		{d.free + 10, d.max}, {1000, d.max},
	} {
		if got := d.delayFor(tc.failures, d.free); got != tc.want {
			t.Errorf("%d failures: %v, want %v", tc.failures, got, tc.want)
		}
	}
}

// Ten wrong passwords for one account from ten addresses slow its answers down; the owner,
// from an eleventh, still signs in.
func TestStrangersGuessesDoNotLockTheOwnerOut(t *testing.T) {
	env := newTestEnv(t)
	withClientAddresses(t, env)
	env.clientFrom("198.51.100.1").signUpVerified("victim@example.com", "owner-pass")

	for i := 1; i <= 10; i++ {
		if r := login(env.clientFrom(fmt.Sprintf("203.0.113.%d", i)), "victim@example.com", "guess-"+fmt.Sprint(i)); r.status != 401 {
			t.Fatalf("guess %d: %d %s", i, r.status, r.body)
		}
	}
	start := time.Now()
	r := login(env.clientFrom("198.51.100.2"), "victim@example.com", "owner-pass")
	took := time.Since(start)
	if r.status != 200 {
		t.Fatalf("owner refused after strangers' guesses: %d %s", r.status, r.body)
	}
	// The account is slowed down, for every caller: that is what the guesses bought.
	if want := loginSlowDown.delayFor(10, loginSlowDown.free); took < want-50*time.Millisecond {
		t.Fatalf("owner's login took %v, want the slow-down of about %v", took, want)
	}
	if took > loginSlowDown.max+2*time.Second {
		t.Fatalf("slow-down beyond its cap: %v", took)
	}
}

// One address guessing is refused once it used up its attempts on the account, and once it
// used up its attempts overall; other addresses are not.
func TestGuessingAddressIsRefused(t *testing.T) {
	env := newTestEnv(t)
	withClientAddresses(t, env)
	env.clientFrom("198.51.100.1").signUpVerified("target@example.com", "owner-pass")

	attacker := env.clientFrom("203.0.113.66")
	for i := 0; i < limitLogin.n; i++ {
		if r := login(attacker, "target@example.com", fmt.Sprintf("guess-%d", i)); r.status != 401 {
			t.Fatalf("guess %d: %d %s", i, r.status, r.body)
		}
	}
	// Refused before the password is looked at: even the right one gets nothing from here.
	if r := login(attacker, "target@example.com", "owner-pass"); r.status != 429 || r.json(t)["code"] != "rate_limited" {
		t.Fatalf("attacker's next attempt: %d %s", r.status, r.body)
	}
	if r := login(env.clientFrom("198.51.100.1"), "target@example.com", "owner-pass"); r.status != 200 {
		t.Fatalf("owner: %d %s", r.status, r.body)
	}

	// Spread over many accounts, the address's own limit refuses it.
	sprayer := env.clientFrom("203.0.113.77")
	for i := 0; i < limitLoginIP.n; i++ {
		if r := login(sprayer, fmt.Sprintf("user%d@example.com", i), "guess-pass"); r.status != 401 {
			t.Fatalf("spray %d: %d %s", i, r.status, r.body)
		}
	}
	if r := login(sprayer, "target@example.com", "owner-pass"); r.status != 429 {
		t.Fatalf("sprayer's next attempt: %d %s", r.status, r.body)
	}
}

// Strangers asking for the owner's reset from many addresses get the usual answer and cap the
// mails the owner receives; the owner's own request, from where they sign in, still mails a
// working link.
func TestForgotPasswordFloodDoesNotStopOwnersReset(t *testing.T) {
	env := newTestEnv(t)
	withClientAddresses(t, env)
	const home = "198.51.100.1"
	env.clientFrom(home).signUpVerified("owner@example.com", "owner-pass")

	var answers []string
	for i := 1; i <= 10; i++ {
		c := env.clientFrom(fmt.Sprintf("203.0.113.%d", i))
		for j := 0; j < 3; j++ {
			r := c.do("POST", "/api/auth/forgot-password", map[string]string{"email": "owner@example.com"})
			if r.status != 200 {
				t.Fatalf("stranger %d: %d %s", i, r.status, r.body)
			}
			answers = append(answers, string(r.body))
		}
	}
	ghost := env.clientFrom("203.0.113.99").do("POST", "/api/auth/forgot-password", map[string]string{"email": "ghost@example.com"})
	for _, a := range answers {
		if a != string(ghost.body) {
			t.Fatalf("answers differ: %s vs %s", a, ghost.body)
		}
	}
	env.srv.bg.wait(context.Background())
	if n := env.mailsWith("owner@example.com", "/reset-password?token="); n != quotaResetMail.perAccount {
		t.Fatalf("strangers made %d reset mails leave, want the cap of %d", n, quotaResetMail.perAccount)
	}

	r := env.clientFrom(home).do("POST", "/api/auth/forgot-password", map[string]string{"email": "owner@example.com"})
	if r.status != 200 || string(r.body) != string(ghost.body) {
		t.Fatalf("owner's request: %d %s", r.status, r.body)
	}
	env.srv.bg.wait(context.Background())
	if n := env.mailsWith("owner@example.com", "/reset-password?token="); n != quotaResetMail.perAccount+1 {
		t.Fatalf("owner's reset mail did not leave: %d mails", n)
	}
	link := env.lastLink("owner@example.com", "/reset-password?token=")
	token := link[strings.Index(link, "token=")+6:]
	if r := env.clientFrom(home).do("POST", "/api/auth/reset-password", map[string]string{"token": token, "newPassword": "fresh-pass"}); r.status != 200 {
		t.Fatalf("owner's link: %d %s", r.status, r.body)
	}

	// The owner's own address has an allowance too: spamming it ends the mails, not the answers.
	for i := 0; i < quotaResetMail.perAddress+2; i++ {
		if r := env.clientFrom(home).do("POST", "/api/auth/forgot-password", map[string]string{"email": "owner@example.com"}); r.status != 200 {
			t.Fatalf("owner's repeat %d: %d", i, r.status)
		}
	}
	env.srv.bg.wait(context.Background())
	if n := env.mailsWith("owner@example.com", "/reset-password?token="); n != quotaResetMail.perAccount+quotaResetMail.perAddress {
		t.Fatalf("owner's address sent %d mails in all, want %d", n, quotaResetMail.perAccount+quotaResetMail.perAddress)
	}
	// One address asking too often is refused, whatever the account.
	flood := env.clientFrom("203.0.113.200")
	for i := 0; i < limitForgot.n; i++ {
		flood.do("POST", "/api/auth/forgot-password", map[string]string{"email": fmt.Sprintf("x%d@example.com", i)})
	}
	if r := flood.do("POST", "/api/auth/forgot-password", map[string]string{"email": "owner@example.com"}); r.status != 429 {
		t.Fatalf("flooding address: %d %s", r.status, r.body)
	}
}

// Change-password counts on its own, per account: a full sign-in count on the same address
// does not block it, and using it up does not block signing in.
func TestChangePasswordHasItsOwnLimit(t *testing.T) {
	env := newTestEnv(t)
	withClientAddresses(t, env)
	const home = "198.51.100.1"
	c := env.clientFrom(home)
	c.signUpVerified("changer@example.com", "first-pass")

	other := env.clientFrom(home)
	for i := 0; i < limitLogin.n; i++ {
		login(other, "changer@example.com", fmt.Sprintf("wrong-%d", i))
	}
	if r := login(other, "changer@example.com", "first-pass"); r.status != 429 {
		t.Fatalf("sign-in count not used up: %d", r.status)
	}
	if r := c.do("POST", "/api/auth/change-password", map[string]string{"currentPassword": "first-pass", "newPassword": "second-pass"}); r.status != 200 {
		t.Fatalf("change after sign-in count used up: %d %s", r.status, r.body)
	}

	for i := 1; i < limitChangePassword.n; i++ {
		if r := c.do("POST", "/api/auth/change-password", map[string]string{"currentPassword": "not-it", "newPassword": "third-pass"}); r.status != 400 {
			t.Fatalf("wrong current %d: %d %s", i, r.status, r.body)
		}
	}
	if r := c.do("POST", "/api/auth/change-password", map[string]string{"currentPassword": "second-pass", "newPassword": "third-pass"}); r.status != 429 {
		t.Fatalf("change count not enforced: %d %s", r.status, r.body)
	}
	if r := login(env.clientFrom("198.51.100.2"), "changer@example.com", "second-pass"); r.status != 200 {
		t.Fatalf("sign-in after change count used up: %d %s", r.status, r.body)
	}
}
