package main

import (
	"context"
	"errors"
	"slices"
	"time"

	"storymail/jobs/writer"
	"storymail/jobs/writer/quality"
)

// Outcome is what became of one brief.
type Outcome struct {
	Brief Brief
	Input writer.Input
	// Refused: the writer cannot write the story's language and said so
	// before writing (the offline writer for a language other than its own).
	Refused bool
	// RefusedLang is the language the refusal named.
	RefusedLang string
	// Err is a writer failure (timeout, provider error): the run's error.
	Err    error
	Result writer.Result
	Report quality.Report
	// Brief's quality view, kept for the band and the targets.
	QBrief quality.Brief
	// Substance is how much of the email is drawn from the brief.
	Substance Substance
}

// Written reports whether an email came out of the brief.
func (o Outcome) Written() bool { return !o.Refused && o.Err == nil }

// perBriefTimeout bounds one model call; the offline writer takes
// milliseconds.
const perBriefTimeout = 3 * time.Minute

// runAll writes every brief in order with w and measures each email. Each
// user's library grows as their emails are written: the writer and the
// repetition check see that user's previous bodies, newest first.
func runAll(ctx context.Context, w writer.Writer, briefs []Brief) []Outcome {
	libraries := map[string][]string{} // user -> bodies, newest first
	subjects := map[string][]string{}  // user -> their subject lines, as the worker reads them
	out := make([]Outcome, 0, len(briefs))
	offline := w.Name() == "offline"
	for _, b := range briefs {
		history := libraries[b.User]
		in := toInput(b, history)
		in.HistorySubjects = subjects[b.User]
		o := Outcome{Brief: b, Input: in, QBrief: writer.QualityBrief(in)}
		if offline {
			if lang, ok := writer.OfflineCanWrite(in); !ok {
				o.Refused, o.RefusedLang = true, lang
				out = append(out, o)
				continue
			}
		}
		res, err := write(ctx, w, in)
		switch {
		case errors.Is(err, writer.ErrUnsupportedLanguage):
			lang, _ := writer.OfflineCanWrite(in)
			o.Refused, o.RefusedLang = true, lang
		case err != nil:
			o.Err = err
		default:
			// The preview the inbox shows, fitted as the worker fits it before saving.
			res.PreviewText = writer.FitPreview(res.PreviewText, res.Content, res.Subjects)
			o.Result = res
			o.Report = quality.Evaluate(o.QBrief, quality.Email{Subjects: res.Subjects, Body: res.Content, PreviewText: res.PreviewText}, in.History)
			o.Substance = measureSubstance(o.QBrief, res.Content)
			libraries[b.User] = append([]string{res.Content}, history...)
			subjects[b.User] = append(slices.Clone(res.Subjects), subjects[b.User]...)
		}
		out = append(out, o)
	}
	return out
}

func write(ctx context.Context, w writer.Writer, in writer.Input) (writer.Result, error) {
	ctx, cancel := context.WithTimeout(ctx, perBriefTimeout)
	defer cancel()
	return w.Write(ctx, in, nil)
}
