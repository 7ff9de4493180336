package realtime

import (
	"bytes"
	"context"
	"fmt"
	"strings"

	"github.com/redis/go-redis/v9"
)

// channelSuffix names the one pub/sub channel every hub listens on. A single
// channel keeps events in publish order across audiences (an email's status
// never overtakes its last delta).
const channelSuffix = "realtime"

// Audience markers that start every pub/sub payload, followed by a newline and
// the encoded event. Hubs route on the marker without decoding the event.
const (
	scopeAll    = "*"
	scopeAdmins = "@"
	scopeUser   = "u:"
)

// Publisher sends events to every hub through Redis. It holds no sockets, so
// workers use it directly; it is safe for concurrent use.
type Publisher struct {
	rdb     *redis.Client
	channel string
}

// NewPublisher returns a publisher on the channel under prefix.
func NewPublisher(rdb *redis.Client, prefix string) *Publisher {
	return &Publisher{rdb: rdb, channel: prefix + channelSuffix}
}

// ToUser sends an event to every socket of one user (all tabs, all instances).
func (p *Publisher) ToUser(ctx context.Context, userID, typ string, data any) error {
	if userID == "" || strings.ContainsAny(userID, "\n\r") {
		return ErrNoUser
	}
	return p.publish(ctx, scopeUser+userID, typ, data)
}

// ToAll sends an event to every socket, visitors included.
func (p *Publisher) ToAll(ctx context.Context, typ string, data any) error {
	return p.publish(ctx, scopeAll, typ, data)
}

// ToAdmins sends an event to every admin socket.
func (p *Publisher) ToAdmins(ctx context.Context, typ string, data any) error {
	return p.publish(ctx, scopeAdmins, typ, data)
}

func (p *Publisher) publish(ctx context.Context, scope, typ string, data any) error {
	ev, err := encodeEvent(typ, data)
	if err != nil {
		return err
	}
	payload := make([]byte, 0, len(scope)+1+len(ev))
	payload = append(payload, scope...)
	payload = append(payload, '\n')
	payload = append(payload, ev...)
	if err := p.rdb.Publish(ctx, p.channel, payload).Err(); err != nil {
		return fmt.Errorf("realtime: publish %s: %w", typ, err)
	}
	return nil
}

// parsePayload splits a pub/sub payload into its audience and event bytes.
func parsePayload(payload []byte) (scope string, event []byte, ok bool) {
	head, ev, found := bytes.Cut(payload, []byte{'\n'})
	if !found || len(ev) == 0 || len(head) == 0 {
		return "", nil, false
	}
	return string(head), ev, true
}
