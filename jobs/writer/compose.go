package writer

import (
	"hash/fnv"
	"math"
	"net/url"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// composer carries the state of one offline email.
type composer struct {
	in       Input
	lang     string
	p        *langPack
	f        fields
	tone     string
	emo      string // "" for a custom emotion with no known counterpart
	kind     string // CTA kind
	pk       *picker
	fl       filler
	adv      *AdvancedStory
	prose    advancedProse
	link     string
	min, max int
	urgent   bool // the brief has something that will not wait (pressing)
	// deadline and limited: the offer's text gives a date it ends or a number running out,
	// judged once (the two patterns are the writer's costliest).
	deadline, limited bool
	scarce            *string   // scarcity(), once found
	facts             *[]string // topicFacts(), once found: the body and the subject lines both ask
	psFact            string    // the topic fact the P.S. says, left out of the details paragraph
	offerWords        *offerWords
	shortStory        bool // the story (a template's answers as prose) is a short read
	bodyWords         int  // the written body's length, known before its subject lines
	// paraStarts: the sentences that open one of the author's paragraphs (nil when the story
	// is not written in paragraphs).
	paraStarts map[string]bool
	splits     map[string][][]string // splitParagraph's answers, by the paragraph's sentences
}

// fields holds the cleaned, length-capped user values.
type fields struct {
	title, focus, lesson, audience, product, desc, benefit, price, sale, proof, cta, subject, sender string
	// terms is the price as typed, with the measure the body leaves to the description ("$180
	// for 10 weeks"): a subject line stands alone.
	terms string
}

type record struct {
	Writer    string   `json:"writer"`
	Language  string   `json:"language"`
	Subjects  []string `json:"subjects"`
	Content   string   `json:"content"`
	Words     int      `json:"words"`
	Band      [2]int   `json:"band"`
	Tone      string   `json:"tone"`
	Emotion   string   `json:"emotion"`
	CTA       string   `json:"cta"`
	Lesson    string   `json:"lesson"`
	Derived   bool     `json:"lessonDerived"`
	Template  string   `json:"template,omitempty"`
	StoryKept int      `json:"storySentencesKept"`
	StoryAll  int      `json:"storySentences"`
	Opener    int      `json:"openerSentence"`
}

type email struct {
	subjects []string
	content  string
	preview  string
	record   record
}

var digitsOnly = regexp.MustCompile(`^\d[\d,]*(\.\d+)?$`)

// money adds a dollar sign to a bare number ("97" -> "$97"); anything else
// is kept as typed.
func money(v string) string {
	if digitsOnly.MatchString(v) && v != "0" {
		return "$" + v
	}
	// "38$ pp" is typed as said: "$38 per person"
	v = dollarAfter.ReplaceAllString(v, "$$$1")
	return perPerson.ReplaceAllString(v, "$1 per person")
}

var (
	dollarAfter = regexp.MustCompile(`\b(\d[\d,.]*)\s?\$`)
	perPerson   = regexp.MustCompile(`(\d)\s?(?:pp|p/p)\b`)
)

// ctaKind maps the call-to-action value onto the phrasings the packs know.
// Custom text is read by its verb: a request for a gift is a donation
// (donors are givers, never buyers), a request to come, reply or take part
// is an invitation, and anything else keeps the label as typed.
func ctaKind(cta string) string {
	v := strings.ToLower(strings.TrimSpace(cta))
	switch v {
	case "buy", "book", "download", "webinar", "apply":
		return v
	case "learn", "learn-more", "learn more", "":
		return ctaLearn
	case "signup", "sign-up", "sign up", "register", "join":
		return ctaSignup
	case "donate", "give":
		return ctaDonate
	}
	verb := firstWordLower(v)
	switch verb {
	case "donate", "give", "sponsor", "support", "contribute", "fund", "chip", "help", "dona", "done", "aporta", "apoya", "colabora", "patrocina", "contribuye", "regala":
		return ctaDonate
	case "attend", "visit", "come", "join", "bring", "reply", "register", "call", "rsvp", "meet", "stop", "drop", "ven", "venid", "visita", "visítanos", "únete", "unete", "trae", "responde", "contesta", "inscríbete", "apúntate", "llama", "llámanos", "asiste", "acompáñanos":
		return ctaInvite
	}
	if containsAny(v, "donat", "donaci", "sponsor a", "make a gift", "your gift", "patrocin") {
		return ctaDonate
	}
	return ctaCustom
}

// weDoLed is a proof led by what the business does, with no one doing it: "maintain 140+
// roofs", "serve 40 restaurants downtown".
var weDoLed = regexp.MustCompile(`(?i)^(?:maintain|serve|service|clean|repair|install|inspect|insure|manage|support|train|teach|coach|tutor|ship|deliver|handle|build|design|work with|help|care for|feed|house|host)\s+\S*\d`)

// unsplice parts a lesson's first comma splice into two sentences: "Kids don't need to be
// 'techy', they need a project…" is "…'techy'. They need a project…"; "An outdated will can be
// worse than no will, review yours…" is "…no will. Review yours…". A comma before anything
// else ("Reminders alone don't fix no-shows, making it easy… does") is left as typed.
func unsplice(lesson string) string {
	first, rest, _ := strings.Cut(lesson, ". ")
	before, after, ok := strings.Cut(first, ", ")
	if !ok || wordCount(before) < 3 || !sentenceLike(before) || introPhrase.MatchString(before) || !(spliced.MatchString(after) || imperative(after)) {
		return lesson
	}
	out := before + ". " + ucfirst(after)
	if rest != "" {
		out += ". " + rest
	}
	return out
}

// spliced is a clause a comma splice runs on with: "they need…", "it's a bridge…".
var spliced = regexp.MustCompile(`^(?:she|he|it|they|we|I|you)(?:'s|'re|'m|'ve|'ll|'d)?\s+\p{L}+`)

// listSignup is a call to action that puts the reader on a list: nobody comes over.
var listSignup = regexp.MustCompile(`(?i)\b(?:wait ?list|waiting list|mailing list|email list|newsletter|lista de espera|boletín)\b`)

func compose(in Input, lang string) email {
	in.Story = tellerByTitle(in.Story, in.SenderName, lang)
	c := &composer{in: in, lang: lang, p: pack(lang), link: in.link()}
	c.min, c.max = LengthBand(in.EmailLength)
	short := c.max <= 300
	// Oversized fields are cut to whole sentences; a long email has room for a description's
	// last line ("Norse folklore, slow-burn romance, a very good goat.").
	capN := func(v string, long, shortN int) string {
		switch {
		case short:
			return capWords(cleanField(v), shortN)
		case c.max >= 450:
			return capWords(cleanField(v), long*3/2)
		}
		return capWords(cleanField(v), long)
	}
	c.f = fields{
		title:    cleanField(in.Title),
		focus:    cleanField(in.ContentFocus),
		lesson:   capN(in.Lesson, 35, 25),
		audience: fixTypos(cleanField(in.TargetAudience), lang),
		product:  bare(capWords(cleanField(in.ProductName), 10)),
		desc:     bare(capN(in.ProductDescription, 35, 22)),
		benefit:  bare(capN(in.KeyBenefit, 20, 15)),
		price:    money(bare(cleanField(in.Price))),
		sale:     money(bare(cleanField(in.SalePrice))),
		proof:    capN(in.ProofElement, 35, 22),
		cta:      cleanField(in.CallToAction),
		subject:  cleanField(in.EmailSubject),
		sender:   firstName(in.SenderName),
	}
	switch lang {
	case "en":
		if strings.ToLower(c.f.product) == c.f.product {
			// "60 min massage gift cert" is typed as notes, not a name: its shorthand is spelt out
			c.f.product = fixTypos(c.f.product, lang)
		}
		c.f.product = productPhrase(c.f.product)
	case "es":
		c.f.product = productPhraseES(c.f.product)
	}
	for _, v := range []*string{&c.f.lesson, &c.f.desc, &c.f.benefit, &c.f.proof, &c.f.price, &c.f.sale} {
		*v = capSentences(fixTypos(dropFieldNotes(*v), lang))
		if lang == "en" {
			*v = englishCase(*v)
		}
		if lang == "es" {
			*v = ifYouES(*v)
		}
	}
	if lang == "en" && !isCTAValue(c.f.cta) {
		c.f.cta = englishCase(fixTypos(c.f.cta, lang)) // a custom ask typed fast: "come in saturday"
	}
	if lang == "en" {
		c.f.sale = firstTerm.ReplaceAllString(c.f.sale, "$1 for the $2") // "$75 first month" is "$75 for the first month"
	} else if lang == "es" {
		c.f.sale = firstTermES.ReplaceAllStringFunc(c.f.sale, func(m string) string {
			g := firstTermES.FindStringSubmatch(m) // "20% primer servicio" is "20% de descuento en el primer servicio"
			art := map[bool]string{true: "la", false: "el"}[strings.HasSuffix(strings.ToLower(g[2]), "a")]
			return g[1] + " de descuento en " + art + " " + g[2]
		})
	}
	if ask, ok := contactAsk[lang]; ok && contactValue.MatchString(c.f.cta) {
		c.f.cta = ask // a bare "contact" is an ask to get in touch, in the email's language: never "Contact:"
	}
	c.f.terms, c.f.price = c.f.price, dropToldMeasure(c.f.price, c.f.desc)
	if lang == "en" && byLed.MatchString(c.f.proof) && c.f.product != "" && wordCount(c.f.product) <= 6 {
		// "Used by 3,800 service businesses" gets what is used: "Ledgerly is used by 3,800
		// service businesses.", not "For context: used by…".
		c.f.proof = c.f.product + " is " + lowerFirst(c.f.proof)
	}
	if lang == "en" && weDoLed.MatchString(c.f.proof) {
		// "maintain 140+ commercial roofs in the metro, GAF + Carlisle certified" is what the
		// business does: "We maintain 140+…", never a subject line "Maintain 140+…"
		who := "We "
		if iTeller.MatchString(in.Story) && !weTeller.MatchString(in.Story) {
			who = "I "
		}
		c.f.proof = who + lowerFirst(c.f.proof)
	}
	// (one teller in English only: a Spanish "me" is no "I", and a business speaks as "hemos")
	if said := proofAsSentence(c.f.proof, lang, lang == "en" && iTeller.MatchString(in.Story) && !weTeller.MatchString(in.Story)); said != "" {
		c.f.proof = said // "312 ramps built since 2016" is "We've built 312 ramps since 2016.", never "For the record: …"
	}
	if m := credential.FindStringSubmatch(c.f.proof); lang == "en" && m != nil {
		// "CPDT-KA certified, worked with 200+ reactive dogs since 2017" is the teller's:
		// "I'm CPDT-KA certified and have worked with 200+ reactive dogs since 2017."
		who := "I'm "
		if weTeller.MatchString(in.Story) && !iTeller.MatchString(in.Story) {
			who = "We're "
		}
		c.f.proof = who + m[1] + " and have " + m[2]
	}
	c.tone = toneKey(in.TonePreference)
	c.emo, _ = emotionKey(in.DesiredEmotion)
	c.kind = ctaKind(c.f.cta)
	offer := c.offerText()
	c.deadline, c.limited = hasDeadline.MatchString(offer), hasCount.MatchString(offer)
	c.urgent = c.pressing()
	h := fnv.New64a()
	for _, s := range []string{in.Title, in.Story, in.Lesson, in.TonePreference, in.DesiredEmotion, in.ProductName, in.CallToAction, in.EmailLength, in.KeyBenefit} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	c.pk = newPicker(h.Sum64(), in.History, in.HistorySubjects)

	var sents []string
	storyProse := in.Story
	if a, ok := ParseAdvancedStory(in.Story); ok {
		for k, v := range a.Fields {
			v = fixTypos(v, lang)
			if short {
				a.Fields[k] = capWords(cleanField(v), 30)
			} else {
				a.Fields[k] = capWords(cleanField(v), 45)
			}
		}
		c.adv = &a
		storyProse = strings.Join(a.values(), ". ")
		if lang == "en" {
			c.prose = a.prose()
			for _, p := range c.prose.paragraphs {
				sents = append(sents, p...)
			}
		} else {
			sents = append(sents, a.framesES()...)
		}
	} else {
		sents, c.paraStarts = retellParagraphs(in.Story, lang, in.ProductName)
	}
	sents = ordinalList(sents, lang)
	if lang == "en" {
		// "…collected $168k, late invoices down 71%, Deb got 2 days a week back" is notes:
		// "Late invoices were down 71%, and Deb got 2 days a week back."
		var told []string
		for _, s := range sents {
			told = append(told, stateNotes(s)...)
		}
		sents = told
	}
	c.shortStory = wordCount(storyProse) < shortStoryWords
	c.fl = filler{proper: properNames(storyProse, in.Lesson, in.ProductDescription, in.KeyBenefit, in.ProofElement, in.ContentFocus, in.TargetAudience)}

	lesson, derived, src := c.lesson(sents)
	if !derived && c.adv != nil {
		if l := c.adv.Field("lesson_learned"); l != "" && !similar(sentence(l), lesson) {
			sents = append(sents, sentence(l)) // the template's own lesson joins the story
		}
	}
	if !derived && lesson != "" && len(sents) > 1 {
		// "most flats arent bad luck theyre a worn part you cant see" closing the story, right before
		// lesson "most flats arent bad luck, its usually something worn out…": said once, as the lesson
		if last := len(sents) - 1; echoes(sents[last], lesson) {
			sents = sents[:last]
		}
	}
	if len(sents) > 0 {
		if m := storyStartFiller.FindString(sents[0]); m != "" && !soDegree.MatchString(sents[0][len(m):]) {
			sents[0] = ucfirst(sents[0][len(m):]) // "so when i started my channel…" is talk, not the story
		}
	}
	all := len(sents)
	keys := keywords(lesson, c.f.focus, c.f.benefit, c.f.desc, c.f.title)
	scored := scoreSentences(sents, keys, c.fl.proper)
	if derived && src >= 0 && len(scored) > 1 {
		scored = append(scored[:src:src], scored[src+1:]...)
	}
	if told := normalise(lesson); derived && lesson != "" && slices.ContainsFunc(scored, func(s storySent) bool {
		return strings.Contains(normalise(s.text), told)
	}) {
		// "…and then realized she was happier than any day she drove that month." told, the same
		// clause is not stated again as its lesson
		lesson = ""
	}
	opener := openerIndex(scored, -1)
	if c.adv != nil && len(scored) > 0 {
		opener = 0 // a template's lines are in the order they make sense
	}
	product := strings.ToLower(strings.TrimSpace(withoutAside(c.f.product)))
	for i := range scored {
		// A story cut to length keeps the line that states the brief's proof (unless the offer
		// says it again), and an appeal its thanks and where the money goes: to past donors
		// they are the proof that giving works.
		if c.kind == ctaDonate && givingLine.MatchString(scored[i].text) || c.f.proof != "" && mostlyIn(c.f.proof, scored[i].text) && !toldIn(c.f.proof, c.f.benefit, c.f.desc) {
			scored[i].score += keepScore
		}
		// "So this year the holiday pies are my way of trying." is where the story meets the
		// offer: the bridge a cut keeps.
		if product != "" && strings.Contains(strings.ToLower(scored[i].text), product) {
			scored[i].score += bridgeScore
		}
	}

	parts := c.parts(lesson)
	psLine, scored, opener := c.storyPS(&parts, scored, opener)
	if saysThanks(parts.ps) {
		// "P.S. Thank you for listening." is the user's own thanks: no writer's "Thank you for
		// being part of this." above it.
		parts.optional = slices.DeleteFunc(parts.optional, func(o optPart) bool { return (o.own || o.where == "close") && saysThanks(o.text) })
	}
	parts.reserve = c.expandParts(parts)
	body, kept := c.fit(parts, scored, opener)
	// Subjects quote only what the email tells: a line cut from a long story would promise
	// what the reader never finds.
	told, toldOpener := scored[:0:0], -1
	for i, s := range scored {
		if strings.Contains(body, s.text) {
			if i == opener {
				toldOpener = len(told)
			}
			told = append(told, s)
		}
	}
	if len(told) == 0 {
		told, toldOpener = scored, opener
	}
	if psLine.text != "" {
		told = append(told, psLine) // "Coach Sam had twins", told in the P.S., is a subject line too
	}
	c.bodyWords = bandWords(body)
	subjects := c.subjects(told, toldOpener, lesson)
	e := email{subjects: subjects, content: body, preview: lessonPreview(body, lesson, subjects)}
	if lang == "es" && voseoBrief(in) {
		e.content, e.preview = voseo(e.content), voseo(e.preview)
		for i, s := range e.subjects {
			e.subjects[i] = voseo(s)
		}
	}
	e.record = record{
		Writer: "offline", Language: lang, Subjects: subjects, Content: body, Words: c.bodyWords,
		Band: [2]int{c.min, c.max}, Tone: c.tone, Emotion: c.emo, CTA: c.kind, Lesson: lesson, Derived: derived,
		StoryKept: kept, StoryAll: all, Opener: -1,
	}
	if opener >= 0 {
		e.record.Opener = scored[opener].idx
	}
	if c.adv != nil {
		e.record.Template = c.adv.TemplateType
	}
	return e
}

// givingLine is a line of an appeal about thanks or where the money goes.
var givingLine = regexp.MustCompile(`(?i)\bthank(?:s| you)?,? (?:to )?(?:everyone|all of you|every\w*|those) who (?:gave|donated|gives|helped)|\bevery (?:dollar|penny|cent)\b|\bgoes (?:straight )?to the\b|\bgracias a (?:todos )?(?:los|quienes) que\b|\bcada (?:euro|peso|dólar)\b`)

// bridgeScore lifts a story sentence naming the product into the cut.
const bridgeScore = 3

// keepScore lifts a sentence above any score the story's own detail earns.
const keepScore = 100

// shortStoryWords: below it a story is a short read, with nothing to skim and no "this far".
const shortStoryWords = 150

// willBenefit reports a benefit, by its first word, that says what will be: "never get sold out
// again", or a state ("know if people will pay"): "you'll know", never "you can know".
func willBenefit(first string) bool {
	return first == "never" || first == "know" || first == "feel" || first == "have" || first == "see" || first == "understand"
}

// careLine is a sign-off for someone going through something.
var (
	careLine   = regexp.MustCompile(`(?i)take care of yourself|cuídate`)
	thanksLine = regexp.MustCompile(`(?i)gratitude|gratitud|agradecimiento`)
)

// labelFrame is a description frame that labels ("What it is:", "Put simply,").
var labelFrame = regexp.MustCompile(`:|(?i)^(?:put simply|in short|en pocas)`)

// withoutAside drops a name's trailing aside for a subject line: "Meet Get Paid in 14 Days
// (live webinar)" is no subject. In the body the aside says what the thing is, and stays.
func withoutAside(name string) string {
	if i := strings.LastIndex(name, " ("); i > 0 && strings.HasSuffix(name, ")") {
		return strings.TrimSpace(name[:i])
	}
	return name
}

// asideOf is a name's bracketed aside ("live webinar" of "Get Paid in 14 Days (live
// webinar)"), "" when it has none.
func asideOf(name string) string {
	if i := strings.LastIndex(name, " ("); i > 0 && strings.HasSuffix(name, ")") {
		return name[i+2 : len(name)-1]
	}
	return ""
}

// appositive says a name's bracketed aside as an apposition: "Get Paid in 14 Days (live
// webinar)" gives "Get Paid in 14 Days, a live webinar,".
func appositive(name, lang string) string {
	base := withoutAside(name)
	if base == name || lang != "en" {
		return name
	}
	aside := asideOf(name)
	if lone := strings.ToLower(aside); asideAdjective[lone] {
		return base // "Standard Tune (mobile)" is no "Standard Tune, a mobile,"
	}
	if numberLed(aside) {
		return name // "Intro to the Wheel (4 weeks)" keeps its brackets: no "a 4 weeks"
	}
	if t := tags(aside); len(t) == 1 && (t[0].Tag == "NNS" || t[0].Tag == "NNPS") {
		return base + " for " + strings.ToLower(aside) // "Intro to Fencing (Adults)" is for adults, never ", an Adults,"
	}
	if !slices.Contains(english.leadStart, firstWordLower(aside)) {
		aside = indefinite(aside)
	}
	if strings.HasSuffix(base, "?") || strings.HasSuffix(base, "!") {
		return base + " (" + aside + ")" // "S-Corp or Not? (a free webinar)", never "Not?, a free webinar,"
	}
	return base + ", " + aside + ","
}

// asideAdjective is a bracketed word that says how the thing comes, not what it is.
var asideAdjective = setOf("mobile online virtual live free new digital printable private limited in-person local remote onsite on-site")

// indefinite puts "a" or "an" before a noun phrase: "a free live workshop", "an online course".
func indefinite(s string) string {
	if s != "" && (strings.ContainsAny(strings.ToLower(s[:1]), "aeiou") || vowelNumber.MatchString(s)) {
		return "an " + s
	}
	return "a " + s
}

// vowelNumber is a number said with a vowel first: "an 8-week course", "an 11-day trip", "an
// 18-month plan", "an 80-page guide".
var vowelNumber = regexp.MustCompile(`^(?:8|11|18)(?:[\d,.]*)(?:\D|$)`)

// firstName is the first word of the sender's name, as typed.
func firstName(name string) string {
	f := strings.Fields(cleanField(name))
	if len(f) == 0 {
		return ""
	}
	first := strings.Trim(f[0], ",;:")
	if len(f) > 1 && nameTitles[strings.ToLower(strings.TrimSuffix(first, "."))] {
		return first + " " + strings.Trim(f[1], ",;:") // "Coach Dani" signs as such, not "Coach"
	}
	return first
}

// nameTitles come before the name a sender signs with.
var nameTitles = map[string]bool{"coach": true, "dr": true, "doctor": true, "mr": true, "mrs": true, "ms": true, "miss": true,
	"chef": true, "pastor": true, "rev": true, "father": true, "sister": true, "prof": true, "professor": true, "captain": true,
	"sr": true, "sra": true, "srta": true, "don": true, "doña": true, "dra": true, "profe": true}

// bandWords counts words the way the length band is measured: links excluded.
func bandWords(s string) int {
	n := 0
	for rest := s; rest != ""; {
		rest = strings.TrimLeftFunc(rest, unicode.IsSpace)
		if rest == "" {
			break
		}
		end := strings.IndexFunc(rest, unicode.IsSpace)
		if end < 0 {
			end = len(rest)
		}
		if !strings.Contains(rest[:end], "://") {
			n++
		}
		rest = rest[end:]
	}
	return n
}

func (c *composer) fill(tmpl string, vals map[string]string) string {
	return c.fl.fill(tmpl, vals)
}

func (c *composer) pick(slot string, list []string) string { return c.pk.pick(slot, list) }

// fillPick fills every phrasing of a slot with the user's words and picks
// one, judging what the user has already received by the filled sentence
// (a product name repeats across one user's emails, a lesson does not).
func (c *composer) fillPick(slot string, list []string, vals map[string]string) string {
	return c.pk.pick(slot, c.fillAll(list, vals))
}

// framePick fills every phrasing of a slot and picks one the user has received least
// recently, judged by its frame as well as by the filled sentence: "This is where X fits" or
// "This time it's Y" in every email is a template however often X or Y changes.
func (c *composer) framePick(slot string, list []string, vals map[string]string) string {
	return c.pk.pickFramed(slot, list, c.fillAll(list, vals))
}

// fillAll fills every phrasing of a list with the user's words.
func (c *composer) fillAll(list []string, vals map[string]string) []string {
	out := make([]string, len(list))
	for i, v := range list {
		out[i] = c.fill(v, vals)
	}
	return out
}

// emailParts are the paragraphs around the story. Optional ones are added
// only to reach the length band, in the order listed.
type emailParts struct {
	greeting, lesson, bridge, offer, signoff, ps, backup string
	details                                              string // the campaign's facts from the topic (see topicDetails)
	psKind                                               string // what the P.S. carries (see ps)
	proof                                                string // the proof closing the offer, if it does
	ctaLine                                              string
	optional                                             []optPart
	reserve                                              []optPart
}

type optPart struct {
	where string // "story" (after it), "lesson", "cta" (before the link line)
	text  string
	own   bool // the writer's own sentence, not the user's material
	// skip leaves the part out when the email so far already does its job (asks a question).
	skip func(body string) bool
}

// ownPerWords caps the writer's own sentences that fit may add: one per this many words of
// the band's floor (four in a 250-word email). Past it the email stays short, not padded.
const ownPerWords = 60

func (c *composer) parts(lesson string) emailParts {
	p, f := c.p, c.f
	var e emailParts
	// One sender greets and signs off the same way from one email to the next.
	e.greeting = c.reuseLine(p.greet[c.tone])
	if e.greeting == "" {
		greets := p.greet[c.tone]
		if len(c.in.History) == 0 {
			// "Hello again," to someone the sender has never written to from here
			greets = slices.DeleteFunc(slices.Clone(greets), func(g string) bool { return strings.Contains(g, "again") || strings.Contains(g, "de nuevo") })
		}
		e.greeting = c.pick("greet", greets)
	}
	e.backup = c.pick("backup", p.backup)
	if lesson != "" {
		e.lesson = c.fill("{lesson}", map[string]string{"lesson": lesson})
		if c.lang == "en" {
			e.lesson = unsplice(e.lesson)
		}
	}

	// Bridge: from the story to the offer, or to the call to action.
	var bridge []string
	// An indirect story turns to the reader through the offer ("Which brings me to…"); with no
	// offer, a turn ("Here's why I'm telling you this") would promise a reason nothing gives.
	it := "It"
	if c.lang == "es" {
		it = "Es"
	}
	itName := it
	if f.product != "" && wordCount(f.product) <= 6 {
		itName = f.product
	}
	e.ps, e.psKind = c.ps(lesson, itName)
	e.details = c.topicDetails()
	// After a story about the product, the product is named with what it is ("Cabin Morning is
	// a hand-poured soy candle…"): no turn announcing it. An indirect story still turns.
	named := c.namedDesc()
	if f.product != "" && c.lang == "en" && gerundLed(f.desc) && c.storyNamesProduct() {
		// After a story about it, the work it does says what it is: "Ledgerly handles invoicing
		// and payment reminders for service businesses.", not "So, back to Ledgerly. It
		// handles…" (nor "That's what Ledgerly does:" after a lesson it does not do)
		named = sentence(appositive(f.product, c.lang) + " handles " + lowerFirst(f.desc))
	}
	if t := c.topicLine(); t != "" {
		bridge = append(bridge, t) // what the email is for, before what is offered
	}
	switch {
	case named != "":
	case c.risingPrice() && f.desc == "" && f.benefit == "":
		// "That's where the unlimited membership comes in" presents a price rise as the
		// answer to the story: the price line names what goes up.
	case f.product != "" && f.desc == "" && f.benefit == "" && f.price == "" && c.kind != ctaDonate:
		// "That's where Ledgerly comes in." with nothing after it: the link's label names it.
	case f.product != "":
		intros := p.productIntro
		if c.storyNamesProduct() {
			// after a story about it, "This is where Sea Salt + Fig fits" presents it as new
			intros = p.productBack
		}
		if c.kind == ctaDonate || c.tone == "serious" || grateful(c.in.DesiredEmotion) {
			// an appeal is not an ad break: "This is a good moment to mention…"
			intros = slices.DeleteFunc(slices.Clone(intros), adBreak.MatchString)
		}
		if f.desc == "" && f.benefit == "" {
			// "Let me tell you about Ledgerly." with nothing told after it breaks its promise.
			intros = slices.DeleteFunc(slices.Clone(intros), promisesMore.MatchString)
		}
		if rc := readerClause(c.in.TargetAudience, c.lang); rc != "" && c.lang == "en" && e.psKind != "reader" && !alreadyActed.MatchString(rc) &&
			c.kind != ctaDonate && strings.EqualFold(strings.TrimSpace(c.in.StoryType), "indirect") && !c.storyNamesProduct() {
			// After a story about something else, the turn is to the reader the brief names:
			// "If you've practiced 1+ years and have ever thought about teaching, that's what
			// the Casa Prana Teacher Training is for." (the P.S. then names no reader again)
			intros = []string{"If " + rc + ", that's what {product} is for."}
		}
		// Judged by the frame: "This is where X fits" in five emails of one list is a template
		// however often X changes.
		// "Fix Your Desk Back (free live workshop)" runs in prose as "Fix Your Desk Back, a
		// free live workshop,": a label's brackets are not a sentence's.
		bridge = append(bridge, strings.ReplaceAll(c.framePick("product", intros, map[string]string{"product": appositive(f.product, c.lang)}), ",.", "."))
	case f.desc != "" || f.benefit != "":
	case c.kind == ctaLearn:
		// "There's more at the link below" before the link says nothing the link does not.
		// A story with no lesson told before a page about the business is that business's
		// story: "That's the story behind Oakline." turns it to the link, claiming nothing more.
		if lesson == "" && c.lang == "en" && pageName(c.in.CtaURL, c.lang) == "our story" {
			if b := brandName(c.in.CtaURL, c.in.Story); b != "" {
				bridge = append(bridge, "That's the story behind "+b+".")
			}
		}
	case c.urgent:
		// "If this is for you, the next step is to book" hedges what the brief hurries.
	default:
		bridge = append(bridge, c.pick("bridge", p.bridge[c.kind]))
	}
	benefits, labelledBenefit, benefit := c.benefitShape()
	// One label per paragraph: beside a labelled benefit ("Why it matters: …"), the
	// description is said plainly ("It's a 30-day guide…"), not "Put simply, it's…".
	if f.desc != "" {
		if named != "" {
			bridge = append(bridge, named)
		} else if c.nounPhrase(f.desc) {
			// The product was named in the sentence before: "it", not the name again.
			var frames []string
			for _, t := range p.descIs {
				if labelledBenefit && labelFrame.MatchString(t) {
					continue
				}
				t = strings.NewReplacer("{it} is ", "it's ", "{it} es ", "es ").Replace(t)
				frames = append(frames, ucfirst(t))
			}
			bridge = append(bridge, c.fill(c.pick("desc", frames), map[string]string{"desc": f.desc}))
		} else if c.lang == "en" && verbLed3rd(f.desc) {
			bridge = append(bridge, sentence("It "+lowerFirst(f.desc))) // "Pays for surgeries…" has lost its subject
		} else if f.product != "" && numberLed(f.desc) && (!strings.Contains(f.desc, ":") || spotsLed.MatchString(f.desc)) {
			// After the turn, "It includes 10 hours, two photographers…" rather than the notes alone
			bridge = append(bridge, c.measured("", f.desc))
		} else if c.lang == "en" && c.kind == ctaDonate && shapeOf(f.desc) == shapeVerb {
			// a fund's "install an elevator on the north side so…" is what the gifts will do
			bridge = append(bridge, sentence("It will "+lowerFirst(f.desc)))
		} else if c.lang == "en" && gerundLed(f.desc) {
			bridge = append(bridge, sentence("It handles "+lowerFirst(f.desc))) // "Invoicing and payment reminders for…" is what it does
		} else if n := len(bridge); n > 0 && f.product != "" && !strings.Contains(f.product, ":") && strings.HasSuffix(bridge[n-1], ".") &&
			strings.Contains(bridge[n-1], appositive(f.product, c.lang)) && !sentenceLike(f.desc) {
			// "So, back to Ledgerly: invoicing and payment reminders for service businesses.",
			// not the turn and then a fragment standing alone
			desc := lowerFirst(sentence(f.desc))
			if c.lang == "en" && bareSingular.MatchString(desc) && !determiner[firstWordLower(desc)] && !numberToken.MatchString(firstWordLower(desc)) {
				desc = indefinite(desc) // "…Call: a free 30-minute call", a thing counted
			}
			join := ": "
			if art, ok := nounArticleES[strings.ToLower(firstWordLower(desc))]; c.lang == "es" && ok && art != "" && strings.Contains(desc, ":") {
				join, desc = ", ", art+" "+desc // "Te presento Revisión Carretera, una revisión completa antes de viaje: frenos…", never two colons
			}
			bridge[n-1] = strings.TrimSuffix(bridge[n-1], ".") + join + desc
		} else {
			bridge = append(bridge, sentence(f.desc))
		}
	}
	// A benefit the story has told in its own words ("It costs us about $180 to take one child
	// through a full 8-week session") is not said again under a label.
	if f.benefit != "" && !(toldIn(f.benefit, c.in.Story) && mostlyIn(f.benefit, c.in.Story)) {
		line := c.fillPick("benefit", benefits, map[string]string{"benefit": benefit})
		if c.lang == "en" && c.productPlural() {
			line = pluralIt.Replace(line) // "Family Sessions are…. They're made to help you…"
		}
		bridge = append(bridge, line)
	}
	if g := c.goalLine(); g != "" {
		bridge = append(bridge, g) // what the appeal must raise, once the reader knows what a gift does
	}
	e.bridge = strings.Join(bridge, " ")

	// Offer: price, then proof. A price typed as a sentence ("$120 sponsors
	// one child for 8 lessons") is its own sentence; a donation's amount is
	// a gift, never a cost.
	var offer []string
	priceVals := map[string]string{"price": f.price, "sale": f.sale, "it": itName, "product": f.product}
	priced := len(offer)
	switch {
	case f.sale == "" && f.price != "" && c.topicHoldsPrice():
		// "$38/person includes 1 mug or plate…" in the campaign's details says the price with
		// what it buys: no "It's $38 per person." before it
	case c.lang == "en" && f.sale != "" && (perkSale.MatchString(f.sale) || labelledSale.MatchString(f.sale)) && !priceIsSentence(f.price, c.lang):
		// "mug club gets 1st pint free" is a sentence, not "The price right now: …"; "$50/yr
		// founding member (locked in forever) until fri" is "The founding member price is…"
		sale := sentence(ucfirst(f.sale))
		if m := labelledSale.FindStringSubmatch(f.sale); m != nil {
			sale = sentence("The " + m[2] + " price is " + m[1] + c.dealTerms(m[3]))
		}
		if f.price != "" && !p.isFree(f.price) {
			offer = append(offer, c.fill("It's normally {price}.", priceVals))
		}
		offer = append(offer, sale)
	case f.price != "" && priceIsSentence(f.price, c.lang):
		if !(toldIn(f.price, c.in.Story) && mostlyIn(f.price, c.in.Story)) { // "$120 covers 8 lessons" the story already told
			price := f.price
			if c.lang == "en" {
				price = pluralPassive.ReplaceAllString(price, "$1 are $2") // "Adoption fees waived" lacks its verb
			}
			offer = append(offer, sentence(price))
		}
		if f.sale != "" && c.lang == "en" && perkSale.MatchString(f.sale) {
			offer = append(offer, sentence(ucfirst(f.sale))) // "Mug club gets 1st pint free."
		} else if f.sale != "" {
			// (the price has just been said: "Chairs from $650 + fabric. Right now: 15% off…",
			// never "It's chairs from $650 + fabric." after it)
			offer = append(offer, c.framePick("price", withoutPriceSaid(c.saleList(p.priceSale, p.priceSaleWordy)), priceVals))
		}
	case f.price != "" && c.kind == ctaDonate && !p.isFree(f.price):
		offer = append(offer, c.framePick("price", p.priceGift, priceVals))
	case c.lang == "es" && f.price != "" && f.sale != "" && !p.isFree(f.price) && dealNotPrice(f.sale):
		// "1ª limpieza al 50%", "inscripción gratis si agendan visita" is a deal beside the
		// price, never "Ahora está a 1ª limpieza al 50%. Si no, desde 45€…"
		now := map[bool]string{true: "Y ahora", false: "Además"}[saleHasTime(f.sale)]
		line := "Cuesta {price}. " + now + ", {sale}." // a discount with no time of its own is "Además"
		if c.codeFact() != "" {
			line = "Cuesta {price}." // the details say the discount with its code
		}
		offer = append(offer, c.fill(line, priceVals))
	case f.price != "" && f.sale != "" && !p.isFree(f.price) && wordCount(f.price) > 1:
		// A price with its own terms ("$89/month from April 1") is not "the usual price". When
		// the brief is about the price going up, the email says so plainly first.
		if c.risingPrice() {
			// "Right now: $79/month if you switch to annual" reads as today's price; the
			// terms are what a member can lock in.
			rise := map[bool]string{true: "{product} goes up to {price}.", false: "The price goes up to {price}."}[f.product != "" && wordCount(f.product) <= 6]
			lock := map[bool]string{true: "You can lock in {sale}.", false: "Until then, it's {sale}."}[termsIf.MatchString(f.sale)]
			offer = append(offer, c.fill(rise+" "+lock, priceVals))
		} else {
			offer = append(offer, c.framePick("price", c.saleList(nil, p.priceBothTerms), priceVals))
		}
	case f.price != "" && f.sale != "" && !p.isFree(f.price) && c.launchOffer() && len(p.priceLaunch) > 0:
		offer = append(offer, c.framePick("price", p.priceLaunch, priceVals)) // a new product has no "usual" price
	case c.priceSaysSaleEnd():
		// "$15 off full groom thru April 30" in the topic is this sale's end: "It's $80
		// instead of $95 through April 30.", never "at the moment" with the end a line later
		_, end, _ := strings.Cut(c.topicSaleEnd(), " price runs ")
		offer = append(offer, sentence("It's "+f.sale+" instead of "+f.price+" "+end))
	case f.price != "" && f.sale != "" && !p.isFree(f.price) && c.lang == "en" && saleTerms.MatchString(f.sale):
		// "$449/yr, Friday Nov 29 only": the sale price against the usual, then its terms:
		// "It's $449/yr instead of $599/yr, Friday Nov 29 only."
		m := saleTerms.FindStringSubmatch(f.sale)
		offer = append(offer, sentence("It's "+m[1]+" instead of "+f.price+", "+m[2]))
	case f.price != "" && f.sale != "" && !p.isFree(f.price):
		offer = append(offer, c.framePick("price", c.saleList(p.priceBoth, p.priceBothWordy), priceVals))
	case f.price == "" && f.sale != "" && wordCount(f.sale) <= 3 && strings.Contains(strings.ToLower(f.desc), strings.ToLower(f.sale)):
		// "…the usual. 20% off name brand seed & fert." has said the sale: no "During the sale
		// it's 20% off." after it
	case f.sale != "":
		offer = append(offer, c.framePick("price", c.saleList(p.priceSale, p.priceSaleWordy), priceVals))
	case f.price != "" && p.isFree(f.price) && (saysFree.MatchString(f.product) || saysFree.MatchString(firstWords(f.desc, 3)) || freeAtEnd.MatchString(bare(f.benefit))):
		// "Fix Your Desk Back (free live workshop)", "Free 60-minute live Zoom…" have said it: no
		// "There's no charge for it."
	case f.price != "" && p.isFree(f.price):
		offer = append(offer, c.pick("price", p.priceFree))
	case f.price != "" && c.lang == "en" && firstWordLower(f.price) == "from":
		// not "It costs from $39", nor "Prices start from $39"
		offer = append(offer, c.fill("Prices start at {price}.", map[string]string{"price": strings.TrimSpace(f.price[len("from"):])}))
	case f.price != "" && c.lang == "en" && startsAt.MatchString(f.price):
		// "starts at $349" is said whole: "It starts at $349.", never "It costs starts at $349."
		// "starting at $4,500" is "It starts at $4,500.", never "It starting at…"
		price := strings.TrimSpace(f.price)
		if verb, rest, ok := strings.Cut(price, " "); ok && strings.HasSuffix(strings.ToLower(verb), "ing") {
			price = strings.TrimSuffix(strings.ToLower(verb), "ning") // "beginning"
			price = strings.TrimSuffix(price, "ing") + "s " + rest
		}
		offer = append(offer, sentence("It "+lowerFirst(price)))
	case f.price != "" && c.lang == "en" && nounLed(nounLedPrice.FindStringSubmatch(strings.TrimSpace(f.price))):
		// "builds typically $65k-$110k" takes its verb: "Builds are typically $65k-$110k."
		m := nounLedPrice.FindStringSubmatch(strings.TrimSpace(f.price))
		be := map[bool]string{true: " are ", false: " is "}[pluralHead(m[1])]
		offer = append(offer, sentence(ucfirst(m[1])+be+m[2]))
	case f.price != "":
		offer = append(offer, c.framePick("price", p.priceOnly, priceVals))
	}
	if c.lang == "en" && c.productPlural() {
		for i := priced; i < len(offer); i++ {
			// "The holiday pies: 9 inch. They're $28.", "Right now the holiday pies are $22…"
			it, It := priceVals["it"], ucfirst(priceVals["it"])
			offer[i] = strings.NewReplacer(it+" is ", it+" are ", it+" sells ", it+" sell ", It+" is ", It+" are ", It+" sells ", It+" sell ").Replace(pluralPrice.Replace(offer[i]))
		}
	}
	proof := ""
	proofVals := map[string]string{"proof": tail(f.proof)}
	plainProof := c.fill("{proof}", proofVals)
	switch {
	case f.proof == "" || toldIn(f.proof, c.in.Story, f.benefit, f.desc):
	case scarceLine.MatchString(f.proof):
		// "Only 6 Saturdays left for 2025." is a limit, said as it is: not "A little context:".
		proof = plainProof
	case c.proofIsSentence() && !c.pk.seen(plainProof):
		// "Last cohort's income went up 64%." is a sentence: said as it is, not behind "The
		// proof:", unless the reader had it word for word in a recent email.
		proof = plainProof
	default:
		frames := slices.Clone(c.proofFrames(p.proof))
		if len(offer) > 0 {
			// "It's $89. Don't take my word for it: …" doubts a price, not a claim.
			frames = slices.DeleteFunc(frames, ownWordFrame.MatchString)
		}
		proof = c.fillPick("proof", frames, proofVals)
	}

	// Call to action with the tracking link.
	e.ctaLine = c.byTopicDeadline(c.ctaLine())
	// "Take care of yourself," is for a reader in a hard time, not under a party invitation
	// or to a donor; "With gratitude," for thanks, not under a price.
	// "With love," and "Take care of yourself," are for readers the sender is close to, never
	// under a webinar, a booking, a sale, a sign-up or a download: a prospect is not family.
	fits := func(l string) bool {
		return (painful[c.emo] && c.kind != ctaDonate || !careLine.MatchString(l)) && (grateful(c.in.DesiredEmotion) || !thanksLine.MatchString(l)) &&
			!((strings.HasPrefix(l, "With love") || careLine.MatchString(l)) && slices.Contains([]string{ctaWebinar, ctaApply, ctaBook, ctaBuy, ctaDownload, ctaLearn, ctaSignup}, c.kind))
	}
	signoffs := slices.DeleteFunc(slices.Clone(p.signoff[c.tone]), func(l string) bool { return !fits(l) })
	signoff := c.reuseLine(signoffs)
	if signoff == "" {
		signoff = c.pick("signoff", signoffs)
	}
	if grateful(c.in.DesiredEmotion) {
		if i := slices.IndexFunc(signoffs, thanksLine.MatchString); i >= 0 {
			signoff = signoffs[i] // a thank-you is signed with thanks
		}
	}
	if sender := f.sender; sender != "" {
		signoff += "\n" + sender
	} else if brand := brandName(c.in.CtaURL, c.in.Story, c.in.ProductName, c.in.ProductDescription, c.in.ProofElement); brand != "" {
		// No first name on the account: the business, as the brief names it, under a
		// valediction a business can sign ("With love, Oakline" is no one's voice).
		signoff = c.pick("signoff", slices.DeleteFunc(slices.Clone(p.signoffBrand[c.tone]), func(l string) bool { return !fits(l) })) + "\n" + brand
	} else {
		signoff = strings.TrimSuffix(signoff, ",") + "." // "Talk soon." closes; "Talk soon," hangs over nothing
	}
	e.signoff = signoff
	psKind := e.psKind
	// Proof the P.S. carries is held back from the offer: said once, where it lands last.
	// (A limit typed as the proof, "Only 6 Saturdays left for 2025", stays in the body too: the
	// P.S. reminds it.)
	if proof != "" && psKind != "proof" {
		if scarceLine.MatchString(f.proof) {
			offer = append(offer, proof) // "It's $1,200. Only 6 Saturdays left for 2025."
		} else {
			// the reviews, then the price they vouch for; after a proof, "It costs $89" would
			// price last year's event: the price names what it is for
			if name := withoutAside(f.product); len(offer) > 0 && c.lang == "en" && name != "" && wordCount(name) <= 6 && !pluralHead(name) {
				if rest, ok := strings.CutPrefix(offer[0], "It's "); ok {
					offer[0] = ucfirst(productPhrase(name)) + " is " + rest
				} else if rest, ok := strings.CutPrefix(offer[0], "It "); ok {
					offer[0] = ucfirst(productPhrase(name)) + " " + rest
				}
			}
			offer = append([]string{proof}, offer...)
		}
		e.proof = proof
	}
	e.offer = strings.Join(offer, " ")
	if e.offer == "" && len(bridge) == 1 && f.product != "" && f.desc == "" && f.benefit == "" && c.kind == ctaDonate {
		// "That's where Sponsor a Swimmer comes in." with nothing after it: the appeal's own turn.
		e.bridge = c.pick("bridge", p.bridge[c.kind])
	}

	// Optional paragraphs, used only to reach the band: only material from
	// the user's input (a template's own tip, the lead into the link). A
	// thin brief lands short rather than padded with the writer's asides.
	if c.prose.tip != "" {
		e.optional = append(e.optional, optPart{where: "lesson", text: c.fillPick("tip", p.tip, map[string]string{"tip": tail(c.prose.tip)})})
	} else if c.adv != nil && c.lang != "en" {
		if tip := c.adv.Field("prevention_tip"); tip != "" {
			e.optional = append(e.optional, optPart{where: "lesson", text: c.fillPick("tip", p.tip, map[string]string{"tip": tail(tip)})})
		}
	}
	// A lead-in to the link only where it says something the link's label cannot ("Any
	// amount makes a difference", "I'd be glad to have you"): "Pick a time that suits you"
	// before "Book here" tells the reader twice. Never in an urgent email.
	if c.link != "" && !c.urgent && (f.product != "" || f.desc != "" || f.benefit != "" || c.kind == ctaDonate) {
		// Without an offer the bridge already leads to the link: one lead-in, not two.
		for _, lead := range c.pk.ordered("ctalead", p.ctaLead[c.kind]) {
			if c.kind == ctaDonate && f.price != "" && anyAmount.MatchString(lead) {
				continue // "any amount" beside the amount the brief asks for
			}
			if !sharesWord(lead, strings.SplitN(e.ctaLine, "://", 2)[0]) {
				e.optional = append(e.optional, optPart{where: "cta", text: lead, own: true})
				break
			}
		}
	}
	e.optional = append(e.optional, c.developParts(lesson, e.bridge)...)
	return e
}

// saysThanks reports a line of thanks ("Thank you for listening"), not "thanks to the
// scholarships" or "gracias a las becas".
func saysThanks(s string) bool {
	l := strings.NewReplacer("thanks to ", "", "gracias a ", "").Replace(strings.ToLower(s))
	return strings.Contains(l, "thank") || strings.Contains(l, "gracias")
}

// sameOpening reports two sentences opening on the same two words ("There will be…").
func sameOpening(a, b string) bool {
	fa, fb := strings.Fields(strings.ToLower(a)), strings.Fields(strings.ToLower(b))
	return len(fa) > 2 && len(fb) > 2 && fa[0] == fb[0] && fa[1] == fb[1]
}

// goesBack is a story line that steps back in time: "Two years ago", "In 2019", "When I…".
var goesBack = regexp.MustCompile(`(?i)^(?:\S+ (?:years?|months?|weeks?|days?) ago|in (?:19|20)\d\d|last (?:year|summer|spring|fall|autumn|winter|month|january|february|march|april|may|june|july|august|september|october|november|december)|back (?:in|when)|when (?:i|we)\b|years ago|hace \S+ (?:años|meses|semanas)|en (?:19|20)\d\d|cuando (?:empecé|empezamos|abrí|abrimos))`)

// otherSession is a live session the brief calls something other than a webinar.
var otherSession = regexp.MustCompile(`(?i)\b(?:workshop|class|masterclass|taller|clase)\b`)

var (
	// bookable is a product that is itself the booking ("the Niche Strategy Call", "1:1
	// Personal Training"): the label names it rather than "Book here".
	bookable = regexp.MustCompile(`(?i)\b(?:call|session|consult\w*|screen|class|visit|appointment|demo|lesson|assessment|tour|coverage|shoot|training|coaching|llamada|sesión|consulta|clase|visita|cita|entrenamiento)\b`)
	// demoLink is a booking page for a demo: "Book a demo here".
	demoLink = regexp.MustCompile(`(?i)://[^?#]*\bdemo\b`)
)

// storyNamesProduct reports a story that already names the product ("the sea salt + fig sold out").
func (c *composer) storyNamesProduct() bool {
	name := strings.ToLower(strings.TrimSpace(c.in.ProductName))
	return name != "" && strings.Contains(strings.ToLower(c.in.Story), name)
}

var introducesAnew = regexp.MustCompile(`(?i)mention|tell you about|know about|meet|te presento|contarte`)

// proofFrames drops "Don't take my word for it" unless the proof is someone else's word
// (reviews, ratings, a quote): the sender's own figures are still the sender's word.
func (c *composer) proofFrames(list []string) []string {
	if c.lang == "en" && reviewCount.MatchString(c.f.proof) {
		// "over 1,200 five-star reviews" is what the business has, not "A little context:"
		prefix := ""
		if len(list) > 0 && strings.HasPrefix(list[0], "P.S. ") {
			prefix = "P.S. "
		}
		return []string{prefix + "We have {proof}", prefix + "We're at {proof}"}
	}
	if scarceLine.MatchString(c.f.proof) {
		// "only 6 Saturdays left" is a limit, not "numbers for context" or proof.
		list = slices.DeleteFunc(slices.Clone(list), func(t string) bool { return proofOnly.MatchString(t) })
	}
	if iTeller.MatchString(c.in.Story) && !weTeller.MatchString(c.in.Story) {
		// one person writing: "My track record", never "who we are"
		list = slices.DeleteFunc(slices.Clone(list), weFrame.MatchString)
		for i, t := range list {
			list[i] = strings.Replace(t, "Our track record", "My track record", 1)
		}
	}
	if othersWord.MatchString(c.f.proof) {
		return list
	}
	return slices.DeleteFunc(slices.Clone(list), func(t string) bool { return ownWordFrame.MatchString(t) })
}

// weFrame is a proof frame that speaks for a business of several people.
var weFrame = regexp.MustCompile(`\b(?:we|us|who we are)\b`)

var (
	// reviewCount is a count of reviews or stars typed as a fragment: "over 1,200 five-star
	// reviews", "4.9 stars on Google from 212 reviews".
	reviewCount  = regexp.MustCompile(`(?i)^(?:over |more than |nearly |almost |about )?[\d.,]+\+?(?:\s+[\w-]+){0,2}\s+(?:reviews|stars|ratings)\b`)
	othersWord   = regexp.MustCompile(`(?i)\b(?:reviews?|rated|stars?|said|says|told us|testimonial|rese[ñn]as?|estrellas|dijo|dice)\b|["“”«]`)
	ownWordFrame = regexp.MustCompile(`(?i)take my word|only my word|lo digo solo yo|mi palabra`)
	proofOnly    = regexp.MustCompile(`(?i)take my word|only my word|the proof|numbers|for context|lo digo solo yo|mi palabra|la prueba`)
)

// anyAmount is a lead-in that leaves the gift's size to the reader.
var anyAmount = regexp.MustCompile(`(?i)any amount|what feels right|whatever you can|whatever its size|cualquier cantidad|lo que puedas|sea del tamaño|te parezca bien`)

// reuseLine is the line of the list the user's newest earlier email used, "" when none did.
func (c *composer) reuseLine(list []string) string {
	for i, h := range c.in.History {
		if i >= 20 {
			break
		}
		for _, line := range strings.Split(h, "\n") {
			if line = strings.TrimSpace(line); line != "" && slices.Contains(list, line) {
				return line
			}
			if strings.HasSuffix(line, ".") && slices.Contains(list, strings.TrimSuffix(line, ".")+",") {
				return strings.TrimSuffix(line, ".") + "," // the unsigned form of the same sign-off
			}
		}
	}
	return ""
}

// thirdPartyStory reports a story told about someone else (a client, an
// animal), where "you've been there too" would not fit.
func (c *composer) thirdPartyStory() bool {
	if c.adv != nil {
		return c.adv.Category() == "client"
	}
	s := " " + strings.ToLower(c.in.Story) + " "
	first := strings.Count(s, " i ") + strings.Count(s, " my ") + strings.Count(s, " yo ") + strings.Count(s, " mi ")
	third := strings.Count(s, " she ") + strings.Count(s, " he ") + strings.Count(s, " her ") + strings.Count(s, " his ") + strings.Count(s, " they ") + strings.Count(s, " ella ") + strings.Count(s, " él ")
	return third > first
}

// nounPhrase reports whether a description reads as a noun phrase ("a
// 30-day guide…") that can follow "It's".
func (c *composer) nounPhrase(s string) bool {
	w := firstWordLower(s)
	for _, x := range c.p.leadStart {
		if w == x {
			return true
		}
	}
	return false
}

// ctaLine is the call to action carrying the tracking link.
func (c *composer) ctaLine() string {
	p, f := c.p, c.f
	custom := bare(f.cta)
	label := c.ctaLabel("label", true)
	if c.link == "" {
		return c.pick("nolink", p.noLink)
	}
	slug := lastSegment(c.in.CtaURL)
	if label == ucfirst(custom) && inPerson.MatchString(custom) {
		// "Visit the bakery this Saturday: https://…/subscribe" sends the reader to a page to
		// visit a shop: the action is a sentence, the link its details, or the sign-up the
		// page is for ("Join the bread club here:").
		if joinPage[slug] && f.product != "" && c.lang == "en" {
			return sentence(label) + " Join " + f.product + " here: " + c.link
		}
		return sentence(label) + " " + c.pick("detailslink", p.detailsLink) + " " + c.link
	}
	if label == ucfirst(custom) && asksForReply(custom) && wordCount(custom) == 1 && c.lang == "en" {
		// a bare "reply" says what to reply with when the topic does: "want ppl to REPLY w
		// their van model + budget" asks "Reply with your van model and budget."
		if m := replyWith.FindStringSubmatch(fixTypos(c.in.ContentFocus, c.lang)); m != nil {
			what := strings.ToLower(strings.TrimSpace(m[1]))
			what = strings.NewReplacer(" + ", " and ", "their ", "your ", "they ", "you ", "the ", "your ", "a ", "your ").Replace(what + " ")
			label = "Reply with " + strings.TrimSpace(what) // "…w/ how many they want" asks "Reply with how many you want."
		} else if strings.EqualFold(custom, "reply") {
			label = "Reply to this email" // "Reply." alone reads as an order
		}
	}
	if strings.HasPrefix(label, ucfirst(custom)) && asksForReply(custom) {
		// "Reply and tell me your goal: https://…" sends the reader to a page to reply; a page
		// named by a word of the ask is that word's ("More on 2025 here:").
		// A code word to reply with ("Reply 'ARC'", "Reply FLUSH") names no page.
		// A word after an article is a thing sent, not a page's name: "we'll send a quote".
		if m := regexp.MustCompile(`(?i)['"‘“]?\b` + regexp.QuoteMeta(slug) + `\b`).FindString(custom); m != "" && c.lang == "en" && !allCaps(m) && !strings.ContainsAny(m[:1], `'"‘“`) &&
			!regexp.MustCompile(`(?i)\b(?:a|an|the|your|our|my)\s+`+regexp.QuoteMeta(m)+`\b`).MatchString(custom) {
			return sentence(label) + " More on " + slug + " here: " + c.link
		}
		return sentence(label) + " " + c.pick("replylink", p.replyLink) + " " + c.link
	}
	if m := askWithReason.FindStringSubmatch(label); m != nil && label == ucfirst(custom) && c.lang == "en" {
		// "RSVP here so we know how many tacos to order:": the link goes with the verb
		return m[1] + " here " + m[2] + ": " + c.link
	}
	if label == ucfirst(custom) && wordCount(label) > 8 {
		// a long ask is a sentence of its own, then the link by a label of its kind: "Give $25 to
		// fund a month of tutoring for someone on our waitlist. Give here: https://…"
		return sentence(label) + " " + c.pick("label", p.ctaLabel[c.kind]) + ": " + c.link
	}
	return label + ": " + c.link
}

// replyWith is what a topic asks readers to reply with: "REPLY w their van model + budget".
var replyWith = regexp.MustCompile(`(?i)\breply\s+(?:w/?|with)\s+((?:their|your|the|a)\s+[^,.;!()]+?|how many [^,.;!()]+?)(?:\s+(?:not|instead|rather|so|and)\b|[,.;!()]|$)`)

// askWithReason is a one-word ask and the reason for it: "RSVP so we know how many tacos to order".
var askWithReason = regexp.MustCompile(`(?i)^(rsvp|register|sign up|reply|call|text us|book|order)\s+((?:so|so that|because)\s.+)$`)

// ownCTA is the user's own call to action when it is short enough to be the link's label
// ("Visit the bakery this Saturday", "Sponsor a swimmer"), empty otherwise.
func (c *composer) ownCTA() string {
	custom := bare(c.f.cta)
	// An ask for a reply is said however long it is: "Reply FLUSH and we'll call you to set up a
	// time" is what the email is for, and a link labelled "Details here" loses it.
	// So is a reason given with the ask ("RSVP so we know how many tacos to order"), and an
	// appeal: "Give $25 to fund a month of tutoring for someone on our waitlist".
	limit := 8
	if asksForReply(custom) || c.kind == ctaDonate || c.kind == ctaInvite || askWithReason.MatchString(custom) {
		limit = 16
	}
	if (c.kind == ctaCustom || c.kind == ctaDonate || c.kind == ctaInvite) && custom != "" && wordCount(custom) <= limit && !strings.Contains(custom, "http") && !isCTAValue(custom) {
		return ucfirst(custom) // (spelt when the fields were read: "come in saturday" is "Come in Saturday")
	}
	// "CTA = BOOK A 20 MIN CALL" in the topic is the ask in the user's words: "Book a
	// 20-minute call", never a bare "Book here" a cold reader takes for the €4,800 audit
	if m := topicCTA.FindStringSubmatch(c.in.ContentFocus); m != nil && wordCount(m[1]) <= 8 && c.lang == "en" {
		ask := strings.TrimSpace(m[1])
		if strings.ToUpper(ask) == ask {
			ask = strings.ToLower(ask)
		}
		return ucfirst(fixTypos(ask, c.lang))
	}
	return ""
}

// storyStartFiller is the "so" or "ok so" a story typed as talk starts with.
var storyStartFiller = regexp.MustCompile(`(?i)^(?:(?:ok(?:ay)?|alright|well),?\s+)?so,?\s+`)

// soDegree follows a "so" that is no filler: "So many of you asked".
var soDegree = regexp.MustCompile(`(?i)^(?:many|much|far|long|few|little|often)\b`)

// firstTerm is a price for the first of something, typed without its "for the": "$75 first
// month"; firstTermES is a Spanish discount on the first one: "20% primer servicio".
var (
	firstTerm   = regexp.MustCompile(`(?i)^([$€£][\d,.]+(?:/\w+)?) ((?:first|1st) (?:month|session|visit|class|week|order|box|lesson|service|year|cleaning|appointment))\b`)
	firstTermES = regexp.MustCompile(`(?i)^(\d+ ?%) ((?:primer|primera) \p{L}+)`)
)

// contactValue is a custom call to action that only says "contact", in either language.
var contactValue = regexp.MustCompile(`(?i)^\s*(?:contact(?: us)?|get in touch|contacto|cont[aá]ctanos)\s*$`)

var contactAsk = map[string]string{"en": "Get in touch", "es": "Escríbenos"}

// topicCTA is the call to action the topic spells out: "CTA = book a 20 min call".
var topicCTA = regexp.MustCompile(`(?i)\b(?:cta|call to action)\s*[=:]\s*([^.\n(!]+)`)

// ctaLabel says what the link does ("Book the full-day wedding coverage here", "See how it
// works here", "Listen here"), picked under slot. Only a named label says the product's name:
// the P.S. says "Book here" under a body that said what is booked.
func (c *composer) ctaLabel(slot string, named bool) string {
	p, f := c.p, c.f
	var label string
	switch {
	case named && c.ownCTA() != "":
		// The user's own ask labels the body's link; the P.S. says it in other words, not
		// "Sponsor a child's swim lessons:" twice.
		label = c.ownCTA()
	case (c.kind == ctaLearn && c.media() == "" || c.kind == ctaCustom) && pageName(c.in.CtaURL, c.lang) != "":
		// "See how it works here" or "See the schedule here" says where the link goes; "Learn
		// more about Ledgerly here" or "Here's the link" does not.
		page := pageName(c.in.CtaURL, c.lang)
		if page == "how it works" && f.product != "" && wordCount(f.product) <= 3 {
			page = "how " + f.product + " works" // "how it works" after "If you invoice by email" is invoicing's
		}
		if page == "our story" {
			// "Here's our story" right after the email told it: the page is more about us
			label = c.pick(slot, []string{"Read more about us here", "Learn more about us here"})
			break
		}
		frames := p.pageLabel
		if c.lang == "en" {
			// "Here are the rates", "Here's how it works": never "Here's the rates"
			plural := pluralPage.MatchString(page)
			frames = slices.DeleteFunc(slices.Clone(frames), func(f string) bool {
				return strings.HasPrefix(f, "Here's") && plural || strings.HasPrefix(f, "Here are") && !plural
			})
		}
		label = c.fillPick(slot, frames, map[string]string{"page": page})
	case named && c.kind == ctaBuy && saleEvent.MatchString(f.product) && c.lang == "en":
		// a sale is shopped, not bought: "Shop the Moving Sale here", never "Get Moving Sale here"
		label = "Shop the " + strings.TrimPrefix(withoutAside(f.product), "the ") + " here"
	case named && c.kind == ctaBuy && joinable.MatchString(f.product) && wordCount(f.product) <= 6:
		// a program is joined, not grabbed: "Sign up for the Spring 6 Week Challenge here"
		frames := map[bool][]string{true: {"Apúntate a {product} aquí", "Reserva tu plaza en {product} aquí"},
			false: {"Join {product} here", "Sign up for {product} here"}}[c.lang == "es"]
		label = c.fillPick(slot, frames, map[string]string{"product": f.product})
	case named && f.product != "" && wordCount(f.product) <= 6 && len(p.ctaLabelNamed[c.kind]) > 0:
		label = c.fillPick(slot, p.ctaLabelNamed[c.kind], map[string]string{"product": f.product})
	case c.kind == ctaBook && demoLink.MatchString(c.in.CtaURL):
		label = map[bool]string{true: "Reserva una demo aquí", false: "Book a demo here"}[c.lang == "es"]
	case named && c.kind == ctaBook && bookable.MatchString(f.product) && wordCount(f.product) <= 6:
		// "Book the full-day wedding coverage here", not "Book your time here" for a date
		label = c.fill(map[bool]string{true: "Reserva {product} aquí", false: "Book {product} here"}[c.lang == "es"], map[string]string{"product": f.product})
	case c.kind == ctaBook && bookable.MatchString(f.product):
		// A date or a session, unnamed: "Book here", not "Book your time here" (nor "Book yours
		// here" after a line with no bookable noun)
		label = map[bool]string{true: "Reserva aquí", false: "Book here"}[c.lang == "es"]
	case c.kind == ctaBuy && f.product == "" && f.desc == "":
		label = c.pick(slot, p.buyUnnamed) // "Get it here" with no "it" named
	case c.kind == ctaBook && c.lang == "en" && bookedThing(c.in.CtaURL) != "":
		// "…/free-quote", "…/planning-call": the link says what is booked ("Book your free quote
		// here"), never a bare "Book here" for a call the reader cannot see
		label = "Book your " + bookedThing(c.in.CtaURL) + " here"
	case c.kind == ctaLearn && c.media() != "":
		label = c.pick(slot, p.mediaLabel[c.media()])
	case c.kind == ctaWebinar && otherSession.MatchString(f.product):
		// "Fix Your Desk Back (free live workshop)" is no webinar: "Save your seat here"
		label = c.pick(slot, slices.DeleteFunc(slices.Clone(p.ctaLabel[c.kind]), func(l string) bool { return strings.Contains(l, "webinar") }))
	case c.kind == ctaBook && fixedTime.MatchString(c.in.ProductDescription+" "+c.in.Story):
		// a class on Saturdays at 9am has no time to pick: "Book here", not "Pick a time here"
		label = c.pick(slot, slices.DeleteFunc(slices.Clone(p.ctaLabel[c.kind]), timeLabel.MatchString))
	default:
		label = c.pick(slot, p.ctaLabel[c.kind])
	}
	return label
}

// bookedThing is what a booking link's last path segment names, in words: "free quote" for
// "/free-quote", "planning call" for "/carry-on/planning-call"; "" for a page that names no
// appointment ("/book", "/schedule").
func bookedThing(url string) string {
	words := strings.Fields(strings.ReplaceAll(strings.ReplaceAll(strings.ToLower(lastSegment(url)), "-", " "), "_", " "))
	if len(words) > 1 && bookVerb[words[0]] {
		words = words[1:] // "/book-fitting" books a fitting
	}
	if len(words) == 0 || len(words) > 3 || !appointmentWord[words[len(words)-1]] {
		return ""
	}
	for _, w := range words {
		if digitRe.MatchString(w) || !asciiWord.MatchString(w) {
			return ""
		}
	}
	return strings.Join(words, " ")
}

var (
	bookVerb        = setOf("book schedule request get claim reserve my your")
	appointmentWord = setOf("call quote walkthrough consult consultation assessment inspection tour visit tasting fitting estimate evaluation session demo appointment trial screening checkup")
	asciiWord       = regexp.MustCompile(`^[a-z]+$`)
)

// saleEvent is a product that is a sale, not a thing: "Moving Sale", "Black Friday Sale".
var saleEvent = regexp.MustCompile(`(?i)\b(?:sale|clearance|blowout)$`)

// pageNames are the pages a link's path names plainly enough to say in a label.
var pageNames = map[string]map[string]string{
	"en": {"schedule": "the schedule", "class-schedule": "the class schedule", "timetable": "the timetable", "calendar": "the calendar",
		"menu": "the menu", "events": "the events", "faq": "the FAQ", "pricing": "the prices", "prices": "the prices", "hours": "our hours",
		"locations": "our locations", "classes": "the classes", "about": "our story", "our-story": "our story", "story": "our story",
		"how-it-works": "how it works", "rates": "the rates", "community": "our community page"},
	"es": {"horario": "el horario", "horarios": "los horarios", "calendario": "el calendario", "menu": "el menú", "menú": "el menú",
		"precios": "los precios", "eventos": "los eventos", "clases": "las clases"},
}

// timeLabel is a booking label about choosing a time.
var timeLabel = regexp.MustCompile(`(?i)\btime\b|\bhora\b`)

// pluralPage is a page named by a plural ("the rates", "our hours"), not "how it works".
var pluralPage = regexp.MustCompile(`(?i)(?:rates|prices|classes|events|hours|locations)$`)

// inPerson is a call to action done in person, not on the page it links to.
var inPerson = regexp.MustCompile(`(?i)^(?:visit|stop by|drop by|swing by|come by|come in|pop in|pop by|ven a vernos|visítanos|pasa por)\b`)

// linkSaysWhere reports a "learn" link whose label says where it goes ("Listen here", "See
// the schedule here"): a line before it pointing at "more" would say nothing.
func (c *composer) linkSaysWhere() bool {
	return c.kind == ctaLearn && (c.media() != "" || pageName(c.in.CtaURL, c.lang) != "")
}

// pageName is the page a link points at when its path says so plainly ("/schedule" is the
// schedule), "" otherwise.
func pageName(link, lang string) string {
	return pageNames[lang][lastSegment(link)]
}

// lastSegment is the last part of a link's path, lower case: "subscribe" for
// https://crumbandco.com/subscribe; "" for none.
func lastSegment(link string) string {
	u, err := url.Parse(strings.TrimSpace(link))
	if err != nil {
		return ""
	}
	segs := strings.FieldsFunc(strings.ToLower(u.Path), func(r rune) bool { return r == '/' })
	if len(segs) == 0 {
		return ""
	}
	return strings.TrimSuffix(segs[len(segs)-1], ".html")
}

// joinPage are pages a reader signs up on.
var joinPage = map[string]bool{"subscribe": true, "join": true, "signup": true, "sign-up": true, "membership": true, "register": true}

var (
	audioWords = regexp.MustCompile(`(?i)\b(?:podcast|episode|episodio|ep\.? ?\d+)\b`)
	videoWords = regexp.MustCompile(`(?i)\b(?:video|vídeo|youtube|youtu\.be|livestream|replay)\b`)
)

// media is what the link plays, when the brief says: "listen" for an episode, "watch" for a
// video, "" otherwise (a page to read).
// The story says it only when no product is named: "Episode 100 of the podcast is live" is
// the link, "We showed her the video on the tablet" beside a sewer inspection is not.
func (c *composer) media() string {
	texts := []string{c.in.Title, c.in.ContentFocus, c.in.CtaURL, c.in.ProductName}
	if strings.TrimSpace(c.in.ProductName) == "" {
		texts = append(texts, c.in.Story)
	}
	for _, s := range texts {
		switch {
		case audioWords.MatchString(s):
			return "listen"
		case videoWords.MatchString(s):
			return "watch"
		}
	}
	return ""
}

func isCTAValue(s string) bool {
	switch strings.ToLower(s) {
	case "buy", "book", "download", "webinar", "apply", "learn", "learn-more", "signup", "donate", "other":
		return true
	}
	return false
}

// fit chooses the story sentences and optional paragraphs so the email
// lands inside the band: the essentials first, then the story's best
// sentences in their own order, then optional paragraphs up to a target.
func (c *composer) fit(e emailParts, ss []storySent, opener int) (string, int) {
	const margin = 3
	mentions := firstMentions(ss)
	chosen := map[int]bool{}
	var opts []optPart
	render := func() string { return c.render(e, ss, opener, chosen, opts) }
	if opener >= 0 {
		chosen[opener] = true
	}
	// A story longer than the band is edited before it is cut: its asides go first.
	whole := map[int]bool{}
	for i := range ss {
		whole[i] = true
	}
	if c.lang == "en" && bandWords(c.render(e, ss, opener, whole, nil)) > c.max {
		for i := range ss {
			ss[i].text = tighten(ss[i].text)
		}
	}
	// Story sentences by score, best first, while they fit.
	order := cutOrder(ss)
	// A long story is cut to its best sentences: up to the middle of the
	// band first, further only when the email would otherwise fall short.
	mid := c.min + (c.max-c.min)/2
	for _, limit := range []int{mid, c.max - margin} {
		for _, i := range order {
			if chosen[i] {
				continue
			}
			if limit == mid && bandWords(render()) >= c.min+margin {
				break
			}
			pair := c.needs(ss, i, chosen, mentions)
			if pair == nil {
				continue
			}
			for _, k := range pair {
				chosen[k] = true
			}
			if bandWords(render()) > limit {
				for _, k := range pair {
					delete(chosen, k)
				}
			}
		}
	}
	// Optional paragraphs up to a comfortable target, then the reserve
	// only as far as the band's floor.
	target := c.min + (c.max-c.min)/4
	own := 0
	var deferred []optPart
	for _, o := range e.optional {
		if bandWords(render()) >= target {
			break
		}
		if o.own && own >= c.min/ownPerWords {
			deferred = append(deferred, o) // tried again only if the email stays under its floor
			continue
		}
		if o.own {
			own++
		}
		opts = append(opts, o)
		if bandWords(render()) > c.max-margin {
			opts = opts[:len(opts)-1]
			if o.own {
				own--
			}
		}
	}
	for _, o := range slices.Concat(deferred, e.reserve) {
		body := render()
		if bandWords(body) >= c.min+margin {
			break
		}
		if o.skip != nil && o.skip(body) {
			continue
		}
		opts = append(opts, o)
		if bandWords(render()) > c.max-margin {
			opts = opts[:len(opts)-1]
		}
	}
	// Still over (oversized fields): drop story sentences, worst first,
	// then the offer's proof and the bridge's detail.
	for i := len(order) - 1; i >= 0 && bandWords(render()) > c.max; i-- {
		if order[i] != opener && chosen[order[i]] {
			delete(chosen, order[i])
		}
	}
	if len(chosen) < len(ss) {
		for i := range chosen {
			// cut to fit, the story is no longer long: "The reason I'm telling you all of
			// this, and sorry it's so long, is that…" loses its apology
			ss[i].text = sorryLong.ReplaceAllString(ss[i].text, "")
		}
	}
	if bandWords(render()) > c.max {
		e.offer = ""
	}
	if bandWords(render()) > c.max {
		e.bridge = c.pick("bridge", c.p.bridge[c.kind])
	}
	return render(), len(chosen)
}

// pronounVerb reports a short line that is a clause of its own: "They adopted him that
// Saturday.", "He was fine."
func pronounVerb(s string) bool {
	f := strings.Fields(s)
	if len(f) < 2 || !thirdPerson.MatchString(f[0]) && !strings.EqualFold(f[0], "it") && !strings.EqualFold(f[0], "we") {
		return false
	}
	second := strings.ToLower(bareWord(f[1]))
	return pastVerbLed(second) || clauseLike(s) || shortVerbs[second]
}

var shortVerbs = setOf(`was were is are had has did does got gets went goes made makes came comes said says left stayed won lost`)

// cutOrder ranks a story's sentences for a cut, best first. A long line costs what two short
// ones do: past 20 words a sentence's score pays for its length, so "He weighed 31 pounds."
// is not dropped for a 37-word aside.
func cutOrder(ss []storySent) []int {
	order := make([]int, len(ss))
	for i := range order {
		order[i] = i
	}
	value := func(i int) float64 { return ss[i].score - float64(max(wordCount(ss[i].text)-20, 0))/8 }
	sort.SliceStable(order, func(a, b int) bool { return value(order[a]) > value(order[b]) })
	return order
}

// answersBefore opens a line that compares with or answers the one before it: "Same answer:
// Webflow sites for architecture firms."
var answersBefore = regexp.MustCompile(`(?i)^(?:same|both|neither|either way|again|the answer|answer|misma|mismo|ambos|ambas)\b`)

// gerundLed is a description naming the work a product does: "Invoicing and payment reminders
// for service businesses", "Scheduling for restaurants".
func gerundLed(s string) bool {
	head, _, _ := strings.Cut(s, ",")
	// "scheduling and patient communication software for dental offices" is the software, not
	// work it handles
	return businessWork[firstWordLower(s)] && !sentenceLike(s) && !strings.Contains(s, ":") && !toolNoun.MatchString(head)
}

// toolNoun names the kind of thing a product is.
var toolNoun = regexp.MustCompile(`(?i)\b(?:software|app|platform|tool|template|plugin|extension|dashboard)\b`)

// businessWork is work a tool handles for a business (not "coaching" or "training", which a
// program is rather than handles).
var businessWork = setOf(`invoicing billing scheduling bookkeeping accounting payroll reporting tracking onboarding messaging booking ordering inventory`)

// pluralPrice says a plural product's price: "They're $28", "right now they're $22".
var pluralPrice = strings.NewReplacer("It's ", "They're ", "It costs ", "They cost ", " it's ", " they're ", "It sells ", "They sell ")

// pluralIt says a plural product's "it": "They're made to help you…".
var pluralIt = strings.NewReplacer("It's ", "They're ", "It helps ", "They help ", "It gives ", "They give ", "It means ", "They mean ")

// joinable is a product one joins rather than buys: a program, a challenge, a course.
var joinable = regexp.MustCompile(`(?i)\b(?:program|programme|challenge|course|class|classes|cohort|bootcamp|camp|club|lab|workshop|series|mentorship|retreat|programa|curso|taller|reto|mentoría|mentoria|club)$`)

// credential is a proof typed as notes: a credential, then what was done since, with no one
// doing it ("CPDT-KA certified, worked with 200+ reactive dogs since 2017").
var credential = regexp.MustCompile(`^([^,.]{2,40}?\b(?:certified|licensed|accredited|insured|registered))\s*,\s+((?:worked|helped|coached|trained|served|treated|taught) .*\bsince\b.*)$`)

var (
	iTeller  = regexp.MustCompile(`\b(?:I|I'm|I've|my|me)\b`)
	weTeller = regexp.MustCompile(`(?i)\b(?:we|we're|we've|our|us)\b`)
)

// offerTail is how many of the story's last chosen sentences (idx, in order) talk about the
// offer: its name's head noun, or two words of its name and description. 0 when none do or
// when they are most of the story.
func (c *composer) offerTail(ss []storySent, idx []int, opener int) int {
	if c.f.product == "" || len(idx) < 3 {
		return 0
	}
	if c.offerWords == nil { // render asks once per sentence fit tries: worked out once
		words := strings.Fields(withoutAside(c.f.product))
		last := strings.Trim(words[len(words)-1], ".,;:!?")
		c.offerWords = &offerWords{about: keywords(c.f.product, c.f.desc), head: stem(strings.ToLower(last))}
		if startsUpper(last) && !offerKind[strings.ToLower(last)] {
			c.offerWords.head = "" // "Mentoría Consulta Propia" ends on a name, not on what it is
		}
	}
	head, about := c.offerWords.head, c.offerWords.about
	if head == "" {
		return 0
	}
	// The run starts on a line naming the offer ("Preorders are open now… 400 pies"), not on
	// one of the story's own beats ("People line up for the country loaf") nor on one that
	// answers the line before it ("So this year the holiday pies are my way of trying" after
	// "I still don't know how to say thank you"; "But it's one day only…").
	n, named := 0, 0
	for k := len(idx) - 1; k >= 0 && idx[k] != opener; k-- {
		text := ss[idx[k]].text
		keys := keywords(text)
		shared := 0
		for w := range keys {
			if about[w] {
				shared++
			}
		}
		if !keys[head] && shared < 2 {
			break
		}
		n++
		if keys[head] && !answersPrevious[firstWordLower(text)] {
			named = n
		}
	}
	if named*2 > len(idx) {
		return 0 // a story mostly about the offer is told in order
	}
	return named
}

var answersPrevious = setOf(`but yet and also so then pero y aunque así entonces`)

// offerWords are the offer's words offerTail looks for: its name's head noun ("" when the
// name ends on a name) and the content words of its name and description.
type offerWords struct {
	head  string
	about map[string]bool
}

// tighten drops what an editor cutting a long story drops first, and nothing it tells:
// asides ("the one by the old bowling alley", "kind of like a crab", "which honestly is now
// one of the most charming things about him…") and hedges ("actually", "I think").
func tighten(s string) string {
	s = asideLike.ReplaceAllString(s, "")
	s = asideWhich.ReplaceAllString(s, "")
	s = asideBetween.ReplaceAllString(s, ",")
	s = hedge.ReplaceAllString(s, "")
	return thinkWas.ReplaceAllString(s, "$1")
}

var (
	asideLike    = regexp.MustCompile(`,\s+(?:kind|sort) of like [^,.;!?]*`)
	asideWhich   = regexp.MustCompile(`,\s+which (?:honestly|frankly|to be fair|by the way|funnily enough)\b[^.;!?]*`)
	asideBetween = regexp.MustCompile(`,\s+(?:the one (?:by|on|near|next to|across from|behind|with)|which (?:people|most people|nobody|no one|hardly anyone) (?:don't|doesn't|never|rarely|usually))\b[^,.;!?]*,`)
	hedge        = regexp.MustCompile(`\b(?:actually|basically|honestly),?\s+|,\s+honestly\b`)
	thinkWas     = regexp.MustCompile(`\bI think\s+(was|is|were)\b`) // "a kid who I think was maybe 19"
)

// sorryLong is an aside apologising for a story's length.
var sorryLong = regexp.MustCompile(`(?i),?\s+(?:and\s+)?sorry (?:it's|it’s|this is) so long,?`)

// render lays the email out: greeting, story (opening on its sharpest
// detail), lesson, bridge and offer, call to action, sign-off, P.S.
func (c *composer) render(e emailParts, ss []storySent, opener int, chosen map[int]bool, opts []optPart) string {
	var paras []string
	add := func(s string) {
		if s = strings.TrimSpace(s); s != "" {
			paras = append(paras, s)
		}
	}
	optText := func(where string) []string {
		var out []string
		for _, o := range opts {
			if o.where == where {
				out = append(out, o.text)
			}
		}
		return out
	}
	add(e.greeting)
	add(c.welcomeLine())

	var idx []int
	for i := range ss {
		if chosen[i] && i != opener {
			idx = append(idx, i)
		}
	}
	moved := opener >= 0 && len(idx) > 0 && idx[0] < opener
	// Sentences leaning on the opener ("It said…") travel with it, but not one that names
	// someone the story has yet to introduce ("…paid for Biscuit's treatment" before Biscuit
	// came to us).
	var opening []string
	end := opener
	if moved {
		opening = append(opening, ss[opener].text)
		for end+1 < len(ss) && chosen[end+1] && (leansBack(ss[end+1].text) || wordCount(ss[end+1].text) <= 4 || refersBack.MatchString(ss[end+1].text)) && !c.namesNew(ss[end+1].text, opening) {
			end++
			opening = append(opening, ss[end].text)
		}
		// A lead that carries the story's ending off to the top would leave the story to
		// end on its low point ("I sold my truck to make payroll"): told in order instead.
		moved = end > opener && idx[len(idx)-1] > end || end == opener
	}
	if moved {
		idx = slices.DeleteFunc(idx, func(k int) bool { return k > opener && k <= end })
		add(strings.Join(opening, " "))
	} else if opener >= 0 {
		idx = append([]int{opener}, idx...)
		sort.Ints(idx)
	}
	// The story's runs of sentences (the author's paragraphs, or what lies between cuts and
	// turns), each cut by splitParagraph where its beat turns once it is long.
	limit := paragraphWords
	if c.paraStarts == nil {
		limit = storyParagraphWords // no paragraphs of the author's: an email's short ones
	}
	addStory := func(sents []string) {
		// fit renders once per sentence it tries, each time with the same paragraphs but one
		key := strings.Join(sents, "\x00")
		parts, ok := c.splits[key]
		if !ok {
			parts = splitParagraph(sents, limit)
			if c.splits == nil {
				c.splits = map[string][][]string{}
			}
			c.splits[key] = parts
		}
		for _, p := range parts {
			add(strings.Join(p, " "))
		}
	}
	// The story's closing lines about the offer ("So this year the holiday pies are my way of
	// trying. … Preorders are open now") follow the lesson, where the offer starts.
	var offerTail []string
	if n := c.offerTail(ss, idx, opener); n > 0 && e.lesson != "" {
		for _, i := range idx[len(idx)-n:] {
			offerTail = append(offerTail, ss[i].text)
		}
		idx = idx[:len(idx)-n]
	}
	var cur []string
	words := 0
	prev := -2
	resume := ""
	if moved && len(idx) > 0 {
		// After the lead, the story starts over: "So last March the pipe burst" has nothing
		// before it for its "So" to follow.
		resume = ucfirst(dropLeadingConnector(ss[idx[0]].text))
	}
	if moved && len(idx) > 0 && goesBack.MatchString(resume) {
		// "Let me back up." only where the story then goes back in time ("Two years ago…");
		// before "Kitten season started early this year" it is a seam the reader sees.
		cur = append(cur, e.backup)
		words = wordCount(cur[0])
	}
	for k, i := range idx {
		s := ss[i].text
		if k == 0 && resume != "" {
			s = resume
		}
		if i > 0 && !chosen[i-1] && i-1 != opener && discourseMarker(s) {
			continue // "Anyway." after a cut turns from nothing
		}
		w := wordCount(s)
		// "There will be puppies. There will be a kissing booth." is one beat: not split.
		beat := len(cur) > 0 && i == prev+1 && sameOpening(cur[len(cur)-1], s) && words+w <= 70
		// "That's not unusual." is answered by "That's pretty much an average month…": a line
		// pointing back stays with what it points at; "The reason I'm telling you all of this"
		// turns to a new beat.
		beat = beat || len(cur) > 0 && i == prev+1 && (pointsBack.MatchString(s) || subjectBefore(s)) && words+w <= 80
		turn := len(cur) > 0 && newBeat.MatchString(s)
		if c.paraStarts != nil {
			turn = turn || len(cur) > 0 && c.paraStarts[s] // the author's paragraphs are the story's beats
		}
		long := words+w > 2*paragraphWords // shorter runs are splitParagraph's to cut
		if len(cur) > 0 && !beat && (turn || long || (i != prev+1 && prev >= 0 && len(cur) >= 2)) {
			addStory(cur)
			cur, words = nil, 0
		}
		cur = append(cur, s)
		words += w
		prev = i
	}
	addStory(cur)
	addGrouped := func(lines []string) {
		for len(lines) > 0 {
			n := 3
			if n > len(lines) {
				n = len(lines)
			}
			add(strings.Join(lines[:n], " "))
			lines = lines[n:]
		}
	}
	addGrouped(optText("story"))
	lessonPara := append(append([]string{e.lesson}, optText("lessonline")...), optText("lesson")...)
	add(strings.Join(lessonPara[:min(2, len(lessonPara))], " "))
	if len(lessonPara) > 2 {
		addGrouped(lessonPara[2:])
	}
	add(strings.Join(optText("ask"), " "))
	if len(offerTail) > 0 {
		addStory(offerTail)
	}
	told := strings.Join(paras, " ")
	e.bridge, e.offer = untoldItems(e.bridge, c.f.desc, told), untoldItems(e.offer, c.f.desc, told)
	why := optText("offer")
	offer := strings.TrimSpace(strings.Join(append([]string{e.offer}, why...), " "))
	if len(why) > 0 && e.proof != "" && strings.HasSuffix(e.offer, e.proof) {
		// "If you've been on the fence, this is the nudge." follows the price it is about, not
		// the reviews after it
		offer = strings.Join(append(append([]string{strings.TrimSpace(strings.TrimSuffix(e.offer, e.proof))}, why...), e.proof), " ")
	}
	if e.bridge+strings.Join(optText("bridge"), "") != "" && len(splitSentences(offer)) == 1 && wordCount(offer) <= 12 {
		// "It's $32." alone is a paragraph of one price: it closes the product's paragraph.
		add(strings.Join(append([]string{e.bridge, offer}, optText("bridge")...), " "))
	} else {
		add(strings.Join(append([]string{e.bridge}, optText("bridge")...), " "))
		add(offer)
	}
	add(e.details)
	lead := optText("cta")
	if len(lead) > 1 {
		lead = lead[len(lead)-1:] // one lead-in to the link: the most specific, added last
	}
	add(strings.Join(optText("next"), " "))
	add(strings.Join(append(lead, e.ctaLine), " "))
	// One closing line under the link, never a stack of housekeeping: a line passing the email
	// on (or welcoming the reader to the event) stands alone; a step the reader weighs (book,
	// buy, apply, sign up) keeps the invitation to ask first instead; an appeal passes the email
	// on and thanks, with no "tell me what you think".
	closing := optText("pass")
	if len(closing) > 1 {
		closing = closing[:1] // a welcome to the event, then no "forward it" too
	}
	switch {
	case c.kind == ctaDonate || grateful(c.in.DesiredEmotion):
		for _, l := range optText("close") {
			if len(closing) == 0 || !mentionsReply(l) {
				closing = append(closing, l) // thanks beside the line passing it on, not a question too
			}
		}
	case len(closing) == 0 || c.kind == ctaBook || c.kind == ctaBuy || c.kind == ctaApply || c.kind == ctaSignup:
		closing = slices.Concat(optText("feel"), optText("reply"), optText("close"))
	}
	add(strings.Join(closing, " "))
	add(e.signoff)
	add(e.ps)
	add(strings.Join(optText("pps"), " "))
	out := strings.Join(paras, "\n\n")
	if c.lang == "es" {
		out = contractES(out)
	}
	return out
}

// paragraphWords is where an author's paragraph gets long to read in an email;
// storyParagraphWords where the writer's own paragraphing of a story breaks.
const (
	paragraphWords      = 80
	storyParagraphWords = 50
)

// splitParagraph cuts a long paragraph in two where the story turns ("J was nine when…",
// "By week six…") nearest its middle, never before a line leaning on the one before ("Would
// not get in. Wouldn't even sit on the edge"), and each half again while long.
func splitParagraph(sents []string, limit int) [][]string {
	total := wordCount(strings.Join(sents, " "))
	if total <= limit || len(sents) < 3 {
		return [][]string{sents}
	}
	best, bestScore, before := -1, -1e9, 0
	for k := 1; k < len(sents); k++ {
		before += wordCount(sents[k-1])
		if before < 20 || total-before < 20 {
			continue
		}
		s := sents[k]
		first := firstWordLower(s)
		score := -math.Abs(float64(before)-float64(total)/2) / 20
		switch {
		case pointsBack.MatchString(s) || wordCount(s) <= 5 || anaphoric[first] && !timeLead.MatchString(s), subjectBefore(s), answersBefore.MatchString(s):
			score -= 3
		case sameOpening(sents[k-1], s), listItem(s) && listItem(sents[k-1]), ordinalLed.MatchString(s) && ordinalLed.MatchString(sents[k-1]),
			wordCount(sents[k-1]) <= 8 && wordCount(s) <= 8: // "I did not have a plan. I had two umbrellas…": one beat
			score -= 3
		}
		if timeLead.MatchString(s) || goesBack.MatchString(s) || newBeat.MatchString(s) {
			score += 2
		} else if namedAgain(s, sents) {
			score++
		}
		if score > bestScore {
			best, bestScore = k, score
		}
	}
	if best < 0 || bestScore <= -3 && total <= 2*limit {
		return [][]string{sents} // every cut would split a beat: a longer paragraph reads better
	}
	return append(splitParagraph(sents[:best], limit), splitParagraph(sents[best:], limit)...)
}

// subjectBefore is a line whose subject is in the line before: "Wouldn't even sit…",
// "Didn't even negotiate."
func subjectBefore(s string) bool {
	first := firstWordLower(s)
	return strings.HasSuffix(first, "n't") || strings.HasSuffix(first, "n’t") || noteVerb[first] || pastVerbLed(s)
}

// namedAgain is a sentence led by a name the paragraph also writes mid-sentence ("I'll call
// him J. … J was nine when…"): a person stepping into the story.
func namedAgain(s string, sents []string) bool {
	f := strings.Fields(s)
	if len(f) < 2 || f[0] == "I" {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(f[0]); !unicode.IsUpper(r) {
		return false
	}
	name := bareWord(f[0])
	for _, o := range sents {
		words := strings.Fields(o)
		for j := 1; j < len(words); j++ {
			if bareWord(words[j]) == name && !endsSentence(words[j-1]) { // "…errores. El primero" starts a sentence
				return true
			}
		}
	}
	return false
}

// ordinalLed opens an item of a counted list: "El segundo: …", "Second, …", "Step 3: …".
var ordinalLed = regexp.MustCompile(`(?i)^(?:\S+ \S+\. )?(?:(?:el|la) (?:primer[oa]?|segund[oa]|tercer[oa]?|cuart[oa]|quint[oa])|first|second|third|fourth|fifth|(?:step|tip|error|mistake|paso|consejo) \d+)\b`)

// timeLead opens a sentence on when it happens: where a told story turns to its next beat.
var timeLead = regexp.MustCompile(`(?i)^(?:(?:first|second|third|next|last|this past|that|one|every|by|after|in|on|until|within|months?|weeks?|years?|days?)\b[^,.]{0,20}\b(?:day|night|morning|week|month|year|summer|spring|fall|autumn|winter|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|later|end)s?\b|(?:january|february|march|april|may|june|july|august|september|october|november|december)\b[^.]{0,12}[:,]|then\b|later\b|somewhere\b|eventually\b|today\b|now\b|when\b|after\b|(?:ese|aquel|un|el|la|este|al) (?:año|día|mes|verano|invierno|diciembre|enero|domingo|sábado|semana)\b|cuando\b|luego\b|después\b|hoy\b)`)

// freeAtEnd is a benefit that ends on its price: "find out if grandpa's violin can be played
// again, for free" has said it, and "It's free." after it says it twice.
var freeAtEnd = regexp.MustCompile(`(?i)\b(?:for free|free of charge|at no cost|gratis)$`)

// nounLedPrice is a price typed as what it is the price of, then the amount, with no verb:
// "builds typically $65k-$110k", "most projects around $2k".
var nounLedPrice = regexp.MustCompile(`(?i)^((?:most |all |our |each |every |a |the )?\p{L}[\p{L}-]*(?: \p{L}[\p{L}-]*)??) ((?:typically |usually |normally |around |about |roughly |from |between )?[$€£]?\d.*)$`)

// nounLed reports a price's head read as a noun by the tagger ("builds"), not an adverb
// ("only $20") or a shorthand ("reg $45").
func nounLed(m []string) bool {
	if m == nil || priceShorthand[strings.ToLower(m[1])] {
		return false
	}
	toks := tags(m[1])
	for _, t := range toks {
		if !slices.Contains([]string{"DT", "PRP$", "JJ", "NN", "NNS"}, t.Tag) {
			return false
		}
	}
	return len(toks) > 0 && strings.HasPrefix(toks[len(toks)-1].Tag, "NN")
}

// priceShorthand are words before an amount that are no thing priced: "reg $45", "approx $20".
var priceShorthand = setOf("reg usd approx ca aprox")

// startsAt is a price typed as a clause: "starts at $349", "starting at $99".
var startsAt = regexp.MustCompile(`(?i)^(?:starts|starting|begins|beginning) (?:at|from) `)

// untoldItems drops from the offer the items of its description the story has just listed
// ("Same as always, apple crumb, bourbon pecan and pumpkin…"), keeping what it has not told
// ("The holiday pies: 9 inch, pickup Dec 22-24."). Left whole when it would lose every item.
// An item is told word for word or by every key word ("pumpkin with the gingersnap crust"): a
// story that mentions rentals has not told "unlimited kayak/canoe/SUP rentals all season".
func untoldItems(offer, desc, story string) string {
	if desc == "" || !strings.Contains(offer, desc) || verbLed3rd(desc) || verbLedES.MatchString(desc) {
		return offer // ("pays for surgeries, heartworm treatment and dental work for animals in our care" is one claim)
	}
	items, and := descItems(desc)
	var kept []string
	low := strings.ToLower(story)
	// "is a 12-page printable guide with real photos…, and a checklist": the first item is
	// what the thing is, kept however well the story told it, or "is a" names another item
	identity := isWhat.MatchString(offer[:strings.Index(offer, desc)])
	for i, it := range items {
		if i == 0 && identity {
			kept = append(kept, it)
			continue
		}
		// "two photographers" is not told by "that photo": one word says too little
		// ("a food log" is told by "a simple food log")
		bareItem := strings.ToLower(leadingArticle.ReplaceAllString(it, ""))
		if told := strings.Contains(low, strings.ToLower(it)) || wordCount(bareItem) >= 2 && strings.Contains(low, bareItem) || len(keywords(it)) >= 2 && allIn(it, story); !told {
			kept = append(kept, it)
		}
	}
	if len(items) < 3 || len(kept) == 0 || len(kept) == len(items) {
		return offer
	}
	joined := strings.Join(kept, ", ")
	if and != "" && len(kept) > 1 {
		joined = strings.Join(kept[:len(kept)-1], ", ") + and + kept[len(kept)-1]
	}
	// what the story told is included too: "…also includes weekly check-ins" (not when the
	// first item stays: "también incluye 8 semanas" says the weeks are extra)
	for verb, also := range map[string]string{"includes ": "also includes ", "incluye ": "también incluye "} {
		if kept[0] == items[0] {
			break
		}
		if strings.Contains(offer, verb+desc) {
			return strings.Replace(offer, verb+desc, also+joined, 1)
		}
	}
	i := strings.Index(offer, desc)
	before := youGetArticle.ReplaceAllString(offer[:i], "$1") // youGet's article was the first item's
	return before + joined + offer[i+len(desc):]
}

// youGetArticle is the article youGet put before a description's first item.
var youGetArticle = regexp.MustCompile(`((?:you get|tienes) )(?:an?|una?) $`)

// isWhat ends the words before a description that says what the thing is.
var isWhat = regexp.MustCompile(`\b(?:is|are)(?: an?)? $`)

// verbLedES is a Spanish description that is a clause about the product, not a list of its
// parts ("paga cirugías, vacunas y…"); verbLed3rd is the English one.
var verbLedES = regexp.MustCompile(`(?i)^(?:paga|cubre|ayuda|da|ofrece|incluye)\b`)

var clauseWords = regexp.MustCompile(`(?i)\b(?:which|where|who|that|you|we|que|donde)\b`)

var leadingArticle = regexp.MustCompile(`(?i)^(?:a|an|the|un|una|el|la|los|las)\s+`)

// descItems splits a description into its items at the commas outside brackets, and its
// last item at its "and" ("a food log and weekly check-ins"), which comes back as and (" and ",
// " y "; "" when the list has none).
func descItems(desc string) (items []string, and string) {
	depth, start := 0, 0
	for i, r := range desc {
		switch {
		case r == '(':
			depth++
		case r == ')':
			depth = max(depth-1, 0)
		case r == ',' && depth == 0:
			items = append(items, desc[start:i])
			start = i + 1
		}
	}
	items = append(items, desc[start:])
	for i := range items {
		items[i] = strings.TrimSpace(items[i])
		if w := firstWordLower(items[i]); w == "and" || w == "y" {
			items[i] = strings.TrimSpace(items[i][len(w):])
			if i == len(items)-1 {
				and = " " + w + " "
			}
		}
	}
	// A list's last item may hold two ("a food log and weekly check-ins"); a lone item's "and"
	// is its own ("bread and butter pudding"), and so is a clause's ("…options and which
	// grants you qualify for").
	last := items[len(items)-1]
	for _, conj := range []string{" and ", " y "} {
		if k := strings.LastIndex(last, conj); len(items) > 1 && and == "" && k > 0 && !strings.Contains(last[k:], ")") &&
			wordCount(last[:k]) >= 2 && wordCount(last[k+len(conj):]) >= 2 && !clauseWords.MatchString(last) {
			items = append(items[:len(items)-1], last[:k], last[k+len(conj):])
			and = conj
		}
	}
	return items, and
}

// discourseMarker is a sentence that only turns the talk ("Anyway.", "So.", "En fin.").
func discourseMarker(s string) bool {
	switch strings.ToLower(strings.Trim(s, " .!,…")) {
	case "anyway", "anyhow", "so", "okay", "ok", "well", "en fin", "bueno", "total", "pues":
		return true
	}
	return false
}

// listItem is a short line led by a number ("18,450 check-ins."), one entry of a list.
func listItem(s string) bool {
	f := strings.Fields(s)
	return len(f) > 0 && len(f) <= 5 && numberToken.MatchString(f[0])
}

// Go's \b knows only ASCII letters: "hacía el" has one before "a el", so the words are
// delimited by what may stand before a word instead.
var deEl, aEl = regexp.MustCompile(`(^|[\s(¡¿"'«“—])([Dd])e el\b`), regexp.MustCompile(`(^|[\s(¡¿"'«“—])([Aa]) el\b`)

// contractES joins "de el" and "a el" as Spanish writes them ("del", "al"), which happens when
// a phrasing meets a product that takes "el". "El" with a capital is a name ("de El Salvador").
func contractES(s string) string {
	s = deEl.ReplaceAllString(s, "${1}${2}el")
	return aEl.ReplaceAllString(s, "${1}${2}l")
}

// priceIsSentence reports a price field typed as a statement rather than an
// amount: it has a verb or starts with words ("$120 sponsors one child for 8
// lessons", "adoption fees waived for seniors").
func priceIsSentence(price, lang string) bool {
	if f := strings.Fields(price); len(f) >= 3 && lang == "en" && (verbLed3rd(f[1]) || amountDoes[strings.ToLower(f[1])]) {
		return true // "$45 sponsors one box"
	}
	if wordCount(price) <= 3 {
		return false
	}
	first := []rune(price)[0]
	if !strings.ContainsRune("$€£¥R0123456789-", first) && !strings.HasPrefix(strings.ToLower(price), "from ") && !strings.HasPrefix(strings.ToLower(price), "desde ") {
		return true
	}
	return wordCount(price) > 5
}

// amountDoes are verbs an amount does in a gift or price line ("$45 sponsors one box").
var amountDoes = setOf(`sponsors feeds buys sends puts funds gets covers pays gives provides keeps saves helps teaches`)

// productPhrase turns a product named like a thing rather than a brand into a phrase that
// reads inside a sentence. A name typed in sentence case ("Free intro session") is a
// description: "the free intro session". A name whose last word says what kind of thing it
// is ("Spring 6 Week Challenge", "Oakline Start Here program", "bread club") takes "the":
// "get the Spring 6 Week Challenge". Brand names ("Winter Ember", "Ledgerly"), names with
// an article already and single words stay as typed.
func productPhrase(name string) string {
	words := strings.Fields(name)
	if len(words) < 2 {
		return name
	}
	switch strings.ToLower(words[0]) {
	case "the":
		if words[0] == "The" && laterCapital(words) {
			return "the" + name[len("The"):] // running text lowers it: "get the Oakline Home Gym Buyer's Guide"
		}
		return name
	case "a", "an", "our", "my", "your", "this", "their":
		return name
	}
	kind := offerKind[strings.ToLower(strings.Trim(words[len(words)-1], ".,;:!?"))]
	first, _ := utf8.DecodeRuneInString(words[0])
	if !unicode.IsUpper(first) || strings.ToUpper(words[0]) == words[0] || laterCapital(words) {
		if kind || unicode.IsDigit(first) && strings.ToLower(name) == name { // "the 60-minute massage gift certificate"
			return "the " + name // lower case, an acronym or title case: kept as typed
		}
		return name
	}
	if last := words[len(words)-1]; strings.IndexFunc(last, unicode.IsDigit) >= 0 {
		return name // a name that ends on a number is a title, not a common noun: "Strong at 50+"
	}
	r, size := utf8.DecodeRuneInString(name)
	return "the " + string(unicode.ToLower(r)) + name[size:]
}

// laterCapital reports a capital after the first word: title case, a name.
func laterCapital(words []string) bool {
	for _, w := range words[1:] {
		r, _ := utf8.DecodeRuneInString(w)
		if unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

// bareSingular is a description naming one thing with no article: "free 30-minute call…".
var bareSingular = regexp.MustCompile(`(?i)^(?:[\p{L}\d:-]+\s){0,3}(?:call|session|consultation|class|lesson|visit|assessment|guide|checklist|app|tool|platform|template|evaluation|inspection|screen|audit|workshop|webinar|masterclass|course|program|programme|plan|walkthrough|review)\b`)

var determiner = setOf(`a an the our your my their his her its this that one each every any some no`)

// productPhraseES is productPhrase for Spanish: a name that starts with what kind of thing it
// is ("Webinar gratuito…", "Pan de muerto") takes its article.
func productPhraseES(name string) string {
	words := strings.Fields(name)
	if len(words) < 2 {
		return name
	}
	art, ok := offerKindES[strings.ToLower(words[0])]
	if !ok {
		return name
	}
	if laterCapital(words) {
		return art + " " + name
	}
	r, size := utf8.DecodeRuneInString(name)
	return art + " " + string(unicode.ToLower(r)) + name[size:]
}

var offerKind = map[string]bool{}

var offerKindES = map[string]string{
	"webinar": "el", "programa": "el", "taller": "el", "curso": "el", "pan": "el", "club": "el", "plan": "el", "pack": "el",
	"mentoría": "la", "mentoria": "la", "guía": "la", "guia": "la", "sesión": "la", "sesion": "la", "clase": "la",
	"membresía": "la", "consulta": "la", "formación": "la", "masterclass": "la", "campaña": "la",
	"roscón": "el", "rosca": "la", "colección": "la", "caja": "la", "tarta": "la",
}

func init() {
	for _, w := range strings.Fields("program programme call challenge course class classes workshop webinar session visit screen screening guide playbook checklist template kit club membership plan package bundle camp bootcamp masterclass mentorship lab audit consultation assessment retreat series cohort event party fund appeal drive collection box tune-up tuneup inspection cleaning checkup check-up check flush repair installation review treatment lesson lessons tour trial subscription evaluation service pattern ring rings necklace bracelet earrings pendant candle candles mug print journal planner notebook blend tote hoodie sweater share install tune setup bag basket delivery campaign pass consult") {
		offerKind[w] = true
	}
}

// sharesWord reports whether two lines share a word beyond the smallest ones.
func sharesWord(a, b string) bool {
	words := func(s string) map[string]bool {
		out := map[string]bool{}
		for _, w := range strings.Fields(strings.ToLower(s)) {
			w = strings.Trim(w, ".,;:!?'’\"")
			if !smallWord[w] && w != "" {
				out[w] = true
			}
		}
		return out
	}
	wb := words(b)
	for w := range words(a) {
		if wb[w] {
			return true
		}
	}
	return false
}

var smallWord = map[string]bool{}

func init() {
	for _, w := range strings.Fields("a an the it it's to you your you're here here's is are at on in for and of when whenever el la lo los las un una tu te es en de y a aquí") {
		smallWord[w] = true
	}
}

// toldIn reports a fact the other texts already tell: every number it gives ("41 people
// finished last year's challenge" after "last year 41 people finished"), or with no number,
// mostly the same words. New numbers are news however many words are shared ("23 first-time
// buyers closed with me" after a story about one first-time buyer).
func toldIn(fact string, others ...string) bool {
	nums := digits.FindAllString(fact, -1)
	if len(nums) == 0 {
		return mostlyIn(fact, others...)
	}
	have := map[string]bool{}
	for _, o := range others {
		for _, n := range digits.FindAllString(o, -1) {
			have[n] = true
		}
	}
	for _, n := range nums {
		if !have[n] {
			return false
		}
	}
	return true
}

var digits = regexp.MustCompile(`\d+(?:[.,]\d+)*`)

// mostlyIn reports whether most of a text's content words are already in the others: a fact
// the reader has just read, which a second telling only repeats.
func mostlyIn(text string, others ...string) bool {
	keys := keywords(text)
	if len(keys) == 0 {
		return false
	}
	return float64(sharedKeys(keys, others...)) >= 0.7*float64(len(keys))
}

// sharedKeys counts the key words of keys that others hold too.
func sharedKeys(keys map[string]bool, others ...string) int {
	have := keywords(others...)
	n := 0
	for k := range keys {
		if have[k] {
			n++
		}
	}
	return n
}

// refersBack finds a word that points at something said before ("I still have it").
var refersBack = regexp.MustCompile(`(?i)\b(it|them|this|that|these|those|lo|la|los|las|eso|esto)\b`)

// needs is sentence i with what it cannot stand without, or nil when that is too much: the
// sentence before one that leans on it ("He was found…"), and the sentence that first names
// someone it names ("But Linda sat on the floor" needs "Ed and Linda came in").
func (c *composer) needs(ss []storySent, i int, chosen map[int]bool, first map[string]int) []int {
	group := []int{i}
	in := map[int]bool{i: true}
	for k := 0; k < len(group); k++ {
		j := group[k]
		var want []int
		if j > 0 && (leansBack(ss[j].text) && !connectorLed(ss[j].text) || wordCount(ss[j].text) <= 4) {
			want = append(want, j-1) // "Biscuit is not calm." answers the line before it
		}
		for _, w := range strings.Fields(ss[j].text) {
			if name := bareWord(w); c.fl.proper[name] {
				if f, ok := first[name]; ok && f < j {
					want = append(want, f)
				}
			}
		}
		for _, w := range want {
			if !chosen[w] && !in[w] {
				if len(group) == 4 {
					return nil
				}
				in[w] = true
				group = append(group, w)
			}
		}
	}
	return group
}

// connectorLed reports a sentence that opens on a connector and then names its own subject
// ("And then in June a retired couple, Ed and Linda, came in…"): it reads on after a cut.
func connectorLed(s string) bool {
	w := strings.Fields(strings.ToLower(s))
	i := 0
	for i < len(w) && i < 2 && storyConnectors[bareWord(w[i])] {
		i++
	}
	return i > 0 && i < len(w) && !anaphoric[bareWord(w[i])] && !thirdPerson.MatchString(w[i])
}

// Only connectors of sequence: "But" and "So" answer the line before them.
var storyConnectors = map[string]bool{"and": true, "then": true, "y": true, "luego": true}

// namesNew reports a sentence naming someone (or something) the lines before it do not.
func (c *composer) namesNew(s string, before []string) bool {
	told := strings.Join(before, " ")
	for _, w := range strings.Fields(s)[1:] {
		w = bareWord(w)
		if name := strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s"); (c.fl.proper[w] || c.fl.proper[name]) && !strings.Contains(told, name) {
			return true
		}
	}
	return false
}

// firstMentions maps each word of the story to the index of the first sentence that has it.
func firstMentions(ss []storySent) map[string]int {
	first := map[string]int{}
	for i, s := range ss {
		for _, w := range strings.Fields(s.text) {
			if _, seen := first[bareWord(w)]; !seen {
				first[bareWord(w)] = i
			}
		}
	}
	return first
}

// leansBack reports a sentence that needs the one before it to make sense: it opens on a
// connector or a pronoun ("Then…", "He was found…", "It said…").
func leansBack(s string) bool {
	return anaphoric[firstWordLower(s)] || thirdPerson.MatchString(firstWords(s, 2))
}

// saleList picks the phrasings for the sale price: a sale typed with its terms ("$22 through
// Sunday", "$2 per employee, locked for life") carries its own time, so it only ever ends a
// sentence ("Right now it's $22 through Sunday"), never "$22 through Sunday at the moment".
func (c *composer) saleList(plain, wordy []string) []string {
	if c.lang == "en" && c.saleLater() {
		// "moving sale starts sat march 1": not "Right now it's 30% off" before it starts
		if c.f.price != "" && !c.p.isFree(c.f.price) && wordCount(c.f.price) == 1 {
			return []string{"During the sale it's {sale} instead of {price}."}
		}
		return []string{"During the sale it's {sale}."}
	}
	if c.lang == "en" && c.f.price != "" && !c.p.isFree(c.f.price) && !digitRe.MatchString(c.f.sale) && priceTerm.MatchString(c.f.sale) {
		// "waived with repair" is a term of the price, not a deal beside it: "The diagnostic is
		// $49, waived with repair.", never "It's $49 diagnostic. Also: waived with repair."
		if m := amountNoun.FindStringSubmatch(strings.TrimSpace(c.f.price)); m != nil {
			return []string{"The " + m[2] + " is " + m[1] + ", {sale}."}
		}
		return []string{"It's {price}, {sale}."}
	}
	if c.lang == "en" && !moneyLed.MatchString(strings.TrimSpace(c.f.sale)) && wordCount(c.f.sale) > 1 {
		// "10% off til Feb 1", "first 2 weeks free", "30 days free" are deals, not prices: never
		// "You pay 10% off" nor "the sale price is first 2 weeks free"
		if frames := slices.Concat(plain, wordy); len(frames) > 0 && strings.HasPrefix(frames[0], "P.S.") {
			return []string{"P.S. Remember: {sale}."} // the P.S.'s own list asks: the deal, not the body's line again
		}
		// a deal with no time of its own ("weekend for 1-day price") is standing: "Also:", not "Right now:"
		now := map[bool]string{true: "Right now: ", false: "Also: "}[timeBound.MatchString(c.f.sale) || hasDeadline.MatchString(c.f.sale)]
		if c.f.price != "" && !c.p.isFree(c.f.price) && firstWordLower(c.f.price) == "from" {
			return []string{"Prices start at " + strings.TrimSpace(c.f.price[len("from"):]) + ". " + now + "{sale}."} // never "It's from $18"
		}
		if c.f.price != "" && !c.p.isFree(c.f.price) {
			return []string{"It's {price}. " + now + "{sale}."}
		}
		return []string{now + "{sale}."}
	}
	if c.lang == "es" && dealNotPrice(c.f.sale) && wordCount(c.f.sale) > 1 && !saleHasTime(c.f.sale) {
		// "15% de descuento pagando en efectivo" has no time of its own: a term of the offer, never "ahora mismo"
		if frames := slices.Concat(plain, wordy); len(frames) > 0 && strings.HasPrefix(frames[0], "P.D.") {
			return []string{"P.D. Recuerda: {sale}."}
		}
		if c.f.price != "" && !c.p.isFree(c.f.price) {
			return []string{"Cuesta {price}. Además, {sale}."}
		}
		return []string{"Además, {sale}."}
	}
	if wordCount(c.f.sale) > 1 && len(wordy) > 0 {
		if datedSale.MatchString(c.f.sale) || lockedSale.MatchString(c.f.sale) || termsSale.MatchString(c.f.sale) {
			// "$449/yr, Friday Nov 29 only" is a day to come, not "right now"; a price "locked
			// for life" is a term of the offer, not of the moment.
			if later := slices.DeleteFunc(slices.Clone(wordy), nowFrame.MatchString); len(later) > 0 {
				return later
			}
		}
		return wordy
	}
	if len(plain) == 0 {
		return wordy // "$169 avg 2 story" beside "$144": the price's terms make the pair wordy
	}
	return plain
}

// withoutPriceSaid drops from sale phrasings the price a line before them has said.
func withoutPriceSaid(frames []string) []string {
	out := make([]string, len(frames))
	for i, f := range frames {
		out[i] = priceSaidLead.ReplaceAllString(f, "")
	}
	return out
}

var priceSaidLead = regexp.MustCompile(`^(?:It's \{price\}\. |Prices start at [^.]+\. |Cuesta \{price\}\. )`)

// priceTerm is a sale that only says when the price does not apply: "waived with repair",
// "credited toward your first order". amountNoun is a price typed as an amount and what it is
// for: "$49 diagnostic".
var (
	priceTerm  = regexp.MustCompile(`(?i)^(?:waived|credited|applied|refunded|deducted|free)\b`)
	amountNoun = regexp.MustCompile(`^([$€£][\d,.]+) ([a-z]+(?: [a-z]+)?)$`)
)

// saleHasTime reports a sale typed with a time of its own: an end, a day, a date
// ("antes del 15/05", "through Sunday", "del 18 al 28 de marzo").
func saleHasTime(sale string) bool {
	return timeBound.MatchString(sale) || hasDeadline.MatchString(sale) || datedSale.MatchString(sale) || numericDate.MatchString(sale)
}

var numericDate = regexp.MustCompile(`\b\d{1,2}/\d{1,2}\b`)

// dealNotPrice reports a sale typed as a deal rather than a price: it does not lead with an
// amount ("1ª limpieza al 50%", "inscripción gratis si agendan visita").
func dealNotPrice(sale string) bool {
	return !amountLead.MatchString(strings.TrimSpace(sale)) || percentDeal.MatchString(sale) // "10% dto. antes del 15/05" is a discount, not a price
}

var percentDeal = regexp.MustCompile(`(?i)\d\s?%\s*(?:de\s+)?(?:dto|descuento|desc|menos|off)\b`)

// moneyLed is a sale led by a sum of money ("$297 (15% off…)"); "10% off til Feb 1", "first 2
// weeks free" and "weekend for 1-day price" are deals, not prices.
var moneyLed = regexp.MustCompile(`(?i)^(?:[$€£]\s?\d|\d[\d.,]*\s?(?:[$€£]|usd|eur|euros?|pesos?|dólares)(?:\s|$))`)

var amountLead = regexp.MustCompile(`^(?:[$€£]\s?\d|\d+(?:[.,]\d+)?\s?(?:[$€£%]|k\b|usd|eur|euros?|pesos?|dólares)|\d[\d.,]*$|\d[\d.,]*\s)`)

// saleLater reports a sale that begins on a day to come, or an event the topic gives its days
// ("Spring Lawn & Garden Weekend Fri Apr 11 - Sun Apr 13"): never "Right now it's 20% off".
func (c *composer) saleLater() bool {
	if startsLater.MatchString(c.in.ContentFocus + " " + c.in.SalePrice) {
		return true
	}
	name := withoutAside(c.f.product)
	if name == "" {
		return false
	}
	_, after, ok := strings.Cut(strings.ToLower(c.in.ContentFocus), strings.ToLower(name))
	return ok && daySpan.MatchString(firstWords(after, 8)) && strings.Index(after, daySpan.FindString(after)) < 3
}

// daySpan is a span of days: "Fri Apr 11 - Sun Apr 13", "Nov 1 - Dec 15".
var daySpan = regexp.MustCompile(`(?i)\b(?:` + weekdayName + `\s+)?` + monthName + `\s+\d{1,2}\s*[—–-]\s*(?:` + weekdayName + `\s+)?` + monthName + `\s+\d{1,2}\b`)

// startsLater is a sale the brief says begins on a day to come.
var startsLater = regexp.MustCompile(`(?i)\b(?:sale|promo|deal|discount)s? (?:starts|begins|opens|kicks off)\b`)

var (
	datedSale = regexp.MustCompile(`(?i)\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|lunes|martes|miércoles|jueves|viernes|sábado|domingo|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b`)
	nowFrame  = regexp.MustCompile(`(?i)right now|at the moment|ahora mismo`)
	saysFree  = regexp.MustCompile(`(?i)\b(?:free|gratis|gratuit[oa])\b`)
	// termsSale is a sale for some buyers or a window still to come: "$42 for restock list,
	// first 24 hours only" is not "right now" before the restock.
	termsSale  = regexp.MustCompile(`(?i)\b(?:first \d+ (?:hours?|days?|orders?|buyers?|people)|list|early bird|subscribers?|members? only|launch day|pre-?order|primeras? \d+ (?:horas|días|personas))\b`)
	lockedSale = regexp.MustCompile(`(?i)\b(?:locked|for life|forever|lifetime|de por vida|para siempre)\b`)
)

// dealTerms are a named deal's terms after its price ("$2.99 preorder price until launch day"
// gives " until launch day"); with none, the end the topic gives ("early bird $349 til apr 30
// then $425" gives " until Apr 30").
func (c *composer) dealTerms(rest string) string {
	rest = strings.TrimPrefix(rest, " price")
	if strings.TrimSpace(rest) != "" {
		return rest
	}
	if m := topicUntil.FindStringSubmatch(fixTypos(c.in.ContentFocus, c.lang)); m != nil {
		return " until " + strings.Replace(ucfirst(m[1]), " midnight", " at midnight", 1) // "(ends sunday midnight)": "until Sunday at midnight"
	}
	return rest
}

var topicUntil = regexp.MustCompile(`(?i)\b(?:until|til|till|thru|through|ends)\s+((?:` + monthName + ` \d{1,2}|` + weekdayName + `)(?:\s+(?:at\s+)?(?:midnight|noon|\d{1,2}(?::\d\d)?\s*(?:am|pm)))?)\b`)

// perkSale is a sale said as what some buyers get: "mug club gets 1st pint free".
// labelledSale is a price with the name of its deal after it: "$50/yr founding member (locked
// in forever) until fri", "$1,250 early bird thru aug 15".
var (
	perkSale     = regexp.MustCompile(`(?i)^(?:\p{L}+\s+){1,4}(?:gets?|receives?|get to|eat|eats|drink|drinks)\s`)
	labelledSale = regexp.MustCompile(`(?i)^([$€£][\d,.]+(?:/[a-z]+)?)\s+(early bird|founding member|founder|launch(?: weekend| week| day)?|intro|introductory|pre-?order|member)\b(.*)$`)
)

// scarceLine finds a limit in a sentence: what is left, a cap, a closing date.
var scarceLine = regexp.MustCompile(`(?i)\b(only \d+|\d+ (?:spots?|seats?|places?|slots?|dates?|saturdays?|sundays?|days?|weeks?|tickets?|openings?) (?:left|remaining|open)|(?:capped|limited) (?:at|to) \d+(?:\s+(?:spots?|seats?|places?|people|members|students|participants|clients|families|couples|guests|kids|orders|tickets|dogs|pies)\b|[.,;!)]|$)|(?:space|spots|seats|places|enrollment|class size|group size|the group|the class|the cohort) (?:is |are )?(?:capped|limited)|(?:we |they )?(?:cap|limit) (?:it|them|the group|enrollment|spots|places) (?:at|to) \d+|closes? (?:on|at)|deadline|last day|first \d+ (?:people|customers|clients|guests|visitors|members|sign-?ups|buyers|families|kids|orders)|(?:los |las )?primer[oa]s \d+|sólo quedan|solo quedan|quedan \d+|plazas limitadas|hasta el \d+|(?:slots?|spots?|seats?|dates?|times?|appointments?|places?) (?:are )?(?:filling up|going fast|almost gone|nearly gone|almost full|nearly full)|casi no quedan|quedan pocas)\b`)

// scarcity is the shortest sentence of the brief (story, proof, offer) that states a real
// limit, or "".
func (c *composer) scarcity() string {
	if c.scarce == nil {
		s := c.findScarcity()
		c.scarce = &s // asked by the subjects, the P.S., the urgency check and the development
	}
	return *c.scarce
}

// fewDidNot counts the few that did not do something: "Only 11 never came back" is a record
// of the story, no limit on what the reader can have.
var fewDidNot = regexp.MustCompile(`(?i)\bonly \d[\d,]*\s+(?:\p{L}+\s+){0,2}(?:never|didn't|did not|weren't|wasn't|failed|came back|returned|got lost)\b`)

func (c *composer) findScarcity() string {
	// A limit the topic states is the news the user wants said ("april slots filling up").
	sources := []string{topicClauses(c.in.ContentFocus, c.lang)}
	if sources[0] == "" {
		sources = []string{c.in.ProofElement, c.in.SalePrice, c.in.ProductDescription, c.in.Story}
	}
	best := ""
	for _, t := range sources {
		// line by line: a note ("- we cap it at 60 people") is a sentence of its own
		for _, s := range noteSentences(t, c.lang) {
			if scarceLine.MatchString(s) && !fewDidNot.MatchString(s) && wordCount(s) <= 20 && (best == "" || wordCount(s) < wordCount(best)) {
				best = s
			}
		}
	}
	if c.lang == "en" {
		best = englishCase(best)
	}
	return best
}

// topicClauses are the facts a topic states between its notes, one per line, said as
// sentences: "reminder to book spring tuning before humidity swings, april slots filling up"
// gives "April slots are filling up."; "avisar que los sabados ya casi no quedan huecos" gives
// "Los sábados ya casi no quedan huecos.". Only a clause of a shape the email may say is
// kept (a limit, for now); the rest of the topic is the user's note to the tool.
func topicClauses(topic, lang string) string {
	var out []string
	// a list of dates is one clause: "3 saturdays open this fall: oct 11, oct 25, nov 8"
	topic = dateList.ReplaceAllString(fixTypos(topic, lang), "$1\x00$2")
	for _, cl := range topicSplit.Split(topic, -1) {
		cl = strings.ReplaceAll(cl, "\x00", ", ")
		cl = strings.TrimSpace(tellThem.ReplaceAllString(strings.TrimSpace(cl), ""))
		cl = fillingUp.ReplaceAllString(cl, "$1 are $2")
		cl = alreadyFull.ReplaceAllString(cl, "$1 is already $2")                                       // "session 1 already 9/16 full"
		cl = stillHave.ReplaceAllStringFunc(cl, func(m string) string { return "We " + lowerFirst(m) }) // "still have 3 saturdays open"
		if topicLimit.MatchString(cl) && wordCount(cl) <= 16 {
			out = append(out, sentence(ucfirst(cl)))
		}
	}
	return strings.Join(out, "\n")
}

var (
	topicSplit = regexp.MustCompile(`\s*(?:[,;]|\.\s|\s/\s|\s-\s)\s*`)
	// tellThem is the note's instruction before what to say: "avisar que", "let them know".
	tellThem = regexp.MustCompile(`(?i)^(?:(?:también|tambien|also|and)\s+)?(?:(?:avisar|avisa|decir|recordar|recuerda|mencionar|menciona)(?:les)? que\s+|ojo[,:]?\s+(?:mencionar|menciona|poner|incluir)\s+|(?:let them know|remind them|mention|tell them|say|(?:i )?(?:need|have|must|should) (?:to )?mention|(?:i )?want (?:ppl|people|them|folks|everyone) to know)(?: that)?\s+|(?:no olvidar|no olvides|don'?t forget(?: to)?|remember to)\s+(?:poner|decir|mencionar|incluir|put|mention|include|add|say)\s+)`)
	// topicLimit is a limit said in a topic's own clause; a topic's "deadline" names its subject.
	topicLimit  = regexp.MustCompile(`(?i)\b(?:(?:slots?|spots?|seats?|dates?|times?|appointments?|places?) (?:are )?(?:filling up|going fast|almost gone|nearly gone|almost full|nearly full)|casi no quedan|quedan pocas|se (?:están )?llenando|(?:only )?\d+ (?:spots?|seats?|places?|slots?|plazas|saturdays?|sundays?|fridays?|dates?|weekends?) (?:left|remaining|open)|already (?:\d+/\d+ full|full|sold out|booked up))`)
	alreadyFull = regexp.MustCompile(`(?i)^(.+?) (?:is )?already (\d+/\d+ full|full|half full|sold out|booked up)$`)
	stillHave   = regexp.MustCompile(`(?i)^(?:still|only) have\b`)
	dateList    = regexp.MustCompile(`(?i)(\d{1,2}), (` + monthName + ` \d)`)
	fillingUp   = regexp.MustCompile(`(?i)^(\S+ (?:slots|spots|seats|dates|times|appointments|places)) (filling up|going fast|almost gone|nearly gone)$`)
)

// noteSentences are the sentences of t read line by line, a bullet note being a sentence of
// its own, with their slips fixed.
func noteSentences(t, lang string) []string {
	var out []string
	for _, l := range strings.Split(t, "\n") {
		if m := bulletLine.FindStringSubmatch(l); m != nil {
			l = m[1]
		}
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, splitSentences(fixTypos(cleanField(l), lang))...)
		}
	}
	return out
}

// priceFor is a price with the measure it buys: "$180 for 10 weeks".
var priceFor = regexp.MustCompile(`^(.+?)\s+for\s+(\d+)[\s-](\p{L}+?)s?$`)

// dropToldMeasure takes off a price's measure the description has just given ("a 10-week
// class… It's $180.", not "It costs $180 for 10 weeks" after "a 10-week class").
func dropToldMeasure(price, desc string) string {
	m := priceFor.FindStringSubmatch(strings.TrimSpace(price))
	if m == nil || !regexp.MustCompile(`(?i)\b`+m[2]+`[\s-]`+regexp.QuoteMeta(m[3])).MatchString(desc) {
		return price
	}
	return m[1]
}

// welcomeLine greets new members an email is meant to welcome ("Jan welcome email - new
// members"): "Welcome to Oakline." Empty for any other email, or when no business is named.
func (c *composer) welcomeLine() string {
	if !welcomeEmail.MatchString(c.in.Title + " " + c.in.ContentFocus) {
		return ""
	}
	b := brandName(c.in.CtaURL, c.in.Story, c.in.ProductName, c.in.ProductDescription, c.in.ProofElement)
	if b == "" {
		return ""
	}
	if c.lang == "es" {
		return "Te damos la bienvenida a " + b + "."
	}
	return "Welcome to " + b + "."
}

var welcomeEmail = regexp.MustCompile(`(?i)\bwelcome\b|\bbienvenid`)

var (
	// pointsBack is a line about the one before it: "That's not unusual.", "This is why…".
	pointsBack = regexp.MustCompile(`^(?:That's|That is|That was|This is|This was|Which|Por eso|Por esto|Por ello)\b`)
	// newBeat is a line that turns the story to a new beat.
	newBeat = regexp.MustCompile(`(?i)^(?:if you can (?:give|help|donate|chip in)|si puedes (?:dar|donar|ayudar)|the reason i'm telling you|the reason i am telling you|i also want to|fast forward|so here's the thing|la razón por la que te cuento|también quiero)\b`)
)

// saleTerms is a sale price followed by its terms: "$449/yr, Friday Nov 29 only", "$99 early
// bird until Feb 20".
var saleTerms = regexp.MustCompile(`(?i)^([$€£]\s?\d[\d,.]*(?:/\w+)?(?:\s?€)?)(?:,\s+|\s+)((?:early[- ]bird|until|through|thru|till|ends?|only|for (?:the )?first|this|today|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b.*)$`)
