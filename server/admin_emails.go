package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/gofiber/fiber/v2"
	"github.com/google/uuid"

	"storymail/storage"
)

// stuckAfter is how long an email may stay processing before Fix Stuck Emails re-enqueues it.
const (
	stuckAfter    = 2 * time.Minute
	maxStuckFixed = 1000
)

// adminEmailJSON is the admin view of an email: every input, the output, the owner's address,
// the provider's raw answer and the failure reason.
type adminEmailJSON struct {
	emailJSON
	UserEmail      string `json:"userEmail"`
	RawWebhookData string `json:"rawWebhookData"`
	ErrorMessage   string `json:"errorMessage"`
	Attempts       int    `json:"attempts"`
	// TokenUsage is what a model's generation used ({promptTokens, completionTokens,
	// totalTokens, attempts}); absent for the offline writer.
	TokenUsage json.RawMessage `json:"tokenUsage,omitempty"`
}

func adminEmailView(e *storage.Email) adminEmailJSON {
	return adminEmailJSON{emailJSON: emailView(e), UserEmail: e.UserEmail, RawWebhookData: e.RawResponse,
		ErrorMessage: e.ErrorMessage, Attempts: e.Attempts, TokenUsage: e.TokenUsage}
}

var emailStatusFilters = map[string]string{"": "", "all": "", storage.EmailProcessing: storage.EmailProcessing,
	storage.EmailGenerated: storage.EmailGenerated, storage.EmailFailed: storage.EmailFailed}

func (s *Server) adminListEmails(c *fiber.Ctx) error {
	p, err := pageQuery(c, "limit", adminPageSize)
	if err != nil {
		return err
	}
	order, err := sortQuery(c)
	if err != nil {
		return err
	}
	status, ok := emailStatusFilters[statusQuery(c)]
	if !ok {
		return badRequest("Unknown status filter. Use all, processing, generated or failed.")
	}
	emails, total, err := s.opts.DB.AdminListEmails(c.UserContext(), storage.EmailQuery{
		Search: searchQuery(c), Status: status, Sort: order, Offset: p.offset(), Limit: p.size})
	if storage.IsUnknownSort(err) {
		return unknownSort("emails")
	}
	if err != nil {
		return err
	}
	out := make([]adminEmailJSON, len(emails))
	for i := range emails {
		out[i] = adminEmailView(&emails[i])
	}
	return c.JSON(fiber.Map{"emails": out, "total": total, "page": p.number, "limit": p.size, "totalPages": p.totalPages(total)})
}

// adminEmail loads the email named by the id parameter; anything unknown is 404.
func (s *Server) adminEmail(c *fiber.Ctx) (*storage.Email, error) {
	id := c.Params("id")
	if _, err := uuid.Parse(id); err != nil {
		return nil, errEmailNotFound
	}
	e, err := s.opts.DB.EmailByID(c.UserContext(), id)
	if errors.Is(err, storage.ErrNotFound) {
		return nil, errEmailNotFound
	}
	return e, err
}

func (s *Server) adminEmailDetail(c *fiber.Ctx) error {
	e, err := s.adminEmail(c)
	if err != nil {
		return err
	}
	return c.JSON(adminEmailView(e))
}

// adminFixStuckEmails re-enqueues every email processing without progress for over two
// minutes. Workers are idempotent, so an email that was only slow is not written twice.
func (s *Server) adminFixStuckEmails(c *fiber.Ctx) error {
	ctx := c.UserContext()
	ids, err := s.opts.DB.StuckEmails(ctx, stuckAfter, maxStuckFixed)
	if err != nil {
		return err
	}
	fixed := 0
	for _, id := range ids {
		if err := s.opts.Queue.EnqueueGenerate(ctx, id); err != nil {
			// Still processing in the database: the sweeper picks it up later.
			s.opts.Logger.Warn("fix stuck: enqueue", "email", id, "err", err)
			continue
		}
		fixed++
	}
	msg := "No stuck emails found"
	switch {
	case fixed == 1:
		msg = "Re-queued 1 stuck email for generation"
	case fixed > 1:
		msg = fmt.Sprintf("Re-queued %d stuck emails for generation", fixed)
	}
	return c.JSON(fiber.Map{"success": true, "fixedCount": fixed, "message": msg})
}

var errNotFailed = newError(fiber.StatusConflict, "not_failed", "Only failed emails can be retried.")

// adminRetryEmail puts a failed email back into generation. No credit is taken: the user
// paid for it once (and got that credit back when it failed).
func (s *Server) adminRetryEmail(c *fiber.Ctx) error {
	e, err := s.adminEmail(c)
	if err != nil {
		return err
	}
	if e.Status != storage.EmailFailed {
		return errNotFailed
	}
	ctx := c.UserContext()
	if err := s.opts.DB.RequeueFailedEmail(ctx, e.ID); err != nil {
		if errors.Is(err, storage.ErrNotFound) {
			return errNotFailed // retried or deleted meanwhile
		}
		return err
	}
	if err := s.opts.Queue.EnqueueGenerate(ctx, e.ID); err != nil {
		s.opts.Logger.Warn("retry email: enqueue; the sweeper will retry", "email", e.ID, "err", err)
	}
	e.Status, e.ErrorMessage = storage.EmailProcessing, ""
	s.opts.Notifier.EmailStatus(ctx, e)
	return c.JSON(fiber.Map{"success": true, "message": "Email queued for regeneration", "id": e.ID, "status": e.Status})
}
