package storage

import (
	"context"
	"time"
)

// TrendDay is one UTC day of the admin overview's trends.
type TrendDay struct {
	Day          time.Time
	NewUsers     int
	Emails       int
	RevenueCents int64
}

// AdminTrends answers the days days up to and including today (UTC), oldest first, every day
// present even when nothing happened: new customers (staff excluded), emails written and money
// collected.
func (db *DB) AdminTrends(ctx context.Context, now time.Time, days int) ([]TrendDay, error) {
	now = now.UTC()
	first := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC).AddDate(0, 0, -(days - 1))
	rows, err := db.Pool.Query(ctx, `
		WITH d AS (SELECT generate_series($1::timestamptz, $1::timestamptz + ($2 - 1) * interval '1 day', interval '1 day') AS day)
		SELECT d.day,
			(SELECT count(*) FROM users WHERE `+nonStaff+` AND created_at >= d.day AND created_at < d.day + interval '1 day'),
			(SELECT count(*) FROM emails WHERE created_at >= d.day AND created_at < d.day + interval '1 day'),
			(SELECT COALESCE(sum(amount_cents), 0) FROM payments WHERE paid_at >= d.day AND paid_at < d.day + interval '1 day')
		FROM d ORDER BY d.day`, first, days)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := make([]TrendDay, 0, days)
	for rows.Next() {
		var t TrendDay
		if err := rows.Scan(&t.Day, &t.NewUsers, &t.Emails, &t.RevenueCents); err != nil {
			return nil, err
		}
		t.Day = t.Day.UTC()
		out = append(out, t)
	}
	return out, rows.Err()
}

// RecentEvent is one line of the overview's activity feed.
type RecentEvent struct {
	Kind   string    // signup, email, payment
	At     time.Time // when it happened
	Who    string    // the customer's email address
	Detail string    // the email's title and status, or the amount in cents as text
	Status string    // an email's status; empty otherwise
	Amount int64     // a payment's amount in cents
}

// RecentEvents answers the newest signups (staff excluded), emails and payments, newest first,
// at most limit in all.
func (db *DB) RecentEvents(ctx context.Context, limit int) ([]RecentEvent, error) {
	rows, err := db.Pool.Query(ctx, `
		(SELECT 'signup', created_at, email, '', '', 0::bigint FROM users WHERE `+nonStaff+` ORDER BY created_at DESC LIMIT $1)
		UNION ALL
		(SELECT 'email', e.created_at, COALESCE(u.email, ''), e.title, e.status, 0::bigint
			FROM emails e LEFT JOIN users u ON u.id = e.user_id ORDER BY e.created_at DESC LIMIT $1)
		UNION ALL
		(SELECT 'payment', p.paid_at, COALESCE(u.email, ''), '', '', p.amount_cents
			FROM payments p LEFT JOIN users u ON u.id = p.user_id ORDER BY p.paid_at DESC LIMIT $1)
		ORDER BY 2 DESC LIMIT $1`, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []RecentEvent{}
	for rows.Next() {
		var e RecentEvent
		if err := rows.Scan(&e.Kind, &e.At, &e.Who, &e.Detail, &e.Status, &e.Amount); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// EmailHealth counts emails by the states staff act on.
type EmailHealth struct {
	Processing int // still being written
	Stuck      int // processing without progress since before stuckBefore
	Failed     int
}

// AdminEmailHealth counts processing, stuck and failed emails.
func (db *DB) AdminEmailHealth(ctx context.Context, stuckBefore time.Time) (EmailHealth, error) {
	var h EmailHealth
	err := db.Pool.QueryRow(ctx, `SELECT
		count(*) FILTER (WHERE status = 'processing'),
		count(*) FILTER (WHERE status = 'processing' AND updated_at < $1),
		count(*) FILTER (WHERE status = 'failed')
		FROM emails WHERE status IN ('processing', 'failed')`, stuckBefore).Scan(&h.Processing, &h.Stuck, &h.Failed)
	return h, err
}
