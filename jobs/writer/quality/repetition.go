package quality

import "fmt"

// Repetition across the user's library: above repetitionWarnShare of the
// email's words sitting in sentences the user has already received, the
// email reads like a template. Sentences shorter than repetitionMinWords
// ("Talk soon,") repeat by nature and are not counted, nor are greetings and sign-offs:
// a sender keeps one.
const (
	repetitionWarnShare = 0.15
	repetitionMinWords  = 3
)

func checkRepetition(em *email, history []string) Check {
	c := Check{ID: CheckRepetition, Status: Pass}
	if len(history) == 0 {
		c.Message = "This is the first email to compare against: nothing repeated."
		return c
	}
	seen := map[uint64]bool{}
	for _, h := range history {
		for _, k := range historyHashes(h) {
			seen[k] = true
		}
	}
	repeatedWords, repeated, total := 0, 0, 0
	example := ""
	for _, s := range em.sentences {
		k, n := sentenceHash(s.text)
		if n == 0 {
			continue
		}
		total++
		if n < repetitionMinWords || !seen[k] || Salutation(s.text) {
			continue
		}
		repeated++
		repeatedWords += countWords(stripURLs(s.text))
		if len(example) < len(s.text) {
			example = s.text
		}
	}
	share := 0.0
	if em.words > 0 {
		share = float64(repeatedWords) / float64(em.words)
	}
	pct := int(share*100 + 0.5)
	if repeated == 0 {
		c.Message = fmt.Sprintf("No sentence repeats your previous %d %s.", len(history), plural(len(history), "email", "emails"))
		return c
	}
	c.Detail = fmt.Sprintf("%d of %d sentences were already in your previous emails, e.g. “%s”.", repeated, total, clip(example, 90))
	if share > repetitionWarnShare {
		c.Status = Warn
		c.Message = fmt.Sprintf("%d%% of the words repeat sentences from your previous emails; readers will notice.", pct)
		return c
	}
	c.Message = fmt.Sprintf("%d%% of the words repeat sentences from your previous emails, within the %d%% limit.", pct, int(repetitionWarnShare*100))
	return c
}

// historySentences remembers the sentence hashes of bodies already split: a user's previous
// emails come back with every email they write, and splitting 20 of them again was most of
// the check's time.
var historySentences = newMemo[[]uint64](4096)

// historyHashes returns the hashes of the sentences of body worth comparing
// (repetitionMinWords or more).
func historyHashes(body string) []uint64 {
	return historySentences.get(body, func() []uint64 {
		var hashes []uint64
		eachSentence(body, func(s sentence) {
			if k, n := sentenceHash(s.text); n >= repetitionMinWords && !Salutation(s.text) {
				hashes = append(hashes, k)
			}
		})
		return hashes
	})
}
