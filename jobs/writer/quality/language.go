package quality

import (
	"strings"
	"unicode/utf8"

	"github.com/abadojack/whatlanggo"
)

// Languages a marketer is likely to write in. Restricting detection to them
// keeps short texts from being read as a close cousin (Spanish as Galician,
// English as Scots).
var candidates = func() map[whatlanggo.Lang]bool {
	m := map[whatlanggo.Lang]bool{}
	for _, l := range []whatlanggo.Lang{
		whatlanggo.Eng, whatlanggo.Spa, whatlanggo.Fra, whatlanggo.Deu, whatlanggo.Ita,
		whatlanggo.Por, whatlanggo.Nld, whatlanggo.Pol, whatlanggo.Swe, whatlanggo.Dan,
		whatlanggo.Nob, whatlanggo.Fin, whatlanggo.Tur, whatlanggo.Rus, whatlanggo.Ukr,
		whatlanggo.Ces, whatlanggo.Ron, whatlanggo.Hun, whatlanggo.Ell, whatlanggo.Jpn,
		whatlanggo.Cmn, whatlanggo.Kor, whatlanggo.Arb, whatlanggo.Heb, whatlanggo.Hin,
		whatlanggo.Ind, whatlanggo.Vie, whatlanggo.Tha,
	} {
		m[l] = true
	}
	return m
}()

// minDetectWords is the shortest text whose language is told: below it the
// trigram statistics are noise.
const minDetectWords = 6

// detectSample is how much of a long text is read: seventy words tell
// the language as well as the whole email, at a fraction of the cost.
const detectSample = 400

// DetectLanguage returns the ISO 639-1 code of text's language and whether
// the detection is reliable enough to act on.
func DetectLanguage(text string) (code string, reliable bool) {
	text = strings.TrimSpace(text)
	if len(text) > detectSample {
		cut := strings.LastIndexAny(text[:detectSample], " \n\t")
		if cut <= 0 {
			cut = detectSample
			for cut > 0 && !utf8.RuneStart(text[cut]) {
				cut--
			}
		}
		text = text[:cut]
	}
	if len(strings.Fields(text)) < minDetectWords && !hasNonLatinLetters(text) {
		return "", false
	}
	v := detections.get(text, func() detected {
		info := whatlanggo.DetectWithOptions(text, whatlanggo.Options{Whitelist: candidates})
		code := info.Lang.Iso6391()
		if code == "" {
			return detected{}
		}
		return detected{code, info.IsReliable() || info.Confidence >= 0.5}
	})
	return v.code, v.reliable
}

// StoryLanguage tells the language of a brief: its story alone first, then with more of
// the brief's text (lesson, product description) when the story is too short to tell.
// Trigrams misread short or odd text ("Client last week: 'wait, I can pay myself a
// salary??'" reads as French), so a story full of English or Spanish function words is
// that language whatever the trigrams say, and one with too few distinct words is never
// some third language. The writer, the model's prompt and the quality check all ask here,
// so they cannot disagree about one story.
func StoryLanguage(story string, more ...string) (code string, reliable bool) {
	texts := []string{story}
	if len(more) > 0 {
		texts = append(texts, strings.Join(append([]string{story}, more...), " "))
	}
	for _, text := range texts {
		code, ok := DetectLanguage(text)
		if code == "" {
			continue
		}
		fw := countFunctionWords(text)
		code = fw.guard(code)
		// Unsure trigrams (Spanish near Portuguese and Galician) are sure enough when the
		// function words say the same.
		if ok || fw.says() == code {
			return code, true
		}
	}
	return "", false
}

// functionWordCount counts a text's English and Spanish function words.
type functionWordCount struct {
	en, es, n float64
	distinct  int
}

func countFunctionWords(text string) functionWordCount {
	words := strings.Fields(strings.ToLower(text))
	uniq := map[string]bool{}
	fw := functionWordCount{n: float64(len(words))}
	for _, w := range words {
		w = strings.Trim(w, ".,;:!?¡¿\"'()«»“”")
		uniq[w] = true
		if enFunction[w] {
			fw.en++
		}
		if esFunction[w] {
			fw.es++
		}
	}
	fw.distinct = len(uniq)
	return fw
}

// guard corrects a detection the function words contradict.
func (fw functionWordCount) guard(code string) string {
	enR, esR := fw.en/fw.n, fw.es/fw.n
	switch {
	case code == "es" && enR > esR:
		return "en"
	case code == "en" && esR > enR && esR >= 0.15:
		return "es"
	case code != "en" && code != "es":
		if fw.distinct < 12 || enR >= 0.1 {
			return "en"
		}
	}
	return code
}

// says is the language a text's function words make plain on their own, "" when they do not.
func (fw functionWordCount) says() string {
	enR, esR := fw.en/fw.n, fw.es/fw.n
	switch {
	case enR >= 0.15 && enR > 2*esR:
		return "en"
	case esR >= 0.15 && esR > 2*enR:
		return "es"
	}
	return ""
}

var enFunction = setOf("the a an and i to of was my in it that for on with we is me but at so had our")
var esFunction = setOf("el la los las y de que en un una mi por con para se no es lo me al del pero fue")

// detections remembers recent verdicts: one story is judged when the form asks, when it is
// submitted and when its email is checked, and trigram detection is the costliest part of
// the quality check.
var detections = newMemo[detected](2048)

type detected struct {
	code     string
	reliable bool
}

// LanguageName is the English name of an ISO 639-1 code, for messages.
func LanguageName(code string) string {
	for l := range candidates {
		if l.Iso6391() == code {
			return l.String()
		}
	}
	return code
}

func hasNonLatinLetters(s string) bool {
	for _, r := range s {
		if r > 0x024F && (r < 0x2000 || r > 0x206F) && r != 0x2019 && r != 0x201C && r != 0x201D {
			return true
		}
	}
	return false
}
