package writer

import (
	"errors"
	"strings"

	"storymail/jobs/writer/quality"
)

// ErrUnsupportedLanguage is returned by the offline writer for a story in a
// language it cannot write; a model can.
var ErrUnsupportedLanguage = errors.New("writer: the offline writer cannot write in this language")

// OfflineLanguages lists the ISO 639-1 codes the offline writer writes in.
func OfflineLanguages() []string { return []string{"en", "es"} }

// OfflineCanWrite tells the language the offline writer would use for in and
// whether it can write it. ok is false only when the story is reliably in
// another language; an unclear story is written in English.
func OfflineCanWrite(in Input) (lang string, ok bool) {
	lang = storyLanguage(in)
	for _, l := range OfflineLanguages() {
		if l == lang {
			return lang, true
		}
	}
	return lang, false
}

// storyLanguage detects the story's language: the story alone first (a
// template story by its field values), then with the lesson and product
// description when the story is too short to tell. "en" when unclear.
func storyLanguage(in Input) string {
	story := storyText(in.Story)
	more := strings.Join([]string{story, in.Lesson, in.ProductDescription, in.KeyBenefit}, " ")
	if isInstructionLesson(in.Lesson) {
		more = strings.Join([]string{story, in.ProductDescription, in.KeyBenefit}, " ")
	}
	for _, text := range []string{story, more} {
		if code, ok := quality.DetectLanguage(text); ok {
			return checkedLanguage(code, text)
		}
	}
	return "en"
}

// checkedLanguage guards the detector on short or odd text: a story full of
// English (or Spanish) function words is that language whatever the
// trigrams say, and one with too few distinct words is not refused.
func checkedLanguage(code, text string) string {
	words := strings.Fields(strings.ToLower(text))
	uniq := map[string]bool{}
	en, es := 0, 0
	for _, w := range words {
		w = strings.Trim(w, ".,;:!?¡¿\"'()«»“”")
		uniq[w] = true
		if enFunction[w] {
			en++
		}
		if esFunction[w] {
			es++
		}
	}
	n := float64(len(words))
	enR, esR := float64(en)/n, float64(es)/n
	switch {
	case code == "es" && enR > esR:
		return "en"
	case code == "en" && esR > enR && esR >= 0.15:
		return "es"
	case code != "en" && code != "es":
		if len(uniq) < 12 || enR >= 0.1 {
			return "en"
		}
	}
	return code
}

var enFunction, esFunction = wordSet("the a an and i to of was my in it that for on with we is me but at so had our"), wordSet("el la los las y de que en un una mi por con para se no es lo me al del pero fue")

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// storyText is the story as prose: a template story's field values in
// reading order, free text as typed.
func storyText(story string) string {
	if a, ok := ParseAdvancedStory(story); ok {
		return strings.Join(a.values(), " ")
	}
	return story
}

// values lists a template story's field values in reading order.
func (a AdvancedStory) values() []string {
	var out []string
	seen := map[string]bool{}
	for _, k := range knownFieldOrder {
		if v := a.Field(k); v != "" {
			out = append(out, v)
			seen[k] = true
		}
	}
	var rest []string
	for k := range a.Fields {
		if !seen[k] && a.Field(k) != "" {
			rest = append(rest, k)
		}
	}
	sortStrings(rest)
	for _, k := range rest {
		out = append(out, a.Field(k))
	}
	return out
}
