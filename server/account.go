package server

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"storymail/jobs/writer"
	"storymail/storage"
)

// cancelStripeSubscription cancels the user's live Stripe subscription, if any, before the
// account goes. Without a configured canceller there is nothing to cancel.
func (s *Server) cancelStripeSubscription(ctx context.Context, u *storage.User) error {
	canceller := s.stripeCanceller()
	if canceller == nil || u.StripeSubscriptionID == "" {
		return nil
	}
	if u.SubscriptionStatus != storage.StatusActive && u.SubscriptionStatus != storage.StatusPastDue {
		return nil
	}
	return canceller.CancelNow(ctx, u.StripeSubscriptionID)
}

var (
	errStaffDelete   = newError(fiber.StatusForbidden, "staff_account", "Staff accounts cannot be deleted from Settings.")
	errCancelBlocked = newError(fiber.StatusBadGateway, "subscription_cancel_failed",
		"We could not cancel your subscription, so your account was not deleted. Please try again or contact support.")
)

// deleteAccount removes the signed-in user for good: subscription, sessions, emails, tokens and
// messages. Payments keep their amounts without the person.
func (s *Server) deleteAccount(c *fiber.Ctx) error {
	u := currentUser(c)
	if u.IsAdmin() {
		return errStaffDelete
	}
	ctx := c.UserContext()
	if err := s.cancelStripeSubscription(ctx, u); err != nil {
		s.opts.Logger.Error("cancel subscription before account deletion", "user", u.ID, "err", err)
		return errCancelBlocked
	}
	// Revoking first also clears the Redis session cache and closes the account's sockets; the
	// cascade then removes the rows.
	if err := s.endSessions(ctx, u.ID, ""); err != nil {
		return err
	}
	if err := s.opts.DB.DeleteAccount(ctx, u.ID); err != nil {
		return err
	}
	s.clearSessionCookie(c)
	s.opts.Notifier.StatsChanged()
	s.opts.Logger.Info("account deleted by its owner", "user", u.ID)
	return c.JSON(fiber.Map{"message": "Account deleted"})
}

// exportFileName is the download name of a data export made at t.
func exportFileName(t time.Time) string {
	return "storymail-export-" + t.UTC().Format("2006-01-02") + ".txt"
}

// exportAccount answers a plain-text file with everything the account holds.
func (s *Server) exportAccount(c *fiber.Ctx) error {
	u := currentUser(c)
	ctx := c.UserContext()
	now := time.Now()
	bonus, err := s.actionTakerStatus(ctx, u, now)
	if err != nil {
		return err
	}
	emails, err := s.opts.DB.ListEmails(ctx, u.ID, 0)
	if err != nil {
		return err
	}
	payments, err := s.opts.DB.PaymentsForAccount(ctx, u.ID)
	if err != nil {
		return err
	}
	messages, err := s.opts.DB.ContactMessagesFor(ctx, u.ID, u.Email)
	if err != nil {
		return err
	}
	text := renderExport(u, bonus, emails, payments, messages, now)
	c.Set(fiber.HeaderContentType, "text/plain; charset=utf-8")
	c.Set(fiber.HeaderContentDisposition, `attachment; filename="`+exportFileName(now)+`"`)
	c.Set(fiber.HeaderCacheControl, "private, no-store")
	return c.SendString(text)
}

// exportWriter lays out "Label: value" lines, indenting multi-line values under their label.
type exportWriter struct{ b strings.Builder }

func (w *exportWriter) heading(title string) {
	w.b.WriteString("\n" + title + "\n" + strings.Repeat("=", len(title)) + "\n")
}

func (w *exportWriter) field(label, value string) {
	value = strings.TrimRight(strings.ReplaceAll(value, "\r\n", "\n"), "\n")
	if value == "" {
		value = "-"
	}
	if !strings.Contains(value, "\n") {
		fmt.Fprintf(&w.b, "%-26s %s\n", label+":", value)
		return
	}
	w.b.WriteString(label + ":\n")
	for _, line := range strings.Split(value, "\n") {
		w.b.WriteString("    " + line + "\n")
	}
}

func (w *exportWriter) line(s string) { w.b.WriteString(s + "\n") }

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func exportTime(t *time.Time) string {
	if t == nil || t.IsZero() {
		return ""
	}
	return t.UTC().Format("2006-01-02 15:04:05 UTC")
}

func renderExport(u *storage.User, bonus actionTakerJSON, emails []storage.Email, payments []storage.AccountPayment,
	messages []storage.ContactMessage, now time.Time) string {
	w := &exportWriter{}
	w.line("StoryMail account export")
	w.line("Exported " + exportTime(&now) + " for " + u.Email)

	w.heading("Profile")
	w.field("Account ID", u.ID)
	w.field("Email", u.Email)
	w.field("First name", u.FirstName)
	w.field("Last name", u.LastName)
	w.field("Email verified", yesNo(u.EmailVerified))
	w.field("Member since", exportTime(&u.CreatedAt))

	w.heading("Plan and subscription")
	plan := "Trial Plan"
	if u.IsSubscribed() {
		plan = "Starter Plan"
	}
	w.field("Plan", plan)
	w.field("Subscription status", u.SubscriptionStatus)
	w.field("Stripe customer ID", u.StripeCustomerID)
	w.field("Stripe subscription ID", u.StripeSubscriptionID)
	w.field("Billing cycle start", exportTime(u.BillingCycleStart))
	w.field("Billing cycle end", exportTime(u.BillingCycleEnd))
	w.field("Cancellation requested", exportTime(u.SubscriptionCancelledAt))
	w.field("Cancels at", exportTime(u.SubscriptionCancelsAt))

	w.heading("Usage")
	period := "this billing period"
	if !u.IsSubscribed() {
		period = "trial, one-time"
	}
	w.field("Emails created", fmt.Sprintf("%d (%s)", u.CreditsUsed, period))
	w.field("Emails remaining", fmt.Sprint(u.CreditsRemaining()))
	w.field("Credit limit", fmt.Sprintf("%d (%d plan + %d bonus)", u.CreditLimit(), u.BaseCredits(), u.BonusCredits))
	w.field("Bonus credits", fmt.Sprint(u.BonusCredits))
	w.field("Period started", exportTime(&u.PeriodStartedAt))
	w.field("Emails in library", fmt.Sprint(len(emails)))

	w.heading("Action-taker bonus")
	w.field("Unlocked", yesNo(bonus.IsActionTaker))
	w.field("Emails in first 5 days", fmt.Sprintf("%d of %d", bonus.EmailsCreated, storage.ActionTakerEmails))
	w.field("Account age (days)", fmt.Sprint(bonus.AccountAge))
	w.field("Notification dismissed", yesNo(bonus.BonusDismissed))

	w.heading(fmt.Sprintf("Payments (%d)", len(payments)))
	if len(payments) == 0 {
		w.line("No payments recorded.")
	}
	for _, p := range payments {
		line := fmt.Sprintf("%s  %d.%02d %s", exportTime(&p.PaidAt), p.AmountCents/100, p.AmountCents%100, strings.ToUpper(p.Currency))
		if p.PeriodStart != nil && p.PeriodEnd != nil {
			line += "  period " + p.PeriodStart.UTC().Format("2006-01-02") + " to " + p.PeriodEnd.UTC().Format("2006-01-02")
		}
		if p.InvoiceID != "" {
			line += "  invoice " + p.InvoiceID
		}
		w.line(line)
	}

	w.heading(fmt.Sprintf("Messages to support (%d)", len(messages)))
	if len(messages) == 0 {
		w.line("No messages sent.")
	}
	for i, m := range messages {
		if i > 0 {
			w.line("")
		}
		w.field("Sent", exportTime(&m.CreatedAt))
		w.field("Name", m.Name)
		w.field("Email", m.Email)
		w.field("Reason", m.Reason)
		w.field("Subject", m.Subject)
		w.field("Message", m.Message)
	}

	w.heading(fmt.Sprintf("Emails (%d)", len(emails)))
	if len(emails) == 0 {
		w.line("No emails yet.")
	}
	for i := range emails {
		e := &emails[i]
		w.line("")
		w.line(fmt.Sprintf("--- Email %d of %d ---", i+1, len(emails)))
		w.field("ID", e.ID)
		w.field("Title", e.Title)
		w.field("Status", e.Status)
		w.field("Created", exportTime(&e.CreatedAt))
		w.field("Generated", exportTime(e.GeneratedAt))
		if e.Status == storage.EmailFailed {
			w.field("Error", e.ErrorMessage)
		}
		w.field("Campaign name", e.CampaignName)
		w.field("Content focus", e.ContentFocus)
		w.field("Story", e.Story)
		w.field("Lesson", e.Lesson)
		w.field("Story type", e.StoryType)
		w.field("Target audience", e.TargetAudience)
		w.field("Desired emotion", e.DesiredEmotion)
		w.field("Call to action", e.CallToAction)
		w.field("Call-to-action URL", e.CtaURL)
		w.field("Tracking link", writer.BuildUTMURL(e.CtaURL, e.CampaignName, e.Title, e.StoryType, e.DesiredEmotion))
		w.field("Product name", e.ProductName)
		w.field("Product description", e.ProductDescription)
		w.field("Key benefit", e.KeyBenefit)
		w.field("Price", e.Price)
		w.field("Sale price", e.SalePrice)
		w.field("Proof element", e.ProofElement)
		w.field("Tone preference", e.TonePreference)
		w.field("Email length", e.EmailLength)
		w.field("Requested subject", e.EmailSubject)
		if len(e.GeneratedSubject) == 0 {
			w.field("Subject lines", "")
		} else {
			w.line("Subject lines:")
			for n, subj := range e.GeneratedSubject {
				w.line(fmt.Sprintf("    %d. %s", n+1, subj))
			}
		}
		w.field("Generated content", e.GeneratedContent)
	}
	return w.b.String()
}
