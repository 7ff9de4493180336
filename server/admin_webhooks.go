package server

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/gofiber/fiber/v2"

	"storymail/jobs"
	"storymail/storage"
)

const (
	maxWebhookURL         = 2000
	maxWebhookDescription = 500
	webhookTestTimeout    = jobs.DefaultWebhookTimeout + 2*time.Second // the client's own bound answers first
	webhookLookupTimeout  = 5 * time.Second
)

var errWebhookNotFound = newError(fiber.StatusNotFound, "not_found", "Webhook not found")

func webhookID(c *fiber.Ctx) (int, error) {
	id, err := strconv.Atoi(c.Params("id"))
	if err != nil || id < 1 {
		return 0, errWebhookNotFound
	}
	return id, nil
}

func (s *Server) adminListWebhooks(c *fiber.Ctx) error {
	hooks, err := s.opts.DB.ListWebhooks(c.UserContext())
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{"webhooks": hooks})
}

func (s *Server) adminUpdateWebhook(c *fiber.Ctx) error {
	id, err := webhookID(c)
	if err != nil {
		return err
	}
	var req struct {
		URL         string `json:"url"`
		Description string `json:"description"`
	}
	if err := decodeJSON(c, &req); err != nil {
		return err
	}
	u := strings.TrimSpace(req.URL)
	desc := strings.TrimSpace(req.Description)
	switch {
	case u == "":
		return badRequest("URL is required")
	case len(u) > maxWebhookURL || !validURL(u):
		return badRequest("Please enter a valid URL")
	case utf8.RuneCountInString(desc) > maxWebhookDescription:
		return badRequest("Description is too long (at most 500 characters)")
	}
	ctx := c.UserContext()
	if _, err := s.opts.DB.WebhookByID(ctx, id); errors.Is(err, storage.ErrNotFound) {
		return errWebhookNotFound
	} else if err != nil {
		return err
	}
	if s.opts.Webhooks != nil {
		if err := s.checkWebhookURL(ctx, u); err != nil {
			return err
		}
	}
	if err := s.opts.DB.UpdateWebhook(ctx, id, u, desc); err != nil {
		if errors.Is(err, storage.ErrNotFound) {
			return errWebhookNotFound
		}
		return err
	}
	if s.opts.Webhooks != nil {
		s.opts.Webhooks.Forget()
	}
	h, err := s.opts.DB.WebhookByID(ctx, id)
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{"success": true, "message": "Webhook updated", "webhook": h})
}

// checkWebhookURL refuses a URL whose host is unknown or leads into a private network. The
// check is repeated on every connection, so a name that changes its answer later gains nothing.
func (s *Server) checkWebhookURL(ctx context.Context, u string) error {
	ctx, cancel := context.WithTimeout(ctx, webhookLookupTimeout)
	defer cancel()
	switch err := s.opts.Webhooks.CheckURL(ctx, u); {
	case errors.Is(err, jobs.ErrPrivateAddress):
		return newError(fiber.StatusBadRequest, "webhook_private_address",
			"This URL leads to a private or local network address. Webhooks may only call public addresses.")
	case err != nil:
		return newError(fiber.StatusBadRequest, "webhook_unknown_host", "The URL's host name could not be found. Please check the address.")
	}
	return nil
}

// adminTestWebhook sends a sample event now and reports the endpoint's status with a short
// reason. The endpoint's body is never shown, and a failure's wording does not tell a closed
// port from an unanswered one.
func (s *Server) adminTestWebhook(c *fiber.Ctx) error {
	id, err := webhookID(c)
	if err != nil {
		return err
	}
	if s.opts.Webhooks == nil {
		return errUnavailable
	}
	ctx, cancel := context.WithTimeout(c.UserContext(), webhookTestTimeout)
	defer cancel()
	d, err := s.opts.Webhooks.Test(ctx, id)
	switch {
	case errors.Is(err, storage.ErrNotFound):
		return errWebhookNotFound
	case errors.Is(err, jobs.ErrNoWebhookURL):
		return badRequest("This webhook has no URL yet. Add one with Edit first.")
	case err != nil:
		return err
	case d.OK():
		return c.JSON(fiber.Map{"success": true, "message": "Test event delivered. " + d.Reason(), "status": d.Status})
	case errors.Is(d.Err, jobs.ErrPrivateAddress):
		return newError(fiber.StatusBadRequest, "webhook_private_address", d.Reason())
	case d.Err != nil:
		return newError(fiber.StatusBadGateway, "webhook_unreachable", d.Reason())
	}
	e := newError(fiber.StatusBadGateway, "webhook_failed", d.Reason())
	e.Extra = fiber.Map{"status": d.Status}
	return e
}
