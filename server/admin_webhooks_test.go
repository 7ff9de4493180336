package server

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"storymail/jobs"
)

// receiver is a webhook endpoint that checks every signature against the webhook's secret.
type receiver struct {
	t       *testing.T
	srv     *httptest.Server
	secret  string
	mu      sync.Mutex
	got     []jobs.Envelope
	tries   int
	failing int // answer 503 to this many requests first
	status  int // then this (default 200)
}

func newReceiver(t *testing.T, secret string) *receiver {
	rc := &receiver{t: t, secret: secret, status: 200}
	rc.srv = httptest.NewServer(http.HandlerFunc(rc.serve))
	t.Cleanup(rc.srv.Close)
	return rc
}

func (rc *receiver) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	rc.mu.Lock()
	defer rc.mu.Unlock()
	rc.tries++
	if !rc.verify(r.Header.Get(jobs.SignatureHeader), body) || r.Method != "POST" || r.Header.Get("Content-Type") != "application/json" {
		rc.t.Errorf("bad delivery: %s sig=%q", r.Method, r.Header.Get(jobs.SignatureHeader))
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	if rc.failing > 0 {
		rc.failing--
		w.WriteHeader(http.StatusServiceUnavailable)
		return
	}
	var env jobs.Envelope
	if err := json.Unmarshal(body, &env); err != nil {
		rc.t.Errorf("body: %v", err)
	}
	rc.got = append(rc.got, env)
	w.WriteHeader(rc.status)
	_, _ = w.Write([]byte("received"))
}

// verify recomputes the HMAC-SHA256 signature "t=<unix>,v1=<hex>" with the shared secret.
func (rc *receiver) verify(header string, body []byte) bool {
	ts, _, ok := strings.Cut(strings.TrimPrefix(header, "t="), ",")
	if !ok {
		return false
	}
	sec, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || time.Since(time.Unix(sec, 0)) > time.Minute {
		return false
	}
	return header == jobs.Sign(rc.secret, time.Unix(sec, 0), body)
}

func (rc *receiver) deliveries() []jobs.Envelope {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	return append([]jobs.Envelope(nil), rc.got...)
}

func webhookByName(t *testing.T, c *client, name string) map[string]any {
	t.Helper()
	r := c.do("GET", "/api/admin/webhooks", nil)
	if r.status != 200 {
		t.Fatalf("webhooks: %d %s", r.status, r.body)
	}
	for _, h := range list(t, r.json(t), "webhooks") {
		if h["name"] == name {
			return h
		}
	}
	t.Fatalf("no webhook %q", name)
	return nil
}

// allowPrivateWebhooks gives the server a webhook sender that may call the loopback test
// endpoints, as WEBHOOK_ALLOW_PRIVATE_URLS=true does in development and tests. Given a lookup
// instead, the sender refuses private addresses and resolves names with lookup.
func (e *testEnv) allowPrivateWebhooks(lookup jobs.LookupFunc) *jobs.WebhookSender {
	s := jobs.NewWebhookSender(e.db, e.srv.opts.Queue, jobs.NewWebhookClient(jobs.WebhookClientOptions{AllowPrivate: lookup == nil, Lookup: lookup}),
		slog.New(slog.NewTextHandler(io.Discard, nil)))
	e.srv.opts.Webhooks = s
	return s
}

// startWebhookWorker runs the webhook deliveries of sender until the test ends.
func (e *testEnv) startWebhookWorker(sender *jobs.WebhookSender) {
	e.t.Helper()
	w, err := jobs.NewWebhookWorker(jobs.WebhookWorkerOptions{Sender: sender, Concurrency: 2, Backoff: 50 * time.Millisecond,
		RetryPoll: 20 * time.Millisecond, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		e.t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { _ = w.Run(ctx); close(done) }()
	e.t.Cleanup(func() { cancel(); <-done })
}

func TestAdminWebhookEditAndTest(t *testing.T) {
	f := newAdminFixture(t)
	env := f.env
	env.allowPrivateWebhooks(nil)
	r := f.super().do("GET", "/api/admin/webhooks", nil)
	hooks := list(t, r.json(t), "webhooks")
	if len(hooks) != 4 {
		t.Fatalf("seeded webhooks: %s", r.body)
	}
	hasKeys(t, "webhook", hooks[0], "id", "name", "status", "description", "url", "triggerCondition", "triggerCount", "lastTriggered")
	if _, leaked := hooks[0]["secret"]; leaked {
		t.Fatal("the signing secret must not be listed")
	}
	h := webhookByName(t, f.super(), "New Signup")
	id := strconv.Itoa(int(h["id"].(float64)))
	path := "/api/admin/webhooks/" + id

	if r := f.super().do("POST", path+"/test", nil); r.status != 400 || !strings.Contains(r.message(t), "no URL") {
		t.Fatalf("test without URL: %d %s", r.status, r.body)
	}
	for _, tc := range []struct {
		body any
		msg  string
	}{
		{map[string]any{"description": "x"}, "URL is required"},
		{map[string]any{"url": "   "}, "URL is required"},
		{map[string]any{"url": "ftp://example.com/hook"}, "Please enter a valid URL"},
		{map[string]any{"url": "not a url"}, "Please enter a valid URL"},
		{map[string]any{"url": "https://example.com", "description": strings.Repeat("d", 501)}, "Description is too long (at most 500 characters)"},
		{`{"url":`, "The request body must be valid JSON."},
	} {
		if r := f.super().do("PUT", path, tc.body); r.status != 400 || r.message(t) != tc.msg {
			t.Errorf("%v: %d %s", tc.body, r.status, r.body)
		}
	}
	for _, bad := range []string{"abc", "0", "999"} {
		if r := f.super().do("PUT", "/api/admin/webhooks/"+bad, map[string]any{"url": "https://example.com"}); r.status != 404 {
			t.Errorf("PUT %s: %d", bad, r.status)
		}
		if r := f.super().do("POST", "/api/admin/webhooks/"+bad+"/test", nil); r.status != 404 {
			t.Errorf("test %s: %d", bad, r.status)
		}
	}

	hook, err := env.db.WebhookByID(context.Background(), int(h["id"].(float64)))
	if err != nil {
		t.Fatal(err)
	}
	rc := newReceiver(t, hook.Secret)
	r = f.super().do("PUT", path, map[string]any{"url": rc.srv.URL + "/hooks", "description": "Signups to the CRM"})
	if r.status != 200 || r.json(t)["webhook"].(map[string]any)["url"] != rc.srv.URL+"/hooks" {
		t.Fatalf("update: %d %s", r.status, r.body)
	}

	// Test sends a signed sample and reports the answer; the trigger count moves.
	r = f.super().do("POST", path+"/test", nil)
	if r.status != 200 || r.json(t)["status"].(float64) != 200 || !strings.Contains(r.message(t), "200") {
		t.Fatalf("test: %d %s", r.status, r.body)
	}
	if d := rc.deliveries(); len(d) != 1 || !d[0].Test || d[0].Event != jobs.EventUserSignup {
		t.Fatalf("test delivery: %+v", d)
	}
	if h := webhookByName(t, f.super(), "New Signup"); h["triggerCount"].(float64) != 1 || h["lastTriggered"] == nil {
		t.Fatalf("after test: %v", h)
	}

	if m := r.message(t); m != "Test event delivered. The endpoint answered 200 OK." || strings.Contains(string(r.body), "received") {
		t.Fatalf("test answer: %s", r.body)
	}

	// A failing endpoint is a 502 that says what it answered, never what it wrote.
	rc.status = 500
	r = f.super().do("POST", path+"/test", nil)
	if r.status != 502 || r.message(t) != "The endpoint answered 500 Internal Server Error." || r.json(t)["status"].(float64) != 500 ||
		strings.Contains(string(r.body), "received") {
		t.Fatalf("failing endpoint: %d %s", r.status, r.body)
	}
	// An unreachable one too, in words that do not tell a closed port from a silent one.
	rc.srv.Close()
	r = f.super().do("POST", path+"/test", nil)
	if r.status != 502 || r.message(t) != "The endpoint could not be reached." || r.json(t)["code"] != "webhook_unreachable" {
		t.Fatalf("unreachable endpoint: %d %s", r.status, r.body)
	}
}

// TestWebhookDeliveredByWorker: a signup raises user.signup, the webhook worker posts it signed,
// retries a failing endpoint, and the trigger count and last-triggered date update.
func TestWebhookDeliveredByWorker(t *testing.T) {
	f := newAdminFixture(t)
	env := f.env
	h := webhookByName(t, f.super(), "New Signup")
	id := int(h["id"].(float64))
	hook, err := env.db.WebhookByID(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	rc := newReceiver(t, hook.Secret)
	rc.failing = 1 // the first attempt fails, the retry succeeds
	sender := env.allowPrivateWebhooks(nil)
	if r := f.super().do("PUT", "/api/admin/webhooks/"+strconv.Itoa(id), map[string]any{"url": rc.srv.URL}); r.status != 200 {
		t.Fatalf("update: %d %s", r.status, r.body)
	}
	env.startWebhookWorker(sender)

	r := env.client().do("POST", "/api/auth/signup", map[string]string{"email": "newbie@example.com", "password": "secret1"})
	if r.status != 201 {
		t.Fatalf("signup: %d %s", r.status, r.body)
	}
	eventually(t, "the signup webhook", func() bool { return len(rc.deliveries()) == 1 })
	d := rc.deliveries()[0]
	data, _ := d.Data.(map[string]any)
	if d.Event != jobs.EventUserSignup || d.Test || data["email"] != "newbie@example.com" {
		t.Fatalf("delivery: %+v", d)
	}
	rc.mu.Lock()
	tries := rc.tries
	rc.mu.Unlock()
	if tries != 2 {
		t.Fatalf("attempts: %d, want 2 (one retry)", tries)
	}
	eventually(t, "the trigger count", func() bool {
		h := webhookByName(t, f.super(), "New Signup")
		return h["triggerCount"].(float64) == 1 && h["lastTriggered"] != nil
	})
	// Other events' webhooks have no URL and saw nothing.
	if h := webhookByName(t, f.super(), "Email Generated"); h["triggerCount"].(float64) != 0 {
		t.Fatalf("email generated webhook: %v", h)
	}
}

// webhookEndpoint counts the requests of a loopback endpoint that answers with a body meant
// to stay inside.
func webhookEndpoint(t *testing.T, h http.HandlerFunc) (*httptest.Server, *atomic.Int32) {
	var n atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n.Add(1)
		h(w, r)
	}))
	t.Cleanup(srv.Close)
	return srv, &n
}

const insideSecret = "root:x:0:0 internal-admin-token"

// Webhooks may not reach inside: a loopback URL is refused when saved, and one stored anyway is
// refused when tested, without the endpoint ever being called.
func TestWebhookURLsCannotReachInside(t *testing.T) {
	f := newAdminFixture(t)
	env := f.env
	inside, calls := webhookEndpoint(t, func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write([]byte(insideSecret)) })
	port := inside.URL[strings.LastIndex(inside.URL, ":")+1:]
	id := int(webhookByName(t, f.super(), "New Signup")["id"].(float64))
	path := "/api/admin/webhooks/" + strconv.Itoa(id)

	const refused = "This URL leads to a private or local network address. Webhooks may only call public addresses."
	for _, u := range []string{inside.URL + "/hook", "http://localhost:" + port + "/", "http://[::1]:" + port + "/",
		"http://[::ffff:127.0.0.1]:" + port + "/", "http://169.254.169.254/latest/meta-data/", "http://10.0.0.5/",
		"http://192.168.1.1/", "http://100.64.0.1/", "http://0.0.0.0:" + port + "/", "http://[fd00::1]/", "http://[fe80::1]/"} {
		r := f.super().do("PUT", path, map[string]any{"url": u})
		if r.status != 400 || r.message(t) != refused || r.json(t)["code"] != "webhook_private_address" {
			t.Errorf("PUT %s: %d %s", u, r.status, r.body)
		}
	}
	if h, _ := env.db.WebhookByID(context.Background(), id); h.URL != "" {
		t.Fatalf("a refused URL was saved: %q", h.URL)
	}
	// Stored before this check existed: the test is refused on the address it would dial.
	env.exec(`UPDATE webhooks SET url = $2 WHERE id = $1`, id, inside.URL+"/hook")
	r := f.super().do("POST", path+"/test", nil)
	if r.status != 400 || r.message(t) != "The webhook URL leads to a private or local network address, which webhooks may not reach." {
		t.Fatalf("test of a private URL: %d %s", r.status, r.body)
	}
	if calls.Load() != 0 {
		t.Fatalf("the internal endpoint was called %d times", calls.Load())
	}

	// With WEBHOOK_ALLOW_PRIVATE_URLS (development, tests) the same URL is accepted.
	env.allowPrivateWebhooks(nil)
	if r := f.super().do("PUT", path, map[string]any{"url": inside.URL + "/hook"}); r.status != 200 {
		t.Fatalf("allowed: %d %s", r.status, r.body)
	}
	r = f.super().do("POST", path+"/test", nil)
	if r.status != 200 || calls.Load() != 1 || strings.Contains(string(r.body), "internal-admin-token") {
		t.Fatalf("allowed test: %d %s", r.status, r.body)
	}
}

// A name that resolves to a public address when saved and to loopback when dialled (DNS
// rebinding) is refused on the address actually dialled.
func TestWebhookDNSRebindingRefused(t *testing.T) {
	f := newAdminFixture(t)
	env := f.env
	inside, calls := webhookEndpoint(t, func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write([]byte(insideSecret)) })
	port := inside.URL[strings.LastIndex(inside.URL, ":")+1:]
	var lookups atomic.Int32
	env.allowPrivateWebhooks(func(_ context.Context, host string) ([]netip.Addr, error) {
		if host != "hooks.rebind.test" {
			return nil, errors.New("no such host")
		}
		if lookups.Add(1) == 1 {
			return []netip.Addr{netip.MustParseAddr("93.184.216.34")}, nil
		}
		return []netip.Addr{netip.MustParseAddr("127.0.0.1")}, nil
	})
	id := int(webhookByName(t, f.super(), "New Signup")["id"].(float64))
	path := "/api/admin/webhooks/" + strconv.Itoa(id)
	if r := f.super().do("PUT", path, map[string]any{"url": "http://hooks.rebind.test:" + port + "/hook"}); r.status != 200 {
		t.Fatalf("save (public at that moment): %d %s", r.status, r.body)
	}
	r := f.super().do("POST", path+"/test", nil)
	if r.status != 400 || r.json(t)["code"] != "webhook_private_address" || calls.Load() != 0 {
		t.Fatalf("rebound test: %d %s, endpoint calls %d", r.status, r.body, calls.Load())
	}
	if r := f.super().do("PUT", path, map[string]any{"url": "http://nowhere.rebind.test/hook"}); r.status != 400 ||
		r.message(t) != "The URL's host name could not be found. Please check the address." {
		t.Fatalf("unknown host: %d %s", r.status, r.body)
	}
}

// The test answers with the status and a reason: redirects are reported, not followed, and
// the endpoint's body never comes back.
func TestWebhookTestReportsRedirectsAndHidesBodies(t *testing.T) {
	f := newAdminFixture(t)
	env := f.env
	env.allowPrivateWebhooks(nil)
	target, targetCalls := webhookEndpoint(t, func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write([]byte(insideSecret)) })
	redirect, _ := webhookEndpoint(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Location", target.URL+"/admin")
		w.WriteHeader(http.StatusFound)
		_, _ = w.Write([]byte(insideSecret))
	})
	teapot, _ := webhookEndpoint(t, func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusTeapot)
		_, _ = w.Write([]byte(insideSecret))
	})
	id := int(webhookByName(t, f.super(), "New Signup")["id"].(float64))
	path := "/api/admin/webhooks/" + strconv.Itoa(id)
	for _, tc := range []struct {
		url, msg string
		status   float64
	}{
		{redirect.URL, "The endpoint answered with a redirect (302); webhooks do not follow redirects.", 302},
		{teapot.URL, "The endpoint answered 418 I'm a teapot.", 418},
	} {
		if r := f.super().do("PUT", path, map[string]any{"url": tc.url}); r.status != 200 {
			t.Fatalf("save: %d %s", r.status, r.body)
		}
		r := f.super().do("POST", path+"/test", nil)
		if r.status != 502 || r.message(t) != tc.msg || r.json(t)["status"] != tc.status || strings.Contains(string(r.body), "internal-admin-token") {
			t.Errorf("%s: %d %s", tc.url, r.status, r.body)
		}
		if _, ok := r.json(t)["response"]; ok {
			t.Errorf("the answer carries the endpoint's body: %s", r.body)
		}
	}
	if targetCalls.Load() != 0 {
		t.Fatal("the redirect was followed")
	}
}
