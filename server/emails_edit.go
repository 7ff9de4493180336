package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/gofiber/fiber/v2"
	"github.com/google/uuid"

	"storymail/jobs"
	"storymail/jobs/writer"
	"storymail/jobs/writer/quality"
	"storymail/realtime"
	"storymail/storage"
)

// Limits of an edit: the same as a generation's.
const (
	maxSubjectLines    = 10
	maxSubjectRunes    = 150
	minPreviewRunes    = 40
	maxPreviewRunes    = 110
	maxBodyRunes       = maxLongField
	editQualityTimeout = 5 * time.Second
)

// emailEdit is a validated PATCH /api/emails/{id}: nil fields are left as they are.
type emailEdit struct {
	subjects *[]string
	preview  *string
	content  *string
	version  int
	revision *int
}

// fieldError is a 400 naming the field at fault.
func fieldError(field, message string) *apiError {
	e := badRequest(message)
	e.Extra = fiber.Map{"field": field}
	return e
}

// parseEmailEdit reads a PATCH body field by field, so a wrong type gets a message naming it.
func parseEmailEdit(c *fiber.Ctx) (emailEdit, error) {
	var raw map[string]json.RawMessage
	if err := decodeJSON(c, &raw); err != nil {
		return emailEdit{}, err
	}
	var ed emailEdit
	v, ok := raw["version"]
	if !ok || string(v) == "null" {
		return ed, fieldError("version", "Send the version of the email you last saw (version) with every edit.")
	}
	if err := json.Unmarshal(v, &ed.version); err != nil || ed.version < 0 {
		return ed, fieldError("version", "version must be a whole number.")
	}
	if r, ok := raw["revision"]; ok && string(r) != "null" {
		var n int
		if err := json.Unmarshal(r, &n); err != nil || n < 0 {
			return ed, fieldError("revision", "revision must be a whole number.")
		}
		ed.revision = &n
	}
	if s, ok := raw["generatedSubject"]; ok {
		var lines []string
		if err := json.Unmarshal(s, &lines); err != nil || lines == nil {
			return ed, fieldError("generatedSubject", "Subject lines must be a list of text lines.")
		}
		lines, err := cleanSubjects(lines)
		if err != nil {
			return ed, err
		}
		ed.subjects = &lines
	}
	if p, ok := raw["previewText"]; ok {
		var text string
		if err := json.Unmarshal(p, &text); err != nil {
			return ed, fieldError("previewText", "Preview text must be text.")
		}
		text = strings.Join(strings.Fields(text), " ")
		if n := utf8.RuneCountInString(text); text != "" && (n < minPreviewRunes || n > maxPreviewRunes) {
			return ed, fieldError("previewText", fmt.Sprintf(
				"Preview text must be between %d and %d characters (it has %d), or empty.", minPreviewRunes, maxPreviewRunes, n))
		}
		ed.preview = &text
	}
	if b, ok := raw["generatedContent"]; ok {
		var text string
		if err := json.Unmarshal(b, &text); err != nil {
			return ed, fieldError("generatedContent", "The email body must be text.")
		}
		text = strings.TrimSpace(strings.ReplaceAll(text, "\r\n", "\n"))
		if text == "" {
			return ed, fieldError("generatedContent", "The email body can't be empty.")
		}
		if utf8.RuneCountInString(text) > maxBodyRunes {
			return ed, fieldError("generatedContent", "The email body is too long (at most 10,000 characters).")
		}
		ed.content = &text
	}
	if ed.subjects == nil && ed.preview == nil && ed.content == nil {
		return ed, badRequest("Nothing to save: send generatedSubject, previewText or generatedContent.")
	}
	return ed, nil
}

// cleanSubjects trims subject lines and checks their number, length and uniqueness.
func cleanSubjects(lines []string) ([]string, error) {
	if len(lines) < 1 || len(lines) > maxSubjectLines {
		return nil, fieldError("generatedSubject", fmt.Sprintf("Keep between 1 and %d subject lines.", maxSubjectLines))
	}
	seen := map[string]int{}
	out := make([]string, len(lines))
	for i, l := range lines {
		l = strings.Join(strings.Fields(l), " ")
		switch {
		case l == "":
			return nil, fieldError("generatedSubject", fmt.Sprintf("Subject line %d is empty.", i+1))
		case utf8.RuneCountInString(l) > maxSubjectRunes:
			return nil, fieldError("generatedSubject", fmt.Sprintf("Subject line %d is too long (at most %d characters).", i+1, maxSubjectRunes))
		}
		key := strings.ToLower(l)
		if first, dup := seen[key]; dup {
			return nil, fieldError("generatedSubject", fmt.Sprintf("Subject line %d repeats line %d; each line must be different.", i+1, first))
		}
		seen[key] = i + 1
		out[i] = l
	}
	return out, nil
}

// Answers of the edit routes.
var (
	errStillWriting = newError(fiber.StatusConflict, "not_editable", "This email is still being written. You can change it once it is ready.")
	errFailedEmail  = newError(fiber.StatusConflict, "not_editable",
		"This email has no text to change: writing it failed. Create it again from its inputs.")
	errVersionNotFound = newError(fiber.StatusNotFound, "not_found", "Version not found")
	errAlreadyCurrent  = newError(fiber.StatusConflict, "already_current", "This version is already the current one.")
)

// editableEmail loads the caller's email for a change: 404 when it is not theirs, 409 when it
// has no written text.
func (s *Server) editableEmail(c *fiber.Ctx) (*storage.Email, error) {
	e, err := s.ownEmail(c)
	if err != nil {
		return nil, err
	}
	switch e.Status {
	case storage.EmailProcessing:
		return nil, errStillWriting
	case storage.EmailFailed:
		return nil, errFailedEmail
	}
	return e, nil
}

// ownEmail loads the email named by :id if it belongs to the caller; anything else is 404.
func (s *Server) ownEmail(c *fiber.Ctx) (*storage.Email, error) {
	id := c.Params("id")
	if _, err := uuid.Parse(id); err != nil {
		return nil, errEmailNotFound
	}
	e, err := s.opts.DB.EmailForUser(c.UserContext(), id, currentUser(c).ID)
	if errors.Is(err, storage.ErrNotFound) {
		return nil, errEmailNotFound
	}
	return e, err
}

// versionConflict answers 409 with the email as it now is, so the editor can offer to reload it
// or to overwrite it with the user's text.
func versionConflict(current *storage.Email) error {
	e := newError(fiber.StatusConflict, "version_conflict",
		"This email was changed somewhere else since you opened it. Reload their version or overwrite it with yours.")
	e.Extra = fiber.Map{"current": emailView(current)}
	return e
}

// patchEmail saves an edit: PATCH /api/emails/{id} {generatedSubject?, previewText?,
// generatedContent?, version, revision?}. The quality check is measured again on the result.
func (s *Server) patchEmail(c *fiber.Ctx) error {
	if _, err := uuid.Parse(c.Params("id")); err != nil {
		return errEmailNotFound
	}
	ed, err := parseEmailEdit(c)
	if err != nil {
		return err
	}
	e, err := s.editableEmail(c)
	if err != nil {
		return err
	}
	if stale(e, ed.version, ed.revision) {
		return versionConflict(e)
	}
	text := storage.EmailText{Subjects: e.GeneratedSubject, PreviewText: e.PreviewText, Content: e.GeneratedContent}
	if ed.subjects != nil {
		text.Subjects = *ed.subjects
	}
	if ed.preview != nil {
		text.PreviewText = *ed.preview
	}
	if ed.content != nil {
		text.Content = *ed.content
	}
	if text.PreviewText != "" && len(text.Subjects) > 0 && strings.EqualFold(text.PreviewText, text.Subjects[0]) {
		return fieldError("previewText", "Preview text must not repeat the first subject line: inboxes show both side by side.")
	}
	text.Quality = s.measureEdit(c.UserContext(), e, text)
	revision := e.Revision
	if ed.revision != nil {
		revision = *ed.revision
	}
	saved, err := s.opts.DB.SaveEmailEdit(c.UserContext(), e.ID, e.UserID, ed.version, revision, text)
	return s.answerSaved(c, e, saved, err)
}

// stale reports whether an edit was based on an older state than e.
func stale(e *storage.Email, version int, revision *int) bool {
	return e.Version != version || (revision != nil && e.Revision != *revision)
}

// answerSaved maps the outcome of storing a change to its answer, and tells the owner's other
// tabs that the email changed.
func (s *Server) answerSaved(c *fiber.Ctx, before, saved *storage.Email, err error) error {
	switch {
	case errors.Is(err, storage.ErrVersionConflict):
		current, lerr := s.opts.DB.EmailForUser(c.UserContext(), before.ID, before.UserID)
		if lerr != nil {
			return lerr
		}
		return versionConflict(current)
	case errors.Is(err, storage.ErrNotEditable):
		return errStillWriting
	case errors.Is(err, storage.ErrNotFound):
		return errEmailNotFound
	case err != nil:
		return err
	}
	ctx, cancel := context.WithTimeout(c.UserContext(), 2*time.Second)
	defer cancel()
	_ = s.events.ToUser(ctx, saved.UserID, realtime.TypeEmailStatus,
		fiber.Map{"id": saved.ID, "status": saved.Status, "title": saved.Title, "version": saved.Version, "revision": saved.Revision})
	c.Set(fiber.HeaderCacheControl, "no-store")
	return c.JSON(emailView(saved))
}

// measureEdit answers the quality report of an email's new text as JSON, measured against the
// same brief and library as its generation; nil when it cannot be measured now (the report is
// then cleared rather than left describing other text).
func (s *Server) measureEdit(ctx context.Context, e *storage.Email, text storage.EmailText) []byte {
	ctx, cancel := context.WithTimeout(ctx, editQualityTimeout)
	defer cancel()
	sender, history, _, err := s.opts.DB.WriterContext(ctx, e.UserID, e.ID)
	if err != nil {
		s.opts.Logger.Warn("edit: read the writer's context", "email", e.ID, "err", err)
		return nil
	}
	in := jobs.WriterInput(e, sender, history)
	report := quality.Evaluate(writer.QualityBrief(in),
		quality.Email{Subjects: text.Subjects, Body: text.Content, PreviewText: text.PreviewText}, history)
	out, _ := json.Marshal(report)
	return out
}

// versionJSON is one version as the API answers it.
type versionJSON struct {
	Number           int       `json:"number"`
	Kind             string    `json:"kind"`
	GeneratedSubject []string  `json:"generatedSubject"`
	PreviewText      string    `json:"previewText"`
	GeneratedContent string    `json:"generatedContent"`
	AuthorID         string    `json:"authorId"`
	AuthorName       string    `json:"authorName"`
	RestoredFrom     *int      `json:"restoredFrom"`
	Current          bool      `json:"current"`
	CreatedAt        time.Time `json:"createdAt"`
	UpdatedAt        time.Time `json:"updatedAt"`
}

// listVersions answers GET /api/emails/{id}/versions: {versions (newest first, at most 50),
// current}.
func (s *Server) listVersions(c *fiber.Ctx) error {
	e, err := s.ownEmail(c)
	if err != nil {
		return err
	}
	list, err := s.opts.DB.EmailVersions(c.UserContext(), e.ID, e.UserID)
	if errors.Is(err, storage.ErrNotFound) {
		return errEmailNotFound
	}
	if err != nil {
		return err
	}
	out := make([]versionJSON, len(list))
	for i, v := range list {
		out[i] = versionJSON{Number: v.Number, Kind: v.Kind, GeneratedSubject: v.Subjects, PreviewText: v.PreviewText,
			GeneratedContent: v.Content, AuthorID: v.AuthorID, AuthorName: v.AuthorName, RestoredFrom: v.RestoredFrom,
			Current: v.Number == e.Version, CreatedAt: v.CreatedAt, UpdatedAt: v.UpdatedAt}
	}
	c.Set(fiber.HeaderCacheControl, "no-store")
	return c.JSON(fiber.Map{"versions": out, "current": e.Version, "limit": storage.MaxVersionsListed})
}

// restoreVersion answers POST /api/emails/{id}/versions/{n}/restore: version n becomes the
// current text again, as a new version.
func (s *Server) restoreVersion(c *fiber.Ctx) error {
	if _, err := uuid.Parse(c.Params("id")); err != nil {
		return errEmailNotFound
	}
	n, err := strconv.Atoi(c.Params("n"))
	if err != nil || n < 1 {
		return errVersionNotFound
	}
	e, err := s.editableEmail(c)
	if err != nil {
		return err
	}
	v, err := s.opts.DB.EmailVersion(c.UserContext(), e.ID, e.UserID, n)
	if errors.Is(err, storage.ErrNotFound) {
		return errVersionNotFound
	}
	if err != nil {
		return err
	}
	if n == e.Version {
		return errAlreadyCurrent
	}
	q := s.measureEdit(c.UserContext(), e, storage.EmailText{Subjects: v.Subjects, PreviewText: v.PreviewText, Content: v.Content})
	saved, err := s.opts.DB.RestoreEmailVersion(c.UserContext(), e.ID, e.UserID, n, q)
	if errors.Is(err, storage.ErrNotFound) {
		return errVersionNotFound
	}
	return s.answerSaved(c, e, saved, err)
}
