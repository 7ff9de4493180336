package quality

import (
	"fmt"
	"strings"
)

// A non-English email with englishFrameShare of its sentences in English,
// or englishFrameCount of them, is written in two languages; fewer is a
// warning (a quoted phrase, a product slogan).
const (
	englishFrameShare = 0.20
	englishFrameCount = 3
)

// englishStock are greetings and sign-offs too short for the markers.
var englishStock = setOf(`hey_there hi_there hello_there talk_soon cheers warmly thanks thank_you
speak_soon see_you_soon best_wishes kind_regards ready_when_you_are`)

// englishMarkers are English function words, folded (apostrophes dropped). A short sentence with two or
// more of them (that the story's own language does not also use) is English
// even when it is too short for the statistical detector.
var englishMarkers = setOf(`
the is are was were and you your youre its heres this that with what when why how im
ive my we our they them have has been will would just dont cant because really there
which about from of to for it be not but if at on by get right now than then who all more
investment link story price today here`)

func checkLanguage(src *source, em *email) Check {
	c := Check{ID: CheckLanguage, Status: Pass}
	storyLang, storyOK := StoryLanguage(src.b.Story, src.b.Lesson, src.b.ProductDescription, src.b.KeyBenefit)
	if !storyOK {
		c.Message = "The story is too short to tell its language, so the email's language was not checked."
		if em.lang != "" {
			c.Detail = "The email reads as " + LanguageName(em.lang) + "."
		}
		return c
	}
	if em.lang == "" {
		c.Message = "The email's language could not be told; the story is in " + LanguageName(storyLang) + "."
		return c
	}
	if em.lang != storyLang {
		c.Status = Fail
		c.Message = fmt.Sprintf("The email is in %s but the story is in %s.", LanguageName(em.lang), LanguageName(storyLang))
		return c
	}
	c.Message = "The email is in " + LanguageName(storyLang) + ", like the story."
	if storyLang == "en" {
		return c
	}
	english, total := englishSentences(em, src)
	if len(english) == 0 || total == 0 {
		return c
	}
	c.Detail = "English sentences: " + quoteList(english, 4) + "."
	if float64(len(english)) >= englishFrameShare*float64(total) || len(english) >= englishFrameCount {
		c.Status = Fail
		c.Message = fmt.Sprintf("%d of %d sentences are in English in a %s email.", len(english), total, LanguageName(storyLang))
		return c
	}
	c.Status = Warn
	c.Message = fmt.Sprintf("%d %s in English in a %s email.", len(english), plural(len(english), "sentence is", "sentences are"), LanguageName(storyLang))
	return c
}

// englishSentences lists the body's sentences that read as English and
// counts the sentences with words. The story's own words are not markers:
// "is" is English but also Dutch.
func englishSentences(em *email, src *source) (english []string, total int) {
	storyWords := wordSet(src.b.Story, src.b.Lesson)
	for _, s := range em.sentences {
		words := strings.Fields(fold(stripURLs(stripPS(s.text))))
		if len(words) == 0 {
			continue
		}
		total++
		markers := 0
		for _, w := range words {
			if englishMarkers[w] && !storyWords[w] {
				markers++
			}
		}
		isEnglish := markers >= 2 && markers*10 >= len(words)*3 ||
			englishStock[strings.Join(words, "_")] && !storyWords[words[0]]
		// The statistical detector is slow; it only settles long sentences
		// that already hold an English marker.
		if !isEnglish && markers > 0 && len(words) >= minDetectWords {
			if lang, ok := DetectLanguage(strings.Join(words, " ")); ok && lang == "en" {
				isEnglish = true
			}
		}
		if isEnglish {
			english = append(english, clip(s.text, 60))
		}
	}
	return english, total
}
