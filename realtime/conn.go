package realtime

import (
	"encoding/binary"
	"sync"
	"time"
)

// WebSocket message types (RFC 6455 opcodes), as used by Conn.
const (
	TextMessage  = 1
	CloseMessage = 8
	PingMessage  = 9
	PongMessage  = 10
)

// Close codes the hub sends.
const (
	closeNormal    = 1000
	closeGoingAway = 1001
	// closePolicy ends a socket whose session was revoked; the browser reconnects without it.
	closePolicy = 1008
)

// Conn is the part of a WebSocket connection the hub uses. The connections of
// the fasthttp and gorilla websocket packages (and the Fiber websocket
// middleware, which embeds the former) satisfy it. As with those packages, at
// most one goroutine reads and one writes at a time; Close and WriteControl may
// be called concurrently with anything.
type Conn interface {
	ReadMessage() (messageType int, p []byte, err error)
	WriteMessage(messageType int, data []byte) error
	WriteControl(messageType int, data []byte, deadline time.Time) error
	SetReadDeadline(t time.Time) error
	SetWriteDeadline(t time.Time) error
	SetReadLimit(limit int64)
	SetPongHandler(h func(appData string) error)
	Close() error
}

// conn is one socket registered with the hub.
type conn struct {
	ws     Conn
	client Client
	// send is written by the hub and the read pump, read only by the write
	// pump, and never closed: quit tells the write pump to stop.
	send chan *frame

	once      sync.Once
	quit      chan struct{}
	closeCode int // set once, before quit is closed
	dropped   bool
}

// frame is one encoded event, shared by every socket it goes to. Queues hold pointers: a slot
// of 8 bytes instead of a 24-byte slice keeps a full queue of 64 at half a kilobyte a socket.
type frame struct{ data []byte }

// pongFrame answers every client ping.
var pongFrame = &frame{data: []byte(pongMessage)}

func newConn(ws Conn, client Client, buffer int) *conn {
	return &conn{
		ws:     ws,
		client: client,
		send:   make(chan *frame, buffer),
		quit:   make(chan struct{}),
	}
}

// close asks the write pump to say goodbye with code and stop.
func (c *conn) close(code int) {
	c.once.Do(func() {
		c.closeCode = code
		close(c.quit)
	})
}

// drop ends a socket that cannot keep up. Its write pump may be stuck in a
// write, so the network connection is closed right away instead of waiting
// for a close handshake.
func (c *conn) drop() {
	c.once.Do(func() {
		c.dropped = true
		close(c.quit)
	})
	_ = c.ws.Close()
}

// Serve runs one socket until it ends: it registers the socket, writes from a
// goroutine of its own and reads in the caller's goroutine. It returns once
// both pumps have stopped and the socket is closed. Serve waits for Run to
// start; after Run has stopped it closes the socket at once.
func (h *Hub) Serve(ws Conn, client Client) {
	c := newConn(ws, client, h.opts.SendBuffer)
	if client.IsAdmin {
		// Before registering: every admin event published from here on reaches this socket.
		h.markAdmins(client.IsSuperAdmin)
	}
	select {
	case h.register <- c:
	case <-h.done:
		_ = ws.Close()
		return
	}

	writerDone := make(chan struct{})
	go func() {
		defer close(writerDone)
		h.writePump(c)
	}()

	h.readPump(c)

	select {
	case h.unregister <- c:
	case <-h.done:
	}
	c.close(closeNormal)
	<-writerDone
}

// readPump reads client messages until the socket fails or goes silent for
// longer than PongWait.
func (h *Hub) readPump(c *conn) {
	pongWait := h.opts.PongWait
	c.ws.SetReadLimit(MaxClientMessage)
	_ = c.ws.SetReadDeadline(time.Now().Add(pongWait))
	c.ws.SetPongHandler(func(string) error {
		return c.ws.SetReadDeadline(time.Now().Add(pongWait))
	})
	for {
		typ, data, err := c.ws.ReadMessage()
		if err != nil {
			return
		}
		_ = c.ws.SetReadDeadline(time.Now().Add(pongWait))
		if typ != TextMessage {
			continue
		}
		m, err := ParseClientMessage(data)
		if err != nil {
			h.log.Debug("ignoring client message", "err", err)
			continue
		}
		switch m.Type {
		case ClientPing:
			// A full queue means the hub is about to drop this socket anyway.
			select {
			case c.send <- pongFrame:
			default:
			}
		}
	}
}

// writePump is the only writer of data frames: queued events and heartbeat
// pings. It closes the socket when it stops, which also ends the read pump.
func (h *Hub) writePump(c *conn) {
	writeWait := h.opts.WriteWait
	ticker := time.NewTicker(h.opts.PingInterval)
	defer func() {
		ticker.Stop()
		_ = c.ws.Close()
	}()
	for {
		select {
		case f := <-c.send:
			_ = c.ws.SetWriteDeadline(time.Now().Add(writeWait))
			if err := c.ws.WriteMessage(TextMessage, f.data); err != nil {
				return
			}
		case <-ticker.C:
			_ = c.ws.SetWriteDeadline(time.Now().Add(writeWait))
			if err := c.ws.WriteMessage(PingMessage, nil); err != nil {
				return
			}
		case <-c.quit:
			if !c.dropped {
				_ = c.ws.WriteControl(CloseMessage, closePayload(c.closeCode), time.Now().Add(writeWait))
			}
			return
		}
	}
}

// closePayload is a close frame body: the status code, big-endian.
func closePayload(code int) []byte {
	return binary.BigEndian.AppendUint16(nil, uint16(code))
}
