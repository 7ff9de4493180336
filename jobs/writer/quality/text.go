package quality

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// span is a byte range [start, end) in a string.
type span struct{ start, end int }

// urlSpans finds the web addresses in s: anything from http://, https:// or
// www. up to the next space or bracket, without trailing sentence
// punctuation.
func urlSpans(s string) []span {
	if !mayHoldURL(s) {
		return nil
	}
	var out []span
	for i := 0; i < len(s); {
		j := indexURLStart(s, i)
		if j < 0 {
			break
		}
		end := j
		for end < len(s) {
			r, size := utf8.DecodeRuneInString(s[end:])
			if unicode.IsSpace(r) || strings.ContainsRune(`<>"“”‘’«»`, r) {
				break
			}
			end += size
		}
		for end > j && strings.ContainsRune(".,;:!?)]}'*", rune(s[end-1])) {
			end--
		}
		if end > j {
			out = append(out, span{j, end})
		}
		if end <= i {
			end = i + 1
		}
		i = end
	}
	return out
}

// mayHoldURL is a fast rejection for the common text without addresses.
func mayHoldURL(s string) bool {
	for _, p := range []string{"http", "www.", "HTTP", "Http", "WWW.", "Www."} {
		if strings.Contains(s, p) {
			return true
		}
	}
	return false
}

// indexURLStart is the byte offset of the next address start in s from i,
// or -1. "www." only counts at a word start.
func indexURLStart(s string, from int) int {
	for i := from; i < len(s); i++ {
		c := s[i]
		if c != 'h' && c != 'H' && c != 'w' && c != 'W' {
			continue
		}
		rest := s[i:]
		if hasPrefixFold(rest, "https://") || hasPrefixFold(rest, "http://") {
			return i
		}
		if hasPrefixFold(rest, "www.") && (i == 0 || !isWordByte(s[i-1])) {
			return i
		}
	}
	return -1
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

func isWordByte(c byte) bool {
	return c == '_' || c == '/' || c == '.' || c == '@' || c >= 0x80 ||
		(c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

// findURLs returns the addresses in s.
func findURLs(s string) []string {
	spans := urlSpans(s)
	out := make([]string, len(spans))
	for i, sp := range spans {
		out[i] = s[sp.start:sp.end]
	}
	return out
}

// stripURLs replaces every address in s with a space.
func stripURLs(s string) string {
	spans := urlSpans(s)
	if len(spans) == 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	last := 0
	for _, sp := range spans {
		b.WriteString(s[last:sp.start])
		b.WriteByte(' ')
		last = sp.end
	}
	b.WriteString(s[last:])
	return b.String()
}

// countWords counts the whitespace-separated tokens of s that hold a
// letter or a digit (a lone dash is not a word).
func countWords(s string) int {
	n := 0
	inTok, hasAlnum := false, false
	for _, r := range s {
		if unicode.IsSpace(r) {
			if inTok && hasAlnum {
				n++
			}
			inTok, hasAlnum = false, false
			continue
		}
		inTok = true
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			hasAlnum = true
		}
	}
	if inTok && hasAlnum {
		n++
	}
	return n
}

// Words is the body's word count with every web address left out (the
// tracked link and any other), the count the length band is measured on.
// trackedURL is also removed when it appears in a form the address scanner
// does not see (without a scheme).
func Words(body, trackedURL string) int {
	if trackedURL != "" {
		body = strings.ReplaceAll(body, trackedURL, " ")
	}
	return countWords(stripURLs(body))
}

// fold is the comparison key of a phrase: lower case, apostrophes dropped,
// every other run of non-letters and non-digits one space.
func fold(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		switch {
		case r == '\'' || r == '’' || r == '‘':
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(unicode.ToLower(r))
		default:
			space = true
		}
	}
	return b.String()
}

// NormalizeSentence is the key two sentences are compared by: addresses
// removed, lower case, punctuation and spacing folded, so "Here's the link
// again: <url>" matches across campaigns.
func NormalizeSentence(s string) string {
	return fold(stripURLs(s))
}

// containsPhrase reports whether the folded phrase occurs in the folded
// text on word boundaries.
func containsPhrase(foldedText, foldedPhrase string) bool {
	if foldedPhrase == "" {
		return false
	}
	for i := 0; i+len(foldedPhrase) <= len(foldedText); {
		j := strings.Index(foldedText[i:], foldedPhrase)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(foldedPhrase)
		if (j == 0 || foldedText[j-1] == ' ') && (end == len(foldedText) || foldedText[end] == ' ') {
			return true
		}
		i = j + 1
	}
	return false
}

// wordSet is the set of folded words of the texts.
func wordSet(texts ...string) map[string]bool {
	set := map[string]bool{}
	for _, t := range texts {
		for _, w := range strings.Fields(fold(t)) {
			set[w] = true
		}
	}
	return set
}

// paragraphs splits text at blank lines, trimming each block.
func paragraphs(text string) []string {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	var out []string
	var cur []string
	flush := func() {
		if len(cur) > 0 {
			out = append(out, strings.Join(cur, "\n"))
			cur = cur[:0]
		}
	}
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			flush()
			continue
		}
		cur = append(cur, line)
	}
	flush()
	return out
}

// clip shortens s to n runes (spacing folded) for a Detail line.
func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return strings.TrimSpace(string(r[:n])) + "…"
}

// quoteList renders items as “a”, “b”, … at most max of them.
func quoteList(items []string, max int) string {
	var parts []string
	for i, it := range items {
		if i == max {
			parts = append(parts, "…")
			break
		}
		parts = append(parts, "“"+it+"”")
	}
	return strings.Join(parts, ", ")
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// sentenceHash is a 64-bit FNV-1a hash of NormalizeSentence(s) and its word
// count, computed without building the string: the repetition check hashes
// every sentence of twenty previous emails.
func sentenceHash(s string) (hash uint64, words int) {
	const offset, prime = 14695981039346656037, 1099511628211
	hash = offset
	spans := urlSpans(s)
	space := false
	for i, r := range s {
		if len(spans) > 0 && i >= spans[0].start {
			if i < spans[0].end {
				space = true
				continue
			}
			spans = spans[1:]
		}
		switch {
		case r == '\'' || r == '’' || r == '‘':
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if words == 0 || space {
				if words > 0 {
					hash = (hash ^ ' ') * prime
				}
				words++
			}
			space = false
			var buf [utf8.UTFMax]byte
			n := utf8.EncodeRune(buf[:], unicode.ToLower(r))
			for _, c := range buf[:n] {
				hash = (hash ^ uint64(c)) * prime
			}
		default:
			space = true
		}
	}
	return hash, words
}
