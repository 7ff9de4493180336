package server

import (
	"context"
	"sync"
	"time"

	"github.com/gofiber/fiber/v2"

	"storymail/storage"
)

// The overview's trends cover the last trendDays days; its feed shows the newest recentEvents.
const (
	trendDays    = 30
	recentEvents = 12
	healthCheck  = 2 * time.Second
)

type trendDayJSON struct {
	Date     string  `json:"date"` // YYYY-MM-DD, UTC
	NewUsers int     `json:"newUsers"`
	Emails   int     `json:"emails"`
	Revenue  dollars `json:"revenue"` // collected that day
}

type recentEventJSON struct {
	Type   string   `json:"type"` // signup, email, payment
	At     string   `json:"at"`
	Who    string   `json:"who"`
	Title  string   `json:"title,omitempty"`
	Status string   `json:"status,omitempty"`
	Amount *dollars `json:"amount,omitempty"`
}

// adminTrends answers new customers, emails and money collected per day over the last 30 days,
// and the newest events for the overview's feed (the socket adds to it live).
func (s *Server) adminTrends(c *fiber.Ctx) error {
	ctx := c.UserContext()
	days, err := s.opts.DB.AdminTrends(ctx, time.Now(), trendDays)
	if err != nil {
		return err
	}
	events, err := s.opts.DB.RecentEvents(ctx, recentEvents)
	if err != nil {
		return err
	}
	out := make([]trendDayJSON, len(days))
	for i, d := range days {
		out[i] = trendDayJSON{Date: d.Day.Format("2006-01-02"), NewUsers: d.NewUsers, Emails: d.Emails, Revenue: dollars(d.RevenueCents)}
	}
	recent := make([]recentEventJSON, len(events))
	for i, e := range events {
		recent[i] = recentEventJSON{Type: e.Kind, At: e.At.UTC().Format(time.RFC3339), Who: e.Who, Title: e.Detail, Status: e.Status}
		if e.Kind == "payment" {
			amount := dollars(e.Amount)
			recent[i].Amount = &amount
		}
	}
	return c.JSON(fiber.Map{"days": out, "recent": recent})
}

// systemStatusJSON is what the status panels show: live checks and configuration, nothing fixed.
type systemStatusJSON struct {
	Database       bool   `json:"database"`       // answered a ping just now
	Redis          bool   `json:"redis"`          // answered a ping just now
	PaymentMode    string `json:"paymentMode"`    // live (Stripe key set), test (local checkout) or off
	WebhooksActive int    `json:"webhooksActive"` // webhooks with a URL
	WebhooksTotal  int    `json:"webhooksTotal"`
	QueueDepth     *int64 `json:"queueDepth"` // generations waiting or being worked on; null when unknown
	Processing     int    `json:"processing"`
	Stuck          int    `json:"stuck"` // processing for over two minutes without progress
	Failed         int    `json:"failed"`
	Environment    string `json:"environment"`
}

// adminSystem checks the building blocks the status panels name, each within a short bound so a
// dead dependency shows as down instead of hanging the page.
func (s *Server) adminSystem(c *fiber.Ctx) error {
	ctx, cancel := context.WithTimeout(c.UserContext(), healthCheck)
	defer cancel()
	st := systemStatusJSON{PaymentMode: "off", Environment: s.opts.Env}
	switch {
	case s.stripeLive():
		st.PaymentMode = "live"
	case s.localCheckout():
		st.PaymentMode = "test"
	}
	var g sync.WaitGroup
	g.Go(func() {
		st.Database = s.opts.DB.Pool.Ping(ctx) == nil
	})
	g.Go(func() {
		st.Redis = s.opts.Redis.Ping(ctx).Err() == nil
	})
	var hooks []storage.Webhook
	var health storage.EmailHealth
	var hooksErr, healthErr error
	g.Go(func() {
		hooks, hooksErr = s.opts.DB.ListWebhooks(ctx)
	})
	g.Go(func() {
		health, healthErr = s.opts.DB.AdminEmailHealth(ctx, time.Now().Add(-stuckAfter))
	})
	g.Go(func() {
		st.QueueDepth = s.queueDepth(ctx)
	})
	g.Wait()
	if hooksErr == nil {
		st.WebhooksTotal = len(hooks)
		for _, h := range hooks {
			if h.URL != "" {
				st.WebhooksActive++
			}
		}
	}
	if healthErr == nil {
		st.Processing, st.Stuck, st.Failed = health.Processing, health.Stuck, health.Failed
	}
	return c.JSON(st)
}

// queueDepth is the generation stream's backlog: entries not yet handed to a worker plus those
// handed out and not yet done. Nil when Redis cannot tell.
func (s *Server) queueDepth(ctx context.Context) *int64 {
	groups, err := s.opts.Redis.XInfoGroups(ctx, s.opts.Queue.Stream()).Result()
	if err != nil {
		return nil
	}
	var depth int64
	for _, g := range groups {
		if g.Lag < 0 {
			return nil
		}
		depth += g.Lag + g.Pending
	}
	return &depth
}
