package server

import (
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/netip"
	"sync"
	"sync/atomic"
	"time"
)

// guardedListener is the server's net.Listener. It keeps serving through accept errors (out of
// file descriptors: EMFILE, ENFILE, ENOBUFS) by backing off and retrying, as net/http does,
// where fasthttp would return the error and end Serve; and it caps the connections each client
// address holds open, refusing the rest at once with a 429. A new connection must send its
// first request head within headerTimeout: fasthttp, reading with little memory, waits for the
// first byte with no deadline of its own.
type guardedListener struct {
	net.Listener
	headerTimeout time.Duration
	conns         *perClient
	exempt        []netip.Prefix // trusted proxies: one of their connections carries many clients
	log           *slog.Logger

	closed         chan struct{}
	closeOnce      sync.Once
	lastRefusalLog atomic.Int64 // unix nanoseconds of the last "over the cap" line
}

// Backoff between failed accepts: from 5 ms, doubling, to at most a second (net/http's values).
const (
	acceptBackoffMin = 5 * time.Millisecond
	acceptBackoffMax = time.Second
)

func newGuardedListener(ln net.Listener, headerTimeout time.Duration, maxPerClient int, exempt []netip.Prefix, log *slog.Logger) *guardedListener {
	return &guardedListener{Listener: ln, headerTimeout: headerTimeout, conns: newPerClient(maxPerClient), exempt: exempt, log: log, closed: make(chan struct{})}
}

// Accept answers the next admitted connection. It returns an error only once the listener is
// closed; every other failure is retried, and logged once per burst.
func (l *guardedListener) Accept() (net.Conn, error) {
	var delay time.Duration
	var failures int
	var since time.Time
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			if errors.Is(err, net.ErrClosed) || l.isClosed() {
				return nil, err
			}
			if failures == 0 {
				since = time.Now()
				l.log.Warn("accepting connections failed; retrying with backoff", "err", err)
			}
			failures++
			delay = min(max(2*delay, acceptBackoffMin), acceptBackoffMax)
			select {
			case <-time.After(delay):
			case <-l.closed:
				return nil, net.ErrClosed
			}
			continue
		}
		if failures > 0 {
			l.log.Info("accepting connections again", "failed_accepts", failures, "after", time.Since(since).Round(time.Millisecond))
			failures, delay = 0, 0
		}
		if tc := l.admit(c); tc != nil {
			if l.headerTimeout > 0 {
				_ = tc.SetReadDeadline(time.Now().Add(l.headerTimeout))
			}
			return tc, nil
		}
	}
}

// admit wraps c, or refuses it when its client is at the cap. Connections from trusted proxies
// are not capped here: behind a balancer the peer is the balancer, and the caps that matter are
// the balancer's own and the per-client socket cap, which reads the forwarded address.
func (l *guardedListener) admit(c net.Conn) *trackedConn {
	a, ok := addrOf(c.RemoteAddr())
	if !ok || trusted(a, l.exempt) {
		return &trackedConn{Conn: c}
	}
	key := clientKey(a)
	release := l.conns.acquire(key)
	if release == nil {
		l.refuse(c, key)
		return nil
	}
	return &trackedConn{Conn: c, hooks: []func(){release}}
}

// tooManyConns is the whole answer to a connection over the cap, written before any request is
// read (as fasthttp does for its own MaxConnsPerIP).
var tooManyConns = func() []byte {
	body := `{"message":"Too many open connections from your network. Please try again in a moment.","code":"too_many_connections"}`
	return []byte(fmt.Sprintf("HTTP/1.1 429 Too Many Requests\r\nContent-Type: application/json\r\n"+
		"Content-Length: %d\r\nConnection: close\r\n\r\n%s", len(body), body))
}()

func (l *guardedListener) refuse(c net.Conn, key netip.Prefix) {
	// A fresh socket's send buffer is empty, so this write does not wait; the deadline is there
	// so that the accept loop never can.
	_ = c.SetWriteDeadline(time.Now().Add(100 * time.Millisecond))
	_, _ = c.Write(tooManyConns)
	_ = c.Close()
	now := time.Now().UnixNano()
	if last := l.lastRefusalLog.Load(); now-last > int64(time.Minute) && l.lastRefusalLog.CompareAndSwap(last, now) {
		l.log.Warn("refusing connections over the per-client cap", "client", key.String(), "max_conns_per_ip", l.conns.max)
	}
}

func (l *guardedListener) isClosed() bool {
	select {
	case <-l.closed:
		return true
	default:
		return false
	}
}

// Close stops Accept, including one waiting out a backoff.
func (l *guardedListener) Close() error {
	l.closeOnce.Do(func() { close(l.closed) })
	return l.Listener.Close()
}

// trackedConn runs its hooks once when it closes: the client's connection slot and, for a
// WebSocket, its socket slot are given back however the connection ends.
type trackedConn struct {
	net.Conn
	mu    sync.Mutex
	done  bool
	hooks []func()
}

func (c *trackedConn) Close() error {
	err := c.Conn.Close()
	c.mu.Lock()
	hooks := c.hooks
	c.hooks, c.done = nil, true
	c.mu.Unlock()
	for _, f := range hooks {
		f()
	}
	return err
}

// onClose runs f when the connection closes, or now if it already has.
func (c *trackedConn) onClose(f func()) {
	c.mu.Lock()
	if c.done {
		c.mu.Unlock()
		f()
		return
	}
	c.hooks = append(c.hooks, f)
	c.mu.Unlock()
}
