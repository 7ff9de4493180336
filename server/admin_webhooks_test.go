package server

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
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

func TestAdminWebhookEditAndTest(t *testing.T) {
	f := newAdminFixture(t)
	env := f.env
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

	// A failing endpoint is a 502 that says what it answered.
	rc.status = 500
	r = f.super().do("POST", path+"/test", nil)
	if r.status != 502 || r.message(t) != "The webhook endpoint answered 500 Internal Server Error." || r.json(t)["status"].(float64) != 500 {
		t.Fatalf("failing endpoint: %d %s", r.status, r.body)
	}
	// An unreachable one too.
	rc.srv.Close()
	r = f.super().do("POST", path+"/test", nil)
	if r.status != 502 || !strings.HasPrefix(r.message(t), "The webhook endpoint could not be reached") {
		t.Fatalf("unreachable endpoint: %d %s", r.status, r.body)
	}
}

// TestWebhookDeliveredByWorker: a signup raises user.signup, the jobs worker posts it signed,
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
	if r := f.super().do("PUT", "/api/admin/webhooks/"+strconv.Itoa(id), map[string]any{"url": rc.srv.URL}); r.status != 200 {
		t.Fatalf("update: %d %s", r.status, r.body)
	}
	env.startWorker()

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
