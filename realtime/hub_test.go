package realtime

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/fasthttp/websocket"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
)

func TestEventCrossesInstances(t *testing.T) {
	rdb := newRedis(t, "")
	prefix := testPrefix()
	a := startHub(t, Options{Redis: rdb, Prefix: prefix})
	b := startHub(t, Options{Redis: rdb, Prefix: prefix})
	onB := dial(t, wsServer(t, b), "user=u1")
	visitorOnA := dial(t, wsServer(t, a), "")
	waitConns(t, b, 1)
	waitConns(t, a, 1)

	ctx := context.Background()
	if err := a.ToUser(ctx, "u1", TypeEmailStatus, map[string]string{"id": "e1", "status": "completed"}); err != nil {
		t.Fatal(err)
	}
	ev := onB.expect("user on hub B", TypeEmailStatus)
	if string(ev.Data) != `{"id":"e1","status":"completed"}` {
		t.Fatalf("data = %s", ev.Data)
	}
	if err := b.ToAll(ctx, TypeStatsPublic, map[string]int{"emails": 3}); err != nil {
		t.Fatal(err)
	}
	onB.expect("user on hub B", TypeStatsPublic)
	visitorOnA.expect("visitor on hub A", TypeStatsPublic)

	// A worker holds no hub, only a publisher.
	if err := NewPublisher(rdb, prefix).ToUser(ctx, "u1", TypeUsage, nil); err != nil {
		t.Fatal(err)
	}
	if ev := onB.expect("user on hub B", TypeUsage); string(ev.Data) != "{}" {
		t.Fatalf("nil data sent as %s, want {}", ev.Data)
	}

	// Another prefix is another world.
	if err := NewPublisher(rdb, testPrefix()).ToAll(ctx, TypeStatsPublic, nil); err != nil {
		t.Fatal(err)
	}
	if err := a.ToAll(ctx, "marker", nil); err != nil {
		t.Fatal(err)
	}
	onB.expect("user on hub B", "marker")
}

func TestAudiences(t *testing.T) {
	rdb := newRedis(t, "")
	prefix := testPrefix()
	h1 := startHub(t, Options{Redis: rdb, Prefix: prefix})
	h2 := startHub(t, Options{Redis: rdb, Prefix: prefix})
	s1, s2 := wsServer(t, h1), wsServer(t, h2)

	clients := map[string]*testClient{
		"alice tab 1": dial(t, s1, "user=alice"),
		"alice tab 2": dial(t, s1, "user=alice"),
		"alice tab 3": dial(t, s2, "user=alice"),
		"bob":         dial(t, s2, "user=bob"),
		"admin 1":     dial(t, s1, "user=admin-owner&admin=1"),
		"admin 2":     dial(t, s2, "user=admin-2&admin=1"),
		"visitor 1":   dial(t, s1, ""),
		"visitor 2":   dial(t, s2, ""),
	}
	waitConns(t, h1, 4)
	waitConns(t, h2, 4)
	if got, want := h1.Stats(), (Stats{Connections: 4, Users: 2, Admins: 1, Visitors: 1}); got != want {
		t.Fatalf("hub 1 stats = %+v, want %+v", got, want)
	}

	ctx := context.Background()
	cases := []struct {
		name      string
		publish   func() error
		typ       string
		receivers []string
	}{
		{"to user", func() error { return h2.ToUser(ctx, "alice", TypeEmailDelta, map[string]any{"seq": 1}) },
			TypeEmailDelta, []string{"alice tab 1", "alice tab 2", "alice tab 3"}},
		{"to admins", func() error { return h1.ToAdmins(ctx, TypeAdminEmail, map[string]string{"id": "e9"}) },
			TypeAdminEmail, []string{"admin 1", "admin 2"}},
		{"to admin as a user", func() error { return h1.ToUser(ctx, "admin-2", TypeSubscription, nil) },
			TypeSubscription, []string{"admin 2"}},
		{"to nobody", func() error { return h1.ToUser(ctx, "carol", TypeUsage, nil) },
			TypeUsage, nil},
		{"to all", func() error { return h2.ToAll(ctx, TypeStatsPublic, map[string]int{"n": 1}) },
			TypeStatsPublic, []string{"alice tab 1", "alice tab 2", "alice tab 3", "bob", "admin 1", "admin 2", "visitor 1", "visitor 2"}},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.publish(); err != nil {
				t.Fatal(err)
			}
			// Events share one ordered channel, so a marker sent to everyone
			// right after proves who did not get the event.
			marker := fmt.Sprintf("marker.%d", i)
			if err := h1.ToAll(ctx, marker, nil); err != nil {
				t.Fatal(err)
			}
			for name, c := range clients {
				c.t = t
				if contains(tc.receivers, name) {
					c.expect(name, tc.typ)
				}
				c.expect(name, marker)
			}
		})
	}
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

func TestSlowClientIsDropped(t *testing.T) {
	rdb := newRedis(t, "")
	h := startHub(t, Options{Redis: rdb, Prefix: testPrefix(), SendBuffer: 4})
	srv := wsServer(t, h)
	fast1 := dial(t, srv, "user=u1")
	fast2 := dial(t, srv, "")
	slow := dial(t, srv, "stall=1")
	waitConns(t, h, 3)

	ctx := context.Background()
	const events = 20
	for i := range events {
		if err := h.ToAll(ctx, TypeStatsPublic, map[string]int{"i": i}); err != nil {
			t.Fatal(err)
		}
		// Fast readers keep up; the stalled one can take one write plus
		// SendBuffer queued events before the hub gives up on it.
		for name, c := range map[string]*testClient{"fast 1": fast1, "fast 2": fast2} {
			ev := c.expect(name, TypeStatsPublic)
			if want := fmt.Sprintf(`{"i":%d}`, i); string(ev.Data) != want {
				t.Fatalf("%s: event %s, want %s", name, ev.Data, want)
			}
		}
	}
	slow.waitClosed("slow client", waitFor)
	waitConns(t, h, 2)
	if st := h.Stats(); st.Dropped != 1 {
		t.Fatalf("dropped = %d, want 1", st.Dropped)
	}
	// The survivors keep working.
	if err := h.ToUser(ctx, "u1", TypeUsage, nil); err != nil {
		t.Fatal(err)
	}
	fast1.expect("fast 1", TypeUsage)
}

func TestHeartbeat(t *testing.T) {
	rdb := newRedis(t, "")
	h := startHub(t, Options{Redis: rdb, Prefix: testPrefix(),
		PingInterval: 40 * time.Millisecond, PongWait: 200 * time.Millisecond, WriteWait: time.Second})
	srv := wsServer(t, h)
	alive := dial(t, srv, "")
	silent := dial(t, srv, "", noPong)

	// A client that never pongs goes quiet and is cut off after PongWait.
	silent.waitClosed("silent client", 2*time.Second)
	if silent.pings.Load() == 0 {
		t.Fatal("silent client saw no pings")
	}
	// One that answers stays, well past several PongWaits.
	time.Sleep(600 * time.Millisecond)
	select {
	case <-alive.done:
		t.Fatalf("answering client was disconnected: %v", alive.err)
	default:
	}
	if n := alive.pings.Load(); n < 5 {
		t.Fatalf("answering client saw %d pings, want at least 5", n)
	}
	waitConns(t, h, 1)
}

func TestClientMessages(t *testing.T) {
	rdb := newRedis(t, "")
	h := startHub(t, Options{Redis: rdb, Prefix: testPrefix()})
	srv := wsServer(t, h)
	c := dial(t, srv, "user=u1")

	c.send(`{"type":"ping"}`)
	if ev := c.expect("client", ServerPong); string(ev.Data) != "{}" {
		t.Fatalf("pong data = %s", ev.Data)
	}
	// Unknown and malformed messages are ignored; the socket stays usable.
	for _, m := range []string{`{"type":"subscribe","data":{"x":1}}`, `not json`, `{"type":`, `[]`, `{}`, `null`} {
		c.send(m)
	}
	if err := c.ws.WriteMessage(websocket.BinaryMessage, []byte{0, 1, 2}); err != nil {
		t.Fatal(err)
	}
	c.send(` {"type":"ping","data":null} `)
	c.expect("client", ServerPong)

	// Anything over the read limit ends the connection.
	big := dial(t, srv, "")
	big.send(`{"type":"ping","data":"` + strings.Repeat("x", MaxClientMessage) + `"}`)
	big.waitClosed("oversized sender", waitFor)
	if !websocket.IsCloseError(big.err, websocket.CloseMessageTooBig) {
		t.Fatalf("oversized sender closed with %v, want 1009", big.err)
	}
	c.send(`{"type":"ping"}`)
	c.expect("client", ServerPong)
}

func TestShutdownClosesSockets(t *testing.T) {
	rdb := newRedis(t, "")
	h, err := New(Options{Redis: rdb, Prefix: testPrefix()})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	runErr := make(chan error, 1)
	go func() { runErr <- h.Run(ctx) }()
	<-h.Ready()
	if err := h.Run(ctx); !errors.Is(err, ErrHubRunning) {
		t.Fatalf("second Run = %v, want ErrHubRunning", err)
	}
	srv := wsServer(t, h)
	c1, c2 := dial(t, srv, "user=u1"), dial(t, srv, "")
	waitConns(t, h, 2)

	cancel()
	if err := <-runErr; err != nil {
		t.Fatalf("Run = %v", err)
	}
	for name, c := range map[string]*testClient{"user": c1, "visitor": c2} {
		c.waitClosed(name, waitFor)
		if !websocket.IsCloseError(c.err, websocket.CloseGoingAway) {
			t.Fatalf("%s closed with %v, want 1001", name, c.err)
		}
	}
	if st := h.Stats(); st.Connections != 0 {
		t.Fatalf("stats after stop = %+v", st)
	}
	// A socket arriving after the stop is closed at once.
	late := dial(t, srv, "")
	late.waitClosed("late client", waitFor)
}

func TestResubscribesAfterRedisDrop(t *testing.T) {
	name := "sm-test-rt-" + strings.ReplaceAll(uuid.NewString(), "-", "")
	hubRedis := newRedis(t, name)
	prefix := testPrefix()
	h := startHub(t, Options{Redis: hubRedis, Prefix: prefix})
	c := dial(t, wsServer(t, h), "user=u1")
	// A second instance whose connection stays up.
	other := startHub(t, Options{Redis: newRedis(t, ""), Prefix: prefix})
	onOther := dial(t, wsServer(t, other), "user=u1")
	waitConns(t, h, 1)
	waitConns(t, other, 1)

	admin := newRedis(t, "")
	ctx := context.Background()
	killed := killClients(t, admin, name)
	if len(killed) == 0 {
		t.Fatal("found no hub connection to kill")
	}

	pub := NewPublisher(admin, prefix)
	deadline := time.Now().Add(10 * time.Second)
	resynced := false
	for {
		// Events published while the hub is reconnecting are lost, as pub/sub
		// promises nothing more; keep publishing until one lands.
		if err := pub.ToUser(ctx, "u1", TypeUsage, nil); err != nil {
			t.Fatal(err)
		}
		select {
		case ev := <-c.events:
			// The socket hears that it may have missed events before any event
			// of the new subscription.
			if !resynced {
				if ev.Type != TypeResync || string(ev.Data) != "{}" {
					t.Fatalf("first event after the drop: %q %s, want %q", ev.Type, ev.Data, TypeResync)
				}
				resynced = true
				continue
			}
			if ev.Type != TypeUsage {
				t.Fatalf("got %q", ev.Type)
			}
			if n := h.Stats().Resyncs; n != 1 {
				t.Fatalf("resyncs = %d, want 1", n)
			}
			// The instance that never lost Redis tells its sockets nothing.
			if n := other.Stats().Resyncs; n != 0 {
				t.Fatalf("resyncs on the other hub = %d, want 0", n)
			}
			for len(onOther.events) > 0 {
				if ev := <-onOther.events; ev.Type != TypeUsage {
					t.Fatalf("socket on the other hub got %q", ev.Type)
				}
			}
			fresh := false
			for _, id := range clientIDs(t, admin, name) {
				fresh = fresh || !contains(killed, id)
			}
			if !fresh {
				t.Fatal("event arrived but no new subscription connection is listed")
			}
			return
		case <-time.After(100 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatal("hub never resubscribed")
		}
	}
}

// clientIDs lists the ids of the Redis connections named name.
func clientIDs(t *testing.T, rdb *redis.Client, name string) []string {
	t.Helper()
	list, err := rdb.ClientList(context.Background()).Result()
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, line := range strings.Split(list, "\n") {
		fields := map[string]string{}
		for _, f := range strings.Fields(line) {
			if k, v, ok := strings.Cut(f, "="); ok {
				fields[k] = v
			}
		}
		if fields["name"] == name {
			ids = append(ids, fields["id"])
		}
	}
	return ids
}

// killClients closes the Redis connections named name, as a network failure or
// a Redis restart would.
func killClients(t *testing.T, rdb *redis.Client, name string) []string {
	t.Helper()
	ids := clientIDs(t, rdb, name)
	for _, id := range ids {
		if err := rdb.ClientKillByFilter(context.Background(), "ID", id).Err(); err != nil {
			t.Fatalf("kill %s: %v", id, err)
		}
	}
	return ids
}

func TestEndSessions(t *testing.T) {
	rdb := newRedis(t, "")
	prefix := testPrefix()
	h1 := startHub(t, Options{Redis: rdb, Prefix: prefix})
	h2 := startHub(t, Options{Redis: rdb, Prefix: prefix})
	s1, s2 := wsServer(t, h1), wsServer(t, h2)
	phone := dial(t, s1, "user=alice&session=s1")
	laptop1 := dial(t, s1, "user=alice&session=s2")
	laptop2 := dial(t, s2, "user=alice&session=s2")
	tablet := dial(t, s2, "user=alice&session=s3")
	bob := dial(t, s2, "user=bob&session=s4")
	visitor := dial(t, s1, "")
	waitConns(t, h1, 3)
	waitConns(t, h2, 3)
	ctx := context.Background()

	// A malformed order closes nothing.
	if err := rdb.Publish(ctx, prefix+channelSuffix, scopeEnd+"alice\nnot json").Err(); err != nil {
		t.Fatal(err)
	}
	// Alice changes her password on the laptop: every other session of hers ends, on both instances.
	if err := h1.EndSessions(ctx, "alice", "s2"); err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]*testClient{"phone": phone, "tablet": tablet} {
		c.waitClosed(name, waitFor)
		if !websocket.IsCloseError(c.err, websocket.ClosePolicyViolation) {
			t.Fatalf("%s closed with %v, want 1008", name, c.err)
		}
	}
	waitConns(t, h1, 2)
	waitConns(t, h2, 2)
	if err := h2.ToAll(ctx, "marker", nil); err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]*testClient{"laptop 1": laptop1, "laptop 2": laptop2, "bob": bob, "visitor": visitor} {
		c.expect(name, "marker")
	}

	// Then she deletes her account: nothing of hers stays open.
	if err := NewPublisher(rdb, prefix).EndSessions(ctx, "alice", ""); err != nil {
		t.Fatal(err)
	}
	laptop1.waitClosed("laptop 1", waitFor)
	laptop2.waitClosed("laptop 2", waitFor)
	waitConns(t, h1, 1)
	waitConns(t, h2, 1)
	if st := h2.Stats(); st.Users != 1 || st.Dropped != 0 {
		t.Fatalf("hub 2 stats = %+v", st)
	}
	if err := h1.ToAll(ctx, "marker", nil); err != nil {
		t.Fatal(err)
	}
	bob.expect("bob", "marker")
	visitor.expect("visitor", "marker")
}

func TestNoGoroutineLeak(t *testing.T) {
	before := runtime.NumGoroutine()
	rdb := newRedis(t, "")
	h, err := New(Options{Redis: rdb, Prefix: testPrefix(), PingInterval: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	runErr := make(chan error, 1)
	go func() { runErr <- h.Run(ctx) }()
	<-h.Ready()
	srv := wsServer(t, h)
	settle()
	idle := runtime.NumGoroutine()

	var clients []*testClient
	for i := range 30 {
		clients = append(clients, dial(t, srv, fmt.Sprintf("user=u%d", i%5)))
	}
	waitConns(t, h, 30)
	if err := h.ToAll(ctx, TypeStatsPublic, nil); err != nil {
		t.Fatal(err)
	}
	for i, c := range clients {
		c.expect(fmt.Sprint("client ", i), TypeStatsPublic)
	}
	if n := runtime.NumGoroutine(); n < idle+60 {
		t.Fatalf("%d goroutines with 30 sockets, idle %d: sockets are not being served", n, idle)
	}

	// Clients leave: every per-socket goroutine ends.
	for _, c := range clients {
		_ = c.ws.Close()
	}
	waitConns(t, h, 0)
	waitGoroutines(t, "after sockets closed", idle)

	// Sockets still open at shutdown end with the hub.
	for range 10 {
		dial(t, srv, "")
	}
	waitConns(t, h, 10)
	cancel()
	if err := <-runErr; err != nil {
		t.Fatal(err)
	}
	srv.Close()
	_ = rdb.Close()
	waitGoroutines(t, "after hub stopped", before)
}

func settle() { time.Sleep(50 * time.Millisecond) }

func waitGoroutines(t *testing.T, when string, limit int) {
	t.Helper()
	deadline := time.Now().Add(waitFor)
	for {
		n := runtime.NumGoroutine()
		if n <= limit {
			return
		}
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<20)
			buf = buf[:runtime.Stack(buf, true)]
			t.Fatalf("%s: %d goroutines, want <= %d\n%s", when, n, limit, buf)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestPublisherErrors(t *testing.T) {
	if _, err := New(Options{}); !errors.Is(err, ErrNoRedis) {
		t.Fatalf("New without redis = %v", err)
	}
	rdb := newRedis(t, "")
	if _, err := New(Options{Redis: rdb, PingInterval: time.Minute}); !errors.Is(err, ErrTiming) {
		t.Fatalf("ping slower than pong wait = %v", err)
	}
	p := NewPublisher(rdb, testPrefix())
	ctx := context.Background()
	for _, id := range []string{"", "a\nb"} {
		if err := p.ToUser(ctx, id, TypeUsage, nil); !errors.Is(err, ErrNoUser) {
			t.Fatalf("ToUser(%q) = %v, want ErrNoUser", id, err)
		}
		if err := p.EndSessions(ctx, id, ""); !errors.Is(err, ErrNoUser) {
			t.Fatalf("EndSessions(%q) = %v, want ErrNoUser", id, err)
		}
	}
	if err := p.ToAll(ctx, "", nil); !errors.Is(err, ErrNoType) {
		t.Fatalf("empty type = %v", err)
	}
	if err := p.ToAll(ctx, TypeUsage, make(chan int)); !errors.Is(err, ErrEncode) {
		t.Fatalf("unencodable data = %v", err)
	}
	var je *json.UnsupportedTypeError
	if err := p.ToAdmins(ctx, TypeUsage, make(chan int)); !errors.As(err, &je) {
		t.Fatalf("cause lost: %v", err)
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if err := p.ToAll(cctx, TypeUsage, nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled publish = %v", err)
	}
}

func TestParsePayload(t *testing.T) {
	for _, tc := range []struct {
		in    string
		scope string
		ok    bool
	}{
		{"*\n{}", "*", true},
		{"u:a b\n{\"type\":\"x\"}", "u:a b", true},
		{"*", "", false},
		{"\n{}", "", false},
		{"*\n", "", false},
		{"", "", false},
	} {
		scope, _, ok := parsePayload([]byte(tc.in))
		if scope != tc.scope || ok != tc.ok {
			t.Errorf("parsePayload(%q) = %q %v", tc.in, scope, ok)
		}
	}
}
