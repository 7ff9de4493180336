package quality

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// token is one word of a sentence.
type token struct {
	text string
	// prev is the last non-space character before the word (0 at the
	// start): it tells a word after a colon or an opening quote apart.
	prev rune
	// joined: only spaces separate the word from the previous one.
	joined bool
}

// tokenize splits a sentence into words of letters and digits; an
// apostrophe between letters stays inside the word (it's, María's).
func tokenize(s string) []token {
	out := make([]token, 0, len(s)/5+1)
	var prev rune
	punctSince := true
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			if !unicode.IsSpace(r) {
				prev = r
				punctSince = true
			}
			i += size
			continue
		}
		j := i
		for j < len(s) {
			r2, s2 := utf8.DecodeRuneInString(s[j:])
			if unicode.IsLetter(r2) || unicode.IsDigit(r2) {
				j += s2
				continue
			}
			if r2 == '\'' || r2 == '’' {
				r3, _ := utf8.DecodeRuneInString(s[j+s2:])
				if unicode.IsLetter(r3) {
					j += s2
					continue
				}
			}
			break
		}
		out = append(out, token{text: s[i:j], prev: prev, joined: len(out) > 0 && !punctSince})
		last, _ := utf8.DecodeLastRuneInString(s[i:j])
		prev = last
		punctSince = false
		i = j
	}
	return out
}

// stripPS removes a leading P.S. marker (P.S., P.P.S., PS:, P.D.) so the
// word after it counts as the sentence's first.
func stripPS(s string) string {
	t := strings.TrimLeft(s, " \t*_")
	for _, m := range []string{"p.p.s.", "p.p.d.", "p.s.", "p.s:", "ps:", "ps.", "p.d.", "pd:", "p. s.", "p. d."} {
		if hasPrefixFold(t, m) {
			return strings.TrimSpace(t[len(m):])
		}
	}
	if hasPrefixFold(t, "ps ") || hasPrefixFold(t, "p.s ") {
		return strings.TrimSpace(t[strings.IndexByte(t, ' '):])
	}
	return s
}

// opensClause reports whether a word after this character starts a clause
// (a colon, an opening quote or Spanish opening marks).
func opensClause(prev rune) bool {
	return prev == 0 || strings.ContainsRune(`:"“‘«¿¡'`, prev)
}

func isCapitalised(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}

// isHeading reports whether a line is written in Title Case (every word of
// four letters or more capitalised, and at least minLong such words): a
// subject line or a heading, where capitals say nothing about names.
func isHeading(toks []token, minLong int) bool {
	long, capped := 0, 0
	for _, t := range toks {
		if utf8.RuneCountInString(t.text) < 4 {
			continue
		}
		long++
		if isCapitalised(t.text) {
			capped++
		}
	}
	return long >= minLong && capped == long
}

// bareWord lower-cases w, unifies apostrophes and drops a possessive 's.
func bareWord(w string) string {
	w = strings.ToLower(strings.ReplaceAll(w, "’", "'"))
	return strings.TrimSuffix(w, "'s")
}
