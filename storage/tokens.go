package storage

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
)

// Token errors.
var (
	ErrTokenInvalid = errors.New("token invalid or already used")
	ErrTokenExpired = errors.New("token expired")
)

// Token purposes.
const (
	TokenVerify = "verify"
	TokenReset  = "reset"
)

// CreateToken stores a one-time token by its hash. Earlier unused tokens of the same purpose are
// retired so only the newest link works.
func (db *DB) CreateToken(ctx context.Context, hash, userID, purpose string, ttl time.Duration) error {
	return db.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `UPDATE one_time_tokens SET used_at = now()
			WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`, userID, purpose); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `INSERT INTO one_time_tokens (token_hash, user_id, purpose, expires_at)
			VALUES ($1, $2, $3, $4)`, hash, userID, purpose, time.Now().Add(ttl))
		return err
	})
}

// ConsumeToken marks a token used and returns its user id. It is single use: a second call
// answers ErrTokenInvalid; an expired token answers ErrTokenExpired.
func (db *DB) ConsumeToken(ctx context.Context, hash, purpose string) (string, error) {
	var userID string
	var expired bool
	err := db.Pool.QueryRow(ctx, `UPDATE one_time_tokens SET used_at = now()
		WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL
		RETURNING user_id, expires_at < now()`, hash, purpose).Scan(&userID, &expired)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", ErrTokenInvalid
	}
	if err != nil {
		return "", err
	}
	if expired {
		return "", ErrTokenExpired
	}
	return userID, nil
}
