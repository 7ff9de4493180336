package writer

import (
	"regexp"
	"strings"
)

var (
	aiWords          = regexp.MustCompile(`(?i)\b(ai|a\.i\.|ia|assistant|model|gpt|chatgpt|writer|you decide|your choice)\b`)
	instructionVerbs = regexp.MustCompile(`(?i)\b(let|have|allow|decide|choose|pick|determine|extract|identify|derive|generate|create|write|find|suggest|come up with|figure out|deja|decida|elige)\b`)
	storyLessonAsk   = regexp.MustCompile(`(?i)\b(decide|choose|pick|determine|extract|identify|derive|generate|create|write|find|suggest|come up with|figure out)\b.{0,40}\blessons?\b.{0,20}\b(from|in|of|for)\s+(this|the|my|that)\s+story\b`)
)

// isInstructionLesson reports whether the lesson field holds an instruction
// to the writer (the form's "let AI decide the lesson" sentence, or one like
// it) rather than a lesson.
func isInstructionLesson(lesson string) bool {
	l := strings.TrimSpace(lesson)
	if l == "" {
		return true
	}
	if aiWords.MatchString(l) && instructionVerbs.MatchString(l) {
		return true
	}
	return storyLessonAsk.MatchString(l)
}

// lesson returns the lesson to state, whether it was derived rather than
// given, and the index of the story sentence it was taken from (-1 when
// none): the user's lesson; else the template's own; else the story's most
// lesson-like sentence.
func (c *composer) lesson(sents []string) (string, bool, int) {
	l, derived, i := c.lessonText(sents)
	if wordCount(l) > 40 {
		return "", derived, -1 // a run-on is never cut to fit; no lesson line beats half a sentence
	}
	return l, derived, i
}

func (c *composer) lessonText(sents []string) (string, bool, int) {
	if !isInstructionLesson(c.f.lesson) {
		return sentence(c.f.lesson), false, -1
	}
	if c.adv != nil {
		if l := c.adv.Field("lesson_learned"); l != "" {
			return sentence(capWords(l, 30)), true, -1
		}
	}
	// A template's last line is its own frame ("And today? …"), never a lesson.
	if l, i := lessonFromStory(sents, c.lang, c.adv == nil); l != "" {
		return sentence(capWords(l, 35)), true, i
	}
	// No line of the story reads as a lesson: none is stated rather than a story sentence
	// dressed up as one.
	return "", true, -1
}
