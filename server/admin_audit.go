package server

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/gofiber/fiber/v2"

	"storymail/storage"
)

// Staff actions kept on record, by the name the audit page filters on.
const (
	auditCreateUser       = "user.create"
	auditCreateAdmin      = "admin.create"
	auditSetPassword      = "user.set_password"
	auditAddCredits       = "user.add_bonus_credits"
	auditResetCredits     = "user.reset_bonus_credits"
	auditResetUsage       = "user.reset_usage"
	auditCancel           = "user.cancel_subscription"
	auditDelete           = "user.delete"
	auditDeleteAndBlock   = "user.delete_and_block"
	auditExport           = "user.export"
	auditWebhookEdit      = "webhook.update"
	auditWebhookTest      = "webhook.test"
	auditRetryEmail       = "email.retry"
	auditFixStuckEmails   = "email.fix_stuck"
	auditPageSize         = 50
	maxAuditDetail        = 500
	maxAuditRequestString = 200
)

var auditActions = []string{auditCreateUser, auditCreateAdmin, auditSetPassword, auditAddCredits, auditResetCredits,
	auditResetUsage, auditCancel, auditDelete, auditDeleteAndBlock, auditExport, auditWebhookEdit, auditWebhookTest,
	auditRetryEmail, auditFixStuckEmails}

// auditedRequestFields are the request fields worth keeping with an action. Nothing secret is
// among them: a password set is on record, the password is not.
var auditedRequestFields = []string{"credits", "reason", "url", "userType"}

// audited runs a staff action and keeps it on record, whatever its outcome. A record that
// cannot be written is logged; it never turns the action's answer into an error.
func (s *Server) audited(action string, h fiber.Handler) fiber.Handler {
	return func(c *fiber.Ctx) error {
		err := h(c)
		actor := currentUser(c)
		if actor == nil {
			return err
		}
		e := storage.AuditEntry{ActorID: actor.ID, ActorEmail: actor.Email, Action: action,
			Target: clean(c.Params("id"), 200), Outcome: storage.AuditSuccess}
		e.Status, e.Detail = auditResult(c, err)
		if e.Status >= 400 {
			e.Outcome = storage.AuditFailure
		}
		if extra := auditRequestDetail(c); extra != "" {
			e.Detail = strings.TrimSpace(e.Detail + " " + extra)
		}
		e.Detail = cutRunes(e.Detail, maxAuditDetail)
		if rerr := s.opts.DB.RecordAudit(c.UserContext(), e); rerr != nil {
			s.opts.Logger.Error("keep staff action on record", "action", action, "actor", actor.ID, "err", rerr)
		}
		return err
	}
}

// auditResult is the status and message the action answered (or will answer, for an error).
func auditResult(c *fiber.Ctx, err error) (int, string) {
	if err != nil {
		var ae *apiError
		var fe *fiber.Error
		switch {
		case errors.As(err, &ae):
			return ae.Status, ae.Message
		case errors.Is(err, storage.ErrNotFound):
			return errNotFound.Status, errNotFound.Message
		case errors.As(err, &fe):
			return fe.Code, fe.Message
		default:
			return fiber.StatusInternalServerError, "internal error"
		}
	}
	var body struct {
		Message string `json:"message"`
	}
	if strings.HasPrefix(string(c.Response().Header.ContentType()), fiber.MIMEApplicationJSON) {
		_ = json.Unmarshal(c.Response().Body(), &body)
	}
	return c.Response().StatusCode(), body.Message
}

// auditRequestDetail lists the request's auditedRequestFields as "name: value".
func auditRequestDetail(c *fiber.Ctx) string {
	if len(c.Body()) == 0 {
		return ""
	}
	var req map[string]any
	if json.Unmarshal(c.Body(), &req) != nil {
		return ""
	}
	var parts []string
	for _, f := range auditedRequestFields {
		switch v := req[f].(type) {
		case string:
			if v = clean(v, maxAuditRequestString); v != "" {
				parts = append(parts, f+": "+v)
			}
		case float64:
			parts = append(parts, f+": "+strconv.FormatFloat(v, 'f', -1, 64))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

func cutRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n])
}

// adminAudit answers a page of the record for the super admin: newest first, filtered by
// actor, action, target, outcome and a date range (from and to, whole UTC days, inclusive).
func (s *Server) adminAudit(c *fiber.Ctx) error {
	p, err := pageQuery(c, "limit", auditPageSize)
	if err != nil {
		return err
	}
	q := storage.AuditQuery{Actor: clean(c.Query("actor"), maxSearch), Target: clean(c.Query("target"), maxSearch),
		Offset: p.offset(), Limit: p.size}
	if a := strings.TrimSpace(c.Query("action")); a != "" && a != "all" {
		if !knownAuditAction(a) {
			return badRequest("Unknown action filter")
		}
		q.Action = a
	}
	switch o := strings.TrimSpace(c.Query("outcome")); o {
	case "", "all":
	case storage.AuditSuccess, storage.AuditFailure:
		q.Outcome = o
	default:
		return badRequest("Outcome must be success or failure")
	}
	if q.From, err = dayQuery(c, "from"); err != nil {
		return err
	}
	if q.Until, err = dayQuery(c, "to"); err != nil {
		return err
	}
	if !q.Until.IsZero() {
		q.Until = q.Until.AddDate(0, 0, 1)
	}
	entries, total, err := s.opts.DB.ListAudit(c.UserContext(), q)
	if err != nil {
		return err
	}
	if entries == nil {
		entries = []storage.AuditEntry{}
	}
	return c.JSON(fiber.Map{"entries": entries, "total": total, "page": p.number, "totalPages": p.totalPages(total),
		"actions": auditActions})
}

func knownAuditAction(a string) bool {
	for _, k := range auditActions {
		if k == a {
			return true
		}
	}
	return false
}

// dayQuery reads a YYYY-MM-DD parameter as the start of that UTC day; empty is zero.
func dayQuery(c *fiber.Ctx, name string) (time.Time, error) {
	raw := strings.TrimSpace(c.Query(name))
	if raw == "" {
		return time.Time{}, nil
	}
	d, err := time.Parse("2006-01-02", raw)
	if err != nil {
		return time.Time{}, badRequest(name + " must be a date like 2026-01-31")
	}
	return d, nil
}
