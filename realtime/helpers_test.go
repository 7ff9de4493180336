package realtime

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/fasthttp/websocket"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
)

// The socket type used by the Fiber websocket middleware (which embeds it)
// must satisfy Conn.
var _ Conn = (*websocket.Conn)(nil)

const waitFor = 5 * time.Second

func redisURL() string {
	if u := os.Getenv("REDIS_URL"); u != "" {
		return u
	}
	return "redis://127.0.0.1:6379/0"
}

func newRedis(t testing.TB, clientName string) *redis.Client {
	t.Helper()
	opt, err := redis.ParseURL(redisURL())
	if err != nil {
		t.Fatalf("REDIS_URL: %v", err)
	}
	opt.ClientName = clientName
	rdb := redis.NewClient(opt)
	if err := rdb.Ping(context.Background()).Err(); err != nil {
		t.Fatalf("redis at %s: %v", redisURL(), err)
	}
	t.Cleanup(func() { _ = rdb.Close() })
	return rdb
}

func testPrefix() string { return "sm-test:rt:" + uuid.NewString() + ":" }

// startHub runs a hub until the test ends and waits for its subscription.
func startHub(t testing.TB, o Options) *Hub {
	t.Helper()
	h, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	runErr := make(chan error, 1)
	go func() { runErr <- h.Run(ctx) }()
	t.Cleanup(func() {
		cancel()
		select {
		case err := <-runErr:
			if err != nil {
				t.Errorf("Run: %v", err)
			}
		case <-time.After(waitFor):
			t.Errorf("Run did not stop within %s", waitFor)
		}
	})
	select {
	case <-h.Ready():
	case <-time.After(waitFor):
		t.Fatal("hub never subscribed")
	}
	return h
}

// wsServer serves hub sockets over a real HTTP server. The query decides who
// the client is: user=ID, admin=1, super=1, session=ID; stall=1 makes the server side
// of the socket stop writing, like a peer whose network has stalled.
func wsServer(t testing.TB, h *Hub) *httptest.Server {
	t.Helper()
	up := websocket.Upgrader{CheckOrigin: func(*http.Request) bool { return true }}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ws, err := up.Upgrade(w, r, nil)
		if err != nil {
			return
		}
		var c Conn = ws
		if r.URL.Query().Get("stall") == "1" {
			c = newStalledConn(ws)
		}
		q := r.URL.Query()
		h.Serve(c, Client{UserID: q.Get("user"), IsAdmin: q.Get("admin") == "1", IsSuperAdmin: q.Get("super") == "1", SessionID: q.Get("session")})
	}))
	t.Cleanup(srv.Close)
	return srv
}

// stalledConn blocks every data write until it is closed.
type stalledConn struct {
	Conn
	gate   chan struct{}
	once   sync.Once
	writes atomic.Int32
}

func newStalledConn(c Conn) *stalledConn { return &stalledConn{Conn: c, gate: make(chan struct{})} }

func (s *stalledConn) WriteMessage(typ int, data []byte) error {
	if typ != TextMessage {
		return s.Conn.WriteMessage(typ, data)
	}
	s.writes.Add(1)
	<-s.gate
	return errors.New("stalled connection closed")
}

func (s *stalledConn) Close() error {
	s.once.Do(func() { close(s.gate) })
	return s.Conn.Close()
}

type wireEvent struct {
	Type string          `json:"type"`
	Seq  int64           `json:"seq"`
	Data json.RawMessage `json:"data"`
}

// testClient is a browser: a real websocket reading in the background.
type testClient struct {
	t      testing.TB
	ws     *websocket.Conn
	events chan wireEvent
	done   chan struct{} // closed when reading fails
	err    error         // read error, valid after done
	pings  atomic.Int32
	// keepSync keeps the sync event a user's socket opens with; most tests skip it.
	keepSync bool
}

// withSync makes the client see the sync event its socket opens with.
func withSync(_ *websocket.Conn, tc *testClient) { tc.keepSync = true }

type dialOpt func(*websocket.Conn, *testClient)

// noPong makes the client swallow server pings without answering.
func noPong(ws *websocket.Conn, tc *testClient) {
	ws.SetPingHandler(func(string) error { tc.pings.Add(1); return nil })
}

func dial(t testing.TB, srv *httptest.Server, query string, opts ...dialOpt) *testClient {
	t.Helper()
	u := "ws" + strings.TrimPrefix(srv.URL, "http") + "/ws"
	if query != "" {
		u += "?" + query
	}
	ws, _, err := websocket.DefaultDialer.Dial(u, nil)
	if err != nil {
		t.Fatalf("dial %s: %v", u, err)
	}
	tc := &testClient{t: t, ws: ws, events: make(chan wireEvent, 4096), done: make(chan struct{})}
	ws.SetPingHandler(func(data string) error {
		tc.pings.Add(1)
		return ws.WriteControl(PongMessage, []byte(data), time.Now().Add(time.Second))
	})
	for _, o := range opts {
		o(ws, tc)
	}
	go func() {
		defer close(tc.done)
		for {
			_, msg, err := ws.ReadMessage()
			if err != nil {
				tc.err = err
				return
			}
			var ev wireEvent
			if err := json.Unmarshal(msg, &ev); err != nil {
				tc.err = err
				return
			}
			if ev.Type == TypeSync && !tc.keepSync {
				continue
			}
			tc.events <- ev
		}
	}()
	t.Cleanup(func() { _ = ws.Close() })
	return tc
}

func (tc *testClient) next() (wireEvent, bool) {
	select {
	case ev := <-tc.events:
		return ev, true
	case <-time.After(waitFor):
		return wireEvent{}, false
	}
}

// expect reads the next event and checks its type.
func (tc *testClient) expect(name, typ string) wireEvent {
	tc.t.Helper()
	ev, ok := tc.next()
	if !ok {
		tc.t.Fatalf("%s: no %q event within %s", name, typ, waitFor)
	}
	if ev.Type != typ {
		tc.t.Fatalf("%s: got %q (%s), want %q", name, ev.Type, ev.Data, typ)
	}
	return ev
}

// expectSync reads a socket's opening sync. An event published just before the socket opened
// may still be on its way through a busy hub and arrive first; it carries a number the sync
// already covers, so the client loses nothing, and it is skipped here.
func (tc *testClient) expectSync(name string, last int64) wireEvent {
	tc.t.Helper()
	for {
		ev := tc.expectAny(name)
		if ev.Type == TypeSync {
			return ev
		}
		if ev.Seq == 0 || ev.Seq > last {
			tc.t.Fatalf("%s: got %q (seq %d) before the sync, want only events numbered up to %d", name, ev.Type, ev.Seq, last)
		}
	}
}

func (tc *testClient) expectAny(name string) wireEvent {
	tc.t.Helper()
	ev, ok := tc.next()
	if !ok {
		tc.t.Fatalf("%s: no event within %s", name, waitFor)
	}
	return ev
}

func (tc *testClient) send(msg string) {
	tc.t.Helper()
	if err := tc.ws.WriteMessage(TextMessage, []byte(msg)); err != nil {
		tc.t.Fatalf("send: %v", err)
	}
}

func (tc *testClient) waitClosed(name string, within time.Duration) {
	tc.t.Helper()
	select {
	case <-tc.done:
	case <-time.After(within):
		tc.t.Fatalf("%s: socket still open after %s", name, within)
	}
}

// waitUntil polls cond until it holds.
func waitUntil(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(waitFor)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func waitConns(t testing.TB, h *Hub, n int) {
	t.Helper()
	waitUntil(t, "connection count", func() bool { return h.Stats().Connections == n })
}
