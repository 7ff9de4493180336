package storage

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	sq "github.com/Masterminds/squirrel"
	"github.com/jackc/pgx/v5"
)

// nonStaff selects accounts that are not staff; staff never count as customers.
const nonStaff = `id NOT LIKE 'admin-%'`

// likePattern turns a search box into an ILIKE pattern that matches the text literally
// anywhere: the user's % and _ are not wildcards.
func likePattern(search string) string {
	r := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	return "%" + r.Replace(search) + "%"
}

// ilikeAny matches pattern against any of the columns (escape character backslash).
func ilikeAny(pattern string, columns ...string) sq.Or {
	or := sq.Or{}
	for _, c := range columns {
		or = append(or, sq.Expr(c+` ILIKE ? ESCAPE '\'`, pattern))
	}
	return or
}

// AdminStats are the figures of the admin overview and analytics pages.
type AdminStats struct {
	TotalUsers            int   `json:"totalUsers"`
	TotalEmails           int   `json:"totalEmails"`
	ActiveSubscriptions   int   `json:"activeSubscriptions"`
	RevenueThisMonthCents int64 `json:"-"`
	NewUsersThisMonth     int   `json:"newUsersThisMonth"`
	EmailsThisMonth       int   `json:"emailsCreatedThisMonth"`
	ActiveUsersThisMonth  int   `json:"activeUsersThisMonth"`
	PaymentsRecorded      int   `json:"-"`
	ChurnCount            int   `json:"churnCount"`
	RefundCount           int   `json:"refundCount"`
}

// AdminStats counts customers (staff excluded), emails, subscriptions and this month's money
// since monthStart.
func (db *DB) AdminStats(ctx context.Context, monthStart time.Time) (AdminStats, error) {
	var s AdminStats
	err := db.Pool.QueryRow(ctx, `SELECT
		(SELECT count(*) FROM users WHERE `+nonStaff+`),
		(SELECT count(*) FROM emails),
		(SELECT count(*) FROM users WHERE `+nonStaff+` AND subscription_status = 'active'),
		(SELECT COALESCE(sum(amount_cents), 0) FROM payments WHERE paid_at >= $1),
		(SELECT count(*) FROM users WHERE `+nonStaff+` AND created_at >= $1),
		(SELECT count(*) FROM emails WHERE created_at >= $1),
		(SELECT count(DISTINCT user_id) FROM emails WHERE created_at >= $1 AND user_id NOT LIKE 'admin-%'),
		(SELECT count(*) FROM payments),
		(SELECT count(*) FROM users WHERE `+nonStaff+` AND subscription_status = 'canceled'),
		(SELECT count(*) FROM refunds)`, monthStart).Scan(
		&s.TotalUsers, &s.TotalEmails, &s.ActiveSubscriptions, &s.RevenueThisMonthCents, &s.NewUsersThisMonth,
		&s.EmailsThisMonth, &s.ActiveUsersThisMonth, &s.PaymentsRecorded, &s.ChurnCount, &s.RefundCount)
	return s, err
}

// RevenueTotals are the money figures of a date range, in cents.
type RevenueTotals struct {
	GrossCents   int64
	FeeCents     int64
	RefundCents  int64
	Payments     int
	Refunds      int
	ActiveSubs   int
	FeeEstimated bool // at least one payment had no recorded fee
}

// RevenueMonth is one month of the revenue history, in cents.
type RevenueMonth struct {
	Month       time.Time
	GrossCents  int64
	FeeCents    int64
	RefundCents int64
}

// feeSQL is a payment's fee: the one Stripe reported, else the flat per-payment estimate
// (one subscription payment is one month).
var feeSQL = fmt.Sprintf(`COALESCE(fee_cents, %d)`, StripeFeeCentsPerMonth)

// Revenue sums payments, fees and refunds with from <= time < to; a nil bound is open.
func (db *DB) Revenue(ctx context.Context, from, to *time.Time) (RevenueTotals, error) {
	var r RevenueTotals
	err := db.Pool.QueryRow(ctx, `SELECT
		(SELECT COALESCE(sum(amount_cents), 0) FROM payments WHERE ($1::timestamptz IS NULL OR paid_at >= $1) AND ($2::timestamptz IS NULL OR paid_at < $2)),
		(SELECT COALESCE(sum(`+feeSQL+`), 0) FROM payments WHERE ($1::timestamptz IS NULL OR paid_at >= $1) AND ($2::timestamptz IS NULL OR paid_at < $2)),
		(SELECT count(*) FROM payments WHERE ($1::timestamptz IS NULL OR paid_at >= $1) AND ($2::timestamptz IS NULL OR paid_at < $2)),
		(SELECT EXISTS (SELECT 1 FROM payments WHERE fee_cents IS NULL AND ($1::timestamptz IS NULL OR paid_at >= $1) AND ($2::timestamptz IS NULL OR paid_at < $2))),
		(SELECT COALESCE(sum(amount_cents), 0) FROM refunds WHERE ($1::timestamptz IS NULL OR refunded_at >= $1) AND ($2::timestamptz IS NULL OR refunded_at < $2)),
		(SELECT count(*) FROM refunds WHERE ($1::timestamptz IS NULL OR refunded_at >= $1) AND ($2::timestamptz IS NULL OR refunded_at < $2)),
		(SELECT count(*) FROM users WHERE `+nonStaff+` AND subscription_status = 'active')`, from, to).Scan(
		&r.GrossCents, &r.FeeCents, &r.Payments, &r.FeeEstimated, &r.RefundCents, &r.Refunds, &r.ActiveSubs)
	return r, err
}

// RevenueHistory answers the months monthsBack..0 before the month of now (UTC), oldest
// first, every month present even without payments.
func (db *DB) RevenueHistory(ctx context.Context, now time.Time, months int) ([]RevenueMonth, error) {
	now = now.UTC()
	first := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC).AddDate(0, -(months - 1), 0)
	out := make([]RevenueMonth, months)
	index := map[string]int{}
	for i := range out {
		out[i].Month = first.AddDate(0, i, 0)
		index[out[i].Month.Format("2006-01")] = i
	}
	rows, err := db.Pool.Query(ctx, `
		SELECT to_char(paid_at AT TIME ZONE 'UTC', 'YYYY-MM'), sum(amount_cents), sum(`+feeSQL+`), 0::bigint
		FROM payments WHERE paid_at >= $1 GROUP BY 1
		UNION ALL
		SELECT to_char(refunded_at AT TIME ZONE 'UTC', 'YYYY-MM'), 0, 0, sum(amount_cents)
		FROM refunds WHERE refunded_at >= $1 GROUP BY 1`, first)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var month string
		var gross, fees, refunds int64
		if err := rows.Scan(&month, &gross, &fees, &refunds); err != nil {
			return nil, err
		}
		if i, ok := index[month]; ok {
			out[i].GrossCents += gross
			out[i].FeeCents += fees
			out[i].RefundCents += refunds
		}
	}
	return out, rows.Err()
}

// AdminUser is an account with its email count, as the staff lists show it.
type AdminUser struct {
	User
	TotalEmails int
}

// User status filters of the admin user list (the list badges of the spec).
const (
	UserFilterAll        = "all"
	UserFilterTrial      = "trial"
	UserFilterStarter    = "starter"
	UserFilterCancelling = "cancelling"
	UserFilterCancelled  = "cancelled"
	UserFilterAdmin      = "admin"
	UserFilterSuperAdmin = "super_admin"
)

// UserQuery selects a page of the admin user list.
type UserQuery struct {
	Search       string
	Status       string // one of the UserFilter constants; empty is all
	SuperAdminID string
	Sort         Sort
	Offset       int
	Limit        int
}

var (
	errUnknownFilter = errors.New("unknown status filter")
	errUnknownSort   = errors.New("unknown sort column")
)

func userStatusWhere(status, superID string) (sq.Sqlizer, error) {
	const (
		customer   = `id NOT LIKE 'admin-%'`
		cancelling = `subscription_status = 'active' AND subscription_cancelled_at IS NOT NULL AND subscription_cancels_at IS NOT NULL`
	)
	switch status {
	case "", UserFilterAll:
		return nil, nil
	case UserFilterTrial:
		return sq.Expr(customer + ` AND subscription_status NOT IN ('active', 'canceled')`), nil
	case UserFilterStarter:
		return sq.Expr(customer + ` AND subscription_status = 'active' AND NOT (` + cancelling + `)`), nil
	case UserFilterCancelling:
		return sq.Expr(customer + ` AND ` + cancelling), nil
	case UserFilterCancelled:
		return sq.Expr(customer + ` AND subscription_status = 'canceled'`), nil
	case UserFilterAdmin:
		return sq.Expr(`id LIKE 'admin-%' AND id <> ?`, superID), nil
	case UserFilterSuperAdmin:
		return sq.Eq{"id": superID}, nil
	}
	return nil, fmt.Errorf("%w %q", errUnknownFilter, status)
}

// userSearchColumns are what the staff search box looks in: name, email, id, customer id.
var userSearchColumns = []string{"COALESCE(first_name, '')", "COALESCE(last_name, '')",
	"concat_ws(' ', first_name, last_name)", "email", "id", "COALESCE(stripe_customer_id, '')"}

// AdminListUsers answers a page of accounts, newest first, and how many match in all.
func (db *DB) AdminListUsers(ctx context.Context, q UserQuery) ([]AdminUser, int, error) {
	where := sq.And{}
	if q.Search != "" {
		where = append(where, ilikeAny(likePattern(q.Search), userSearchColumns...))
	}
	st, err := userStatusWhere(q.Status, q.SuperAdminID)
	if err != nil {
		return nil, 0, err
	}
	if st != nil {
		where = append(where, st)
	}
	order, err := orderBy(q.Sort, userSortColumns, "created_at", "id")
	if err != nil {
		return nil, 0, err
	}
	total, err := db.count(ctx, db.sb.Select("count(*)").From("users").Where(where))
	if err != nil {
		return nil, 0, err
	}
	query, args, err := db.sb.Select(userColumns, "(SELECT count(*) FROM emails e WHERE e.user_id = users.id)").
		From("users").Where(where).OrderBy(order...).
		Offset(uint64(q.Offset)).Limit(uint64(q.Limit)).ToSql()
	if err != nil {
		return nil, 0, err
	}
	users, err := db.collectAdminUsers(ctx, query, args)
	return users, total, err
}

func (db *DB) count(ctx context.Context, b sq.SelectBuilder) (int, error) {
	query, args, err := b.ToSql()
	if err != nil {
		return 0, err
	}
	var n int
	err = db.Pool.QueryRow(ctx, query, args...).Scan(&n)
	return n, err
}

func (db *DB) collectAdminUsers(ctx context.Context, query string, args []any) ([]AdminUser, error) {
	rows, err := db.Pool.Query(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []AdminUser{}
	for rows.Next() {
		var a AdminUser
		u := &a.User
		if err := rows.Scan(append(u.scanDest(), &a.TotalEmails)...); err != nil {
			return nil, err
		}
		out = append(out, a)
	}
	return out, rows.Err()
}

// UserActivity is what the staff details dialog adds to an account.
type UserActivity struct {
	TotalEmails     int
	EmailsThisMonth int
	// SubscribedSince is the first recorded payment, else the current billing cycle's start.
	SubscribedSince *time.Time
}

// AdminUserActivity counts a user's emails (all and since monthStart) and finds when the
// subscription began.
func (db *DB) AdminUserActivity(ctx context.Context, userID string, monthStart time.Time) (UserActivity, error) {
	var a UserActivity
	err := db.Pool.QueryRow(ctx, `SELECT
		(SELECT count(*) FROM emails WHERE user_id = $1),
		(SELECT count(*) FROM emails WHERE user_id = $1 AND created_at >= $2),
		COALESCE((SELECT min(paid_at) FROM payments WHERE user_id = $1), (SELECT billing_cycle_start FROM users WHERE id = $1))`,
		userID, monthStart).Scan(&a.TotalEmails, &a.EmailsThisMonth, &a.SubscribedSince)
	return a, err
}

// ResetUsage sets the period's usage back to zero. The period restarts too, so an email
// taken before the reset that later fails does not give a credit back a second time.
func (db *DB) ResetUsage(ctx context.Context, userID string) (*User, error) {
	return scanUser(db.Pool.QueryRow(ctx, `UPDATE users SET credits_used = 0, period_started_at = now(), updated_at = now()
		WHERE id = $1 RETURNING `+userColumns, userID))
}

// AddBonusCredits grants extra credits on top of the plan.
func (db *DB) AddBonusCredits(ctx context.Context, userID string, credits int) (*User, error) {
	return scanUser(db.Pool.QueryRow(ctx, `UPDATE users SET bonus_credits = bonus_credits + $2, updated_at = now()
		WHERE id = $1 RETURNING `+userColumns, userID, credits))
}

// AddBonusCreditsCapped grants extra credits like AddBonusCredits, never taking the user's bonus
// above maxTotal: that answers ErrConflict (and ErrNotFound when there is no such user).
func (db *DB) AddBonusCreditsCapped(ctx context.Context, userID string, credits, maxTotal int) (*User, error) {
	u, err := scanUser(db.Pool.QueryRow(ctx, `UPDATE users SET bonus_credits = bonus_credits + $2, updated_at = now()
		WHERE id = $1 AND bonus_credits + $2 <= $3 RETURNING `+userColumns, userID, credits, maxTotal))
	if errors.Is(err, ErrNotFound) {
		if _, err := db.UserByID(ctx, userID); err != nil {
			return nil, err
		}
		return nil, ErrConflict
	}
	return u, err
}

// ResetBonusCredits takes every bonus credit away.
func (db *DB) ResetBonusCredits(ctx context.Context, userID string) (*User, error) {
	return scanUser(db.Pool.QueryRow(ctx, `UPDATE users SET bonus_credits = 0, updated_at = now()
		WHERE id = $1 RETURNING `+userColumns, userID))
}

// CancelSubscriptionNow ends an active subscription at once. It answers ErrConflict when the
// user has no active subscription (and ErrNotFound when there is no such user).
func (db *DB) CancelSubscriptionNow(ctx context.Context, userID string) (*User, error) {
	u, err := scanUser(db.Pool.QueryRow(ctx, `UPDATE users SET subscription_status = 'canceled',
		subscription_cancelled_at = now(), subscription_cancels_at = now(), updated_at = now()
		WHERE id = $1 AND subscription_status = 'active' RETURNING `+userColumns, userID))
	if errors.Is(err, ErrNotFound) {
		if _, err := db.UserByID(ctx, userID); err != nil {
			return nil, err
		}
		return nil, ErrConflict
	}
	return u, err
}

// DeleteAndBlockUser puts the account's email on the block list and deletes the account, in
// one transaction: either both happen or neither.
func (db *DB) DeleteAndBlockUser(ctx context.Context, userID, reason, blockedBy string) error {
	return db.inTx(ctx, func(tx pgx.Tx) error {
		var email string
		if err := tx.QueryRow(ctx, `SELECT email FROM users WHERE id = $1 FOR UPDATE`, userID).Scan(&email); err != nil {
			return notFound(err)
		}
		if _, err := tx.Exec(ctx, `INSERT INTO blocked_emails (email, reason, blocked_by) VALUES ($1, $2, NULLIF($3, ''))
			ON CONFLICT (email) DO UPDATE SET reason = EXCLUDED.reason, blocked_by = EXCLUDED.blocked_by, blocked_at = now()`,
			NormalizeEmail(email), reason, blockedBy); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `DELETE FROM users WHERE id = $1`, userID)
		return err
	})
}

// EmailQuery selects a page of the admin email list.
type EmailQuery struct {
	Search string
	Status string // processing, generated, failed; empty is all
	Sort   Sort
	Offset int
	Limit  int
}

// AdminListEmails answers a page of every user's emails, newest first, with the owner's
// email, and how many match in all. The search looks in title, content focus, email id,
// user id and the owner's email.
func (db *DB) AdminListEmails(ctx context.Context, q EmailQuery) ([]Email, int, error) {
	where := sq.And{}
	if q.Search != "" {
		where = append(where, ilikeAny(likePattern(q.Search), "e.title", "e.content_focus", "e.id", "e.user_id", "u.email"))
	}
	if q.Status != "" {
		where = append(where, sq.Eq{"e.status": q.Status})
	}
	order, err := orderBy(q.Sort, emailSortColumns, "e.created_at", "e.id")
	if err != nil {
		return nil, 0, err
	}
	total, err := db.count(ctx, db.sb.Select("count(*)").From("emails e").Join("users u ON u.id = e.user_id").Where(where))
	if err != nil {
		return nil, 0, err
	}
	query, args, err := db.sb.Select(emailColumns, "u.email").From("emails e").Join("users u ON u.id = e.user_id").
		Where(where).OrderBy(order...).Offset(uint64(q.Offset)).Limit(uint64(q.Limit)).ToSql()
	if err != nil {
		return nil, 0, err
	}
	rows, err := db.Pool.Query(ctx, query, args...)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	out := []Email{}
	for rows.Next() {
		e, err := scanEmail(rows, true)
		if err != nil {
			return nil, 0, err
		}
		out = append(out, *e)
	}
	return out, total, rows.Err()
}

// Subscription list filters of the staff subscriptions page.
const (
	SubFilterAll        = "all"
	SubFilterActive     = "active"
	SubFilterInactive   = "inactive"
	SubFilterCancelled  = "cancelled"
	SubFilterCancelling = "cancelling"
)

// Subscribers are customers who ever started paying: a Stripe customer or a status beyond
// the trial.
const subscriberSQL = `id NOT LIKE 'admin-%' AND (stripe_customer_id IS NOT NULL OR subscription_status <> 'trial')`

// Display states of the subscriptions page: active with a cancelled date is cancelling.
const (
	subActiveSQL     = `subscription_status = 'active' AND subscription_cancelled_at IS NULL`
	subCancellingSQL = `subscription_status = 'active' AND subscription_cancelled_at IS NOT NULL`
	subCancelledSQL  = `subscription_status = 'canceled'`
	subInactiveSQL   = `subscription_status NOT IN ('active', 'canceled')`
)

// SubscriptionQuery selects a page of the subscriptions list.
type SubscriptionQuery struct {
	Search string
	Status string // one of the SubFilter constants; empty is all
	Sort   Sort
	Offset int
	Limit  int
}

// SubscriptionSummary counts subscribers by display state (whatever the filter).
type SubscriptionSummary struct {
	Active     int
	Cancelling int
	Cancelled  int
}

// AdminListSubscriptions answers a page of subscribers, newest first, how many match and
// the summary counts over all subscribers.
func (db *DB) AdminListSubscriptions(ctx context.Context, q SubscriptionQuery) ([]User, int, SubscriptionSummary, error) {
	var sum SubscriptionSummary
	where := sq.And{sq.Expr(subscriberSQL)}
	switch q.Status {
	case "", SubFilterAll:
	case SubFilterActive:
		where = append(where, sq.Expr(subActiveSQL))
	case SubFilterCancelling:
		where = append(where, sq.Expr(subCancellingSQL))
	case SubFilterCancelled:
		where = append(where, sq.Expr(subCancelledSQL))
	case SubFilterInactive:
		where = append(where, sq.Expr(subInactiveSQL))
	default:
		return nil, 0, sum, fmt.Errorf("%w %q", errUnknownFilter, q.Status)
	}
	if q.Search != "" {
		where = append(where, ilikeAny(likePattern(q.Search), userSearchColumns...))
	}
	order, err := orderBy(q.Sort, subscriptionSortColumns, "created_at", "id")
	if err != nil {
		return nil, 0, sum, err
	}
	err = db.Pool.QueryRow(ctx, `SELECT
		count(*) FILTER (WHERE `+subActiveSQL+`),
		count(*) FILTER (WHERE `+subCancellingSQL+`),
		count(*) FILTER (WHERE `+subCancelledSQL+`)
		FROM users WHERE `+subscriberSQL).Scan(&sum.Active, &sum.Cancelling, &sum.Cancelled)
	if err != nil {
		return nil, 0, sum, err
	}
	total, err := db.count(ctx, db.sb.Select("count(*)").From("users").Where(where))
	if err != nil {
		return nil, 0, sum, err
	}
	query, args, err := db.sb.Select(userColumns).From("users").Where(where).
		OrderBy(order...).Offset(uint64(q.Offset)).Limit(uint64(q.Limit)).ToSql()
	if err != nil {
		return nil, 0, sum, err
	}
	rows, err := db.Pool.Query(ctx, query, args...)
	if err != nil {
		return nil, 0, sum, err
	}
	defer rows.Close()
	out := []User{}
	for rows.Next() {
		u, err := scanUser(rows)
		if err != nil {
			return nil, 0, sum, err
		}
		out = append(out, *u)
	}
	return out, total, sum, rows.Err()
}

// IsUnknownFilter reports a status filter the lists do not know.
func IsUnknownFilter(err error) bool { return errors.Is(err, errUnknownFilter) }

// IsUnknownSort reports a sort column the lists do not know.
func IsUnknownSort(err error) bool { return errors.Is(err, errUnknownSort) }
