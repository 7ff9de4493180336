package server

import (
	"context"

	"github.com/gofiber/fiber/v2"

	"storymail/jobs"
	"storymail/storage"
)

// routes registers every route of the application in one place.
func (s *Server) routes() {
	app := s.app
	app.Use(withRequestID, s.accessLog, s.recoverPanics, s.securityHeaders)

	app.Get("/healthz", s.healthz)
	app.Get("/readyz", s.readyz)

	app.Get("/ws", s.loadSession, s.wsUpgrade, s.capSockets, s.wsServe())

	// Stripe signs its webhook: no browser Origin, no session.
	app.Post("/api/stripe-webhook", s.stripeWebhook)

	api := app.Group("/api", s.requireValidText, compressJSON, s.checkOrigin, s.loadSession)
	api.Get("/config", s.clientConfig)
	api.Get("/public/stats", s.publicStats)

	a := api.Group("/auth")
	a.Post("/signup", s.signup)
	a.Get("/verify-email", s.verifyEmail)
	a.Post("/resend-verification", s.resendVerification)
	a.Post("/login", s.login)
	a.Post("/logout", s.logout)
	a.Get("/user", requireUser, s.currentUserHandler)
	a.Post("/forgot-password", s.forgotPassword)
	a.Post("/reset-password", s.resetPassword)
	a.Post("/change-password", requireUser, s.changePassword)

	api.Get("/usage", requireUser, s.usage)
	api.Get("/emails", requireUser, s.listEmails)
	api.Post("/emails", requireUser, s.createEmail)
	api.Post("/emails/language", requireUser, s.checkLanguage)
	api.Get("/emails/:id", requireUser, s.getEmail)
	api.Delete("/emails/:id", requireUser, s.deleteEmail)
	api.Patch("/emails/:id", requireUser, s.patchEmail)
	api.Get("/emails/:id/versions", requireUser, s.listVersions)
	api.Post("/emails/:id/versions/:n/restore", requireUser, s.restoreVersion)
	api.Get("/emails/:id/export", requireUser, s.exportEmail)
	api.Post("/emails/:id/send-test", requireUser, s.sendTestEmail)
	api.Get("/emails/:id/rewrite", requireUser, s.rewriteAllowance)
	api.Post("/emails/:id/rewrite", requireUser, s.rewriteEmail)

	s.accountRoutes(api)
	s.billingRoutes(api)
	s.adminRoutes(api)

	api.Use(func(c *fiber.Ctx) error { return errNotFound })
	s.serveUI(app)
}

func (s *Server) healthz(c *fiber.Ctx) error {
	return c.JSON(fiber.Map{"status": "ok"})
}

// readyz answers 200 only when PostgreSQL and Redis both answer.
func (s *Server) readyz(c *fiber.Ctx) error {
	ctx, cancel := context.WithTimeout(c.UserContext(), 2e9)
	defer cancel()
	checks := fiber.Map{"postgres": "ok", "redis": "ok"}
	ready := true
	if err := s.opts.DB.Ping(ctx); err != nil {
		checks["postgres"], ready = err.Error(), false
	}
	if err := s.opts.Redis.Ping(ctx).Err(); err != nil {
		checks["redis"], ready = err.Error(), false
	}
	if !ready {
		return c.Status(fiber.StatusServiceUnavailable).JSON(fiber.Map{"status": "unavailable", "checks": checks})
	}
	return c.JSON(fiber.Map{"status": "ready", "checks": checks})
}

// clientConfig tells the UI what it cannot know at build time.
func (s *Server) clientConfig(c *fiber.Ctx) error {
	return c.JSON(fiber.Map{"superAdminId": s.opts.SuperAdminID, "appEnv": s.opts.Env,
		"trialCredits": storage.TrialCredits, "starterCredits": storage.StarterCredits})
}

// afterSignup tells everyone watching that the user count moved, and the signup webhook.
func (s *Server) afterSignup(ctx context.Context, u *storage.User) {
	s.opts.Notifier.StatsChanged()
	if s.opts.Webhooks != nil {
		s.opts.Webhooks.Trigger(ctx, jobs.EventUserSignup, fiber.Map{"userId": u.ID, "email": u.Email, "createdAt": u.CreatedAt})
	}
}
