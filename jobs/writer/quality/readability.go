package quality

import (
	"fmt"
	"strings"
	"unicode"
)

// Readability thresholds. English: Flesch–Kincaid grade above 9 is harder
// than most marketing email should be. Spanish: the Szigriszt-Pazos
// perspicuity index on the INFLESZ scale, where below 55 is "algo difícil"
// (the band that begins where general-audience text, about grade 9, ends).
const (
	maxGradeEN       = 9.0
	minPerspicuityES = 55.0
)

// readabilityCounts are the sentence, word and syllable totals of a body.
type readabilityCounts struct{ sentences, words, syllables int }

func countReadability(em *email, syllables func(string) int) readabilityCounts {
	var n readabilityCounts
	for _, s := range em.sentences {
		toks := tokenize(stripURLs(stripPS(s.text)))
		if len(toks) == 0 {
			continue
		}
		n.sentences++
		for _, t := range toks {
			n.words++
			n.syllables += syllables(t.text)
		}
	}
	return n
}

// fleschKincaidGrade is the Flesch–Kincaid grade level.
func fleschKincaidGrade(n readabilityCounts) float64 {
	return 0.39*float64(n.words)/float64(n.sentences) + 11.8*float64(n.syllables)/float64(n.words) - 15.59
}

// szigrisztPazos is the Spanish perspicuity index (0 hard – 100 easy).
func szigrisztPazos(n readabilityCounts) float64 {
	return 206.835 - 62.3*float64(n.syllables)/float64(n.words) - float64(n.words)/float64(n.sentences)
}

func checkReadability(em *email) Check {
	c := Check{ID: CheckReadability, Status: Pass}
	switch em.lang {
	case "en":
		n := countReadability(em, syllablesEN)
		if n.words == 0 {
			c.Message = "No text to measure."
			return c
		}
		grade := fleschKincaidGrade(n)
		c.Detail = fmt.Sprintf("Flesch–Kincaid grade %.1f: %.1f words per sentence, %.2f syllables per word.",
			grade, float64(n.words)/float64(n.sentences), float64(n.syllables)/float64(n.words))
		if grade > maxGradeEN {
			c.Status = Warn
			c.Message = fmt.Sprintf("Reads at grade %.0f: shorter sentences and plainer words would make it easier.", grade)
			return c
		}
		c.Message = fmt.Sprintf("Easy to read (grade %.0f).", max(grade, 1))
	case "es":
		n := countReadability(em, syllablesES)
		if n.words == 0 {
			c.Message = "No text to measure."
			return c
		}
		p := szigrisztPazos(n)
		c.Detail = fmt.Sprintf("Szigriszt-Pazos perspicuity %.0f (INFLESZ: 55–65 normal, below 55 somewhat hard): %.1f words per sentence, %.2f syllables per word.",
			p, float64(n.words)/float64(n.sentences), float64(n.syllables)/float64(n.words))
		if p < minPerspicuityES {
			c.Status = Warn
			c.Message = "Somewhat hard to read: shorter sentences and plainer words would make it easier."
			return c
		}
		c.Message = "Easy to read."
	default:
		c.Message = "Readability is measured for English and Spanish only."
		if em.lang == "" {
			c.Detail = "The email's language could not be told."
		}
	}
	return c
}

// syllablesEN estimates English syllables: vowel groups (y counts as a
// vowel), less a silent final e ("make", but not "table" or "free"), less
// the -ed/-es endings that add no syllable ("jumped", "makes", but
// "wanted", "boxes"). Good to about one syllable in ten, which is all a
// grade estimate needs.
func syllablesEN(word string) int {
	w := strings.ToLower(word)
	letters := make([]rune, 0, len(w))
	for _, r := range w {
		if unicode.IsLetter(r) {
			letters = append(letters, r)
		}
	}
	if len(letters) == 0 {
		return 1
	}
	if len(letters) <= 3 {
		return 1
	}
	isVowel := func(r rune) bool { return strings.ContainsRune("aeiouy", r) }
	count := 0
	prevVowel := false
	for _, r := range letters {
		v := isVowel(r)
		if v && !prevVowel {
			count++
		}
		prevVowel = v
	}
	n := len(letters)
	last, prev := letters[n-1], letters[n-2]
	switch {
	case last == 'e' && prev != 'l' && prev != 'e' && !isVowel(prev):
		count--
	case last == 'e' && prev == 'l' && n >= 3 && isVowel(letters[n-3]):
		count-- // "whale", "smile": the le is silent after a vowel
	case last == 'd' && prev == 'e' && n >= 3 && !strings.ContainsRune("tdaeiouy", letters[n-3]):
		count--
	case last == 's' && prev == 'e' && n >= 3 && !strings.ContainsRune("sxzcgaeiouy", letters[n-3]):
		count--
	}
	return max(count, 1)
}

// syllablesES counts Spanish syllables exactly enough for a readability
// index: one per vowel nucleus, where two adjacent vowels share a nucleus
// (a diphthong) unless both are strong (a, e, o or an accented vowel),
// which is a hiatus. A final y after a vowel ("hoy", "muy") is part of it.
func syllablesES(word string) int {
	strong := func(r rune) bool { return strings.ContainsRune("aeoáéíóú", r) }
	vowel := func(r rune) bool { return strings.ContainsRune("aeiouáéíóúü", r) }
	count := 0
	var prev rune
	prevVowel := false
	for _, r := range strings.ToLower(word) {
		v := vowel(r)
		if v && (!prevVowel || (strong(prev) && strong(r))) {
			count++
		}
		prev, prevVowel = r, v
	}
	return max(count, 1)
}
