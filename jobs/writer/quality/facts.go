package quality

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// commonCapitals are words that are capitalised mid-sentence without being
// a fact: pronouns, articles, greetings and sign-offs, days, months,
// holidays, family words (English and Spanish, compared lower case).
var commonCapitals = setOf(`
i i'm i've i'd i'll a an the my our your this that these those its it it's his her their
we you he she they and but or so if in on at to for of with from by as is are was be not
no yes ok okay hi hey hello dear thanks thank cheers best regards love warmly sincerely
yours team p s ps pd mr mrs ms dr
hola gracias saludos querido querida queridos abrazo abrazos un una el la los las lo mi mis
tu tus su sus nuestro nuestra y o de del al en con por para es sr sra srta don doña usted
monday tuesday wednesday thursday friday saturday sunday
january february march april may june july august september october november december
lunes martes miércoles jueves viernes sábado domingo
enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre
christmas easter halloween thanksgiving navidad pascua
mom dad mum mama papa mamá papá god dios internet english spanish inglés español
where when what why how who whom whose which then there here now today tonight tomorrow yesterday
every each some any all both none one two three four five six seven eight nine ten first last next
just only even still also maybe perhaps because since until after before while though although
just really honestly truly sometimes often never always once again instead meanwhile anyway
qué cuándo dónde cómo quién cuál hoy mañana ayer ahora entonces aquí allí siempre nunca también
`)

func setOf(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// factUnit is one text of the email the facts guard reads: a body
// sentence, a subject line (where Title Case is allowed) or a preview text
// sentence.
type factUnit struct {
	text    string
	subject bool
}

func checkFacts(src *source, em *email) Check {
	c := Check{ID: CheckFacts, Status: Pass}
	var units []factUnit
	for _, s := range em.sentences {
		units = append(units, factUnit{text: stripURLs(s.text)})
	}
	for _, s := range em.e.Subjects {
		units = append(units, factUnit{text: s, subject: true})
	}
	for _, s := range Sentences(em.e.PreviewText) {
		units = append(units, factUnit{text: stripURLs(s)})
	}
	known := inputNumbers(src)
	var found []string
	seen := map[string]bool{}
	add := func(key, surface string) {
		if !seen[key] {
			seen[key] = true
			found = append(found, surface)
		}
	}
	for _, u := range units {
		for _, n := range numberTokens(u.text) {
			if !known[n.key] {
				add("#"+n.key, n.surface)
			}
		}
		for _, name := range unknownNames(u.text, u.subject, src) {
			add("@"+bareWord(name), name)
		}
	}
	if len(found) == 0 {
		c.Message = "Every name and number in the email comes from your input."
		return c
	}
	c.Status = Fail
	c.Message = fmt.Sprintf("%d %s in the email %s not in your input: check nothing was made up.",
		len(found), plural(len(found), "name or number", "names or numbers"), plural(len(found), "is", "are"))
	c.Detail = "Not in your input: " + quoteList(found, 12) + "."
	return c
}

// unknownNames returns the capitalised words of one sentence that look like
// names and appear nowhere in the input. A word opening the sentence, a
// line, a quote or a clause after a colon is never taken for a name.
func unknownNames(text string, subject bool, src *source) []string {
	toks := tokenize(stripPS(text))
	minLong := 3
	if subject {
		minLong = 2
	}
	if isHeading(toks, minLong) {
		return nil
	}
	var out []string
	for i, t := range toks {
		if i == 0 || opensClause(t.prev) || !isCapitalised(t.text) || !hasLetter(t.text) {
			continue
		}
		w := bareWord(t.text)
		if utf8.RuneCountInString(w) < 2 || commonCapitals[w] || src.words[fold(w)] || respelled(fold(w), src.words) {
			continue
		}
		// A hyphenated or apostrophe-joined word is known when its parts are.
		if parts := strings.Fields(fold(w)); len(parts) > 1 && allIn(parts, src.words) {
			continue
		}
		out = append(out, strings.TrimSuffix(strings.TrimSuffix(t.text, "'s"), "’s"))
	}
	return out
}

// respelled reports a long word one letter away from a word of the input: "Tasmanian" for the
// brief's "tazmanian" is the input spelled right, not a name made up.
func respelled(w string, words map[string]bool) bool {
	if utf8.RuneCountInString(w) < 7 {
		return false
	}
	for known := range words {
		if oneEditApart(w, known) {
			return true
		}
	}
	return false
}

// oneEditApart reports two words one substitution, insertion or deletion apart.
func oneEditApart(a, b string) bool {
	x, y := []rune(a), []rune(b)
	if len(x) < len(y) {
		x, y = y, x
	}
	if len(x)-len(y) > 1 {
		return false
	}
	i := 0
	for i < len(y) && x[i] == y[i] {
		i++
	}
	if i == len(y) {
		return len(x) != len(y) // equal words are not one edit apart
	}
	if len(x) == len(y) {
		return string(x[i+1:]) == string(y[i+1:])
	}
	return string(x[i+1:]) == string(y[i:])
}

func hasLetter(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

func allIn(words []string, set map[string]bool) bool {
	for _, w := range words {
		if !set[w] {
			return false
		}
	}
	return true
}
