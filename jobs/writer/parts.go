package writer

import (
	"errors"
	"strings"
	"unicode/utf8"
)

// Parts of an email a rewrite can target. The body parts are found by paragraph (Locate);
// subject lines and preview text are their own fields.
const (
	PartHook     = "hook"
	PartStory    = "story"
	PartLesson   = "lesson"
	PartOffer    = "offer"
	PartCTA      = "cta"
	PartPS       = "ps"
	PartSubjects = "subjects"
	PartPreview  = "preview"
)

// BodyParts are the parts located in the body, in reading order.
var BodyParts = []string{PartHook, PartStory, PartLesson, PartOffer, PartCTA, PartPS}

// ErrPartNotFound: the email has no such part (no P.S., no offer…).
var ErrPartNotFound = errors.New("writer: part not found in the email")

// Span is a part's place in a body: byte offsets [Start, End).
type Span struct{ Start, End int }

// paragraph is one blank-line separated block of a body with its byte offsets.
type paragraph struct {
	text       string
	start, end int
}

// paragraphs splits a body on blank lines, keeping where each block sits.
func paragraphs(body string) []paragraph {
	var out []paragraph
	i := 0
	for i < len(body) {
		for i < len(body) && (body[i] == '\n' || body[i] == ' ' || body[i] == '\t' || body[i] == '\r') {
			i++
		}
		if i >= len(body) {
			break
		}
		j := strings.Index(body[i:], "\n\n")
		end := len(body)
		if j >= 0 {
			end = i + j
		}
		text := strings.TrimRight(body[i:end], " \t\r\n")
		out = append(out, paragraph{text: text, start: i, end: i + len(text)})
		i = end
	}
	return out
}

// Locate finds a body part by its paragraphs: the greeting is a short first line ending in a
// comma; the hook is the first paragraph after it; the call to action is the paragraph holding
// the link (link, else any web address); the P.S. starts with P.S. or P.D.; the lesson is the
// paragraph naming the lesson (else, with a product, the one before the offer); the offer is
// what lies between the lesson and the call to action; the story is what lies between the hook
// and the lesson.
func Locate(body, part, link, lesson string) (Span, error) {
	ps := paragraphs(body)
	if len(ps) == 0 {
		return Span{}, ErrPartNotFound
	}
	first := 0
	if isGreeting(ps[0].text) {
		first = 1
	}
	psIdx, ctaIdx := -1, -1
	for i := first; i < len(ps); i++ {
		if isPS(ps[i].text) {
			if psIdx < 0 {
				psIdx = i
			}
			continue
		}
		if ctaIdx < 0 && holdsLink(ps[i].text, link) {
			ctaIdx = i
		}
	}
	// The end of the letter: the call to action, else the sign-off or P.S.
	end := len(ps)
	if psIdx >= 0 {
		end = psIdx
	}
	if ctaIdx < 0 {
		for end > first+1 && isSignOff(ps[end-1].text) {
			end--
		}
	} else {
		end = ctaIdx
	}
	span := func(from, to int) (Span, error) {
		if from < 0 || to <= from || to > len(ps) {
			return Span{}, ErrPartNotFound
		}
		return Span{Start: ps[from].start, End: ps[to-1].end}, nil
	}
	switch part {
	case PartPS:
		if psIdx < 0 {
			return Span{}, ErrPartNotFound
		}
		return span(psIdx, psIdx+1)
	case PartCTA:
		if ctaIdx < 0 {
			return Span{}, ErrPartNotFound
		}
		return span(ctaIdx, ctaIdx+1)
	case PartHook:
		if first >= end {
			return Span{}, ErrPartNotFound
		}
		return span(first, first+1)
	}
	// The middle: after the hook, before the call to action.
	from := first + 1
	lessonIdx := -1
	if key := strings.ToLower(bare(lesson)); key != "" {
		for i := from; i < end; i++ {
			if strings.Contains(strings.ToLower(ps[i].text), key) {
				lessonIdx = i
				break
			}
		}
	}
	if lessonIdx < 0 && end-from >= 3 {
		lessonIdx = end - 2 // story…, lesson, offer
	}
	switch part {
	case PartStory:
		if lessonIdx < 0 {
			return span(from, end)
		}
		return span(from, lessonIdx)
	case PartLesson:
		if lessonIdx < 0 {
			return Span{}, ErrPartNotFound
		}
		return span(lessonIdx, lessonIdx+1)
	case PartOffer:
		if lessonIdx < 0 {
			return Span{}, ErrPartNotFound
		}
		return span(lessonIdx+1, end)
	}
	return Span{}, ErrPartNotFound
}

func isSignOff(p string) bool {
	return utf8.RuneCountInString(p) <= 40 && (strings.HasSuffix(strings.SplitN(p, "\n", 2)[0], ",") || len(strings.Fields(p)) <= 3)
}

func isPS(p string) bool {
	u := strings.ToUpper(p)
	return strings.HasPrefix(u, "P.S") || strings.HasPrefix(u, "P.D") || strings.HasPrefix(u, "PS:") || strings.HasPrefix(u, "PD:")
}

func holdsLink(p, link string) bool {
	if link != "" && strings.Contains(p, link) {
		return true
	}
	return strings.Contains(p, "http://") || strings.Contains(p, "https://")
}

// Splice puts text in place of span in body.
func Splice(body string, s Span, text string) string {
	return body[:s.Start] + text + body[s.End:]
}
