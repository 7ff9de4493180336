package server

import (
	"bytes"
	"context"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"storymail/server/templatespdf"
	"storymail/storage"
)

// actionTakerJSON is GET /api/action-taker-status (spec §3 Action-taker status).
type actionTakerJSON struct {
	IsActionTaker    bool `json:"isActionTaker"`
	EmailsCreated    int  `json:"emailsCreated"`
	DaysRemaining    int  `json:"daysRemaining"`
	AccountAge       int  `json:"accountAge"`
	EligibleForBonus bool `json:"eligibleForBonus"`
	BonusDismissed   bool `json:"bonusDismissed"`
}

var errBonusLocked = newError(fiber.StatusForbidden, "bonus_locked", "Complete 5 emails within your first 5 days to unlock the templates.")

// actionTakerStatus computes the bonus state from the account and its emails: the bonus unlocks
// with 5 emails created within the first 5 days, and once unlocked it stays unlocked.
func (s *Server) actionTakerStatus(ctx context.Context, u *storage.User, now time.Time) (actionTakerJSON, error) {
	n, err := s.opts.DB.ActionTakerEmailCount(ctx, u)
	if err != nil {
		return actionTakerJSON{}, err
	}
	age := u.AccountAgeDays(now)
	if age < 0 {
		age = 0
	}
	st := actionTakerJSON{
		IsActionTaker:    u.ActionTakerBonus || n >= storage.ActionTakerEmails,
		EmailsCreated:    n,
		DaysRemaining:    max(0, storage.ActionTakerDays-age),
		AccountAge:       age,
		EligibleForBonus: !u.IsSubscribed() && age <= storage.ActionTakerDays,
		BonusDismissed:   u.BonusDismissed,
	}
	if st.IsActionTaker && !u.ActionTakerBonus {
		// Record it so deleting emails later does not lock the templates again.
		if err := s.opts.DB.MarkActionTaker(ctx, u.ID); err != nil {
			return st, err
		}
	}
	return st, nil
}

func (s *Server) actionTakerStatusHandler(c *fiber.Ctx) error {
	st, err := s.actionTakerStatus(c.UserContext(), currentUser(c), time.Now())
	if err != nil {
		return err
	}
	c.Set(fiber.HeaderCacheControl, "no-store")
	return c.JSON(st)
}

func (s *Server) dismissBonus(c *fiber.Ctx) error {
	if err := s.opts.DB.DismissBonus(c.UserContext(), currentUser(c).ID); err != nil {
		return err
	}
	return c.JSON(fiber.Map{"message": "Bonus notification dismissed", "bonusDismissed": true})
}

// bonusTemplates serves the action-taker bonus: the 20 story templates as a PDF.
func (s *Server) bonusTemplates(c *fiber.Ctx) error {
	u := currentUser(c)
	st, err := s.actionTakerStatus(c.UserContext(), u, time.Now())
	if err != nil {
		return err
	}
	if !st.IsActionTaker {
		return errBonusLocked
	}
	name := strings.TrimSpace(u.FirstName + " " + u.LastName)
	var buf bytes.Buffer
	if err := templatespdf.Write(&buf, templatespdf.Options{RecipientName: name, Date: time.Now()}); err != nil {
		return err
	}
	c.Set(fiber.HeaderContentType, "application/pdf")
	c.Set(fiber.HeaderContentDisposition, `attachment; filename="`+templatespdf.FileName+`"`)
	c.Set(fiber.HeaderCacheControl, "private, no-store")
	return c.Send(buf.Bytes())
}
