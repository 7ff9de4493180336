package server

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/andybalholm/brotli"
	"github.com/gofiber/fiber/v2"
)

func testUI(t *testing.T) (*fiber.App, fstest.MapFS) {
	t.Helper()
	js := []byte(strings.Repeat("export function story(n){return `chapter ${n}: the client who almost fired me`}\n", 200))
	fsys := fstest.MapFS{
		"index.html":                {Data: []byte(`<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`)},
		"assets/index-abc123.js":    {Data: js},
		"assets/index-def456.css":   {Data: []byte(strings.Repeat(".card{border-radius:1rem;padding:1.5rem}\n", 100))},
		"assets/photo-0a1b2c3d.png": {Data: []byte("\x89PNG\r\n\x1a\n" + strings.Repeat("\x00\x01\x02", 300))},
		"favicon.svg":               {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#5b22d6"/></svg>`)},
	}
	ui, err := loadUI(fsys)
	if err != nil {
		t.Fatal(err)
	}
	app := fiber.New()
	app.Get("/*", ui.serve)
	return app, fsys
}

func uiGet(t *testing.T, app *fiber.App, method, target string, header map[string]string) (*http.Response, []byte) {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	res, err := app.Test(req, -1)
	if err != nil {
		t.Fatal(err)
	}
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, body
}

func decode(t *testing.T, coding string, body []byte) []byte {
	t.Helper()
	var r io.Reader
	switch coding {
	case "br":
		r = brotli.NewReader(bytes.NewReader(body))
	case "gzip":
		zr, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	case "":
		return body
	default:
		t.Fatalf("unexpected Content-Encoding %q", coding)
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("decoding %s: %v", coding, err)
	}
	return out
}

func TestUIServesStoredCompressedForms(t *testing.T) {
	app, fsys := testUI(t)
	original := fsys["assets/index-abc123.js"].Data

	cases := []struct {
		accept string
		want   string
	}{
		{"gzip, deflate, br, zstd", "br"},
		{"br", "br"},
		{"gzip", "gzip"},
		{"br;q=0, gzip;q=0.8", "gzip"},
		{"*", "br"},
		{"*;q=0, gzip", "gzip"},
		{"identity", ""},
		{"deflate", ""},
		{"gzip;q=0", ""},
		{"", ""},
	}
	etags := map[string]string{}
	for _, tc := range cases {
		res, body := uiGet(t, app, http.MethodGet, "/assets/index-abc123.js", map[string]string{"Accept-Encoding": tc.accept})
		if res.StatusCode != http.StatusOK {
			t.Fatalf("Accept-Encoding %q: status %d", tc.accept, res.StatusCode)
		}
		if got := res.Header.Get("Content-Encoding"); got != tc.want {
			t.Fatalf("Accept-Encoding %q: Content-Encoding %q, want %q", tc.accept, got, tc.want)
		}
		if got := res.Header.Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Vary %q", tc.accept, got)
		}
		if got := res.Header.Get("Cache-Control"); got != "public, max-age=31536000, immutable" {
			t.Errorf("Accept-Encoding %q: Cache-Control %q", tc.accept, got)
		}
		if got := res.Header.Get("Content-Type"); !strings.HasPrefix(got, "text/javascript") {
			t.Errorf("Accept-Encoding %q: Content-Type %q", tc.accept, got)
		}
		if tc.want != "" && len(body) >= len(original)/4 {
			t.Errorf("%s body is %d bytes for %d plain: not compressed", tc.want, len(body), len(original))
		}
		if !bytes.Equal(decode(t, tc.want, body), original) {
			t.Fatalf("Accept-Encoding %q: %s body does not decode to the file", tc.accept, tc.want)
		}
		etag := res.Header.Get("ETag")
		if prev, ok := etags[tc.want]; ok && prev != etag {
			t.Errorf("the %q form has two ETags: %s and %s", tc.want, prev, etag)
		}
		etags[tc.want] = etag
	}
	if etags["br"] == etags["gzip"] || etags["gzip"] == etags[""] || etags["br"] == etags[""] {
		t.Errorf("each form needs its own ETag: %v", etags)
	}

	// A cached copy is confirmed without the body.
	res, body := uiGet(t, app, http.MethodGet, "/assets/index-abc123.js", map[string]string{
		"Accept-Encoding": "br", "If-None-Match": etags["br"],
	})
	if res.StatusCode != http.StatusNotModified || len(body) != 0 {
		t.Errorf("If-None-Match: status %d with %d bytes, want 304 and none", res.StatusCode, len(body))
	}
	// The same tag does not confirm another form.
	res, _ = uiGet(t, app, http.MethodGet, "/assets/index-abc123.js", map[string]string{
		"Accept-Encoding": "gzip", "If-None-Match": etags["br"],
	})
	if res.StatusCode != http.StatusOK {
		t.Errorf("the brotli ETag confirmed the gzip form: status %d", res.StatusCode)
	}

	// HEAD gives the headers of GET.
	res, _ = uiGet(t, app, http.MethodHead, "/assets/index-abc123.js", map[string]string{"Accept-Encoding": "gzip"})
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("HEAD: status %d, Content-Encoding %q", res.StatusCode, res.Header.Get("Content-Encoding"))
	}
}

func TestUIOtherFiles(t *testing.T) {
	app, fsys := testUI(t)

	// Images are sent as they are, whatever the client accepts.
	res, body := uiGet(t, app, http.MethodGet, "/assets/photo-0a1b2c3d.png", map[string]string{"Accept-Encoding": "br, gzip"})
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Encoding") != "" || res.Header.Get("Vary") != "" {
		t.Errorf("png: status %d, Content-Encoding %q, Vary %q", res.StatusCode, res.Header.Get("Content-Encoding"), res.Header.Get("Vary"))
	}
	if !bytes.Equal(body, fsys["assets/photo-0a1b2c3d.png"].Data) {
		t.Error("png body differs from the file")
	}

	// Files outside assets/ are compressed too, but not cached for a year.
	res, body = uiGet(t, app, http.MethodGet, "/favicon.svg", map[string]string{"Accept-Encoding": "gzip"})
	if res.StatusCode != http.StatusOK || res.Header.Get("Cache-Control") != "" {
		t.Errorf("favicon: status %d, Cache-Control %q", res.StatusCode, res.Header.Get("Cache-Control"))
	}
	if !bytes.Equal(decode(t, res.Header.Get("Content-Encoding"), body), fsys["favicon.svg"].Data) {
		t.Error("favicon body does not decode to the file")
	}

	// Any other path is the app's index.html, checked again on every visit.
	for _, target := range []string{"/", "/dashboard", "/view-email/42", "/index.html"} {
		res, body = uiGet(t, app, http.MethodGet, target, map[string]string{"Accept-Encoding": "gzip, br"})
		if res.StatusCode != http.StatusOK || res.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("%s: status %d, Cache-Control %q", target, res.StatusCode, res.Header.Get("Cache-Control"))
		}
		if !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") {
			t.Errorf("%s: Content-Type %q", target, res.Header.Get("Content-Type"))
		}
		if !bytes.Equal(decode(t, res.Header.Get("Content-Encoding"), body), fsys["index.html"].Data) {
			t.Errorf("%s: body is not index.html", target)
		}
	}

	// A chunk this build does not have is missing, not a page of HTML.
	res, _ = uiGet(t, app, http.MethodGet, "/assets/index-old999.js", nil)
	if res.StatusCode != http.StatusNotFound {
		t.Errorf("missing asset: status %d, want 404", res.StatusCode)
	}
}

func TestUIAcceptsCoding(t *testing.T) {
	for _, tc := range []struct {
		header, coding string
		want           bool
	}{
		{"gzip, br", "br", true},
		{"GZIP", "gzip", true},
		{"gzip;q=0.001", "gzip", true},
		{"gzip ; q=0", "gzip", false},
		{"gzip;q=bogus", "gzip", false},
		{"*;q=0.5", "br", true},
		{"br;q=0, *", "br", false},
		{"", "gzip", false},
		{"identity", "gzip", false},
	} {
		if got := acceptsCoding(tc.header, tc.coding); got != tc.want {
			t.Errorf("acceptsCoding(%q, %q) = %v, want %v", tc.header, tc.coding, got, tc.want)
		}
	}
}

func TestUILandingForVisitorsOnly(t *testing.T) {
	index := `<!doctype html><html><head></head><body><div id="root"></div></body></html>`
	landing := `<!doctype html><html><head></head><body><div id="root"><h1>Turn the stories</h1></div></body></html>`
	ui, err := loadUI(fstest.MapFS{"index.html": {Data: []byte(index)}, "landing.html": {Data: []byte(landing)}})
	if err != nil {
		t.Fatal(err)
	}
	app := fiber.New()
	app.Get("/*", ui.serve)

	for _, tc := range []struct {
		target, cookie, want string
	}{
		{"/", "", landing},
		{"/?utm_source=mail", "", landing},
		// Maybe signed in: the client decides between the dashboard and the landing page.
		{"/", "sm_session=abc", index},
		{"/", "other=1", landing},
		{"/dashboard", "", index},
		{"/landing.html", "", index},
	} {
		header := map[string]string{"Accept-Encoding": "br"}
		if tc.cookie != "" {
			header["Cookie"] = tc.cookie
		}
		res, body := uiGet(t, app, http.MethodGet, tc.target, header)
		if res.StatusCode != http.StatusOK || res.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("%s (cookie %q): status %d, Cache-Control %q", tc.target, tc.cookie, res.StatusCode, res.Header.Get("Cache-Control"))
		}
		if got := string(decode(t, res.Header.Get("Content-Encoding"), body)); got != tc.want {
			t.Errorf("%s (cookie %q): got %q, want %q", tc.target, tc.cookie, got, tc.want)
		}
		if strings.HasPrefix(tc.target, "/?") || tc.target == "/" {
			if vary := res.Header.Get("Vary"); !strings.Contains(vary, "Cookie") {
				t.Errorf("%s: Vary %q does not name Cookie", tc.target, vary)
			}
		}
	}
}
