package server

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"storymail/server/auth"
	"storymail/storage"
)

func TestSignupValidation(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	cases := []struct {
		name   string
		body   any
		status int
		msg    string
	}{
		{"malformed json", `{"email":`, 400, "The request body must be valid JSON."},
		{"json array", `[1,2]`, 400, "The request body must be valid JSON."},
		{"missing email", map[string]string{"password": "secret1"}, 400, "Email is required"},
		{"bad email", map[string]string{"email": "not-an-email", "password": "secret1"}, 400, "Please enter a valid email address"},
		{"short password", map[string]string{"email": "a@example.com", "password": "12345"}, 400, "Password must be at least 6 characters"},
		{"missing password", map[string]string{"email": "a@example.com"}, 400, "Password must be at least 6 characters"},
		{"wrong types", `{"email": 42, "password": true}`, 400, "The request body must be valid JSON."},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := c.do("POST", "/api/auth/signup", tc.body)
			if r.status != tc.status || r.message(t) != tc.msg {
				t.Fatalf("got %d %s", r.status, r.body)
			}
		})
	}
	var n int
	if err := env.db.Pool.QueryRow(context.Background(), `SELECT count(*) FROM users`).Scan(&n); err != nil || n != 0 {
		t.Fatalf("bad input created users: %d %v", n, err)
	}
}

func TestHugeBodyRefused(t *testing.T) {
	env := newTestEnv(t)
	base := env.listen()
	// Announce a body over the limit; the server must refuse from the headers alone, without
	// reading (or the client racing to write) the whole body.
	conn, err := net.Dial("tcp", strings.TrimPrefix(base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	_, _ = fmt.Fprintf(conn, "POST /api/auth/signup HTTP/1.1\r\nHost: localhost\r\nOrigin: %s\r\nContent-Type: application/json\r\nContent-Length: 400000\r\n\r\n{\"email\":\"", testOrigin)
	_ = conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var body map[string]any
	_ = json.NewDecoder(res.Body).Decode(&body)
	if res.StatusCode != 413 || body["message"] != "The request is too large." {
		t.Fatalf("got %d %v", res.StatusCode, body)
	}
}

func TestWrongOriginRefused(t *testing.T) {
	env := newTestEnv(t)
	for _, origin := range []string{"", "https://evil.example", "http://localhost:8080.evil.example"} {
		c := env.client()
		c.origin = origin
		r := c.do("POST", "/api/auth/signup", map[string]string{"email": "a@example.com", "password": "secret1"})
		if r.status != 403 || r.message(t) != "Request origin not allowed." {
			t.Fatalf("origin %q: got %d %s", origin, r.status, r.body)
		}
	}
	// Reads need no Origin.
	c := env.client()
	c.origin = ""
	if r := c.do("GET", "/api/auth/user", nil); r.status != 401 {
		t.Fatalf("GET without origin: %d", r.status)
	}
}

func TestSignupVerifyLoginLogout(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()

	r := c.do("POST", "/api/auth/signup", map[string]string{"email": "Ann@Example.com", "password": "secret1", "firstName": "Ann", "lastName": "Lee"})
	if r.status != 201 {
		t.Fatalf("signup: %d %s", r.status, r.body)
	}
	body := r.json(t)
	if body["requiresVerification"] != true || body["emailSent"] != true {
		t.Fatalf("signup body: %s", r.body)
	}
	if c.cookie != "" {
		t.Fatal("signup must not sign in before verification")
	}

	// A duplicate (case-insensitive) answers like a new sign-up and creates nothing.
	if r := env.client().do("POST", "/api/auth/signup", map[string]string{"email": "ann@example.com", "password": "secret1"}); r.status != 201 {
		t.Fatalf("duplicate: %d %s", r.status, r.body)
	}

	// Unverified login is refused with requiresVerification.
	r = c.do("POST", "/api/auth/login", map[string]string{"email": "ann@example.com", "password": "secret1"})
	if r.status != 403 || r.json(t)["requiresVerification"] != true {
		t.Fatalf("unverified login: %d %s", r.status, r.body)
	}

	link := env.lastLink("ann@example.com", "/api/auth/verify-email?token=")
	path := strings.TrimPrefix(link, testOrigin)
	if r := c.do("GET", path, nil); r.header.Get("Location") != "/email-verified?verified=true" {
		t.Fatalf("verify: %d %s", r.status, r.header.Get("Location"))
	}
	// Single use.
	if r := c.do("GET", path, nil); r.header.Get("Location") != "/email-verified?error=invalid-token" {
		t.Fatalf("reuse: %s", r.header.Get("Location"))
	}
	if r := c.do("GET", "/api/auth/verify-email?token=nonsense", nil); r.header.Get("Location") != "/email-verified?error=invalid-token" {
		t.Fatalf("bogus: %s", r.header.Get("Location"))
	}

	if r := c.do("POST", "/api/auth/login", map[string]string{"email": "ann@example.com", "password": "wrong-pass"}); r.status != 401 || r.message(t) != "Invalid email or password" {
		t.Fatalf("wrong password: %d %s", r.status, r.body)
	}
	if r := c.do("POST", "/api/auth/login", map[string]string{"email": "nobody@example.com", "password": "wrong-pass"}); r.status != 401 || r.message(t) != "Invalid email or password" {
		t.Fatalf("unknown account: %d %s", r.status, r.body)
	}
	r = c.do("POST", "/api/auth/login", map[string]string{"email": "ANN@example.com", "password": "secret1"})
	if r.status != 200 || r.json(t)["requiresVerification"] != false {
		t.Fatalf("login: %d %s", r.status, r.body)
	}
	if !strings.Contains(r.header.Get("Set-Cookie"), "HttpOnly") || !strings.Contains(r.header.Get("Set-Cookie"), "SameSite=Lax") {
		t.Fatalf("cookie flags: %s", r.header.Get("Set-Cookie"))
	}
	// The companion cookie tells the app's scripts a session cookie is there, and nothing more.
	if hint := setCookie(r.header, auth.SignedInCookieName); hint == nil || hint.Value != "1" || hint.HttpOnly || hint.Expires.IsZero() {
		t.Fatalf("signed-in cookie: %+v", hint)
	}
	r = c.do("GET", "/api/auth/user", nil)
	u := r.json(t)
	if r.status != 200 || u["email"] != "ann@example.com" || u["firstName"] != "Ann" || u["lastName"] != "Lee" {
		t.Fatalf("user: %d %s", r.status, r.body)
	}

	stolen := c.cookie
	r = c.do("POST", "/api/auth/logout", nil)
	if r.status != 200 {
		t.Fatalf("logout: %d", r.status)
	}
	if hint := setCookie(r.header, auth.SignedInCookieName); hint == nil || hint.MaxAge >= 0 && !hint.Expires.Before(time.Now()) {
		t.Fatalf("signed-in cookie not cleared: %+v", hint)
	}
	if r := c.do("GET", "/api/auth/user", nil); r.status != 401 {
		t.Fatalf("after logout: %d", r.status)
	}
	// The old token is revoked on the server, not just forgotten by the browser.
	thief := env.client()
	thief.cookie = stolen
	if r := thief.do("GET", "/api/auth/user", nil); r.status != 401 || r.message(t) != "Unauthorized" {
		t.Fatalf("revoked token still works: %d %s", r.status, r.body)
	}
}

func TestVerificationTokenExpiry(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	c.do("POST", "/api/auth/signup", map[string]string{"email": "exp@example.com", "password": "secret1"})
	link := env.lastLink("exp@example.com", "/api/auth/verify-email")
	if _, err := env.db.Pool.Exec(context.Background(), `UPDATE one_time_tokens SET expires_at = now() - interval '1 minute'`); err != nil {
		t.Fatal(err)
	}
	if r := c.do("GET", strings.TrimPrefix(link, testOrigin), nil); r.header.Get("Location") != "/email-verified?error=token-expired" {
		t.Fatalf("expired: %s", r.header.Get("Location"))
	}
	// Resend issues a new, working link and retires the old one.
	if r := c.do("POST", "/api/auth/resend-verification", map[string]string{}); r.status != 400 || r.message(t) != "Email is required" {
		t.Fatalf("resend empty: %d %s", r.status, r.body)
	}
	if r := c.do("POST", "/api/auth/resend-verification", map[string]string{"email": "exp@example.com"}); r.status != 200 {
		t.Fatalf("resend: %d %s", r.status, r.body)
	}
	deadline := time.Now().Add(5 * time.Second)
	for env.mailCount("exp@example.com") < 2 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	fresh := env.lastLink("exp@example.com", "/api/auth/verify-email")
	if fresh == link {
		t.Fatal("resend reused the old link")
	}
	if r := c.do("GET", strings.TrimPrefix(fresh, testOrigin), nil); r.header.Get("Location") != "/email-verified?verified=true" {
		t.Fatalf("fresh link: %s", r.header.Get("Location"))
	}
	// Resend answers the same for unknown accounts.
	r1 := c.do("POST", "/api/auth/resend-verification", map[string]string{"email": "exp@example.com"})
	r2 := c.do("POST", "/api/auth/resend-verification", map[string]string{"email": "ghost@example.com"})
	if r1.message(t) != r2.message(t) {
		t.Fatalf("resend reveals accounts: %q vs %q", r1.body, r2.body)
	}
}

func TestForgotAndResetPassword(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	c.signUpVerified("reset@example.com", "old-pass")
	other := env.client()
	other.do("POST", "/api/auth/login", map[string]string{"email": "reset@example.com", "password": "old-pass"})

	if r := c.do("POST", "/api/auth/forgot-password", map[string]string{}); r.status != 400 || r.message(t) != "Please enter your email address" {
		t.Fatalf("empty: %d %s", r.status, r.body)
	}
	// Same answer, similar timing, whether or not the account exists: medians of alternating
	// calls, so a busy machine's noise hits both sides alike.
	env.srv.opts.RateLimitMultiplier = 10 // eleven calls from one address; limits have their own tests
	var known, unknown response
	var dk, du []time.Duration
	for i := 0; i < 5; i++ {
		t0 := time.Now()
		known = c.do("POST", "/api/auth/forgot-password", map[string]string{"email": "reset@example.com"})
		dk = append(dk, time.Since(t0))
		t1 := time.Now()
		unknown = c.do("POST", "/api/auth/forgot-password", map[string]string{"email": "ghost" + string(rune('a'+i)) + "@example.com"})
		du = append(du, time.Since(t1))
	}
	if known.status != 200 || unknown.status != 200 || string(known.body) != string(unknown.body) {
		t.Fatalf("forgot answers differ: %s / %s", known.body, unknown.body)
	}
	if known.message(t) != "If an account with that email exists, you will receive a password reset link shortly" {
		t.Fatalf("forgot message: %s", known.body)
	}
	if diff := median(dk) - median(du); diff > 50*time.Millisecond || diff < -50*time.Millisecond {
		t.Fatalf("forgot timing differs: %v vs %v", dk, du)
	}
	// Each request retired the previous link; settle the mail queue, then ask once more so the
	// newest mail holds the one live link.
	env.srv.bg.wait(context.Background())
	c.do("POST", "/api/auth/forgot-password", map[string]string{"email": "reset@example.com"})
	env.srv.bg.wait(context.Background())
	link := env.lastLink("reset@example.com", "/reset-password?token=")
	token := link[strings.Index(link, "token=")+6:]

	for _, tc := range []struct {
		body any
		msg  string
	}{
		{map[string]string{"newPassword": "new-pass"}, "Invalid reset token. Please request a new password reset."},
		{map[string]string{"token": token, "newPassword": "123"}, "Password must be at least 6 characters long"},
		{map[string]string{"token": "bogus", "newPassword": "new-pass"}, "Reset token is invalid or has expired. Please request a new password reset."},
	} {
		if r := c.do("POST", "/api/auth/reset-password", tc.body); r.status != 400 || r.message(t) != tc.msg {
			t.Fatalf("reset %v: %d %s", tc.body, r.status, r.body)
		}
	}
	if r := c.do("POST", "/api/auth/reset-password", map[string]string{"token": token, "newPassword": "new-pass"}); r.status != 200 {
		t.Fatalf("reset: %d %s", r.status, r.body)
	}
	if r := c.do("POST", "/api/auth/reset-password", map[string]string{"token": token, "newPassword": "newer-pass"}); r.status != 400 {
		t.Fatalf("token reuse: %d %s", r.status, r.body)
	}
	// Every session ends with a reset.
	if r := other.do("GET", "/api/auth/user", nil); r.status != 401 {
		t.Fatalf("session survived reset: %d", r.status)
	}
	if r := c.do("POST", "/api/auth/login", map[string]string{"email": "reset@example.com", "password": "old-pass"}); r.status != 401 {
		t.Fatalf("old password still works: %d", r.status)
	}
	if r := c.do("POST", "/api/auth/login", map[string]string{"email": "reset@example.com", "password": "new-pass"}); r.status != 200 {
		t.Fatalf("new password: %d %s", r.status, r.body)
	}
}

func TestResetTokenExpires(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	c.signUpVerified("late@example.com", "old-pass")
	c.do("POST", "/api/auth/forgot-password", map[string]string{"email": "late@example.com"})
	link := env.lastLink("late@example.com", "/reset-password?token=")
	if _, err := env.db.Pool.Exec(context.Background(), `UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'reset'`); err != nil {
		t.Fatal(err)
	}
	r := c.do("POST", "/api/auth/reset-password", map[string]string{"token": link[strings.Index(link, "token=")+6:], "newPassword": "new-pass"})
	if r.status != 400 || !strings.Contains(r.message(t), "token") {
		t.Fatalf("expired reset: %d %s", r.status, r.body)
	}
}

func TestChangePasswordRevokesOtherSessions(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	c.signUpVerified("change@example.com", "first-pass")
	laptop := env.client()
	laptop.do("POST", "/api/auth/login", map[string]string{"email": "change@example.com", "password": "first-pass"})

	if r := env.client().do("POST", "/api/auth/change-password", map[string]string{"currentPassword": "first-pass", "newPassword": "second-pass"}); r.status != 401 {
		t.Fatalf("signed out change: %d", r.status)
	}
	for _, tc := range []struct {
		body map[string]string
		msg  string
	}{
		{map[string]string{"newPassword": "second-pass"}, "Current password is required"},
		{map[string]string{"currentPassword": "first-pass", "newPassword": "123"}, "Password must be at least 6 characters long"},
		{map[string]string{"currentPassword": "nope-nope", "newPassword": "second-pass"}, "Current password is incorrect"},
	} {
		if r := c.do("POST", "/api/auth/change-password", tc.body); r.status != 400 || r.message(t) != tc.msg {
			t.Fatalf("%v: %d %s", tc.body, r.status, r.body)
		}
	}
	if r := c.do("POST", "/api/auth/change-password", map[string]string{"currentPassword": "first-pass", "newPassword": "second-pass"}); r.status != 200 {
		t.Fatalf("change: %d %s", r.status, r.body)
	}
	if r := c.do("GET", "/api/auth/user", nil); r.status != 200 {
		t.Fatalf("own session ended: %d", r.status)
	}
	if r := laptop.do("GET", "/api/auth/user", nil); r.status != 401 {
		t.Fatalf("other session survived: %d", r.status)
	}
}

func TestBlockedEmailCannotSignUp(t *testing.T) {
	env := newTestEnv(t)
	if err := env.db.BlockEmail(context.Background(), "Spam@Example.com", "Terms of service violation", "admin-owner"); err != nil {
		t.Fatal(err)
	}
	r := env.client().do("POST", "/api/auth/signup", map[string]string{"email": "spam@example.com", "password": "secret1"})
	if r.status != 403 || !strings.Contains(r.message(t), "cannot be used") {
		t.Fatalf("blocked signup: %d %s", r.status, r.body)
	}
}

func TestLoginRateLimited(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	var last response
	for i := 0; i < limitLogin.n+1; i++ {
		last = c.do("POST", "/api/auth/login", map[string]string{"email": "brute@example.com", "password": "guess-" + string(rune('a'+i))})
	}
	if last.status != 429 || last.message(t) != "Too many attempts. Please wait a few minutes and try again." {
		t.Fatalf("want 429, got %d %s", last.status, last.body)
	}
}

func TestSignupAndForgotRateLimited(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	statuses := map[int]int{}
	for i := 0; i < limitSignup.n+2; i++ {
		r := c.do("POST", "/api/auth/signup", map[string]string{"email": "u" + string(rune('a'+i)) + "@example.com", "password": "secret1"})
		statuses[r.status]++
	}
	if statuses[429] != 2 || statuses[201] != limitSignup.n {
		t.Fatalf("signup statuses: %v", statuses)
	}
	statuses = map[int]int{}
	for i := 0; i < limitForgot.n+1; i++ {
		statuses[c.do("POST", "/api/auth/forgot-password", map[string]string{"email": "ua@example.com"}).status]++
	}
	if statuses[429] != 1 {
		t.Fatalf("forgot statuses: %v", statuses)
	}
	statuses = map[int]int{}
	for i := 0; i < limitResend.n+1; i++ {
		statuses[c.do("POST", "/api/auth/resend-verification", map[string]string{"email": "ub@example.com"}).status]++
	}
	if statuses[429] != 1 {
		t.Fatalf("resend statuses: %v", statuses)
	}
}

func TestForgedAndExpiredTokens(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	id := c.signUpVerified("jwt@example.com", "secret1")
	other, _ := auth.NewSessions("another-secret-another-secret", env.db)
	forged, _, err := other.Issue(context.Background(), id, "", "")
	if err != nil {
		t.Fatal(err)
	}
	f := env.client()
	f.cookie = forged
	if r := f.do("GET", "/api/auth/user", nil); r.status != 401 {
		t.Fatalf("forged token accepted: %d", r.status)
	}
	if _, err := env.db.Pool.Exec(context.Background(), `UPDATE sessions SET expires_at = now() - interval '1 second'`); err != nil {
		t.Fatal(err)
	}
	if r := c.do("GET", "/api/auth/user", nil); r.status != 401 {
		t.Fatalf("expired session accepted: %d", r.status)
	}
}

func TestConcurrentSignupsSameEmail(t *testing.T) {
	env := newTestEnv(t)
	var wg sync.WaitGroup
	codes := make(chan int, 8)
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes <- env.client().do("POST", "/api/auth/signup", map[string]string{"email": "race@example.com", "password": "secret1"}).status
		}()
	}
	wg.Wait()
	close(codes)
	for code := range codes {
		if code != 201 && code != 429 {
			t.Fatalf("unexpected status %d", code)
		}
	}
	var created int
	if err := env.db.Pool.QueryRow(context.Background(), `SELECT count(*) FROM users WHERE email = 'race@example.com'`).Scan(&created); err != nil || created != 1 {
		t.Fatalf("created %d accounts (%v)", created, err)
	}
	if _, err := env.db.UserByEmail(context.Background(), "race@example.com"); err != nil {
		t.Fatal(err)
	}
	_ = storage.ErrNotFound
}

func median(d []time.Duration) time.Duration {
	s := append([]time.Duration(nil), d...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)/2]
}

// setCookie is the cookie of that name a response sets, or nil.
func setCookie(h http.Header, name string) *http.Cookie {
	for _, ck := range (&http.Response{Header: h}).Cookies() {
		if ck.Name == name {
			return ck
		}
	}
	return nil
}
