package jobs

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"storymail/jobs/writer"
	"storymail/storage"
)

// setWebhookURL points the seeded webhook of event at url and answers its id.
func (f *fixture) setWebhookURL(t *testing.T, event, url string) int {
	t.Helper()
	var id int
	if err := f.db.Pool.QueryRow(context.Background(), `UPDATE webhooks SET url = $2, status = 'active' WHERE event = $1 RETURNING id`, event, url).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

func (f *fixture) webhookWorker(t *testing.T, sender *WebhookSender, mod func(*WebhookWorkerOptions)) {
	t.Helper()
	o := WebhookWorkerOptions{Sender: sender, Logger: quiet, Concurrency: 2, Backoff: 20 * time.Millisecond,
		RetryPoll: 20 * time.Millisecond, ClaimInterval: time.Hour}
	if mod != nil {
		mod(&o)
	}
	w, err := NewWebhookWorker(o)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { _ = w.Run(ctx); close(done) }()
	t.Cleanup(func() { cancel(); <-done })
}

// hangingReceiver accepts webhook posts and never answers them until the test ends.
type hangingReceiver struct {
	srv   *httptest.Server
	calls atomic.Int32
}

func newHangingReceiver(t *testing.T) *hangingReceiver {
	h := &hangingReceiver{}
	release := make(chan struct{})
	h.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.calls.Add(1)
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}))
	t.Cleanup(h.srv.Close)
	t.Cleanup(func() { close(release) }) // runs first: handlers return, Close can finish
	return h
}

func (f *fixture) timeToGenerate(t *testing.T, userID string) time.Duration {
	t.Helper()
	start := time.Now()
	e := f.submit(t, userID)
	waitStatus(t, f.db, e.ID, storage.EmailGenerated)
	return time.Since(start)
}

// A receiver that hangs holds webhook workers only: generation takes as long as without it, and
// the delivery is still attempted. Deliveries used to share the generation slots, and a hanging
// email.generated endpoint held each one for the whole timeout and its retries.
func TestHangingWebhookDoesNotSlowGeneration(t *testing.T) {
	f := newFixture(t)
	u := f.user(t)
	sender := NewWebhookSender(f.db, f.queue, NewWebhookClient(WebhookClientOptions{AllowPrivate: true, Timeout: 10 * time.Second}), quiet)
	f.worker(t, writer.NewOffline(), func(o *Options) { o.Webhooks = sender; o.Concurrency = 2 })
	f.webhookWorker(t, sender, func(o *WebhookWorkerOptions) { o.Concurrency = 1 })

	baseline := f.timeToGenerate(t, u.ID)

	hang := newHangingReceiver(t)
	f.setWebhookURL(t, EventEmailGenerated, hang.srv.URL)
	sender.Forget()
	// More emails than there are generation slots, one after another: each one's webhook hangs.
	var slowest time.Duration
	for range 5 {
		slowest = max(slowest, f.timeToGenerate(t, u.ID))
	}
	if slowest > 2*time.Second {
		t.Fatalf("with a hanging webhook an email took %s to generate (without: %s)", slowest, baseline)
	}
	deadline := time.Now().Add(5 * time.Second)
	for hang.calls.Load() == 0 {
		if time.Now().After(deadline) {
			t.Fatal("the email.generated delivery was never attempted")
		}
		time.Sleep(20 * time.Millisecond)
	}
	// The deliveries wait on their own stream, not on the jobs stream.
	if n := f.rdb.XLen(context.Background(), f.queue.WebhookStream()).Val(); n < 4 {
		t.Fatalf("webhook stream holds %d deliveries, want the ones not yet attempted", n)
	}
	t.Logf("time to generate: %s without the webhook, at most %s with it hanging", baseline, slowest)
}

// flakyEndpoint answers its statuses in turn (the last one from then on) and records the
// delivery id of each request.
type flakyEndpoint struct {
	srv      *httptest.Server
	mu       sync.Mutex
	statuses []int
	ids      []string
	bodies   []Envelope
}

func newFlakyEndpoint(t *testing.T, statuses ...int) *flakyEndpoint {
	e := &flakyEndpoint{statuses: statuses}
	e.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		e.mu.Lock()
		defer e.mu.Unlock()
		var env Envelope
		_ = json.NewDecoder(r.Body).Decode(&env)
		e.bodies = append(e.bodies, env)
		e.ids = append(e.ids, r.Header.Get("X-StoryMail-Delivery"))
		st := e.statuses[min(len(e.ids)-1, len(e.statuses)-1)]
		w.WriteHeader(st)
	}))
	t.Cleanup(e.srv.Close)
	return e
}

func (e *flakyEndpoint) requests() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]string(nil), e.ids...)
}

func eventuallyTrue(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestWebhookRetriesWithTheSameDeliveryThenSucceeds(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	ep := newFlakyEndpoint(t, 503, 500, 200)
	id := f.setWebhookURL(t, EventUserSignup, ep.srv.URL)
	sender := NewWebhookSender(f.db, f.queue, NewWebhookClient(WebhookClientOptions{AllowPrivate: true}), quiet)
	f.webhookWorker(t, sender, nil)
	sender.Trigger(ctx, EventUserSignup, map[string]string{"email": "new@example.com"})

	eventuallyTrue(t, "three attempts", func() bool { return len(ep.requests()) == 3 })
	ids := ep.requests()
	if ids[0] == "" || ids[0] != ids[1] || ids[1] != ids[2] {
		t.Fatalf("delivery ids across retries: %q", ids)
	}
	eventuallyTrue(t, "the trigger count", func() bool {
		h, err := f.db.WebhookByID(ctx, id)
		return err == nil && h.TriggerCount == 1 && h.LastTriggered != nil
	})
	time.Sleep(200 * time.Millisecond)
	if n := len(ep.requests()); n != 3 {
		t.Fatalf("a delivered event was posted %d times", n)
	}
	if n := f.rdb.XLen(ctx, f.queue.WebhookDeadLetters()).Val(); n != 0 {
		t.Fatalf("%d dead letters for a delivered event", n)
	}
	if d := ep.bodies[2]; d.Event != EventUserSignup || d.Data.(map[string]any)["email"] != "new@example.com" {
		t.Fatalf("body: %+v", d)
	}
}

func TestWebhookDeadLetteredAfterMaxAttempts(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	ep := newFlakyEndpoint(t, 503)
	id := f.setWebhookURL(t, EventContactReceived, ep.srv.URL)
	sender := NewWebhookSender(f.db, f.queue, NewWebhookClient(WebhookClientOptions{AllowPrivate: true}), quiet)
	f.webhookWorker(t, sender, func(o *WebhookWorkerOptions) { o.MaxAttempts = 3 })
	sender.Trigger(ctx, EventContactReceived, map[string]string{"id": "c1"})

	eventuallyTrue(t, "a dead letter", func() bool { return f.rdb.XLen(ctx, f.queue.WebhookDeadLetters()).Val() == 1 })
	if n := len(ep.requests()); n != 3 {
		t.Fatalf("attempts before giving up: %d, want 3", n)
	}
	dead := f.rdb.XRange(ctx, f.queue.WebhookDeadLetters(), "-", "+").Val()[0]
	var job webhookJob
	_ = json.Unmarshal([]byte(dead.Values["job"].(string)), &job)
	if dead.Values["reason"] != "The endpoint answered 503 Service Unavailable." || job.Webhook != id || job.Attempt != 3 || job.Event != EventContactReceived {
		t.Fatalf("dead letter: %v", dead.Values)
	}
	if n := f.rdb.ZCard(ctx, f.queue.WebhookRetries()).Val(); n != 0 {
		t.Fatalf("%d retries left after giving up", n)
	}
	if p := f.rdb.XPending(ctx, f.queue.WebhookStream(), webhookGroup).Val(); p.Count != 0 {
		t.Fatalf("%d entries left pending", p.Count)
	}
	if h, _ := f.db.WebhookByID(ctx, id); h.TriggerCount != 0 {
		t.Fatalf("trigger count %d for an undelivered event", h.TriggerCount)
	}
}

// A webhook whose URL turns private after it was saved is given up at once: retrying cannot
// make the address public.
func TestWebhookToPrivateAddressIsDeadLetteredAtOnce(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	ep := newFlakyEndpoint(t, 200)
	f.setWebhookURL(t, EventUserSignup, ep.srv.URL)
	sender := NewWebhookSender(f.db, f.queue, nil, quiet) // the default: private addresses refused
	f.webhookWorker(t, sender, nil)
	sender.Trigger(ctx, EventUserSignup, map[string]string{"email": "x@example.com"})
	eventuallyTrue(t, "a dead letter", func() bool { return f.rdb.XLen(ctx, f.queue.WebhookDeadLetters()).Val() == 1 })
	if len(ep.requests()) != 0 {
		t.Fatal("a private endpoint was called")
	}
}

// Nothing is queued for an event no webhook listens to, and deliveries an older release left on
// the jobs stream are moved to the webhook stream instead of being posted by a generation slot.
func TestWebhookTriggerAndHandOver(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	sender := NewWebhookSender(f.db, f.queue, NewWebhookClient(WebhookClientOptions{AllowPrivate: true}), quiet)
	sender.Trigger(ctx, EventUserSignup, map[string]string{"email": "x@example.com"})
	if n := f.rdb.XLen(ctx, f.queue.WebhookStream()).Val(); n != 0 {
		t.Fatalf("%d deliveries queued for a webhook without a URL", n)
	}
	ep := newFlakyEndpoint(t, 200)
	id := f.setWebhookURL(t, EventUserSignup, ep.srv.URL)
	if err := f.rdb.XAdd(ctx, f.queue.entry(map[string]any{"type": TaskWebhook, "id": itoa(id), "event": EventUserSignup,
		"payload": `{"event":"user.signup","data":{"old":true}}`})).Err(); err != nil {
		t.Fatal(err)
	}
	f.worker(t, writer.NewOffline(), func(o *Options) { o.Webhooks = sender })
	eventuallyTrue(t, "the hand-over", func() bool { return f.rdb.XLen(ctx, f.queue.WebhookStream()).Val() == 1 })
	if len(ep.requests()) != 0 {
		t.Fatal("the generation worker posted the webhook itself")
	}
	f.webhookWorker(t, sender, nil)
	eventuallyTrue(t, "the delivery", func() bool { return len(ep.requests()) == 1 })
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }
