package server

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os/exec"
	"syscall"
	"testing"
	"time"

	"github.com/fasthttp/websocket"
	"github.com/redis/go-redis/v9"

	"storymail/jobs"
	"storymail/jobs/writer"
	"storymail/realtime"
	"storymail/server/auth"
	"storymail/server/mail"
	"storymail/storage"
	"storymail/storage/storagetest"
)

// privateRedis is a redis-server of the test's own, so it can be stopped and started again.
type privateRedis struct {
	t    *testing.T
	bin  string
	dir  string
	port int
	cmd  *exec.Cmd
	done chan struct{}
}

func startPrivateRedis(t *testing.T) *privateRedis {
	t.Helper()
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		t.Skip("redis-server is not installed")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	r := &privateRedis{t: t, bin: bin, dir: t.TempDir(), port: port}
	r.start()
	t.Cleanup(r.stop)
	return r
}

func (r *privateRedis) addr() string { return fmt.Sprintf("127.0.0.1:%d", r.port) }

// start runs a fresh, empty server on the same port (nothing is persisted, as in production
// where Redis only carries work, events and caches) and waits until it answers.
func (r *privateRedis) start() {
	r.t.Helper()
	r.cmd = exec.Command(r.bin, "--port", fmt.Sprint(r.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
		"--dir", r.dir, "--daemonize", "no", "--loglevel", "warning")
	if err := r.cmd.Start(); err != nil {
		r.t.Fatal(err)
	}
	r.done = make(chan struct{})
	go func(cmd *exec.Cmd, done chan struct{}) { _ = cmd.Wait(); close(done) }(r.cmd, r.done)
	probe := redis.NewClient(&redis.Options{Addr: r.addr(), MaxRetries: -1})
	defer probe.Close()
	deadline := time.Now().Add(10 * time.Second)
	for probe.Ping(context.Background()).Err() != nil {
		if time.Now().After(deadline) {
			r.t.Fatal("private redis-server did not start")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (r *privateRedis) stop() {
	if r.cmd == nil {
		return
	}
	_ = r.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-r.done:
	case <-time.After(5 * time.Second):
		_ = r.cmd.Process.Kill()
		<-r.done
	}
	r.cmd = nil
}

// newEnvOnRedis is newTestEnv on a given Redis client, with a worker that recovers quickly
// (short sweep and stuck thresholds) as `serve` runs one.
// newEnvOnPrivateRedis is a test environment on a Redis of its own, which the test may stop and
// start; the client gives up quickly while it is down.
func newEnvOnPrivateRedis(t *testing.T, tune ...func(*jobs.Options)) (*privateRedis, *testEnv) {
	red := startPrivateRedis(t)
	rdb := redis.NewClient(&redis.Options{Addr: red.addr(), DialTimeout: time.Second, ReadTimeout: 2 * time.Second,
		WriteTimeout: 2 * time.Second, MaxRetries: 1})
	t.Cleanup(func() { _ = rdb.Close() })
	return red, newEnvOnRedis(t, rdb, tune...)
}

func newEnvOnRedis(t *testing.T, rdb *redis.Client, tune ...func(*jobs.Options)) *testEnv {
	t.Helper()
	db, dsn := storagetest.NewDB(t)
	prefix := "smtest-" + storagetest.RandomSuffix() + ":"
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	sessions, err := auth.NewSessions("test-secret-test-secret-test-secret", db)
	if err != nil {
		t.Fatal(err)
	}
	outbox := t.TempDir()
	mailer, err := mail.New(mail.Options{OutboxDir: outbox, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	queue := jobs.NewQueue(rdb, prefix)
	notifier := jobs.NewNotifier(db, realtime.NewPublisher(rdb, prefix), quiet)
	hub, err := realtime.New(realtime.Options{Redis: rdb, Prefix: prefix, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	hubDone := make(chan struct{})
	go func() { _ = hub.Run(ctx); close(hubDone) }()
	wo := jobs.Options{DB: db, Queue: queue, Writer: writer.NoopWriter{}, Notifier: notifier, Logger: quiet,
		Concurrency: 2, ClaimIdle: 500 * time.Millisecond, ClaimInterval: 200 * time.Millisecond,
		SweepInterval: 200 * time.Millisecond, StuckAfter: time.Second}
	for _, f := range tune {
		f(&wo)
	}
	w, err := jobs.NewWorker(wo)
	if err != nil {
		t.Fatal(err)
	}
	workerDone := make(chan struct{})
	go func() { _ = w.Run(ctx); close(workerDone) }()
	t.Cleanup(func() { cancel(); <-hubDone; <-workerDone })
	select {
	case <-hub.Ready():
	case <-time.After(5 * time.Second):
		t.Fatal("hub never subscribed")
	}
	srv, err := New(Options{Env: "test", Hub: hub, AppURL: testOrigin, SuperAdminID: "admin-owner", SupportEmail: "support@storymail.test",
		DB: db, Redis: rdb, RedisPrefix: prefix, Sessions: sessions, Mailer: mailer, Queue: queue, Notifier: notifier,
		Webhooks: jobs.NewWebhookSender(db, queue, nil, quiet), Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	awaitBackground(t, srv)
	return &testEnv{t: t, srv: srv, db: db, outbox: outbox, prefix: prefix, hub: hub, dsn: dsn}
}

// socketEvents reads a socket into a channel until it closes.
func socketEvents(ws *websocket.Conn) <-chan wsEvent {
	ch := make(chan wsEvent, 256)
	go func() {
		defer close(ch)
		for {
			_, raw, err := ws.ReadMessage()
			if err != nil {
				return
			}
			var ev wsEvent
			if json.Unmarshal(raw, &ev) == nil {
				ch <- ev
			}
		}
	}()
	return ch
}

// awaitEvent waits for an event of typ whose data matches; a closed socket fails the test.
func awaitEvent(t *testing.T, events <-chan wsEvent, typ string, match func(json.RawMessage) bool, within time.Duration) bool {
	t.Helper()
	timeout := time.After(within)
	for {
		select {
		case ev, ok := <-events:
			if !ok {
				t.Fatalf("the socket closed while waiting for %s", typ)
			}
			if ev.Type == typ && (match == nil || match(ev.Data)) {
				return true
			}
		case <-timeout:
			return false
		}
	}
}

func generatedEvent(id string) func(json.RawMessage) bool {
	return func(d json.RawMessage) bool {
		var e jobs.EmailStatusEvent
		return json.Unmarshal(d, &e) == nil && e.ID == id && e.Status == storage.EmailGenerated
	}
}

// TestRedisRestartWhileConnected stops Redis under a signed-in user with an open socket and
// starts it again empty. While it is down the API still answers (readiness says 503) and an
// email can be submitted; afterwards the same socket gets events again (the hub re-subscribes),
// the workers re-create their consumer group, and the email submitted during the outage is
// recovered by the sweeper: no email stays stuck.
func TestRedisRestartWhileConnected(t *testing.T) {
	red, env := newEnvOnPrivateRedis(t)
	base := env.listen()
	c := env.client()
	userID := c.signUpVerified("restart@example.com", "secret1")
	ws, _, err := env.dialWS(base, c.cookie, testOrigin)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	events := socketEvents(ws)

	submit := func(what string) string {
		t.Helper()
		r := c.do("POST", "/api/emails", validEmailBody())
		if r.status != 201 {
			t.Fatalf("%s: %d %s", what, r.status, r.body)
		}
		return r.json(t)["id"].(string)
	}
	before := submit("before the restart")
	if !awaitEvent(t, events, "email.status", generatedEvent(before), 10*time.Second) {
		t.Fatal("no email.status generated before the restart")
	}

	red.stop()
	if r := c.do("GET", "/readyz", nil); r.status != 503 {
		t.Fatalf("readyz with Redis down: %d %s", r.status, r.body)
	}
	if r := c.do("GET", "/api/emails", nil); r.status != 200 {
		t.Fatalf("signed-in read with Redis down: %d %s", r.status, r.body)
	}
	during := submit("during the outage") // committed; its stream entry could not be added
	red.start()

	// Events flow again on the same socket once the hub has re-subscribed.
	deadline := time.Now().Add(20 * time.Second)
	for {
		env.srv.opts.Notifier.Usage(context.Background(), userID)
		if awaitEvent(t, events, "usage", nil, 200*time.Millisecond) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no event reached the socket after Redis came back")
		}
	}
	// New emails are written by the workers (they re-create their consumer group) and their
	// status reaches the same socket. For a second or so after the restart the Redis client may
	// still refuse some commands (its dial circuit breaker), and a pub/sub event published then
	// is gone for good; such an email is still recovered by the sweeper, so keep submitting
	// until one event makes it through.
	submitted := []string{before, during}
	pushed := false
	for deadline := time.Now().Add(30 * time.Second); !pushed && time.Now().Before(deadline); {
		id := submit("after the restart")
		submitted = append(submitted, id)
		pushed = awaitEvent(t, events, "email.status", generatedEvent(id), 5*time.Second)
	}
	if !pushed {
		t.Fatal("no email.status generated reached the socket after the restart")
	}
	// No email stays stuck: every one, including the one submitted during the outage, is
	// written (the sweeper re-enqueues what the stream lost).
	for _, id := range submitted {
		deadline := time.Now().Add(20 * time.Second)
		for {
			e, err := env.db.EmailByID(context.Background(), id)
			if err != nil {
				t.Fatal(err)
			}
			if e.Status == storage.EmailGenerated {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("email %s is stuck in %s", id, e.Status)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		r := c.do("GET", "/readyz", nil)
		if r.status == 200 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("readyz after the restart: %d %s", r.status, r.body)
		}
	}
	r := c.do("GET", "/api/usage", nil)
	if u := r.json(t)["usage"].(map[string]any); u["emailsCreated"] != float64(len(submitted)) {
		t.Fatalf("usage after the restart: %s, want %d emails", r.body, len(submitted))
	}
	var n int
	_ = env.db.Pool.QueryRow(context.Background(), `SELECT count(*) FROM emails`).Scan(&n)
	if n != len(submitted) {
		t.Fatalf("%d emails stored, want %d", n, len(submitted))
	}
}

// TestRedisReturnQueuesWhatItMissed: an email submitted while Redis is down could not queue its
// job. With the stuck sweep minutes away, the worker queues it the moment Redis answers again,
// and its owner's socket (told to resync, and then pushed the result) learns it is written.
func TestRedisReturnQueuesWhatItMissed(t *testing.T) {
	red, env := newEnvOnPrivateRedis(t, func(o *jobs.Options) {
		o.SweepInterval, o.StuckAfter = 10*time.Minute, 10*time.Minute // the sweep cannot be what recovers it
	})
	base := env.listen()
	c := env.client()
	c.signUpVerified("outage@example.com", "secret1")
	ws, _, err := env.dialWS(base, c.cookie, testOrigin)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	events := socketEvents(ws)

	red.stop()
	r := c.do("POST", "/api/emails", validEmailBody())
	if r.status != 201 {
		t.Fatalf("submit during the outage: %d %s", r.status, r.body)
	}
	during := r.json(t)["id"].(string)
	time.Sleep(500 * time.Millisecond) // the worker's read fails meanwhile
	if e, _ := env.db.EmailByID(context.Background(), during); e == nil || e.Status != storage.EmailProcessing {
		t.Fatalf("email written while Redis was down: %+v", e)
	}
	red.start()
	back := time.Now()

	if !awaitEvent(t, events, "resync", nil, 20*time.Second) {
		t.Fatal("the socket was not told to resync after Redis came back")
	}
	for {
		e, err := env.db.EmailByID(context.Background(), during)
		if err != nil {
			t.Fatal(err)
		}
		if e.Status == storage.EmailGenerated {
			break
		}
		if time.Since(back) > 15*time.Second {
			t.Fatalf("email submitted during the outage still %s %s after Redis came back", e.Status, time.Since(back))
		}
		time.Sleep(100 * time.Millisecond)
	}
	// What the resynced page reads now shows it written.
	r = c.do("GET", "/api/emails/"+during, nil)
	if r.status != 200 || r.json(t)["status"] != storage.EmailGenerated {
		t.Fatalf("after the outage: %d %s", r.status, r.body)
	}
}
