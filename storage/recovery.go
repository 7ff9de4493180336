package storage

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"
)

// UnqueuedEmails lists emails created since since that no worker has started and nothing has
// touched since they were created (updated_at still equals created_at), oldest first, and
// touches them so that another worker recovering from the same outage does not take them too.
// After a Redis outage these are the emails whose jobs were never queued or were lost with
// Redis: they are queued at once instead of waiting for the stuck sweep.
func (db *DB) UnqueuedEmails(ctx context.Context, since time.Time, limit int) ([]string, error) {
	rows, err := db.Pool.Query(ctx, `UPDATE emails SET updated_at = now() WHERE id IN (
		SELECT id FROM emails WHERE status = 'processing' AND created_at >= $1 AND attempts = 0
			AND updated_at = created_at
		ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
		RETURNING id`, since, limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowTo[string])
}
