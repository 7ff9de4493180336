package quality

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// CheckPreview measures the inbox preview text (preheader).
const CheckPreview = "preview"

// Preview text bounds: under 40 characters the inbox fills the rest with the
// body's first line; past about 110 it is cut on every client.
const (
	minPreview = 40
	maxPreview = 110
)

// checkPreview runs only on emails that have preview text.
func checkPreview(em *email) Check {
	c := Check{ID: CheckPreview}
	p := em.e.PreviewText
	n := utf8.RuneCountInString(p)
	first := ""
	if len(em.e.Subjects) > 0 {
		first = em.e.Subjects[0]
	}
	switch {
	case first != "" && RepeatsSubject(p, first):
		c.Status = Warn
		c.Message = "The preview text repeats the first subject line: it should add to it."
		c.Detail = clip(p, 120)
	case n < minPreview:
		c.Status = Warn
		c.Message = fmt.Sprintf("Preview text of %d characters: inboxes fill the rest with the body's first line.", n)
		c.Detail = fmt.Sprintf("Aim for %d–%d characters.", minPreview, maxPreview)
	case n > maxPreview:
		c.Status = Warn
		c.Message = fmt.Sprintf("Preview text of %d characters: inboxes cut it after about %d.", n, maxPreview)
		c.Detail = clip(p, 120)
	default:
		c.Status = Pass
		c.Message = fmt.Sprintf("Preview text of %d characters adds to the subject line.", n)
	}
	return c
}

// RepeatsSubject reports a preview that is the subject line, or opens with it (three words or
// more): either way the inbox shows the same words twice.
func RepeatsSubject(preview, subject string) bool {
	p, sub := NormalizeSentence(preview), NormalizeSentence(subject)
	return p == sub || (len(strings.Fields(sub)) >= 3 && strings.HasPrefix(p, sub+" "))
}
