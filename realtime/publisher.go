package realtime

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
)

// channelSuffix names the one pub/sub channel every hub listens on. A single
// channel keeps events in publish order across audiences (an email's status
// never overtakes its last delta).
const channelSuffix = "realtime"

// adminsKeySuffix names the key that exists while some hub holds an admin socket. Admin events
// are only published while it does: at a thousand emails a second, two events per email that
// nobody receives cost every hub a decode and a lookup, and pushed users' p99 up with them.
const adminsKeySuffix = "admins-online"

// superAdminsKeySuffix names the key that exists while some hub holds a super admin's socket:
// the same gate for the events only the super admin may see.
const superAdminsKeySuffix = "super-admins-online"

// adminsTTL outlives a few refreshes (adminsRefresh in hub.go), so the key only lapses once
// no hub has refreshed it for that long: after the last admin left, or its hub died.
const adminsTTL = 15 * time.Second

// publishToAdmins publishes ARGV[2] on channel ARGV[1] only while the admins key KEYS[1]
// exists. Checking inside Redis costs no extra round trip and has no stale window: an admin's
// hub sets the key before it registers the socket, so every later event reaches it.
var publishToAdmins = redis.NewScript(`if redis.call("EXISTS", KEYS[1]) == 1 then return redis.call("PUBLISH", ARGV[1], ARGV[2]) end return 0`)

// Audience markers that start every pub/sub payload, followed by a newline and
// the encoded event. Hubs route on the marker without decoding the event.
const (
	scopeAll    = "*"
	scopeAdmins = "@"
	// scopeSuperAdmins reaches only the super admin's sockets: figures a regular admin is not
	// allowed to read (revenue, churn) must not reach their socket either.
	scopeSuperAdmins = "@@"
	scopeUser        = "u:"
	// scopeEnd is not an audience but an order: close the sockets of the user named after
	// it; the body is an endSessions instead of an event.
	scopeEnd = "x:"
)

// endSessions is the body of a scopeEnd payload.
type endSessions struct {
	Keep string `json:"keep,omitempty"` // the session whose sockets stay open
	Only string `json:"only,omitempty"` // the one session whose sockets close (a logout)
}

// Publisher sends events to every hub through Redis. It holds no sockets, so
// workers use it directly; it is safe for concurrent use.
type Publisher struct {
	rdb            *redis.Client
	channel        string
	adminsKey      string
	superAdminsKey string
}

// NewPublisher returns a publisher on the channel under prefix.
func NewPublisher(rdb *redis.Client, prefix string) *Publisher {
	return &Publisher{rdb: rdb, channel: prefix + channelSuffix, adminsKey: prefix + adminsKeySuffix,
		superAdminsKey: prefix + superAdminsKeySuffix}
}

// AdminsOnline reports whether any hub holds an admin socket, so that work whose only purpose
// is an admin event (recounting the dashboard) can be skipped.
func (p *Publisher) AdminsOnline(ctx context.Context) (bool, error) {
	return p.online(ctx, p.adminsKey)
}

// SuperAdminsOnline reports whether any hub holds a super admin's socket.
func (p *Publisher) SuperAdminsOnline(ctx context.Context) (bool, error) {
	return p.online(ctx, p.superAdminsKey)
}

func (p *Publisher) online(ctx context.Context, key string) (bool, error) {
	n, err := p.rdb.Exists(ctx, key).Result()
	if err != nil {
		return false, fmt.Errorf("realtime: admins online: %w", err)
	}
	return n > 0, nil
}

// MarkAdminsOnline declares an admin listening for adminsTTL. Hubs call it for their admin
// sockets; anything else that listens to admin events on the channel must call it too.
func (p *Publisher) MarkAdminsOnline(ctx context.Context) error { return p.mark(ctx, p.adminsKey) }

// MarkSuperAdminsOnline declares the super admin listening for adminsTTL (as well as an admin).
func (p *Publisher) MarkSuperAdminsOnline(ctx context.Context) error {
	pipe := p.rdb.Pipeline()
	pipe.Set(ctx, p.adminsKey, "1", adminsTTL)
	pipe.Set(ctx, p.superAdminsKey, "1", adminsTTL)
	if _, err := pipe.Exec(ctx); err != nil {
		return fmt.Errorf("realtime: mark super admins online: %w", err)
	}
	return nil
}

func (p *Publisher) mark(ctx context.Context, key string) error {
	if err := p.rdb.Set(ctx, key, "1", adminsTTL).Err(); err != nil {
		return fmt.Errorf("realtime: mark admins online: %w", err)
	}
	return nil
}

// ToUser sends an event to every socket of one user (all tabs, all instances).
func (p *Publisher) ToUser(ctx context.Context, userID, typ string, data any) error {
	if !validUser(userID) {
		return ErrNoUser
	}
	return p.publish(ctx, scopeUser+userID, typ, data)
}

// ToAll sends an event to every socket, visitors included.
func (p *Publisher) ToAll(ctx context.Context, typ string, data any) error {
	return p.publish(ctx, scopeAll, typ, data)
}

// ToAdmins sends an event to every admin socket; it is dropped in Redis when no admin is online.
func (p *Publisher) ToAdmins(ctx context.Context, typ string, data any) error {
	b := p.Batch()
	b.ToAdmins(typ, data)
	return b.Publish(ctx)
}

// ToSuperAdmins sends an event to the super admin's sockets only; it is dropped in Redis when
// none is open.
func (p *Publisher) ToSuperAdmins(ctx context.Context, typ string, data any) error {
	b := p.Batch()
	b.ToSuperAdmins(typ, data)
	return b.Publish(ctx)
}

// EndSessions closes, on every instance, the sockets a user opened with sessions that were just
// revoked: all of them, or all but those of session keep. Such a socket has to stop carrying the
// account's events; the browser reconnects without the session.
func (p *Publisher) EndSessions(ctx context.Context, userID, keep string) error {
	if !validUser(userID) {
		return ErrNoUser
	}
	return p.endSessions(ctx, userID, endSessions{Keep: keep})
}

func (p *Publisher) endSessions(ctx context.Context, userID string, order endSessions) error {
	body, err := json.Marshal(order)
	if err != nil {
		return errors.Join(ErrEncode, err)
	}
	return p.send(ctx, scopeEnd+userID, body, "end sessions")
}

// EndSession closes, on every instance, the sockets opened with one session that just ended
// (a logout); the user's other sessions keep theirs.
func (p *Publisher) EndSession(ctx context.Context, userID, sessionID string) error {
	if !validUser(userID) || sessionID == "" {
		return ErrNoUser
	}
	return p.endSessions(ctx, userID, endSessions{Only: sessionID})
}

func (p *Publisher) publish(ctx context.Context, scope, typ string, data any) error {
	ev, err := encodeEvent(typ, data)
	if err != nil {
		return err
	}
	return p.send(ctx, scope, ev, typ)
}

func (p *Publisher) send(ctx context.Context, scope string, body []byte, what string) error {
	if err := p.rdb.Publish(ctx, p.channel, framePayload(scope, body)).Err(); err != nil {
		return fmt.Errorf("realtime: publish %s: %w", what, err)
	}
	return nil
}

// framePayload heads an encoded event with its audience.
func framePayload(scope string, body []byte) []byte {
	payload := make([]byte, 0, len(scope)+1+len(body))
	payload = append(payload, scope...)
	payload = append(payload, '\n')
	return append(payload, body...)
}

// Batch collects events and publishes them all in one round trip to Redis, in the order they
// were added; for code that raises many events at once.
type Batch struct {
	p        *Publisher
	payloads []batched
	err      error
}

type batched struct {
	payload []byte
	gate    string // the key that must exist for it to be published; "" for always
}

// Batch starts an empty batch.
func (p *Publisher) Batch() *Batch { return &Batch{p: p} }

// ToUser adds an event for every socket of one user.
func (b *Batch) ToUser(userID, typ string, data any) {
	if !validUser(userID) {
		b.err = errors.Join(b.err, ErrNoUser)
		return
	}
	b.add(scopeUser+userID, typ, data)
}

// ToAdmins adds an event for every admin socket, dropped in Redis when no admin is online.
func (b *Batch) ToAdmins(typ string, data any) { b.add(scopeAdmins, typ, data) }

// ToSuperAdmins adds an event for the super admin's sockets only, dropped in Redis when none is
// open.
func (b *Batch) ToSuperAdmins(typ string, data any) { b.add(scopeSuperAdmins, typ, data) }

func (b *Batch) add(scope, typ string, data any) {
	ev, err := encodeEvent(typ, data)
	if err != nil {
		b.err = errors.Join(b.err, err)
		return
	}
	e := batched{payload: framePayload(scope, ev)}
	switch scope {
	case scopeAdmins:
		e.gate = b.p.adminsKey
	case scopeSuperAdmins:
		e.gate = b.p.superAdminsKey
	}
	b.payloads = append(b.payloads, e)
}

// Publish sends the collected events; it reports any event that could not be encoded too.
func (b *Batch) Publish(ctx context.Context) error { return b.PublishAfter(ctx, nil) }

// PublishAfter sends first's commands, then the collected events, in one round trip: a caller
// that writes to this Redis anyway (a job to queue) pays for one round trip instead of two.
// first's commands carry their own errors; the answer covers the events only.
func (b *Batch) PublishAfter(ctx context.Context, first func(redis.Pipeliner)) error {
	if len(b.payloads) == 0 && first == nil {
		return b.err
	}
	pipe := b.p.rdb.Pipeline()
	if first != nil {
		first(pipe)
	}
	sent := make([]redis.Cmder, len(b.payloads))
	for i, e := range b.payloads {
		if e.gate != "" {
			sent[i] = publishToAdmins.Eval(ctx, pipe, []string{e.gate}, b.p.channel, e.payload)
		} else {
			sent[i] = pipe.Publish(ctx, b.p.channel, e.payload)
		}
	}
	_, _ = pipe.Exec(ctx) // each command holds its own error
	failed, firstErr := 0, error(nil)
	for _, cmd := range sent {
		if err := cmd.Err(); err != nil {
			failed++
			firstErr = cmp.Or(firstErr, err)
		}
	}
	if failed > 0 {
		b.err = errors.Join(b.err, fmt.Errorf("realtime: publish %d of %d events: %w", failed, len(sent), firstErr))
	}
	b.payloads = nil
	return b.err
}

// validUser reports whether id can head a payload.
func validUser(id string) bool { return id != "" && !strings.ContainsAny(id, "\n\r") }

// parsePayload splits a pub/sub payload into its audience and event bytes.
func parsePayload(payload []byte) (scope string, event []byte, ok bool) {
	head, ev, found := bytes.Cut(payload, []byte{'\n'})
	if !found || len(ev) == 0 || len(head) == 0 {
		return "", nil, false
	}
	return string(head), ev, true
}
