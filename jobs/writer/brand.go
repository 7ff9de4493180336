package writer

import (
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// brandName is the business the email comes from, when the brief names it the way its web
// address spells it ("Fundación Raíces" for fundacionraices.org, "Oakline" for
// oaklinestrength.com): a sign-off for an account with no first name. "" when the brief never
// names it so.
func brandName(link string, texts ...string) string {
	u, err := url.Parse(strings.TrimSpace(link))
	if err != nil || u.Hostname() == "" {
		return ""
	}
	host := strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
	label, _, _ := strings.Cut(host, ".")
	if len(label) < 4 {
		return ""
	}
	best := ""
	for _, t := range texts {
		words := strings.Fields(t)
		for i := range words {
			if !startsUpper(words[i]) || !strings.EqualFold(words[i][:1], label[:1]) && words[i][0] < utf8.RuneSelf {
				continue // a name the address spells starts with its letter
			}
			for n := 1; n <= 4 && i+n <= len(words) && startsUpper(words[i+n-1]); n++ {
				phrase := bareWord(strings.Join(words[i:i+n], " "))
				key := letterKey(phrase)
				// The whole address ("Fundación Raíces"), or the start of it the brief calls the
				// business by ("Oakline" for oaklinestrength.com).
				whole := key == label
				start := n == 1 && len(key) >= 5 && 5*len(key) >= 2*len(label) && strings.HasPrefix(label, key)
				if (whole || start) && len(phrase) > len(best) {
					best = phrase
				}
			}
		}
	}
	return best
}

func startsUpper(w string) bool {
	for _, r := range w {
		return unicode.IsUpper(r)
	}
	return false
}

// letterKey is a phrase's letters and digits, lower case and without accents: how a web
// address spells a name.
func letterKey(s string) string {
	for _, r := range s {
		if r >= utf8.RuneSelf { // accents to fold; plain ASCII needs no transformer
			s, _, _ = transform.String(transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn))), s)
			break
		}
	}
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}
