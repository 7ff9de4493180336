package server

import "github.com/gofiber/fiber/v2"

// adminRoutes registers the admin area's routes under /api.
func (s *Server) adminRoutes(api fiber.Router) {}
