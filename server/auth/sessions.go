package auth

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/golang-jwt/jwt/v5"
	"github.com/google/uuid"

	"storymail/storage"
)

// CookieName is the session cookie.
const CookieName = "sm_session"

// SignedInCookieName is set and cleared together with the session cookie and holds no secret.
// Scripts can read it (the session cookie is HttpOnly), so the app asks who is signed in only when
// a session cookie may be there: a visitor's pages make no session check, whose 401 the browser
// would log as an error.
const SignedInCookieName = "sm_signed_in"

// SessionTTL is how long a sign-in lasts.
const SessionTTL = 30 * 24 * time.Hour

// ErrSessionInvalid covers every reason a cookie does not sign anyone in.
var ErrSessionInvalid = errors.New("session invalid")

// Claims are the JWT fields: sub (user id), sid (session id), exp.
type Claims struct {
	SessionID string `json:"sid"`
	jwt.RegisteredClaims
}

// Sessions issues, checks and revokes sign-in sessions. PostgreSQL holds them: a signed-in
// request reads its user row anyway, and the same query checks the session, so a revocation
// takes effect at once on every instance without a cache to clear.
type Sessions struct {
	secret   []byte
	db       *storage.DB
	verified verifiedTokens
}

// verifiedTokens remembers the claims of tokens whose signature has been checked: a browser
// sends the same cookie with every request, and the HMAC and JSON decode were a tenth of a
// signed-in request's CPU. Expiry is still checked on every use, and revocation by the
// session query. The set is bounded by starting over when full.
type verifiedTokens struct {
	m sync.Map // token -> Claims
	n atomic.Int64
}

const maxVerifiedTokens = 10_000

func (v *verifiedTokens) get(token string) (Claims, bool) {
	c, ok := v.m.Load(token)
	if !ok {
		return Claims{}, false
	}
	return c.(Claims), true
}

func (v *verifiedTokens) put(token string, c Claims) {
	if v.n.Add(1) > maxVerifiedTokens {
		v.m.Clear()
		v.n.Store(1)
	}
	// The request's string may share bytes with the server's reused buffers: keep a copy.
	v.m.Store(strings.Clone(token), c)
}

// NewSessions builds the session manager.
func NewSessions(secret string, db *storage.DB) (*Sessions, error) {
	if len(secret) < 16 {
		return nil, fmt.Errorf("JWT_SECRET must be at least 16 characters")
	}
	return &Sessions{secret: []byte(secret), db: db}, nil
}

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
	if c, ok := s.verified.get(token); ok {
		if !c.ExpiresAt.After(time.Now()) {
			return nil, ErrSessionInvalid
		}
		return &c, nil
	}
	var c Claims
	_, err := jwt.ParseWithClaims(token, &c, func(*jwt.Token) (any, error) { return s.secret, nil },
		jwt.WithValidMethods([]string{"HS256"}), jwt.WithExpirationRequired())
	if err != nil || c.Subject == "" || c.SessionID == "" {
		return nil, ErrSessionInvalid
	}
	s.verified.put(token, c)
	return &c, nil
}

// Authenticate returns the claims of a valid, unrevoked session and its user, in one query.
func (s *Sessions) Authenticate(ctx context.Context, token string) (*Claims, *storage.User, error) {
	c, err := s.Parse(token)
	if err != nil {
		return nil, nil, err
	}
	u, err := s.db.SessionUser(ctx, c.SessionID, c.Subject)
	if err != nil {
		return nil, nil, sessionError(err)
	}
	return c, u, nil
}

// AuthenticateWithEmails is Authenticate that also reads the first page of the user's emails
// (limit of them), in the same round trip to PostgreSQL.
func (s *Sessions) AuthenticateWithEmails(ctx context.Context, token string, limit int) (*Claims, *storage.User, *storage.EmailPage, error) {
	c, err := s.Parse(token)
	if err != nil {
		return nil, nil, nil, err
	}
	u, page, err := s.db.SessionUserWithEmails(ctx, c.SessionID, c.Subject, limit)
	if err != nil {
		return nil, nil, nil, sessionError(err)
	}
	return c, u, page, nil
}

func sessionError(err error) error {
	if errors.Is(err, storage.ErrNotFound) {
		return ErrSessionInvalid
	}
	return fmt.Errorf("check session: %w", err)
}

// Revoke ends one session.
func (s *Sessions) Revoke(ctx context.Context, sid string) error {
	return s.db.RevokeSession(ctx, sid)
}

// RevokeAll ends every session of a user except keep (empty keeps none).
func (s *Sessions) RevokeAll(ctx context.Context, userID, keep string) error {
	return s.db.RevokeUserSessions(ctx, userID, keep)
}

// truncate cuts s to at most n bytes on a character boundary, after making it storable text
// (invalid UTF-8 as U+FFFD, no NUL): a header cut mid-character is refused by PostgreSQL.
func truncate(s string, n int) string {
	s = strings.ToValidUTF8(strings.ReplaceAll(s, "\x00", ""), "\uFFFD")
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}
