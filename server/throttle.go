package server

import (
	"context"
	"time"
)

// Guessing is throttled without handing anyone a way to lock an owner out: the limits that
// refuse are keyed by the caller's address (alone, or with the account it aims at), so an
// attacker only ever exhausts their own. What is counted per account alone never refuses: it
// slows every answer for that account down (login) or quietly caps the mails it receives
// (reset, verification, sign-up notices), and the owner's own addresses keep an allowance.
var (
	limitLoginIP = limit{"login-ip", 30, 10 * time.Minute}
	// limitLogin counts attempts of one address on one account.
	limitLogin          = limit{"login", 10, 10 * time.Minute}
	limitChangePassword = limit{"change-password", 5, 15 * time.Minute}
	limitSignup         = limit{"signup", 10, time.Hour}
	limitForgot         = limit{"forgot", 10, time.Hour}
	limitResend         = limit{"resend", 10, time.Hour}
)

// slowDown delays every answer about an account once it has collected too many failures.
type slowDown struct {
	name   string
	free   int           // failures before any delay
	base   time.Duration // the first delay; each further failure doubles it
	max    time.Duration
	window time.Duration // failures are forgotten this long after the latest one
}

var loginSlowDown = slowDown{"login-fail", 5, 250 * time.Millisecond, 3 * time.Second, 15 * time.Minute}

// delayFor is the wait after failures failures.
func (d slowDown) delayFor(failures, free int) time.Duration {
	if failures <= free {
		return 0
	}
	wait := d.base
	for i := free + 1; i < failures && wait < d.max; i++ {
		wait *= 2
	}
	return min(wait, d.max)
}

// waitBeforeAnswer sleeps as long as the account's failures ask for. It runs before the
// password is checked, so nobody learns a result sooner by hanging up early.
func (s *Server) waitBeforeAnswer(ctx context.Context, d slowDown, account string) error {
	n, err := s.opts.Redis.Get(ctx, s.key("rl", d.name, account)).Int()
	if err != nil {
		return nil // no failures, or Redis is away: no delay either way
	}
	free := int(float64(d.free) * s.opts.RateLimitMultiplier)
	wait := d.delayFor(n, free)
	if wait == 0 {
		return nil
	}
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// countFailure adds one failure to the account's tally.
func (s *Server) countFailure(ctx context.Context, d slowDown, account string) {
	key := s.key("rl", d.name, account)
	pipe := s.opts.Redis.TxPipeline()
	pipe.Incr(ctx, key)
	pipe.Expire(ctx, key, d.window)
	if _, err := pipe.Exec(ctx); err != nil {
		s.opts.Logger.Warn("count login failure", "err", err)
	}
}

// mailQuota caps the mails anonymous requests make an account receive. Each asking address
// has its own small allowance; addresses the account never signed in from also share one
// allowance per account, so a crowd of addresses cannot flood the inbox. An address the owner
// signed in from recently skips the shared one: strangers using it up do not stop the
// owner's own reset.
type mailQuota struct {
	name       string
	perAddress int
	perAccount int
	period     time.Duration
}

var (
	quotaResetMail    = mailQuota{"mail-reset", 3, 5, time.Hour}
	quotaVerifyMail   = mailQuota{"mail-verify", 3, 5, time.Hour}
	quotaSignupNotice = mailQuota{"mail-signup-notice", 2, 3, time.Hour}
)

// ownerAddressWindow is how long a sign-in from an address marks it as the owner's.
const ownerAddressWindow = 90 * 24 * time.Hour

// mayMail counts one mail to userID asked for from ip and answers whether it may go.
func (s *Server) mayMail(ctx context.Context, q mailQuota, userID, ip string) bool {
	if s.allow(ctx, limit{q.name + "-addr", q.perAddress, q.period}, userID+"|"+ip) != nil {
		return false
	}
	owner, err := s.opts.DB.SignedInFrom(ctx, userID, ip, ownerAddressWindow)
	if err != nil {
		s.opts.Logger.Warn("look up the account's sign-in addresses", "err", err)
	}
	if owner {
		return true
	}
	return s.allow(ctx, limit{q.name, q.perAccount, q.period}, userID) == nil
}
