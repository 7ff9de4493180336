package jobs

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"

	"storymail/jobs/writer"
	"storymail/realtime"
	"storymail/storage"
	"storymail/storage/storagetest"
)

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

type fixture struct {
	db     *storage.DB
	rdb    *redis.Client
	prefix string
	queue  *Queue
	notif  *Notifier
}

func newFixture(t *testing.T) *fixture {
	db, _ := storagetest.NewDB(t)
	rdb, prefix := storagetest.NewRedis(t)
	return &fixture{db: db, rdb: rdb, prefix: prefix, queue: NewQueue(rdb, prefix),
		notif: NewNotifier(db, realtime.NewPublisher(rdb, prefix), quiet)}
}

func (f *fixture) worker(t *testing.T, w writer.Writer, mod func(*Options)) (stop func()) {
	o := Options{DB: f.db, Queue: f.queue, Writer: w, Notifier: f.notif, Logger: quiet, Concurrency: 2,
		ClaimInterval: 100 * time.Millisecond, ClaimIdle: 500 * time.Millisecond, SweepInterval: time.Hour,
		RetryBackoff: 10 * time.Millisecond}
	if mod != nil {
		mod(&o)
	}
	wk, err := NewWorker(o)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { _ = wk.Run(ctx); close(done) }()
	var once sync.Once
	stop = func() { once.Do(func() { cancel(); <-done }) }
	t.Cleanup(stop)
	return stop
}

func (f *fixture) user(t *testing.T) *storage.User {
	u, err := f.db.CreateUser(context.Background(), storage.NewUser{ID: uuid.NewString(), Email: uuid.NewString() + "@example.com", PasswordHash: "x", EmailVerified: true})
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func sampleInput() storage.EmailInput {
	return storage.EmailInput{Title: "Launch", ContentFocus: "Our spring coaching launch for new managers",
		Story:  "Two years ago I froze in my first team meeting and nobody followed the plan I had spent a week writing.",
		Lesson: "People follow clarity, not authority.", StoryType: "direct", TargetAudience: "first-time managers in tech",
		DesiredEmotion: "hope", CallToAction: "book", CtaURL: "https://example.com/book", CampaignName: "spring",
		TonePreference: "personal", EmailLength: "short"}
}

func (f *fixture) submit(t *testing.T, userID string) *storage.Email {
	e, _, err := f.db.CreateEmail(context.Background(), uuid.NewString(), userID, sampleInput())
	if err != nil {
		t.Fatal(err)
	}
	if err := f.queue.EnqueueGenerate(context.Background(), e.ID); err != nil {
		t.Fatal(err)
	}
	return e
}

func waitStatus(t *testing.T, db *storage.DB, id, want string) *storage.Email {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) {
		e, err := db.EmailByID(context.Background(), id)
		if err == nil && e.Status == want {
			return e
		}
		time.Sleep(25 * time.Millisecond)
	}
	e, _ := db.EmailByID(context.Background(), id)
	t.Fatalf("email %s never reached %s (now %+v)", id, want, e.Status)
	return nil
}

// gatedWriter blocks every Write until released, counting calls.
type gatedWriter struct {
	calls   atomic.Int32
	started chan struct{}
	release chan struct{}
}

func (g *gatedWriter) Name() string { return "gated" }
func (g *gatedWriter) Write(ctx context.Context, in writer.Input, d func(string)) (writer.Result, error) {
	g.calls.Add(1)
	select {
	case g.started <- struct{}{}:
	default:
	}
	<-g.release
	return writer.NewOffline().Write(ctx, in, d)
}

// flakyWriter fails transiently n times, then writes.
type flakyWriter struct {
	fails atomic.Int32
	calls atomic.Int32
}

func (f *flakyWriter) Name() string { return "flaky" }
func (f *flakyWriter) Write(ctx context.Context, in writer.Input, d func(string)) (writer.Result, error) {
	f.calls.Add(1)
	if f.fails.Add(-1) >= 0 {
		return writer.Result{}, fmt.Errorf("provider 503: %w", writer.ErrTransient)
	}
	return writer.NewOffline().Write(ctx, in, d)
}

func TestGenerateEndToEndAndEvents(t *testing.T) {
	f := newFixture(t)
	u := f.user(t)
	sub := f.rdb.PSubscribe(context.Background(), f.prefix+"*")
	defer sub.Close()
	if _, err := sub.Receive(context.Background()); err != nil {
		t.Fatal(err)
	}
	f.worker(t, writer.NewOffline(), nil)
	e := f.submit(t, u.ID)
	got := waitStatus(t, f.db, e.ID, storage.EmailGenerated)
	if len(got.GeneratedSubject) != storage.TrialSubjectLines || got.GeneratedContent == "" || got.RawResponse == "" {
		t.Fatalf("generated email incomplete: %d subjects, %d chars", len(got.GeneratedSubject), len(got.GeneratedContent))
	}
	seen := map[string]bool{}
	timeout := time.After(5 * time.Second)
	for !(seen["email.delta"] && seen["email.status"] && seen["stats.public"]) {
		select {
		case m := <-sub.Channel():
			for _, typ := range []string{"email.delta", "email.status", "stats.public"} {
				if contains(m.Payload, `"type":"`+typ+`"`) {
					seen[typ] = true
				}
			}
		case <-timeout:
			t.Fatalf("events seen: %v", seen)
		}
	}
}

func contains(s, sub string) bool { return len(s) >= len(sub) && (stringIndex(s, sub) >= 0) }
func stringIndex(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}

func TestDeadConsumerEntryIsReclaimedAndCompletedOnce(t *testing.T) {
	f := newFixture(t)
	u := f.user(t)
	gated := &gatedWriter{started: make(chan struct{}, 1), release: make(chan struct{})}
	stopA := f.worker(t, gated, func(o *Options) { o.Consumer = "doomed"; o.ClaimInterval = time.Hour })
	e := f.submit(t, u.ID)
	select {
	case <-gated.started:
	case <-time.After(10 * time.Second):
		t.Fatal("worker A never started the job")
	}
	// Worker A is now "dead" mid-job: it holds the entry and never acknowledges it.
	go stopA() // its reader stops; its stuck task stays stuck until released below
	f.worker(t, writer.NewOffline(), func(o *Options) { o.Consumer = "rescuer" })
	waitStatus(t, f.db, e.ID, storage.EmailGenerated)

	// The dead consumer wakes up and finishes too late: nothing changes.
	before, _ := f.db.EmailByID(context.Background(), e.ID)
	close(gated.release)
	time.Sleep(300 * time.Millisecond)
	after, _ := f.db.EmailByID(context.Background(), e.ID)
	if !after.GeneratedAt.Equal(*before.GeneratedAt) || after.GeneratedContent != before.GeneratedContent {
		t.Fatal("completion ran twice")
	}
	usr, _ := f.db.UserByID(context.Background(), u.ID)
	if usr.CreditsUsed != 1 {
		t.Fatalf("credits used %d, want 1", usr.CreditsUsed)
	}
	pending, err := f.rdb.XPending(context.Background(), f.queue.stream, f.queue.group).Result()
	if err != nil || pending.Count != 0 {
		t.Fatalf("entries still pending: %+v %v", pending, err)
	}
}

func TestTransientErrorsRetryThenSucceed(t *testing.T) {
	f := newFixture(t)
	u := f.user(t)
	w := &flakyWriter{}
	w.fails.Store(2)
	f.worker(t, w, nil)
	e := f.submit(t, u.ID)
	waitStatus(t, f.db, e.ID, storage.EmailGenerated)
	if w.calls.Load() != 3 {
		t.Fatalf("writer called %d times, want 3", w.calls.Load())
	}
}

func TestFailureAfterThreeAttemptsRefundsCredit(t *testing.T) {
	f := newFixture(t)
	u := f.user(t)
	w := &flakyWriter{}
	w.fails.Store(100)
	f.worker(t, w, nil)
	e := f.submit(t, u.ID)
	got := waitStatus(t, f.db, e.ID, storage.EmailFailed)
	if w.calls.Load() != 3 {
		t.Fatalf("writer called %d times, want 3", w.calls.Load())
	}
	if got.ErrorMessage == "" {
		t.Fatal("no error recorded")
	}
	usr, _ := f.db.UserByID(context.Background(), u.ID)
	if usr.CreditsUsed != 0 || usr.CreditsRemaining() != storage.TrialCredits {
		t.Fatalf("credit not given back: used %d", usr.CreditsUsed)
	}
	// Failing again (e.g. a duplicate delivery) gives nothing more back.
	if done, _ := f.db.FailEmail(context.Background(), e.ID, "again", ""); done {
		t.Fatal("failed twice")
	}
}

func TestPermanentErrorFailsAtOnce(t *testing.T) {
	f := newFixture(t)
	u := f.user(t)
	calls := atomic.Int32{}
	f.worker(t, writerFunc(func() error { calls.Add(1); return fmt.Errorf("bad answer: %w", writer.ErrMalformed) }), nil)
	e := f.submit(t, u.ID)
	waitStatus(t, f.db, e.ID, storage.EmailFailed)
	if calls.Load() != 1 {
		t.Fatalf("permanent error retried: %d calls", calls.Load())
	}
}

type writerFunc func() error

func (writerFunc) Name() string { return "func" }
func (f writerFunc) Write(context.Context, writer.Input, func(string)) (writer.Result, error) {
	return writer.Result{}, f()
}

func TestSweeperRecoversEmailWhoseEntryWasLost(t *testing.T) {
	f := newFixture(t)
	u := f.user(t)
	// Created and committed, but the stream entry never made it (Redis lost it).
	e, _, err := f.db.CreateEmail(context.Background(), uuid.NewString(), u.ID, sampleInput())
	if err != nil {
		t.Fatal(err)
	}
	f.worker(t, writer.NewOffline(), func(o *Options) { o.SweepInterval = 100 * time.Millisecond; o.StuckAfter = 200 * time.Millisecond })
	waitStatus(t, f.db, e.ID, storage.EmailGenerated)
}

func TestPanickingWriterFailsTheEmailNotTheWorker(t *testing.T) {
	f := newFixture(t)
	u := f.user(t)
	f.worker(t, writerFunc(func() error { panic("boom") }), nil)
	e := f.submit(t, u.ID)
	waitStatus(t, f.db, e.ID, storage.EmailFailed)
	e2 := f.submit(t, u.ID)
	waitStatus(t, f.db, e2.ID, storage.EmailFailed)
}

var _ = errors.New

// A backlog is read, started and recorded in batches; every email still ends generated once,
// with one event, one attempt and its entry acknowledged and removed.
func TestBacklogIsGeneratedInBatchesExactlyOnce(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	u := f.user(t)
	const n = 60
	if _, err := f.db.Pool.Exec(ctx, `UPDATE users SET bonus_credits = $2 WHERE id = $1`, u.ID, n); err != nil {
		t.Fatal(err)
	}
	sub := f.rdb.Subscribe(ctx, f.prefix+"realtime")
	defer sub.Close()
	if _, err := sub.Receive(ctx); err != nil {
		t.Fatal(err)
	}
	var ids []string
	for i := 0; i < n; i++ {
		ids = append(ids, f.submit(t, u.ID).ID)
	}
	f.worker(t, writer.NoopWriter{}, func(o *Options) { o.Concurrency = 16 })

	events := map[string]int{}
	timeout := time.After(15 * time.Second)
	for len(events) < n {
		select {
		case m := <-sub.Channel():
			_, body, _ := strings.Cut(m.Payload, "\n")
			var ev struct {
				Type string
				Data EmailStatusEvent
			}
			if json.Unmarshal([]byte(body), &ev) == nil && ev.Type == realtime.TypeEmailStatus && ev.Data.Status == storage.EmailGenerated {
				events[ev.Data.ID]++
			}
		case <-timeout:
			t.Fatalf("%d of %d generated events arrived", len(events), n)
		}
	}
	time.Sleep(200 * time.Millisecond) // a duplicate would have arrived by now
	for len(sub.Channel()) > 0 {
		m := <-sub.Channel()
		if strings.Contains(m.Payload, `"status":"generated"`) && strings.Contains(m.Payload, realtime.TypeEmailStatus) {
			t.Fatalf("a second generated event: %s", m.Payload)
		}
	}
	for _, id := range ids {
		e := waitStatus(t, f.db, id, storage.EmailGenerated)
		if e.Attempts != 1 || events[id] != 1 {
			t.Fatalf("email %s: %d attempts, %d generated events", id, e.Attempts, events[id])
		}
	}
	if got := creditsUsed(t, f.db, u.ID); got != n {
		t.Fatalf("credits used = %d, want %d", got, n)
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		left, _ := f.rdb.XLen(ctx, f.queue.Stream()).Result()
		pending, _ := f.rdb.XPending(ctx, f.queue.Stream(), "workers").Result()
		if left == 0 && pending != nil && pending.Count == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d entries left in the stream, %v pending", left, pending)
		}
		time.Sleep(25 * time.Millisecond)
	}
}
