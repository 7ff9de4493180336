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

// storyLanguage detects the story's language (a template story by its field values),
// with the lesson and product description when the story is too short to tell. "en"
// when unclear.
func storyLanguage(in Input) string {
	lesson := in.Lesson
	if isInstructionLesson(lesson) {
		lesson = ""
	}
	if code, ok := quality.StoryLanguage(storyText(in.Story), lesson, in.ProductDescription, in.KeyBenefit); ok {
		return code
	}
	return "en"
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
