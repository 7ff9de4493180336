package writer

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxOfflineSubject is the longest subject line the offline writer offers.
// (50: longer lines are cut on phones).
const maxOfflineSubject = 50

var (
	digitRe     = regexp.MustCompile(`\d`)
	clauseSplit = regexp.MustCompile(`(?:[,;:]\s+|\s[—–-]\s)`)
	spamWords   = regexp.MustCompile(`(?i)\b(free|gratis|guarantee\w*|act now|urgent|winner|cash|click here|buy now|limited time|risk-free|100%)`)
)

// subjects returns SubjectCount distinct subject lines drawn from the
// story's specifics, each a different angle: a number, the opening moment,
// the lesson, a name, the price, the benefit, a turning point. The user's
// own subject comes first, unchanged. Never the title or topic.
func (c *composer) subjects(ss []storySent, opener int, lesson string) []string {
	n := c.in.SubjectCount
	seen := map[string]bool{}
	banned := map[string]bool{normalise(c.f.title): true, normalise(c.f.focus): true, normalise(c.f.audience): true}
	var out []string
	if c.f.subject != "" {
		seen[normalise(c.f.subject)] = true
		out = append(out, c.f.subject)
	}
	add := func(s string) bool {
		s = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(s), ".,;:…"))
		s = ucfirst(s)
		key := normalise(s)
		if s == "" || key == "" || len(out) >= n || utf8.RuneCountInString(s) > maxOfflineSubject || seen[key] || banned[key] {
			return false
		}
		if t := normalise(c.f.title); wordCount(t) >= 3 && strings.Contains(key, t) {
			return false
		}
		if spamWords.MatchString(s) || strings.Contains(s, "!!") || strings.Contains(s, "http") || allCaps(s) {
			return false
		}
		seen[key] = true
		out = append(out, s)
		return true
	}
	var angles [][]string

	// A number from the story, in its own clause.
	var num []string
	for _, s := range byConcreteness(ss) {
		if !digitRe.MatchString(s.text) {
			continue
		}
		for _, cl := range clauseSplit.Split(bare(s.text), -1) {
			if digitRe.MatchString(cl) && wordCount(cl) >= 4 && utf8.RuneCountInString(cl) <= 55 {
				num = append(num, c.asSubject(cl))
			}
		}
	}
	angles = append(angles, num)
	// The opening moment.
	if opener >= 0 {
		o := bare(ss[opener].text)
		var cands []string
		if wordCount(o) >= 4 {
			cands = append(cands, c.asSubject(o))
		}
		if cl := clauseSplit.Split(o, -1); len(cl) > 1 && wordCount(cl[0]) >= 4 {
			cands = append(cands, c.asSubject(cl[0]))
		}
		angles = append(angles, cands)
	}
	// The lesson.
	if l := bare(lesson); l != "" {
		angles = append(angles, []string{c.asSubject(l)})
	}
	// A name from the story.
	var names []string
	if c.adv != nil {
		if n := bare(c.adv.Field("client_name")); n != "" && wordCount(n) <= 3 {
			names = append(names, c.fillPick("subjname", c.p.subjAbout, map[string]string{"name": n}))
		}
	}
	for _, s := range ss {
		for j, w := range strings.Fields(s.text) {
			w = strings.Trim(w, "\"'“”‘’()¿¡,.;:!?")
			if j > 0 && c.fl.proper[w] && !strings.Contains(c.f.product, w) && utf8.RuneCountInString(w) > 2 && !allCaps(w+w) && !notAName[strings.ToLower(w)] && !placeWord[strings.ToLower(strings.Fields(s.text)[j-1])] {
				names = append(names, c.fillPick("subjname", c.p.subjAbout, map[string]string{"name": w}))
				break
			}
		}
		if len(names) > 0 {
			break
		}
	}
	angles = append(angles, names)
	// The template's own line (English prose only).
	if c.prose.subject != "" {
		angles = append(angles, []string{c.prose.subject})
	}
	// The price.
	if c.f.product != "" && c.f.sale != "" && c.f.price != "" && !c.p.isFree(c.f.price) {
		angles = append(angles, []string{c.fillPick("subjprice", c.p.subjPrice, map[string]string{"product": c.f.product, "sale": c.f.sale, "price": c.f.price})})
	}
	// The benefit.
	if b := bare(c.f.benefit); b != "" {
		angles = append(angles, []string{c.asSubject(b)})
	}
	// A turning point or contrast later in the story.
	var turns []string
	for i := len(ss) - 1; i >= 0; i-- {
		if i != opener && turnWords.MatchString(ss[i].text) {
			turns = append(turns, c.asSubject(bare(ss[i].text)))
			for _, cl := range clauseSplit.Split(bare(ss[i].text), -1) {
				if wordCount(cl) >= 4 {
					turns = append(turns, c.asSubject(cl))
				}
			}
		}
	}
	angles = append(angles, turns)
	// One line per angle first, then second choices, then generic lines.
	for round := 0; round < 3 && len(out) < n; round++ {
		for _, a := range angles {
			for k, s := range a {
				if k < round {
					continue
				}
				if add(s) {
					break
				}
			}
		}
	}
	for _, s := range c.pk.shuffle("subjects", c.p.subjects) {
		add(s)
	}
	for _, s := range c.pk.shuffle("subjects", english.subjects) {
		if c.lang == "en" {
			add(s)
		}
	}
	for i := 2; len(out) < n && i < 20; i++ { // only reachable with a huge count
		add(c.p.subjects[0] + " (" + string(rune('0'+i%10)) + ")")
	}
	return out
}

// asSubject turns a clause into a subject line: a trailing conjunction
// removed, the first letter up.
func (c *composer) asSubject(s string) string {
	s = strings.TrimSpace(bare(s))
	for _, w := range []string{"and", "but", "so", "y", "pero"} {
		s = strings.TrimSuffix(s, " "+w)
	}
	for _, w := range []string{"And ", "But ", "So ", "Y ", "Pero "} {
		if strings.HasPrefix(s, w) {
			s = s[len(w):]
		}
	}
	return ucfirst(s)
}

func byConcreteness(ss []storySent) []storySent {
	out := append([]storySent(nil), ss...)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].concrete > out[j-1].concrete; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

func allCaps(s string) bool {
	letters, upper := 0, 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			letters++
			if unicode.IsUpper(r) {
				upper++
			}
		}
	}
	return letters >= 6 && upper == letters
}

// notAName lists capitalised words that are not people: days, months.
var notAName = map[string]bool{}

// placeWord precedes a place rather than a person ("in Valencia").
var placeWord = map[string]bool{"in": true, "at": true, "from": true, "to": true, "en": true, "de": true, "a": true, "desde": true, "near": true}

func init() {
	for _, w := range strings.Fields("monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december christmas easter lunes martes miércoles jueves viernes sábado domingo enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre navidad thanksgiving halloween i've i'm i'd i'll i’ve i’m i’d i’ll") {
		notAName[w] = true
	}
}
