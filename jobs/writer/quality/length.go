package quality

import "fmt"

// lengthTolerance is how far outside the band (as a share of the bound) is
// only a warning; beyond it the length fails.
const lengthTolerance = 0.10

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
