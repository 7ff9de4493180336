package server

import (
	"net/netip"

	"github.com/gofiber/fiber/v2"
)

var errTooManySockets = newError(fiber.StatusTooManyRequests, "too_many_sockets",
	"Too many open live connections from your network. Close some StoryMail tabs and try again.")

// capSockets holds each client (the forwarded address behind a trusted proxy) to
// MaxSocketsPerIP open WebSockets on this instance. The slot is taken before the upgrade and
// given back when the connection closes, whichever way it ends. Only connections accepted by
// Serve can report their end, so sockets on other listeners (app.Test) are not counted.
func (s *Server) capSockets(c *fiber.Ctx) error {
	conn, ok := c.Context().Conn().(*trackedConn)
	if !ok || s.sockets.max <= 0 {
		return c.Next()
	}
	a, err := netip.ParseAddr(c.IP())
	if err != nil {
		if a, ok = addrOf(conn.RemoteAddr()); !ok {
			return c.Next()
		}
	}
	release := s.sockets.acquire(clientKey(a))
	if release == nil {
		return errTooManySockets
	}
	err = c.Next()
	if c.Context().Hijacked() {
		conn.onClose(release) // the socket lives on after this handler returns
	} else {
		release() // refused upgrade: no socket was opened
	}
	return err
}
