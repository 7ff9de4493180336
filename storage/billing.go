package storage

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
)

// Billing: the Starter plan's state as Stripe reports it, payments and refunds for the
// revenue pages, and the local test mode's monthly renewal.
//
// Stripe retries and reorders events, so every event is applied under three rules:
//   - an event id has its effect once: it is recorded in stripe_events in the same
//     transaction as its effect, and a replay finds it there and changes nothing;
//   - plan state (status, cancellation) only moves forward: users.stripe_state_at keeps the
//     creation time of the newest event applied, and an older one is ignored;
//   - a billing period only moves forward, and credits restart only when a period begins
//     after the one the credits were counted in (period_started_at).

// StripeEventRef identifies one Stripe event.
type StripeEventRef struct {
	ID      string
	Type    string
	Created time.Time
}

// SubscriptionState is a Stripe subscription reduced to what the plan needs.
type SubscriptionState struct {
	ID         string
	CustomerID string
	UserID     string // the subscription's metadata userId, when set
	// Status is StatusActive, StatusPastDue or StatusCanceled; "" leaves the plan's status as
	// it is (Stripe states such as incomplete say nothing about the plan).
	Status      string
	Cancelling  bool // ends when its period ends
	CanceledAt  *time.Time
	CancelsAt   *time.Time
	EndedAt     *time.Time
	PeriodStart time.Time
	PeriodEnd   time.Time
}

// Activation is a completed checkout for the Starter plan.
type Activation struct {
	SessionID      string
	UserID         string // client_reference_id or metadata userId
	CustomerID     string
	SubscriptionID string
	Email          string // the address entered at checkout, the last way to find the user
	// Subscription is the subscription as Stripe had it when the event was handled; nil when it
	// could not be fetched (local test mode), and then the period is one month from now.
	Subscription *SubscriptionState
}

// InvoicePayment is a paid invoice.
type InvoicePayment struct {
	InvoiceID      string
	ChargeID       string
	CustomerID     string
	SubscriptionID string
	UserID         string
	AmountCents    int64
	FeeCents       *int64 // nil: not reported; revenue then counts the standard fee
	Currency       string
	PaidAt         time.Time
	PeriodStart    time.Time // the subscription period the invoice pays for
	PeriodEnd      time.Time
}

// ChargeRefund is a charge's refund state: AmountRefundedCents is the running total.
type ChargeRefund struct {
	ChargeID            string
	CustomerID          string
	RefundID            string // the newest refund, when the event lists it
	AmountRefundedCents int64
	RefundedAt          time.Time
}

// BillingOutcome tells what an event did.
type BillingOutcome struct {
	UserID    string // the account it concerned, "" when none matched
	Duplicate bool   // the event id had been processed before: nothing changed
	Changed   bool   // the plan, the usage or the money records changed
	Activated bool   // the user became a Starter subscriber
}

// ErrEventID refuses an event without an id: it could not be made idempotent.
var ErrEventID = errors.New("stripe event has no id")

// StripeEventSeen reports whether an event id has been processed.
func (db *DB) StripeEventSeen(ctx context.Context, id string) (bool, error) {
	var seen bool
	err := db.Pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM stripe_events WHERE id = $1)`, id).Scan(&seen)
	return seen, err
}

// applyStripeEvent claims the event id and runs fn in the same transaction.
func (db *DB) applyStripeEvent(ctx context.Context, ev StripeEventRef, fn func(tx pgx.Tx, out *BillingOutcome) error) (BillingOutcome, error) {
	if ev.ID == "" {
		return BillingOutcome{}, ErrEventID
	}
	var out BillingOutcome
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		out = BillingOutcome{}
		// A concurrent delivery of the same id waits here for the first one to commit.
		tag, err := tx.Exec(ctx, `INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, ev.ID, ev.Type)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			out.Duplicate = true
			return nil
		}
		if err := fn(tx, &out); err != nil {
			return err
		}
		if out.UserID != "" {
			_, err = tx.Exec(ctx, `UPDATE stripe_events SET user_id = $2 WHERE id = $1`, ev.ID, out.UserID)
		}
		return err
	})
	return out, err
}

// billingUser is a locked account with the time of the newest Stripe event applied to it.
type billingUser struct {
	*User
	stateAt *time.Time
}

// lockBillingUser finds the account an event concerns, trying the user id, the Stripe
// customer, the subscription and the email in that order, and locks its row. It answers nil
// when no account matches.
func lockBillingUser(ctx context.Context, tx pgx.Tx, userID, customerID, subscriptionID, email string) (*billingUser, error) {
	lookups := []struct{ where, arg string }{
		{`id = $1`, userID},
		{`stripe_customer_id = $1`, customerID},
		{`stripe_subscription_id = $1`, subscriptionID},
		{`lower(email) = $1`, NormalizeEmail(email)},
	}
	for _, l := range lookups {
		if l.arg == "" {
			continue
		}
		var id string
		var stateAt *time.Time
		err := tx.QueryRow(ctx, `SELECT id, stripe_state_at FROM users WHERE `+l.where+` ORDER BY created_at LIMIT 1 FOR UPDATE`, l.arg).Scan(&id, &stateAt)
		if errors.Is(err, pgx.ErrNoRows) {
			continue
		}
		if err != nil {
			return nil, err
		}
		u, err := scanUser(tx.QueryRow(ctx, `SELECT `+userColumns+` FROM users WHERE id = $1`, id))
		if err != nil {
			return nil, err
		}
		return &billingUser{User: u, stateAt: stateAt}, nil
	}
	return nil, nil
}

// plan is the writable billing state of a user.
type plan struct {
	status         string
	customerID     string
	subscriptionID string
	cycleStart     *time.Time
	cycleEnd       *time.Time
	cancelledAt    *time.Time
	cancelsAt      *time.Time
	stateAt        *time.Time
	resetCredits   bool
	// resetFrom is the start of the period the fresh credits belong to: period_started_at
	// never lies before it, so the same period cannot reset the credits twice even when
	// Stripe's clock runs ahead of ours.
	resetFrom time.Time
}

func planOf(u *billingUser) plan {
	return plan{status: u.SubscriptionStatus, customerID: u.StripeCustomerID, subscriptionID: u.StripeSubscriptionID,
		cycleStart: u.BillingCycleStart, cycleEnd: u.BillingCycleEnd, cancelledAt: u.SubscriptionCancelledAt,
		cancelsAt: u.SubscriptionCancelsAt, stateAt: u.stateAt}
}

func (p plan) equal(q plan) bool {
	return p.status == q.status && p.customerID == q.customerID && p.subscriptionID == q.subscriptionID &&
		sameTime(p.cycleStart, q.cycleStart) && sameTime(p.cycleEnd, q.cycleEnd) &&
		sameTime(p.cancelledAt, q.cancelledAt) && sameTime(p.cancelsAt, q.cancelsAt) &&
		sameTime(p.stateAt, q.stateAt) && p.resetCredits == q.resetCredits
}

// writePlan stores p for the locked user u and reports whether anything changed.
func writePlan(ctx context.Context, tx pgx.Tx, u *billingUser, p plan) (bool, error) {
	if p.equal(planOf(u)) {
		return false, nil
	}
	if p.customerID != u.StripeCustomerID && p.customerID != "" {
		// A customer belongs to one account; never take it from another.
		var taken bool
		if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM users WHERE stripe_customer_id = $1 AND id <> $2)`,
			p.customerID, u.ID).Scan(&taken); err != nil {
			return false, err
		}
		if taken {
			p.customerID = u.StripeCustomerID
		}
	}
	_, err := tx.Exec(ctx, `UPDATE users SET subscription_status = $2, stripe_customer_id = NULLIF($3, ''),
		stripe_subscription_id = NULLIF($4, ''), billing_cycle_start = $5, billing_cycle_end = $6,
		subscription_cancelled_at = $7, subscription_cancels_at = $8,
		credits_used = CASE WHEN $9::boolean THEN 0 ELSE credits_used END,
		period_started_at = CASE WHEN $9::boolean THEN GREATEST(now(), $11) ELSE period_started_at END,
		stripe_state_at = $10, updated_at = now()
		WHERE id = $1`,
		u.ID, p.status, p.customerID, p.subscriptionID, p.cycleStart, p.cycleEnd, p.cancelledAt, p.cancelsAt,
		p.resetCredits, p.stateAt, p.resetFrom)
	return err == nil, err
}

// ActivateSubscription applies a completed checkout: the user becomes a Starter subscriber
// with a fresh period of credits. A checkout for the subscription the user already has
// active changes nothing, and neither does one for a subscription a newer event has ended.
func (db *DB) ActivateSubscription(ctx context.Context, ev StripeEventRef, a Activation) (BillingOutcome, error) {
	return db.applyStripeEvent(ctx, ev, func(tx pgx.Tx, out *BillingOutcome) error {
		u, err := lockBillingUser(ctx, tx, a.UserID, a.CustomerID, a.SubscriptionID, a.Email)
		if err != nil || u == nil {
			return err
		}
		out.UserID = u.ID
		sameSub := a.SubscriptionID != "" && u.StripeSubscriptionID == a.SubscriptionID
		if sameSub && u.SubscriptionStatus == StatusActive {
			return nil
		}
		if sameSub && u.SubscriptionStatus == StatusCanceled && u.stateAt != nil && u.stateAt.After(ev.Created) {
			return nil
		}
		p := planOf(u)
		p.status = StatusActive
		if a.CustomerID != "" {
			p.customerID = a.CustomerID
		}
		p.subscriptionID = a.SubscriptionID
		start, end := ev.Created, ev.Created.AddDate(0, 1, 0)
		p.cancelledAt, p.cancelsAt = nil, nil
		if s := a.Subscription; s != nil {
			if !s.PeriodStart.IsZero() && s.PeriodEnd.After(s.PeriodStart) {
				start, end = s.PeriodStart, s.PeriodEnd
			}
			// A cancellation made since checkout still lies ahead; one already in effect will
			// arrive as the subscription's deletion.
			if s.Cancelling && (s.CancelsAt == nil || s.CancelsAt.After(ev.Created)) {
				p.cancelledAt = firstTime(s.CanceledAt, &ev.Created)
				p.cancelsAt = firstTime(s.CancelsAt, &end)
			}
		}
		p.cycleStart, p.cycleEnd = &start, &end
		p.stateAt = latest(u.stateAt, ev.Created)
		p.resetCredits, p.resetFrom = true, start
		changed, err := writePlan(ctx, tx, u, p)
		out.Changed, out.Activated = changed, changed
		return err
	})
}

// SyncSubscription applies customer.subscription.updated: status, cancel at period end (set
// or cleared, which is a reactivation) and the current period. Events about another
// subscription than the user's, and events older than the newest one applied, are ignored.
func (db *DB) SyncSubscription(ctx context.Context, ev StripeEventRef, s SubscriptionState) (BillingOutcome, error) {
	return db.applyStripeEvent(ctx, ev, func(tx pgx.Tx, out *BillingOutcome) error {
		u, err := lockBillingUser(ctx, tx, s.UserID, s.CustomerID, s.ID, "")
		if err != nil || u == nil {
			return err
		}
		out.UserID = u.ID
		if s.ID == "" || u.StripeSubscriptionID != s.ID {
			return nil
		}
		if u.stateAt != nil && ev.Created.Before(*u.stateAt) {
			return nil
		}
		p := planOf(u)
		if s.Status != "" {
			p.status = s.Status
		}
		advancePeriod(&p, s.PeriodStart, s.PeriodEnd)
		switch {
		case p.status == StatusCanceled:
			p.cancelledAt = firstTime(p.cancelledAt, s.CanceledAt, &ev.Created)
			p.cancelsAt = firstTime(s.EndedAt, p.cancelsAt, &ev.Created)
		case s.Cancelling:
			p.cancelledAt = firstTime(p.cancelledAt, s.CanceledAt, &ev.Created)
			p.cancelsAt = firstTime(s.CancelsAt, p.cycleEnd)
		default:
			p.cancelledAt, p.cancelsAt = nil, nil
		}
		p.stateAt = latest(u.stateAt, ev.Created)
		changed, err := writePlan(ctx, tx, u, p)
		out.Changed = changed
		return err
	})
}

// EndSubscription applies customer.subscription.deleted: the plan ends. The deletion of a
// subscription other than the one the user has active is ignored.
func (db *DB) EndSubscription(ctx context.Context, ev StripeEventRef, s SubscriptionState) (BillingOutcome, error) {
	return db.applyStripeEvent(ctx, ev, func(tx pgx.Tx, out *BillingOutcome) error {
		u, err := lockBillingUser(ctx, tx, s.UserID, s.CustomerID, s.ID, "")
		if err != nil || u == nil {
			return err
		}
		out.UserID = u.ID
		if s.ID == "" || (u.StripeSubscriptionID != s.ID && u.SubscriptionStatus == StatusActive) {
			return nil
		}
		p := planOf(u)
		p.status = StatusCanceled
		p.subscriptionID = s.ID
		if p.customerID == "" {
			p.customerID = s.CustomerID
		}
		p.cancelledAt = firstTime(p.cancelledAt, s.CanceledAt, &ev.Created)
		p.cancelsAt = firstTime(s.EndedAt, &ev.Created)
		p.stateAt = latest(u.stateAt, ev.Created)
		changed, err := writePlan(ctx, tx, u, p)
		out.Changed = changed
		return err
	})
}

// RecordInvoicePayment applies invoice.paid: the payment is recorded once per invoice, and
// when the invoice pays for a period that began after the user's credits were last reset
// (a renewal), a fresh period of credits starts. An older invoice never rewinds the period.
func (db *DB) RecordInvoicePayment(ctx context.Context, ev StripeEventRef, ip InvoicePayment) (BillingOutcome, error) {
	return db.applyStripeEvent(ctx, ev, func(tx pgx.Tx, out *BillingOutcome) error {
		u, err := lockBillingUser(ctx, tx, ip.UserID, ip.CustomerID, ip.SubscriptionID, "")
		if err != nil {
			return err
		}
		var userID *string
		if u != nil {
			out.UserID = u.ID
			userID = &u.ID
		}
		if ip.InvoiceID != "" && ip.AmountCents > 0 {
			currency := ip.Currency
			if currency == "" {
				currency = "usd"
			}
			paidAt := ip.PaidAt
			if paidAt.IsZero() {
				paidAt = ev.Created
			}
			tag, err := tx.Exec(ctx, `INSERT INTO payments (user_id, stripe_invoice_id, stripe_charge_id, amount_cents,
				fee_cents, currency, paid_at, period_start, period_end)
				VALUES ($1, $2, NULLIF($3, ''), $4, $5, $6, $7, $8, $9) ON CONFLICT (stripe_invoice_id) DO NOTHING`,
				userID, ip.InvoiceID, ip.ChargeID, ip.AmountCents, ip.FeeCents, currency, paidAt,
				nilIfZero(ip.PeriodStart), nilIfZero(ip.PeriodEnd))
			if err != nil {
				return err
			}
			out.Changed = tag.RowsAffected() > 0
		}
		if u == nil || ip.SubscriptionID == "" || u.StripeSubscriptionID != ip.SubscriptionID || ip.PeriodStart.IsZero() {
			return nil
		}
		p := planOf(u)
		advancePeriod(&p, ip.PeriodStart, ip.PeriodEnd)
		p.resetCredits = u.SubscriptionStatus == StatusActive && ip.PeriodStart.After(u.PeriodStartedAt)
		p.resetFrom = ip.PeriodStart
		changed, err := writePlan(ctx, tx, u, p)
		out.Changed = out.Changed || changed
		return err
	})
}

// RecordRefund applies charge.refunded: the part of the running refunded total not recorded
// yet becomes a refund row, so replays and out-of-order deliveries never count twice.
func (db *DB) RecordRefund(ctx context.Context, ev StripeEventRef, r ChargeRefund) (BillingOutcome, error) {
	return db.applyStripeEvent(ctx, ev, func(tx pgx.Tx, out *BillingOutcome) error {
		if r.ChargeID == "" {
			return nil
		}
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtext('storymail-refund:' || $1))`, r.ChargeID); err != nil {
			return err
		}
		var recorded int64
		if err := tx.QueryRow(ctx, `SELECT COALESCE(sum(amount_cents), 0) FROM refunds WHERE stripe_charge_id = $1`,
			r.ChargeID).Scan(&recorded); err != nil {
			return err
		}
		var userID *string
		err := tx.QueryRow(ctx, `SELECT id FROM users WHERE stripe_customer_id = NULLIF($1, '')
			UNION ALL SELECT user_id FROM payments WHERE stripe_charge_id = $2 AND user_id IS NOT NULL
			LIMIT 1`, r.CustomerID, r.ChargeID).Scan(&userID)
		if err != nil && !errors.Is(err, pgx.ErrNoRows) {
			return err
		}
		if userID != nil {
			out.UserID = *userID
		}
		delta := r.AmountRefundedCents - recorded
		if delta <= 0 {
			return nil
		}
		at := r.RefundedAt
		if at.IsZero() {
			at = ev.Created
		}
		_, err = tx.Exec(ctx, `INSERT INTO refunds (user_id, stripe_charge_id, stripe_refund_id, amount_cents, refunded_at)
			VALUES ($1, $2, CASE WHEN EXISTS (SELECT 1 FROM refunds WHERE stripe_refund_id = $3) THEN NULL ELSE NULLIF($3, '') END, $4, $5)`,
			userID, r.ChargeID, r.RefundID, delta, at)
		out.Changed = err == nil
		return err
	})
}

// SetStripeCustomer remembers the Stripe customer created for a user, so every later checkout
// reuses it. A user who has one keeps it (ErrConflict).
func (db *DB) SetStripeCustomer(ctx context.Context, userID, customerID string) error {
	tag, err := db.Pool.Exec(ctx, `UPDATE users SET stripe_customer_id = $2, updated_at = now()
		WHERE id = $1 AND stripe_customer_id IS NULL`, userID, customerID)
	if isUniqueViolation(err) {
		return ErrConflict
	}
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return ErrConflict
	}
	return nil
}

// ScheduleCancellation marks an active plan as cancelling: it stays active until cancelsAt
// (nil: the end of the current billing cycle). A plan already cancelling keeps its dates
// unless cancelsAt is given. ErrConflict when the user has no active plan.
func (db *DB) ScheduleCancellation(ctx context.Context, userID string, cancelsAt *time.Time) (*User, error) {
	u, err := scanUser(db.Pool.QueryRow(ctx, `UPDATE users SET subscription_cancelled_at = COALESCE(subscription_cancelled_at, now()),
		subscription_cancels_at = COALESCE($2, subscription_cancels_at, billing_cycle_end, now()), updated_at = now()
		WHERE id = $1 AND subscription_status = 'active' RETURNING `+userColumns, userID, cancelsAt))
	if errors.Is(err, ErrNotFound) {
		var exists bool
		if err := db.Pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM users WHERE id = $1)`, userID).Scan(&exists); err != nil {
			return nil, err
		}
		if exists {
			return nil, ErrConflict
		}
	}
	return u, err
}

// RenewLocalPeriod is the monthly reset of the local test mode, where no Stripe renewal will
// ever arrive: once an active plan's billing cycle has ended, a cancelling plan ends and any
// other starts the period that contains now with its credits back. It answers the user and
// whether anything changed.
func (db *DB) RenewLocalPeriod(ctx context.Context, userID string, now time.Time) (*User, bool, error) {
	var out *User
	changed := false
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		u, err := lockBillingUser(ctx, tx, userID, "", "", "")
		if err != nil {
			return err
		}
		if u == nil {
			return ErrNotFound
		}
		out = u.User
		if u.SubscriptionStatus != StatusActive || u.BillingCycleEnd == nil || u.BillingCycleEnd.After(now) {
			return nil
		}
		p := planOf(u)
		if u.SubscriptionCancelledAt != nil || (u.SubscriptionCancelsAt != nil && !u.SubscriptionCancelsAt.After(now)) {
			p.status = StatusCanceled
			p.cancelsAt = firstTime(p.cancelsAt, u.BillingCycleEnd)
		} else {
			start := *u.BillingCycleEnd
			end := start.AddDate(0, 1, 0)
			for !end.After(now) {
				start, end = end, end.AddDate(0, 1, 0)
			}
			p.cycleStart, p.cycleEnd = &start, &end
			p.resetCredits, p.resetFrom = true, start
		}
		if changed, err = writePlan(ctx, tx, u, p); err != nil {
			return err
		}
		out, err = scanUser(tx.QueryRow(ctx, `SELECT `+userColumns+` FROM users WHERE id = $1`, userID))
		return err
	})
	return out, changed, err
}

// advancePeriod moves the billing cycle to [start, end) unless that would move it back.
func advancePeriod(p *plan, start, end time.Time) {
	if start.IsZero() || !end.After(start) {
		return
	}
	if p.cycleStart != nil && start.Before(*p.cycleStart) {
		return
	}
	p.cycleStart, p.cycleEnd = &start, &end
}

func sameTime(a, b *time.Time) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Equal(*b)
}

// firstTime answers the first non-nil, non-zero time.
func firstTime(ts ...*time.Time) *time.Time {
	for _, t := range ts {
		if t != nil && !t.IsZero() {
			v := *t
			return &v
		}
	}
	return nil
}

func latest(a *time.Time, b time.Time) *time.Time {
	if a != nil && a.After(b) {
		v := *a
		return &v
	}
	return &b
}

func nilIfZero(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}
