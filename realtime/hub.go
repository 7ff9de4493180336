package realtime

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"math/rand/v2"
	"net"
	"strings"
	"sync/atomic"
	"time"

	"github.com/redis/go-redis/v9"
)

// Connection timing and sizing defaults.
const (
	// DefaultSendBuffer is how many encoded events may wait for one slow socket
	// before the hub gives up on it.
	DefaultSendBuffer = 64
	// DefaultPingInterval is how often the server pings each socket; it stays
	// well under DefaultPongWait so one lost pong does not end a connection.
	DefaultPingInterval = 25 * time.Second
	// DefaultPongWait is how long a socket may stay silent (no pong, no message).
	DefaultPongWait = 60 * time.Second
	// DefaultWriteWait bounds one write to a socket.
	DefaultWriteWait = 10 * time.Second
)

// Subscriber timing: reconnect backoff, and how long the subscription may stay
// quiet before the hub pings Redis to find out whether it is still alive.
const (
	subscribeBackoffMin = 100 * time.Millisecond
	subscribeBackoffMax = 5 * time.Second
	subscribeIdleCheck  = 30 * time.Second
	deliveryQueue       = 1024
	// adminsRefresh is how often a hub holding admin sockets renews the admins key.
	adminsRefresh = adminsTTL / 3
)

var (
	// ErrNoRedis means Options.Redis is nil.
	ErrNoRedis = errors.New("realtime: redis client is required")
	// ErrHubRunning means Run was called twice.
	ErrHubRunning = errors.New("realtime: hub already running")
	// ErrTiming means pings would not come often enough to keep sockets open.
	ErrTiming = errors.New("realtime: PingInterval must be shorter than PongWait")
)

// Options configure a Hub. Zero durations and sizes take the defaults above.
type Options struct {
	Redis        *redis.Client
	Prefix       string
	Logger       *slog.Logger
	SendBuffer   int
	PingInterval time.Duration
	PongWait     time.Duration
	WriteWait    time.Duration
}

// Client tells the hub who is behind a socket.
type Client struct {
	UserID       string // empty for visitors
	IsAdmin      bool
	IsSuperAdmin bool   // the one account that sees revenue and churn; also IsAdmin
	SessionID    string // the session the socket was opened with, if any
}

// Stats counts the sockets of one hub.
type Stats struct {
	Connections int
	Users       int // distinct signed-in users
	Admins      int // admin sockets
	Visitors    int // sockets without a user
	Dropped     int64
	Resyncs     int64 // times the subscription came back and sockets were told to resync
}

// delivery is one event routed to an audience; event is shared by every
// recipient and never modified.
type delivery struct {
	scope string
	event []byte
}

// resync is the delivery a hub sends itself when its subscription is back.
var resync = delivery{scope: scopeAll, event: []byte(resyncMessage)}

// Hub serves the sockets of one server instance. All index state belongs to
// the goroutine started by Run; everything else talks to it through channels.
type Hub struct {
	*Publisher

	rdb     *redis.Client
	channel string
	log     *slog.Logger
	opts    Options

	register   chan *conn
	unregister chan *conn
	deliveries chan delivery
	ready      chan struct{} // closed once the first subscription is confirmed
	done       chan struct{} // closed when the owner goroutine has stopped
	running    atomic.Bool

	// Counters published by the owner goroutine for Stats.
	nConns, nUsers, nAdmins, nVisitors atomic.Int64
	nDropped, nResyncs                 atomic.Int64
}

// New builds a hub; call Run to start it.
func New(o Options) (*Hub, error) {
	if o.Redis == nil {
		return nil, ErrNoRedis
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	if o.SendBuffer <= 0 {
		o.SendBuffer = DefaultSendBuffer
	}
	if o.PingInterval <= 0 {
		o.PingInterval = DefaultPingInterval
	}
	if o.PongWait <= 0 {
		o.PongWait = DefaultPongWait
	}
	if o.WriteWait <= 0 {
		o.WriteWait = DefaultWriteWait
	}
	if o.PingInterval >= o.PongWait {
		return nil, ErrTiming
	}
	pub := NewPublisher(o.Redis, o.Prefix)
	return &Hub{
		Publisher:  pub,
		rdb:        o.Redis,
		channel:    pub.channel,
		log:        o.Logger.With("component", "realtime"),
		opts:       o,
		register:   make(chan *conn),
		unregister: make(chan *conn),
		deliveries: make(chan delivery, deliveryQueue),
		ready:      make(chan struct{}),
		done:       make(chan struct{}),
	}, nil
}

// Ready is closed once the hub listens to Redis; events published before that
// are not seen by this hub.
func (h *Hub) Ready() <-chan struct{} { return h.ready }

// Done is closed when Run has stopped.
func (h *Hub) Done() <-chan struct{} { return h.done }

// Stats returns the current socket counts.
func (h *Hub) Stats() Stats {
	return Stats{
		Connections: int(h.nConns.Load()),
		Users:       int(h.nUsers.Load()),
		Admins:      int(h.nAdmins.Load()),
		Visitors:    int(h.nVisitors.Load()),
		Dropped:     h.nDropped.Load(),
		Resyncs:     h.nResyncs.Load(),
	}
}

// Run owns the connection index and the Redis subscription until ctx is done,
// then closes every socket. It returns nil after a normal stop.
func (h *Hub) Run(ctx context.Context) error {
	if !h.running.CompareAndSwap(false, true) {
		return ErrHubRunning
	}
	subCtx, stopSub := context.WithCancel(ctx)
	subDone := make(chan struct{})
	go func() {
		defer close(subDone)
		h.subscribeLoop(subCtx)
	}()
	defer func() {
		stopSub()
		<-subDone
	}()

	refresh := time.NewTicker(adminsRefresh)
	defer refresh.Stop()
	idx := newIndex()
	for {
		select {
		case <-refresh.C:
			if len(idx.supers) > 0 {
				go h.markAdmins(true)
			} else if len(idx.admins) > 0 {
				go h.markAdmins(false)
			}
		case c := <-h.register:
			idx.add(c)
		case c := <-h.unregister:
			if idx.remove(c) {
				c.close(closeNormal)
			}
		case d := <-h.deliveries:
			h.fanOut(idx, d)
		case <-ctx.Done():
			for c := range idx.conns {
				idx.remove(c)
				c.close(closeGoingAway)
			}
			h.publishStats(idx)
			close(h.done)
			return nil
		}
		h.publishStats(idx)
	}
}

// fanOut queues one event on every matching socket without ever blocking: a
// socket whose queue is full is dropped. An end-sessions order closes sockets instead.
func (h *Hub) fanOut(idx *index, d delivery) {
	f := &frame{data: d.event}
	send := func(c *conn) {
		select {
		case c.send <- f:
		default:
			idx.remove(c)
			h.nDropped.Add(1)
			h.log.Warn("dropping slow socket", "user", c.client.UserID, "queued", len(c.send))
			c.drop()
		}
	}
	switch {
	case strings.HasPrefix(d.scope, scopeEnd):
		h.endSessions(idx, d.scope[len(scopeEnd):], d.event)
	case d.scope == scopeAll:
		for c := range idx.conns {
			send(c)
		}
	case d.scope == scopeAdmins:
		for c := range idx.admins {
			send(c)
		}
	case d.scope == scopeSuperAdmins:
		for c := range idx.supers {
			send(c)
		}
	case strings.HasPrefix(d.scope, scopeUser):
		for c := range idx.users[d.scope[len(scopeUser):]] {
			send(c)
		}
	default:
		h.log.Warn("unknown event audience", "scope", d.scope)
	}
}

// endSessions closes the sockets of a user whose sessions were revoked: all of them but those
// of the session the order keeps, or only those of the one session it names.
func (h *Hub) endSessions(idx *index, userID string, body []byte) {
	var order endSessions
	if err := json.Unmarshal(body, &order); err != nil {
		h.log.Warn("malformed end-sessions order", "user", userID, "err", err)
		return
	}
	for c := range idx.users[userID] {
		if order.Keep != "" && c.client.SessionID == order.Keep || order.Only != "" && c.client.SessionID != order.Only {
			continue
		}
		idx.remove(c)
		c.close(closePolicy)
	}
}

// markAdmins keeps admin events flowing for this hub's admin sockets, and the super admin's
// events too when super holds. A failure only costs those sockets events until the next
// refresh, and Redis being down costs them anyway.
func (h *Hub) markAdmins(super bool) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	mark := h.MarkAdminsOnline
	if super {
		mark = h.MarkSuperAdminsOnline
	}
	if err := mark(ctx); err != nil {
		h.log.Warn("mark admins online", "err", err)
	}
}

func (h *Hub) publishStats(idx *index) {
	h.nConns.Store(int64(len(idx.conns)))
	h.nUsers.Store(int64(len(idx.users)))
	h.nAdmins.Store(int64(len(idx.admins)))
	h.nVisitors.Store(int64(idx.visitors))
}

// index is the owner goroutine's view of its sockets.
type index struct {
	conns    map[*conn]struct{}
	users    map[string]map[*conn]struct{}
	admins   map[*conn]struct{}
	supers   map[*conn]struct{} // the super admin's sockets, also in admins
	visitors int
}

func newIndex() *index {
	return &index{
		conns:  make(map[*conn]struct{}),
		users:  make(map[string]map[*conn]struct{}),
		admins: make(map[*conn]struct{}),
		supers: make(map[*conn]struct{}),
	}
}

func (x *index) add(c *conn) {
	x.conns[c] = struct{}{}
	if c.client.IsAdmin {
		x.admins[c] = struct{}{}
	}
	if c.client.IsAdmin && c.client.IsSuperAdmin {
		x.supers[c] = struct{}{}
	}
	if id := c.client.UserID; id != "" {
		set := x.users[id]
		if set == nil {
			set = make(map[*conn]struct{})
			x.users[id] = set
		}
		set[c] = struct{}{}
	} else {
		x.visitors++
	}
}

// remove reports whether c was indexed, so it is removed exactly once.
func (x *index) remove(c *conn) bool {
	if _, ok := x.conns[c]; !ok {
		return false
	}
	delete(x.conns, c)
	delete(x.admins, c)
	delete(x.supers, c)
	if id := c.client.UserID; id != "" {
		set := x.users[id]
		delete(set, c)
		if len(set) == 0 {
			delete(x.users, id)
		}
	} else {
		x.visitors--
	}
	return true
}

// subscribeLoop keeps one subscription alive, reconnecting with capped,
// jittered backoff whenever Redis drops it.
func (h *Hub) subscribeLoop(ctx context.Context) {
	backoff := subscribeBackoffMin
	for {
		subscribed, err := h.subscribeOnce(ctx)
		if ctx.Err() != nil {
			return
		}
		if subscribed {
			backoff = subscribeBackoffMin
		}
		wait := backoff/2 + rand.N(backoff/2+1)
		h.log.Warn("redis subscription lost, retrying", "err", err, "in", wait)
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case <-t.C:
		}
		backoff = min(backoff*2, subscribeBackoffMax)
	}
}

// errStale means the subscription stopped answering pings.
var errStale = errors.New("realtime: subscription stopped answering")

// subscribeOnce subscribes and forwards messages until an error; it reports
// whether the subscription was confirmed first.
func (h *Hub) subscribeOnce(ctx context.Context) (bool, error) {
	ps := h.rdb.Subscribe(ctx, h.channel)
	defer ps.Close()
	// Closing the subscription is the only way to interrupt a blocked read.
	stop := context.AfterFunc(ctx, func() { _ = ps.Close() })
	defer stop()

	if _, err := ps.ReceiveTimeout(ctx, subscribeIdleCheck); err != nil {
		return false, err
	}
	select {
	case <-h.ready:
		// Subscribed again after a loss: what was published meanwhile never came here.
		h.nResyncs.Add(1)
		h.log.Info("redis subscription restored; sockets told to resync", "channel", h.channel)
		select {
		case h.deliveries <- resync:
		case <-ctx.Done():
			return true, ctx.Err()
		}
	default:
		close(h.ready)
		h.log.Debug("subscribed", "channel", h.channel)
	}

	unanswered := 0
	for {
		msg, err := ps.ReceiveTimeout(ctx, subscribeIdleCheck)
		if err != nil {
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() && ctx.Err() == nil {
				unanswered++
				if unanswered > 1 {
					return true, errStale
				}
				if err := ps.Ping(ctx); err != nil {
					return true, err
				}
				continue
			}
			return true, err
		}
		unanswered = 0
		m, ok := msg.(*redis.Message)
		if !ok {
			continue // pongs and subscription confirmations
		}
		scope, ev, ok := parsePayload([]byte(m.Payload))
		if !ok {
			h.log.Warn("malformed realtime payload", "bytes", len(m.Payload))
			continue
		}
		select {
		case h.deliveries <- delivery{scope: scope, event: ev}:
		case <-ctx.Done():
			return true, ctx.Err()
		}
	}
}
