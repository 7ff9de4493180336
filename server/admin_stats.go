package server

import (
	"context"
	"log/slog"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"storymail/jobs"
	"storymail/realtime"
	"storymail/storage"
)

// adminStatsJSON is the admin stats entity of the spec.
type adminStatsJSON struct {
	storage.AdminStats
	TotalRevenue        dollars `json:"totalRevenue"` // this month's payments
	StripeDataAvailable bool    `json:"stripeDataAvailable"`
}

// computeAdminStats counts the overview figures; payment data is available once a payment is
// recorded or when Stripe is configured.
func computeAdminStats(ctx context.Context, db *storage.DB, stripeConfigured bool, now time.Time) (adminStatsJSON, error) {
	st, err := db.AdminStats(ctx, monthStart(now))
	if err != nil {
		return adminStatsJSON{}, err
	}
	return adminStatsJSON{AdminStats: st, TotalRevenue: dollars(st.RevenueThisMonthCents),
		StripeDataAvailable: stripeConfigured || st.PaymentsRecorded > 0}, nil
}

// AdminStatsHook is the function for Notifier.SetAdminStatsHook: it recounts the admin
// statistics and pushes them as stats.admin to the super admin's sockets only, the one account
// GET /api/admin/stats answers (regular admins get 403 there, and nothing here). The notifier
// throttles it.
func AdminStatsHook(db *storage.DB, n *jobs.Notifier, stripeConfigured bool, log *slog.Logger) func(ctx context.Context) {
	if log == nil {
		log = slog.Default()
	}
	return func(ctx context.Context) {
		if online, err := n.Publisher().SuperAdminsOnline(ctx); err == nil && !online {
			return // the counts scan whole tables; a dashboard opened later fetches its own
		}
		st, err := computeAdminStats(ctx, db, stripeConfigured, time.Now())
		if err != nil {
			log.Warn("stats.admin: count", "err", err)
			return
		}
		if err := n.Publisher().ToSuperAdmins(ctx, realtime.TypeStatsAdmin, st); err != nil {
			log.Warn("stats.admin: publish", "err", err)
		}
	}
}

func (s *Server) adminStats(c *fiber.Ctx) error {
	st, err := computeAdminStats(c.UserContext(), s.opts.DB, s.stripeCanceller() != nil, time.Now())
	if err != nil {
		return err
	}
	return c.JSON(st)
}

// revenueMonths is the length of the revenue history.
const revenueMonths = 12

type revenueMonthJSON struct {
	Date       string  `json:"date"` // YYYY-MM
	Revenue    dollars `json:"revenue"`
	Refunds    dollars `json:"refunds"`
	Fees       dollars `json:"fees"`
	NetRevenue dollars `json:"netRevenue"`
}

// dateParam reads an ISO date (2025-01-31) or timestamp query parameter. A date-only end is
// inclusive: the range runs to the end of that day.
func dateParam(c *fiber.Ctx, name string, end bool) (*time.Time, error) {
	raw := strings.TrimSpace(c.Query(name))
	if raw == "" {
		return nil, nil
	}
	if t, err := time.ParseInLocation("2006-01-02", raw, time.UTC); err == nil {
		if end {
			t = t.AddDate(0, 0, 1)
		}
		return &t, nil
	}
	if t, err := time.Parse(time.RFC3339Nano, raw); err == nil {
		if end {
			t = t.Add(time.Microsecond)
		}
		return &t, nil
	}
	return nil, badRequest(name + " must be an ISO date like 2025-01-31")
}

func (s *Server) adminRevenue(c *fiber.Ctx) error {
	from, err := dateParam(c, "startDate", false)
	if err != nil {
		return err
	}
	to, err := dateParam(c, "endDate", true)
	if err != nil {
		return err
	}
	if from != nil && to != nil && !from.Before(*to) {
		return badRequest("startDate must not be after endDate")
	}
	ctx := c.UserContext()
	tot, err := s.opts.DB.Revenue(ctx, from, to)
	if err != nil {
		return err
	}
	hist, err := s.opts.DB.RevenueHistory(ctx, time.Now(), revenueMonths)
	if err != nil {
		return err
	}
	history := make([]revenueMonthJSON, len(hist))
	for i, m := range hist {
		history[i] = revenueMonthJSON{Date: m.Month.Format("2006-01"), Revenue: dollars(m.GrossCents),
			Refunds: dollars(m.RefundCents), Fees: dollars(m.FeeCents),
			NetRevenue: dollars(m.GrossCents - m.FeeCents - m.RefundCents)}
	}
	day := func(t *time.Time, end bool) any {
		if t == nil {
			return nil
		}
		if end {
			return t.Add(-time.Nanosecond).UTC().Format("2006-01-02")
		}
		return t.UTC().Format("2006-01-02")
	}
	return c.JSON(fiber.Map{
		"totalRevenue":        dollars(tot.GrossCents),
		"netRevenue":          dollars(tot.GrossCents - tot.FeeCents - tot.RefundCents),
		"stripeFees":          dollars(tot.FeeCents),
		"totalRefunds":        dollars(tot.RefundCents),
		"totalSubscriptions":  tot.ActiveSubs,
		"subscriptionHistory": history,
		"paymentCount":        tot.Payments,
		"refundCount":         tot.Refunds,
		"feesEstimated":       tot.FeeEstimated,
		"startDate":           day(from, false),
		"endDate":             day(to, true),
	})
}
