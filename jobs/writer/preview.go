package writer

import (
	"strings"
	"unicode/utf8"

	"storymail/jobs/writer/quality"
)

// Preview text bounds: inboxes show about 90–110 characters after the
// subject on desktop; under 40 they fill the rest with the body's first line.
const (
	MinPreviewRunes = 40
	MaxPreviewRunes = 110
)

// FitPreview returns preview when it is usable (in bounds, not the first
// subject line again), else a preview cut from the email's opening: the
// first sentences after the greeting, ended on a word boundary.
func FitPreview(preview, body string, subjects []string) string {
	preview = strings.Join(strings.Fields(preview), " ")
	n := utf8.RuneCountInString(preview)
	first := ""
	if len(subjects) > 0 {
		first = subjects[0]
	}
	if n >= MinPreviewRunes && n <= MaxPreviewRunes && !quality.RepeatsSubject(preview, first) {
		return preview
	}
	return previewFromBody(body, first)
}

// previewFromBody builds a preview from the body's opening sentences.
func previewFromBody(body, firstSubject string) string {
	var sentences []string
	for i, para := range strings.Split(strings.TrimSpace(body), "\n\n") {
		if first, _, _ := strings.Cut(para, "\n"); i > 0 && isGreeting(strings.TrimSpace(first)) {
			continue // the sign-off ("Until next time,\nDani") is no preview
		}
		para = strings.Join(strings.Fields(para), " ")
		if i == 0 && isGreeting(para) {
			continue
		}
		if strings.HasPrefix(para, "P.S.") || strings.HasPrefix(para, "P.D.") || strings.Contains(para, "://") {
			if len(sentences) > 0 {
				break // what follows the link is the close ("Any questions, just reply."), no preview
			}
			continue
		}
		sentences = append(sentences, splitSentences(para)...)
		if len(sentences) >= 3 {
			break
		}
	}
	var b strings.Builder
	for _, s := range sentences {
		if quality.RepeatsSubject(s, firstSubject) {
			continue
		}
		next := strings.TrimSpace(b.String() + " " + s)
		if utf8.RuneCountInString(next) > MaxPreviewRunes {
			have := utf8.RuneCountInString(b.String())
			if have < MinPreviewRunes {
				// "This happened Tuesday." alone leaves the inbox to fill the line: the next
				// sentence runs on, cut at a word ("This happened Tuesday. A guy comes in with…")
				return strings.TrimSpace(b.String() + " " + cutAtWord(s, MaxPreviewRunes-have-1))
			}
			break
		}
		b.Reset()
		b.WriteString(next)
		if utf8.RuneCountInString(next) >= MinPreviewRunes+30 {
			break
		}
	}
	return b.String()
}

// lessonPreview is the offline email's inbox preview: the story's point, from the lesson on
// ("Planning ahead isn't morbid. It's the last kind thing you do for your kids."), so the
// inbox does not show the opening line the reader is about to read again. "" when the email
// states no lesson or its line says what the first subject line says; FitPreview then takes
// the opening.
func lessonPreview(body, lesson string, subjects []string) string {
	// the lesson's opening words find its paragraph, however it was cased or split
	head := strings.ToLower(strings.TrimRight(firstWords(bare(lesson), 3), ",;:.!?"))
	if head == "" {
		return ""
	}
	paras := strings.Split(body, "\n\n")
	for i, p := range paras {
		if i == 0 || !strings.Contains(strings.ToLower(p), head) {
			continue
		}
		from := strings.Join(paras[i:], "\n\n")
		if utf8.RuneCountInString(p) >= MinPreviewRunes {
			from = p // the point alone, not run on into "So here's the product."
		}
		if pv := previewFromBody(from, ""); len(subjects) == 0 || !quality.RepeatsSubject(pv, subjects[0]) {
			return pv
		}
		return ""
	}
	return ""
}

// isGreeting tells a salutation line ("Hi Sam,", "Hola,") from the hook.
func isGreeting(p string) bool {
	if n := utf8.RuneCountInString(p); n <= 12 && (strings.HasPrefix(p, "¿") || strings.HasPrefix(p, "¡")) && strings.ContainsAny(p[len(p)-1:], "?!") {
		return true // "¿Qué tal?", "¡Hola!"
	}
	return utf8.RuneCountInString(p) <= 40 && strings.HasSuffix(p, ",") && !strings.ContainsAny(strings.TrimSuffix(p, ","), ".!?")
}

// cutAtWord cuts s to at most n runes on a word boundary and marks the cut.
func cutAtWord(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	cut := string(r[:n-1])
	if i := strings.LastIndexByte(cut, ' '); i > n/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,;:") + "…"
}
