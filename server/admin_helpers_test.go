package server

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"storymail/jobs"
	"storymail/jobs/writer"
	"storymail/realtime"
	"storymail/server/auth"
	"storymail/storage"
)

// adminFixture is a server with one account of each role, signed in on first use.
type adminFixture struct {
	env     *testEnv
	visitor *client
	userID  string
	adminID string
	superID string
	clients map[string]*client
}

const (
	superEmail    = "owner@storymail.test"
	staffEmail    = "staff@storymail.test"
	staffPassword = "staff-password-1"
	customerEmail = "ann@example.com"
	customerPass  = "secret1"
)

// testHashes caches password hashes: argon2id is deliberately slow and tests sign in a lot.
var testHashes sync.Map

func testHash(t *testing.T, password string) string {
	t.Helper()
	if h, ok := testHashes.Load(password); ok {
		return h.(string)
	}
	h, err := auth.HashPassword(password)
	if err != nil {
		t.Fatal(err)
	}
	testHashes.Store(password, h)
	return h
}

func newAdminFixture(t *testing.T) *adminFixture {
	t.Helper()
	env := newTestEnv(t)
	f := &adminFixture{env: env, visitor: env.client(), superID: "admin-owner", adminID: "admin-" + uuid.NewString(),
		clients: map[string]*client{}}
	env.createStaff(f.superID, superEmail, staffPassword)
	env.createStaff(f.adminID, staffEmail, staffPassword)
	f.userID = env.seedUserWithPassword(customerEmail, customerPass)
	return f
}

func (f *adminFixture) signedIn(email, password string) *client {
	if c, ok := f.clients[email]; ok {
		return c
	}
	c := f.env.login(email, password)
	f.clients[email] = c
	return c
}

func (f *adminFixture) super() *client { return f.signedIn(superEmail, staffPassword) }
func (f *adminFixture) admin() *client { return f.signedIn(staffEmail, staffPassword) }
func (f *adminFixture) user() *client  { return f.signedIn(customerEmail, customerPass) }

// createStaff creates a staff account directly in storage.
func (e *testEnv) createStaff(id, email, password string) {
	e.t.Helper()
	if _, err := e.db.UpsertAdmin(context.Background(), storage.NewUser{ID: id, Email: email, PasswordHash: testHash(e.t, password), FirstName: "Staff"}); err != nil {
		e.t.Fatal(err)
	}
}

// login signs a new client in through the API.
func (e *testEnv) login(email, password string) *client {
	e.t.Helper()
	c := e.client()
	if r := c.do("POST", "/api/auth/login", map[string]string{"email": email, "password": password}); r.status != 200 {
		e.t.Fatalf("login %s: %d %s", email, r.status, r.body)
	}
	return c
}

// signInStaff creates a staff account directly in storage and signs in through the API.
func (e *testEnv) signInStaff(id, email, password string) *client {
	e.t.Helper()
	e.createStaff(id, email, password)
	return e.login(email, password)
}

// seedUserWithPassword inserts a verified customer who can sign in.
func (e *testEnv) seedUserWithPassword(email, password string) string {
	e.t.Helper()
	id := uuid.NewString()
	if _, err := e.db.CreateUser(context.Background(), storage.NewUser{ID: id, Email: email, PasswordHash: testHash(e.t, password),
		FirstName: "Test", EmailVerified: true}); err != nil {
		e.t.Fatal(err)
	}
	return id
}

// seedUser inserts a customer directly (no password needed) and returns its id.
func (e *testEnv) seedUser(email, first, last string) string {
	e.t.Helper()
	id := uuid.NewString()
	if _, err := e.db.CreateUser(context.Background(), storage.NewUser{ID: id, Email: email, PasswordHash: "x",
		FirstName: first, LastName: last, EmailVerified: true}); err != nil {
		e.t.Fatal(err)
	}
	return id
}

// exec runs fixture SQL.
func (e *testEnv) exec(query string, args ...any) {
	e.t.Helper()
	if _, err := e.db.Pool.Exec(context.Background(), query, args...); err != nil {
		e.t.Fatalf("%s: %v", query, err)
	}
}

func (e *testEnv) queryInt(query string, args ...any) int {
	e.t.Helper()
	var n int
	if err := e.db.Pool.QueryRow(context.Background(), query, args...).Scan(&n); err != nil {
		e.t.Fatalf("%s: %v", query, err)
	}
	return n
}

func adminEmailInput(title string) storage.EmailInput {
	return storage.EmailInput{Title: title, ContentFocus: "Focus on " + title, Story: strings.Repeat("A true story. ", 5),
		Lesson: "Start small", StoryType: "direct", TargetAudience: "busy coaches", DesiredEmotion: "hope",
		CallToAction: "Buy now", CtaURL: "https://example.com/offer", KeyBenefit: "more time", Price: "$49",
		ProofElement: "100 clients", TonePreference: "warm", EmailLength: "short", CampaignName: "spring"}
}

// seedEmail submits an email for userID the way the API does (taking a credit).
func (e *testEnv) seedEmail(userID, title string) *storage.Email {
	e.t.Helper()
	em, _, err := e.db.CreateEmail(context.Background(), uuid.NewString(), userID, adminEmailInput(title))
	if err != nil {
		e.t.Fatal(err)
	}
	return em
}

// startWorker runs the real jobs worker (offline writer) until the test ends.
func (e *testEnv) startWorker() {
	e.t.Helper()
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	w, err := jobs.NewWorker(jobs.Options{DB: e.db, Queue: e.srv.opts.Queue, Writer: writer.NewOffline(),
		Notifier: e.srv.opts.Notifier, Webhooks: e.srv.opts.Webhooks, Logger: quiet, Concurrency: 2})
	if err != nil {
		e.t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { _ = w.Run(ctx); close(done) }()
	e.t.Cleanup(func() { cancel(); <-done })
}

// eventually polls cond for up to 10 s.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(25 * time.Millisecond)
	}
}

// events listens to the realtime channel like an admin's hub and returns a function that
// waits for an event of typ for the audience scope ("@" admins, "@@" the super admin, "u:<id>" a
// user) and answers
// its data.
func (e *testEnv) events() func(scope, typ string) map[string]any {
	e.t.Helper()
	ctx, stop := context.WithCancel(context.Background())
	sub := e.srv.opts.Redis.Subscribe(ctx, e.prefix+"realtime")
	if _, err := sub.Receive(ctx); err != nil {
		e.t.Fatal(err)
	}
	// Admin events are only published while an admin (the super admin's, while they) is online.
	pub := realtime.NewPublisher(e.srv.opts.Redis, e.prefix)
	if err := pub.MarkSuperAdminsOnline(ctx); err != nil {
		e.t.Fatal(err)
	}
	go func() {
		for tick := time.Tick(time.Second); ; {
			select {
			case <-ctx.Done():
				return
			case <-tick:
				_ = pub.MarkSuperAdminsOnline(ctx)
			}
		}
	}()
	e.t.Cleanup(func() { stop(); _ = sub.Close() })
	ch := sub.Channel()
	return func(scope, typ string) map[string]any {
		e.t.Helper()
		timeout := time.After(10 * time.Second)
		for {
			select {
			case m := <-ch:
				head, body, _ := strings.Cut(m.Payload, "\n")
				var ev realtime.Event
				if head != scope || json.Unmarshal([]byte(body), &ev) != nil || ev.Type != typ {
					continue
				}
				data, _ := ev.Data.(map[string]any)
				return data
			case <-timeout:
				e.t.Fatalf("no %s event for %s", typ, scope)
				return nil
			}
		}
	}
}

func keysOf(m map[string]any) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

// hasKeys fails unless m has every key.
func hasKeys(t *testing.T, what string, m map[string]any, keys ...string) {
	t.Helper()
	for _, k := range keys {
		if _, ok := m[k]; !ok {
			t.Fatalf("%s lacks %q (has %v)", what, k, keysOf(m))
		}
	}
}

func list(t *testing.T, m map[string]any, key string) []map[string]any {
	t.Helper()
	raw, ok := m[key].([]any)
	if !ok {
		t.Fatalf("%q is not a list: %v", key, m[key])
	}
	out := make([]map[string]any, len(raw))
	for i, v := range raw {
		out[i], _ = v.(map[string]any)
	}
	return out
}
