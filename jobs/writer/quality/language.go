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
