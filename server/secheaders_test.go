package server

import (
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

const testIndexHTML = `<!doctype html><html><head>
<meta name="storymail:analytics-origin" content="https://stats.example.com/collect">
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<script>doSomething();</script>
</head><body><div id="root"></div></body></html>`

// withUI rebuilds env's server with a built UI and the given environment and app URL.
func withUI(t *testing.T, env *testEnv, appEnv, appURL string) {
	t.Helper()
	opts := env.srv.opts
	opts.Env, opts.AppURL = appEnv, appURL
	opts.UI = fstest.MapFS{
		"index.html":          {Data: []byte(testIndexHTML)},
		"assets/index-abc.js": {Data: []byte("console.log(1)")},
	}
	srv, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	awaitBackground(t, srv)
	env.srv = srv
}

func TestBrowserDefences(t *testing.T) {
	env := newTestEnv(t)
	withUI(t, env, "test", testOrigin)
	get := func(path string) (int, map[string]string) {
		req := httptest.NewRequest("GET", path, nil)
		res, err := env.srv.App().Test(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		h := map[string]string{}
		for k := range res.Header {
			h[k] = res.Header.Get(k)
		}
		return res.StatusCode, h
	}
	for _, path := range []string{"/", "/emails/new", "/assets/index-abc.js", "/api/config", "/api/no-such", "/healthz"} {
		st, h := get(path)
		csp := h["Content-Security-Policy"]
		for _, want := range []string{
			"default-src 'self'",
			// The inline script by its hash (openssl dgst -sha256 -binary | base64), and no
			// 'unsafe-inline' for scripts.
			"script-src 'self' 'sha256-RFWPLDbv2BY+rCkDzsE+0fr8ylGr2R2faWMhq4lfEQc='; ",
			"style-src 'self' 'unsafe-inline'",
			"connect-src 'self' ws://localhost:8080 https://stats.example.com;",
			"frame-ancestors 'none'",
			"object-src 'none'",
			"base-uri 'self'",
		} {
			if !strings.Contains(csp+";", want) {
				t.Errorf("GET %s (%d): CSP %q lacks %q", path, st, csp, want)
			}
		}
		if h["X-Content-Type-Options"] != "nosniff" || h["Referrer-Policy"] != "strict-origin-when-cross-origin" || h["X-Frame-Options"] != "DENY" {
			t.Errorf("GET %s: headers %v", path, h)
		}
		if _, ok := h["Strict-Transport-Security"]; ok {
			t.Errorf("GET %s: HSTS outside production", path)
		}
		cache := h["Cache-Control"]
		switch {
		case strings.HasPrefix(path, "/api/"):
			if cache != "no-store" {
				t.Errorf("GET %s: Cache-Control %q, want no-store", path, cache)
			}
		case strings.HasPrefix(path, "/assets/"):
			if cache != "public, max-age=31536000, immutable" {
				t.Errorf("GET %s: Cache-Control %q, want the year-long cache of hashed files", path, cache)
			}
		case path != "/healthz":
			if cache != "no-cache" {
				t.Errorf("GET %s: Cache-Control %q, want no-cache", path, cache)
			}
		}
	}

	// Production over HTTPS: HSTS, and the socket on wss:.
	prod := newTestEnv(t)
	withUI(t, prod, "production", "https://app.example.com")
	req := httptest.NewRequest("GET", "/api/config", nil)
	res, err := prod.srv.App().Test(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if got := res.Header.Get("Strict-Transport-Security"); got != "max-age=31536000" {
		t.Errorf("production HSTS %q", got)
	}
	if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "connect-src 'self' wss://app.example.com https://stats.example.com;") {
		t.Errorf("production CSP %q", csp)
	}
}

func TestPolicyWithoutUIOrAnalytics(t *testing.T) {
	csp := contentSecurityPolicy("http://localhost:8080", nil)
	if !strings.Contains(csp, "script-src 'self';") || !strings.Contains(csp, "connect-src 'self' ws://localhost:8080;") {
		t.Fatalf("CSP without a UI: %q", csp)
	}
	for html, want := range map[string]string{
		`<meta name="storymail:analytics-origin" content="">`:                          "",
		`<meta name="storymail:analytics-origin" content="javascript:alert(1)">`:       "",
		`<meta name="storymail:analytics-origin" content="/collect">`:                  "",
		`<meta name="storymail:analytics-origin" content="http://a.example:8443/x?y">`: "http://a.example:8443",
	} {
		if got := analyticsOrigin([]byte(html)); got != want {
			t.Errorf("analyticsOrigin(%s) = %q, want %q", html, got, want)
		}
	}
	// The prerendered landing page's scripts count too, each hash once.
	withLanding := fstest.MapFS{
		"index.html":   {Data: []byte(`<script>doSomething();</script>`)},
		"landing.html": {Data: []byte(`<script>doSomething();</script><div id="root"><h1>Hi</h1></div><script>other();</script>`)},
	}
	if csp := contentSecurityPolicy("http://localhost:8080", withLanding); !strings.Contains(csp,
		"script-src 'self' 'sha256-RFWPLDbv2BY+rCkDzsE+0fr8ylGr2R2faWMhq4lfEQc=' 'sha256-") || strings.Count(csp, "sha256-") != 2 {
		t.Errorf("CSP with a landing page: %q", csp)
	}
	if got := inlineScriptHashes([]byte(`<script src="/a.js"></script><SCRIPT type="module">doSomething();</SCRIPT >`)); len(got) != 1 ||
		got[0] != "'sha256-RFWPLDbv2BY+rCkDzsE+0fr8ylGr2R2faWMhq4lfEQc='" {
		t.Fatalf("inlineScriptHashes = %v", got)
	}
}
