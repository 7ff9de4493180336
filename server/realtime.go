package server

import (
	"context"
	"sync"

	"github.com/gofiber/contrib/websocket"
	"github.com/gofiber/fiber/v2"

	"storymail/realtime"
)

// wsUpgrade admits WebSocket upgrades from the app's own pages, signed in or not.
func (s *Server) wsUpgrade(c *fiber.Ctx) error {
	if s.opts.Hub == nil {
		return errUnavailable
	}
	if !websocket.IsWebSocketUpgrade(c) {
		return newError(fiber.StatusUpgradeRequired, "upgrade_required", "This endpoint speaks WebSocket.")
	}
	if !s.origins[c.Get(fiber.HeaderOrigin)] {
		return errOrigin
	}
	client := realtime.Client{}
	if u := currentUser(c); u != nil {
		client.UserID, client.IsAdmin, client.SessionID = u.ID, u.IsAdmin(), currentSession(c)
		client.IsSuperAdmin = u.IsAdmin() && u.ID == s.opts.SuperAdminID
	}
	c.Locals("wsClient", client)
	return c.Next()
}

// wsWriteBuffers lends sockets a write buffer only while they write: most sockets are idle most
// of the time, so ten thousand of them need a handful of buffers instead of one each.
var wsWriteBuffers = &sync.Pool{}

// wsServe hands the connection to the hub until it closes.
func (s *Server) wsServe() fiber.Handler {
	return websocket.New(func(conn *websocket.Conn) {
		client, _ := conn.Locals("wsClient").(realtime.Client)
		s.opts.Hub.Serve(conn, client)
	}, websocket.Config{ReadBufferSize: 1024, WriteBufferSize: 1024, WriteBufferPool: wsWriteBuffers})
}

// endSessions revokes a user's sessions, all or all but keep, and closes the sockets opened with
// them on every instance, so that a page left open stops hearing the account's events.
func (s *Server) endSessions(ctx context.Context, userID, keep string) error {
	if err := s.opts.Sessions.RevokeAll(ctx, userID, keep); err != nil {
		return err
	}
	if err := s.events.EndSessions(ctx, userID, keep); err != nil {
		// The sessions are over either way; such a socket goes at its next reconnect.
		s.opts.Logger.Warn("close sockets of ended sessions", "user", userID, "err", err)
	}
	return nil
}
