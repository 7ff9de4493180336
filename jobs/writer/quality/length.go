package quality

import "fmt"

// lengthTolerance is how far outside the band (as a share of the bound) is
// only a warning; beyond it the length fails.
const lengthTolerance = 0.10

// An email may honestly fall short of its band when the story itself is
// shorter than the band's minimum: padding it out with generic lines would
// be worse. The check then warns and names the story as the cause.

func checkLength(src *source, em *email) Check {
	c := Check{ID: CheckLength}
	n, lo, hi := em.words, src.b.MinWords, src.b.MaxWords
	if hi <= 0 || lo > hi {
		c.Status = Pass
		c.Message = fmt.Sprintf("%d words: no length band was set.", n)
		return c
	}
	band := fmt.Sprintf("%d–%d", lo, hi)
	switch {
	case n >= lo && n <= hi:
		c.Status = Pass
		c.Message = fmt.Sprintf("%d words: inside the %s word band.", n, band)
	case n < lo:
		c.Status = Fail
		if float64(n) >= float64(lo)*(1-lengthTolerance) {
			c.Status = Warn
		}
		c.Message = fmt.Sprintf("%d words: %d short of the %s word band.", n, lo-n, band)
		c.Detail = fmt.Sprintf("Add about %d words (links are not counted).", lo-n)
		if story := countWords(src.b.Story); story < lo {
			// The writer told what it was given rather than padding: the fix is in the input.
			c.Status = Warn
			c.Message = fmt.Sprintf("%d words: %d short of the %s word band, because the story is short (%d words).", n, lo-n, band, story)
			c.Detail = "Tell more of the story (what happened, what changed, one concrete detail) or add product details and proof for a fuller email."
			if 2*story >= lo {
				// A story of 184 words for a 300-word floor is no thin story: it is a line short.
				c.Message = fmt.Sprintf("%d words: %d short of the %s word band; the story gives %d words of it.", n, lo-n, band, story)
				c.Detail = "A line more of the story, or product details and proof, would fill it."
			}
		}
	default:
		c.Status = Fail
		if float64(n) <= float64(hi)*(1+lengthTolerance) {
			c.Status = Warn
		}
		c.Message = fmt.Sprintf("%d words: %d over the %s word band.", n, n-hi, band)
		c.Detail = fmt.Sprintf("Cut about %d words (links are not counted).", n-hi)
	}
	return c
}
