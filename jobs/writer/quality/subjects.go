package quality

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Subject-line length limits in characters: above subjectWarnChars most
// phones cut the line; above subjectMaxChars most inboxes do.
const (
	subjectWarnChars = 50
	subjectMaxChars  = 60
)

// spamTriggers are phrases that push an email toward the spam folder. Word
// phrases match whole words of the folded subject; those with symbols match
// the lower-cased subject as written.
var spamTriggers = []string{
	"free!!", "100% free", "$$$", "act now", "guaranteed", "risk-free", "risk free", "winner",
	"cash", "urgent", "click here", "limited time", "buy now", "order now", "call now",
	"apply now", "earn money", "make money", "free money", "extra cash", "no cost",
	"no obligation", "once in a lifetime", "congratulations", "double your", "miracle",
	"prize", "lowest price", "best price", "last chance", "expires today", "don't delete",
	"100% gratis", "gratis!!", "urgente", "garantizado", "haz clic aquí", "compra ahora",
	"gana dinero", "dinero fácil", "oferta limitada", "última oportunidad",
}

func checkSubjects(src *source, em *email) Check {
	c := Check{ID: CheckSubjects, Status: Pass}
	subjects := em.e.Subjects
	var fails, warns []string
	want := src.b.SubjectCount
	if len(subjects) == 0 && want <= 0 {
		fails = append(fails, "the email has no subject line")
	}
	if want > 0 && len(subjects) != want {
		fails = append(fails, fmt.Sprintf("%d subject %s instead of %d", len(subjects), plural(len(subjects), "line", "lines"), want))
	}
	title, topic := fold(src.b.Title), fold(src.b.Topic)
	seen := map[string]int{}
	for i, s := range subjects {
		n := i + 1
		s = strings.TrimSpace(s)
		if s == "" {
			fails = append(fails, fmt.Sprintf("line %d is empty", n))
			continue
		}
		chars := utf8.RuneCountInString(s)
		switch {
		case chars > subjectMaxChars:
			fails = append(fails, fmt.Sprintf("“%s” has %d characters (max %d)", s, chars, subjectMaxChars))
		case chars > subjectWarnChars:
			warns = append(warns, fmt.Sprintf("“%s” has %d characters; phones may cut it after %d", s, chars, subjectWarnChars))
		}
		key := fold(s)
		if j, dup := seen[key]; dup && key != "" {
			fails = append(fails, fmt.Sprintf("line %d repeats line %d (“%s”)", n, j, s))
		} else {
			seen[key] = n
		}
		if key != "" && key == title {
			fails = append(fails, fmt.Sprintf("“%s” is your internal title", s))
		} else if key != "" && key == topic {
			fails = append(fails, fmt.Sprintf("“%s” is your topic word for word", s))
		}
		if t := spamIn(s, src); t != "" {
			warns = append(warns, fmt.Sprintf("“%s” contains “%s”, a spam-filter trigger", s, t))
		}
		if w := shoutedWord(s, src); w != "" {
			warns = append(warns, fmt.Sprintf("“%s” shouts “%s” in capitals", s, w))
		}
		if strings.Contains(s, "!!") {
			warns = append(warns, fmt.Sprintf("“%s” uses “!!”", s))
		}
	}
	switch {
	case len(fails) > 0:
		c.Status = Fail
		c.Message = "Subject lines need fixing: " + fails[0] + "."
	case len(warns) > 0:
		c.Status = Warn
		c.Message = "Subject lines could be better: " + warns[0] + "."
	default:
		c.Message = fmt.Sprintf("%d distinct subject %s, each short enough for an inbox.", len(subjects), plural(len(subjects), "line", "lines"))
	}
	if all := append(fails, warns...); len(all) > 1 {
		c.Detail = strings.Join(all, "; ") + "."
	}
	return c
}

// spamIn returns the first spam trigger in the subject that the user's own
// input does not contain.
func spamIn(subject string, src *source) string {
	lower := strings.ToLower(subject)
	folded := fold(subject)
	inputLower := strings.ToLower(src.all)
	for _, t := range spamTriggers {
		var hit bool
		if ft := fold(t); ft == t {
			hit = containsPhrase(folded, ft)
			if hit && containsPhrase(src.folded, ft) {
				hit = false
			}
		} else {
			hit = strings.Contains(lower, t) && !strings.Contains(inputLower, t)
		}
		if hit {
			return t
		}
	}
	return ""
}

// shoutedWord returns a word of four or more letters written in capitals
// that the user did not write that way (an acronym from the input is fine).
func shoutedWord(subject string, src *source) string {
	for _, w := range strings.FieldsFunc(subject, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if utf8.RuneCountInString(w) < 4 || strings.ToUpper(w) != w || strings.ToLower(w) == w {
			continue
		}
		if containsWordExact(src.all, w) {
			continue
		}
		return w
	}
	return ""
}

// containsWordExact reports whether w occurs in text as a whole word with
// the same case.
func containsWordExact(text, w string) bool {
	return anyWhole(text, w, func(before string) bool {
		r, _ := utf8.DecodeLastRuneInString(before)
		return before == "" || !unicode.IsLetter(r)
	})
}

// anyWhole reports whether w occurs in text as a whole word (no letter after it) where ok
// holds of the text before it.
func anyWhole(text, w string, ok func(before string) bool) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], w)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(w)
		after, _ := utf8.DecodeRuneInString(text[end:])
		if (end == len(text) || !unicode.IsLetter(after)) && ok(text[:j]) {
			return true
		}
		i = j + 1
	}
}
