package storage

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"
)

// Session is one signed-in browser; the JWT cookie names it by id so it can be revoked.
type Session struct {
	ID        string
	UserID    string
	CreatedAt time.Time
	ExpiresAt time.Time
	RevokedAt *time.Time
}

// CreateSession records a new sign-in.
func (db *DB) CreateSession(ctx context.Context, id, userID string, expires time.Time, userAgent, ip string) error {
	_, err := db.Pool.Exec(ctx, `INSERT INTO sessions (id, user_id, expires_at, user_agent, ip) VALUES ($1, $2, $3, $4, $5)`,
		id, userID, expires, userAgent, ip)
	return err
}

// SessionUser loads the account of a session that exists for it, is unexpired and not revoked;
// anything else is ErrNotFound. One query checks the session and reads the user every request needs.
func (db *DB) SessionUser(ctx context.Context, sessionID, userID string) (*User, error) {
	return scanUser(db.Pool.QueryRow(ctx, sessionUserSQL, sessionID, userID))
}

const sessionUserSQL = `SELECT ` + userColumns + ` FROM users WHERE id = $2 AND EXISTS (SELECT 1 FROM sessions
	WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now())`

// SessionUserWithEmails is SessionUser and the first page of ListEmailPage in one round trip,
// for the list every signed-in page opens with. The page is read alongside the session check
// and never returned when the session is not valid.
func (db *DB) SessionUserWithEmails(ctx context.Context, sessionID, userID string, limit int) (*User, *EmailPage, error) {
	list, args, err := db.emailPageQuery(EmailPageQuery{UserID: userID, Limit: limit})
	if err != nil {
		return nil, nil, err
	}
	b := &pgx.Batch{}
	b.Queue(sessionUserSQL, sessionID, userID)
	b.Queue(list, args...)
	br := db.Pool.SendBatch(ctx, b)
	defer br.Close()
	u, err := scanUser(br.QueryRow())
	if err != nil {
		return nil, nil, err
	}
	page, err := collectEmailPage(br.Query())(pageLimit(limit))
	if err != nil {
		return nil, nil, err
	}
	return u, page, br.Close()
}

// RevokeSession ends one session.
func (db *DB) RevokeSession(ctx context.Context, id string) error {
	_, err := db.Pool.Exec(ctx, `UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, id)
	return err
}

// RevokeUserSessions ends every session of a user except keep (may be empty).
func (db *DB) RevokeUserSessions(ctx context.Context, userID, keep string) error {
	_, err := db.Pool.Exec(ctx, `UPDATE sessions SET revoked_at = now()
		WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL`, userID, keep)
	return err
}

// DeleteExpiredSessions removes sessions past their expiry; run from a background loop.
func (db *DB) DeleteExpiredSessions(ctx context.Context) (int64, error) {
	tag, err := db.Pool.Exec(ctx, `DELETE FROM sessions WHERE expires_at < now() - interval '1 day'`)
	return tag.RowsAffected(), err
}
