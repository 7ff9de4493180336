package server

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"storymail/server/mail"
	"storymail/storage"
)

// limitSendTest keeps "Send me a test" to a person's own inbox checks: 10 an hour per user.
var limitSendTest = limit{"send-test", 10, time.Hour}

const sendTestTimeout = 20 * time.Second

var (
	errSendTestLimit = newError(fiber.StatusTooManyRequests, "send_test_limit",
		"You can send yourself 10 test emails an hour. Please wait a few minutes and try again.")
	errSendTestUnverified = newError(fiber.StatusForbidden, "email_not_verified",
		"Verify your email address first: test emails go only to a verified address.")
	errSendTestFailed = newError(fiber.StatusBadGateway, "mail_failed",
		"We couldn't send the test email right now. Please try again in a moment.")
)

// sendTestEmail answers POST /api/emails/{id}/send-test: the email goes to the signed-in
// user's own verified address, as it would reach a reader (favourite subject line, preview text
// as the preheader, HTML and plain-text parts).
func (s *Server) sendTestEmail(c *fiber.Ctx) error {
	e, err := s.ownEmail(c)
	if err != nil {
		return err
	}
	if e.Status != storage.EmailGenerated || strings.TrimSpace(e.GeneratedContent) == "" {
		return newError(fiber.StatusConflict, "no_content", "This email has no generated content yet.")
	}
	u := currentUser(c)
	if !u.EmailVerified {
		return errSendTestUnverified
	}
	if err := s.allow(c.UserContext(), limitSendTest, u.ID); err != nil {
		if errors.Is(err, errRateLimited) {
			return errSendTestLimit
		}
		return err
	}
	html, err := emailHTML(e)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(c.UserContext(), sendTestTimeout)
	defer cancel()
	msg := mail.Message{To: u.Email, Subject: favouriteSubject(e), Text: strings.TrimSpace(e.GeneratedContent) + "\n", HTML: string(html)}
	if err := s.opts.Mailer.Send(ctx, msg); err != nil {
		s.opts.Logger.Warn("send test email", "email", e.ID, "err", err)
		return errSendTestFailed
	}
	return c.JSON(fiber.Map{"message": "Test email sent to " + u.Email + ".", "to": u.Email})
}
