package main

import (
	"strings"
	"unicode/utf8"

	"storymail/jobs/writer/quality"
)

// Substance is how much of an email is drawn from the brief: the words of
// sentences at least half of whose content words appear in the user's
// input. It is not one of the targets. It is reported beside them
// because stock sentences can be varied until no two emails share one
// (which satisfies the repetition target) while the email is still mostly
// padding.
type Substance struct {
	Words, FromBrief int
}

// Share is the drawn-from-the-brief share of the words, 0–1.
func (s Substance) Share() float64 {
	if s.Words == 0 {
		return 0
	}
	return float64(s.FromBrief) / float64(s.Words)
}

// minContentRunes: shorter words are mostly function words in English and
// Spanish and say nothing about where a sentence came from.
const minContentRunes = 4

// stopWords are common longer words that carry no content of their own.
var stopWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`that this with have from your what when then they them there their
		about just been were will would could should into more some than very only also here because
		para pero como este esta esto todo cuando porque donde sobre tiene hace`) {
		m[w] = true
	}
	return m
}()

func contentWords(normalized string) []string {
	var out []string
	for _, w := range strings.Fields(normalized) {
		if utf8.RuneCountInString(w) >= minContentRunes && !stopWords[w] {
			out = append(out, w)
		}
	}
	return out
}

// briefWords is the set of normalised words of every field of the brief.
func briefWords(b quality.Brief) map[string]bool {
	all := strings.Join([]string{
		b.Title, b.Topic, b.Story, b.Lesson, b.Audience, b.Emotion, b.CallToAction, b.ProductName,
		b.ProductDescription, b.KeyBenefit, b.Price, b.SalePrice, b.Proof, b.Tone, b.Campaign,
		b.EmailSubject, b.SenderName,
	}, "\n")
	set := map[string]bool{}
	for _, w := range strings.Fields(quality.NormalizeSentence(all)) {
		set[w] = true
	}
	return set
}

// measureSubstance splits body into sentences and counts, among those with
// content words, the words of the ones anchored in the brief.
func measureSubstance(b quality.Brief, body string) Substance {
	known := briefWords(b)
	var s Substance
	for _, sent := range quality.Sentences(body) {
		norm := quality.NormalizeSentence(sent)
		cw := contentWords(norm)
		if len(cw) == 0 {
			continue
		}
		n := len(strings.Fields(norm))
		s.Words += n
		hits := 0
		for _, w := range cw {
			if known[w] {
				hits++
			}
		}
		if 2*hits >= len(cw) {
			s.FromBrief += n
		}
	}
	return s
}
