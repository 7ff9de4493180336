package server

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/gofiber/fiber/v2"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"

	"storymail/jobs"
	"storymail/jobs/writer"
	"storymail/realtime"
	"storymail/storage"
)

// Rewrites cost no credit but are capped per email and day (UTC).
const (
	rewritesPerDay = 20
	// rewriteTimeout bounds one rewrite: a part is a few hundred tokens at most.
	rewriteTimeout = 90 * time.Second
	// typeEmailRewrite tells the owner's tabs a rewrite ended: {id, rewriteId, status
	// ("done"|"failed"), message?, version?}.
	typeEmailRewrite = "email.rewrite"
)

// rewriteBody is POST /api/emails/{id}/rewrite.
type rewriteBody struct {
	Part        string `json:"part"`
	Selection   string `json:"selection"`
	Modifier    string `json:"modifier"`
	Instruction string `json:"instruction"`
}

var rewritableParts = map[string]bool{writer.PartHook: true, writer.PartStory: true, writer.PartLesson: true, writer.PartOffer: true,
	writer.PartCTA: true, writer.PartPS: true, writer.PartSubjects: true, writer.PartPreview: true}

// validate checks a rewrite request and answers it cleaned.
func (b rewriteBody) validate() (rewriteBody, error) {
	b.Part, b.Modifier = strings.TrimSpace(b.Part), strings.TrimSpace(b.Modifier)
	b.Instruction = strings.Join(strings.Fields(b.Instruction), " ")
	b.Selection = strings.TrimSpace(strings.ReplaceAll(b.Selection, "\r\n", "\n"))
	switch {
	case b.Part == "" && b.Selection == "":
		return b, fieldError("part", "Choose the part to rewrite, or select a passage of the email.")
	case b.Part != "" && b.Selection != "":
		return b, fieldError("part", "Send either a part or a selection, not both.")
	case b.Part != "" && !rewritableParts[b.Part]:
		return b, fieldError("part", "Unknown part: choose hook, story, lesson, offer, cta, ps, subjects or preview.")
	case utf8.RuneCountInString(b.Selection) > maxBodyRunes:
		return b, fieldError("selection", "The selection is too long.")
	case !writer.IsModifier(b.Modifier):
		return b, fieldError("modifier", "Unknown modifier: choose shorter, longer, warmer, urgent, curious, simpler, formal, playful or custom.")
	case utf8.RuneCountInString(b.Instruction) > writer.MaxInstructionRunes:
		return b, fieldError("instruction", fmt.Sprintf("Keep the instruction to %d characters.", writer.MaxInstructionRunes))
	case b.Modifier == writer.ModCustom && b.Instruction == "":
		return b, fieldError("instruction", "Write the instruction for a custom rewrite.")
	}
	return b, nil
}

// rewriteKey counts an email's rewrites of the current UTC day.
func (s *Server) rewriteKey(emailID string) string {
	return s.key("rewrites", emailID, time.Now().UTC().Format("2006-01-02"))
}

// rewritesLeft answers how many rewrites the email has left today.
func (s *Server) rewritesLeft(ctx context.Context, emailID string) (int, error) {
	n, err := s.opts.Redis.Get(ctx, s.rewriteKey(emailID)).Int()
	if err != nil && !errors.Is(err, redis.Nil) {
		return 0, err
	}
	return max(0, rewritesPerDay-n), nil
}

// takeRewrite counts one rewrite; false when the day's are used up.
func (s *Server) takeRewrite(ctx context.Context, emailID string) (left int, ok bool, err error) {
	key := s.rewriteKey(emailID)
	n, err := s.opts.Redis.Incr(ctx, key).Result()
	if err != nil {
		return 0, false, err
	}
	if n == 1 {
		s.opts.Redis.Expire(ctx, key, 25*time.Hour)
	}
	if n > rewritesPerDay {
		s.opts.Redis.Decr(ctx, key)
		return 0, false, nil
	}
	return rewritesPerDay - int(n), true, nil
}

// giveBackRewrite returns a rewrite that was refused with nothing done.
func (s *Server) giveBackRewrite(ctx context.Context, emailID string) {
	s.opts.Redis.Decr(ctx, s.rewriteKey(emailID))
}

// rewriteAllowance answers GET /api/emails/{id}/rewrite: {remaining, limit}.
func (s *Server) rewriteAllowance(c *fiber.Ctx) error {
	e, err := s.ownEmail(c)
	if err != nil {
		return err
	}
	left, err := s.rewritesLeft(c.UserContext(), e.ID)
	if err != nil {
		return err
	}
	c.Set(fiber.HeaderCacheControl, "no-store")
	return c.JSON(fiber.Map{"remaining": left, "limit": rewritesPerDay})
}

// rewriteEmail answers POST /api/emails/{id}/rewrite {part | selection, modifier, instruction}
// with 202 {rewriteId, remaining}. The rewrite runs in this process, detached from the request
// and bounded by rewriteTimeout: it is one short answer the user is watching, so it skips the
// job stream's queueing and retries. Its text streams as email.delta {id, rewriteId, seq,
// delta}; email.rewrite tells how it ended, and a done rewrite is the email's new version.
func (s *Server) rewriteEmail(c *fiber.Ctx) error {
	if _, err := uuid.Parse(c.Params("id")); err != nil {
		return errEmailNotFound
	}
	var body rewriteBody
	if err := decodeJSON(c, &body); err != nil {
		return err
	}
	body, err := body.validate()
	if err != nil {
		return err
	}
	e, err := s.editableEmail(c)
	if err != nil {
		return err
	}
	if body.Selection != "" && !strings.Contains(e.GeneratedContent, body.Selection) {
		return fieldError("selection", "The selected text is not in the email's body. Select it again.")
	}
	// The part must be there before a rewrite is counted; its text lets the page put the
	// streamed text in its place.
	original, err := writer.RewriteTarget(writer.RewriteRequest{Part: body.Part, Selection: body.Selection,
		Subjects: e.GeneratedSubject, Preview: e.PreviewText, Body: e.GeneratedContent, Input: jobs.WriterInput(e, "", nil)})
	var refused *writer.RewriteError
	if errors.As(err, &refused) {
		return newError(fiber.StatusUnprocessableEntity, "part_not_found", refused.Message)
	}
	if err != nil {
		return err
	}
	left, ok, err := s.takeRewrite(c.UserContext(), e.ID)
	if err != nil {
		return err
	}
	if !ok {
		ae := newError(fiber.StatusTooManyRequests, "rewrite_limit",
			fmt.Sprintf("You've used today's %d rewrites of this email. Edit it by hand, or rewrite again tomorrow.", rewritesPerDay))
		ae.Extra = fiber.Map{"remaining": 0}
		return ae
	}
	id := uuid.NewString()
	s.bg.GoWithin("rewrite", rewriteTimeout, func(ctx context.Context) error {
		return s.runRewrite(ctx, e, id, body)
	})
	return c.Status(fiber.StatusAccepted).JSON(fiber.Map{"rewriteId": id, "remaining": left, "limit": rewritesPerDay,
		"part": body.Part, "modifier": body.Modifier, "original": original})
}

// runRewrite rewrites the part, streaming it to the owner, and saves the result as a version.
func (s *Server) runRewrite(ctx context.Context, e *storage.Email, rewriteID string, body rewriteBody) error {
	fail := func(message string) error {
		s.publishRewrite(e.UserID, fiber.Map{"id": e.ID, "rewriteId": rewriteID, "status": "failed", "message": message})
		return nil
	}
	sender, history, _, err := s.opts.DB.WriterContext(ctx, e.UserID, e.ID)
	if err != nil && !errors.Is(err, storage.ErrNotFound) {
		s.giveBackRewrite(ctx, e.ID)
		return fail("We couldn't start the rewrite. Please try again.")
	}
	req := writer.RewriteRequest{Part: body.Part, Selection: body.Selection, Modifier: body.Modifier, Instruction: body.Instruction,
		Subjects: e.GeneratedSubject, Preview: e.PreviewText, Body: e.GeneratedContent, Input: jobs.WriterInput(e, sender, history)}
	coalescer := realtime.NewDeltaCoalescer(func(text string, seq int) {
		pctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = s.events.ToUser(pctx, e.UserID, realtime.TypeEmailDelta,
			map[string]any{"id": e.ID, "rewriteId": rewriteID, "part": body.Part, "seq": seq, "delta": text})
	}, realtime.DefaultDeltaInterval)
	w := s.opts.Writer
	if w == nil {
		w = writer.NewOffline()
	}
	res, err := writer.Rewrite(ctx, w, req, coalescer.Add)
	coalescer.Close()
	var refused *writer.RewriteError
	switch {
	case errors.As(err, &refused):
		s.giveBackRewrite(ctx, e.ID)
		return fail(refused.Message)
	case err != nil:
		s.opts.Logger.Warn("rewrite failed", "email", e.ID, "err", err)
		return fail("The writer couldn't rewrite this part right now. Your email is unchanged; please try again.")
	}
	text := storage.EmailText{Subjects: res.Subjects, PreviewText: res.Preview, Content: res.Body}
	text.Quality = s.measureEdit(ctx, e, text)
	saved, err := s.opts.DB.SaveEmailRewrite(ctx, e.ID, e.UserID, e.Version, e.Revision, text)
	switch {
	case errors.Is(err, storage.ErrVersionConflict), errors.Is(err, storage.ErrNotEditable), errors.Is(err, storage.ErrNotFound):
		return fail("The email changed while it was being rewritten, so the rewrite was not saved. Try again on the new text.")
	case err != nil:
		return err
	}
	pctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_ = s.events.ToUser(pctx, saved.UserID, realtime.TypeEmailStatus,
		fiber.Map{"id": saved.ID, "status": saved.Status, "title": saved.Title, "version": saved.Version, "revision": saved.Revision})
	s.publishRewrite(e.UserID, fiber.Map{"id": e.ID, "rewriteId": rewriteID, "status": "done", "version": saved.Version, "text": res.Text})
	return nil
}

func (s *Server) publishRewrite(userID string, data fiber.Map) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_ = s.events.ToUser(ctx, userID, typeEmailRewrite, data)
}
