package server

import "github.com/gofiber/fiber/v2"

// accountRoutes registers the account area's routes under /api: contact, the action-taker bonus,
// data export and account deletion.
func (s *Server) accountRoutes(api fiber.Router) {
	api.Post("/contact", s.contact)

	api.Get("/action-taker-status", requireUser, s.actionTakerStatusHandler)
	api.Post("/dismiss-bonus", requireUser, s.dismissBonus)
	api.Get("/bonus/templates.pdf", requireUser, s.bonusTemplates)

	api.Get("/user/export", requireUser, s.exportAccount)
	api.Delete("/user/delete-account", requireUser, s.deleteAccount)
}
