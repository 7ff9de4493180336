package server

import (
	"encoding/json"
	"time"

	"github.com/gofiber/fiber/v2"

	"storymail/storage"
)

// publicStatsTTL keeps the landing page's counts cheap under load; pushes keep them live.
const publicStatsTTL = 10 * time.Second

func (s *Server) publicStats(c *fiber.Ctx) error {
	ctx := c.UserContext()
	key := s.key("cache", "public-stats")
	if raw, err := s.opts.Redis.Get(ctx, key).Bytes(); err == nil {
		c.Set(fiber.HeaderContentType, fiber.MIMEApplicationJSON)
		return c.Send(raw)
	}
	st, err := s.opts.DB.PublicStats(ctx)
	if err != nil {
		return err
	}
	raw, _ := json.Marshal(st)
	_ = s.opts.Redis.Set(ctx, key, raw, publicStatsTTL).Err()
	c.Set(fiber.HeaderContentType, fiber.MIMEApplicationJSON)
	return c.Send(raw)
}

var _ storage.PublicStats
