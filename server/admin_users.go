package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/google/uuid"

	"storymail/realtime"
	"storymail/server/auth"
	"storymail/storage"
)

// Spec limits for staff actions.
const (
	adminMinPassword     = 8 // accounts created by the super admin
	supportMinPassword   = 6 // passwords set by support
	minBonusCredits      = 1
	maxBonusCredits      = 50
	maxTotalBonus        = 200 // a user's bonus credits in all, so a slip of the keyboard cannot hand out thousands
	recentEmailsInDetail = 5
	defaultBlockReason   = "Terms of service violation"
	maxBlockReason       = 500
)

var (
	errUserNotFound    = newError(fiber.StatusNotFound, "not_found", "User not found")
	errDeleteSuper     = newError(fiber.StatusConflict, "protected_account", "The super administrator account cannot be deleted or blocked.")
	errDeleteSelf      = newError(fiber.StatusConflict, "own_account", "You cannot delete or block your own account.")
	errStaffOnlySuper  = newError(fiber.StatusForbidden, "forbidden", "Only the super administrator can change staff accounts.")
	errNoSubscription  = newError(fiber.StatusConflict, "no_active_subscription", "This user has no active subscription to cancel.")
	errBadBonusCredits = badRequest(fmt.Sprintf("Bonus credits must be a whole number from %d to %d", minBonusCredits, maxBonusCredits))
	errBonusCap        = newError(fiber.StatusConflict, "bonus_cap", fmt.Sprintf("A user can hold at most %d bonus credits.", maxTotalBonus))
)

// adminUserJSON is the User entity of the admin spec.
type adminUserJSON struct {
	ID                      string     `json:"id"`
	FirstName               string     `json:"firstName"`
	LastName                string     `json:"lastName"`
	Email                   string     `json:"email"`
	EmailVerified           bool       `json:"emailVerified"`
	CreatedAt               time.Time  `json:"createdAt"`
	SubscriptionStatus      string     `json:"subscriptionStatus"`
	SubscriptionCancelledAt *time.Time `json:"subscriptionCancelledAt"`
	SubscriptionCancelsAt   *time.Time `json:"subscriptionCancelsAt"`
	StripeCustomerID        *string    `json:"stripeCustomerId"`
	StripeSubscriptionID    *string    `json:"stripeSubscriptionId"`
	BonusCredits            int        `json:"bonusCredits"`
	ActionTakerBonus        bool       `json:"actionTakerBonus"`
	EmailsCreated           int        `json:"emailsCreated"` // credits used this period
	TotalEmails             int        `json:"totalEmails"`
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func adminUserView(u *storage.User, totalEmails int) adminUserJSON {
	return adminUserJSON{ID: u.ID, FirstName: u.FirstName, LastName: u.LastName, Email: u.Email,
		EmailVerified: u.EmailVerified, CreatedAt: u.CreatedAt, SubscriptionStatus: u.SubscriptionStatus,
		SubscriptionCancelledAt: u.SubscriptionCancelledAt, SubscriptionCancelsAt: u.SubscriptionCancelsAt,
		StripeCustomerID: optional(u.StripeCustomerID), StripeSubscriptionID: optional(u.StripeSubscriptionID),
		BonusCredits: u.BonusCredits, ActionTakerBonus: u.ActionTakerBonus, EmailsCreated: u.CreditsUsed,
		TotalEmails: totalEmails}
}

func (s *Server) adminListUsers(c *fiber.Ctx) error {
	p, err := pageQuery(c, "limit", adminPageSize)
	if err != nil {
		return err
	}
	order, err := sortQuery(c)
	if err != nil {
		return err
	}
	users, total, err := s.opts.DB.AdminListUsers(c.UserContext(), storage.UserQuery{
		Search: searchQuery(c), Status: statusQuery(c), SuperAdminID: s.opts.SuperAdminID, Sort: order, Offset: p.offset(), Limit: p.size})
	if storage.IsUnknownSort(err) {
		return unknownSort("users")
	}
	if storage.IsUnknownFilter(err) {
		return badRequest("Unknown status filter. Use all, trial, starter, cancelling, cancelled, admin or super_admin.")
	}
	if err != nil {
		return err
	}
	out := make([]adminUserJSON, len(users))
	for i := range users {
		out[i] = adminUserView(&users[i].User, users[i].TotalEmails)
	}
	return c.JSON(fiber.Map{"users": out, "total": total, "page": p.number, "limit": p.size, "totalPages": p.totalPages(total)})
}

// target loads the account a staff call is about. Regular admins may read any account but
// change only customers and themselves: staff accounts belong to the super admin.
func (s *Server) target(c *fiber.Ctx, change bool) (*storage.User, error) {
	id := c.Params("id")
	if id == "" || len(id) > 100 {
		return nil, errUserNotFound
	}
	u, err := s.opts.DB.UserByID(c.UserContext(), id)
	if errors.Is(err, storage.ErrNotFound) {
		return nil, errUserNotFound
	}
	if err != nil {
		return nil, err
	}
	actor := currentUser(c)
	if change && u.IsAdmin() && u.ID != actor.ID && actor.ID != s.opts.SuperAdminID {
		return nil, errStaffOnlySuper
	}
	return u, nil
}

type recentEmailJSON struct {
	ID           string    `json:"id"`
	Title        string    `json:"title"`
	ContentFocus string    `json:"contentFocus"`
	CreatedAt    time.Time `json:"createdAt"`
	Status       string    `json:"status"`
}

func (s *Server) adminUserDetail(c *fiber.Ctx) error {
	u, err := s.target(c, false)
	if err != nil {
		return err
	}
	ctx := c.UserContext()
	now := time.Now()
	act, err := s.opts.DB.AdminUserActivity(ctx, u.ID, monthStart(now))
	if err != nil {
		return err
	}
	emails, err := s.opts.DB.ListEmails(ctx, u.ID, recentEmailsInDetail)
	if err != nil {
		return err
	}
	recent := make([]recentEmailJSON, len(emails))
	for i, e := range emails {
		recent[i] = recentEmailJSON{ID: e.ID, Title: e.Title, ContentFocus: e.ContentFocus, CreatedAt: e.CreatedAt, Status: e.Status}
	}
	return c.JSON(fiber.Map{
		"user":             adminUserView(u, act.TotalEmails),
		"totalEmails":      act.TotalEmails,
		"emailsThisMonth":  act.EmailsThisMonth,
		"subscriptionDays": subscriptionDays(u, act.SubscribedSince, now),
		"memberDays":       u.AccountAgeDays(now),
		"recentEmails":     recent,
		"usage":            u.Usage(),
	})
}

// subscriptionDays is how long the user has been (or was) a subscriber, in whole days.
func subscriptionDays(u *storage.User, since *time.Time, now time.Time) int {
	if since == nil || u.SubscriptionStatus == storage.StatusTrial {
		return 0
	}
	end := now
	if u.SubscriptionStatus == storage.StatusCanceled && u.SubscriptionCancelledAt != nil {
		end = *u.SubscriptionCancelledAt
	}
	if d := int(end.Sub(*since).Hours() / 24); d > 0 {
		return d
	}
	return 0
}

// afterUsageChange pushes the fresh usage to the user and the new figures to watchers.
func (s *Server) afterUsageChange(ctx context.Context, userID string) {
	s.opts.Notifier.Usage(ctx, userID)
	s.opts.Notifier.StatsChanged()
}

func (s *Server) adminResetUsage(c *fiber.Ctx) error {
	u, err := s.target(c, true)
	if err != nil {
		return err
	}
	after, err := s.opts.DB.ResetUsage(c.UserContext(), u.ID)
	if err != nil {
		return err
	}
	s.afterUsageChange(c.UserContext(), u.ID)
	return c.JSON(fiber.Map{"success": true, "message": "Usage reset", "usage": after.Usage()})
}

// bonusCredits reads the whole number 1..50 of {"credits": n}: digits only, so 5.0, 1e1 and
// "5" are refused like any other non-number.
func bonusCredits(c *fiber.Ctx) (int, error) {
	var req struct {
		Credits json.RawMessage `json:"credits"`
	}
	if err := decodeJSON(c, &req); err != nil {
		return 0, err
	}
	raw := string(req.Credits)
	if raw == "" || len(raw) > 3 || strings.Trim(raw, "0123456789") != "" {
		return 0, errBadBonusCredits
	}
	n, err := strconv.Atoi(raw)
	if err != nil || n < minBonusCredits || n > maxBonusCredits {
		return 0, errBadBonusCredits
	}
	return n, nil
}

func (s *Server) adminAddBonusCredits(c *fiber.Ctx) error {
	n, err := bonusCredits(c)
	if err != nil {
		return err
	}
	u, err := s.target(c, true)
	if err != nil {
		return err
	}
	after, err := s.opts.DB.AddBonusCreditsCapped(c.UserContext(), u.ID, n, maxTotalBonus)
	if errors.Is(err, storage.ErrConflict) {
		return errBonusCap
	}
	if err != nil {
		return err
	}
	s.afterUsageChange(c.UserContext(), u.ID)
	return c.JSON(fiber.Map{"success": true, "message": fmt.Sprintf("Added %d bonus credits", n),
		"bonusCredits": after.BonusCredits, "usage": after.Usage()})
}

func (s *Server) adminResetBonusCredits(c *fiber.Ctx) error {
	u, err := s.target(c, true)
	if err != nil {
		return err
	}
	after, err := s.opts.DB.ResetBonusCredits(c.UserContext(), u.ID)
	if err != nil {
		return err
	}
	s.afterUsageChange(c.UserContext(), u.ID)
	return c.JSON(fiber.Map{"success": true, "message": "Bonus credits reset", "bonusCredits": after.BonusCredits, "usage": after.Usage()})
}

func (s *Server) adminCancelSubscription(c *fiber.Ctx) error {
	u, err := s.target(c, true)
	if err != nil {
		return err
	}
	after, err := s.cancelSubscriptionNow(c.UserContext(), u, s.stripeCanceller())
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{"success": true, "message": "Subscription canceled", "subscriptionStatus": after.SubscriptionStatus,
		"subscriptionCancelledAt": after.SubscriptionCancelledAt, "subscriptionCancelsAt": after.SubscriptionCancelsAt})
}

// cancelSubscriptionNow ends an active subscription immediately: at Stripe first when it is
// configured (so the customer is never charged for a plan we ended), then in the database.
func (s *Server) cancelSubscriptionNow(ctx context.Context, u *storage.User, sc subscriptionCanceller) (*storage.User, error) {
	if !u.IsSubscribed() {
		return nil, errNoSubscription
	}
	if sc != nil && u.StripeSubscriptionID != "" {
		if err := sc.CancelNow(ctx, u.StripeSubscriptionID); err != nil {
			s.opts.Logger.Warn("admin: stripe cancel", "user", u.ID, "err", err)
			return nil, newError(fiber.StatusBadGateway, "stripe_error",
				"Stripe could not cancel the subscription. Please try again or cancel it in the Stripe dashboard.")
		}
	}
	after, err := s.opts.DB.CancelSubscriptionNow(ctx, u.ID)
	switch {
	case errors.Is(err, storage.ErrConflict):
		return nil, errNoSubscription
	case errors.Is(err, storage.ErrNotFound):
		return nil, errUserNotFound
	case err != nil:
		return nil, err
	}
	// The owner's pages refetch their subscription; the data carries no partial state.
	if err := s.opts.Notifier.Publisher().ToUser(ctx, u.ID, realtime.TypeSubscription, fiber.Map{"reason": "canceled"}); err != nil {
		s.opts.Logger.Warn("publish subscription event", "err", err)
	}
	s.afterUsageChange(ctx, u.ID)
	return after, nil
}

func (s *Server) adminDeleteUser(c *fiber.Ctx) error {
	u, err := s.deletable(c)
	if err != nil {
		return err
	}
	if err := s.opts.DB.DeleteUser(c.UserContext(), u.ID); err != nil {
		if errors.Is(err, storage.ErrNotFound) {
			return errUserNotFound
		}
		return err
	}
	s.opts.Notifier.StatsChanged()
	return c.JSON(fiber.Map{"success": true, "message": "User deleted", "id": u.ID})
}

func (s *Server) adminDeleteAndBlock(c *fiber.Ctx) error {
	var req struct {
		Reason string `json:"reason"`
	}
	if err := decodeJSON(c, &req); err != nil {
		return err
	}
	reason := clean(req.Reason, maxBlockReason)
	if reason == "" {
		reason = defaultBlockReason
	}
	u, err := s.deletable(c)
	if err != nil {
		return err
	}
	if err := s.opts.DB.DeleteAndBlockUser(c.UserContext(), u.ID, reason, currentUser(c).ID); err != nil {
		if errors.Is(err, storage.ErrNotFound) {
			return errUserNotFound
		}
		return err
	}
	s.opts.Notifier.StatsChanged()
	return c.JSON(fiber.Map{"success": true, "message": "User deleted and email blocked", "id": u.ID, "email": u.Email, "reason": reason})
}

// deletable loads the account to delete after the guards: never the super admin, never
// oneself, staff only by the super admin. A live Stripe subscription is ended first so a
// deleted account is never charged again; then every session of the account ends.
func (s *Server) deletable(c *fiber.Ctx) (*storage.User, error) {
	u, err := s.target(c, false)
	if err != nil {
		return nil, err
	}
	switch {
	case u.ID == s.opts.SuperAdminID:
		return nil, errDeleteSuper
	case u.ID == currentUser(c).ID:
		return nil, errDeleteSelf
	case u.IsAdmin() && currentUser(c).ID != s.opts.SuperAdminID:
		return nil, errStaffOnlySuper
	}
	ctx := c.UserContext()
	if sc := s.stripeCanceller(); sc != nil && u.IsSubscribed() && u.StripeSubscriptionID != "" {
		if err := sc.CancelNow(ctx, u.StripeSubscriptionID); err != nil {
			s.opts.Logger.Warn("admin: stripe cancel before delete", "user", u.ID, "err", err)
			return nil, newError(fiber.StatusBadGateway, "stripe_error",
				"Stripe could not cancel this user's subscription, so the account was not deleted. Please try again.")
		}
	}
	if err := s.endSessions(ctx, u.ID, ""); err != nil {
		return nil, err
	}
	return u, nil
}

func (s *Server) adminUpdatePassword(c *fiber.Ctx) error {
	var req struct {
		NewPassword string `json:"newPassword"`
	}
	if err := decodeJSON(c, &req); err != nil {
		return err
	}
	switch {
	case req.NewPassword != "" && strings.TrimSpace(req.NewPassword) == "":
		return badRequest("Invalid Password: Password cannot be only spaces.")
	case len(req.NewPassword) < supportMinPassword:
		return badRequest("Invalid Password: Password must be at least 6 characters long.")
	case len(req.NewPassword) > maxPassword:
		return badRequest("Invalid Password: Password must be at most 256 characters long.")
	}
	u, err := s.target(c, true)
	if err != nil {
		return err
	}
	hash, err := auth.HashPassword(req.NewPassword)
	if err != nil {
		return err
	}
	ctx := c.UserContext()
	if err := s.opts.DB.SetPasswordHash(ctx, u.ID, hash); err != nil {
		if errors.Is(err, storage.ErrNotFound) {
			return errUserNotFound
		}
		return err
	}
	// Everyone holding the old password is signed out; staff changing their own keep this session.
	keep := ""
	if u.ID == currentUser(c).ID {
		keep = currentSession(c)
	}
	if err := s.endSessions(ctx, u.ID, keep); err != nil {
		return err
	}
	return c.JSON(fiber.Map{"success": true, "message": "Password updated"})
}

var unsafeFileChars = regexp.MustCompile(`[^A-Za-z0-9_-]+`)

func (s *Server) adminExportUser(c *fiber.Ctx) error {
	u, err := s.target(c, false)
	if err != nil {
		return err
	}
	ctx := c.UserContext()
	emails, err := s.opts.DB.ListEmailsWithRaw(ctx, u.ID)
	if err != nil {
		return err
	}
	out := make([]adminEmailJSON, len(emails))
	for i := range emails {
		emails[i].UserEmail = u.Email
		out[i] = adminEmailView(&emails[i])
	}
	usage := u.Usage()
	body, err := json.MarshalIndent(fiber.Map{
		"exportedAt": time.Now().UTC(),
		"exportedBy": currentUser(c).ID,
		"user":       adminUserView(u, len(emails)),
		"usage": fiber.Map{"emailsCreated": usage.EmailsCreated, "emailsRemaining": usage.EmailsRemaining,
			"bonusCredits": usage.BonusCredits, "isSubscribed": usage.IsSubscribed, "creditLimit": u.CreditLimit(),
			"periodStartedAt": u.PeriodStartedAt, "billingCycleStart": u.BillingCycleStart, "billingCycleEnd": u.BillingCycleEnd},
		"emails": out,
	}, "", "  ")
	if err != nil {
		return err
	}
	name := "user-" + unsafeFileChars.ReplaceAllString(u.ID, "_") + "-export.json"
	c.Set(fiber.HeaderContentDisposition, `attachment; filename="`+name+`"`)
	c.Set(fiber.HeaderContentType, fiber.MIMEApplicationJSONCharsetUTF8)
	return c.Send(body)
}

// Account types of the create-user form.
const (
	userTypeUser  = "user"
	userTypeAdmin = "admin"
)

type createUserRequest struct {
	Email        string `json:"email"`
	Password     string `json:"password"`
	FirstName    string `json:"firstName"`
	LastName     string `json:"lastName"`
	UserType     string `json:"userType"`
	ConfirmAdmin bool   `json:"confirmAdmin"`
}

func (s *Server) adminCreateUser(c *fiber.Ctx) error  { return s.createAccount(c, userTypeUser) }
func (s *Server) adminCreateAdmin(c *fiber.Ctx) error { return s.createAccount(c, userTypeAdmin) }

// createAccount makes a verified account for the super admin: staff ids are admin-<uuid>,
// customers a uuid. defaultType applies when the form names none.
func (s *Server) createAccount(c *fiber.Ctx, defaultType string) error {
	var req createUserRequest
	if err := decodeJSON(c, &req); err != nil {
		return err
	}
	email := storage.NormalizeEmail(req.Email)
	kind := strings.ToLower(strings.TrimSpace(req.UserType))
	if kind == "" {
		kind = defaultType
	}
	switch {
	case !validEmail(email):
		return badRequest("Invalid email address")
	case req.Password != "" && strings.TrimSpace(req.Password) == "":
		return badRequest("Password cannot be only spaces")
	case len(req.Password) < adminMinPassword:
		return badRequest("Password must be at least 8 characters")
	case len(req.Password) > maxPassword:
		return badRequest("Password must be at most 256 characters")
	case kind != userTypeUser && kind != userTypeAdmin:
		return badRequest("User type must be admin or user")
	case kind == userTypeAdmin && !req.ConfirmAdmin:
		return badRequest("Please confirm admin user creation")
	}
	hash, err := auth.HashPassword(req.Password)
	if err != nil {
		return err
	}
	id := uuid.NewString()
	if kind == userTypeAdmin {
		id = "admin-" + id
	}
	u, err := s.opts.DB.CreateUser(c.UserContext(), storage.NewUser{ID: id, Email: email, PasswordHash: hash,
		FirstName: clean(req.FirstName, 100), LastName: clean(req.LastName, 100), EmailVerified: true})
	switch {
	case errors.Is(err, storage.ErrBlocked):
		return newError(fiber.StatusConflict, "email_blocked", "This email address is blocked and cannot be used for an account.")
	case errors.Is(err, storage.ErrConflict):
		return newError(fiber.StatusConflict, "email_taken", "A user with this email already exists.")
	case err != nil:
		return err
	}
	s.opts.Notifier.StatsChanged()
	msg := "User created successfully"
	if kind == userTypeAdmin {
		msg = "Admin user created successfully"
	}
	return c.Status(fiber.StatusCreated).JSON(fiber.Map{"success": true, "message": msg, "user": adminUserView(u, 0)})
}
