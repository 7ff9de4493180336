package storage

import (
	"context"
	"fmt"
	"strings"
	"time"

	sq "github.com/Masterminds/squirrel"
	"github.com/jackc/pgx/v5"
)

// User is an account: a marketer or a member of staff.
type User struct {
	ID                      string
	Email                   string
	PasswordHash            string
	FirstName               string
	LastName                string
	EmailVerified           bool
	CreatedAt               time.Time
	SubscriptionStatus      string
	SubscriptionCancelledAt *time.Time
	SubscriptionCancelsAt   *time.Time
	StripeCustomerID        string
	StripeSubscriptionID    string
	BillingCycleStart       *time.Time
	BillingCycleEnd         *time.Time
	CreditsUsed             int
	PeriodStartedAt         time.Time
	BonusCredits            int
	ActionTakerBonus        bool
	BonusDismissed          bool
	// TrialUsedBefore: the address already had its trial in an earlier account, so this
	// account's trial carries no credits.
	TrialUsedBefore bool
}

const userColumns = `id, email, password_hash, COALESCE(first_name, ''), COALESCE(last_name, ''), email_verified,
 created_at, subscription_status, subscription_cancelled_at, subscription_cancels_at,
 COALESCE(stripe_customer_id, ''), COALESCE(stripe_subscription_id, ''), billing_cycle_start, billing_cycle_end,
 credits_used, period_started_at, bonus_credits, action_taker_bonus, bonus_dismissed, trial_used_before`

func scanUser(row pgx.Row) (*User, error) {
	var u User
	if err := row.Scan(u.scanDest()...); err != nil {
		return nil, notFound(err)
	}
	return &u, nil
}

// scanDest lists the fields userColumns fill, in order.
func (u *User) scanDest() []any {
	return []any{&u.ID, &u.Email, &u.PasswordHash, &u.FirstName, &u.LastName, &u.EmailVerified,
		&u.CreatedAt, &u.SubscriptionStatus, &u.SubscriptionCancelledAt, &u.SubscriptionCancelsAt,
		&u.StripeCustomerID, &u.StripeSubscriptionID, &u.BillingCycleStart, &u.BillingCycleEnd,
		&u.CreditsUsed, &u.PeriodStartedAt, &u.BonusCredits, &u.ActionTakerBonus, &u.BonusDismissed, &u.TrialUsedBefore}
}

// NormalizeEmail is the canonical form used for lookups and the block list.
func NormalizeEmail(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

// NewUser is what sign-up and staff tools provide to create an account.
type NewUser struct {
	ID            string
	Email         string
	PasswordHash  string
	FirstName     string
	LastName      string
	EmailVerified bool
}

// CreateUser inserts an account. A taken email is ErrConflict, a blocked one ErrBlocked (the
// block list matches canonical addresses, see canonical_email). A customer account whose
// address already had a trial starts without trial credits; one created verified (by staff)
// claims the address's trial at once.
func (db *DB) CreateUser(ctx context.Context, nu NewUser) (*User, error) {
	email := NormalizeEmail(nu.Email)
	var u *User
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		blocked, err := emailBlocked(ctx, tx, email)
		if err != nil {
			return err
		}
		if blocked {
			return ErrBlocked
		}
		row := tx.QueryRow(ctx, `INSERT INTO users (id, email, password_hash, first_name, last_name, email_verified, trial_used_before)
			VALUES ($1, $2, $3, NULLIF($4, ''), NULLIF($5, ''), $6,
				$1 NOT LIKE 'admin-%' AND EXISTS (SELECT 1 FROM trial_markers WHERE email_hash = trial_marker($2)))
			RETURNING `+userColumns,
			nu.ID, email, nu.PasswordHash, nu.FirstName, nu.LastName, nu.EmailVerified)
		u, err = scanUser(row)
		if isUniqueViolation(err) {
			return ErrConflict
		}
		if err != nil || !nu.EmailVerified {
			return err
		}
		return claimTrial(ctx, tx, u)
	})
	if err != nil {
		return nil, err
	}
	return u, nil
}

// UserByID loads one account.
func (db *DB) UserByID(ctx context.Context, id string) (*User, error) {
	return scanUser(db.Pool.QueryRow(ctx, `SELECT `+userColumns+` FROM users WHERE id = $1`, id))
}

// UserByEmail loads one account by email, case-insensitively.
func (db *DB) UserByEmail(ctx context.Context, email string) (*User, error) {
	return scanUser(db.Pool.QueryRow(ctx, `SELECT `+userColumns+` FROM users WHERE lower(email) = $1`, NormalizeEmail(email)))
}

// UserByStripeCustomer loads the account that owns a Stripe customer.
func (db *DB) UserByStripeCustomer(ctx context.Context, customerID string) (*User, error) {
	return scanUser(db.Pool.QueryRow(ctx, `SELECT `+userColumns+` FROM users WHERE stripe_customer_id = $1`, customerID))
}

// SetEmailVerified marks the address as confirmed. The first confirmation claims the
// address's trial: when another account (live or deleted) claimed it before, this one keeps
// no trial credits.
func (db *DB) SetEmailVerified(ctx context.Context, userID string) error {
	return db.inTx(ctx, func(tx pgx.Tx) error {
		u, err := scanUser(tx.QueryRow(ctx, `SELECT `+userColumns+` FROM users WHERE id = $1 FOR UPDATE`, userID))
		if err != nil || u.EmailVerified {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE users SET email_verified = true, updated_at = now() WHERE id = $1`, userID); err != nil {
			return err
		}
		return claimTrial(ctx, tx, u)
	})
}

// SetPasswordHash replaces the password hash.
func (db *DB) SetPasswordHash(ctx context.Context, userID, hash string) error {
	return db.execOne(ctx, `UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, userID, hash)
}

// UpsertAdmin creates a staff account or, when the email or id exists, resets its password and role id.
func (db *DB) UpsertAdmin(ctx context.Context, nu NewUser) (*User, error) {
	row := db.Pool.QueryRow(ctx, `INSERT INTO users (id, email, password_hash, first_name, last_name, email_verified)
		VALUES ($1, $2, $3, NULLIF($4, ''), NULLIF($5, ''), true)
		ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email, password_hash = EXCLUDED.password_hash,
			email_verified = true, updated_at = now()
		RETURNING `+userColumns, nu.ID, NormalizeEmail(nu.Email), nu.PasswordHash, nu.FirstName, nu.LastName)
	u, err := scanUser(row)
	if isUniqueViolation(err) {
		return nil, fmt.Errorf("%w: the email belongs to another account", ErrConflict)
	}
	return u, err
}

// DeleteUser removes an account and, by cascade, its emails, tokens, sessions and messages.
func (db *DB) DeleteUser(ctx context.Context, userID string) error {
	return db.execOne(ctx, `DELETE FROM users WHERE id = $1`, userID)
}

// BlockEmail adds an address to the block list so it, and every address that delivers to
// the same mailbox, can no longer sign up.
func (db *DB) BlockEmail(ctx context.Context, email, reason, blockedBy string) error {
	_, err := db.Pool.Exec(ctx, `INSERT INTO blocked_emails (email, reason, blocked_by) VALUES ($1, $2, NULLIF($3, ''))
		ON CONFLICT (email) DO UPDATE SET reason = EXCLUDED.reason, blocked_by = EXCLUDED.blocked_by, blocked_at = now()`,
		NormalizeEmail(email), reason, blockedBy)
	return err
}

// IsEmailBlocked reports whether an address, or one that delivers to the same mailbox, is on
// the block list.
func (db *DB) IsEmailBlocked(ctx context.Context, email string) (bool, error) {
	return emailBlocked(ctx, db.Pool, email)
}

// execOne runs a statement that must touch exactly one row.
func (db *DB) execOne(ctx context.Context, query string, args ...any) error {
	tag, err := db.Pool.Exec(ctx, query, args...)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return ErrNotFound
	}
	return nil
}

// execBuilder runs a squirrel statement.
func (db *DB) execBuilder(ctx context.Context, b sq.Sqlizer) (int64, error) {
	query, args, err := b.ToSql()
	if err != nil {
		return 0, err
	}
	tag, err := db.Pool.Exec(ctx, query, args...)
	return tag.RowsAffected(), err
}
