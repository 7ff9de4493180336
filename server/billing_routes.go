package server

import "github.com/gofiber/fiber/v2"

// billingRoutes registers the billing area's routes under /api.
func (s *Server) billingRoutes(api fiber.Router) {}
