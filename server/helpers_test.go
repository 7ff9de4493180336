package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"storymail/jobs"
	"storymail/realtime"
	"storymail/server/auth"
	"storymail/server/mail"
	"storymail/storage"
	"storymail/storage/storagetest"
)

const testOrigin = "http://localhost:8080"

// testEnv is a server on a fresh database and Redis prefix, with its mail outbox.
type testEnv struct {
	t      *testing.T
	srv    *Server
	db     *storage.DB
	outbox string
	prefix string
	hub    *realtime.Hub
	dsn    string
}

func newTestEnv(t *testing.T) *testEnv {
	t.Helper()
	db, dsn := storagetest.NewDB(t)
	rdb, prefix := storagetest.NewRedis(t)
	sessions, err := auth.NewSessions("test-secret-test-secret-test-secret", db)
	if err != nil {
		t.Fatal(err)
	}
	outbox := t.TempDir()
	mailer, err := mail.New(mail.Options{OutboxDir: outbox, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	queue := jobs.NewQueue(rdb, prefix)
	notifier := jobs.NewNotifier(db, realtime.NewPublisher(rdb, prefix), quiet)
	hub, err := realtime.New(realtime.Options{Redis: rdb, Prefix: prefix, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	hubCtx, stopHub := context.WithCancel(context.Background())
	hubDone := make(chan struct{})
	go func() { _ = hub.Run(hubCtx); close(hubDone) }()
	t.Cleanup(func() { stopHub(); <-hubDone })
	srv, err := New(Options{Env: "test", Hub: hub, AppURL: testOrigin, SuperAdminID: "admin-owner", SupportEmail: "support@storymail.test",
		DB: db, Redis: rdb, RedisPrefix: prefix, Sessions: sessions, Mailer: mailer, Queue: queue, Notifier: notifier,
		Webhooks: jobs.NewWebhookSender(db, queue, nil, quiet), Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	awaitBackground(t, srv)
	return &testEnv{t: t, srv: srv, db: db, outbox: outbox, prefix: prefix, hub: hub, dsn: dsn}
}

// client is a browser: it keeps the session cookie and sends the app's Origin.
type client struct {
	env    *testEnv
	cookie string
	origin string
	ip     string
}

func (e *testEnv) client() *client { return &client{env: e, origin: testOrigin, ip: "10.0.0.1"} }

type response struct {
	status int
	body   []byte
	header http.Header
}

func (r response) json(t *testing.T) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(r.body, &m); err != nil {
		t.Fatalf("body is not a JSON object (%d): %s", r.status, r.body)
	}
	return m
}

func (r response) message(t *testing.T) string {
	m, _ := r.json(t)["message"].(string)
	return m
}

func (c *client) do(method, path string, body any) response {
	c.env.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	default:
		raw, _ := json.Marshal(b)
		rd = bytes.NewReader(raw)
	}
	req := httptest.NewRequest(method, path, rd)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Forwarded-For", c.ip)
	if c.origin != "" {
		req.Header.Set("Origin", c.origin)
	}
	if c.cookie != "" {
		req.Header.Set("Cookie", auth.CookieName+"="+c.cookie)
	}
	res, err := c.env.srv.App().Test(req, 30_000)
	if err != nil {
		c.env.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	for _, ck := range res.Cookies() {
		if ck.Name == auth.CookieName {
			c.cookie = ck.Value
		}
	}
	return response{status: res.StatusCode, body: raw, header: res.Header}
}

// signUpVerified creates a verified account through the API and signs the client in.
func (c *client) signUpVerified(email, password string) string {
	t := c.env.t
	t.Helper()
	r := c.do("POST", "/api/auth/signup", map[string]string{"email": email, "password": password, "firstName": "Test"})
	if r.status != 201 {
		t.Fatalf("signup %s: %d %s", email, r.status, r.body)
	}
	link := c.env.lastLink(email, "/api/auth/verify-email")
	r = c.do("GET", strings.TrimPrefix(link, testOrigin), nil)
	if r.status != 303 || r.header.Get("Location") != "/email-verified?verified=true" {
		t.Fatalf("verify: %d %s", r.status, r.header.Get("Location"))
	}
	r = c.do("POST", "/api/auth/login", map[string]string{"email": email, "password": password})
	if r.status != 200 {
		t.Fatalf("login: %d %s", r.status, r.body)
	}
	return r.json(t)["user"].(map[string]any)["id"].(string)
}

var linkRE = regexp.MustCompile(`https?://[^\s"<>]+`)

// lastLink returns the newest link containing path from mail sent to addr, waiting briefly for
// mail sent after the answer.
func (e *testEnv) lastLink(addr, path string) string {
	e.t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		files, _ := filepath.Glob(filepath.Join(e.outbox, "*.eml"))
		sort.Strings(files)
		for i := len(files) - 1; i >= 0; i-- {
			b, _ := os.ReadFile(files[i])
			if !strings.Contains(string(b), "To: <"+addr+">") {
				continue
			}
			for _, l := range linkRE.FindAllString(string(b), -1) {
				if strings.Contains(l, path) {
					return l
				}
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	e.t.Fatalf("no mail to %s with a %s link", addr, path)
	return ""
}

func (e *testEnv) mailCount(addr string) int {
	files, _ := filepath.Glob(filepath.Join(e.outbox, "*.eml"))
	n := 0
	for _, f := range files {
		b, _ := os.ReadFile(f)
		if strings.Contains(string(b), "To: <"+addr+">") {
			n++
		}
	}
	return n
}

// listen serves the app on a real loopback port and returns its base URL.
func (e *testEnv) listen() string {
	e.t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		e.t.Fatal(err)
	}
	go func() { _ = e.srv.App().Listener(ln) }()
	e.t.Cleanup(func() { _ = e.srv.App().Shutdown() })
	return "http://" + ln.Addr().String()
}

func jsonUnmarshal(b []byte, v any) error { return json.Unmarshal(b, v) }

// TestMain lowers the password hashing cost: the tests check behaviour, not argon2's
// parameters, and a full-cost hash under -race takes seconds.
func TestMain(m *testing.M) {
	auth.SetHashMemory(4 * 1024)
	os.Exit(m.Run())
}

// awaitBackground lets the server's detached tasks (mail sent after answering) finish before
// the test's temporary directories are removed. The test's own context is already cancelled
// when cleanups run, so the wait has its own bound.
func awaitBackground(tb testing.TB, srv *Server) {
	tb.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		srv.bg.wait(ctx)
	})
}
