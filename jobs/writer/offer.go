package writer

// The shapes of the brief's offer fields, as the offer paragraph reads them: a benefit typed
// as a sentence or a noun phrase, a description the product "is", a price note missing its
// verb, and the turns to the product that fit.

import (
	"regexp"
	"strings"
)

// statesItself reports a benefit typed as a sentence about its own subject ("90 minutes on
// Sunday covers your week"), not a noun phrase a relative clause qualifies ("training that
// fits your schedule").
func statesItself(s string) bool {
	words := strings.Fields(strings.ToLower(s))
	if len(words) < 3 {
		return false
	}
	for _, w := range words[1:] { // a verb first has lost its subject ("Covers your week")
		w = strings.Trim(w, ",.;:")
		if relativeWord[w] {
			return false
		}
		if w == "is" || w == "are" || len(w) > 3 && strings.HasSuffix(w, "s") && describingVerbs[strings.TrimSuffix(w, "s")] {
			return true
		}
	}
	return false
}

var relativeWord = map[string]bool{"that": true, "which": true, "who": true, "to": true, "so": true, "and": true}

// pluralPassive is a note that dropped its "are": "Adoption fees waived for seniors".
var pluralPassive = regexp.MustCompile(`(?i)^((?:\w+ )?\w+s) (waived|included|covered|discounted|reduced|refunded)\b`)

// articleLed reports a description that is one thing ("a hand-poured soy candle…"): the
// product "is" it. "One country loaf held for you" or "our bestselling candle, soy wax"
// describe it without being it.
func articleLed(s string) bool {
	switch firstWordLower(s) {
	case "a", "an", "un", "una":
		return true
	}
	return false
}

// unitCompound is a noun phrase led by a measure used as an adjective ("60 hour burn time",
// "30-day guarantee"), which takes "a".
var unitCompound = regexp.MustCompile(`(?i)^(?:[2-9]|\d{2,})[\d,]*[\s-](?:minute|hour|day|week|month|year|page|step|point|mile|pound|lb|inch|foot)[\s-]\w+`)

var (
	infinitiveES = regexp.MustCompile(`^\p{L}{2,}(?:ar|er|ir)$`)
	determinerES = map[string]bool{"tu": true, "tus": true, "el": true, "la": true, "los": true, "las": true, "un": true, "una": true, "más": true, "menos": true}
)

// whoLed is a benefit naming people ("kids who are confident in their bodies"): "You get kids
// who…" would not do, so it keeps its label.
var whoLed = regexp.MustCompile(`(?i)^(?:\S+\s+){1,2}who\b`)

// promisesMore is a turn to the product that promises to say more about it.
var promisesMore = regexp.MustCompile(`(?i)tell you about|talk about|know about|mention|contarte|hablemos|hablarte|conozcas`)

// adBreak is a turn to the offer that announces an ad ("Let me tell you about…"): not for an appeal.
var adBreak = regexp.MustCompile(`(?i)good moment|talk about|tell you about|buen momento|hablemos|contarte`)

// priceRise is a brief about a price going up ("membership price going up", "rate change").
var priceRise = regexp.MustCompile(`(?i)\bprices?\s+(?:is\s+|are\s+)?(?:going up|increase|rise|change)|\braising\s+(?:our\s+)?prices|\brate (?:change|increase)`)
