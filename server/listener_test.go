package server

import (
	"bytes"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/fasthttp/websocket"
)

// Loopback answers on all of 127/8, so 127.0.0.2 and 127.0.0.1 are two clients of one server.
var (
	flooder   = net.IPv4(127, 0, 0, 2)
	bystander = net.IPv4(127, 0, 0, 1)
)

// serveGuarded rebuilds env's server with opts changed by edit and serves it through Serve on a
// loopback port; it answers the port's address.
func serveGuarded(t *testing.T, env *testEnv, edit func(*Options)) string {
	t.Helper()
	opts := env.srv.opts
	edit(&opts)
	srv, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	awaitBackground(t, srv)
	env.srv = srv
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	t.Cleanup(func() {
		_ = srv.App().ShutdownWithTimeout(5 * time.Second)
		<-done
	})
	return ln.Addr().String()
}

func dialFrom(src net.IP, addr string) (net.Conn, error) {
	d := net.Dialer{Timeout: 5 * time.Second, LocalAddr: &net.TCPAddr{IP: src}}
	return d.Dial("tcp4", addr)
}

// getFrom sends GET path from src on a fresh connection and answers the status.
func getFrom(t *testing.T, src net.IP, addr, path string) int {
	t.Helper()
	tr := &http.Transport{Dial: func(_, a string) (net.Conn, error) { return dialFrom(src, a) }}
	defer tr.CloseIdleConnections()
	res, err := (&http.Client{Transport: tr, Timeout: 5 * time.Second}).Get("http://" + addr + path)
	if err != nil {
		t.Fatalf("GET %s from %s: %v", path, src, err)
	}
	res.Body.Close()
	return res.StatusCode
}

// socketFrom opens /ws from src with the forwarded address xff (none when empty).
func socketFrom(src net.IP, addr, xff string) (*websocket.Conn, int, error) {
	d := websocket.Dialer{HandshakeTimeout: 5 * time.Second, NetDial: func(_, a string) (net.Conn, error) { return dialFrom(src, a) }}
	h := http.Header{"Origin": {testOrigin}}
	if xff != "" {
		h.Set("X-Forwarded-For", xff)
	}
	ws, res, err := d.Dial("ws://"+addr+"/ws", h)
	status := 0
	if res != nil {
		status = res.StatusCode
	}
	return ws, status, err
}

func TestOneClientCannotHoldEveryConnection(t *testing.T) {
	env := newTestEnv(t)
	const maxConns, flood, headerTimeout = 100, 1000, 3 * time.Second
	addr := serveGuarded(t, env, func(o *Options) {
		o.MaxConnsPerIP, o.MaxSocketsPerIP, o.ReadHeaderTimeout = maxConns, 20, headerTimeout
	})

	// 127.0.0.2 opens a thousand connections and sends nothing on them.
	type outcome struct {
		refused bool
		held    time.Duration
	}
	outcomes := make(chan outcome, flood)
	var refused atomic.Int64
	start := time.Now()
	var wg sync.WaitGroup
	for range flood {
		wg.Go(func() {
			c, err := dialFrom(flooder, addr)
			if err != nil {
				t.Errorf("dial: %v", err)
				return
			}
			defer c.Close()
			opened := time.Now()
			_ = c.SetReadDeadline(time.Now().Add(3 * headerTimeout))
			answer, _ := io.ReadAll(c) // until the server closes it
			o := outcome{refused: bytes.HasPrefix(answer, []byte("HTTP/1.1 429")), held: time.Since(opened)}
			if o.refused {
				if !bytes.Contains(answer, []byte(`"code":"too_many_connections"`)) {
					t.Errorf("refusal without its JSON answer: %q", answer)
				}
				refused.Add(1)
			}
			outcomes <- o
		})
	}
	eventually(t, "the connections over the cap refused", func() bool { return refused.Load() == flood-maxConns })
	t.Logf("%d connections from one address: %d refused with 429 within %s", flood, refused.Load(), time.Since(start).Round(time.Millisecond))

	// Meanwhile another client is served, its socket included.
	if st := getFrom(t, bystander, addr, "/healthz"); st != 200 {
		t.Fatalf("bystander GET /healthz during the flood: %d", st)
	}
	ws, st, err := socketFrom(bystander, addr, "")
	if err != nil {
		t.Fatalf("bystander socket during the flood: %d %v", st, err)
	}
	defer ws.Close()
	time.Sleep(100 * time.Millisecond) // registered with the hub
	env.srv.opts.Notifier.StatsChanged()
	readUntil(t, ws, "stats.public", nil)
	// The flooder itself cannot open more, socket or not.
	if _, st, err := socketFrom(flooder, addr, ""); err == nil || st != 429 {
		t.Fatalf("flooder's socket over the connection cap: %d %v, want 429", st, err)
	}
	if time.Since(start) > headerTimeout {
		t.Fatalf("the checks above outlasted the header timeout; the test proves nothing")
	}

	// The idle connections that were admitted are closed once the head is overdue.
	wg.Wait()
	close(outcomes)
	var held []time.Duration
	for o := range outcomes {
		if !o.refused {
			held = append(held, o.held)
		}
	}
	if len(held) != maxConns {
		t.Fatalf("%d connections held, want %d", len(held), maxConns)
	}
	longest := time.Duration(0)
	for _, d := range held {
		longest = max(longest, d)
		if d < headerTimeout-time.Second || d > headerTimeout+2*time.Second {
			t.Fatalf("an idle connection was held %s, want about %s", d, headerTimeout)
		}
	}
	t.Logf("%d admitted idle connections closed after at most %s", len(held), longest.Round(time.Millisecond))
	eventually(t, "the flooder served again", func() bool { return getFrom(t, flooder, addr, "/healthz") == 200 })
}

func TestSlowHeadIsCut(t *testing.T) {
	env := newTestEnv(t)
	const headerTimeout = time.Second
	addr := serveGuarded(t, env, func(o *Options) { o.ReadHeaderTimeout = headerTimeout })
	c, err := dialFrom(flooder, addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	start := time.Now()
	head := "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: " + strings.Repeat("a", 200)
	var werr error
	for i := 0; i < len(head) && werr == nil; i++ {
		_, werr = c.Write([]byte{head[i]})
		time.Sleep(20 * time.Millisecond)
	}
	if werr == nil {
		t.Fatalf("a head sent a byte every 20 ms was still read after %s", time.Since(start))
	}
	if d := time.Since(start); d < headerTimeout || d > headerTimeout+2*time.Second {
		t.Fatalf("slow head cut after %s, want about %s", d, headerTimeout)
	}
}

func TestOneClientCannotHoldEverySocket(t *testing.T) {
	env := newTestEnv(t)
	const maxSockets = 20
	addr := serveGuarded(t, env, func(o *Options) { o.MaxConnsPerIP, o.MaxSocketsPerIP = 100, maxSockets })
	var mine []*websocket.Conn
	defer func() {
		for _, ws := range mine {
			ws.Close()
		}
	}()
	refused := 0
	for range maxSockets + 10 {
		ws, st, err := socketFrom(flooder, addr, "")
		switch {
		case err == nil:
			mine = append(mine, ws)
		case st == 429:
			refused++
		default:
			t.Fatalf("socket: %d %v", st, err)
		}
	}
	if len(mine) != maxSockets || refused != 10 {
		t.Fatalf("%d sockets opened and %d refused, want %d and 10", len(mine), refused, maxSockets)
	}
	// The flooder's plain requests and another client's socket still work.
	if st := getFrom(t, flooder, addr, "/healthz"); st != 200 {
		t.Fatalf("flooder's GET at its socket cap: %d", st)
	}
	other, st, err := socketFrom(bystander, addr, "")
	if err != nil {
		t.Fatalf("bystander socket: %d %v", st, err)
	}
	defer other.Close()
	time.Sleep(100 * time.Millisecond)
	env.srv.opts.Notifier.StatsChanged()
	readUntil(t, other, "stats.public", nil)
	// A closed socket gives its slot back.
	mine[0].Close()
	mine = mine[1:]
	eventually(t, "a socket after one closed", func() bool {
		ws, _, err := socketFrom(flooder, addr, "")
		if err == nil {
			mine = append(mine, ws)
		}
		return err == nil
	})
}

func TestCapsBehindTrustedProxy(t *testing.T) {
	env := newTestEnv(t)
	addr := serveGuarded(t, env, func(o *Options) {
		o.TrustedProxies = []string{flooder.String()}
		o.MaxConnsPerIP, o.MaxSocketsPerIP = 3, 2
	})
	// The balancer's connections carry many clients: none is refused.
	var conns []net.Conn
	defer func() {
		for _, c := range conns {
			c.Close()
		}
	}()
	for range 10 {
		c, err := dialFrom(flooder, addr)
		if err != nil {
			t.Fatal(err)
		}
		conns = append(conns, c)
	}
	if st := getFrom(t, flooder, addr, "/healthz"); st != 200 {
		t.Fatalf("through the balancer with 10 connections open: %d", st)
	}
	// Sockets are counted per forwarded client.
	var sockets []*websocket.Conn
	defer func() {
		for _, ws := range sockets {
			ws.Close()
		}
	}()
	for i, want := range []int{101, 101, 429} {
		ws, st, _ := socketFrom(flooder, addr, "203.0.113.5")
		if ws != nil {
			sockets = append(sockets, ws)
			st = 101
		}
		if st != want {
			t.Fatalf("socket %d of one forwarded client: %d, want %d", i, st, want)
		}
	}
	ws, st, err := socketFrom(flooder, addr, "203.0.113.6")
	if err != nil {
		t.Fatalf("another forwarded client's socket: %d %v", st, err)
	}
	sockets = append(sockets, ws)
	// A peer that is not the balancer is capped on its own connections.
	for range 3 {
		c, err := dialFrom(bystander, addr)
		if err != nil {
			t.Fatal(err)
		}
		conns = append(conns, c)
	}
	c, err := dialFrom(bystander, addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	_ = c.SetReadDeadline(time.Now().Add(5 * time.Second))
	answer, _ := io.ReadAll(c)
	if !bytes.HasPrefix(answer, []byte("HTTP/1.1 429")) {
		t.Fatalf("a direct client's fourth connection: %q, want a 429", answer)
	}
}

// failingListener makes Accept fail with err for the next n calls whenever fail is called.
type failingListener struct {
	net.Listener
	mu      sync.Mutex
	pending int
	err     error
	failed  atomic.Int64
}

func (l *failingListener) fail(n int, err error) {
	l.mu.Lock()
	l.pending, l.err = n, err
	l.mu.Unlock()
}

func (l *failingListener) Accept() (net.Conn, error) {
	l.mu.Lock()
	if l.pending > 0 {
		l.pending--
		err := l.err
		l.mu.Unlock()
		l.failed.Add(1)
		return nil, err
	}
	l.mu.Unlock()
	return l.Listener.Accept()
}

// syncBuffer is a log destination the server's goroutines may share.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func TestAcceptErrorsDoNotStopServing(t *testing.T) {
	env := newTestEnv(t)
	var logs syncBuffer
	opts := env.srv.opts
	opts.Logger = slog.New(slog.NewTextHandler(&logs, nil))
	srv, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	fl := &failingListener{Listener: ln}
	// Out of descriptors at once, then again later, like a flood that comes and goes.
	fl.fail(10, &net.OpError{Op: "accept", Net: "tcp", Err: syscall.EMFILE})
	done := make(chan error, 1)
	go func() { done <- srv.Serve(fl) }()
	addr := ln.Addr().String()

	start := time.Now()
	if st := getFrom(t, bystander, addr, "/healthz"); st != 200 {
		t.Fatalf("GET after 10 failed accepts: %d", st)
	}
	waited := time.Since(start)
	// The second burst hits the accepts after the one already waiting for a connection.
	fl.fail(5, &net.OpError{Op: "accept", Net: "tcp", Err: syscall.ENFILE})
	if st := getFrom(t, bystander, addr, "/healthz"); st != 200 {
		t.Fatalf("GET as the second burst starts: %d", st)
	}
	eventually(t, "the second burst", func() bool { return fl.failed.Load() == 15 })
	if st := getFrom(t, bystander, addr, "/healthz"); st != 200 {
		t.Fatalf("GET after the second burst: %d", st)
	}
	select {
	case err := <-done:
		t.Fatalf("Serve returned during accept errors: %v", err)
	default:
	}
	if fl.failed.Load() != 15 {
		t.Fatalf("%d failed accepts, want 15", fl.failed.Load())
	}
	// Backoff from 5 ms doubling to 1 s: ten failures wait 5+10+…+640 ms, then 1 s twice:
	// about 3.3 s.
	if waited < 2*time.Second || waited > 10*time.Second {
		t.Fatalf("served after %s of failed accepts, want the backoff's ~3.3 s", waited)
	}
	t.Logf("10 accepts failing with EMFILE: served after %s", waited.Round(time.Millisecond))
	out := logs.String()
	if n := strings.Count(out, "accepting connections failed"); n != 2 {
		t.Fatalf("%d failure lines for two bursts, want one each:\n%s", n, out)
	}
	if n := strings.Count(out, "accepting connections again"); n != 2 {
		t.Fatalf("%d recovery lines, want 2:\n%s", n, out)
	}

	// Closing the listener still ends Serve, without an error.
	if err := srv.App().ShutdownWithTimeout(5 * time.Second); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("Serve after shutdown: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Serve did not return after shutdown")
	}
}

func TestShutdownDuringAcceptBackoff(t *testing.T) {
	env := newTestEnv(t)
	ln, err := net.Listen("tcp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	fl := &failingListener{Listener: ln}
	fl.fail(1000, errors.New("accept4: too many open files"))
	done := make(chan error, 1)
	go func() { done <- env.srv.Serve(fl) }()
	eventually(t, "accepts failing", func() bool { return fl.failed.Load() > 8 })
	start := time.Now()
	_ = env.srv.App().ShutdownWithTimeout(5 * time.Second)
	select {
	case <-done:
	case <-time.After(3 * time.Second):
		t.Fatal("Serve kept retrying after shutdown")
	}
	if d := time.Since(start); d > time.Second+500*time.Millisecond {
		t.Fatalf("shutdown took %s", d)
	}
}

func TestClientKey(t *testing.T) {
	for in, want := range map[string]string{
		"203.0.113.5":          "203.0.113.5/32",
		"::ffff:203.0.113.5":   "203.0.113.5/32",
		"2001:db8:1:2:3:4:5:6": "2001:db8:1:2::/64",
		"2001:db8:1:2:ffff::1": "2001:db8:1:2::/64",
		"fe80::1%eth0":         "fe80::/64",
	} {
		a, ok := addrOf(&net.TCPAddr{IP: net.ParseIP(strings.Split(in, "%")[0])})
		if !ok {
			t.Fatalf("addrOf(%s) failed", in)
		}
		if got := clientKey(a).String(); got != want {
			t.Errorf("clientKey(%s) = %s, want %s", in, got, want)
		}
	}
	p := newPerClient(2)
	k := clientKey(mustAddr(t, "192.0.2.1"))
	r1, r2 := p.acquire(k), p.acquire(k)
	if r1 == nil || r2 == nil || p.acquire(k) != nil {
		t.Fatal("perClient did not hold the cap of 2")
	}
	r1()
	r1() // a second release changes nothing
	if p.count(k) != 1 {
		t.Fatalf("count after one release: %d", p.count(k))
	}
	r2()
	if len(p.n) != 0 {
		t.Fatalf("released clients are kept: %v", p.n)
	}
	if rel := newPerClient(0).acquire(k); rel == nil {
		t.Fatal("no cap refused")
	}
}

func mustAddr(t *testing.T, s string) netip.Addr {
	t.Helper()
	a, err := netip.ParseAddr(s)
	if err != nil {
		t.Fatal(err)
	}
	return a
}
