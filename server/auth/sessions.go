package auth

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"

	"storymail/storage"
)

// CookieName is the session cookie.
const CookieName = "sm_session"

// SessionTTL is how long a sign-in lasts.
const SessionTTL = 30 * 24 * time.Hour

// validCacheTTL bounds how long a revoked session could still pass if Redis missed the revocation.
const validCacheTTL = 5 * time.Minute

// ErrSessionInvalid covers every reason a cookie does not sign anyone in.
var ErrSessionInvalid = errors.New("session invalid")

// Claims are the JWT fields: sub (user id), sid (session id), exp.
type Claims struct {
	SessionID string `json:"sid"`
	jwt.RegisteredClaims
}

// Sessions issues, checks and revokes sign-in sessions. PostgreSQL holds the truth; Redis
// caches "this session is valid" so a request costs one Redis round trip.
type Sessions struct {
	secret []byte
	db     *storage.DB
	rdb    *redis.Client
	prefix string
}

// NewSessions builds the session manager.
func NewSessions(secret string, db *storage.DB, rdb *redis.Client, prefix string) (*Sessions, error) {
	if len(secret) < 16 {
		return nil, fmt.Errorf("JWT_SECRET must be at least 16 characters")
	}
	return &Sessions{secret: []byte(secret), db: db, rdb: rdb, prefix: prefix}, nil
}

func (s *Sessions) cacheKey(sid string) string { return s.prefix + "session:" + sid }

// Issue records a new session and returns its signed token and expiry.
func (s *Sessions) Issue(ctx context.Context, userID, userAgent, ip string) (token string, expires time.Time, err error) {
	sid := uuid.NewString()
	expires = time.Now().Add(SessionTTL)
	if err := s.db.CreateSession(ctx, sid, userID, expires, truncate(userAgent, 300), ip); err != nil {
		return "", time.Time{}, fmt.Errorf("create session: %w", err)
	}
	claims := Claims{SessionID: sid, RegisteredClaims: jwt.RegisteredClaims{
		Subject: userID, ExpiresAt: jwt.NewNumericDate(expires), IssuedAt: jwt.NewNumericDate(time.Now()),
	}}
	token, err = jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(s.secret)
	return token, expires, err
}

// Parse checks the token's signature and expiry (no I/O).
func (s *Sessions) Parse(token string) (*Claims, error) {
	var c Claims
	_, err := jwt.ParseWithClaims(token, &c, func(*jwt.Token) (any, error) { return s.secret, nil },
		jwt.WithValidMethods([]string{"HS256"}), jwt.WithExpirationRequired())
	if err != nil || c.Subject == "" || c.SessionID == "" {
		return nil, ErrSessionInvalid
	}
	return &c, nil
}

// Check returns the claims of a valid, unrevoked session.
func (s *Sessions) Check(ctx context.Context, token string) (*Claims, error) {
	c, err := s.Parse(token)
	if err != nil {
		return nil, err
	}
	if v, err := s.rdb.Get(ctx, s.cacheKey(c.SessionID)).Result(); err == nil && v == c.Subject {
		return c, nil
	}
	ok, err := s.db.SessionActive(ctx, c.SessionID, c.Subject)
	if err != nil {
		return nil, fmt.Errorf("check session: %w", err)
	}
	if !ok {
		return nil, ErrSessionInvalid
	}
	// A cache write failure only costs the next request a database read.
	_ = s.rdb.Set(ctx, s.cacheKey(c.SessionID), c.Subject, validCacheTTL).Err()
	return c, nil
}

// Revoke ends one session.
func (s *Sessions) Revoke(ctx context.Context, sid string) error {
	if err := s.db.RevokeSession(ctx, sid); err != nil {
		return err
	}
	// The database is the truth; a missed cache delete is bounded by validCacheTTL.
	_ = s.rdb.Del(ctx, s.cacheKey(sid)).Err()
	return nil
}

// RevokeAll ends every session of a user except keep (empty keeps none).
func (s *Sessions) RevokeAll(ctx context.Context, userID, keep string) error {
	ids, err := s.db.RevokeUserSessions(ctx, userID, keep)
	if err != nil {
		return err
	}
	if len(ids) == 0 {
		return nil
	}
	keys := make([]string, len(ids))
	for i, id := range ids {
		keys[i] = s.cacheKey(id)
	}
	_ = s.rdb.Del(ctx, keys...).Err()
	return nil
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}
