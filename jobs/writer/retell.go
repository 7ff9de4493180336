package writer

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// storySent is one sentence of the retold story with what the writer knows
// about it.
type storySent struct {
	text     string
	idx      int     // position in the story
	concrete float64 // numbers, names, quotes, sensory detail
	score    float64 // concreteness plus overlap with the lesson and topic, turning points
}

var bulletLine = regexp.MustCompile(`^\s*(?:[-*•–—·▪►>]+|\d{1,2}[.)])\s+(.+)$`)

// retellLines turns the story text into sentences: prose is split at its
// sentence ends; bullet notes become sentences (short notes are gathered
// into one list sentence, a first-person note without its "I" gets it back).
func retellLines(story, lang, product string) []string {
	lines, _ := retellParagraphs(story, lang, product)
	return lines
}

// retellParagraphs is retellLines that also says which sentences open one of the author's
// paragraphs, when the story is written in paragraphs (blank lines between them): a story
// the author paragraphed keeps its beats.
func retellParagraphs(story, lang, product string) ([]string, map[string]bool) {
	paragraphed := strings.Contains(strings.ReplaceAll(story, "\r", ""), "\n\n")
	story = namesCased(fixTypos(dropNotesToSelf(cleanStory(story), lang), lang))
	if lang == "en" && !strings.Contains(product, "+") { // "Sea Salt + Fig" is a name, not shorthand
		story = plusJoin.ReplaceAllString(story, "$1 and $2")
	}
	// Notes are the author's own unless they speak of someone else.
	// (A quote is someone else's voice: "her words: 'I wasted 10 days…'" is no "I" of the teller's.)
	unquoted := quotedSpan.ReplaceAllString(story, "")
	firstPerson := firstPersonWords.MatchString(unquoted) || !thirdPersonWords.MatchString(unquoted)
	var out, notes []string
	opens := map[int]bool{} // index in out of a paragraph's first sentence
	sub := noteSubject{product: product, pronoun: soleThirdPerson(story)}
	weTell := !singularSelf.MatchString(unquoted) && weWords.MatchString(unquoted) // a business that speaks as "we"
	flush := func() {
		for len(notes) > 0 {
			n := len(notes)
			if n > 4 {
				n = 3
			}
			out = append(out, listSentence(notes[:n], lang))
			notes = notes[n:]
		}
	}
	for _, line := range strings.Split(story, "\n") {
		m := bulletLine.FindStringSubmatch(line)
		if m == nil {
			flush()
			if strings.TrimSpace(line) != "" {
				opens[len(out)] = true
			}
			for _, sent := range splitLong(joinFragments(splitSentences(line), lang)) {
				switch {
				case lang == "en" && len(out) > 0 && calledUs.MatchString(sent) && clientLabel.MatchString(out[0]):
					sent = "They " + lowerFirst(sent) // "Client: home goods brand… Came to us in March": the client came
				case lang == "en" && len(out) > 0 && calledUs.MatchString(sent) && !othersLed(out[0]):
					sent = sub.person(out, sent) // "Customer Rob… Called us in January": he called
				case lang != "en" || len(out) == 0 || !pastVerbLed(afterAdverb(sent)) || idiomLed.MatchString(sent):
				case !firstPerson || sub.pronoun != "" && tellerActedOn.MatchString(sent):
					// prose typed as notes drops its subject too: "Stopped coming in 2022 after hip
					// surgery" is hers, "Came to me at 24 weeks" is the client's
					sent = sub.person(out, sent)
				case sub.pronoun != "" && !singularSelf.MatchString(unquoted) && titledName.MatchString(out[0]):
					// "Carlos R., member since 2019, financed… Refinanced with us": he refinanced
					sent = sub.person(out, sent)
				case !singularSelf.MatchString(unquoted) && othersLed(out[0]):
					// "Client: 40-person machine shop… Lost quote files…": a business speaking as
					// "we" tells what the client went through
					sent = "They " + lowerFirst(sent)
				}
				out = append(out, sent)
			}
			continue
		}
		note := strings.TrimSpace(m[1])
		if wordCount(note) < 6 && !subjectLed(note) && !endsSentence(note) && !(lang == "en" && firstPerson && pastVerbLed(note)) {
			notes = append(notes, bare(note))
			continue
		}
		flush()
		timed := whenLed(note)
		switch {
		case lang != "en":
		case thingVerbLed.MatchString(note):
			// "backed up into the basement Easter Sunday": what backs up is a thing, never "He"
			// or "I", and the note does not say which: "It backed up…"
			note = "It " + lowerFirst(note)
		case firstPerson && len(out) > 0 && calledUs.MatchString(note) && !othersLed(out[0]):
			note = sub.person(out, note) // "- called us in January": the customer, never "I called us"
		case firstPerson && len(out) > 0 && (pastVerbLed(afterAdverb(note)) || speechLed(note)) && tellerActedOn.MatchString(note):
			// "- messaged me in jan", "- asked if I could add a date", "- says she touches it every
			// morning": the teller is spoken to, so the one who acts is the story's other person
			note = sub.person(out, note)
		case firstPerson && len(out) > 0 && speechLed(note) && sub.pronoun != "":
			note = sub.person(out, note)
		case firstPerson && pastVerbLed(afterAdverb(note)) && len(out) > 0 && personIntro.MatchString(out[0]):
			// "- Marcus, 14 when he came in … - had been suspended twice that year": his, never "I had been"
			if sub.pronoun != "" {
				note = sub.person(out, note)
			} else {
				who := personIntro.FindStringSubmatch(out[0])[1]
				if p := heOrShe.FindString(out[0]); p != "" {
					who = ucfirst(strings.ToLower(p)) // "Marcus, 14 when he came in": "He had been…", not his name twice in a row
				}
				note = who + " " + lowerFirst(note)
			}
		case firstPerson && pastVerbLed(afterAdverb(note)) && !singularSelf.MatchString(unquoted) && len(out) > 0 && othersLed(out[0]):
			// "- restaurant on Elm st had a duct fire … - closed 6 weeks": a business that speaks
			// as "we" tells of the restaurant, and "closed" is theirs, never "I closed"
			note = "They " + lowerFirst(note)
		case firstPerson && pastVerbLed(afterAdverb(note)):
			// a business that speaks as "we" did it together: "We swapped in extra greens"
			note = map[bool]string{true: "We ", false: "I "}[weTell] + lowerFirst(note)
		case firstPerson && yearDoing.MatchString(note):
			// "this yr adding a flower row" is what is being added: "This year we're adding…"
			who := map[bool]string{true: "we're", false: "I'm"}[weTell]
			note = yearDoing.ReplaceAllString(note, "$1 "+who+" $2")
		case firstPerson && timed != "":
			// "first year kept every receipt…" is "First year, I kept every receipt…", "tax time:
			// dumped it…" is "Tax time, I dumped it…"
			note = timed
		case !firstPerson && pastVerbLed(afterAdverb(note)):
			note = sub.person(out, note) // "finally did it on her lunch break": she finally did
		case !firstPerson && len(out) == 0 && bareRoleNote.MatchString(note):
			note = "A " + lowerFirst(note) // "customer last month signed up…": a customer
		case presentVerbs[firstWordLower(note)]:
			note = sub.thing(note)
		case firstWordLower(note) == "now" && wordCount(note) > 2 && presentVerbs[strings.ToLower(strings.Fields(note)[1])]:
			note = "Now it " + strings.SplitN(note, " ", 2)[1] // "now takes 40 min" lost its subject
		case namedAge.MatchString(note):
			// "Rosie, 3yo heeler mix, adopted…" is "Rosie is a 3-year-old heeler mix, adopted…"
			note = namedAge.ReplaceAllString(note, "$1 is a $2-year-old $3")
		case countPerTime.MatchString(note) && !nowWords.MatchString(note):
			note = "There were " + note // "2-3 no-shows a week because…" is what there were
		}
		told := splitSentences(note)
		for i := 1; i < len(told) && lang == "en" && firstPerson; i++ {
			if pastVerbLed(told[i]) && !tellerActedOn.MatchString(told[i]) {
				who := map[bool]string{true: "We ", false: "I "}[weTell] // "- asked if I could add a date. did it free": I did
				if saidLed.MatchString(told[i]) && sub.pronoun != "" {
					who = ucfirst(sub.pronoun) + " " // "- one from Ruth Anne, 84… said the silence…": she said
				}
				told[i] = who + lowerFirst(told[i])
			}
		}
		out = append(out, splitLong(joinFragments(told, lang))...)
	}
	flush()
	// A sentence typed twice is told once.
	var kept []string
	starts := map[string]bool{}
	for i, s := range out {
		s = nameCased(dropOpeningFiller(s), product)
		if lang == "en" {
			s = englishCase(s)
		}
		dup := false
		for _, k := range kept {
			if similar(s, k) {
				dup = true
				break
			}
		}
		if !dup {
			kept = append(kept, s)
			if opens[i] && paragraphed {
				starts[s] = true
			}
		}
	}
	if len(starts) < 2 {
		starts = nil
	}
	return kept, starts
}

// tellerActedOn is a note whose first words make the teller its object: "messaged me",
// "asked if I could", "left a review that made me cry".
var tellerActedOn = regexp.MustCompile(`^(?:\S+ ){0,5}(?:me|if I|whether I)\b`)

// clientLabel opens a story told of a client: "Client: home goods brand out of Ohio".
var clientLabel = regexp.MustCompile(`^(?:Our )?(?:Client|Customer)s?:\s`)

// calledUs is a note of someone coming to the business, its "we" the one acted on: "called us
// in January" is the customer's call, never "I called us".
var calledUs = regexp.MustCompile(`(?i)^(?:\S+ )?(?:called|emailed|texted|messaged|came to|reached out to|contacted|found|hired|wrote to) us\b`)

// speechLed is a note led by what someone says: "says she touches that one every morning".
func speechLed(note string) bool { return speechVerbs[firstWordLower(note)] }

var speechVerbs = setOf("says tells asks writes texts keeps")

// thingVerbLed is a note led by what only a thing does: pipes, tanks and machines back up,
// burst, overflow, flood or freeze.
var thingVerbLed = regexp.MustCompile(`(?i)^(?:backed up|overflowed|burst|flooded|froze|leaked|cracked|short[- ]circuited|caught fire|broke down)\b`)

// yearDoing is a note of what this season brings, its doer left out: "this yr adding…".
var yearDoing = regexp.MustCompile(`(?i)^(this (?:year|season|spring|summer|fall|winter|month)) (\p{Ll}+ing)\b`)

// timeLeads open a sentence on when, not who.
var timeLeads = setOf("last this next that every one in on at after before during")

// othersLed reports a told sentence about someone other than the teller: led by a noun ("Restaurant
// on Elm St had a duct fire"), with no first-person word in it.
func othersLed(s string) bool {
	w := firstWordLower(s)
	if firstPersonWords.MatchString(s) || pronounWords[w] || anaphoric[w] || pastVerbLed(s) || imperative(s) || presentVerbs[w] || timeLeads[w] {
		return false // ("Last season was rough" is a time, no one else's doing)
	}
	_, rest, _ := strings.Cut(s, " ")
	return pastVerbAfter.MatchString(rest)
}

var pastVerbAfter = regexp.MustCompile(`\b(?:had|was|were|did|got|came|went|\p{Ll}{3,}ed)\b`)

var pronounWords = setOf("i we you he she it they this that there here")

// afterAdverb is a note without its leading adverb of time: "finally did it" is "did it".
func afterAdverb(note string) string {
	if f := strings.Fields(note); len(f) > 2 && noteAdverbs[strings.ToLower(f[0])] {
		return strings.Join(f[1:], " ")
	}
	return note
}

var noteAdverbs = setOf("finally eventually then later soon also just still even quickly immediately")

// personNounLed is a line led by someone unnamed: "A customer last month signed up…".
var personNounLed = regexp.MustCompile(`(?i)^(?:a|one|our|my)?\s*(?:new\s+)?(?:customer|client|user|member|student|patient|reader|subscriber|buyer|guest|parent|mom|dad|woman|man|guy|lady)\b`)

// bareRoleNote is a note led by a role with no article, then what happened: "customer last
// month signed up for the trial".
var bareRoleNote = regexp.MustCompile(`(?i)^(?:customer|client|user|member|student|patient|reader|subscriber|buyer|guest)\s+(?:last|this|in|on|yesterday|today|\p{L}+ed\b)`)

// whenLed gives a note led by when, then what the teller did, its teller: "First year, I kept
// every receipt…"; "" for any other note.
func whenLed(note string) string {
	for _, re := range []*regexp.Regexp{timedLabelNote, timeLedNote} {
		if m := re.FindStringSubmatch(note); m != nil && pastVerbLed(m[2]) {
			return m[1] + ", I " + m[2]
		}
	}
	return ""
}

// timedLabelNote is a note labelled by when: "tax time: dumped it…", "day 3: ran out".
var timedLabelNote = regexp.MustCompile(`(?i)^((?:\p{L}+ )?(?:time|day|week|month|year|night|morning)(?: \d+)?):\s+(.+)$`)

// quotedSpan is words in double quotes.
var quotedSpan = regexp.MustCompile(`"[^"\n]*"|“[^”\n]*”|(?:^|[\s:(])'\p{Lu}[^\n]{0,100}?'(?:[\s.,;!?)]|$)`)

// timeLedNote is a note led by when, then what the teller did: "first year kept every
// receipt…", "by week 3 ran the whole route".
var timeLedNote = regexp.MustCompile(`(?i)^((?:the |that |my )?(?:first|second|third|next|last|this|that) (?:year|month|week|summer|winter|spring|fall|day|night)|year one|in \d{4}|by (?:week|month|year|day) \d+),?\s+(.+)$`)

// namedAge is a note led by a name and an age in shorthand: "Rosie, 3yo heeler mix".
var namedAge = regexp.MustCompile(`^(\p{Lu}\p{Ll}+), (\d{1,2})\s?(?:yo|y/o|yr old|yrs old|year old|-year-old) (\p{Ll})`)

// joinFragments joins a line of what happened, listed with no subject ("Barking, spinning,
// once pulled Kim over…"), to the sentence it tells more of: "…go full Tasmanian devil:
// barking, spinning, once pulled Kim over…". Apart, the list is a fragment a cut or a move
// can orphan.
func joinFragments(sents []string, lang string) []string {
	if lang != "en" || len(sents) < 2 {
		return sents
	}
	out := []string{sents[0]}
	for _, s := range sents[1:] {
		prev := out[len(out)-1]
		if m := gerundList.FindStringSubmatch(s); m != nil && !notGerund[strings.ToLower(m[1])] && !notGerund[m[2]] && strings.HasSuffix(prev, ".") && !strings.HasSuffix(prev, "..") {
			out[len(out)-1] = strings.TrimSuffix(prev, ".") + ": " + lowerFirst(s)
			continue
		}
		out = append(out, s)
	}
	return out
}

// gerundList opens on two or more -ing words in a row, a list of what happened: "Barking,
// spinning, …".
var gerundList = regexp.MustCompile(`^(\p{Lu}\p{Ll}+ing),\s+(\p{Ll}+ing)\b`)

var notGerund = setOf(`nothing something anything everything thing morning evening spring ring king wing ceiling building during`)

// countPerTime is a note counting something per day, week or month: "2-3 no-shows a week".
var countPerTime = regexp.MustCompile(`^\d[\d,.]*(?:\s?[-–]\s?\d+)?\+?\s+[\p{Ll}][\p{L}'-]*s\s+(?:a|per|each|every)\s+(?:day|week|month|shift|night)\b`)

// ordinalList retells numbered notes ("Error 1: cobrar muy poco. Error 2: …") as a list told
// in words, led by its count ("Tres errores. El primero: cobrar muy poco. El segundo: …").
// Items not numbered 1, 2, 3… in order are left as typed.
func ordinalList(sents []string, lang string) []string {
	start := -1
	var label string
	for i, s := range sents {
		m := numberedNote.FindStringSubmatch(s)
		if m == nil || m[2] != "1" {
			continue
		}
		start, label = i, strings.ToLower(m[1])
		break
	}
	if start < 0 {
		return sents
	}
	n := 0
	for i := start; i < len(sents); i++ {
		m := numberedNote.FindStringSubmatch(sents[i])
		if m == nil || strings.ToLower(m[1]) != label || m[2] != fmt.Sprint(n+1) {
			break
		}
		n++
	}
	if n < 2 || n > 5 {
		return sents
	}
	out := slices.Clone(sents)
	for k := 1; k < n; k++ {
		m := numberedNote.FindStringSubmatch(out[start+k])
		rest := strings.TrimSpace(out[start+k][len(m[0]):])
		out[start+k] = ordinalLead(label, k, lang) + ": " + rest
	}
	// The count first, so the reader knows what "the first" counts: "Tres errores. El primero:
	// cobrar muy poco…", not a cold "El primer error:".
	m := numberedNote.FindStringSubmatch(sents[start])
	out[start] = countHeader(label, n, lang) + " " + ordinalLead(label, 0, lang) + ": " + strings.TrimSpace(sents[start][len(m[0]):])
	return out
}

// countHeader names the list by its count: "Three mistakes.", "Tres errores.".
func countHeader(label string, n int, lang string) string {
	if lang == "es" {
		plural := label + "s"
		if !strings.ContainsAny(label[len(label)-1:], "aeiou") {
			plural = label + "es"
		}
		return []string{"", "", "Dos", "Tres", "Cuatro", "Cinco"}[n] + " " + plural + "."
	}
	plural := label + "s"
	if strings.HasSuffix(label, "s") || strings.HasSuffix(label, "x") || strings.HasSuffix(label, "ch") || strings.HasSuffix(label, "sh") {
		plural = label + "es"
	}
	return []string{"", "", "Two", "Three", "Four", "Five"}[n] + " " + plural + "."
}

// numberedNote is a note led by its label and number ("Error 1:", "step 2 -").
var numberedNote = regexp.MustCompile(`(?i)^(\p{L}+)\s+(\d)\s*[:.)-]\s*`)

// ordinalLead says the k-th item (from 0) of a list of label: "The first", "The second"; "El
// primero", "La segunda".
func ordinalLead(label string, k int, lang string) string {
	if lang == "es" {
		fem := strings.HasSuffix(label, "a")
		words := [][2]string{{"El primero", "La primera"}, {"El segundo", "La segunda"}, {"El tercero", "La tercera"}, {"El cuarto", "La cuarta"}, {"El quinto", "La quinta"}}
		return words[k][map[bool]int{true: 1, false: 0}[fem]]
	}
	return []string{"The first", "The second", "The third", "The fourth", "The fifth"}[k]
}

// stateNotes retells a sentence whose clause is followed by notes of a state ("late invoices
// down 71%", "no-shows basically zero last month"): each note gets its verb and the last is
// joined with "and". A sentence with any other kind of note is left as typed.
func stateNotes(s string) []string {
	if strings.Contains(s, ": ") || strings.Contains(s, ", and ") {
		return []string{s} // "why: beans up 30%, rent up, and…" is a list, told as one
	}
	items := strings.Split(strings.TrimRight(s, "."), ", ")
	head := -1
	for i, it := range items {
		if sentenceLike(it) || hasPresentVerb(it) && !presentVerbs[firstWordLower(it)] {
			head = i
			break
		}
	}
	if head < 0 || head == len(items)-1 {
		return []string{s}
	}
	rest := slices.Clone(items[head+1:])
	if s2 := sharedSubject(items[:head+1], rest); s2 != "" {
		return []string{s2}
	}
	changed := false
	for i, it := range rest {
		if np, state := stateNote(it); np != "" {
			be := "was"
			if last := np[strings.LastIndex(np, " ")+1:]; strings.HasSuffix(last, "s") && !strings.HasSuffix(last, "ss") {
				be = "were"
			}
			rest[i], changed = np+" "+be+" "+state, true
			continue
		}
		if !sentenceLike(it) && !properLed(it) {
			return []string{s}
		}
	}
	if !changed {
		return []string{s}
	}
	first := strings.Join(items[:head+1], ", ")
	last := rest[len(rest)-1]
	if len(rest) == 1 {
		return []string{first + ", and " + last + "."}
	}
	return []string{first + ".", ucfirst(strings.Join(rest[:len(rest)-1], ", ") + ", and " + last + ".")}
}

// hasPresentVerb reports a clause with a verb of presentVerbs ("The challenge starts March 3").
func hasPresentVerb(s string) bool {
	for _, w := range strings.Fields(strings.ToLower(s)) {
		if presentVerbs[w] {
			return true
		}
	}
	return false
}

// sharedSubject retells "X starts March 3, runs 6 weeks, 3 coached sessions a week and a
// simple food log" as "X starts March 3 and runs 6 weeks: 3 coached sessions a week and a
// simple food log.": a second verb shares the first's subject, and what follows is what it
// holds. "" when the notes are not of that shape.
func sharedSubject(head, rest []string) string {
	if len(rest) == 0 || len(rest) > 2 || !presentVerbs[firstWordLower(rest[0])] || !hasPresentVerb(head[len(head)-1]) && !sentenceLike(head[len(head)-1]) {
		return ""
	}
	out := strings.Join(head, ", ") + " and " + rest[0]
	if len(rest) == 2 {
		if clauseLike(rest[1]) || subjectLed(rest[1]) || presentVerbs[firstWordLower(rest[1])] {
			return ""
		}
		out += ": " + rest[1]
	}
	return out + "."
}

// stateNote splits a noun and its state, with no verb between ("late invoices" / "down 71%",
// "no-shows" / "basically zero last month"); "" when the note is not one.
func stateNote(note string) (np, state string) {
	words := strings.Fields(note)
	for i, w := range words {
		switch strings.ToLower(w) {
		case "down", "up", "zero", "basically", "almost", "nearly":
			// ("parents cracking up" is a verb and its particle, not parents "cracking" that were up)
			if i == 0 || i > 3 || sentenceLike(strings.Join(words[:i], " ")) || !unicode.IsLower([]rune(words[0])[0]) || strings.HasSuffix(strings.ToLower(words[i-1]), "ing") {
				return "", ""
			}
			return strings.Join(words[:i], " "), strings.Join(words[i:], " ")
		}
	}
	return "", ""
}

// openingFiller is talk that only clears the throat: "ok so the candle sold out…".
var openingFiller = regexp.MustCompile(`(?i)^(?:(?:ok(?:ay)?|alright|so yeah|bueno)[,]?\s+(?:so[,]?\s+|pues[,]?\s+)?|(?:quick |friendly |a )?reminder(?: for (?:everyone|all of you|you all))?:\s+|recordatorio(?: para todos)?:\s+)`)

// dropOpeningFiller takes the filler off a sentence's start and capitalises what is left.
func dropOpeningFiller(s string) string {
	m := openingFiller.FindString(s)
	if m == "" || wordCount(s)-wordCount(m) < 3 {
		return s
	}
	return ucfirst(s[len(m):])
}

// nameCased writes the product's name as the user typed it in the product field wherever
// the story types it in another case ("sea salt + fig" → "Sea Salt + Fig").
func nameCased(s, product string) string {
	name := strings.TrimSpace(product)
	if _, rest, _ := strings.Cut(name, " "); wordCount(name) < 2 || strings.ToLower(rest) == rest {
		// One word ("Bread") may be the common noun the story means, and a name in sentence
		// case ("Annual membership") is spelt no differently in the story.
		return s
	}
	low, lname := strings.ToLower(s), strings.ToLower(name)
	var b strings.Builder
	for {
		i := strings.Index(low, lname)
		if i < 0 || len(low) != len(s) {
			b.WriteString(s)
			return b.String()
		}
		end := i + len(lname)
		before, after := rune(' '), rune(' ')
		if i > 0 {
			before, _ = utf8.DecodeLastRuneInString(s[:i])
		}
		if end < len(s) {
			after, _ = utf8.DecodeRuneInString(s[end:])
		}
		b.WriteString(s[:i])
		if unicode.IsLetter(before) || unicode.IsLetter(after) {
			b.WriteString(s[i:end]) // part of a longer word
		} else {
			b.WriteString(name)
		}
		s, low = s[end:], low[end:]
	}
}

// echoes reports two lines that say one thing: most of the shorter one's words are the
// other's.
func echoes(a, b string) bool {
	wa, wb := distinctWords(a), distinctWords(b)
	if len(wa) < 5 || len(wb) < 5 {
		return false
	}
	shared := 0
	for w := range wa {
		if wb[w] {
			shared++
		}
	}
	return float64(shared) >= 0.75*float64(min(len(wa), len(wb)))
}

// distinctWords is the set of a line's normalised words.
func distinctWords(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(normalise(s)) {
		out[w] = true
	}
	return out
}

// similar reports sentences that say nearly the same thing (most of their
// words shared), such as one line repeated with a different number.
func similar(a, b string) bool {
	wa, wb := strings.Fields(normalise(a)), strings.Fields(normalise(b))
	if len(wa) == 0 || len(wb) == 0 {
		return false
	}
	set := map[string]bool{}
	for _, w := range wa {
		set[w] = true
	}
	shared := 0
	union := map[string]bool{}
	for _, w := range wa {
		union[w] = true
	}
	for _, w := range wb {
		if set[w] && !union["\x00"+w] {
			shared++
			union["\x00"+w] = true
		}
		union[w] = true
	}
	total := 0
	for k := range union {
		if !strings.HasPrefix(k, "\x00") {
			total++
		}
	}
	return float64(shared)/float64(total) >= 0.7
}

// listSentence joins short notes into one sentence: "Sales flat, 80-hour
// weeks and no days off."
func listSentence(notes []string, lang string) string {
	and := " and "
	if lang == "es" {
		and = " y "
	}
	parts := make([]string, len(notes))
	for i, n := range notes {
		if i == 0 {
			parts[i] = n
		} else {
			parts[i] = lowerCommon(n)
		}
	}
	if len(parts) == 1 {
		return sentence(parts[0])
	}
	return sentence(strings.Join(parts[:len(parts)-1], ", ") + and + parts[len(parts)-1])
}

var pastVerbs = map[string]bool{
	"was": true, "had": true, "got": true, "went": true, "lost": true, "made": true, "found": true, "took": true,
	"felt": true, "built": true, "sold": true, "quit": true, "began": true, "left": true, "saw": true, "met": true,
	"spent": true, "thought": true, "knew": true, "gave": true, "ran": true, "wrote": true, "kept": true, "became": true,
	"hit": true, "told": true, "paid": true, "put": true, "won": true, "cut": true, "grew": true, "fell": true,
	"said": true, "came": true, "bought": true, "brought": true, "did": true, "could": true, "couldn't": true,
	"rode": true, "rewrote": true, "drove": true, "swam": true, "threw": true, "broke": true,
}

// noteSubject gives subjectless notes ("was building the schedule…", "starts March 3…") the
// subject the user left out: the person a story label named ("Ramon is GM at…"), then their
// pronoun when the story uses only one; the product for a note about when or how it runs.
type noteSubject struct {
	product, pronoun string
	named, thingDone bool
}

// Pronouns that tell whose story it is: compiled once, stories are read on every generation.
var (
	singularSelf     = regexp.MustCompile(`(?i)\b(i|i'm|i've|i'd|my|me|mine)\b`)
	firstPersonWords = regexp.MustCompile(`(?i)\b(i|i'm|i've|my|me|we|our)\b`)
	thirdPersonWords = regexp.MustCompile(`(?i)\b(he|she|they|his|her|their)\b`)
	heWords          = regexp.MustCompile(`(?i)\b(he|him|his)\b`)
	sheWords         = regexp.MustCompile(`(?i)\b(she|her|hers)\b`)
)

var introduced = regexp.MustCompile(`^(?:This is (\p{Lu}[\p{L}'’-]+)|(\p{Lu}[\p{L}'’-]+) is )`)

func (n *noteSubject) person(told []string, note string) string {
	name := ""
	for _, s := range told {
		if m := introduced.FindStringSubmatch(s); m != nil {
			name = m[1] + m[2]
			break
		}
	}
	switch {
	case name == "" && n.pronoun != "" && len(told) > 0 && (personNounLed.MatchString(told[0]) || titledName.MatchString(told[0])):
		// "A customer last month signed up…" then "figured setup would eat…": she figured
		return ucfirst(n.pronoun) + " " + lowerFirst(note)
	case name == "":
		return note
	case !n.named && n.pronoun != "" && len(told) > 0 && strings.HasPrefix(told[len(told)-1], name+" "):
		// "Ramon is GM at a taco place. He was building the schedule…", not "Ramon" twice running
		n.named = true
		return ucfirst(n.pronoun) + " " + lowerFirst(note)
	case !n.named || n.pronoun == "":
		n.named = true
		return name + " " + lowerFirst(note)
	default:
		return ucfirst(n.pronoun) + " " + lowerFirst(note)
	}
}

func (n *noteSubject) thing(note string) string {
	if n.product == "" || n.thingDone {
		return note
	}
	n.thingDone = true
	return ucfirst(productPhrase(n.product)) + " " + lowerFirst(note)
}

// titledName is a story that opens on someone by title or role and name, or by name and an
// aside: "Mrs. Eleanor Pruitt, 91, …", "Client Jess had…", "Carlos R., member since 2019, …".
var titledName = regexp.MustCompile(`^(?:(?:(?:Mrs?|Ms|Dr|Miss)\.?|Client|Customer|Patient|Student|Member)\s+\p{Lu}\p{L}+|\p{Lu}\p{Ll}+(?: \p{Lu}\.?)?,)`)

// idiomLed is a sentence whose leading verb has no person behind it: "Turned out…", "Took me
// three years", "Happened on a Tuesday".
var idiomLed = regexp.MustCompile(`(?i)^(?:turned out|took|happened|seemed|felt like|looked like|sounded like)\b`)

// soleThirdPerson is "he" or "she" when a story speaks of one person only in that form.
func soleThirdPerson(story string) string {
	he, she := heWords.MatchString(story), sheWords.MatchString(story)
	switch {
	case he && !she:
		return "he"
	case she && !he:
		return "she"
	}
	return ""
}

// presentVerbs lead a note about when or how something runs: "starts March 3, runs 6 weeks".
var presentVerbs = map[string]bool{"starts": true, "runs": true, "opens": true, "ends": true, "closes": true, "costs": true,
	"includes": true, "covers": true, "lasts": true, "begins": true, "meets": true, "takes": true}

func pastVerbLed(s string) bool {
	w := firstWordLower(s)
	return pastVerbs[w] || (strings.HasSuffix(w, "ed") && len(w) > 4)
}

func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || keepsCapital(s) {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}

// keepsCapital reports a text led by a word whose capital is its own, wherever it stands: "I",
// an acronym ("NFPA"), a name with a capital inside ("QuickBooks"), a brand ("Shopify"), or a
// name owning something ("Renée's show").
func keepsCapital(s string) bool {
	first, _, _ := strings.Cut(s, " ")
	first = strings.TrimRight(first, ".,;:!?)")
	if first == "I" || strings.HasPrefix(first, "I'") || strings.HasPrefix(first, "I’") {
		return true
	}
	letters := strings.TrimFunc(first, func(r rune) bool { return !unicode.IsLetter(r) })
	if utf8.RuneCountInString(letters) > 1 && strings.ToUpper(letters) == letters {
		return true
	}
	if head, _, ok := strings.Cut(letters, "-"); ok && utf8.RuneCountInString(head) > 1 && strings.ToUpper(head) == head {
		return true // "USPAP-compliant" keeps its acronym
	}
	if _, size := utf8.DecodeRuneInString(first); strings.ToLower(first[size:]) != first[size:] && !strings.Contains(first, "-") {
		return true
	}
	low := strings.ToLower(first)
	if brands[low] != "" {
		return true
	}
	stem := strings.TrimSuffix(strings.TrimSuffix(low, "'s"), "’s")
	if stem != low && !contracted[stem] {
		return true
	}
	// the first word of an organisation's name: "Lakeview Credit Union matching every gift…"
	return orgName.MatchString(s) && !determiner[low]
}

var orgName = regexp.MustCompile(`^\p{Lu}\p{Ll}+ (?:\p{Lu}\p{Ll}+ )*(?:Credit Union|Bank|Foundation|Church|Hospital|Library|University|College|School|Club|Society|Center|Centre|Institute|Association|Council|Rotary)\b`)

// contracted are the words whose "'s" is "is" or "us", never an owner: "It's", "Let's".
var contracted = setOf("it that here there what he she let who where how everyone everything nothing something today")

// lowerCommon lower-cases a note's first letter unless it looks like a
// name or acronym.
func lowerCommon(s string) string {
	first, _, _ := strings.Cut(s, " ")
	r, n := utf8.DecodeRuneInString(first)
	if n == 0 || !unicode.IsUpper(r) || first == "I" {
		return s
	}
	if rest := first[n:]; rest != "" && strings.ToLower(rest) != rest {
		return s
	}
	return lowerFirst(s)
}

// splitLong cuts run-on sentences (no full stop for 45 words) only where
// the writer put a semicolon: a sentence is kept or dropped whole, never cut
// at a word count.
func splitLong(sents []string) []string {
	var out []string
	for _, s := range sents {
		if wordCount(s) <= 45 || !strings.Contains(s, "; ") {
			out = append(out, s)
			continue
		}
		for _, part := range strings.Split(s, "; ") {
			if p := sentence(part); p != "" {
				out = append(out, p)
			}
		}
	}
	return out
}

var (
	numberToken = regexp.MustCompile(`\d|\b(?i:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|fifty|hundred|thousand|million|half|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|veinte|cien|mil)\b`)
	turnWords   = regexp.MustCompile(`(?i)\b(realis\w*|realiz\w*|learn\w*|discover\w*|turns out|turned out|the secret|what worked|that's when|that was when|changed|finally|then|but|until|decided|stopped|started|instead|adopted|hired|passed|graduated|signed up|said yes|got the job|adoptaron|adoptó|aprend\w*|me di cuenta|descubr\w*|resulta que|el secreto|lo que funcionó|cambió|hasta que|decidí|dejé de|empecé|pero|entonces)\b`)
	anaphoric   = map[string]bool{"that": true, "this": true, "it": true, "then": true, "so": true, "but": true, "and": true, "he": true, "she": true, "they": true, "those": true, "these": true, "there": true, "eso": true, "esto": true, "ese": true, "esa": true, "entonces": true, "pero": true, "y": true, "luego": true, "él": true, "ella": true, "ellos": true, "also": true, "which": true, "after": true, "después": true,
		"that's": true, "that’s": true, "it's": true, "it’s": true, "he's": true, "she's": true, "they're": true, "there's": true}
	quoteMarks  = regexp.MustCompile(`["“”«»]`)
	thirdPerson = regexp.MustCompile(`(?i)\b(he|she|his|her|him|they|them|their|él|ella|ellos|ellas|su|sus)\b`)
)

var stopwords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`this that with from have were been they their them then than what when where which while your about into over under just more most some very much only also even because there these those would could should will shall being other after before again every each such both does doing done make made like well back still here para como pero porque cuando donde este esta esto estos estas unos unas sobre entre hasta desde todo todos toda todas muy más menos tiene tenía había hace hacer cada otro otra otros otras ellos ellas nuestro nuestra mucho mucha fue eran sido siendo`) {
		stopwords[w] = true
	}
}

// keywords are the stems of the content words of texts.
func keywords(texts ...string) map[string]bool {
	out := map[string]bool{}
	for _, t := range texts {
		for _, w := range strings.Fields(strings.ToLower(t)) {
			w = strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
			if utf8.RuneCountInString(w) < 4 || stopwords[w] {
				continue
			}
			out[stem(w)] = true
		}
	}
	return out
}

func stem(w string) string {
	r := []rune(w)
	if len(r) > 5 {
		r = r[:5]
	}
	return string(r)
}

// scoreSentences rates every sentence: concrete detail, words shared with
// the lesson, topic and offer, and turning points; the first and last
// sentences (setting and outcome) get a bonus.
func scoreSentences(sents []string, keys map[string]bool, proper map[string]bool) []storySent {
	out := make([]storySent, len(sents))
	for i, s := range sents {
		c := 0.0
		nums, senses := countDetail(s)
		c += minF(float64(nums)*1.5, 4)
		names := 0.0
		for j, w := range strings.Fields(s) {
			w = bareWord(w)
			if j > 0 && proper[w] {
				names++
			}
		}
		c += minF(names*1.5, 3)
		if quoteMarks.MatchString(s) {
			c++
		}
		c += minF(float64(senses), 2)
		overlap := 0.0
		for k := range keywords(s) {
			if keys[k] {
				overlap++
			}
		}
		sc := c + minF(overlap*1.5, 6)
		if turnWords.MatchString(s) {
			sc += 2
		}
		if i == 0 {
			sc += 2
		}
		if i == len(sents)-1 && i > 0 {
			sc += 1.5
		}
		n := wordCount(s)
		if n < 4 {
			sc--
		}
		if n >= 3 && n <= 6 && i > 0 && sharesWord(s, sents[i-1]) {
			// A short line answering the one before ("…looking for 'a calm older dog.' Biscuit
			// is not calm.") is the story's punchline: a cut keeps it.
			sc += 2.5
		}
		if i > 0 && answersNot.MatchString(s) && notWas.MatchString(sents[i-1]) {
			// "The problem wasn't sales. It was the gap between doing the work and getting paid
			// for it.": the second half of a correction is its point.
			sc += 2.5
		}
		if n > 35 {
			sc--
		}
		if aboutTheEmail.MatchString(s) {
			// "I've been trying to write this email for three weeks": talk about the
			// telling, the first line a copywriter cuts.
			sc -= 4
			c = 0
		}
		out[i] = storySent{text: s, idx: i, concrete: c, score: sc}
	}
	return out
}

// answersNot opens the line that corrects a "wasn't" before it; notWas is that line.
var (
	answersNot = regexp.MustCompile(`(?i)^(?:it was|it's|it is|that was|the real|fue|era|es)\b`)
	notWas     = regexp.MustCompile(`(?i)\b(?:wasn't|wasn’t|isn't|isn’t|was not|is not|no era|no fue|no es)\b`)
)

var aboutTheEmail = regexp.MustCompile(`(?i)\b(?:this email|write this|writing this|sorry (?:it's|this is) so long|este correo|escribir esto)\b`)

// countDetail counts a sentence's numbers (each digit, and number words) and its sensory
// words (smell, coffee, night…), word by word: the scorer's costliest step as patterns.
func countDetail(s string) (nums, senses int) {
	start := -1
	word := func(w string) {
		w = strings.ToLower(w)
		if spelledNumbers[w] {
			nums++
		}
		if sensoryWords[w] {
			senses++
			return
		}
		for _, p := range sensoryStems {
			if strings.HasPrefix(w, p) {
				senses++
				return
			}
		}
	}
	for i, r := range s {
		if unicode.IsDigit(r) {
			nums++
		}
		if unicode.IsLetter(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			word(s[start:i])
			start = -1
		}
	}
	if start >= 0 {
		word(s[start:])
	}
	return nums, senses
}

var (
	spelledNumbers = map[string]bool{}
	sensoryWords   = map[string]bool{}
	sensoryStems   = []string{"smell", "tast", "rain", "laugh", "shak"}
)

func init() {
	for _, w := range strings.Fields("one two three four five six seven eight nine ten twelve twenty thirty fifty hundred thousand million half dos tres cuatro cinco seis siete ocho nueve diez veinte cien mil") {
		spelledNumbers[w] = true
	}
	for _, w := range strings.Fields("heard saw cold hot coffee kitchen night morning door note phone table counter hand hands tear tears cried quiet silence car street office desk screen email letter olor café cocina noche mañana puerta nota teléfono mesa manos lágrimas calle oficina") {
		sensoryWords[w] = true
	}
}

func minF(a, b float64) float64 {
	if a < b {
		return a
	}
	return b
}

// cliticLedES is a Spanish line opening on a pronoun before its verb, its subject unsaid: "Le
// dije que no se preocupara", "Me mandó fotos".
var cliticLedES = regexp.MustCompile(`^(?:Se|Le|Les|Lo|La|Me|Te|Nos)\s+\p{Ll}+`)

// sceneStart is a story that opens on its scene, the hook its teller chose: "So Christmas
// morning last year I go to take a shower and it's ice cold", "One night a customer…".
var sceneStart = regexp.MustCompile(`(?i)^(?:so,? |and |pues |así que )?(?:(?:\S+ ){0,2}(?:morning|night|evening|afternoon)\b|(?:one|last|that) (?:day|night|morning|evening|summer|winter|spring|fall|week|time|season|weekend|semester)\b|(?:la semana|el mes|el año|el verano|el invierno) pasad[oa]\b|(?:el otro|un|el último) día\b|una (?:noche|mañana|tarde)\b|ayer\b|(?:this|it) (?:all )?happened (?:on |last |this )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|today|week|morning)\b|(?:an?|one) (?:\S+ ){0,3}(?:came|comes|walked|walks|showed|shows) (?:in|up|into)\b)`)

// settingNote is a case study's first note saying where it happened: "Distribution center in
// Fontana, 212,000 sq ft, 4,800 pallet positions", "Restaurante de comida típica en Laureles".
var settingNote = regexp.MustCompile(`(?i)^(?:a |an |the |un |una |el |la )?(?:[\p{L}-]+ ){0,3}(?:center|centre|office|shop|clinic|restaurant|warehouse|plant|factory|store|practice|firm|school|hospital|facility|site|bakery|gym|bodega|tienda|restaurante|oficina|clínica|fábrica|centro|consultorio|taller)\b[^.]{0,40}\b(?:in|on|en)\s+\p{Lu}`)

// monthScene is a note setting its scene by the month: "last june, reception at the barn",
// "Case from March.".
var monthScene = regexp.MustCompile(`(?i)^(?:so,? )?(?:(?:a |one )?(?:case|client|job|project|story) from (?:last )?|(?:last|this past|that|one) )(?:january|february|march|april|may|june|july|august|september|october|november|december)\b`)

// whoseStory is a story's first line naming whose it is: "Client: Northfold Outdoor (DTC
// camping gear…)".
var whoseStory = regexp.MustCompile(`^(?:Our )?(?:Client|Customer|Patient|Member|Student)s?:\s+(\p{Lu}[\p{L}'’-]+)`)

// personIntro is a story's first line saying who its person is by their age: "Tom is 41,
// software dev", "Mrs. Delgado, 82, raised 4 kids there", "Priya joined last spring, 9 yrs old".
var personIntro = regexp.MustCompile(`^((?:(?:Mr|Mrs|Ms|Dr)\.? )?\p{Lu}\p{Ll}+)(?: \p{Lu}\p{Ll}+)?(?: (?:is|was|turned) (?:a |an )?\d{1,2}\b|, \d{1,2}(?:,| when\b| at\b| yrs?\b| years?\b)|\b[^.,]{0,30}, \d{1,2} (?:yrs?|years?) old\b)`)

// heOrShe is the pronoun a person's introduction uses for them.
var heOrShe = regexp.MustCompile(`(?i)\b(?:he|she)\b`)

// clientIntro is a first line introducing, by name, whom the story is about and where they
// stood: "Kessler Electric had 4 white vans", "Dr. Patel's office switched to us".
var clientIntro = regexp.MustCompile(`^((?:Mr|Mrs|Ms|Dr)\.? ?\p{Lu}[\p{L}'’]*|\p{Lu}\p{Ll}+)(?: \p{Lu}[\p{L}'’&-]*){0,2} (?:had|has|was|were|is|came|called|switched|hired|needed|ran|runs|owns|owned|spent|lost)\b`)

// openerIndex picks the sentence to open on: the story's sharpest concrete
// detail, but the first sentence when it is nearly as sharp (keeping the
// story in order), and never one that leans on what came before it.
// namesToldThing reports a sentence naming with "the" a thing a sentence before it introduced ("I'd
// keep doing the boxes" after "he put together these boxes"): moved to the top, it would name
// what the reader has not met.
func namesToldThing(before []storySent, text string) bool {
	for _, m := range theThing.FindAllStringSubmatch(text, -1) {
		noun := strings.ToLower(m[1])
		stem := strings.TrimSuffix(strings.TrimSuffix(noun, "es"), "s")
		// the pattern is built only when an earlier line holds the word at all: this runs for
		// every opener candidate of every email
		var introduced *regexp.Regexp
		for _, b := range before {
			if !strings.Contains(strings.ToLower(b.text), stem) {
				continue
			}
			if introduced == nil {
				introduced = regexp.MustCompile(`(?i)\b(?:these|those|a|an|some|\d+|his|her|their|my|our)\s+(?:\p{L}+\s+)?` + regexp.QuoteMeta(stem) + `(?:s|es)?\b`)
			}
			if introduced.MatchString(b.text) {
				return true
			}
		}
	}
	return false
}

// saidLed is a note led by what someone said: "said the silence in her kitchen was…".
var saidLed = regexp.MustCompile(`(?i)^(?:said|told|wrote|texted|asked|called it)\b`)

var placeThere = regexp.MustCompile(`(?i)\b(?:down|up|over|in|out|back|go|went|get|got) there\b`)

var theThing = regexp.MustCompile(`(?i)\bthe (\p{Ll}{4,})\b`)

func openerIndex(ss []storySent, skip int) int {
	if skip != 0 && len(ss) > 1 && strings.Contains(ss[0].text, ": ") && listItem(ss[1].text) {
		return 0 // "2024 by the numbers: 312 members. 18,450 check-ins.": a list told from its head
	}
	best := -1
	for i, s := range ss {
		if i == skip || wordCount(s.text) < 5 || wordCount(s.text) > 30 || noteLike(s.text) {
			continue
		}
		if i > 0 && i == len(ss)-1 && len(ss) <= 8 {
			// a short story's last line is its payoff ("The intern got promoted to "Lead Lock
			// Consultant""): on top it spoils the story and refers to what is not told yet
			continue
		}
		// (a pronoun in the list after a colon has its name before it: "…go full Tasmanian
		// devil: barking, spinning, once pulled Kim over and she sprained her wrist")
		head, _, _ := strings.Cut(s.text, ": ")
		if i > 0 && (anaphoric[firstWordLower(s.text)] || thirdPerson.MatchString(head) || !subjectLed(s.text) && !properLed(s.text)) {
			continue // moved to the top, "he" or "it" would come before who or what it is
		}
		if i > 0 && (unsaidSubjectES.MatchString(s.text) || cliticLedES.MatchString(s.text)) {
			continue // "Se había pintado el pelo…" is hers: who she is comes first
		}
		if i > 0 && pronounLate.MatchString(s.text) {
			continue // "None of 'em had a tuneup", "a TikTok of someone unboxing one": of what?
		}
		if i > 0 && oneOfSet(s.text) {
			continue // "One HVAC company in Ohio freed up $86,000" is one of the customers told before it
		}
		if i > 0 && presupposes.MatchString(s.text) {
			continue // "I paid the extra 50 cents" needs the price rise told first
		}
		if i > 0 && placeThere.MatchString(s.text) {
			continue // "we'd go down there" on top says where before the story has said it
		}
		if i > 0 && namesToldThing(ss[:i], s.text) {
			continue // "…I'd keep doing the boxes" on top comes before any box is told
		}
		if best < 0 || s.concrete > ss[best].concrete {
			best = i
		}
	}
	if best < 0 {
		if skip != 0 && len(ss) > 0 && wordCount(ss[0].text) <= 60 {
			return 0 // nothing later stands on its own: the story opens where the user began it
		}
		for i := range ss {
			if i != skip && wordCount(ss[i].text) <= 40 && (i == 0 || wordCount(ss[i].text) >= 5 && !anaphoric[firstWordLower(ss[i].text)] && !placeThere.MatchString(ss[i].text)) {
				return i // (a later line only when it stands on its own: not "It kills me." nor "…down there")
			}
		}
		return -1
	}
	first := -1
	for i := range ss {
		if i != skip && (!noteLike(ss[i].text) || sceneStart.MatchString(ss[i].text) || monthScene.MatchString(ss[i].text) || i == 0 && settingNote.MatchString(ss[i].text)) && !aboutTheEmail.MatchString(ss[i].text) {
			first = i
			break
		}
	}
	// A story of two or three sentences is told in its order: moving a line needs a frame
	// ("Here's how it got to that point") as long as the jump.
	short := len(ss) <= 3
	if first > 0 && (thirdPerson.MatchString(ss[first].text) || pronounLate.MatchString(ss[first].text)) {
		first = -1 // "Owner is Kim, she was walking her…" would come before the note saying who "her" is
	}
	if m := whoseStory.FindStringSubmatch(ss[0].text); m != nil && skip != 0 && best > 0 && !strings.Contains(ss[best].text, m[1]) {
		return 0 // "Client: Northfold Outdoor (…)" says whose story it is before "We found 61 issues"
	}
	if m := personIntro.FindStringSubmatch(ss[0].text); m != nil && skip != 0 && best > 0 && !strings.Contains(ss[best].text, m[1]) {
		return 0 // "We do the exam" before "Tom is 41, software dev": whose story it is comes first
	}
	if m := clientIntro.FindStringSubmatch(ss[0].text); m != nil && skip != 0 && best > 0 && !strings.Contains(ss[best].text, m[1]) && !anaphoric[strings.ToLower(m[1])] {
		return 0 // "Kessler Electric had 4 white vans" before "Apr-Jun: 31 calls said…": whose numbers they are comes first
	}
	if first >= 0 && wordCount(ss[first].text) <= 40 && (short || ss[first].concrete >= ss[best].concrete*0.7 || addressesReader.MatchString(ss[first].text) || sceneStart.MatchString(ss[first].text) ||
		monthScene.MatchString(ss[first].text) && wordCount(ss[first].text) <= 10) { // "Last June, reception at the barn." sets the scene
		return first // "A lot of you asked about nutrition" is the sender's own way in
	}
	return best
}

// pronounLate is a pronoun past a sentence's first words that stands for something told
// before it: "'em", "one" said for one of the things ("someone unboxing one went viral").
var pronounLate = regexp.MustCompile(`(?i)(?:^|\s)['’]?em\b|\bone(?:[.,;!?)]|\s+(?:went|was|is|got|came|sold|broke|blew|did)\b)`)

// oneOfSet reports a sentence about one of a group ("One HVAC company…", "One of them…"),
// not one day or one night, which open a story well.
func oneOfSet(s string) bool {
	w := strings.Fields(strings.ToLower(s))
	if len(w) < 2 || w[0] != "one" && w[0] != "uno" && w[0] != "una" {
		return false
	}
	return !oneTime[strings.Trim(w[1], ",.")]
}

var oneTime = map[string]bool{
	"day": true, "night": true, "morning": true, "evening": true, "afternoon": true, "week": true, "year": true, "month": true,
	"summer": true, "winter": true, "spring": true, "fall": true, "autumn": true, "time": true, "weekend": true,
	"monday": true, "tuesday": true, "wednesday": true, "thursday": true, "friday": true, "saturday": true, "sunday": true,
	"día": true, "noche": true, "mañana": true, "tarde": true, "vez": true, "semana": true,
}

// ellipsisEnd is a line ending on its auxiliary, its verb left in the line before: "The
// good part almost never does."
const ellipsisEndPattern = `\b(?:does|do|did|doesn't|don't|didn't|can|can't|will|won't|would|wouldn't|should|has|have|hasn't|haven't)\s*[.!?]*$`

var ellipsisEnd = regexp.MustCompile(`(?i)` + ellipsisEndPattern)

var (
	// presupposes marks a sentence that leans on something told before it ("Worst one: an
	// upright in aisle 14…" is one of what the story counted first).
	// "600 more this week" leans on what there are more of.
	presupposes = regexp.MustCompile(`(?i)` + ellipsisEndPattern + `|^(?:the )?(?:worst|best|biggest|scariest|oldest|youngest|funniest|hardest|strangest|weirdest) (?:one|of (?:them|those|these|all))\b|^(?:i|we|he|she|they) \p{L}+ (?:one|it|them)(?:\s+(?:and|but|to|on|at|in|for|up|out|back|off|yesterday|today|last)\b|\s*[.,;!?]|$)|^once (?:we|i|he|she|they) (?:\p{L}+ ){0,2}(?:that|this|it)\b|^only \d[\d,]*\s+(?:\p{L}+\s+){0,2}(?:never|didn't|did not|weren't|wasn't)\b|^(?:the |her |his |my |our |their )?(?:second|third|fourth|fifth|next) (?:version|one|try|attempt|round|draft|prototype|build|time)\b|\beither\s*[.!?]*$|^(?:the )?(?:cheapest|priciest|most expensive|least expensive|rest|others?)\b|^(?:the |their |his |her )?last (?:cleaning|service|visit|inspection|check|checkup|appointment|repair|tune-?up|order|session)\b|\b(?:the reason i'm telling you|all of this|extra|again|also|too|anymore|instead|still|alone|another|otro|otra|this (?:young|old|small|little|big|early|late)|at once|that (?:night|day|morning|evening|week|moment|time|year)|the same|same way|otra vez|también|todavía|tampoco|igual|lo mismo|esa (?:noche|mañana|semana)|ese (?:día|momento|año))\b|\b\d[\d,.]*\s+(?:more|más)\b(?:\s+(?:this|that|than|today|now|and|but|so|because|for|in|on|by|esta|este|que|hoy|y|pero)\b|\s*[.,;!]|$)`)
	// addressesReader marks a first line spoken to the reader ("A lot of you asked…").
	addressesReader = regexp.MustCompile(`(?i)\b(?:you|your|you're|y'all|here'?s the deal|ustedes|vosotros|muchos de ustedes)\b`)
	lessonMarkerEN  = regexp.MustCompile(`(?i)\b(?:reali[sz]ed|learned|learnt|discovered|understood|figured out|turns out|turned out|it taught me|taught me|now i know|the secret (?:was|is)|the key (?:was|is)|the trick (?:was|is)|the lesson (?:was|is)|what worked (?:was|is))\b(?:\s+that)?[,:]?\s+(.+)$`)
	lessonMarkerES  = regexp.MustCompile(`(?i)(?:aprendí|me di cuenta de|descubrí|entendí|comprendí|resulta que|el secreto (?:fue|era|es)|la clave (?:fue|era|es)|la lección (?:fue|es)|lo que funcionó (?:fue|es))(?:\s+que)?[,:]?\s+(.+)$`)
	// A corrected belief ("I thought X, but what people needed was Y") is a lesson; a story
	// that goes on with "But Linda sat on the floor…" is not.
	contrastEN = regexp.MustCompile(`(?i)\b(?:thought|believed|assumed|expected|was sure|used to think|figured)\b[^.]*,\s*but\s+(.+)$`)
	contrastES = regexp.MustCompile(`(?i)\b(?:creía|pensaba|suponía|estaba segur[oa])\b[^.]*,\s*pero\s+(.+)$`)
)

// lessonFromStory finds the story's own lesson: its most lesson-like
// sentence (a realisation, "the secret was", "what worked"), else a
// contrast after "but", else the story's final sentence. It returns the
// lesson and the index of the sentence it came from.
func lessonFromStory(sents []string, lang string, allowLast bool) (string, int) {
	marker, contrast := lessonMarkerEN, contrastEN
	if lang == "es" {
		marker, contrast = lessonMarkerES, contrastES
	}
	for i := len(sents) - 1; i >= 0; i-- {
		if m := marker.FindStringSubmatch(sents[i]); m != nil && wordCount(sents[i]) <= 40 {
			if wordCount(m[1]) >= 5 && clauseLike(m[1]) {
				return sentence(m[1]), i
			}
			if clauseLike(sents[i]) && !strings.Contains(m[1], ",") {
				return sents[i], i
			}
			continue
		}
	}
	for i := len(sents) - 1; i > 0; i-- {
		if m := contrast.FindStringSubmatch(sents[i]); m != nil && wordCount(m[1]) >= 5 && wordCount(sents[i]) <= 40 {
			return sentence(m[1]), i
		}
	}
	if n := len(sents); allowLast && n > 1 && wordCount(sents[n-1]) <= 25 && wordCount(sents[n-1]) >= 4 && firstPersonLed(sents[n-1]) {
		return sents[n-1], n - 1 // the teller's own last move ("I stopped chasing launches…")
	}
	return "", -1
}

// firstPersonLed reports a sentence led by the teller ("I…", "We…"): only such an
// ending can stand as the lesson. "He now works with architects only" is a result, and a
// sentence about someone else would put words in their mouth.
func firstPersonLed(s string) bool {
	switch firstWordLower(s) {
	case "i", "i've", "i’ve", "i'm", "i’m", "we", "we've", "we’ve", "we're", "we’re", "yo", "nosotros":
		return true
	}
	return false
}

// noteLike reports a line that reads as a note rather than a sentence with
// a subject ("29, NICU nurse, rotating night shifts."): it starts with a
// number, or is a run of comma-separated phrases not led by a subject.
func noteLike(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	if unicode.IsDigit(r) {
		return true
	}
	return strings.Count(s, ",") >= 2 && wordCount(s) < 15 && !subjectLed(s)
}

var verbLike = regexp.MustCompile(`(?i)\b(is|are|was|were|be|has|have|had|can|can't|will|won't|do|does|don't|doesn't|did|didn't|isn't|aren't|wasn't|weren't|hasn't|haven't|hadn't|couldn't|wouldn't|need|needs|matters?|works?|takes?|beats?|wins?|makes?|keeps?|comes?|gets?|es|son|fue|era|hay|puede|necesitas?|funciona)\b`)

// clauseLike reports text that can stand as a lesson: it has a verb, not
// only a list of things ("sit, down and a very dramatic high five").
func clauseLike(s string) bool { return verbLike.MatchString(s) }

// properLed reports a sentence that can open an email on its own although no "I" or "we"
// leads it: a name ("Marisol drove out…") or a noun phrase ("Every morning smelled…"), not a
// subjectless note ("Starts March 3…", "Takes 90 min.", "Was building the schedule…").
func properLed(s string) bool {
	f := strings.Fields(s)
	if len(f) < 2 {
		return false
	}
	first := strings.ToLower(strings.Trim(f[0], "\"'“”"))
	switch {
	case commonStarts[first]:
		return true
	case noteVerb[first] || strings.HasSuffix(first, "s") || strings.HasSuffix(first, "ed") || strings.HasSuffix(first, "ing"):
		return false
	}
	r, _ := utf8.DecodeRuneInString(f[0])
	return unicode.IsUpper(r)
}

var noteVerb = map[string]bool{"was": true, "were": true, "had": true, "got": true, "did": true, "went": true, "took": true, "made": true, "came": true, "said": true, "told": true, "left": true, "sold": true, "ran": true, "can": true, "will": true, "used": true}
