package server

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/google/uuid"

	"storymail/server/auth"
	"storymail/server/mail"
	"storymail/storage"
)

const (
	verifyTokenTTL = 24 * time.Hour
	resetTokenTTL  = time.Hour
	maxPassword    = 256
)

const forgotAnswer = "If an account with that email exists, you will receive a password reset link shortly"

type userJSON struct {
	ID            string    `json:"id"`
	Email         string    `json:"email"`
	FirstName     string    `json:"firstName"`
	LastName      string    `json:"lastName"`
	EmailVerified bool      `json:"emailVerified"`
	CreatedAt     time.Time `json:"createdAt"`
	IsAdmin       bool      `json:"isAdmin"`
	IsSuperAdmin  bool      `json:"isSuperAdmin"`
}

func (s *Server) userView(u *storage.User) userJSON {
	return userJSON{ID: u.ID, Email: u.Email, FirstName: u.FirstName, LastName: u.LastName,
		EmailVerified: u.EmailVerified, CreatedAt: u.CreatedAt, IsAdmin: u.IsAdmin(), IsSuperAdmin: u.ID == s.opts.SuperAdminID}
}

func (s *Server) link(path string, q url.Values) string {
	return s.appOrigin + path + "?" + q.Encode()
}

// sendVerification issues a fresh 24 h link and mails it; it answers whether the mail left.
func (s *Server) sendVerification(ctx context.Context, u *storage.User) bool {
	raw, hash := auth.NewToken()
	if err := s.opts.DB.CreateToken(ctx, hash, u.ID, storage.TokenVerify, verifyTokenTTL); err != nil {
		s.opts.Logger.Error("create verification token", "err", err)
		return false
	}
	link := s.link("/api/auth/verify-email", url.Values{"token": {raw}})
	if err := s.opts.Mailer.Send(ctx, mail.VerifyEmail(u.Email, link)); err != nil {
		s.opts.Logger.Error("send verification mail", "err", err)
		return false
	}
	return true
}

// emailField normalises an address and checks it; emptyMsg is the spec's text for a missing one.
func emailField(raw, emptyMsg string) (string, error) {
	email := storage.NormalizeEmail(raw)
	if email == "" {
		return "", badRequest(emptyMsg)
	}
	if !validEmail(email) {
		return "", badRequest("Please enter a valid email address")
	}
	return email, nil
}

type signupRequest struct {
	Email     string `json:"email"`
	Password  string `json:"password"`
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
}

func (s *Server) signup(c *fiber.Ctx) error {
	var req signupRequest
	if err := decodeJSON(c, &req); err != nil {
		return err
	}
	email, err := emailField(req.Email, "Email is required")
	if err != nil {
		return err
	}
	switch {
	case len(req.Password) < auth.MinPasswordLength:
		return badRequest("Password must be at least 6 characters")
	case len(req.Password) > maxPassword:
		return badRequest("Password must be at most 256 characters")
	}
	if err := s.allow(c.UserContext(), limitSignup, c.IP()); err != nil {
		return err
	}
	// The password is hashed whether or not the address is taken, so both answers take as long.
	hash, err := auth.HashPassword(req.Password)
	if err != nil {
		return err
	}
	nu := storage.NewUser{ID: uuid.NewString(), Email: email, PasswordHash: hash,
		FirstName: clean(req.FirstName, 100), LastName: clean(req.LastName, 100)}
	u, err := s.opts.DB.CreateUser(c.UserContext(), nu)
	var sent bool
	switch {
	case errors.Is(err, storage.ErrBlocked):
		return newError(fiber.StatusForbidden, "email_blocked", "This email address cannot be used to create an account. Please contact support.")
	case errors.Is(err, storage.ErrConflict):
		// The answer is the one a new account gets; the owner hears about it by mail instead.
		sent = s.noticeSignupAttempt(c.UserContext(), email, c.IP())
		u = &storage.User{ID: nu.ID, Email: email, FirstName: nu.FirstName, LastName: nu.LastName,
			CreatedAt: time.Now().Truncate(time.Microsecond)}
	case err != nil:
		return err
	default:
		sent = s.sendVerification(c.UserContext(), u)
		s.afterSignup(c.UserContext(), u)
	}
	// The usage shown is a new trial's whatever the address's past: what the account really
	// holds is read once it is verified and signed in.
	return c.Status(fiber.StatusCreated).JSON(fiber.Map{
		"message":              "Account created! Please check your email to verify your account.",
		"requiresVerification": true,
		"emailSent":            sent,
		"user":                 s.userView(u),
		"usage":                fiber.Map{"emailsCreated": 0, "emailsRemaining": storage.TrialCredits, "used": 0},
	})
}

// noticeSignupAttempt mails the owner of email that someone tried to sign up with it. It
// answers true even when the mail was held back by the quota, like a new sign-up whose
// verification mail left.
func (s *Server) noticeSignupAttempt(ctx context.Context, email, ip string) bool {
	owner, err := s.opts.DB.UserByEmail(ctx, email)
	if err != nil {
		s.opts.Logger.Error("load the account of a repeated sign-up", "err", err)
		return false
	}
	if !s.mayMail(ctx, quotaSignupNotice, owner.ID, ip) {
		return true
	}
	msg := mail.SignupAttempt(owner.Email, s.appOrigin+"/login", s.appOrigin+"/forgot-password")
	if err := s.opts.Mailer.Send(ctx, msg); err != nil {
		s.opts.Logger.Error("send sign-up attempt notice", "err", err)
		return false
	}
	return true
}

// verifyEmail is the link in the verification mail; it always lands on /email-verified.
func (s *Server) verifyEmail(c *fiber.Ctx) error {
	token := c.Query("token")
	dest := func(q string) error { return c.Redirect("/email-verified?"+q, fiber.StatusSeeOther) }
	if token == "" || len(token) > 200 {
		return dest("error=invalid-token")
	}
	userID, err := s.opts.DB.ConsumeToken(c.UserContext(), auth.HashToken(token), storage.TokenVerify)
	switch {
	case errors.Is(err, storage.ErrTokenInvalid):
		return dest("error=invalid-token")
	case errors.Is(err, storage.ErrTokenExpired):
		return dest("error=token-expired")
	case err != nil:
		s.opts.Logger.Error("verify email", "err", err)
		return dest("error=verification-failed")
	}
	if err := s.opts.DB.SetEmailVerified(c.UserContext(), userID); err != nil {
		s.opts.Logger.Error("mark verified", "err", err)
		return dest("error=verification-failed")
	}
	return dest("verified=true")
}

func (s *Server) resendVerification(c *fiber.Ctx) error {
	var req struct {
		Email string `json:"email"`
	}
	if err := decodeJSON(c, &req); err != nil {
		return err
	}
	email, err := emailField(req.Email, "Email is required")
	if err != nil {
		return err
	}
	// A copy: c.IP() points into the request buffer, which the mail goroutine outlives.
	ip := strings.Clone(c.IP())
	if err := s.allow(c.UserContext(), limitResend, ip); err != nil {
		return err
	}
	u, err := s.opts.DB.UserByEmail(c.UserContext(), email)
	if err != nil && !errors.Is(err, storage.ErrNotFound) {
		return err
	}
	if u != nil && !u.EmailVerified {
		s.bg.Go("resend verification", func(ctx context.Context) error {
			if s.mayMail(ctx, quotaVerifyMail, u.ID, ip) {
				s.sendVerification(ctx, u)
			}
			return nil
		})
	}
	// One answer whatever the account's state, so the call reveals nothing.
	return c.JSON(fiber.Map{"message": "If that account is waiting for verification, a new link is on its way. Please check your inbox."})
}

type loginRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

func (s *Server) login(c *fiber.Ctx) error {
	var req loginRequest
	if err := decodeJSON(c, &req); err != nil {
		return err
	}
	email, err := emailField(req.Email, "Email is required")
	if err != nil {
		return err
	}
	switch {
	case len(req.Password) < auth.MinPasswordLength:
		return badRequest("Password must be at least 6 characters")
	case len(req.Password) > maxPassword:
		return badRequest("Invalid email or password")
	}
	ctx, ip := c.UserContext(), c.IP()
	if err := s.allow(ctx, limitLoginIP, ip); err != nil {
		return err
	}
	if err := s.allow(ctx, limitLogin, ip+"|"+email); err != nil {
		return err
	}
	// Failures for the account from anywhere slow its answers down but never refuse them, so
	// the owner still gets in while strangers guess.
	if err := s.waitBeforeAnswer(ctx, loginSlowDown, email); err != nil {
		return err
	}
	u, err := s.opts.DB.UserByEmail(ctx, email)
	if err != nil && !errors.Is(err, storage.ErrNotFound) {
		return err
	}
	hash := ""
	if u != nil {
		hash = u.PasswordHash
	}
	if !auth.CheckPassword(req.Password, hash) {
		s.countFailure(ctx, loginSlowDown, email)
		return newError(fiber.StatusUnauthorized, "invalid_credentials", "Invalid email or password")
	}
	if !u.EmailVerified {
		e := newError(fiber.StatusForbidden, "email_not_verified", "Please verify your email address before signing in. Check your inbox for the verification link.")
		e.Extra = fiber.Map{"requiresVerification": true}
		return e
	}
	if err := s.startSession(c, u); err != nil {
		return err
	}
	return c.JSON(fiber.Map{"message": "Login successful", "requiresVerification": false, "user": s.userView(u)})
}

func (s *Server) startSession(c *fiber.Ctx, u *storage.User) error {
	token, expires, err := s.opts.Sessions.Issue(c.UserContext(), u.ID, c.Get(fiber.HeaderUserAgent), c.IP())
	if err != nil {
		return err
	}
	c.Cookie(&fiber.Cookie{Name: auth.CookieName, Value: token, Path: "/", Expires: expires,
		HTTPOnly: true, SameSite: fiber.CookieSameSiteLaxMode, Secure: s.secure})
	c.Cookie(&fiber.Cookie{Name: auth.SignedInCookieName, Value: "1", Path: "/", Expires: expires,
		SameSite: fiber.CookieSameSiteLaxMode, Secure: s.secure})
	return nil
}

func (s *Server) clearSessionCookie(c *fiber.Ctx) {
	c.Cookie(&fiber.Cookie{Name: auth.CookieName, Value: "", Path: "/", Expires: time.Unix(0, 0), MaxAge: -1,
		HTTPOnly: true, SameSite: fiber.CookieSameSiteLaxMode, Secure: s.secure})
	c.Cookie(&fiber.Cookie{Name: auth.SignedInCookieName, Value: "", Path: "/", Expires: time.Unix(0, 0), MaxAge: -1,
		SameSite: fiber.CookieSameSiteLaxMode, Secure: s.secure})
}

func (s *Server) logout(c *fiber.Ctx) error {
	if sid := currentSession(c); sid != "" {
		if err := s.opts.Sessions.Revoke(c.UserContext(), sid); err != nil {
			return err
		}
		// This browser's sockets must stop carrying the account's events.
		if err := s.events.EndSession(c.UserContext(), currentUser(c).ID, sid); err != nil {
			s.opts.Logger.Warn("close sockets of ended session", "err", err)
		}
	}
	s.clearSessionCookie(c)
	return c.JSON(fiber.Map{"message": "Logged out successfully"})
}

func (s *Server) currentUserHandler(c *fiber.Ctx) error {
	return c.JSON(s.userView(currentUser(c)))
}

func (s *Server) forgotPassword(c *fiber.Ctx) error {
	var req struct {
		Email string `json:"email"`
	}
	if err := decodeJSON(c, &req); err != nil {
		return err
	}
	email, err := emailField(req.Email, "Please enter your email address")
	if err != nil {
		return err
	}
	// A copy: c.IP() points into the request buffer, which the mail goroutine outlives.
	ip := strings.Clone(c.IP())
	if err := s.allow(c.UserContext(), limitForgot, ip); err != nil {
		return err
	}
	// The lookup happens either way and the mail (and its quota) after the answer, so the
	// answer and its timing are the same whether or not the account exists or is capped.
	u, err := s.opts.DB.UserByEmail(c.UserContext(), email)
	if err != nil && !errors.Is(err, storage.ErrNotFound) {
		return err
	}
	if u != nil {
		s.bg.Go("password reset mail", func(ctx context.Context) error {
			if !s.mayMail(ctx, quotaResetMail, u.ID, ip) {
				return nil
			}
			raw, hash := auth.NewToken()
			if err := s.opts.DB.CreateToken(ctx, hash, u.ID, storage.TokenReset, resetTokenTTL); err != nil {
				return err
			}
			return s.opts.Mailer.Send(ctx, mail.ResetPassword(u.Email, s.link("/reset-password", url.Values{"token": {raw}})))
		})
	}
	return c.JSON(fiber.Map{"message": forgotAnswer})
}

func (s *Server) resetPassword(c *fiber.Ctx) error {
	var req struct {
		Token       string `json:"token"`
		NewPassword string `json:"newPassword"`
	}
	if err := decodeJSON(c, &req); err != nil {
		return err
	}
	switch {
	case req.Token == "" || len(req.Token) > 200:
		return badRequest("Invalid reset token. Please request a new password reset.")
	case len(req.NewPassword) < auth.MinPasswordLength:
		return badRequest("Password must be at least 6 characters long")
	case len(req.NewPassword) > maxPassword:
		return badRequest("Password must be at most 256 characters")
	}
	userID, err := s.opts.DB.ConsumeToken(c.UserContext(), auth.HashToken(req.Token), storage.TokenReset)
	if errors.Is(err, storage.ErrTokenInvalid) || errors.Is(err, storage.ErrTokenExpired) {
		return newError(fiber.StatusBadRequest, "invalid_token", "Reset token is invalid or has expired. Please request a new password reset.")
	}
	if err != nil {
		return err
	}
	hash, err := auth.HashPassword(req.NewPassword)
	if err != nil {
		return err
	}
	if err := s.opts.DB.SetPasswordHash(c.UserContext(), userID, hash); err != nil {
		return err
	}
	// Following the link proves the address, and a reset must sign out every other device.
	if err := s.opts.DB.SetEmailVerified(c.UserContext(), userID); err != nil {
		return err
	}
	if err := s.endSessions(c.UserContext(), userID, ""); err != nil {
		return err
	}
	return c.JSON(fiber.Map{"message": "Your password has been reset. You can now sign in with your new password."})
}

func (s *Server) changePassword(c *fiber.Ctx) error {
	var req struct {
		CurrentPassword string `json:"currentPassword"`
		NewPassword     string `json:"newPassword"`
	}
	if err := decodeJSON(c, &req); err != nil {
		return err
	}
	switch {
	case req.CurrentPassword == "":
		return badRequest("Current password is required")
	case len(req.NewPassword) < auth.MinPasswordLength:
		return badRequest("Password must be at least 6 characters long")
	case len(req.NewPassword) > maxPassword:
		return badRequest("Password must be at most 256 characters")
	}
	u := currentUser(c)
	// Its own count, per account: only a signed-in session reaches it, and it shares nothing
	// with sign-in, so neither can use the other up.
	if err := s.allow(c.UserContext(), limitChangePassword, u.ID); err != nil {
		return err
	}
	if !auth.CheckPassword(req.CurrentPassword, u.PasswordHash) {
		return badRequest("Current password is incorrect")
	}
	hash, err := auth.HashPassword(req.NewPassword)
	if err != nil {
		return err
	}
	if err := s.opts.DB.SetPasswordHash(c.UserContext(), u.ID, hash); err != nil {
		return err
	}
	if err := s.endSessions(c.UserContext(), u.ID, currentSession(c)); err != nil {
		return err
	}
	return c.JSON(fiber.Map{"message": "Password updated successfully"})
}
