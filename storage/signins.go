package storage

import (
	"context"
	"time"
)

// SignedInFrom reports whether the account has signed in from ip within the window: such an
// address is the owner's, and the owner's own requests get their own allowance.
func (db *DB) SignedInFrom(ctx context.Context, userID, ip string, within time.Duration) (bool, error) {
	var known bool
	err := db.Pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM sessions WHERE user_id = $1 AND ip = $2 AND created_at > $3)`,
		userID, ip, time.Now().Add(-within)).Scan(&known)
	return known, err
}
