package server

import "github.com/gofiber/fiber/v2"

// accountRoutes registers the account area's routes under /api.
func (s *Server) accountRoutes(api fiber.Router) {}
