package storage

import (
	"context"

	"github.com/jackc/pgx/v5"
)

// rowQuerier is what both the pool and a transaction offer for single-row reads.
type rowQuerier interface {
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// emailBlocked reports whether email's mailbox is on the block list: the comparison is on
// canonical addresses (the SQL function canonical_email of migration 00005), so x+2@ and
// X.Y@gmail.com are blocked with x@ and xy@gmail.com.
func emailBlocked(ctx context.Context, q rowQuerier, email string) (bool, error) {
	var blocked bool
	err := q.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM blocked_emails WHERE canonical_email(email) = canonical_email($1))`,
		NormalizeEmail(email)).Scan(&blocked)
	return blocked, err
}

// claimTrial records that u's mailbox has had its trial. If an earlier account claimed it,
// u keeps no trial credits. Staff accounts have no trial and claim nothing.
func claimTrial(ctx context.Context, tx pgx.Tx, u *User) error {
	if u.IsAdmin() {
		return nil
	}
	tag, err := tx.Exec(ctx, `INSERT INTO trial_markers (email_hash) VALUES (trial_marker($1)) ON CONFLICT DO NOTHING`, u.Email)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 1 || u.TrialUsedBefore {
		return nil
	}
	if _, err := tx.Exec(ctx, `UPDATE users SET trial_used_before = true, updated_at = now() WHERE id = $1`, u.ID); err != nil {
		return err
	}
	u.TrialUsedBefore = true
	return nil
}

// CanonicalEmail answers the mailbox form of an address that blocks and trial markers use.
func (db *DB) CanonicalEmail(ctx context.Context, email string) (string, error) {
	var c string
	err := db.Pool.QueryRow(ctx, `SELECT canonical_email($1)`, email).Scan(&c)
	return c, err
}

// TrialUsed reports whether email's mailbox has already had a trial.
func (db *DB) TrialUsed(ctx context.Context, email string) (bool, error) {
	var used bool
	err := db.Pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM trial_markers WHERE email_hash = trial_marker($1))`, email).Scan(&used)
	return used, err
}
