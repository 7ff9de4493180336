package server

import (
	"io"
	"net/http/httptest"
	"strings"
	"testing"
	"unicode/utf8"

	"storymail/server/auth"
)

// rawDo sends one request with the given headers (written as they are, bytes and all) and
// answers its status and body.
func rawDo(t *testing.T, env *testEnv, method, target, cookie string, body string, headers map[string]string) (int, string) {
	t.Helper()
	req := httptest.NewRequest(method, "/", strings.NewReader(body))
	req.URL.Opaque = target // the target exactly as given: no re-escaping
	req.RequestURI = ""
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", testOrigin)
	if cookie != "" {
		req.Header.Set("Cookie", auth.CookieName+"="+cookie)
	}
	for k, v := range headers {
		req.Header[k] = []string{v}
	}
	res, err := env.srv.App().Test(req, 30_000)
	if err != nil {
		t.Fatalf("%s %s: %v", method, target, err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(raw)
}

func TestUserAgentIsStoredAsValidText(t *testing.T) {
	f := newAdminFixture(t)
	login := `{"email":"` + customerEmail + `","password":"` + customerPass + `"}`
	for name, ua := range map[string]string{
		// 299 bytes, then a two-byte character that a cut at 300 bytes would split.
		"cut mid-character": strings.Repeat("a", 299) + "é" + strings.Repeat("b", 50),
		"invalid bytes":     "Mozilla/5.0 \xff\xfe\xc3",
		"NUL":               "Mozilla/5.0 \x00 x",
	} {
		t.Run(name, func(t *testing.T) {
			st, body := rawDo(t, f.env, "POST", "/api/auth/login", "", login, map[string]string{"User-Agent": ua})
			if st != 200 {
				t.Fatalf("login with User-Agent %q: %d %s", ua, st, body)
			}
		})
	}
	rows, err := f.env.db.Pool.Query(t.Context(), `SELECT user_agent FROM sessions WHERE user_id = $1`, f.userID)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var ua string
		if err := rows.Scan(&ua); err != nil {
			t.Fatal(err)
		}
		if !utf8.ValidString(ua) || strings.ContainsRune(ua, 0) || len(ua) > 300 {
			t.Fatalf("stored user agent %q", ua)
		}
		n++
	}
	if n != 3 {
		t.Fatalf("%d sessions stored, want 3", n)
	}
}

func TestInvalidQueryTextAnswers400(t *testing.T) {
	f := newAdminFixture(t)
	super := f.super()
	for _, target := range []string{
		"/api/admin/users?search=%ff",
		"/api/admin/emails?search=%ff",
		"/api/admin/subscriptions?search=%C3",
		"/api/admin/users?status=a%00b",
		"/api/admin/emails?search=ok&%fe=1",
		"/api/admin/stats?from=%ff",
		"/api/auth/verify-email?token=%ff%fe",
	} {
		st, body := rawDo(t, f.env, "GET", target, super.cookie, "", nil)
		if st != 400 || !strings.Contains(body, `"code":"invalid_text"`) || !strings.Contains(body, "not valid UTF-8") {
			t.Errorf("GET %s: %d %s, want 400 invalid_text", target, st, body)
		}
	}
	for _, target := range []string{"/api/admin/user/%ff", "/api/emails/a%00", "/api/admin/emails/\xff"} {
		st, body := rawDo(t, f.env, "GET", target, super.cookie, "", nil)
		if st != 400 || !strings.Contains(body, `"code":"invalid_text"`) {
			t.Errorf("GET %q: %d %s, want 400 invalid_text", target, st, body)
		}
	}
	// Valid text, escaped or not, still searches.
	for _, target := range []string{"/api/admin/users?search=%C3%A9", "/api/admin/users?search=ann", "/api/admin/emails?search=%E2%9C%93"} {
		if st, body := rawDo(t, f.env, "GET", target, super.cookie, "", nil); st != 200 {
			t.Errorf("GET %s: %d %s, want 200", target, st, body)
		}
	}
}

func TestRequestIDIsSane(t *testing.T) {
	env := newTestEnv(t)
	for id, kept := range map[string]bool{"abc-123": true, "bad\xffid": false, "has space": false, strings.Repeat("x", 65): false} {
		req := httptest.NewRequest("GET", "/healthz", nil)
		req.Header["X-Request-Id"] = []string{id}
		res, err := env.srv.App().Test(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		got := res.Header.Get("X-Request-Id")
		if (got == id) != kept || got == "" {
			t.Errorf("X-Request-Id %q answered %q", id, got)
		}
	}
}
