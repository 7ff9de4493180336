package writer

import (
	"regexp"
	"strings"
	"unicode"
)

// Notes the user wrote to themselves, not to the reader: consent remarks in
// brackets, header lines ending in a colon ("Notes for this one:"), story
// labels ("Customer story - Ramon, GM at…").
var (
	consentNote      = regexp.MustCompile(`(?i)\s*[(\[][^)\]]*\b(?:ok(?:ay)?(?:'?d|ed)? to (?:share|use|post|say|name|mention)|ok(?:ay)?(?:'?d|ed) using|said yes|dijo que sí|consent|permission|permiso|approved by|don'?t share|no compartir|internal|private|note to self|for me only|don'?t (?:mention|name|say)|do not (?:mention|name|say)|not (?:their |his |her )?name|double[- ]check|verify|check (?:(?:this|that|the|these)\s+(?:#|number|numbers|figure|stat)\s+)?(?:w/?|with)|todo|fyi|before send(?:ing)?|b4 send(?:ing)?|ask \w+ (?:first|before)|anonymi[sz]e|no mencionar|no decir|confirmar)\b[^)\]]*[)\]]`)
	consentLine      = regexp.MustCompile(`(?i)\b(?:ok(?:ay)? to (?:share|use|post)|said (?:ok|okay|yes)|with permission|consent|permission|permiso|dijo que sí)\b`)
	forReader        = regexp.MustCompile(`(?i)\b(?:changed|anonymi[sz]ed|shared with (?:\w+ )?permission|used with (?:\w+ )?permission|con (?:su )?permiso)\b`)
	inlineStoryLabel = regexp.MustCompile(`(?i)^\s*(?:customer|client|patient|member|donor|student|user|guest)\s+(?:story|spotlight|case study)\s*(?:\([^()]*\)\s*)?[-–—:]\s+`)
	storyLabel       = regexp.MustCompile(`(?i)^(?:customer|client|patient|member|donor|student|user|guest)?\s*(?:story|spotlight|case study|testimonial|historia|caso)\s*[-–—:]\s*(.+?):?$`)
	namedRole        = regexp.MustCompile(`^([A-ZÁÉÍÓÚÑ][\p{L}'’-]+),\s+(.+)$`)
	// namedHeader is a header naming whose story follows: "Jenna story (…):", "Historia de Ana:".
	namedHeader   = regexp.MustCompile(`^(?:([A-ZÁÉÍÓÚÑ][\p{L}’-]+?)(?:'s|’s)?\s+(?:story|notes)|(?:[Ll]a\s+)?[Hh]istoria\s+de\s+([A-ZÁÉÍÓÚÑ][\p{L}’-]+))\s*:$`)
	storyWords    = map[string]bool{"customer": true, "client": true, "patient": true, "member": true, "donor": true, "student": true, "user": true, "guest": true, "my": true, "our": true, "the": true, "this": true, "origin": true, "success": true, "brand": true, "full": true, "short": true, "back": true}
	leadingBullet = regexp.MustCompile(`^\s*(?:[-*•]|\d+[.)])\s+`)
)

// notesHeader heads a list of notes: "notes from my first year freelancing, roughly in order:".
var notesHeader = regexp.MustCompile(`(?i)^(?:some |quick |rough |my |a few )?(?:notes|notas|apuntes)\b`)

// dropNotesToSelf removes the user's notes to themselves from a story; a
// label naming someone ("Customer story - Ramon, GM at a taco place:")
// becomes a plain sentence about them ("Ramon is GM at a taco place.").
func dropNotesToSelf(story, lang string) string {
	// "Customer story - the Okafor family, 2,100 sq ft house in Fresno. Before: …" opens on a
	// label for the user, then the story
	if m := inlineStoryLabel.FindStringIndex(story); m != nil {
		// (a label alone on its line, "Customer story - Ramon, GM at a taco place:", names
		// whose story follows: namedHeader makes it a sentence)
		line, _, _ := strings.Cut(story[m[1]:], "\n")
		if strings.Contains(line, ". ") && !strings.HasSuffix(strings.TrimSpace(line), ":") {
			story = ucfirst(story[m[1]:])
		}
	}
	var out []string
	name := "" // from a header naming whose story follows; the list's first line is about them
	for _, line := range strings.Split(story, "\n") {
		lead := ""
		line = doneNotes(line)
		line = strings.TrimSpace(consentNote.ReplaceAllStringFunc(line, func(m string) string {
			if forReader.MatchString(m) {
				if len(out) == 0 && strings.HasPrefix(strings.TrimSpace(line), strings.TrimSpace(m)) {
					lead = strings.TrimSpace(m) // the story's first words are the story's, not the note
					return ""
				}
				return m // "(details changed, shared with permission)" tells the reader, as a counsellor must
			}
			return ""
		}))
		if lead != "" {
			line = afterFirstSentence(line, lead)
		}
		line = strings.TrimSpace(aboutEmailClause.ReplaceAllString(line, ""))
		line = strings.TrimSpace(storyAnnounce.ReplaceAllString(line, ""))
		line = strings.TrimSpace(laughNote.ReplaceAllString(line, ""))
		if lang == "en" {
			line = wantReaders(line)
		}
		if strings.Trim(line, "-*•–— .") == "" {
			continue // a bullet that held only a note
		}
		if len(out) == 0 && consentLine.MatchString(line) && wordCount(line) <= 12 && !endsSentence(line) && !bulletLine.MatchString(line) {
			continue // "client story, owner said ok to use names": a note above the story
		}
		if m := namedHeader.FindStringSubmatch(line); m != nil && len(out) == 0 && !storyWords[strings.ToLower(m[1])] {
			name = m[1] + m[2]
			continue
		}
		if name != "" {
			out = append(out, introduce(name, line, lang))
			name = ""
			continue
		}
		if m := storyLabel.FindStringSubmatch(line); m != nil && wordCount(line) <= 16 {
			if r := namedRole.FindStringSubmatch(strings.TrimRight(m[1], ": ")); r != nil && lang == "en" {
				out = append(out, r[1]+" is "+r[2]+".")
			}
			continue
		}
		if strings.HasSuffix(line, ":") && (wordCount(line) <= 8 || notesHeader.MatchString(line) && wordCount(line) <= 14) && !bulletLine.MatchString(line) {
			continue // "Notes for this one:", "Notas:", "Jenna story:"
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}

// aboutEmailClause is the user telling themselves why the story is worth an email: "ok so
// this happened tuesday and i think it makes a good email." keeps what happened.
var aboutEmailClause = regexp.MustCompile(`(?i)^(?:ok(?:ay)?,? so,? )?(?:this is|this one is|it's) (?:kind of |kinda |a bit |a little |pretty |really |super )?long,? sorry[.!]?\s*|(?:^|\s)(?:(?:ok|okay|so|anyway),?\s+)*(?:this is|this one is|this'll be) (?:kind of |kinda |a bit |a little |pretty |really )?a long one[.!]?|^sorry,? (?:this is|it's) (?:so |kind of |a bit )?long[.!]?\s*|^(?:ok(?:ay)?,? so,? )?(?:this is|this one is|sorry,? this is|it's) (?:kind of |kinda |a bit |a little |pretty |really |super )?long,? but (?:i think |i feel like )?(?:it'?s|its|this is) (?:a )?(?:good|great|really good)(?: one)?[.!]?\s*|(?:,?\s+(?:and|so|but)\s+|,\s*)?\b(?:i (?:think|thought|feel like|figured) )?(?:it|this|that|this one) (?:would |will |could )?(?:makes?|made) (?:for )?(?:a |an )?(?:really |pretty )?(?:good|great|perfect|nice|fun) (?:email|newsletter|story for (?:the|this|an?) (?:email|newsletter)|post)\b`)

// laughNote is a text message's laugh typed into a story: "sends a Christmas card lol", "how
// mom drives lol, and…". A sales email says the funny thing and lets the reader laugh.
var laughNote = regexp.MustCompile(`(?i)\s+(?:lol|lmao|haha+|jaja+|jeje+)\b`)

// wantsReaders is the user's aim for the readers, told of them in the third person: "so yeah i
// want people to check their guitars NOW". Said to the reader it is "I want you to check your
// guitars NOW" (the filler before it goes), and a next sentence still about them ("and if
// they want we do a check") turns to the reader too. Mid-sentence ("…open for April and I
// want people to book") the same.
var (
	wantsReaders = regexp.MustCompile(`(?i)\bi (really |just )?want (?:people|everyone|folks|readers|customers|clients|my (?:readers|customers|clients|list)) to\b`)
	fillerOnly   = regexp.MustCompile(`(?i)^[\s,]*(?:(?:ok|so|and|yeah|yea)[\s,]+)*$`)
	themWords    = regexp.MustCompile(`\b(they|their|them|theirs|themselves|they're|they've|they'll)\b`)
	youFor       = map[string]string{"they": "you", "their": "your", "them": "you", "theirs": "yours", "themselves": "yourself", "they're": "you're", "they've": "you've", "they'll": "you'll"}
	theyLed      = regexp.MustCompile(`(?i)^(?:and |so |but )?(?:if |when |once )?they\b`)
)

func wantReaders(line string) string {
	sents := splitKeep(line)
	toReader := func(s string) string {
		return themWords.ReplaceAllStringFunc(s, func(w string) string { return youFor[w] })
	}
	for i := 0; i < len(sents); i++ {
		m := wantsReaders.FindStringSubmatchIndex(sents[i])
		if m == nil {
			continue
		}
		before, adverb := sents[i][:m[0]], ""
		if m[2] >= 0 {
			adverb = sents[i][m[2]:m[3]]
		}
		if fillerOnly.MatchString(before) {
			before = before[:len(before)-len(strings.TrimLeft(before, " "))] // "So yeah i want…" opens on "I want…"
		}
		sents[i] = before + "I " + adverb + "want you to" + toReader(sents[i][m[1]:])
		if i+1 < len(sents) && theyLed.MatchString(strings.TrimSpace(sents[i+1])) {
			sents[i+1] = toReader(sents[i+1])
			i++
		}
	}
	return strings.Join(sents, "")
}

// splitKeep splits a line after each sentence's end, keeping every character, so the parts
// join back to the line.
func splitKeep(line string) []string {
	var out []string
	start := 0
	for i := 0; i < len(line); i++ {
		if (line[i] == '.' || line[i] == '!' || line[i] == '?') && (i+1 == len(line) || line[i+1] == ' ') {
			out = append(out, line[start:i+1])
			start = i + 1
		}
	}
	if start < len(line) {
		out = append(out, line[start:])
	}
	return out
}

// afterFirstSentence puts a note for the reader at the end of the line's first sentence: "A
// mom came in with her son last fall (details changed, shared with permission)."
func afterFirstSentence(line, note string) string {
	end := len(line)
	for i, r := range line {
		if (r == '.' || r == '!' || r == '?') && (i+1 == len(line) || line[i+1] == ' ') {
			end = i
			break
		}
	}
	if end == 0 {
		return note + " " + line
	}
	return strings.TrimSpace(line[:end]) + " " + note + line[end:]
}

// shiftsNote is the hours a role is worked: ", rotating night shifts".
var shiftsNote = regexp.MustCompile(`^, (?:(?:rotating|night|day|early|late|double|split|weekend|12-hour|long)\s+)*shifts$`)

// ageRole is a person's note led by an age and a role: "29, NICU nurse, rotating night shifts".
var ageRole = regexp.MustCompile(`^(\d{1,2}), ([\p{L}][^,]*?)((?:, .*)?)$`)

// introduce names the person of a "Jenna story:" header before the list's first line: "This
// is Jenna, 29, NICU nurse" when the line is a bare description, else a sentence of its own.
func introduce(name, line, lang string) string {
	item := leadingBullet.ReplaceAllString(line, "")
	intro := "This is " + name
	if lang == "es" {
		intro = "Esta es " + name
	}
	if m := ageRole.FindStringSubmatch(item); m != nil && lang == "en" {
		// "29, NICU nurse, rotating night shifts" is who she is: "Jenna is 29, a NICU nurse,
		// rotating night shifts."
		role := m[2]
		if !articleLed(role) && !strings.HasSuffix(firstWordLower(role), "s") {
			role = indefinite(role)
		}
		rest := m[3]
		if shiftsNote.MatchString(rest) {
			rest = " on " + strings.TrimPrefix(rest, ", ") // "a NICU nurse on rotating night shifts"
		}
		return name + " is " + m[1] + ", " + role + rest
	}
	if item != "" && (unicode.IsDigit([]rune(item)[0])) {
		return intro + ", " + item
	}
	return intro + ".\n" + line
}

// capitalI writes the English pronoun the user typed as "i" as "I".
func capitalI(s string) string {
	words := strings.Split(s, " ")
	for k, w := range words {
		core := strings.TrimLeft(w, "\"'“‘(")
		lead := w[:len(w)-len(core)]
		if core == "" || core[0] != 'i' || strings.HasPrefix(core, "i.e") {
			continue
		}
		rest := strings.TrimRight(core[1:], ".,;:!?\"'”’)")
		switch strings.ReplaceAll(rest, "’", "'") {
		case "", "'m", "'ve", "'d", "'ll", "m", "ve", "ll":
			if rest == "m" || rest == "ve" || rest == "ll" {
				continue // "im", "ive" may be other words; leave them
			}
			words[k] = lead + "I" + core[1:]
		}
	}
	return strings.Join(words, " ")
}

var (
	lowerSentenceStart = regexp.MustCompile(`([.!?]["'”’)]?\s+[¡¿]?)(\p{Ll})`)
	calendarWord       = regexp.MustCompile(`\b((?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|january|february|april|june|july|august|september|october|november|december)\b`)
)

// capSentences capitalises each sentence start inside text the user typed in
// lower case ("you don't need everyone. you need…"), leaving the rest as
// typed.
func capSentences(s string) string {
	return replaceAllIndexFunc(lowerSentenceStart, s, func(m string, at int) string {
		if words := strings.Fields(s[:at+1]); len(words) > 0 && midAbbreviation(words[len(words)-1]) {
			return m // "ahorra hasta 70% vs. precios de EE.UU.", "pacientes de EE.UU. atendidos"
		}
		sub := lowerSentenceStart.FindStringSubmatch(m)
		return sub[1] + strings.ToUpper(sub[2])
	})
}

// midAbbreviation reports a word ending in an abbreviation's full stop, after which a lower-case
// word goes on with the sentence: "vs.", "EE.UU.".
func midAbbreviation(w string) bool {
	w = strings.ToLower(strings.Trim(w, "(\"'."))
	return abbreviations[w] || w == "ee.uu" || w == "uu"
}

// englishCase fixes what English always capitalises and users often type
// in lower case: "i", days and months ("may" and "march" are left alone:
// they are also ordinary words).
func englishCase(s string) string {
	s = capitalI(s)
	return calendarWord.ReplaceAllStringFunc(s, func(w string) string { return ucfirst(w) })
}

// doneNotes carries out or drops the notes a story line gives the writer, before the line is
// read: a name to replace or to shorten, a label for the point, a question to self, an aside
// marked beside the point, a figure still to check, and the consent part of an aside that also
// says who someone is.
func doneNotes(line string) string {
	line = dropBracketNotes(line)                         // "[dont make this too sappy]", "(Gloria — maybe cut the red light part…? idk…)"
	line = dashConsent.ReplaceAllString(line, "$1")       // "Dr. Alvarez's practice in Tampa - she OK'd using her name."
	line = pointLabel.ReplaceAllString(line, "$1")        // "…climbing gym. Point: the first time…"
	line = firstNamesOnly.ReplaceAllString(line, "$1 $2") // "Jen and Marcus Whitfield (ok to use first names only…)"
	line = askedNote.ReplaceAllString(anonymised(line), "")
	line = strings.Join(strings.Fields(offTopic.ReplaceAllString(line, "")), " ")
	line = checkTheMath.ReplaceAllString(line, "") // "…roughly +$37k/mo?? Double check that math before sending."
	// "(skincare brand, ok'd to use name)" keeps what kind of business they are; "(client since
	// last fall, ok to say…)" is the user's own record of them, and goes with the note
	return consentPart.ReplaceAllStringFunc(line, func(m string) string {
		if kept := consentPart.FindStringSubmatch(m)[1]; !ownRecord.MatchString(kept) && !forReader.MatchString(m) {
			return "(" + kept + ")"
		}
		return m
	})
}

// dashConsent is a consent note set off by a dash after what it is about.
var dashConsent = regexp.MustCompile(`(?i)\s+[-–—]\s+(?:she|he|they|owner|client|\p{Lu}\p{Ll}+)\s+(?:ok(?:ay)?'?d|ok(?:ay)?ed|approved|agreed to|said ok to|said yes to)\s+(?:us\s+)?(?:using|use|to use|sharing|naming)\s+(?:her|his|their|the)\s+(?:real\s+)?names?\s*([.!]?)`)

// selfNote is an aside in brackets the user writes to themselves or a colleague about the
// email: "(Gloria — maybe cut the red light part if it's too much? idk it's the real part)",
// "(mention Theo is now the one who 'helps' fold? cute but maybe too much)", "(ojo - NO
// prometer reembolsos, poner eso en el email)". The quality check's "Before you send" shows it.
var selfNote = regexp.MustCompile(`(?i)\s*\((?:[^()]*\b(?:maybe (?:cut|drop|skip|leave (?:it|this|that) out|too much|not)|too much\?|idk|cut (?:this|that|the \w+ part)|(?:in|into) (?:the |this )?email|en el (?:email|correo|mail)|ojo|no prometer|no poner|no decir|no sé si|poner lo|ponerlo|poner (?:esto|eso)|contarlo|contar (?:esto|eso)|do ?n'?t (?:put|include|mention|say|share) (?:that|this|it)|leave (?:that|this|it) out|preguntarle|tenemos (?:la )?fotos?|we have (?:a |the )?photos?|do we have|can'?t name|cannot name|\bNDA\b|mention [^()]*\?)|\p{Lu}\p{Ll}+\s*[—–]\s)[^()]*\)\.?`)

// dropSelfNotes takes the self notes out of a text; a note inside a sentence leaves the
// sentence its full stop ("…a hospital in the midwest (can't name them, NDA)." ends "…in the
// midwest."), a note after one takes its own.
func dropSelfNotes(s string) string {
	return replaceAllIndexFunc(selfNote, s, func(m string, at int) string {
		if holdBack.MatchString(m) && !holdsItsOwn(m) {
			return m // "(dont put that in this email maybe)" holds back its clause: the topic's reader takes both
		}
		before := strings.TrimRight(s[:at], " ")
		if strings.HasSuffix(m, ".") && before != "" && !strings.ContainsAny(before[len(before)-1:], ".!?") {
			return "."
		}
		return ""
	})
}

// holdsItsOwn reports an aside that says what it holds back before saying so: "($4k over
// budget dont put that in)" is gone whole, the clause before it kept.
func holdsItsOwn(aside string) bool {
	i := holdInstruction.FindStringIndex(aside)
	return i != nil && wordCount(strings.Trim(aside[:i[0]], " (,;-–—")) >= 2
}

var holdInstruction = regexp.MustCompile(`(?i)\b` + holdWords + `\b`)

// holdWords tell the writer to leave something out: "dont put that in", "not in this email".
const holdWords = `(?:do ?n'?t (?:put|include|use|mention)|not (?:in )?this (?:email|one)|save (?:it |that |this )?for)`

// dropBracketNotes takes out the notes a user keeps in a text for themselves: anything in
// square brackets, and their asides about the email.
func dropBracketNotes(s string) string {
	return dropSelfNotes(squareNote.ReplaceAllString(s, ""))
}

// squareNote is a note in square brackets: marketers keep them for themselves ("[dont make
// this too sappy]", "[Lisa note: keep Odette part first]", "[no poner el importe exacto si
// queda raro, decidir]") or as a placeholder ("[first name]"); none is for the reader.
var squareNote = regexp.MustCompile(`\s*\[[^\[\]]*\]`)

// storyAnnounce is the user announcing the story to themselves before telling it: "Want to
// tell the Priya story (got her mom's OK).", "Quiero contar la historia de Ana:".
var storyAnnounce = regexp.MustCompile(`(?i)^(?:(?:ok,? )?(?:so,? )?this is the (?:one|story) i (?:always )?(?:tell|share|use)\b[^.!?]*[.!]\s*)|^(?:so,? )?(?:i )?(?:want(?:ed)? to|wanna|gonna|going to|let me|i'?ll|quiero|quería) (?:tell|share|use|write(?: up)?|contar|compartir|usar) (?:the |a |this |my |la |una |esta |mi )?(?:\p{L}+(?:'s)? )?(?:story|historia)\b[^.!?:]*(?:\([^()]*\))?[^.!?:]*[.!:]\s*`)

// askedNote is a bracket holding a question the user asks themselves: "(ok to use last name?
// ask her)", "(can we say names? check)", "(ask Jess if we can open more??)".
var askedNote = regexp.MustCompile(`(?i)\s*\((?:[^()]*\?[^()]*\b(?:ask|check|confirm|verify)\b|[^()]*\b(?:ask|can we|should we|ok to|okay to)\b[^()]*\?)[^()]*\)`)

// pointLabel is the user's label for the story's point inside it: "Point:", "Moral:".
var pointLabel = regexp.MustCompile(`(?i)(^\s*(?:[-*•]\s*)?|\.\s+)(?:the )?(?:point|moral|lesson|takeaway)\s*[:=]\s*`)

// firstNamesOnly is a full name before a note allowing first names only: the surname goes.
var firstNamesOnly = regexp.MustCompile(`(\p{Lu}\p{Ll}+(?: (?:and|&|y) \p{Lu}\p{Ll}+)?) \p{Lu}[\p{Ll}'’-]+\s*(\([^()]*\bfirst names? only\b[^()]*\))`)

// offTopic is a sentence or aside the user marks as beside the point: "…pero eso no tiene que
// ver.", "…but that's another story.", "(side note …)".
var offTopic = regexp.MustCompile(`(?i)[^.!?()]*\b(?:pero eso no tiene que ver|eso no tiene nada que ver|but that'?s another story|that'?s another story|but that'?s beside the point|unrelated but|but whatever|eso no viene al caso)\b[^.!?]*[.!?]*|\s*\([^()]*\b(?:side note|(?:which|that) is a different story|a different story)\b[^()]*\)[.]?`)

// consentPart is a consent note sharing a bracket with what it says of someone: "(skincare
// brand, ok'd to use name)".
var consentPart = regexp.MustCompile(`(?i)\(([^(),]+),\s*(?:ok(?:ay)?(?:'?d|ed)? to (?:use|share|say|name|mention|post)|(?:his |her |their )?(?:mom|dad|parents?|owner|client) ok(?:ay)?(?:'?d|ed) using|ok(?:ay)?(?:'?d|ed) using|said (?:ok|yes)|with permission)[^()]*\)`)

// checkTheMath is a note that a number is still to be checked, with the sentence holding the
// number: an unchecked figure is not told.
var checkTheMath = regexp.MustCompile(`(?i)(?:[^.!?]*\d[^.!?]*[.!?]+\s+)?(?:pls |please )?(?:double[- ]check|verify|fact[- ]check|check)\s+(?:that|this|the|these|those|my)?\s*(?:math|numbers?|figures?|stats?)\b[^.!?]*[.!?]*`)

// ownRecord is what the user keeps on a client for themselves: how long they have been one.
var ownRecord = regexp.MustCompile(`(?i)\b(?:since|client|customer|member|patient)\b`)

// dropFieldNotes takes the user's notes to themselves out of a brief field: a consent aside or
// a bracketed question ("…Karen B. (ok to use last name? ask her)" is "…Karen B.").
func dropFieldNotes(s string) string {
	s = dropBracketNotes(s) // "[check w/ Dev if 150 is the right number]"
	// "incl Nationwide + OhioHealth (can we say names? check)": the names wait for the answer
	s = namesAsked.ReplaceAllString(s, "")
	// "We've tested 3,000+ water samples since 2016 (check this # with Marcy)": a figure still
	// to check is not told (the quality check's "Before you send" names it)
	s = figureToCheck.ReplaceAllString(s, "")
	return strings.TrimSpace(askedNote.ReplaceAllString(consentNote.ReplaceAllString(s, ""), ""))
}

// figureToCheck is a sentence whose figure a bracketed note says is still to be checked.
var figureToCheck = regexp.MustCompile(`(?i)[^.!?()]*\d[^.!?()]*\((?:[^()]*\b(?:check|verify|confirm)\b[^()]*(?:#|number|figure|stat|math)|[^()]*(?:#|number|figure|stat|math)[^()]*\b(?:check|verify|confirm)\b)[^()]*\)[.!]?`)

// namesAsked is a list of names before a note asking whether they may be said.
var namesAsked = regexp.MustCompile(`(?i)[,;]?\s*(?:incl(?:uding|\.)?|like|such as|e\.g\.?)\s+[^,.;()]+\s*\([^()]*\b(?:can we|ok to|okay to|allowed to)\s+(?:say|use|name|mention|share)\b[^()]*\)`)

// anonNote is a note asking for a name to be replaced, with the words to use: "Client
// (anonymize - 'a 140-person logistics co in Joliet')".
var anonNote = regexp.MustCompile(`(?i)\b((?:(?:mr|mrs|ms|dr)\.?\s+)?\p{L}+)\s*\(\s*(?:anonymi[sz]ed?|anon|don'?t (?:use|give) (?:the |their |his |her )?(?:real )?name|no (?:real )?names?|call (?:it|them|him|her))\s*(?:[-–—:,]|as|to)?\s*['"‘“]([^'"’”]+)['"’”]\s*\)`)

// anonymised says a story line the way its note asks: "Client (anonymize - 'a 140-person
// logistics co in Joliet'). Oct 3 they called us" opens "One client: a 140-person logistics co
// in Joliet."; inside a sentence the words replace the name.
func anonymised(line string) string {
	m := anonNote.FindStringSubmatchIndex(line)
	if m == nil {
		return line
	}
	word, words := line[m[2]:m[3]], line[m[4]:m[5]]
	rest := strings.TrimLeft(line[m[1]:], " ")
	if strings.TrimSpace(line[:m[0]]) == "" && (rest == "" || strings.HasPrefix(rest, ".")) {
		return "One " + strings.ToLower(word) + ": " + words + rest
	}
	return line[:m[0]] + words + line[m[1]:]
}
