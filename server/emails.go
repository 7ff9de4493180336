package server

import (
	"encoding/json"
	"errors"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/gofiber/fiber/v2"
	"github.com/google/uuid"

	"storymail/jobs/writer"
	"storymail/storage"
)

// emailJSON is an email as the API answers it: the submitted fields plus the generation.
type emailJSON struct {
	storage.EmailInput
	ID               string     `json:"id"`
	UserID           string     `json:"userId"`
	Status           string     `json:"status"`
	GeneratedSubject []string   `json:"generatedSubject"`
	GeneratedContent string     `json:"generatedContent"`
	UTMURL           string     `json:"utmUrl"`
	CreatedAt        time.Time  `json:"createdAt"`
	UpdatedAt        time.Time  `json:"updatedAt"`
	GeneratedAt      *time.Time `json:"generatedAt"`
	// Quality is the email's quality report; only single-email answers carry it.
	Quality json.RawMessage `json:"quality,omitempty"`
	// PreviewText is the inbox preheader. Version is the number of the version shown (0 until
	// written); Revision counts every save. An edit sends both back (PATCH /api/emails/{id}).
	PreviewText string `json:"previewText"`
	Version     int    `json:"version"`
	Revision    int    `json:"revision"`
}

func emailView(e *storage.Email) emailJSON {
	subjects := e.GeneratedSubject
	if subjects == nil {
		subjects = []string{}
	}
	return emailJSON{
		EmailInput: e.EmailInput, ID: e.ID, UserID: e.UserID, Status: e.Status,
		GeneratedSubject: subjects, GeneratedContent: e.GeneratedContent,
		UTMURL:    writer.BuildUTMURL(e.CtaURL, e.CampaignName, e.Title, e.StoryType, e.DesiredEmotion),
		CreatedAt: e.CreatedAt, UpdatedAt: e.UpdatedAt, GeneratedAt: e.GeneratedAt, Quality: e.Quality,
		PreviewText: e.PreviewText, Version: e.Version, Revision: e.Revision,
	}
}

var emailLengths = map[string]bool{"no-preference": true, "short": true, "medium": true, "long": true}

// fieldLimits cap every text field so one request cannot store megabytes.
const (
	maxShortField = 300
	maxLongField  = 10_000
)

// validateEmail applies spec §5: it answers the trimmed input and every problem by field.
func validateEmail(r storage.EmailInput) (storage.EmailInput, map[string]string) {
	t := strings.TrimSpace
	in := storage.EmailInput{
		Title: t(r.Title), ContentFocus: t(r.ContentFocus), Story: t(r.Story), Lesson: t(r.Lesson),
		StoryType: t(r.StoryType), TargetAudience: t(r.TargetAudience), DesiredEmotion: t(r.DesiredEmotion),
		CallToAction: t(r.CallToAction), CtaURL: t(r.CtaURL), ProductName: t(r.ProductName),
		ProductDescription: t(r.ProductDescription), KeyBenefit: t(r.KeyBenefit), Price: t(r.Price),
		SalePrice: t(r.SalePrice), ProofElement: t(r.ProofElement), TonePreference: t(r.TonePreference),
		EmailLength: t(r.EmailLength), CampaignName: t(r.CampaignName), EmailSubject: t(r.EmailSubject),
	}
	errs := map[string]string{}
	n := utf8.RuneCountInString
	if in.Title == "" {
		focus := []rune(in.ContentFocus)
		if len(focus) > 50 {
			focus = focus[:50]
		}
		in.Title = "Email about " + string(focus) + "..."
	}
	if n(in.ContentFocus) < 10 {
		errs["contentFocus"] = "Please provide more detail about your email topic"
	}
	if n(in.Story) < 50 {
		errs["story"] = "Please tell us more about your story"
	}
	if in.StoryType != "direct" && in.StoryType != "indirect" {
		errs["storyType"] = "Please select how your story relates to your product"
	}
	if n(in.TargetAudience) < 10 {
		errs["targetAudience"] = "Please describe your target audience"
	}
	if in.DesiredEmotion == "" {
		errs["desiredEmotion"] = "Please select the desired emotion"
	}
	if in.CallToAction == "" {
		errs["callToAction"] = "Please select a call to action"
	}
	if !validURL(in.CtaURL) {
		errs["ctaUrl"] = "Please enter a valid URL"
	}
	if in.CampaignName == "" {
		errs["campaignName"] = "Campaign name is required"
	}
	if in.EmailLength == "" {
		in.EmailLength = "no-preference"
	} else if !emailLengths[in.EmailLength] {
		errs["emailLength"] = "Please choose a valid email length"
	}
	long := map[string]string{"story": in.Story, "lesson": in.Lesson, "productDescription": in.ProductDescription,
		"contentFocus": in.ContentFocus, "targetAudience": in.TargetAudience, "proofElement": in.ProofElement, "keyBenefit": in.KeyBenefit}
	for field, v := range long {
		if n(v) > maxLongField {
			errs[field] = "This field is too long (at most 10,000 characters)"
		}
	}
	short := map[string]string{"title": in.Title, "desiredEmotion": in.DesiredEmotion, "callToAction": in.CallToAction,
		"productName": in.ProductName, "price": in.Price, "salePrice": in.SalePrice, "tonePreference": in.TonePreference,
		"campaignName": in.CampaignName, "emailSubject": in.EmailSubject}
	for field, v := range short {
		if n(v) > maxShortField {
			errs[field] = "This field is too long (at most 300 characters)"
		}
	}
	if n(in.CtaURL) > 2000 {
		errs["ctaUrl"] = "Please enter a valid URL"
	}
	return in, errs
}

// emailFieldOrder is the form's order, so the first problem reported is the first on screen.
var emailFieldOrder = []string{"title", "contentFocus", "story", "lesson", "storyType", "targetAudience", "desiredEmotion",
	"callToAction", "ctaUrl", "productName", "productDescription", "keyBenefit", "price", "salePrice", "proofElement",
	"tonePreference", "emailLength", "campaignName", "emailSubject"}

func validURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" && !strings.ContainsAny(s, " \t\n")
}

func (s *Server) createEmail(c *fiber.Ctx) error {
	var req storage.EmailInput
	if err := decodeJSON(c, &req); err != nil {
		return err
	}
	in, errs := validateEmail(req)
	if len(errs) > 0 {
		for _, f := range emailFieldOrder {
			if msg, ok := errs[f]; ok {
				e := badRequest(msg)
				e.Extra = fiber.Map{"errors": errs, "field": f}
				return e
			}
		}
	}
	if v := s.storyLanguage(in); !v.Supported {
		return errLanguage(v)
	}
	u := currentUser(c)
	ctx := c.UserContext()
	email, after, err := s.opts.DB.CreateEmail(ctx, newEmailID(), u.ID, in)
	if errors.Is(err, storage.ErrNoCredits) {
		e := newError(fiber.StatusPaymentRequired, "usage_limit_reached", "You've reached your monthly limit. Please upgrade or wait for reset.")
		e.Extra = fiber.Map{"error": "Usage Limit Reached", "usage": u.Usage()}
		return e
	}
	if err != nil {
		return err
	}
	// The row is committed: if the enqueue fails the sweeper re-enqueues it, nothing is lost.
	if err := s.opts.Notifier.EmailCreated(ctx, s.opts.Queue, email, after); err != nil {
		s.opts.Logger.Warn("enqueue generation; the sweeper will retry", "email", email.ID, "err", err)
	}
	return c.Status(fiber.StatusCreated).JSON(fiber.Map{"id": email.ID, "status": email.Status,
		"email": emailView(email), "usage": after.Usage()})
}

// emailListPath is GET's path of listEmails; loadSession reads the list with the session there.
const emailListPath = "/api/emails"

func (s *Server) getEmail(c *fiber.Ctx) error {
	id := c.Params("id")
	if _, err := uuid.Parse(id); err != nil {
		return errEmailNotFound
	}
	e, err := s.opts.DB.EmailForUser(c.UserContext(), id, currentUser(c).ID)
	if errors.Is(err, storage.ErrNotFound) {
		return errEmailNotFound
	}
	if err != nil {
		return err
	}
	c.Set(fiber.HeaderCacheControl, "no-store")
	return c.JSON(emailView(e))
}

var errEmailNotFound = newError(fiber.StatusNotFound, "not_found", "Email not found")

func (s *Server) deleteEmail(c *fiber.Ctx) error {
	id := c.Params("id")
	if _, err := uuid.Parse(id); err != nil {
		return errEmailNotFound
	}
	err := s.opts.DB.DeleteEmail(c.UserContext(), id, currentUser(c).ID)
	if errors.Is(err, storage.ErrNotFound) {
		return errEmailNotFound
	}
	if err != nil {
		return err
	}
	s.opts.Notifier.StatsChanged()
	return c.JSON(fiber.Map{"message": "Email deleted", "id": id})
}

func (s *Server) usage(c *fiber.Ctx) error {
	// billingUser renews a local period that has ended, so usage never shows a stale month.
	u, err := s.billingUser(c)
	if err != nil {
		return err
	}
	return c.JSON(fiber.Map{"usage": u.Usage()})
}

// newEmailID answers a time-ordered UUID (version 7): new emails land at the end of the primary
// key's index instead of on a random page, so under a stream of submits PostgreSQL touches, and
// logs after each checkpoint, a few index pages rather than most of them.
func newEmailID() string {
	if id, err := uuid.NewV7(); err == nil {
		return id.String()
	}
	return uuid.NewString()
}
