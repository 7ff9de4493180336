package server

import "context"

// subscriptionCanceller ends a Stripe subscription at once (billing implements it).
type subscriptionCanceller interface {
	CancelNow(ctx context.Context, subscriptionID string) error
}

// stripeCanceller is the Stripe side of staff cancellations; nil (Stripe not configured)
// keeps them local to the database.
func (s *Server) stripeCanceller() subscriptionCanceller { return nil }
