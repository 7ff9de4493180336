// Package realtime pushes live events to browsers over WebSockets.
//
// A Hub owns every socket of one server instance: a single goroutine keeps the
// index of connections (by connection, by user, admins) and fans events out to
// bounded per-connection queues, so a slow client is dropped instead of stalling
// everyone else. Events travel through Redis pub/sub, so a Publisher in any
// process (a worker without sockets, another server) reaches every instance.
// The same channel carries orders to close the sockets of revoked sessions; and
// a hub whose subscription comes back after a loss tells its sockets to resync,
// since pub/sub keeps nothing for a listener that was away.
package realtime

import (
	"bytes"
	"encoding/json"
	"errors"
)

// Event types sent to browsers. The audience of each type is fixed by the
// publisher call that carries it: stats.public to everyone, the email and
// account events to their owner, admin.email to admins, and stats.admin (revenue, churn:
// the super admin's overview) to the super admin only.
const (
	TypeStatsPublic  = "stats.public"
	TypeEmailStatus  = "email.status"
	TypeEmailDelta   = "email.delta"
	TypeUsage        = "usage"
	TypeSubscription = "subscription"
	TypeStatsAdmin   = "stats.admin"
	TypeAdminEmail   = "admin.email"
	// TypeResync goes from a hub to its own sockets when its Redis subscription is back after
	// a loss: events published meanwhile never reached them, so the page reloads what it shows.
	TypeResync = "resync"
)

// Event is the envelope of every server-to-client message.
type Event struct {
	Type string `json:"type"`
	Data any    `json:"data"`
}

// encodeEvent marshals an event once; nil data becomes {} so clients can
// always read fields of data.
func encodeEvent(typ string, data any) ([]byte, error) {
	if typ == "" {
		return nil, ErrNoType
	}
	if data == nil {
		data = struct{}{}
	}
	b, err := json.Marshal(Event{Type: typ, Data: data})
	if err != nil {
		return nil, errors.Join(ErrEncode, err)
	}
	return b, nil
}

// Client message types the server understands.
const (
	ClientPing = "ping"
	ServerPong = "pong"
)

// MaxClientMessage caps what a browser may send in one message; the client
// protocol has nothing bigger than a ping.
const MaxClientMessage = 4 << 10

// ClientMessage is a message received from a browser.
type ClientMessage struct {
	Type string          `json:"type"`
	Data json.RawMessage `json:"data,omitempty"`
}

var (
	// ErrBadMessage means a client message is not a JSON object with a type.
	ErrBadMessage = errors.New("realtime: malformed client message")
	// ErrNoType means an event was published without a type.
	ErrNoType = errors.New("realtime: event type is empty")
	// ErrEncode means an event's data could not be marshalled.
	ErrEncode = errors.New("realtime: cannot encode event")
	// ErrNoUser means a user event was published without a valid user id.
	ErrNoUser = errors.New("realtime: user id is empty or invalid")
)

// ParseClientMessage decodes a message sent by a browser. It accepts any JSON
// object with a non-empty string "type"; callers ignore types they do not know.
func ParseClientMessage(b []byte) (ClientMessage, error) {
	var m ClientMessage
	if len(b) == 0 || len(b) > MaxClientMessage {
		return m, ErrBadMessage
	}
	trimmed := bytes.TrimSpace(b)
	if len(trimmed) == 0 || trimmed[0] != '{' {
		return m, ErrBadMessage
	}
	if err := json.Unmarshal(trimmed, &m); err != nil {
		return ClientMessage{}, errors.Join(ErrBadMessage, err)
	}
	if m.Type == "" {
		return ClientMessage{}, ErrBadMessage
	}
	return m, nil
}

// pongMessage is the reply to a client ping.
const pongMessage = `{"type":"pong","data":{}}`

// resyncMessage is the encoded TypeResync event.
const resyncMessage = `{"type":"resync","data":{}}`
