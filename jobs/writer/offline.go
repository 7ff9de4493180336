package writer

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"storymail/jobs/writer/quality"
)

// offlineWriter composes the email from the user's own words: hook, story,
// lesson, bridge, offer, call to action and P.S., in the chosen tone and
// emotion, fitted to the length band. It needs no network and is
// deterministic for a given input.
type offlineWriter struct {
	delay time.Duration
}

func (w *offlineWriter) Name() string { return "offline" }

func (w *offlineWriter) Write(ctx context.Context, in Input, onDelta func(string)) (Result, error) {
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	in = prepare(in)
	lang, ok := OfflineCanWrite(in)
	if !ok {
		return Result{}, fmt.Errorf("%w: the story is in %s; connect a model to write it", ErrUnsupportedLanguage, quality.LanguageName(lang))
	}
	e := compose(in, lang)
	if onDelta != nil {
		for _, c := range streamChunks(e.content) {
			if err := ctx.Err(); err != nil {
				return Result{}, err
			}
			onDelta(c)
			if w.delay > 0 {
				t := time.NewTimer(w.delay)
				select {
				case <-ctx.Done():
					t.Stop()
					return Result{}, ctx.Err()
				case <-t.C:
				}
			}
		}
	}
	raw, _ := json.Marshal(e.record)
	return Result{Subjects: e.subjects, Content: e.content, PreviewText: e.preview, Raw: string(raw)}, nil
}

// streamChunks cuts text into sentence-sized pieces whose concatenation is
// exactly text.
func streamChunks(text string) []string {
	var out []string
	start := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		if (c == '.' || c == '!' || c == '?' || c == ':') && i+1 < len(text) && text[i+1] == ' ' {
			out = append(out, text[start:i+2])
			start = i + 2
			i++
		} else if c == '\n' && i+1 < len(text) && text[i+1] != '\n' {
			out = append(out, text[start:i+1])
			start = i + 1
		}
	}
	if start < len(text) {
		out = append(out, text[start:])
	}
	return out
}
