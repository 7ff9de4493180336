package quality

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// sentence is one sentence of a body.
type sentence struct {
	text string
	// afterEllipsis: the sentence before it ended in "..." or "…", after
	// which a lower-case start is a continuation, not an error.
	afterEllipsis bool
}

// abbreviations end in a dot without ending the sentence (compared lower
// case, without the final dot).
var abbreviations = map[string]bool{
	"p.s": true, "p.p.s": true, "ps": true, "p.d": true, "mr": true, "mrs": true, "ms": true,
	"dr": true, "dra": true, "st": true, "vs": true, "e.g": true, "i.e": true, "sr": true,
	"sra": true, "srta": true, "jr": true, "prof": true, "approx": true, "a.m": true,
	"p.m": true, "ud": true, "uds": true, "u.s": true,
}

// Sentences splits text into sentences: a blank line or a new line ends a
// sentence (a wrapped line that continues in lower case is joined back), and
// so do ".", "!", "?" and "…" followed by a space, except after
// abbreviations such as "P.S." or "Dr." and inside web addresses. An
// ellipsis followed by a lower-case word does not end the sentence.
func Sentences(text string) []string {
	ss := splitSentences(text)
	if len(ss) == 0 {
		return nil
	}
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = s.text
	}
	return out
}

func splitSentences(text string) []sentence {
	var out []sentence
	eachSentence(text, func(s sentence) { out = append(out, s) })
	return out
}

// eachSentence calls fn with each sentence of text in order, allocating
// only to rejoin a wrapped line.
func eachSentence(text string, fn func(sentence)) {
	pending := ""
	flush := func() {
		if pending != "" {
			splitLine(pending, fn)
			pending = ""
		}
	}
	for text != "" {
		line, rest, _ := strings.Cut(text, "\n")
		text = rest
		line = strings.TrimSpace(line)
		switch {
		case line == "":
			flush() // a blank line ends the paragraph
		case pending != "" && !endsSentence(pending) && startsLower(line):
			pending += " " + line // a wrapped line continues
		default:
			flush()
			pending = line
		}
	}
	flush()
}

func endsSentence(line string) bool {
	line = strings.TrimRight(line, ` "”’')»]`)
	r, _ := utf8.DecodeLastRuneInString(line)
	return r == '.' || r == '!' || r == '?' || r == '…'
}

func startsLower(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLower(r)
}

const terminators = ".!?…"
const closers = `"”’')»]`

// splitLine splits one line at sentence-ending punctuation.
func splitLine(line string, fn func(sentence)) {
	urls := urlSpans(line)
	start, ellipsis := 0, false
	emit := func(end int, nextEllipsis bool) {
		if t := strings.TrimSpace(line[start:end]); t != "" {
			fn(sentence{text: t, afterEllipsis: ellipsis})
			ellipsis = nextEllipsis
		}
		start = end
	}
	for i := 0; i < len(line); {
		if len(urls) > 0 && i >= urls[0].start {
			if i < urls[0].end {
				i = urls[0].end
			}
			urls = urls[1:]
			continue
		}
		if c := line[i]; c < utf8.RuneSelf && c != '.' && c != '!' && c != '?' {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(line[i:])
		if !strings.ContainsRune(terminators, r) {
			i += size
			continue
		}
		j := i
		for j < len(line) {
			r2, s2 := utf8.DecodeRuneInString(line[j:])
			if !strings.ContainsRune(terminators, r2) && !strings.ContainsRune(closers, r2) {
				break
			}
			j += s2
		}
		if j < len(line) {
			next, _ := utf8.DecodeRuneInString(line[j:])
			if !unicode.IsSpace(next) {
				i = j
				continue
			}
		}
		run := line[i:j]
		isEllipsis := strings.Contains(run, "...") || strings.ContainsRune(run, '…')
		if strings.Trim(run, closers) == "." && isAbbreviation(line[:i]) {
			i = j
			continue
		}
		if isEllipsis && startsLower(strings.TrimSpace(line[j:])) {
			i = j
			continue
		}
		emit(j, isEllipsis)
		i = j
	}
	emit(len(line), false)
}

// isAbbreviation reports whether the text before a dot ends in an
// abbreviation or a single capital initial ("J.").
func isAbbreviation(before string) bool {
	k := len(before)
	for k > 0 {
		r, size := utf8.DecodeLastRuneInString(before[:k])
		if !unicode.IsLetter(r) && r != '.' {
			break
		}
		k -= size
	}
	w := before[k:]
	if w == "" {
		return false
	}
	if utf8.RuneCountInString(w) == 1 {
		r, _ := utf8.DecodeRuneInString(w)
		return unicode.IsUpper(r) && r != 'I'
	}
	return abbreviations[strings.ToLower(w)]
}

// Salutation reports a greeting or sign-off line ("Hi there,", "Catch you soon,"): a sender
// writes the same one in every email, so it is not a sentence that repeats.
func Salutation(s string) bool {
	first, _, _ := strings.Cut(strings.TrimSpace(s), "\n") // "Catch you soon,\nDani"
	return strings.HasSuffix(strings.TrimSpace(first), ",") && countWords(s) <= 6
}
