package quality

import (
	"sort"
	"strings"
)

// Score weights: a failure is something the email must not go out with, a
// warning something worth a look.
const (
	failWeight = 20
	warnWeight = 5
)

// source is the brief prepared once for every check.
type source struct {
	b Brief
	// all is every text field of the brief, newline-joined.
	all string
	// words is the folded word set of all.
	words map[string]bool
	// folded is fold(all).
	folded string
	// prose is the user's running text (story, description, benefit, proof, lesson), where a
	// capital mid-sentence marks a name rather than a title-cased field.
	prose string
}

func newSource(b Brief) *source {
	texts := []string{
		b.Title, b.Topic, b.Story, b.Lesson, b.Audience, b.Emotion, b.CallToAction,
		b.CtaURL, b.TrackedURL, b.ProductName, b.ProductDescription, b.KeyBenefit, b.Price,
		b.SalePrice, b.Proof, b.Tone, b.Campaign, b.EmailSubject, b.SenderName,
	}
	all := strings.Join(texts, "\n")
	words := wordSet(all)
	for w := range words {
		// fold drops apostrophes: "Buyer's Guide" in the input is "buyers", and makes "Buyer"
		// (and any singular of a plural) known too.
		if stem, ok := strings.CutSuffix(w, "s"); ok && len(stem) > 1 {
			words[stem] = true
		}
	}
	prose := strings.Join([]string{b.Story, b.ProductDescription, b.KeyBenefit, b.Proof, b.Lesson}, "\n")
	return &source{b: b, all: all, words: words, folded: fold(all), prose: prose}
}

// ctaLink is the link the email must carry: the user's, else the tracked one.
func (s *source) ctaLink() string {
	if u := strings.TrimSpace(s.b.CtaURL); u != "" {
		return u
	}
	return strings.TrimSpace(s.b.TrackedURL)
}

// minBodyDetectWords is the shortest body whose language is judged.
const minBodyDetectWords = 25

// email is the written email prepared once for every check.
type email struct {
	e Email
	// plain is the body without web addresses.
	plain     string
	sentences []sentence
	paras     []string
	words     int
	lang      string // detected body language, "" when not told
}

func newEmail(e Email, trackedURL string) *email {
	plain := stripURLs(e.Body)
	lang, ok := DetectLanguage(plain)
	if !ok || countWords(plain) < minBodyDetectWords {
		lang = "" // a few words are too few to judge an email's language by
	}
	return &email{
		e:         e,
		plain:     plain,
		sentences: splitSentences(e.Body),
		paras:     paragraphs(e.Body),
		words:     Words(e.Body, trackedURL),
		lang:      lang,
	}
}

// Evaluate measures e against the brief it was written from. history holds
// the bodies of the same user's previous emails, newest first (up to 20).
// Checks come fails first, then warnings, then passes.
func Evaluate(b Brief, e Email, history []string) Report {
	src := newSource(b)
	em := newEmail(e, b.TrackedURL)
	checks := []Check{
		checkTodo(b), // first among the warnings: the one only the user can settle
		checkLength(src, em),
		checkLinks(src, em),
		checkSubjects(src, em),
		checkFacts(src, em),
		checkLanguage(src, em),
		checkLeaks(src, em),
		checkRepetition(em, history),
		checkReadability(em),
		checkCapitals(src, em),
		checkStructure(src, em),
	}
	if em.e.PreviewText != "" { // emails written before preview text existed have none
		checks = append(checks, checkPreview(em))
	}
	sort.SliceStable(checks, func(i, j int) bool { return rank(checks[i].Status) < rank(checks[j].Status) })
	score := 100
	for _, c := range checks {
		switch c.Status {
		case Fail:
			score -= failWeight
		case Warn:
			score -= warnWeight
		}
	}
	return Report{Score: max(score, 0), Checks: checks, Language: em.lang, Words: em.words}
}

func rank(s Status) int {
	switch s {
	case Fail:
		return 0
	case Warn:
		return 1
	}
	return 2
}

// Failures are the checks that failed, in report order.
func (r Report) Failures() []Check {
	var out []Check
	for _, c := range r.Checks {
		if c.Status == Fail {
			out = append(out, c)
		}
	}
	return out
}

// Find returns the check with the given id.
func (r Report) Find(id string) (Check, bool) {
	for _, c := range r.Checks {
		if c.ID == id {
			return c, true
		}
	}
	return Check{}, false
}

// worst is the more severe of two statuses.
func worst(a, b Status) Status {
	if rank(b) < rank(a) {
		return b
	}
	return a
}
