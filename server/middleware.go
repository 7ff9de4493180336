package server

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"time"

	"github.com/go-redis/redis_rate/v10"
	"github.com/gofiber/fiber/v2"
	"github.com/google/uuid"

	"storymail/server/auth"
	"storymail/storage"
)

const (
	localRequestID = "requestID"
	localUser      = "user"
	localSession   = "session"
	localEmails    = "emails" // the first page of the signed-in user's emails, read with the session
)

func requestID(c *fiber.Ctx) string {
	id, _ := c.Locals(localRequestID).(string)
	return id
}

// withRequestID tags each request (and its logs) with an id, echoing a sane incoming one:
// at most 64 visible ASCII characters, so it is safe in a log line and a header.
func withRequestID(c *fiber.Ctx) error {
	id := c.Get("X-Request-Id")
	if !saneRequestID(id) {
		id = uuid.NewString()
	}
	c.Locals(localRequestID, id)
	c.Set("X-Request-Id", id)
	return c.Next()
}

func saneRequestID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for i := 0; i < len(id); i++ {
		if id[i] <= ' ' || id[i] > '~' {
			return false
		}
	}
	return true
}

// recoverPanics turns a panic into a logged 500 with no stack trace in the answer.
func (s *Server) recoverPanics(c *fiber.Ctx) (err error) {
	defer func() {
		if r := recover(); r != nil {
			s.opts.Logger.Error("panic", "panic", r, "path", c.Path(), "request_id", requestID(c), "stack", string(debug.Stack()))
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return c.Next()
}

// accessLog writes one structured line per API request.
func (s *Server) accessLog(c *fiber.Ctx) error {
	start := time.Now()
	err := c.Next()
	if err != nil {
		if herr := c.App().ErrorHandler(c, err); herr != nil {
			_ = c.SendStatus(fiber.StatusInternalServerError)
		}
	}
	status := c.Response().StatusCode()
	if status >= 500 || s.opts.Env != "test" {
		s.opts.Logger.Info("request", "method", c.Method(), "path", c.Path(), "status", status,
			"duration_ms", time.Since(start).Milliseconds(), "request_id", requestID(c))
	}
	return nil
}

// checkOrigin refuses state-changing requests from other sites (CSRF defence on top of
// SameSite=Lax cookies).
func (s *Server) checkOrigin(c *fiber.Ctx) error {
	switch c.Method() {
	case fiber.MethodGet, fiber.MethodHead, fiber.MethodOptions:
		return c.Next()
	}
	if !s.origins[c.Get(fiber.HeaderOrigin)] {
		return errOrigin
	}
	return c.Next()
}

// loadSession signs the request in when it carries a valid session cookie.
func (s *Server) loadSession(c *fiber.Ctx) error {
	token := c.Cookies(auth.CookieName)
	if token == "" {
		return c.Next()
	}
	var claims *auth.Claims
	var user *storage.User
	var err error
	if c.Method() == fiber.MethodGet && c.Path() == emailListPath && len(c.Request().URI().QueryString()) == 0 {
		// The busiest signed-in read, the library's first page, needs only the user id the token
		// names: it travels with the session check. listEmails reads any other page itself.
		var page *storage.EmailPage
		claims, user, page, err = s.opts.Sessions.AuthenticateWithEmails(c.UserContext(), token, storage.DefaultEmailPage)
		if err == nil {
			c.Locals(localEmails, page)
		}
	} else {
		claims, user, err = s.opts.Sessions.Authenticate(c.UserContext(), token)
	}
	if errors.Is(err, auth.ErrSessionInvalid) {
		return c.Next()
	}
	if err != nil {
		return err
	}
	c.Locals(localUser, user)
	c.Locals(localSession, claims.SessionID)
	return c.Next()
}

func currentUser(c *fiber.Ctx) *storage.User {
	u, _ := c.Locals(localUser).(*storage.User)
	return u
}

func currentSession(c *fiber.Ctx) string {
	sid, _ := c.Locals(localSession).(string)
	return sid
}

// requireUser answers 401 to signed-out requests.
func requireUser(c *fiber.Ctx) error {
	if currentUser(c) == nil {
		return errUnauthorized
	}
	return c.Next()
}

// requireAdmin allows any staff account (ids beginning admin-).
func requireAdmin(c *fiber.Ctx) error {
	u := currentUser(c)
	if u == nil {
		return errUnauthorized
	}
	if !u.IsAdmin() {
		return errForbidden
	}
	return c.Next()
}

// requireSuperAdmin allows only the one super administrator.
func (s *Server) requireSuperAdmin(c *fiber.Ctx) error {
	u := currentUser(c)
	if u == nil {
		return errUnauthorized
	}
	if u.ID != s.opts.SuperAdminID {
		return errForbidden
	}
	return c.Next()
}

// limit is one rate limit: at most n events per period for a key.
type limit struct {
	name   string
	n      int
	period time.Duration
}

// allow counts one event against each key of l; any exhausted key refuses with 429.
// Redis trouble fails open: a limit outage must not lock everyone out.
func (s *Server) allow(ctx context.Context, l limit, keys ...string) error {
	n := int(float64(l.n) * s.opts.RateLimitMultiplier)
	if n < 1 {
		n = 1
	}
	lim := redis_rate.Limit{Rate: n, Burst: n, Period: l.period}
	for _, k := range keys {
		if k == "" {
			continue
		}
		res, err := s.limiter.Allow(ctx, s.key("rl", l.name, k), lim)
		if err != nil {
			s.opts.Logger.Warn("rate limiter unavailable", "limit", l.name, "err", err)
			return nil
		}
		if res.Allowed == 0 {
			return errRateLimited
		}
	}
	return nil
}
