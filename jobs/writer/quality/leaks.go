package quality

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// noteToSelf is the user talking to the tool, not to the reader: why a story makes a good
// email, an apology for its length, what the user wants "people" to do.
var noteToSelf = regexp.MustCompile(`(?i)\b(?:(?:it|this|that) (?:would |will )?makes? (?:a |for a )?(?:good|great|perfect|nice) (?:email|newsletter)|this is (?:kind of |kinda |a bit |pretty )?long,? but|note to self|i want (?:people|everyone|folks|my readers|my customers) to|(?:este|esto) (?:sería|es) (?:un )?buen correo)\b`)

// briefNotes are the notes the user keeps inside their own text: whatever is in square
// brackets ("[Lisa note: keep Odette part first]"), and a bracketed aside that checks, asks,
// decides or records consent ("(double check this w/ Dev)", "(maybe cut this? idk)", "(she said
// ok to use her name)"). Copied into an email, the reader sees the user's notes.
func briefNotes(b Brief) []string {
	var out []string
	for _, f := range []string{b.Story, b.Topic, b.ProductDescription, b.KeyBenefit, b.Proof, b.Lesson, b.Price, b.SalePrice} {
		for _, m := range squareSpan.FindAllStringSubmatch(f, -1) {
			out = append(out, m[1])
		}
		for _, m := range parenSpan.FindAllStringSubmatch(f, -1) {
			if (isOpenCheck(m[1]) || consentAside.MatchString(m[1]) || holdBack.MatchString(m[1])) && !toReader.MatchString(m[1]) {
				out = append(out, m[1])
			}
		}
	}
	return slices.DeleteFunc(out, func(n string) bool { return len(strings.Fields(n)) < 3 })
}

var (
	squareSpan = regexp.MustCompile(`\[([^\[\]]+)\]`)
	parenSpan  = regexp.MustCompile(`\(([^()]+)\)`)
	// toReader is an aside the reader is meant to see: "(names and details changed, shared
	// with permission)".
	toReader = regexp.MustCompile(`(?i)\b(?:changed|anonymi[sz]ed|shared with (?:\w+ )?permission|used with (?:\w+ )?permission|con (?:su )?permiso)\b`)
	// holdBack is an aside telling the writer what to leave out or put in: "($4k over budget
	// don't put that in)", "(poner lo del boli)", "(esto contarlo…)".
	holdBack     = regexp.MustCompile(`(?i)\b(?:do ?n'?t (?:put|include|mention|say|share) (?:that|this|it)|leave (?:that|this|it) out|no poner|poner lo|ponerlo|poner (?:esto|eso)|contarlo|contar (?:esto|eso))\b`)
	consentAside = regexp.MustCompile(`(?i)\b(?:ok(?:ay)?(?:'?d|ed)? (?:to )?(?:use|using|share|name|mention)|said (?:ok|yes)|permission|consent|permiso)\b`)
)

// leakMinWords is the shortest title, topic or audience whose verbatim copy
// in the body counts as a leak: shorter ones ("busy parents") occur
// naturally. A two-word title still counts. A field the story, product or
// proof contains word for word is never a leak.
const leakMinWords = 3

func checkLeaks(src *source, em *email) Check {
	c := Check{ID: CheckLeaks, Status: Pass}
	body := fold(em.plain)
	// Words the reader is meant to see (the story, the product and the proof) are never a
	// leak, even when a title or topic repeats them: "Founding customer program" is both the
	// title and the offer's name.
	public := fold(strings.Join([]string{src.b.Story, src.b.ProductName, src.b.ProductDescription,
		src.b.KeyBenefit, src.b.Proof, src.b.CallToAction, src.b.EmailSubject}, "\n"))
	fields := []struct{ name, value string }{
		{"title", src.b.Title},
		{"topic", src.b.Topic},
		{"audience description", src.b.Audience},
	}
	var leaked, details []string
	for _, f := range fields {
		v := fold(f.value)
		n := len(strings.Fields(v))
		min := leakMinWords
		if f.name == "title" {
			min = 2
		}
		if n < min || containsPhrase(public, v) {
			continue
		}
		if containsPhrase(body, v) {
			leaked = append(leaked, f.name)
			details = append(details, fmt.Sprintf("%s “%s”", f.name, strings.TrimSpace(f.value)))
		}
	}
	notes := briefNotes(src.b)
	if m := noteToSelf.FindString(em.plain); m != "" {
		notes = append([]string{m}, notes...)
	}
	copied := 0
	for _, n := range notes {
		if containsPhrase(body, fold(n)) {
			if copied == 0 {
				leaked = append(leaked, "notes to yourself")
			}
			copied++
			details = append(details, fmt.Sprintf("note “%s”", strings.TrimSpace(n)))
		}
	}
	if len(leaked) == 0 {
		c.Message = "None of your internal fields (title, topic, audience) is copied into the email."
		return c
	}
	c.Status = Fail
	c.Message = "The email copies your " + strings.Join(leaked, " and ") + " word for word; readers should not see your notes."
	c.Detail = "Copied: " + strings.Join(details, "; ") + "."
	return c
}
