package server

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/gofiber/fiber/v2"

	"storymail/storage"
)

const (
	maxWebhookURL         = 2000
	maxWebhookDescription = 500
	webhookTestTimeout    = 10 * time.Second
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
	if err := s.opts.DB.UpdateWebhook(ctx, id, u, desc); err != nil {
		if errors.Is(err, storage.ErrNotFound) {
			return errWebhookNotFound
		}
		return err
	}
	h, err := s.opts.DB.WebhookByID(ctx, id)
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{"success": true, "message": "Webhook updated", "webhook": h})
}

// adminTestWebhook sends a sample event now and reports what the endpoint answered; an
// endpoint that fails or cannot be reached is a 502 whose message says so.
func (s *Server) adminTestWebhook(c *fiber.Ctx) error {
	id, err := webhookID(c)
	if err != nil {
		return err
	}
	if s.opts.Webhooks == nil {
		return errUnavailable
	}
	h, err := s.opts.DB.WebhookByID(c.UserContext(), id)
	if errors.Is(err, storage.ErrNotFound) {
		return errWebhookNotFound
	}
	if err != nil {
		return err
	}
	if h.URL == "" {
		return badRequest("This webhook has no URL yet. Add one with Edit first.")
	}
	ctx, cancel := context.WithTimeout(c.UserContext(), webhookTestTimeout)
	defer cancel()
	status, body, err := s.opts.Webhooks.Test(ctx, id)
	if err != nil {
		return newError(fiber.StatusBadGateway, "webhook_unreachable", "The webhook endpoint could not be reached: "+err.Error())
	}
	answer := strings.TrimSpace(fmt.Sprintf("%d %s", status, http.StatusText(status)))
	if status < 200 || status >= 300 {
		e := newError(fiber.StatusBadGateway, "webhook_failed", "The webhook endpoint answered "+answer+".")
		e.Extra = fiber.Map{"status": status, "response": body}
		return e
	}
	return c.JSON(fiber.Map{"success": true, "message": "Test event delivered. The endpoint answered " + answer + ".",
		"status": status, "response": body})
}
