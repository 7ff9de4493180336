package writer

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/openai/openai-go/v3"

	"storymail/jobs/writer/quality"
)

// Rewrite modifiers. ModCustom follows the user's instruction (a model only).
const (
	ModShorter = "shorter"
	ModLonger  = "longer"
	ModWarmer  = "warmer"
	ModUrgent  = "urgent"
	ModCurious = "curious"
	ModSimpler = "simpler"
	ModFormal  = "formal"
	ModPlayful = "playful"
	ModCustom  = "custom"
)

// modifierAsks is how each modifier is put to a model.
var modifierAsks = map[string]string{
	ModShorter: "shorter (about a third fewer words)",
	ModLonger:  "longer (about a third more words), using only details already given in the email or the inputs",
	ModWarmer:  "warmer and more personal",
	ModUrgent:  "more urgent, without inventing deadlines or scarcity",
	ModCurious: "more curious: make the reader want to know what comes next",
	ModSimpler: "simpler: short sentences and plain words",
	ModFormal:  "more formal",
	ModPlayful: "more playful",
}

// IsModifier reports whether m is a known modifier.
func IsModifier(m string) bool { _, ok := modifierAsks[m]; return ok || m == ModCustom }

// MaxInstructionRunes caps a custom instruction.
const MaxInstructionRunes = 200

// RewriteRequest is one part of a written email to rewrite: Part names it, or Selection holds
// a passage of the body (used when Part is empty).
type RewriteRequest struct {
	Part, Selection, Modifier, Instruction string
	Subjects                               []string
	Preview, Body                          string
	// Input is the email's brief: the facts a rewrite may use and the tracked link.
	Input Input
}

// RewriteResult is the email with the part rewritten.
type RewriteResult struct {
	Subjects []string
	Preview  string
	Body     string
	// Text is the part's new text, as it was streamed.
	Text string
}

// RewriteError is a rewrite that could not be done, with a message for the user; the
// original text stands.
type RewriteError struct{ Message string }

func (e *RewriteError) Error() string { return e.Message }

func refuse(format string, a ...any) error { return &RewriteError{Message: fmt.Sprintf(format, a...)} }

// Rewrite rewrites one part through the model when w is the model writer, else by the offline
// writer's rules. onDelta receives the part's new text as it is produced.
func Rewrite(ctx context.Context, w Writer, req RewriteRequest, onDelta func(string)) (RewriteResult, error) {
	req.Input = prepare(req.Input)
	original, span, err := req.target()
	if err != nil {
		return RewriteResult{}, err
	}
	if ow, ok := w.(*openAIWriter); ok {
		return ow.RewritePart(ctx, req, original, span, onDelta)
	}
	return rewriteOffline(req, original, span, onDelta)
}

// target answers the text to rewrite and, for a body passage, where it sits.
func (req RewriteRequest) target() (string, Span, error) {
	switch req.Part {
	case PartSubjects:
		return strings.Join(req.Subjects, "\n"), Span{}, nil
	case PartPreview:
		if strings.TrimSpace(req.Preview) == "" {
			return "", Span{}, refuse("This email has no preview text to rewrite.")
		}
		return req.Preview, Span{}, nil
	case "":
		sel := strings.TrimSpace(req.Selection)
		i := strings.Index(req.Body, sel)
		if sel == "" || i < 0 {
			return "", Span{}, refuse("The selected text is no longer in the email. Select it again.")
		}
		return sel, Span{Start: i, End: i + len(sel)}, nil
	}
	s, err := Locate(req.Body, req.Part, req.Input.link(), req.Input.Lesson)
	if err != nil {
		return "", Span{}, refuse("This email has no %s to rewrite.", PartLabel(req.Part))
	}
	return req.Body[s.Start:s.End], s, nil
}

// PartLabel names a part in messages.
func PartLabel(part string) string {
	switch part {
	case PartCTA:
		return "call to action"
	case PartPS:
		return "P.S."
	case PartSubjects:
		return "subject lines"
	case PartPreview:
		return "preview text"
	case "":
		return "selection"
	}
	return part
}

// apply puts a part's new text into the email.
func (req RewriteRequest) apply(text string, span Span) RewriteResult {
	res := RewriteResult{Subjects: req.Subjects, Preview: req.Preview, Body: req.Body, Text: text}
	switch req.Part {
	case PartSubjects:
		res.Subjects = nil
		for _, l := range strings.Split(text, "\n") {
			if l = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(l), "-*•0123456789.) ")); l != "" {
				res.Subjects = append(res.Subjects, l)
			}
		}
	case PartPreview:
		res.Preview = strings.Join(strings.Fields(text), " ")
	default:
		res.Body = Splice(req.Body, span, strings.TrimSpace(text))
	}
	return res
}

// guarded checks a rewrite against the same guards as a generation: the tracked link is in
// the body, and no facts, language or links check fails that passed before.
func guarded(req RewriteRequest, res RewriteResult) error {
	if req.Part == PartSubjects && len(res.Subjects) != len(req.Subjects) {
		return refuse("The rewrite did not give back %d subject lines; the original ones were kept.", len(req.Subjects))
	}
	if req.Part == PartPreview {
		if n := utf8.RuneCountInString(res.Preview); n < MinPreviewRunes || n > 110 {
			return refuse("The rewritten preview text was %d characters (it must be %d to 110); the original was kept.", n, MinPreviewRunes)
		}
	}
	brief := QualityBrief(req.Input)
	before := quality.Evaluate(brief, quality.Email{Subjects: req.Subjects, Body: req.Body, PreviewText: req.Preview}, req.Input.History)
	after := quality.Evaluate(brief, quality.Email{Subjects: res.Subjects, Body: res.Body, PreviewText: res.Preview}, req.Input.History)
	failedBefore := map[string]bool{}
	for _, c := range before.Failures() {
		failedBefore[c.ID] = true
	}
	for _, c := range after.Failures() {
		if failedBefore[c.ID] {
			continue
		}
		switch c.ID {
		case quality.CheckFacts, quality.CheckLanguage, quality.CheckLinks:
			return refuse("The rewrite failed a check (%s); the original %s was kept.", strings.TrimSuffix(c.Message, "."), PartLabel(req.Part))
		}
	}
	return nil
}

// RewritePart asks the model for the part's new text, streamed, then holds it to the guards.
func (w *openAIWriter) RewritePart(ctx context.Context, req RewriteRequest, original string, span Span, onDelta func(string)) (RewriteResult, error) {
	ask := modifierAsks[req.Modifier]
	if req.Modifier == ModCustom {
		ask = "changed as the user asks: " + req.Instruction
	} else if req.Instruction != "" {
		ask += "; also: " + req.Instruction
	}
	shape := "Answer with the new text of that part only: no quotes, no labels, no explanation."
	if req.Part == PartSubjects {
		shape = fmt.Sprintf("Answer with exactly %d subject lines, one per line, nothing else.", len(req.Subjects))
	} else if req.Part == PartPreview {
		shape += fmt.Sprintf(" It is inbox preview text: %d to 110 characters.", MinPreviewRunes)
	}
	system := "You edit story-style sales emails. You rewrite one part of an email and leave the rest alone. " +
		"Keep every fact, name, number and price exactly as given; add no facts, numbers, testimonials or deadlines that are not in the email or the inputs. " +
		"Write in the email's language. Keep any web address exactly as it is."
	user := fmt.Sprintf("The email:\n\nSubject lines:\n%s\n\nPreview text: %s\n\n%s\n\nThe part to rewrite (%s):\n<<<\n%s\n>>>\n\nMake it %s.\n%s",
		strings.Join(req.Subjects, "\n"), req.Preview, req.Body, PartLabel(req.Part), original, ask, shape)
	msgs := []openai.ChatCompletionMessageParamUnion{openai.SystemMessage(system), openai.UserMessage(user)}
	stream := w.client.Chat.Completions.NewStreaming(ctx, openai.ChatCompletionNewParams{
		Model: w.model, Messages: msgs, Temperature: openai.Float(w.temperature), MaxTokens: openai.Int(w.maxTokens),
	})
	defer stream.Close()
	var b strings.Builder
	for stream.Next() {
		for _, ch := range stream.Current().Choices {
			if ch.Index == 0 && ch.Delta.Content != "" {
				b.WriteString(ch.Delta.Content)
				if onDelta != nil {
					onDelta(ch.Delta.Content)
				}
			}
		}
	}
	if err := classify(ctx, stream.Err()); err != nil {
		return RewriteResult{}, err
	}
	text := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(b.String()), "<<<"), ">>>"))
	if text == "" {
		return RewriteResult{}, refuse("The writer answered nothing; the original %s was kept.", PartLabel(req.Part))
	}
	res := req.apply(text, span)
	if req.Part != PartSubjects && req.Part != PartPreview {
		res.Body = ensureLink(res.Body, req.Input.link(), req.Input.CtaURL)
	}
	if err := guarded(req, res); err != nil {
		return RewriteResult{}, err
	}
	return res, nil
}

// RewriteTarget answers the text a rewrite request targets, as it stands now (subject lines
// one per line), so a client can put the streamed text in its place.
func RewriteTarget(req RewriteRequest) (string, error) {
	req.Input = prepare(req.Input)
	text, _, err := req.target()
	return text, err
}
