package server

import (
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
		client.UserID, client.IsAdmin = u.ID, u.IsAdmin()
	}
	c.Locals("wsClient", client)
	return c.Next()
}

// wsServe hands the connection to the hub until it closes.
func (s *Server) wsServe() fiber.Handler {
	return websocket.New(func(conn *websocket.Conn) {
		client, _ := conn.Locals("wsClient").(realtime.Client)
		s.opts.Hub.Serve(conn, client)
	}, websocket.Config{ReadBufferSize: 1024, WriteBufferSize: 1024})
}
