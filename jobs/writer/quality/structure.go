package quality

import (
	"fmt"
	"slices"
	"strings"
)

// signOffMaxWords is the longest line read as a sign-off ("Talk soon,",
// "Warmly, Maria").
const signOffMaxWords = 6

func checkStructure(src *source, em *email) Check {
	c := Check{ID: CheckStructure, Status: Pass}
	paras := em.paras
	ctaKey, _, hasCTA := linkKey(src.ctaLink())
	ps, cta := -1, -1
	for i, p := range paras {
		if ps < 0 && isPS(p) {
			ps = i
		}
		if cta < 0 && (ps < 0 || i < ps) && hasCTA && containsLink(p, ctaKey) {
			cta = i
		}
	}
	mainPart := paras
	if ps >= 0 {
		mainPart = paras[:ps]
	}
	before := mainPart
	if cta >= 0 {
		before = mainPart[:cta]
	}
	content := 0 // paragraphs before the call to action other than a greeting
	for _, p := range before {
		if !isGreeting(p) {
			content++
		}
	}
	var missing []string
	if len(before) == 0 || content == 0 {
		missing = append(missing, "an opening hook")
	}
	if content < 2 {
		missing = append(missing, "the story (two or more paragraphs before the call to action)")
	}
	if !lessonPresent(src.b.Lesson, em.plain) {
		missing = append(missing, "the lesson")
	}
	if !offerPresent(src.b, em.plain) {
		missing = append(missing, "the offer ("+strings.TrimSpace(firstNonEmpty(src.b.ProductName, src.b.SalePrice, src.b.Price, src.b.KeyBenefit))+")")
	}
	if hasCTA && cta < 0 {
		missing = append(missing, "the call to action with your link")
	}
	if !hasSignOff(mainPart) {
		missing = append(missing, "a sign-off line")
	} else if unsigned(mainPart) {
		missing = append(missing, noName)
	}
	if ps < 0 {
		missing = append(missing, "a P.S.")
	}
	var bullets []string
	for _, p := range paras {
		for _, line := range strings.Split(p, "\n") {
			if isBullet(line) {
				bullets = append(bullets, clip(line, 50))
			}
		}
	}
	var details []string
	if len(missing) > 0 {
		details = append(details, "Missing: "+strings.Join(missing, ", ")+".")
	}
	if slices.Contains(missing, noName) {
		// First name is read-only in Settings: the email itself is where the name goes.
		details = append(details, "Type your name under the sign-off in Email Content; the check runs again when it saves.")
	}
	if len(bullets) > 0 {
		details = append(details, fmt.Sprintf("%d raw note %s: %s.", len(bullets), plural(len(bullets), "line", "lines"), quoteList(bullets, 3)))
	}
	switch {
	case len(missing) > 0:
		c.Status = Warn
		c.Message = "Part of a story email is missing: " + missing[0] + "."
	case len(bullets) > 0:
		c.Status = Warn
		c.Message = "Notes are pasted as bullet points; a story email reads better in sentences."
	default:
		c.Message = "Hook, story, lesson, offer, call to action, sign-off and P.S. are all there."
	}
	c.Detail = strings.Join(details, " ")
	return c
}

// noName is what an unsigned email is missing.
const noName = "a name under the sign-off"

func firstNonEmpty(vals ...string) string {
	for _, v := range vals {
		if strings.TrimSpace(v) != "" {
			return v
		}
	}
	return ""
}

func isPS(p string) bool {
	return stripPS(p) != p
}

func containsLink(p, key string) bool {
	for _, u := range findURLs(p) {
		if k, _, ok := linkKey(u); ok && k == key {
			return true
		}
	}
	return false
}

// isGreeting reports whether a paragraph is only a salutation ("Hey there,").
func isGreeting(p string) bool {
	p = strings.TrimSpace(p)
	return !strings.Contains(p, "\n") && countWords(p) <= 4 && strings.HasSuffix(p, ",")
}

// hasSignOff reports whether the main part (before the P.S.) ends on a
// short line without a link: "Talk soon," or a name.
func hasSignOff(main []string) bool {
	if len(main) == 0 {
		return false
	}
	lines := strings.Split(main[len(main)-1], "\n")
	last := strings.TrimSpace(lines[len(lines)-1])
	n := countWords(last)
	return n > 0 && n <= signOffMaxWords && len(findURLs(last)) == 0
}

// unsigned reports a sign-off that is only a valediction ("Cheers." or "Warmly,"), with no
// name on a line of its own: an account with no first name gets one, and the reader meets
// a letter from nobody.
func unsigned(main []string) bool {
	last := strings.TrimSpace(main[len(main)-1])
	return !strings.Contains(last, "\n") && (strings.HasSuffix(last, ",") || strings.HasSuffix(last, ".")) && countWords(last) <= 4
}

// lessonStopwords are left out of a lesson's key words.
var lessonStopwords = setOf(`
that this with from your have what when they them their there which about into than then
just more most only over such very will would could should really because every always never
para como pero porque cuando donde sobre entre desde hasta todo todos esta este estos estas
`)

// lessonPresent reports whether half or more of the lesson's key words (four
// letters or more, compared on their first five letters) appear in the body.
// An instruction such as "let AI decide" has no words to look for.
func lessonPresent(lesson, body string) bool {
	if isInstructionLesson(lesson) {
		return true
	}
	keys := keyStems(lesson)
	if len(keys) == 0 {
		return true
	}
	bodyStems := map[string]bool{}
	for _, w := range strings.Fields(fold(body)) {
		bodyStems[stem(w)] = true
	}
	hits := 0
	for _, k := range keys {
		if bodyStems[k] {
			hits++
		}
	}
	return hits*2 >= len(keys)
}

func keyStems(text string) []string {
	var out []string
	seen := map[string]bool{}
	for _, w := range strings.Fields(fold(text)) {
		if len([]rune(w)) < 4 || lessonStopwords[w] {
			continue
		}
		if s := stem(w); !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

func stem(w string) string {
	r := []rune(w)
	if len(r) > 5 {
		return string(r[:5])
	}
	return w
}

// isInstructionLesson reports whether the lesson field asks the writer to
// find the lesson rather than stating one.
func isInstructionLesson(lesson string) bool {
	l := fold(lesson)
	if l == "" {
		return true
	}
	for _, p := range []string{"let ai", "ai decide", "you decide", "decide the lesson", "pick the lesson",
		"choose the lesson", "find the lesson", "your choice", "surprise me", "elige", "decide tu", "decide la"} {
		if containsPhrase(l, p) {
			return true
		}
	}
	return false
}

// offerPresent reports whether the body mentions the offer when one was
// given: the product's name, a price, or most of the key benefit.
func offerPresent(b Brief, body string) bool {
	name, benefit := strings.TrimSpace(b.ProductName), strings.TrimSpace(b.KeyBenefit)
	prices := []string{b.SalePrice, b.Price}
	if name == "" && benefit == "" && strings.TrimSpace(b.SalePrice+b.Price) == "" {
		return true
	}
	folded := fold(body)
	if name != "" && containsPhrase(folded, fold(name)) {
		return true
	}
	bodyNumbers := map[string]bool{}
	for _, t := range numberTokens(body) {
		bodyNumbers[t.key] = true
	}
	for _, p := range prices {
		for _, t := range numberTokens(p) {
			if bodyNumbers[t.key] {
				return true
			}
		}
		if fp := fold(p); fp != "" && len(numberTokens(p)) == 0 && containsPhrase(folded, fp) {
			return true // "Gratis", "free"
		}
	}
	return benefit != "" && lessonPresent(benefit, body)
}
