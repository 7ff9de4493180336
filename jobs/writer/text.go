package writer

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// cleanField normalises one user-typed value for use inside prose: whitespace
// collapsed, template braces dropped (they would read as unfilled
// placeholders), and values that are really "nothing" treated as empty.
func cleanField(s string) string {
	s = strings.Map(func(r rune) rune {
		switch r {
		case '{', '}':
			return -1
		case '\u00a0', '\t', '\r', '\n':
			return ' '
		}
		if unicode.IsControl(r) || r == utf8.RuneError {
			return -1
		}
		return r
	}, s)
	s = strings.Join(strings.Fields(s), " ")
	switch strings.ToLower(s) {
	case "undefined", "null", "nil", "none", "n/a", "na", "-", "--":
		return ""
	}
	return s
}

// cleanStory is cleanField but keeps line breaks, which mark sentence ends in
// stories typed without punctuation.
func cleanStory(s string) string {
	lines := strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n")
	out := make([]string, 0, len(lines))
	for _, l := range lines {
		if l = cleanField(l); l != "" {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// wordCount counts space-separated words without allocating (fit counts every draft).
func wordCount(s string) int {
	n, in := 0, false
	for _, r := range s {
		space := unicode.IsSpace(r)
		if !space && !in {
			n++
		}
		in = !space
	}
	return n
}

func ucfirst(s string) string {
	lead := len(s) - len(strings.TrimLeft(s, "¡¿")) // "¡abrimos" is "¡Abrimos"
	r, n := utf8.DecodeRuneInString(s[lead:])
	if n == 0 || !unicode.IsLower(r) {
		return s
	}
	return s[:lead] + string(unicode.ToUpper(r)) + s[lead+n:]
}

// commonStarts are first words that are safe to lower-case when a phrase is
// placed mid-sentence; anything else might be a name and keeps its case.
var commonStarts = map[string]bool{
	"a": true, "an": true, "the": true, "my": true, "our": true, "your": true, "their": true, "his": true, "her": true,
	"this": true, "that": true, "these": true, "those": true, "some": true, "any": true, "every": true, "all": true,
	"most": true, "many": true, "more": true, "other": true, "new": true, "busy": true, "small": true, "big": true,
	"young": true, "older": true, "first": true, "people": true, "anyone": true, "everyone": true, "women": true,
	"men": true, "moms": true, "dads": true, "parents": true, "online": true, "local": true, "solo": true,
	"aspiring": true, "overwhelmed": true, "ambitious": true, "independent": true, "creative": true, "professional": true,
	"one": true, "two": true, "three": true, "four": true, "five": true, "six": true, "seven": true, "eight": true,
	"nine": true, "ten": true, "twenty": true, "fifty": true, "hundred": true, "thousand": true, "how": true,
	"why": true, "what": true, "when": true, "where": true, "who": true, "over": true, "under": true, "about": true,
	"almost": true, "nearly": true, "just": true, "only": true, "less": true, "half": true, "double": true,
	"triple": true, "lost": true, "wasted": true, "years": true, "months": true, "weeks": true, "days": true,
	"we": true, "they": true, "you": true, "it": true, "he": true, "she": true, "there": true, "after": true,
	"before": true, "once": true, "if": true, "instead": true,
}

// lcPhrase lower-cases the first letter of a phrase that will sit inside a
// sentence, unless the first word looks like a name or an acronym.
func lcPhrase(s string) string {
	s = strings.TrimRight(strings.TrimSpace(s), ".!?…;:, ")
	first, _, _ := strings.Cut(s, " ")
	if first == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(first)
	if !unicode.IsUpper(r) {
		return s
	}
	rest := first[n:]
	if rest == "" || strings.ToLower(rest) != rest { // "I", "AI", "McKinsey"
		return s
	}
	lw := strings.ToLower(first)
	if commonStarts[lw] || hasAnySuffix(lw, "ers", "ors", "ists", "ies", "ing", "ly", "ed", "ful", "ous", "ive", "ians", "ants", "ents", "ches", "shes") {
		return string(unicode.ToLower(r)) + s[n:]
	}
	return s
}

// afterColon is a field placed after a frame's colon: a sentence's capital goes ("Here's what
// happened: we hired…"), a name's stays.
func afterColon(s string) string {
	s = strings.TrimSpace(s)
	core := strings.TrimRight(s, ".!?…;:, ")
	return tail(lcPhrase(core) + s[len(core):])
}

// bareWord is a word without the quotes, brackets and punctuation typed around it.
func bareWord(w string) string { return strings.Trim(w, "\"'“”‘’()¿¡,.;:!?") }

func hasAnySuffix(s string, suffixes ...string) bool {
	for _, x := range suffixes {
		if strings.HasSuffix(s, x) {
			return true
		}
	}
	return false
}

func hasAnyPrefix(s string, prefixes ...string) bool {
	for _, x := range prefixes {
		if strings.HasPrefix(s, x) {
			return true
		}
	}
	return false
}

// endsSentence reports whether s already ends with terminal punctuation,
// allowing closing quotes or brackets after it.
func endsSentence(s string) bool {
	s = strings.TrimRight(s, "\"'”’)] ")
	if s == "" {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s)
	return r == '.' || r == '!' || r == '?' || r == '…'
}

// sentence turns a fragment into a standalone sentence: capitalised, with a
// full stop when it has no terminal punctuation.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	s = strings.TrimRight(s, ",;: ")
	if s == "" {
		return ""
	}
	return withStop(ucfirst(s))
}

// withStop ends s with a full stop unless it has terminal punctuation; a closing double
// quote keeps the stop inside, as American English does: `told me "I stopped."`.
func withStop(s string) string {
	switch {
	case endsSentence(s):
		return s
	case strings.HasSuffix(s, `"`) && strings.Count(s, `"`)%2 == 0:
		return s[:len(s)-1] + `."`
	case strings.HasSuffix(s, "”"):
		return strings.TrimSuffix(s, "”") + ".”"
	}
	return s + "."
}

// tail is sentence() for text placed after a colon: the writer's own casing
// is kept, only the closing punctuation is ensured.
func tail(s string) string {
	s = strings.TrimRight(strings.TrimSpace(s), ",;: ")
	if s == "" {
		return ""
	}
	return withStop(s)
}

// bare strips closing punctuation so a phrase can be embedded in a sentence.
func bare(s string) string { return strings.TrimRight(strings.TrimSpace(s), ".!?…;:, ") }

var abbreviations = map[string]bool{
	"mr": true, "mrs": true, "ms": true, "dr": true, "prof": true, "sr": true, "jr": true, "st": true,
	"vs": true, "etc": true, "e.g": true, "i.e": true, "inc": true, "ltd": true, "co": true, "approx": true,
	"no": true, "u.s": true, "a.m": true, "p.m": true, "sra": true, "srta": true, "dra": true, "lic": true, "ing": true,
}

// splitSentences cuts text into sentences at terminal punctuation followed by
// a space and a capital, digit or quote, and at line breaks. Every returned
// sentence is capitalised and punctuated.
func splitSentences(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		start := 0
		for i := 0; i < len(line); i++ {
			c := line[i]
			if c != '.' && c != '!' && c != '?' {
				continue
			}
			if strings.Count(line[start:i], "(") > strings.Count(line[start:i], ")") {
				continue // "(?? no idea why I did that math)" is an aside, not a sentence end
			}
			if seg := line[start:i]; (strings.Count(seg, "\"")%2 == 1 || strings.Count(seg, "“") > strings.Count(seg, "”")) && strings.ContainsAny(line[i+1:], "\"”") && c != '.' {
				continue // "you need that twice in your life? Take mine": the quote goes on
			}
			j := i + 1
			for j < len(line) && strings.IndexByte(".!?\"')]", line[j]) >= 0 {
				j++
			}
			if j >= len(line) || line[j] != ' ' {
				continue
			}
			k := j + 1
			if k >= len(line) {
				continue
			}
			r, _ := utf8.DecodeRuneInString(line[k:])
			if strings.Contains(line[max(start, i-2):j], "..") && unicode.IsLower(r) {
				continue // "she just... went" trails off and goes on
			}
			// Text typed in lower case still ends its sentences with a
			// full stop: a lower-case start after one is a new sentence.
			if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("\"'“(¿¡«$€£", r) {
				continue
			}
			if c == '.' {
				w := line[start:i]
				if sp := strings.LastIndexByte(w, ' '); sp >= 0 {
					w = w[sp+1:]
				}
				if abbreviations[strings.ToLower(strings.TrimLeft(w, "(\"'"))] {
					continue
				}
			}
			if s := sentence(line[start:j]); s != "" {
				out = append(out, s)
			}
			start = k
			i = j
		}
		if s := sentence(line[start:]); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// capWords shortens text to at most n words, preferring whole sentences.
func capWords(text string, n int) string {
	if wordCount(text) <= n {
		return text
	}
	var b []string
	used := 0
	for _, s := range splitSentences(text) {
		w := wordCount(s)
		if used+w > n {
			break
		}
		b = append(b, s)
		used += w
	}
	if len(b) > 0 {
		return strings.Join(b, " ")
	}
	// Never cut inside a sentence: the first one whole.
	if ss := splitSentences(text); len(ss) > 0 {
		return ss[0]
	}
	return text
}

// shortPhrase returns s when it has at most n words (for subject lines),
// else "".
func shortPhrase(s string, n int) string {
	s = bare(s)
	if s == "" || wordCount(s) > n {
		return ""
	}
	return s
}

var numberWords = map[string]string{
	"1": "One", "2": "Two", "3": "Three", "4": "Four", "5": "Five", "6": "Six", "7": "Seven", "8": "Eight",
	"9": "Nine", "10": "Ten", "12": "Twelve",
}

// leadingNumberWord spells a small leading number so a sentence does not
// start with a digit ("6 months ago" -> "Six months ago").
func leadingNumberWord(s string) string {
	first, rest, ok := strings.Cut(s, " ")
	if w, found := numberWords[first]; found && ok {
		return w + " " + rest
	}
	return ucfirst(s)
}

// firstWordLower returns the lower-cased first word of s without punctuation.
func firstWordLower(s string) string {
	first, _, _ := strings.Cut(strings.TrimSpace(s), " ")
	return strings.ToLower(strings.Trim(first, ".,;:!?\"'()"))
}

// subjectLed reports whether a fragment starts like a full clause ("I lost…",
// "We hired…"), so it can stand as its own sentence.
func subjectLed(s string) bool {
	switch firstWordLower(s) {
	case "i", "i'm", "i've", "i'd", "we", "we're", "we've", "my", "our", "he", "she", "they", "it", "it's", "you", "there", "this":
		return true
	}
	return false
}

func sortStrings(s []string) { sort.Strings(s) }
