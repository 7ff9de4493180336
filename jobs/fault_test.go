package jobs

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/google/uuid"

	"storymail/jobs/writer"
	"storymail/realtime"
	"storymail/storage"
	"storymail/storage/storagetest"
)

// slowModel is an HTTP server speaking the OpenAI chat-completions streaming format. While
// slow is set it sends one chunk every chunkEvery, so a worker can be killed mid-answer.
type slowModel struct {
	srv        *httptest.Server
	slow       atomic.Bool
	chunkEvery time.Duration
	requests   atomic.Int32 // fresh generations asked for
	// streaming counts answers that have sent at least two chunks and are still going.
	mu        sync.Mutex
	streaming int
	midway    chan struct{} // gets a value each time an answer passes its second chunk
}

func newSlowModel(t *testing.T) *slowModel {
	m := &slowModel{chunkEvery: 150 * time.Millisecond, midway: make(chan struct{}, 64)}
	m.slow.Store(true)
	m.srv = httptest.NewServer(http.HandlerFunc(m.serve))
	t.Cleanup(m.srv.Close)
	return m
}

func (m *slowModel) serve(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Model    string `json:"model"`
		Messages []any  `json:"messages"`
	}
	_ = json.NewDecoder(r.Body).Decode(&req)
	if len(req.Messages) <= 2 {
		// A fresh generation; the writer's corrective turn (this short answer fails the length
		// check) carries the first answer and the correction, and is not counted.
		m.requests.Add(1)
	}
	w.Header().Set("Content-Type", "text/event-stream")
	fl := w.(http.Flusher)
	send := func(delta map[string]any, finish any) bool {
		b, _ := json.Marshal(map[string]any{
			"id": "chatcmpl-fault", "object": "chat.completion.chunk", "created": 1700000000, "model": req.Model,
			"choices": []any{map[string]any{"index": 0, "delta": delta, "finish_reason": finish, "logprobs": nil}},
		})
		if _, err := fmt.Fprintf(w, "data: %s\n\n", b); err != nil {
			return false
		}
		fl.Flush()
		return r.Context().Err() == nil
	}
	answer := "<subjects>\n1. The night the oven died\n2. What a cold kitchen taught me\n3. Start before you are ready\n</subjects>\n<email>\n" +
		"Hi there,\n\nTwo years ago my oven died the night before our biggest order.\n\nI learned that clarity beats heroics.\n\n" +
		"Book a call here: https://example.com/book\n\nTalk soon,\n\nP.S. Only five places this month.\n</email>"
	var chunks []string
	for len(answer) > 0 {
		n := min(24, len(answer))
		chunks, answer = append(chunks, answer[:n]), answer[n:]
	}
	if !send(map[string]any{"role": "assistant", "content": ""}, nil) {
		return
	}
	for i, c := range chunks {
		if !send(map[string]any{"content": c}, nil) {
			return
		}
		if m.slow.Load() {
			if i == 1 {
				m.midway <- struct{}{}
			}
			select {
			case <-time.After(m.chunkEvery):
			case <-r.Context().Done():
				return
			}
		}
	}
	send(map[string]any{}, "stop")
	fmt.Fprint(w, "data: [DONE]\n\n")
	fl.Flush()
}

// buildStorymail compiles the storymail command (without the embedded UI) for the test.
func buildStorymail(t *testing.T) string {
	t.Helper()
	goBin, err := exec.LookPath("go")
	if err != nil {
		goBin = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	out := filepath.Join(t.TempDir(), "storymail")
	cmd := exec.Command(goBin, "build", "-o", out, ".")
	cmd.Dir = ".." // the module root, where package main lives
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build storymail: %v\n%s", err, b)
	}
	return out
}

// lockedBuffer collects a child process's output for the failure message.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestWorkerKilledMidGenerationLosesNothing runs `storymail worker` against a model that
// streams slowly, kills the process with SIGKILL while every email is half written, then lets
// another worker take over: every email is generated exactly once, nothing is charged twice
// and no credit is given back for an email that was delivered.
func TestWorkerKilledMidGenerationLosesNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the storymail binary")
	}
	bin := buildStorymail(t)
	db, dsn := storagetest.NewDB(t)
	rdb, prefix := storagetest.NewRedis(t)
	queue := NewQueue(rdb, prefix)
	model := newSlowModel(t)
	ctx := context.Background()

	// Every email.status event, counted per email and status.
	events := map[string]int{}
	var evMu sync.Mutex
	sub := rdb.Subscribe(ctx, prefix+"realtime")
	t.Cleanup(func() { _ = sub.Close() })
	if _, err := sub.Receive(ctx); err != nil {
		t.Fatal(err)
	}
	go func() {
		for msg := range sub.Channel() {
			_, ev, ok := strings.Cut(msg.Payload, "\n")
			var e struct {
				Type string
				Data EmailStatusEvent
			}
			if !ok || json.Unmarshal([]byte(ev), &e) != nil || e.Type != realtime.TypeEmailStatus {
				continue
			}
			evMu.Lock()
			events[e.Data.ID+" "+e.Data.Status]++
			evMu.Unlock()
		}
	}()

	u, err := db.CreateUser(ctx, storage.NewUser{ID: uuid.NewString(), Email: "killed@example.com", PasswordHash: "x", EmailVerified: true})
	if err != nil {
		t.Fatal(err)
	}
	const n = 3
	var ids []string
	for i := 0; i < n; i++ {
		e, _, err := db.CreateEmail(ctx, uuid.NewString(), u.ID, sampleInput())
		if err != nil {
			t.Fatal(err)
		}
		if err := queue.EnqueueGenerate(ctx, e.ID); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, e.ID)
	}

	redisURL := os.Getenv("REDIS_URL")
	if redisURL == "" {
		redisURL = storagetest.DefaultRedisURL
	}
	var out lockedBuffer
	cmd := exec.Command(bin, "worker")
	cmd.Env = append(os.Environ(), "APP_ENV=test", "DATABASE_URL="+dsn, "REDIS_URL="+redisURL, "REDIS_PREFIX="+prefix,
		"LLM_BASE_URL="+model.srv.URL+"/v1", "LLM_API_KEY=test-key", "LLM_MODEL=test-model", "WORKERS="+fmt.Sprint(n), "WRITER=")
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-exited
	})

	// Kill once every answer is streaming, well before any can finish.
	for i := 0; i < n; i++ {
		select {
		case <-model.midway:
		case err := <-exited:
			t.Fatalf("worker exited early (%v):\n%s", err, out.String())
		case <-time.After(45 * time.Second):
			t.Fatalf("the worker never got midway through %d answers:\n%s", n, out.String())
		}
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	if err := <-exited; err == nil || !strings.Contains(err.Error(), "killed") {
		t.Fatalf("worker did not die of SIGKILL: %v", err)
	}
	exited <- nil // for the cleanup

	// Nothing is lost: each email is still processing, charged once, and its entry is pending
	// for the dead consumer.
	for _, id := range ids {
		e, err := db.EmailByID(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if e.Status != storage.EmailProcessing || e.Attempts != 1 {
			t.Fatalf("after the kill email %s is %s with %d attempts", id, e.Status, e.Attempts)
		}
	}
	pending, err := rdb.XPending(ctx, queue.Stream(), "workers").Result()
	if err != nil {
		t.Fatal(err)
	}
	if pending.Count != n {
		t.Fatalf("%d entries pending after the kill, want %d", pending.Count, n)
	}
	if got := creditsUsed(t, db, u.ID); got != n {
		t.Fatalf("credits used after the kill = %d, want %d", got, n)
	}

	// A second worker reclaims the dead consumer's entries and finishes them.
	model.slow.Store(false)
	wr, err := writer.New(writer.Options{BaseURL: model.srv.URL + "/v1", APIKey: "test-key", Model: "test-model"})
	if err != nil {
		t.Fatal(err)
	}
	w, err := NewWorker(Options{DB: db, Queue: queue, Writer: wr, Notifier: NewNotifier(db, realtime.NewPublisher(rdb, prefix), quiet),
		Logger: quiet, Concurrency: 2, ClaimIdle: 300 * time.Millisecond, ClaimInterval: 100 * time.Millisecond, SweepInterval: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	wctx, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() { _ = w.Run(wctx); close(done) }()
	t.Cleanup(func() { stop(); <-done })

	for _, id := range ids {
		e := waitStatus(t, db, id, storage.EmailGenerated)
		if e.Attempts != 2 || len(e.GeneratedSubject) != storage.TrialSubjectLines || !strings.Contains(e.GeneratedContent, "oven died") || e.CreditRefunded {
			t.Fatalf("email %s: attempts %d, subjects %q, refunded %v, content %q", id, e.Attempts, e.GeneratedSubject, e.CreditRefunded, e.GeneratedContent)
		}
	}
	time.Sleep(300 * time.Millisecond) // any duplicate event would have arrived by now
	evMu.Lock()
	for _, id := range ids {
		if got := events[id+" "+storage.EmailGenerated]; got != 1 {
			t.Errorf("email %s: %d email.status generated events, want exactly 1", id, got)
		}
	}
	evMu.Unlock()
	if got := creditsUsed(t, db, u.ID); got != n {
		t.Fatalf("credits used at the end = %d, want %d", got, n)
	}
	list, err := db.ListEmails(ctx, u.ID, 0)
	if err != nil || len(list) != n {
		t.Fatalf("user has %d emails (%v), want %d", len(list), err, n)
	}
	if p, _ := rdb.XPending(ctx, queue.Stream(), "workers").Result(); p.Count != 0 {
		t.Fatalf("%d entries still pending", p.Count)
	}
	if got := model.requests.Load(); got != 2*n {
		t.Fatalf("model answered %d requests, want %d (one killed and one finished per email)", got, 2*n)
	}
}

func creditsUsed(t *testing.T, db *storage.DB, userID string) int {
	t.Helper()
	u, err := db.UserByID(context.Background(), userID)
	if err != nil {
		t.Fatal(err)
	}
	return u.CreditsUsed
}
