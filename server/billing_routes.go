package server

import "github.com/gofiber/fiber/v2"

// billingRoutes registers the billing area's routes under /api. The Stripe webhook is not
// here: it must not pass the Origin check, so routes() registers it before the /api group.
func (s *Server) billingRoutes(api fiber.Router) {
	api.Get("/subscription", requireUser, s.getSubscription)
	api.Post("/create-checkout-session", requireUser, s.createCheckoutSession)
	api.Post("/billing-portal", requireUser, s.billingPortal)
	api.Post("/cancel-subscription", requireUser, s.cancelSubscription)

	// The local confirmation page stands in for Stripe Checkout only without a Stripe key.
	if s.localCheckout() {
		api.Get("/test-checkout/:session", requireUser, s.localCheckoutInfo)
		api.Post("/test-checkout/complete", requireUser, s.completeLocalCheckout)
	}
	// The spec's payment test tools exist only in development; elsewhere these paths are 404.
	if s.IsDevelopment() {
		api.Get("/test-subscription/:email", requireUser, s.testSubscriptionLookup)
		api.Post("/test-stripe-webhook", requireUser, s.testStripeWebhook)
	}
}
