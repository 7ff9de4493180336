package server

import (
	"context"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/gofiber/fiber/v2"

	"storymail/jobs"
	"storymail/server/mail"
	"storymail/storage"
)

// limitContact keeps the support inbox usable: per sender address and per IP.
var limitContact = limit{"contact", 5, time.Hour}

const (
	maxContactName    = 100
	maxContactSubject = 200
	maxContactMessage = 5000
)

// contactReasons are the contact page's values and the help widget's values and labels (spec §3).
var contactReasons = map[string]bool{
	"general_inquiry": true, "technical_support": true, "billing_question": true, "feature_request": true,
	"bug_report": true, "partnership": true, "media_inquiry": true, "other": true,
	"Support": true, "Question": true, "Sales": true, "Bug Report": true, "Feature Request": true, "Billing": true, "Other": true,
	"Technical Support": true, "General Question": true, "Sales Inquiry": true, "Billing Question": true,
}

type contactRequest struct {
	Name    string `json:"name"`
	Email   string `json:"email"`
	Reason  string `json:"reason"`
	Message string `json:"message"`
	Subject string `json:"subject"`
}

// oneLine drops control characters (line breaks included) from text that ends up in a header.
func oneLine(s string) string {
	return strings.TrimSpace(strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s))
}

// validateContact applies spec §5 (Contact page) and answers the cleaned message.
func validateContact(req contactRequest) (storage.ContactMessage, error) {
	m := storage.ContactMessage{
		Name:    oneLine(req.Name),
		Email:   strings.TrimSpace(req.Email),
		Reason:  strings.TrimSpace(req.Reason),
		Subject: oneLine(req.Subject),
		Message: strings.TrimSpace(strings.ReplaceAll(req.Message, "\r\n", "\n")),
	}
	switch {
	case utf8.RuneCountInString(m.Name) < 2:
		return m, badRequest("Name must be at least 2 characters")
	case utf8.RuneCountInString(m.Name) > maxContactName:
		return m, badRequest("Name must be at most 100 characters")
	case !validEmail(m.Email):
		return m, badRequest("Please enter a valid email address")
	case !contactReasons[m.Reason]:
		return m, badRequest("Please select a reason for contact")
	case utf8.RuneCountInString(m.Message) < 10:
		return m, badRequest("Message must be at least 10 characters")
	case utf8.RuneCountInString(m.Message) > maxContactMessage:
		return m, badRequest("Message must be at most 5000 characters")
	case utf8.RuneCountInString(m.Subject) > maxContactSubject:
		return m, badRequest("Subject must be at most 200 characters")
	}
	return m, nil
}

// contact stores a message from the contact page or the help widget, forwards it to support
// (replies go straight to the sender) and raises the contact.received webhook.
func (s *Server) contact(c *fiber.Ctx) error {
	var req contactRequest
	if err := decodeJSON(c, &req); err != nil {
		return err
	}
	m, err := validateContact(req)
	if err != nil {
		return err
	}
	ctx := c.UserContext()
	if err := s.allow(ctx, limitContact, c.IP(), storage.NormalizeEmail(m.Email)); err != nil {
		return err
	}
	if u := currentUser(c); u != nil {
		m.UserID = u.ID
	}
	saved, err := s.opts.DB.CreateContactMessage(ctx, m)
	if err != nil {
		return err
	}
	// The message is stored: mail and webhook trouble is logged, never shown to the sender.
	if s.opts.SupportEmail != "" {
		notice := mail.ContactNotice(s.opts.SupportEmail, saved.Name, saved.Email, saved.Reason, saved.Subject, saved.Message)
		s.bg.Go("contact notice mail", func(ctx context.Context) error { return s.opts.Mailer.Send(ctx, notice) })
	} else {
		s.opts.Logger.Warn("SUPPORT_EMAIL is empty: contact message stored but not mailed", "id", saved.ID)
	}
	if s.opts.Webhooks != nil {
		s.opts.Webhooks.Trigger(ctx, jobs.EventContactReceived, fiber.Map{"id": saved.ID, "name": saved.Name,
			"email": saved.Email, "reason": saved.Reason, "subject": saved.Subject, "message": saved.Message,
			"userId": saved.UserID, "createdAt": saved.CreatedAt})
	}
	return c.Status(fiber.StatusCreated).JSON(fiber.Map{"message": "Message sent successfully"})
}
