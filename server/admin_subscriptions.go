package server

import (
	"math"
	"time"

	"github.com/gofiber/fiber/v2"

	"storymail/storage"
)

// subscriptionUserJSON is a row of the subscriptions page.
type subscriptionUserJSON struct {
	ID                      string     `json:"id"`
	FirstName               string     `json:"firstName"`
	LastName                string     `json:"lastName"`
	Email                   string     `json:"email"`
	StripeCustomerID        *string    `json:"stripeCustomerId"`
	MonthlyUsage            int        `json:"monthlyUsage"`
	SubscriptionStatus      string     `json:"subscriptionStatus"` // active, inactive or cancelled
	SubscriptionCancelledAt *time.Time `json:"subscriptionCancelledAt"`
	SubscriptionCancelsAt   *time.Time `json:"subscriptionCancelsAt"`
	CreatedAt               time.Time  `json:"createdAt"`
}

// subscriptionState maps a plan status to the page's three: active, cancelled, inactive.
func subscriptionState(status string) string {
	switch status {
	case storage.StatusActive:
		return "active"
	case storage.StatusCanceled:
		return "cancelled"
	}
	return "inactive"
}

// churnRate is spec 2 §9: (cancelling + cancelled) / (active + cancelling + cancelled) as a
// rounded percentage, 0 when nobody is active or cancelling.
func churnRate(sum storage.SubscriptionSummary) int {
	if sum.Active+sum.Cancelling == 0 {
		return 0
	}
	lost := float64(sum.Cancelling + sum.Cancelled)
	return int(math.Round(lost / float64(sum.Active+sum.Cancelling+sum.Cancelled) * 100))
}

func (s *Server) adminListSubscriptions(c *fiber.Ctx) error {
	p, err := pageQuery(c, "pageSize", subscriptionPageSize)
	if err != nil {
		return err
	}
	order, err := sortQuery(c)
	if err != nil {
		return err
	}
	users, total, sum, err := s.opts.DB.AdminListSubscriptions(c.UserContext(), storage.SubscriptionQuery{
		Search: searchQuery(c), Status: statusQuery(c), Sort: order, Offset: p.offset(), Limit: p.size})
	if storage.IsUnknownSort(err) {
		return unknownSort("subscriptions")
	}
	if storage.IsUnknownFilter(err) {
		return badRequest("Unknown status filter. Use all, active, inactive, cancelled or cancelling.")
	}
	if err != nil {
		return err
	}
	out := make([]subscriptionUserJSON, len(users))
	for i, u := range users {
		out[i] = subscriptionUserJSON{ID: u.ID, FirstName: u.FirstName, LastName: u.LastName, Email: u.Email,
			StripeCustomerID: optional(u.StripeCustomerID), MonthlyUsage: u.CreditsUsed,
			SubscriptionStatus: subscriptionState(u.SubscriptionStatus), SubscriptionCancelledAt: u.SubscriptionCancelledAt,
			SubscriptionCancelsAt: u.SubscriptionCancelsAt, CreatedAt: u.CreatedAt}
	}
	return c.JSON(fiber.Map{
		"users":      out,
		"total":      total,
		"totalPages": p.totalPages(total),
		"page":       p.number,
		"pageSize":   p.size,
		"summary": fiber.Map{
			"active":         sum.Active,
			"cancelling":     sum.Cancelling,
			"cancelled":      sum.Cancelled,
			"monthlyRevenue": dollars(int64(sum.Active+sum.Cancelling) * storage.StarterPriceCents),
			"churnRate":      churnRate(sum),
		},
	})
}
