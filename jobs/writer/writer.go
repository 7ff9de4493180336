// Package writer turns the email form (story, lesson, audience, offer, tone,
// length) into a story-style sales email with subject-line options and the
// UTM tracking link in its call to action.
//
// Two writers share one contract: an OpenAI-compatible chat model reached
// through the official SDK and streamed, and an offline writer that composes
// the email from the user's own words when no model is configured. Both call
// onDelta with the email body as it is written so the UI can show progress.
package writer

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"storymail/jobs/writer/quality"
)

// Input is one email form submission as the writer needs it. Custom
// ("other") emotion, call-to-action and tone values arrive as the user's text.
type Input struct {
	Title, ContentFocus, Story, Lesson, StoryType, TargetAudience, DesiredEmotion, CallToAction,
	CtaURL, ProductName, ProductDescription, KeyBenefit, Price, SalePrice, ProofElement, TonePreference, EmailLength,
	CampaignName, EmailSubject string
	// SubjectCount is the plan's number of subject lines (3 trial, 5 starter).
	SubjectCount int
	// UTMURL is the tracking link (BuildUTMURL); computed from CtaURL when empty.
	UTMURL string
	// SenderName is the account holder's first name for the sign-off; empty
	// when the account has none.
	SenderName string
	// History holds the bodies of the same user's previous emails, newest
	// first (at most 20): the offline writer avoids frames the user has
	// already received and the quality check measures repetition against it.
	History []string
	// HistorySubjects are those emails' subject lines: the offline writer does not offer one
	// the reader has already seen.
	HistorySubjects []string
}

// Result is a finished email.
type Result struct {
	Subjects []string
	// PreviewText is the inbox preheader shown after the subject line.
	PreviewText string
	Content     string
	// Raw is the provider's raw answer (or the offline writer's record), kept
	// for the admin debug view.
	Raw string
	// Usage is the tokens a model's answers used, every attempt included;
	// nil for writers that use none.
	Usage *Usage
	// Quality is the report of the kept answer when the writer measured it
	// (the model path does, to decide on a corrective turn); nil otherwise.
	Quality *quality.Report
}

// Usage counts a generation's tokens as the provider reported them.
type Usage struct {
	PromptTokens     int64 `json:"promptTokens"`
	CompletionTokens int64 `json:"completionTokens"`
	TotalTokens      int64 `json:"totalTokens"`
	// Attempts is how many answers were asked for (2 after a corrective turn).
	Attempts int `json:"attempts"`
}

// Writer writes one email. onDelta, when not nil, receives the body text in
// order as it is produced; it is a preview: the final text is Result.Content.
type Writer interface {
	Name() string
	Write(ctx context.Context, in Input, onDelta func(text string)) (Result, error)
}

var (
	// ErrTransient marks failures worth retrying later: network errors,
	// timeouts, HTTP 429 and 5xx from the provider.
	ErrTransient = errors.New("writer: transient provider failure")
	// ErrMalformed means the provider's answer could not be used, even after
	// one retry.
	ErrMalformed = errors.New("writer: malformed answer")
)

// Options configure New.
type Options struct {
	// BaseURL and APIKey select an OpenAI-compatible provider; with neither
	// set the offline writer is used.
	BaseURL, APIKey string
	// Model defaults to DefaultModel.
	Model string
	// Temperature (0–2) and MaxTokens (per answer) tune the model; zero
	// values take DefaultTemperature and DefaultMaxTokens.
	Temperature float64
	MaxTokens   int
	HTTPClient  *http.Client
	// OfflineChunkDelay slows the offline writer's streaming down for demos.
	OfflineChunkDelay time.Duration
}

// Model defaults. A temperature below the usual 1.0 keeps the model close to
// the user's facts while leaving the phrasing alive; 1,400 tokens hold the
// longest band (450 words) with subject lines and preview text twice over,
// so an answer is never cut at the limit.
const (
	DefaultModel       = "gpt-4o-mini"
	DefaultTemperature = 0.7
	DefaultMaxTokens   = 1400
)

// Subject-line bounds: the plans give 3 (trial) or 5 (starter).
const (
	DefaultSubjectCount = 3
	MaxSubjectCount     = 10
)

// New returns the LLM writer when a provider is configured, else the offline
// writer.
func New(opts Options) (Writer, error) {
	if strings.TrimSpace(opts.BaseURL) != "" || strings.TrimSpace(opts.APIKey) != "" {
		return NewOpenAI(opts)
	}
	return &offlineWriter{delay: opts.OfflineChunkDelay}, nil
}

// NewOffline returns the offline writer with no streaming delay.
func NewOffline() Writer { return &offlineWriter{} }

// LengthBand gives the word range for an emailLength value (spec §3).
func LengthBand(emailLength string) (min, max int) {
	switch strings.ToLower(strings.TrimSpace(emailLength)) {
	case "short":
		return 250, 300
	case "long":
		return 400, 450
	default: // medium, no-preference, anything unknown
		return 300, 400
	}
}

// prepare fills the derived parts of an input: subject count within bounds
// and the tracking link.
func prepare(in Input) Input {
	if in.SubjectCount <= 0 {
		in.SubjectCount = DefaultSubjectCount
	}
	if in.SubjectCount > MaxSubjectCount {
		in.SubjectCount = MaxSubjectCount
	}
	in.UTMURL = strings.TrimSpace(in.UTMURL)
	if in.UTMURL == "" {
		in.UTMURL = BuildUTMURL(in.CtaURL, in.CampaignName, in.Title, in.StoryType, in.DesiredEmotion)
	}
	return in
}

// link is the URL the call to action should carry.
func (in Input) link() string {
	if in.UTMURL != "" {
		return in.UTMURL
	}
	return strings.TrimSpace(in.CtaURL)
}

// NoopWriter returns a fixed short valid email at once. It exists for
// benchmarks of the surrounding pipeline.
type NoopWriter struct{}

// Name implements Writer.
func (NoopWriter) Name() string { return "noop" }

// Write implements Writer.
func (NoopWriter) Write(ctx context.Context, in Input, onDelta func(string)) (Result, error) {
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	in = prepare(in)
	subjects := make([]string, in.SubjectCount)
	for i := range subjects {
		subjects[i] = "Subject option " + strconv.Itoa(i+1)
	}
	body := "Hi there,\n\nA short story, a lesson and an offer.\n\nLearn more here: " + in.link() + "\n\nTalk soon,\n\nP.S. Thanks for reading."
	if onDelta != nil {
		onDelta(body)
	}
	return Result{Subjects: subjects, Content: body, Raw: `{"writer":"noop"}`}, nil
}
