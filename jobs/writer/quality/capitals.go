package quality

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// functionWords are words that are never capitalised mid-sentence; one
// written "A" or "The" after another word is user text joined into a
// sentence without lower-casing ("It's A hand-poured candle").
var functionWords = setOf(`
a an the my our your this that these those its his her their it is and but or of to in
on for with we you they he she
el la los las un una unos unas mi mis tu tus su sus nuestro nuestra nuestros nuestras
este esta estos estas es y de del al en con por para`)

// nameFields are brief fields that are names: a product called "The
// Consistency Playbook" keeps its capital The mid-sentence.
func nameFields(b Brief) []string {
	return []string{b.ProductName, b.Title, b.Campaign, b.SenderName, b.EmailSubject}
}

func checkCapitals(src *source, em *email) Check {
	c := Check{ID: CheckCapitals, Status: Pass}
	var found []string
	for _, s := range em.sentences {
		if problem := capitalisationProblem(s, src, em.lang); problem != "" {
			found = append(found, problem)
		}
	}
	if len(found) == 0 {
		c.Message = "Capitals are where they belong."
		return c
	}
	c.Status = Fail
	c.Message = fmt.Sprintf("%d %s with wrong capitals.", len(found), plural(len(found), "sentence", "sentences"))
	c.Detail = strings.Join(limit(found, 5), "; ") + "."
	return c
}

func limit(items []string, n int) []string {
	if len(items) > n {
		return append(items[:n:n], "…")
	}
	return items
}

// capitalisationProblem describes the first capitalisation error of one
// sentence, or "".
func capitalisationProblem(s sentence, src *source, lang string) string {
	text := strings.TrimSpace(stripPS(s.text))
	if isBullet(text) || len(urlSpans(text)) > 0 && strings.TrimSpace(stripURLs(text)) == "" {
		return ""
	}
	toks := tokenize(text)
	if len(toks) == 0 {
		return ""
	}
	first := toks[0].text
	if startsLower(first) && !s.afterEllipsis && !hasInnerCapital(first) && !strings.HasPrefix(text, "www.") &&
		!containsWordExact(src.all, first) && startsWithWord(text) {
		return fmt.Sprintf("“%s” starts with a lower-case letter", clip(text, 50))
	}
	words := tokenize(stripURLs(text))
	for i, t := range words { // a link's "utm_campaign=friday" is no word
		if i > 0 && determinerBefore[strings.ToLower(words[i-1].text)] {
			continue // "responde a este correo" is the common noun, whatever "Correo Argentino" names
		}
		if fixed := ownCapital(src, t.text, lang); fixed != "" && i > 0 {
			return fmt.Sprintf("“%s”: “%s” should be “%s”", clip(text, 50), t.text, fixed)
		}
	}
	for i, t := range toks {
		if i == 0 {
			continue
		}
		if lang == "en" && (t.text == "i" || strings.HasPrefix(t.text, "i'") || strings.HasPrefix(t.text, "i’")) {
			return fmt.Sprintf("“%s”: “%s” should be “I”", clip(text, 50), t.text)
		}
		// after a comma too: "With the Sewer Camera Inspection, We run…" joined a field as typed
		if !t.joined && t.prev != ',' || opensClause(t.prev) || !isCapitalised(t.text) || !functionWords[strings.ToLower(t.text)] {
			continue
		}
		if hasInnerCapital(t.text[1:]) || strings.ToUpper(t.text) == t.text && len(t.text) > 1 {
			continue // an acronym, not a joined word
		}
		if len(t.text) == 1 && t.text != "A" {
			continue // "lane time at the Y", "Plan B": a letter on its own is a name ("y" is Spanish "and")
		}
		next := ""
		if i+1 < len(toks) {
			next = toks[i+1].text
		}
		if capitalInInput(src, t.text, next) || inNameField(src.b, toks[i-1].text+" "+t.text) {
			continue
		}
		before := toks[i-1].text
		if t.prev == ',' {
			before += ","
		}
		return fmt.Sprintf("“%s”: “%s %s” should be “%s %s”", clip(text, 50), before, t.text, before, strings.ToLower(t.text))
	}
	return ""
}

// weekdays are capitalised in English wherever they stand, one or many ("Tuesdays").
var weekdays = setOf(`monday tuesday wednesday thursday friday saturday sunday`)

// ownCapital is how a word typed in lower case is always written: a weekday in English, or a
// name the user capitalises mid-sentence and never types in lower case ("Renée", "Shopify").
// "" when the lower case is right.
func ownCapital(src *source, w, lang string) string {
	r, size := utf8.DecodeRuneInString(w)
	if size == 0 || !unicode.IsLower(r) {
		return ""
	}
	capital := string(unicode.ToUpper(r)) + w[size:]
	stem := strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
	if lang == "en" && (weekdays[stem] || weekdays[strings.TrimSuffix(stem, "s")]) {
		return capital
	}
	if len(stem) < 3 || functionWords[stem] || containsWordExact(src.all, stem) {
		return ""
	}
	// a name is capitalised after a lower-case word in the user's prose ("…host of Renée's show"),
	// not only in a title-cased name field
	if !midSentence(src.prose, string(unicode.ToUpper(r))+stem[size:]) {
		return ""
	}
	return capital
}

// determinerBefore are words a name never follows: after them a word is the common noun.
var determinerBefore = setOf(`the a an this that these those my your our their his her its este esta estos estas ese esa el la los las un una mi tu su nuestro nuestra`)

// midSentence reports a word the text writes after a lower-case word or a comma.
func midSentence(text, w string) bool {
	return anyWhole(text, w, func(before string) bool {
		trimmed := strings.TrimRight(before, " ")
		prev, _ := utf8.DecodeLastRuneInString(trimmed)
		return trimmed != before && (unicode.IsLower(prev) || prev == ',')
	})
}

// inNameField reports a phrase typed in a name field, where the word after it may be cut off by
// punctuation: "Walk Past It: Leash Reactivity Workshop".
func inNameField(b Brief, phrase string) bool {
	for _, f := range nameFields(b) {
		if containsWordExact(f, phrase) {
			return true
		}
	}
	return false
}

// capitalInInput reports whether the user wrote word+next capitalised that
// way mid-text, or as part of a name field.
func capitalInInput(src *source, word, next string) bool {
	phrase := strings.TrimSpace(word + " " + next)
	if inNameField(src.b, phrase) {
		return true
	}
	text := src.all
	for i := 0; ; {
		j := strings.Index(text[i:], phrase)
		if j < 0 {
			return false
		}
		j += i
		before := strings.TrimRight(text[:j], " \t")
		if before != "" && before != text[:j] {
			r, _ := utf8.DecodeLastRuneInString(before)
			if unicode.IsLetter(r) || r == ',' {
				return true
			}
		}
		i = j + 1
	}
}

func hasInnerCapital(w string) bool {
	for i, r := range w {
		if i > 0 && unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

// startsWithWord reports whether the text opens on a letter (not a quote,
// a digit or a symbol, after which lower case can be deliberate).
func startsWithWord(text string) bool {
	r, _ := utf8.DecodeRuneInString(text)
	return unicode.IsLetter(r)
}

// isBullet reports whether a line starts with a list marker.
func isBullet(line string) bool {
	line = strings.TrimSpace(line)
	for _, m := range []string{"- ", "* ", "• ", "– ", "— ", "· "} {
		if strings.HasPrefix(line, m) {
			return true
		}
	}
	return false
}
