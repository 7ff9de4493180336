package writer

import (
	"hash/fnv"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// picker chooses one phrasing per slot: deterministic for a given input (a
// hash of the input orders the variants), never the same phrasing twice in
// one email, and, across the user's library, the phrasing the user has gone
// longest without (never received first).
type picker struct {
	seed    uint64
	history []string // normalised previous bodies, newest first
	used    map[string]bool
	// pastSubjects are the subject lines of those emails, normalised: a subject the reader
	// has seen counts as just received.
	pastSubjects map[string]bool
}

func newPicker(seed uint64, history, subjects []string) *picker {
	p := &picker{seed: seed, used: map[string]bool{}, pastSubjects: map[string]bool{}}
	for i, h := range history {
		if i >= 20 {
			break
		}
		p.history = append(p.history, " "+normalise(h)+" ")
	}
	for _, s := range subjects {
		p.pastSubjects[normalise(s)] = true
	}
	return p
}

func (p *picker) hash(slot string, i int) uint64 {
	h := fnv.New64a()
	var b [8]byte
	for k := range b {
		b[k] = byte(p.seed >> (8 * k))
	}
	h.Write(b[:])
	h.Write([]byte(slot))
	h.Write([]byte{byte(i), byte(i >> 8)})
	// splitmix64's finaliser: FNV alone leaves neighbouring indexes in
	// neighbouring order.
	z := h.Sum64() + 0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// pick returns one variant of a slot ("" for an empty list).
func (p *picker) pick(slot string, variants []string) string {
	return p.pickBy(slot, variants, func(i int) int { return p.lastSeen(variants[i]) })
}

// seen reports a sentence the user has received in one of their recent emails.
func (p *picker) seen(s string) bool { return p.lastSeen(s) < len(p.history) }

// pickFramed is pick over filled phrasings, each judged by the more recent of its frame and
// its filled sentence.
func (p *picker) pickFramed(slot string, frames, filled []string) string {
	return p.pickBy(slot, filled, func(i int) int { return min(p.lastSeen(frames[i]), p.lastSeen(filled[i])) })
}

// pickBy returns the variant not yet used in this email that the user has gone longest
// without (recency is the index of the newest history body holding variant i, len(history)
// when none), ties broken by the slot's own order; when all are used, one by that order.
func (p *picker) pickBy(slot string, variants []string, recency func(i int) int) string {
	if len(variants) == 0 {
		return ""
	}
	best, bestRecency, bestOrder := -1, -1, uint64(0)
	for i, v := range variants {
		if p.used[v] {
			continue
		}
		r, o := recency(i), p.hash(slot, i)
		if r > bestRecency || r == bestRecency && o < bestOrder {
			best, bestRecency, bestOrder = i, r, o
		}
	}
	if best < 0 {
		return variants[int(p.hash(slot, 0)%uint64(len(variants)))]
	}
	p.used[variants[best]] = true
	return variants[best]
}

// common reports a word found in two or more of the user's previous emails: their own or
// their business's name, which makes no subject line of its own.
func (p *picker) common(word string) bool {
	w := " " + normalise(word) + " "
	n := 0
	for _, h := range p.history {
		if strings.Contains(h, w) {
			n++
		}
	}
	return n >= 2
}

// shuffle returns the list in the input's order for slot (history ignored).
func (p *picker) shuffle(slot string, list []string) []string {
	out := append([]string(nil), list...)
	keys := map[string]uint64{}
	for i, v := range out {
		keys[v] = p.hash(slot, i)
	}
	sort.SliceStable(out, func(i, j int) bool { return keys[out[i]] < keys[out[j]] })
	return out
}

// ordered returns the list with the phrasings the user has gone longest
// without first (never received first), ties in the input's own order.
func (p *picker) ordered(slot string, list []string) []string {
	type cand struct {
		v       string
		recency int
		order   uint64
	}
	cands := make([]cand, len(list))
	for i, v := range list {
		cands[i] = cand{v, p.lastSeen(v), p.hash(slot, i)}
	}
	sort.SliceStable(cands, func(i, j int) bool {
		if cands[i].recency != cands[j].recency {
			return cands[i].recency > cands[j].recency
		}
		return cands[i].order < cands[j].order
	})
	out := make([]string, len(cands))
	for i, c := range cands {
		out[i] = c.v
	}
	return out
}

// lastSeen is the index of the newest history body that holds the variant's
// own wording (its literal parts of three words or more).
func (p *picker) lastSeen(variant string) int {
	if p.pastSubjects[normalise(variant)] {
		return 0
	}
	chunks := literalChunks(variant)
	if len(chunks) == 0 {
		return len(p.history)
	}
	for i, h := range p.history {
		for _, c := range chunks {
			if strings.Contains(h, " "+c+" ") {
				return i
			}
		}
	}
	return len(p.history)
}

// literalChunks are a variant's fixed parts (between holes), normalised,
// keeping those long enough to recognise.
func literalChunks(variant string) []string {
	if !strings.Contains(variant, "{") {
		if n := normalise(variant); len(strings.Fields(n)) >= 2 {
			return []string{n} // a short fixed line ("Es gratis.") is recognised whole
		}
	}
	var out []string
	for _, part := range holeSplit(variant) {
		if n := normalise(part); len(strings.Fields(n)) >= 3 {
			out = append(out, n)
		}
	}
	return out
}

func holeSplit(s string) []string {
	var parts []string
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			return append(parts, s)
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			return append(parts, s)
		}
		parts = append(parts, s[:i])
		s = s[i+j+1:]
	}
}

// normalise lower-cases text and keeps only letters, digits and single
// spaces, so punctuation and line breaks do not hide a repeat.
func normalise(s string) string {
	var b strings.Builder
	space := true
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '’' {
			if r == '’' {
				r = '\''
			}
			b.WriteRune(r)
			space = false
		} else if !space {
			b.WriteByte(' ')
			space = true
		}
	}
	return strings.TrimSpace(b.String())
}

// filler joins user text into a phrase: a hole at the start of a sentence is
// capitalised, one inside a sentence takes the case it would have there.
type filler struct {
	proper map[string]bool // words the user capitalises mid-sentence: names
}

func (f filler) fill(tmpl string, vals map[string]string) string {
	var b strings.Builder
	s := tmpl
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			b.WriteString(s)
			break
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			b.WriteString(s)
			break
		}
		b.WriteString(s[:i])
		key := s[i+1 : i+j]
		v := vals[key]
		if keepCase[key] {
			if atSentenceStart(b.String()) {
				v = ucfirst(v)
			}
		} else if atSentenceStart(b.String()) {
			v = ucfirst(v)
		} else {
			v = f.midSentence(v)
		}
		b.WriteString(v)
		s = s[i+j+1:]
	}
	return b.String()
}

// keepCase holes hold names and amounts, typed as the user wants them.
var keepCase = map[string]bool{"product": true, "link": true, "price": true, "sale": true, "name": true, "it": true, "when": true}

func atSentenceStart(before string) bool {
	t := strings.TrimRight(before, " \n")
	if t == "" {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(t)
	return r == '.' || r == '!' || r == '?' || r == '¿' || r == '¡' || r == '\n'
}

// midSentence lower-cases the first letter of a fragment placed inside a
// sentence, unless it is "I", an acronym or a name the user capitalises
// mid-sentence elsewhere.
func (f filler) midSentence(v string) string {
	first, _, _ := strings.Cut(v, " ")
	w := strings.Trim(first, "\"'“”‘’()¿¡,.;:!?")
	r, n := utf8.DecodeRuneInString(w)
	if n == 0 || !unicode.IsUpper(r) {
		return v
	}
	if w == "I" || strings.HasPrefix(w, "I'") || strings.HasPrefix(w, "I’") || keepsCapital(w) || keepsCapital(v) {
		return v // "I", a brand, or a name owning something ("Renée's show")
	}
	if rest := w[n:]; rest != "" && strings.ToLower(rest) != rest {
		return v // AI, McKinsey
	}
	if utf8.RuneCountInString(w) == 1 && w != "A" {
		return v
	}
	if f.proper[w] || f.proper[strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")] {
		return v
	}
	k := strings.Index(v, w)
	return v[:k] + string(unicode.ToLower(r)) + v[k+n:]
}

// properNames collects the words the user capitalises inside a sentence
// (not at its start): names of people, places and products.
func properNames(texts ...string) map[string]bool {
	out := map[string]bool{}
	for _, t := range texts {
		for _, s := range splitSentences(t) {
			words := strings.Fields(s)
			for i, w := range words {
				w = bareWord(w)
				r, _ := utf8.DecodeRuneInString(w)
				if i == 0 || !unicode.IsUpper(r) || w == "I" || strings.HasPrefix(w, "I'") || strings.HasPrefix(w, "I’") {
					continue
				}
				prev := words[i-1]
				if strings.HasSuffix(prev, ":") || strings.HasSuffix(prev, "\"") {
					continue
				}
				out[w] = true
			}
		}
	}
	return out
}
