package server

import "context"

// subscriptionCanceller ends a Stripe subscription at once, with no end-of-period grace
// (staff cancellations, deleted accounts). The billing client implements it.
type subscriptionCanceller interface {
	CancelNow(ctx context.Context, subscriptionID string) error
}

// stripeCanceller is the live Stripe client, or nil in local test mode where cancellations
// stay in the database. The explicit nil avoids a typed-nil interface.
func (s *Server) stripeCanceller() subscriptionCanceller {
	if !s.opts.Billing.Live() {
		return nil
	}
	return s.opts.Billing
}
