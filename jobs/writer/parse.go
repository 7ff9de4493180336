package writer

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// The model answers in two tagged blocks (see BuildPrompt):
//
//	<subjects>
//	one subject line per line
//	</subjects>
//	<email>
//	the plain-text email body
//	</email>
//
// Subject lines come first so the body can be streamed to the reader as soon
// as its opening tag arrives.
const (
	tagSubjectsOpen  = "<subjects>"
	tagSubjectsClose = "</subjects>"
	tagEmailOpen     = "<email>"
	tagEmailClose    = "</email>"
	tagPreviewOpen   = "<preview>"
	tagPreviewClose  = "</preview>"
	maxSubjectRunes  = 150
)

var (
	listMarker    = regexp.MustCompile(`(?i)^(?:[-*•–]\s*|\(?\d{1,2}[.):]\s*|subject(?:\s+line)?(?:\s*\d{1,2})?\s*[:\-]\s*)`)
	manyNewlines  = regexp.MustCompile(`\n{3,}`)
	trailingSpace = regexp.MustCompile(`[ \t]+\n`)
)

// ParseOutput reads a model answer. It needs an email block with a non-empty
// body and at least wantSubjects distinct subject lines (extra ones are
// dropped; wantSubjects <= 0 accepts any non-zero number). Errors wrap
// ErrMalformed. Raw is the text as given.
func ParseOutput(text string, wantSubjects int) (Result, error) {
	res := Result{Raw: text}
	norm := strings.ReplaceAll(text, "\r\n", "\n")
	eo := indexFold(norm, tagEmailOpen)
	if eo < 0 {
		return res, fmt.Errorf("%w: no %s block", ErrMalformed, tagEmailOpen)
	}
	head := norm[:eo]
	res.PreviewText, head = cutPreview(head)
	res.Subjects = parseSubjects(head)
	body := norm[eo+len(tagEmailOpen):]
	if ec := indexFold(body, tagEmailClose); ec >= 0 {
		body = body[:ec]
	}
	res.Content = cleanBody(body)
	if res.Content == "" {
		return res, fmt.Errorf("%w: empty email body", ErrMalformed)
	}
	switch {
	case len(res.Subjects) == 0:
		return res, fmt.Errorf("%w: no subject lines", ErrMalformed)
	case wantSubjects > 0 && len(res.Subjects) < wantSubjects:
		return res, fmt.Errorf("%w: %d subject lines, want %d", ErrMalformed, len(res.Subjects), wantSubjects)
	case wantSubjects > 0:
		res.Subjects = res.Subjects[:wantSubjects]
	}
	return res, nil
}

// cutPreview takes the preview block out of the text before the email block
// and answers it on one line.
func cutPreview(head string) (preview, rest string) {
	po := indexFold(head, tagPreviewOpen)
	if po < 0 {
		return "", head
	}
	after := head[po+len(tagPreviewOpen):]
	rest = head[:po]
	if pc := indexFold(after, tagPreviewClose); pc >= 0 {
		rest += after[pc+len(tagPreviewClose):]
		after = after[:pc]
	}
	preview = strings.Join(strings.Fields(after), " ")
	preview = strings.TrimSpace(strings.Trim(preview, "\"“”*_`"))
	if utf8.RuneCountInString(preview) > maxSubjectRunes {
		preview = string([]rune(preview)[:maxSubjectRunes])
	}
	return preview, rest
}

// parseSubjects reads the subject lines before the email block: the
// <subjects> block when present, else every non-empty line.
func parseSubjects(head string) []string {
	if so := indexFold(head, tagSubjectsOpen); so >= 0 {
		head = head[so+len(tagSubjectsOpen):]
		if sc := indexFold(head, tagSubjectsClose); sc >= 0 {
			head = head[:sc]
		}
	}
	seen := map[string]bool{}
	var out []string
	for _, line := range strings.Split(head, "\n") {
		s := strings.TrimSpace(line)
		if s == "" || strings.HasPrefix(s, "<") || strings.HasPrefix(s, "```") {
			continue
		}
		s = strings.TrimSpace(listMarker.ReplaceAllString(s, ""))
		s = strings.TrimSpace(strings.Trim(s, "\"“”*_`"))
		if s == "" {
			continue
		}
		if utf8.RuneCountInString(s) > maxSubjectRunes {
			s = string([]rune(s)[:maxSubjectRunes])
		}
		key := strings.ToLower(s)
		if seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, s)
	}
	return out
}

// cleanBody normalises an email body: no code fences, no trailing spaces, at
// most one blank line between paragraphs.
func cleanBody(body string) string {
	body = strings.ReplaceAll(body, "\r\n", "\n")
	lines := strings.Split(body, "\n")
	kept := lines[:0]
	for _, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), "```") {
			continue
		}
		kept = append(kept, l)
	}
	body = strings.Join(kept, "\n")
	body = trailingSpace.ReplaceAllString(body, "\n")
	body = manyNewlines.ReplaceAllString(body, "\n\n")
	return strings.TrimSpace(body)
}

// ensureLink makes sure the body carries the tracking link: every bare copy
// of the CTA URL is upgraded in place; with none, the link is added before
// the P.S. (or at the end).
func ensureLink(body, link, ctaURL string) string {
	if link == "" {
		return body
	}
	if cta := strings.TrimSpace(ctaURL); cta != "" && cta != link {
		var b strings.Builder
		rest := body
		for {
			i := strings.Index(rest, cta)
			if i < 0 {
				break
			}
			end := i + len(cta)
			if strings.HasPrefix(rest[i:], link) { // already tracked
				end = i + len(link)
			}
			b.WriteString(rest[:i])
			if end == i+len(cta) && urlEndsAt(rest, end) {
				b.WriteString(link)
			} else {
				b.WriteString(rest[i:end])
			}
			rest = rest[end:]
		}
		b.WriteString(rest)
		body = b.String()
	}
	if strings.Contains(body, link) {
		return body
	}
	line := "Here's the link: " + link
	if i := strings.LastIndex(body, "\nP.S."); i >= 0 {
		return strings.TrimRight(body[:i], "\n") + "\n\n" + line + "\n\n" + body[i+1:]
	}
	return body + "\n\n" + line
}

// urlEndsAt reports whether a URL in s ends at byte end: the text ends, or a
// space, bracket or quote follows, or punctuation that itself ends the text
// or is followed by a space (a full stop after a link, not a query string).
func urlEndsAt(s string, end int) bool {
	if end == len(s) || strings.IndexByte(" \n\t)>\"'", s[end]) >= 0 {
		return true
	}
	if strings.IndexByte(".,!?;:", s[end]) < 0 {
		return false
	}
	return end+1 == len(s) || strings.IndexByte(" \n\t)\"'", s[end+1]) >= 0
}

// bodyStream extracts the email body from a streamed answer as it grows.
// It emits nothing until the email block opens, and only when the subject
// block before it already holds enough lines (so a retry is unlikely after
// text was shown). It holds back trailing whitespace and anything that could
// be the start of the closing tag.
type bodyStream struct {
	want    int
	emit    func(string)
	buf     strings.Builder
	start   int  // byte offset of the body in buf, -1 before the tag
	sent    int  // bytes of the body already emitted
	done    bool // closing tag seen
	blocked bool // subjects insufficient: do not stream this answer
	emitted bool
	scanned int // bytes already searched for the opening tag
}

func newBodyStream(want int, emit func(string)) *bodyStream {
	return &bodyStream{want: want, emit: emit, start: -1}
}

func (b *bodyStream) Write(delta string) {
	b.buf.WriteString(delta)
	if !b.done && delta != "" {
		b.advance(false)
	}
}

// Flush emits text held back for a closing tag that never came.
func (b *bodyStream) Flush() {
	if !b.done {
		b.advance(true)
	}
}

func (b *bodyStream) advance(final bool) {
	s := b.buf.String()
	if b.start < 0 {
		from := max(0, b.scanned-len(tagEmailOpen))
		i := indexFold(s[from:], tagEmailOpen)
		b.scanned = len(s)
		if i < 0 {
			return
		}
		i += from
		if subj := parseSubjects(s[:i]); len(subj) == 0 || (b.want > 0 && len(subj) < b.want) {
			b.blocked = true
		}
		b.start = i + len(tagEmailOpen)
		b.sent = b.start
	}
	if b.blocked || b.emit == nil {
		return
	}
	limit := len(s)
	// Text before b.sent was already searched for the closing tag.
	if ec := indexFold(s[b.sent:], tagEmailClose); ec >= 0 {
		limit = b.sent + ec
		b.done = true
	} else if j := strings.LastIndexByte(s[b.start:], '<'); !final && j >= 0 && len(s)-(b.start+j) < len(tagEmailClose) && hasPrefixFold(tagEmailClose, s[b.start+j:]) {
		limit = b.start + j // could be the start of </email>
	}
	// Hold back trailing whitespace; leading whitespace is never sent.
	for limit > b.sent && strings.IndexByte(" \t\r\n", s[limit-1]) >= 0 {
		limit--
	}
	if !b.emitted {
		for b.sent < limit && strings.IndexByte(" \t\r\n", s[b.sent]) >= 0 {
			b.sent++
		}
	}
	for limit > b.sent && limit < len(s) && !utf8.RuneStart(s[limit]) {
		limit--
	}
	if limit > b.sent {
		b.emit(s[b.sent:limit])
		b.sent = limit
		b.emitted = true
	}
}

func (b *bodyStream) String() string { return b.buf.String() }

// indexFold is strings.Index ignoring ASCII case; the index is into s
// itself (lower-casing s first could change its byte length).
func indexFold(s, tag string) int {
	for i := 0; i+len(tag) <= len(s); i++ {
		if hasPrefixFold(s[i:], tag) {
			return i
		}
	}
	return -1
}

// hasPrefixFold reports whether s starts with prefix, ignoring ASCII case.
func hasPrefixFold(s, prefix string) bool {
	if len(s) < len(prefix) {
		return false
	}
	for i := 0; i < len(prefix); i++ {
		a, b := s[i], prefix[i]
		if 'A' <= a && a <= 'Z' {
			a += 'a' - 'A'
		}
		if 'A' <= b && b <= 'Z' {
			b += 'a' - 'A'
		}
		if a != b {
			return false
		}
	}
	return true
}
