package writer

// The shapes of the brief's offer fields, as the offer paragraph reads them: a benefit typed
// as a sentence or a noun phrase, a description the product "is", a price note missing its
// verb, and the turns to the product that fit.

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// quantifier opens a clause about every or no one ("no family", "every kid"); everyVerb is
// what they do.
var (
	quantifier = setOf(`no every each`)
	everyVerb  = setOf(`gets goes has leaves eats learns stays sleeps walks is was will can`)
)

// statesItself reports a benefit typed as a sentence about its own subject ("90 minutes on
// Sunday covers your week"), not a noun phrase a relative clause qualifies ("training that
// fits your schedule").
func statesItself(s string) bool {
	words := strings.Fields(strings.ToLower(s))
	if len(words) < 3 {
		return false
	}
	if quantifier[words[0]] && slices.ContainsFunc(words[1:min(4, len(words))], func(w string) bool { return everyVerb[strings.Trim(w, ",.;:")] }) {
		return true // "no family gets turned away at the door this year"
	}
	if possessiveWord[words[0]] && len(words) > 2 {
		// "your parent walks into a home that's already set up": whose, who, then what they do
		if v := strings.Trim(words[2], ",.;:"); len(v) > 3 && strings.HasSuffix(v, "s") && (imperativeVerbs[strings.TrimSuffix(v, "s")] || imperativeVerbs[strings.TrimSuffix(v, "es")]) {
			return true
		}
	}
	for i := 2; i < min(5, len(words)); i++ {
		// "gift recipients become your next customers": a plural doer, then what they do
		if prev := words[i-1]; len(prev) > 3 && strings.HasSuffix(prev, "s") && !strings.HasSuffix(prev, "ss") && pluralDoes[strings.Trim(words[i], ",.;:")] {
			return true
		}
	}
	for _, w := range words[1:] { // a verb first has lost its subject ("Covers your week")
		w = strings.Trim(w, ",.;:")
		if relativeWord[w] {
			return false
		}
		if w == "is" || w == "are" || len(w) > 3 && strings.HasSuffix(w, "s") && (describingVerbs[strings.TrimSuffix(w, "s")] || stateVerbs[strings.TrimSuffix(w, "s")]) {
			return true
		}
	}
	return false
}

// stateVerbs say how a thing is or goes, after their subject: "tank lasts longer, hot water
// stays hot" is two clauses, never "You get tank lasts longer".
var stateVerbs = setOf(`last stay work feel look fit hold taste smell sound happen matter`)

// pluralDoes are verbs a plural doer takes in a benefit typed as a clause.
var pluralDoes = setOf("become come stay turn keep return order buy remember notice love share leave finish pass sleep")

var possessiveWord = setOf("your our my his her their")

var relativeWord = map[string]bool{"that": true, "which": true, "who": true, "to": true, "so": true, "and": true}

// pluralPassive is a note that dropped its "are": "Adoption fees waived for seniors".
var pluralPassive = regexp.MustCompile(`(?i)^((?:\w+ )?\w+s) (waived|included|covered|discounted|reduced|refunded)\b`)

// articleLed reports a description that is one thing ("a hand-poured soy candle…"): the
// product "is" it. "One country loaf held for you" or "our bestselling candle, soy wax"
// describe it without being it.
func articleLed(s string) bool {
	switch firstWordLower(s) {
	case "a", "an", "un", "una":
		return true
	}
	return false
}

// unitCompound is a noun phrase led by a measure used as an adjective ("60 hour burn time",
// "30-day guarantee"), which takes "a".
var unitCompound = regexp.MustCompile(`(?i)^(?:(?:(?:[2-9]|\d{2,})[\d,]*[\s-]|1-)(?:minute|hour|day|week|month|year|page|step|point|mile|pound|lb|inch|foot)|\d+-(?:module|lesson|session|class|part|chapter|episode|video))[\s-]\w+`) // ("6-module online course", never "9 video modules")

var (
	infinitiveES = regexp.MustCompile(`^\p{L}{2,}(?:ar|er|ir)$`)
	determinerES = map[string]bool{"tu": true, "tus": true, "el": true, "la": true, "los": true, "las": true, "un": true, "una": true, "más": true, "menos": true}
)

// whoLed is a benefit naming people ("kids who are confident in their bodies"): "You get kids
// who…" would not do, so it keeps its label.
var whoLed = regexp.MustCompile(`(?i)^(?:\S+\s+){1,2}who\b`)

// promisesMore is a turn to the product that promises to say more about it.
var promisesMore = regexp.MustCompile(`(?i)tell you about|talk about|know about|mention|contarte|hablemos|hablarte|conozcas`)

// adBreak is a turn to the offer that announces an ad ("Let me tell you about…"): not for an appeal.
var adBreak = regexp.MustCompile(`(?i)good moment|talk about|tell you about|buen momento|hablemos|contarte`)

var (
	// kindLed is a description led by the kind of thing the product is, with no article
	// ("Google Sheets template with…", "12 page PDF…" is number-led and said apart).
	kindLed = regexp.MustCompile(`(?i)^(?:[\p{L}-]+\s){0,2}(?:template|guide|checklist|course|workbook|playbook|planner|tracker|spreadsheet|pdf|ebook|e-book|workshop|webinar|app|tool|kit|candle|bundle|masterclass)\b`)
	// resultInTime is a result with its time ("10 pacientes online en 3 meses"): an aim, not a
	// thing handed over.
	resultInTime = regexp.MustCompile(`(?i)\d+.*\b(?:en|in)\s+\d+\s+(?:días|semanas|meses|años|days|weeks|months|years)\b`)
	// byLed is a proof that lost what it is said of ("Used by 3,800 service businesses").
	byLed = regexp.MustCompile(`(?i)^(?:used|trusted|loved|chosen|relied on|backed|recommended)\s+by\b`)
	// durationLed is a description led by its length ("20 minutes, 7 simple tests…").
	durationLed = regexp.MustCompile(`(?i)^(\d+\s*(?:minutes?|mins?|hours?|hrs?))\s*,\s*`)
	// sessionLike is a product that is a session, which takes its length.
	sessionLike = regexp.MustCompile(`(?i)\b(?:call|session|screen|screening|consult\w*|class|visit|appointment|assessment|lesson|workshop|webinar|masterclass|evaluation|exam|checkup|check-up|tour|tasting|massage|fitting)\b`)
	// spotsLed is a count of places followed by what each holds ("20 spots: locked-in pricing…").
	spotsLed = regexp.MustCompile(`(?i)^(\d+\s+(?:spots|places|seats|openings))\s*:\s*`)
)

// risingPrice reports an English brief about its price going up, with the price's own terms
// ("$89/month from April 1") and the terms to keep the old one.
func (c *composer) risingPrice() bool {
	f := c.f
	return c.lang == "en" && f.price != "" && f.sale != "" && !c.p.isFree(f.price) && wordCount(f.price) > 1 && priceRise.MatchString(c.in.ContentFocus+" "+c.in.Title)
}

// termsIf is a price held on a condition ("$79/month if you switch to annual").
var termsIf = regexp.MustCompile(`(?i)^\S+(?:\s+\S+)?\s+(?:if|when)\b`)

// priceRise is a brief about a price going up ("membership price going up", "rate change").
var priceRise = regexp.MustCompile(`(?i)\bprices?\s+(?:is\s+|are\s+)?(?:going up|increase|rise|change)|\braising\s+(?:our\s+)?prices|\brate (?:change|increase)`)

// namedDesc names the product with what it is, for the offer after a story about it:
// "Cabin Morning is a hand-poured soy candle…", "The Free Movement Screen includes 20
// minutes…", "1:1 Personal Training gives you a coach who…", "Small Group Coaching: max 6
// people per coach…". It is "" where the story must turn to the product first (an indirect
// story) or the description is a sentence of its own.
func (c *composer) namedDesc() string {
	f := c.f
	if f.product == "" || f.desc == "" || wordCount(withoutAside(f.product)) > 6 {
		return ""
	}
	es := c.lang == "es"
	// "Fix Your Desk Back (free live workshop)" is named in prose: "Fix Your Desk Back, a free
	// live workshop,"
	name, desc := ucfirst(appositive(f.product, c.lang)), f.desc
	if strings.EqualFold(strings.TrimSpace(c.in.StoryType), "indirect") && !(articleLed(desc) && !whoLed.MatchString(desc) || numberLed(desc)) {
		// After a story about something else, the lesson is the bridge when the product can
		// be said with what it is ("The full-day wedding coverage includes 10 hours…"); notes
		// and verb-led lines still need the turn ("That's where X comes in. It pays for…").
		return ""
	}
	colon := strings.Contains(desc, ":")
	switch {
	case articleLed(desc) && whoLed.MatchString(desc) && !es:
		return sentence(name + " comes with " + lowerFirst(desc)) // "a coach who writes…" is what it brings
	case articleLed(desc) && !whoLed.MatchString(desc):
		if !es {
			desc = withItems(desc)
		}
		return sentence(name + map[bool]string{true: " es ", false: " is "}[es] + lowerFirst(desc))
	case !es && weLed.MatchString(desc):
		// "we give you food, supplies…": what happens with it, "With the foster program, we
		// give you…", not "That's where the foster program comes in. We give you…"
		// "we give you food…, you give them a quiet room": two clauses, a semicolon between
		desc = pronounSplice.ReplaceAllString(desc, "$1; $2")
		named := strings.TrimSuffix(appositive(f.product, c.lang), ",")
		if !strings.Contains(named, ",") {
			named = productPhrase(named) // "With the Standard Tune, we come to your driveway"
		}
		return sentence("With " + named + ", " + lowerFirst(desc))
	case !es && ownedLed.MatchString(desc):
		// "our first 4-week plan for brand new members", "one country loaf held for you":
		// what it is, said of it by name, with no "That's where X comes in" before it
		verb := " is " // "is our first 4-week plan"; "is one country loaf" would make the club a loaf
		if firstWordLower(desc) == "one" {
			verb = " means "
		}
		return sentence(name + verb + ownedTail(lowerFirst(desc)))
	case numberLed(desc):
		return c.measured(name, desc)
	case !es && verbLed3rd(desc):
		return sentence(name + " " + lowerFirst(desc)) // "Pays for surgeries…": the product is its subject
	case !es && c.kind == ctaDonate && shapeOf(desc) == shapeVerb:
		// a fund's "install an elevator on the north side so…" is what the gifts will do
		return sentence(name + " will " + lowerFirst(desc))
	case !es && !colon && kindLed.MatchString(desc) && !slices.Contains(c.p.leadStart, firstWordLower(desc)):
		// "Google Sheets template with shift swaps…" says what kind of thing it is: "The
		// Restaurant Scheduling Template is a Google Sheets template with…", not notes
		return sentence(name + " is " + indefinite(desc))
	case colon || subjectLed(desc) || statesItself(desc) || whoLed.MatchString(desc) || c.nounPhrase(desc):
		return "" // a sentence of its own, or a phrase the turn's "it" leads
	}
	if w := strings.Fields(desc); (len(w) == 1 || !startsUpper(w[1])) && !c.nameWord(w[0]) { // "Google Sheets template" keeps its name
		desc = lowerFirst(desc)
	}
	if got := c.youGet(strings.TrimSuffix(name, ","), desc); got != "" {
		return got
	}
	return sentence(strings.TrimSuffix(name, ",") + ": " + desc) // notes: "Small Group Coaching: max 6 people per coach…"
}

// youGet says a description typed as a list of what comes with the product as what the
// reader gets with it: "With the Clinic Clean Program, you get nightly after-hours cleaning
// with…", "Con el Plan Cocina Segura tienes un control integrado de plagas…", never the
// catalogue line "The Clinic Clean Program: nightly…". "" for a description that is not a
// plain noun phrase led by a common noun (a measure, a number, a verb, a name, a list of its
// own after a colon, a list with a verb in it).
func (c *composer) youGet(name, desc string) string {
	if desc == "" || name == "" || strings.ContainsAny(desc, ":—") || startsDigit(desc) || sentenceLike(desc) || verbLed3rd(desc) || imperative(desc) || c.productPlural() || c.kind == ctaDonate || strings.Contains(name, ":") {
		// ("With the holiday pies, you get…" sells the pies as a box of parts; a giver gets
		// nothing of a fund's "free swim lessons for kids")
		return ""
	}
	for _, item := range strings.Split(desc, ", ") {
		if verbLed3rd(item) || imperative(item) || itemVerb3rd.MatchString(item) || c.lang == "es" && verbES.MatchString(item) {
			return "" // "…, integrates with Dentrix": a list with a clause in it stays notes
		}
	}
	name = lowerArticle.ReplaceAllStringFunc(name, strings.ToLower) // "The septic pumping" after "With" is "the septic pumping"
	first := strings.ToLower(strings.Fields(desc)[0])
	if c.lang == "es" {
		art, known := nounArticleES[first]
		if !known {
			return ""
		}
		if art != "" {
			art += " "
		}
		return sentence("Con " + lowerArticle.ReplaceAllStringFunc(productPhraseES(name), strings.ToLower) + " tienes " + art + lowerFirst(desc))
	}
	if c.lang != "en" || gerundLed(desc) || determiner[first] || quantityLed[first] || startsUpper(desc) {
		return ""
	}
	head := headPhrase(desc)
	last := strings.Trim(strings.ToLower(head[strings.LastIndex(head, " ")+1:]), ".,;")
	if !pluralHead(head) && !strings.HasSuffix(last, "ing") && !massNoun[last] && !strings.Contains(head, " and ") && !strings.Contains(head, " + ") {
		desc = indefinite(desc) // "a full boot or shoe resole including cork…"
	}
	return sentence("With " + productPhrase(name) + ", you get " + desc)
}

func startsDigit(s string) bool {
	s = strings.TrimLeft(s, " +~$€")
	return s != "" && s[0] >= '0' && s[0] <= '9'
}

var (
	// lowerArticle is a name's own leading article, lowered inside a sentence.
	lowerArticle = regexp.MustCompile(`^(?:The|El|La|Los|Las) `)
	// verbES is a Spanish verb in the first person plural or a present "incluye": "preparamos
	// tu declaración", "incluye consulta".
	verbES = regexp.MustCompile(`(?i)\p{L}{2}(?:amos|emos|imos)\b|\b(?:incluye|incluyen|es|son|tiene|tienen)\b`)
	// itemVerb3rd is a list item that is a clause: "integrates with Dentrix & Eaglesoft".
	itemVerb3rd = regexp.MustCompile(`^\p{Ll}{3,}s\s+(?:with|to|into|for|your|you|all|every|up|in|on)\b`)
	// quantityLed is a description led by how much: "max 6 people per coach", "up to 4 hours".
	quantityLed = setOf("max min up only about over under around approx approximately")
	// nounArticleES is the article of a product's first noun in "tienes …"; a noun not here
	// keeps the description as typed.
	nounArticleES = map[string]string{
		"programa": "un", "plan": "un", "control": "un", "servicio": "un", "curso": "un", "taller": "un", "pack": "un", "paquete": "un",
		"tratamiento": "un", "implante": "un", "baño": "un", "corte": "un", "sistema": "un", "kit": "un", "diagnóstico": "un", "seguimiento": "un",
		"acompañamiento": "un", "mantenimiento": "un", "entrenamiento": "un", "menú": "un", "horario": "un", "espacio": "un", "bono": "un",
		"clase": "una", "sesión": "una", "revisión": "una", "limpieza": "una", "consulta": "una", "mentoría": "una", "guía": "una", "caja": "una",
		"suscripción": "una", "membresía": "una", "formación": "una", "evaluación": "una", "visita": "una", "tarta": "una", "cesta": "una",
		"preparación": "una", "asesoría": "una", "terapia": "una", "experiencia": "una", "ruta": "una", "cena": "una", "comida": "una",
		"clases": "", "sesiones": "", "tatuajes": "", "talleres": "", "cursos": "",
	}
)

// giftMultiplied is a gift said to be matched: "every dollar doubled up to $15k".
var giftMultiplied = regexp.MustCompile(`(?i)^((?:every|each) (?:dollar|gift|donation|peso|euro))\s+(doubled|matched|tripled)\b(.*)$`)

// verbBeforeYour is a benefit led by a verb acting on the reader's own thing: "light your
// first fire without worrying about it"; notVerbBeforeYour are the first words that make it
// something else ("all your data").
var (
	verbBeforeYour    = regexp.MustCompile(`^(?:[a-z]+) (?:your|yours)\b`)
	notVerbBeforeYour = setOf("all both half just only even not no every each with for in on at to from of about")
)

// youVerbES is a Spanish benefit led by what the reader does, in the second person: "sales a
// carretera…", "no pagas de más", "recibes tu reembolso…".
var youVerbES = regexp.MustCompile(`(?i)^(?:no |ya |por fin )?(?:sales|sabes|recibes|recuperas|ganas|olvidas|ahorras|duermes|tienes|puedes|vuelves|evitas|llegas|pagas|disfrutas|consigues|dejas|ves|vas|estás|pierdes|aprendes|hablas|entiendes|mejoras|cuidas|cumples|pasas|vendes|cobras|te olvidas|te ahorras|te quitas|te llevas)\b`)

// massNoun is a head that takes no "a": "monthly pest control", "24/7 support".
var massNoun = setOf("care support advice coverage access maintenance control protection help guidance feedback insurance equipment software storage parking hosting bookkeeping payroll consulting design food coffee childcare homework fertilizer")

// spanOfWork is a description led by a span and the work done in it: "6 weeks fractional CFO
// work: …".
var spanOfWork = regexp.MustCompile(`(?i)^(\d+\s+(?:weeks?|months?|days?|hours?))\s+((?:\p{L}+\s+){0,3}(?:work|coaching|support|consulting|training|help)):`)

// withItems joins what a thing comes with to the thing: "a mentorship group for 8 gym owners,
// monthly calls and the exact referral playbook we use" reads as a group for the calls too;
// "…for 8 gym owners, with monthly calls and…" does not. A list of amounts ("3 setups for
// $300, $1,000 and $2,500") or a clause after the comma is left as typed.
func withItems(desc string) string {
	head, rest, ok := strings.Cut(desc, ", ")
	if !ok || strings.Contains(desc, ":") || wordCount(head) < 4 || !strings.Contains(rest, " and ") || strings.Contains(rest, ", and ") && strings.Count(rest, ",") > 1 {
		return desc
	}
	if verbClauseHead.MatchString(head) {
		return desc // "…where you rebuild your pricing, proposals and contracts": the verb's list
	}
	first := firstWordLower(rest)
	if first == "" || first == "with" || first == "and" || first == "which" || first == "that" || first == "plus" || !unicode.IsLetter([]rune(first)[0]) || sentenceLike(rest) {
		return desc
	}
	return head + ", with " + rest
}

// verbClauseHead is a description whose first phrase has its own verb clause: the list after the
// comma goes on with that verb's objects.
var verbClauseHead = regexp.MustCompile(`(?i)\b(?:where|which|that|who|to|so|you|we|i)\s+\S+\s`)

// ownedTail retells the notes after a description's first phrase: an instruction is a
// sentence of its own ("…every Saturday. Pick up anytime before noon."), a count is what it
// comes with ("…for brand new members, with 2 coached sessions a week"), and a list of short
// items follows a colon ("our bestselling candle: soy wax, cotton wick").
func ownedTail(desc string) string {
	head, rest, ok := strings.Cut(desc, ", ")
	if !ok || strings.ContainsAny(desc, ":;") {
		return desc
	}
	switch {
	case imperative(rest):
		return head + ". " + ucfirst(rest)
	case numberLed(rest) && !strings.Contains(rest, ","):
		return head + ", with " + rest
	}
	for _, item := range strings.Split(strings.ReplaceAll(rest, " and ", ", "), ", ") {
		if wordCount(item) > 3 || strings.ContainsAny(item, "0123456789") {
			return desc
		}
	}
	return head + ": " + rest
}

// durationWhere is a session's length and where or with whom: "45 minutes on Zoom with…".
var durationWhere = regexp.MustCompile(`(?i)^\d+\s*(?:minutes?|mins?|hours?|hrs?)\s+(?:on|in|with|over|at|by)\b`)

// imperativeTail makes a closing instruction its own sentence: "…at 12:15pm, bring your
// lunch" is "…at 12:15pm. Bring your lunch".
func imperativeTail(desc string) string {
	i := strings.LastIndex(desc, ", ")
	if i < 0 || !imperative(desc[i+2:]) {
		return desc
	}
	return desc[:i] + ". " + ucfirst(desc[i+2:])
}

// pronounSplice is a comma joining a second clause led by its own subject: "…and a mentor, you
// give them…".
var pronounSplice = regexp.MustCompile(`(\S),\s+((?:you|we|they) (?:give|get|do|take|bring|keep|pay|send|make|help|provide|cover|handle)\b)`)

// weLed is a description told by the business to the reader: "we give you food, supplies…".
var weLed = regexp.MustCompile(`(?i)^(?:we|you)\s+\p{L}`)

// ownedLed is a description led by a possessive or "one": "our first 4-week plan", "one
// country loaf held for you".
var ownedLed = regexp.MustCompile(`(?i)^(?:our|my|one)\s+\p{L}`)

// attributeLed is a description led by a measure of the thing itself: its strength, carat,
// size or weight.
var attributeLed = regexp.MustCompile(`(?i)^\d+(?:[.,]\d+)?\s?(?:%|k\b|kt\b|ct\b|oz\b|ml\b|cl\b|g\b|kg\b|lb\b|lbs\b|"|in\b|inch\b|cm\b|mm\b|abv\b)`)

// numberLed reports a description led by a number ("6 weeks of coached group training…").
func numberLed(desc string) bool { return desc != "" && unicode.IsDigit(rune(desc[0])) }

// measured says what a product whose description is led by a number is, has or includes:
// "…is a 45 minute session with…", "…has 20 spots: locked-in pricing…", "…includes 20
// minutes, 7 simple tests…". With no name, the turn has just named it: "It's a…", "It
// includes…", "Incluye…".
func (c *composer) measured(name, desc string) string {
	es := c.lang == "es"
	verb := map[bool]string{true: "incluye", false: "includes"}[es]
	subject := name
	if subject == "" {
		subject = map[bool]string{true: "", false: "It"}[es]
	}
	if m := durationLed.FindStringSubmatch(desc); m != nil && !es && sessionLike.MatchString(c.f.product) {
		// "The Free Movement Screen takes 20 minutes: 7 simple tests…", not "includes 20
		// minutes": a session's length is how long it takes.
		rest := desc[len(m[0]):]
		if strings.Count(rest, ",") == 1 {
			rest = strings.Replace(rest, ", and ", " and ", 1) // two items left: no serial comma
		}
		return sentence(subject + " takes " + m[1] + ": " + rest)
	}
	if durationWhere.MatchString(desc) && !es && sessionLike.MatchString(c.f.product) {
		// "45 minutes on Zoom with Coach Sam, …, bring your lunch": "…is 45 minutes on Zoom
		// with Coach Sam, Thursday April 10 at 12:15pm. Bring your lunch."
		return sentence(subject + " is " + imperativeTail(desc))
	}
	if m := spotsLed.FindStringSubmatch(desc); m != nil && !es {
		// "has 20 spots. Each comes with locked-in pricing…": the perks are not the spots.
		return sentence(subject+" has "+m[1]) + " " + sentence("Each comes with "+desc[len(m[0]):])
	}
	switch {
	case name != "" && attributeLed.MatchString(desc):
		// "6.8% hazy IPA, citra + mosaic", "14k gold fill or sterling": what it is made of, not
		// what it includes
		return sentence(name + ": " + desc)
	case !es && unitCompound.MatchString(desc) && pluralHead(headPhrase(desc)):
		// "50-minute sessions with parent(s) and teen together": "Family Sessions are 50-minute
		// sessions…", never "is a 50-minute sessions"
		if name == "" {
			return sentence(ucfirst(desc))
		}
		if !pluralHead(name) {
			return sentence(name + ": " + desc)
		}
		verb = "are"
	case !es && unitCompound.MatchString(desc):
		verb = "is a"
		if vowelNumber.MatchString(desc) {
			verb = "is an" // "an 8-week self paced course"
		}
		// "45 min live, Thurs Oct 9…" names no thing: "a 45-minute live webinar, Thursday Oct 9…"
		if m := bareModifier.FindStringSubmatchIndex(desc); m != nil {
			if noun := c.kindNoun(); noun != "" {
				desc = desc[:m[3]] + " " + noun + desc[m[3]:]
			}
		}
		if head, rest, ok := strings.Cut(desc, ", "); ok && numberLed(rest) {
			desc = head + ": " + rest // "a 1-page PDF: 27 deductions freelancers miss most"
		}
	case !es && spanOfWork.MatchString(desc):
		// "6 weeks fractional CFO work: model rebuild, …" is six weeks of that work: "is 6 weeks
		// of fractional CFO work: …", never "has 6 weeks fractional CFO work"
		desc = spanOfWork.ReplaceAllString(desc, "$1 of $2:")
		verb = "is"
	case strings.Contains(desc, ": "): // a list after a colon, not the colon of "12:15pm"
		verb = map[bool]string{true: "tiene", false: "has"}[es]
	}
	more := ""
	if head, tail := verbTail(desc); tail != "" && !es {
		// "a 45-minute Zoom, Thursday Oct 17 at 7pm, covers the 60 practice hours, …": what it
		// covers is a sentence of its own
		desc, more = head, " "+sentence("It "+serialAnd(tail))
	}
	if verb == "is a" || verb == "is an" {
		desc = withShortItems(desc) // "…after school club, with LEGO Spike kits and small teams"
	}
	switch {
	case name != "":
		return sentence(name+" "+verb+" "+desc) + more
	case es:
		return sentence(ucfirst(verb) + " " + desc)
	case verb == "is a":
		return sentence("It's a "+desc) + more
	}
	return sentence("It "+verb+" "+desc) + more
}

// verbTail splits a description at the item that is a clause of its own ("…, covers the 60
// practice hours, what examiners fail kids for"): the items before it and the clause.
func verbTail(desc string) (head, tail string) {
	for i := strings.Index(desc, ", "); i > 0; {
		if rest := desc[i+2:]; verbLed3rd(rest) {
			return desc[:i], rest
		}
		j := strings.Index(desc[i+2:], ", ")
		if j < 0 {
			break
		}
		i += 2 + j
	}
	return desc, ""
}

// withShortItems joins the short items after a thing's first phrase to it with "with": "a
// 10-week club, LEGO Spike kits, small teams" is "a 10-week club, with LEGO Spike kits and small
// teams". A list with a long, dated or counted item is left as typed.
func withShortItems(desc string) string {
	head, rest, ok := strings.Cut(desc, ", ")
	if !ok || strings.ContainsAny(desc, ":;") {
		return desc
	}
	items := strings.Split(rest, ", ")
	for _, it := range items {
		if wordCount(it) > 4 || digitRe.MatchString(it) || saidOfIt(it) || determiner[firstWordLower(it)] || firstWordLower(it) == "with" {
			return desc
		}
		// ("with LEGO Spike kits", "with all equipment provided", never "with small group")
		if t := tags(it); len(t) == 0 || !slices.Contains([]string{"NNS", "NNPS", "VBN"}, t[len(t)-1].Tag) {
			return desc
		}
	}
	if len(items) == 1 {
		return head + ", with " + rest
	}
	return head + ", with " + strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// serialAnd joins a list's last item with "and": "the hours, what examiners fail kids for,
// and how to stay calm".
func serialAnd(list string) string {
	if strings.Count(list, ", ") < 2 || strings.Contains(list, " and ") {
		return list
	}
	i := strings.LastIndex(list, ", ")
	return list[:i] + ", and " + list[i+2:]
}

// amountLed is an amount that does something: "$180 teaches one child to swim".
func amountLed(s string) bool {
	f := strings.Fields(s)
	return len(f) >= 3 && strings.ContainsRune("$€£", []rune(f[0])[0]) && (verbLed3rd(f[1]) || amountDoes[strings.ToLower(f[1])])
}

// bareSingularBenefit reports a benefit that names one countable thing with no article: its
// words up to the first clause word end on a singular noun ("huge discount", "super fruity
// bright cup"), with no determiner or quantifier before them and no uncountable head
// ("peace of mind", "fresh organic veggies", "fewer empty chairs" are left as typed).
func bareSingularBenefit(text string) bool {
	words := strings.Fields(strings.ToLower(text))
	if len(words) < 2 || determiner[words[0]] || quantifier[words[0]] || massLead[words[0]] {
		return false
	}
	if strings.ContainsAny(text[:1], "$€£0123456789") {
		return false // "$4 off every refill" is an amount: never "a $4 off"
	}
	for _, t := range tags(text) {
		if t.Tag == "NNS" || t.Tag == "NNPS" {
			return false // "knives back same day", "court-defensible valuations delivered…": never "a knives"
		}
		if t.Tag == "NN" || t.Tag == "NNP" {
			break
		}
	}
	head := ""
	for _, w := range words {
		w = strings.Trim(w, ",.;:!?")
		if clauseWord[w] {
			break
		}
		head = w
	}
	return head != "" && head != words[0] && !strings.HasSuffix(head, "s") && !uncountable[head] && !strings.HasSuffix(head, "ing")
}

var (
	massLead   = setOf("fewer less more most no zero fresh")
	clauseWord = setOf("you that which who and or + of for to in on at with without every each per this next all")
)

var uncountable = setOf("peace time money confidence clarity control freedom help support access energy relief sleep information advice feedback progress space privacy quality visibility traffic revenue income cash growth health strength calm focus fun joy comfort safety security stuff food coffee water air light bread produce chocolate cheese wine beer music furniture equipment gear clothing software training coaching content data knowledge insurance protection skin hair fitness weight")

// whereGiftsGo says where the money goes ("every dollar goes directly to the children's
// reading room"): a fact said as it is, never "Your gift means every dollar goes…".
var whereGiftsGo = regexp.MustCompile(`(?i)^(?:every|each) (?:single )?(?:dollar|penny|cent|euro|gift|donation)\b|^(?:100%|all) (?:of )?(?:the )?(?:proceeds|donations|gifts|money)\b`)

// senseLed is a benefit led by how the thing comes across: "looks like…", "tastes like…".
var senseLed = regexp.MustCompile(`(?i)^(?:looks|feels|smells|tastes|sounds|fits|lasts|works|holds up|stays|reads|wears)\b`)

// benefitShape is how the body says the benefit, the way its words run: a clause about the
// reader follows "With it,", a thing the reader gets follows "You get"; anything else keeps a
// label (labelled). text is the benefit as it goes into the frame.
func (c *composer) benefitShape() (benefits []string, labelled bool, text string) {
	p, f := c.p, c.f
	benefits, labelled, text = p.benefit, f.benefit != "", tail(f.benefit)
	shape := shapeOther
	if c.lang == "en" {
		shape = shapeOf(f.benefit)
	}
	switch first := firstWordLower(f.benefit); {
	case c.lang == "en" && c.kind == ctaDonate && statesItself(f.benefit) && quantifier[firstWordLower(f.benefit)] && !whereGiftsGo.MatchString(f.benefit):
		// "no family gets turned away this year" is what the gift makes true, not a promise
		// already kept: "Your gift means no family gets turned away…"
		benefits, labelled, text = []string{"Your gift means {benefit}"}, false, lowerFirst(text)
	case c.lang == "en" && (statesItself(f.benefit) || amountLed(f.benefit)):
		// "90 minutes on Sunday covers your week", "No animal is turned away…", "$180 teaches
		// one child to swim": a sentence already, with no "What it's for:" or "What your gift
		// does:".
		benefits, labelled = []string{"{benefit}"}, false
	case c.lang == "en" && c.kind == ctaDonate && verbLed3rd(f.benefit):
		// "keeps local voices on the air" is what the gift does: "Your gift keeps…", never
		// "Your gift means keeps…"
		benefits, labelled, text = []string{"Your gift {benefit}"}, false, lowerFirst(text)
	case shape == shapeVerb && c.kind == ctaDonate:
		// "send a kid to a week of camp" is what a gift can do, never "Your gift means send…"
		benefits, labelled, text = []string{"Your gift can {benefit}"}, false, lowerFirst(text)
	case c.lang == "en" && c.kind == ctaDonate && giftMultiplied.MatchString(f.benefit):
		// "every dollar doubled up to $15k" is what happens to a gift: "Every dollar you give is
		// doubled up to $15k.", never "Your gift means every dollar doubled…"
		m := giftMultiplied.FindStringSubmatch(f.benefit)
		benefits, labelled, text = []string{"{benefit}"}, false, sentence(ucfirst(m[1])+" you give is "+m[2]+m[3])
	case c.kind == ctaDonate:
		benefits, labelled = p.benefitGift, false // a donor gives; nothing is "in it for" them
	case c.lang == "en" && senseLed.MatchString(f.benefit):
		// "looks like it came out of a real garden" is how it looks: "It looks like…", never
		// "You get looks like…"
		benefits, labelled = []string{"It {benefit}"}, false
		text = lowerFirst(text)
	case c.lang == "en" && whoLed.MatchString(f.benefit):
		// "kids who are confident in their bodies" is what it aims at: "The goal: kids who…", not
		// a form's "The point of it:" nor "It's all about kids…" (the class is not about kids)
		benefits, labelled = []string{"The goal: {benefit}"}, false
	case c.lang == "en" && first == "no":
		// "no surprise floods" is what the reader is spared, said as it was typed: "No
		// surprise floods.", never "It helps you no surprise floods."
		benefits, labelled = []string{"{benefit}"}, false
	case c.lang == "en" && (first == "you" || first == "you'll") && twoClauses(f.benefit):
		// "you don't have to want to teach to do it, half our grads just wanted to go deeper"
		// is two sentences, and no "That way," follows from a list of specs
		before, after, _ := strings.Cut(text, ", ")
		benefits, labelled, text = []string{"{benefit}"}, false, before+". "+ucfirst(after)
	case first == "you" || first == "you'll" || first == "tú" || first == "te":
		benefits, labelled = p.benefitYou, false
	case first == "a" || first == "an" || first == "the" || first == "more" || first == "less" || first == "un" || first == "una" || first == "más":
		benefits, labelled = p.benefitThing, false
	case willBenefit(first) && c.lang == "en":
		// "never get sold out again", "know if people will pay": what will be, not what can be
		benefits, labelled = []string{"With it, you'll {benefit}", "That way, you'll {benefit}"}, false
	case (first == "don't" || first == "dont") && c.lang == "en":
		// "don't be the house with no heat…" is what it spares the reader: "you won't be…",
		// never "so you can don't be…"
		benefits, labelled = []string{"With it, you won't {benefit}", "That way, you won't {benefit}"}, false
		text = strings.TrimSpace(text[len(strings.Fields(text)[0]):])
	case c.lang == "en" && adjectiveLed.MatchString(f.benefit):
		// "dainty enough to wear every day" says what it is like: "It's dainty enough…", not
		// "You get dainty enough…"
		benefits, labelled = []string{"It's {benefit}"}, false
		if strings.Count(text, ", ") == 1 && !strings.Contains(text, " and ") {
			text = strings.Replace(text, ", ", " and ", 1) // "…every day and stacks with everything"
		}
	case c.lang == "en" && comparativeLed(f.benefit):
		// "lower monthly payment" is what the reader gets, never "so you can lower monthly
		// payment": "You get a lower monthly payment."
		benefits, labelled = p.benefitPlain, false
		if bareSingularBenefit(text) {
			text = indefinite(text)
		}
	case imperative(f.benefit) && c.lang == "en" && holdsIt.MatchString(f.benefit):
		// "read it 6 weeks before anyone else" has its "it" already: "You get to read it…",
		// never "It's made to help you read it…"
		benefits, labelled = []string{"You get to {benefit}"}, false
	case (imperative(f.benefit) || verbBeforeYour.MatchString(f.benefit) && !notVerbBeforeYour[first]) && c.lang == "en":
		// "build next week's schedule in under an hour" is what the reader can do with it
		// ("light your first fire…" too, though "light" reads as a noun alone).
		benefits, labelled = []string{"With it, you can {benefit}", "It helps you {benefit}", "It's built to help you {benefit}",
			"It's there so you can {benefit}", "The goal is simple: {benefit}", "It's made to help you {benefit}"}, false // {benefit} keeps its own full stop
	case c.lang == "es" && youVerbES.MatchString(f.benefit):
		// "sales a carretera sin pendientes" is what the reader does with it: "Así, sales a
		// carretera sin pendientes.", never "Para qué sirve: sales…"
		benefits, labelled, text = []string{"Así, {benefit}", "Con esto, {benefit}"}, false, lowerFirst(text)
	case c.lang == "es" && infinitiveES.MatchString(first):
		// "evitar los errores que cuestan meses" is what it helps you do
		benefits, labelled = []string{"Te ayuda a {benefit}", "Sirve para {benefit}"}, false
	case c.lang == "es" && determinerES[first]:
		// "tu pan apartado, sin filas" is what you get; "tus primeros 10 pacientes online en 3
		// meses" is what it aims at: "Consigues…" would promise the result
		benefits, labelled = []string{"Te llevas {benefit}"}, false
		if resultInTime.MatchString(f.benefit) {
			benefits = []string{"La idea es que consigas {benefit}"}
		}
	case shape == shapeClause:
		// "we'll actually tell you what your lawn needs…", "your family won't have to guess":
		// a subject and its verb are a sentence already, never "You get a we'll…"
		benefits, labelled = []string{"{benefit}"}, false
	case shape == shapeVerb:
		// "hold a real basic convo in ASL by week 8": what the reader can do with it
		benefits, labelled = []string{"With it, you can {benefit}", "It's there so you can {benefit}"}, false
	case shape == shapeParticiple:
		// "built around how YOU travel" says what it is: "It's built around…"
		benefits, labelled = []string{"It's {benefit}"}, false
	case len(p.benefitPlain) > 0 && !whoLed.MatchString(f.benefit):
		// "You come away with 3 packaged offers", not "Where it gets you: 3 packaged offers"
		benefits, labelled = p.benefitPlain, false
		if c.lang == "en" && ordinalNumberLed.MatchString(text) {
			text = "your " + text // "10th coffee or used book free" is the reader's tenth
		} else if unitCompound.MatchString(text) || c.lang == "en" && bareSingularBenefit(text) {
			// "You get a 60 hour burn time", "It gives you a huge discount", "…a super fruity
			// bright cup you won't find…": a thing counted takes its article
			text = indefinite(text)
		}
	}
	return benefits, labelled, text
}

// nameWord reports a capitalised word the brief never writes in lower case, as a field's first
// word too ("Ashfall book 2" for the campaign and the description): a name, kept as typed.
func (c *composer) nameWord(w string) bool {
	w = strings.Trim(w, ".,;:!?()")
	if !startsUpper(w) || strings.ToLower(w) == w || allCaps(w) && len(w) > 1 {
		return false
	}
	lower := regexp.MustCompile(`\b` + regexp.QuoteMeta(strings.ToLower(w)) + `\b`)
	for _, f := range []string{c.in.Title, c.in.CampaignName, c.in.ProductName, c.in.ContentFocus, c.in.Story, c.in.ProductDescription, c.in.KeyBenefit, c.in.Lesson, c.in.TargetAudience} {
		if lower.MatchString(f) {
			return false
		}
	}
	n := 0
	for _, f := range []string{c.in.Title, c.in.CampaignName, c.in.ProductName, c.in.ContentFocus, c.in.Story, c.in.ProductDescription} {
		if strings.Contains(f, w) {
			n++
		}
	}
	return n >= 2
}

// bareModifier is a measure and an adjective with no noun after them: "45-minute live,".
var bareModifier = regexp.MustCompile(`(?i)^\S+[\s-](?:minute|hour|day|week)s?[\s-](live|online|virtual|private|in-person|group)(?:,|$)`)

// kindNoun is what the product is, from its aside or the call to action: "webinar" for "S-Corp
// or Not? (free webinar)", "" when neither says.
func (c *composer) kindNoun() string {
	if aside := strings.Fields(asideOf(c.f.product)); len(aside) > 0 {
		if last := strings.ToLower(aside[len(aside)-1]); offerKind[last] || last == "webinar" {
			return last
		}
	}
	if c.kind == ctaWebinar {
		return "webinar"
	}
	return ""
}

// twoClauses is a line of two sentences joined by a comma: "you don't have to want to teach
// to do it, half our grads just wanted to go deeper".
func twoClauses(s string) bool {
	before, after, ok := strings.Cut(s, ", ")
	return ok && !strings.Contains(after, ", ") && wordCount(before) >= 4 && wordCount(after) >= 4 &&
		sentenceLike(before) && sentenceLike(after) && !joinerLed[firstWordLower(after)] && !introPhrase.MatchString(before)
}

// holdsIt is a benefit that names the product as "it" after its verb ("read it first").
var holdsIt = regexp.MustCompile(`(?i)^\S+ (?:\S+ )?it\b`)

// adjectiveLed is a benefit that says what the product is like: "dainty enough to wear every
// day", "easy to set up in an afternoon".
var adjectiveLed = regexp.MustCompile(`(?i)^(?:\p{L}+ enough\b|(?:easy|simple|quick|ready|safe|light|soft|comfortable|durable|affordable|cheap|fast|gentle|sturdy|waterproof) (?:to|on|for|enough)\b|(?:easier|simpler|quicker|safer|lighter|softer|faster|cheaper|gentler|better|quieter|warmer|smoother|stronger|longer-lasting)(?: to| on| for| than|,)(?:\s|$))`)

// ordinalNumberLed is a phrase led by an ordinal number: "10th coffee or used book free".
var ordinalNumberLed = regexp.MustCompile(`(?i)^\d+(?:st|nd|rd|th)\s`)

// headPhrase is a description's first noun phrase, up to its first comma, dash or
// preposition: "50-minute sessions" of "50-minute sessions with parent(s) and teen", "10-week
// hands-on robotics + coding after school club" of "…club, LEGO Spike kits" (its head is
// "club", not "hands").
func headPhrase(desc string) string {
	head := desc
	for _, sep := range []string{", ", " - ", " — ", " – ", ": "} {
		head, _, _ = strings.Cut(head, sep)
	}
	return strings.TrimSpace(headCut.Split(head, 2)[0])
}

var headCut = regexp.MustCompile(`(?i)\s(?:with|for|in|at|on|that|who|which|to|from|by|of|where|plus)\s`)

// productPlural reports a product the email calls "they": a plural name ("Family
// Sessions"), unless the description says it is one thing ("Loose Florals" is "a 6-module
// online course").
func (c *composer) productPlural() bool {
	if c.f.product == "" || !pluralHead(withoutAside(c.f.product)) {
		return false
	}
	head := headPhrase(c.f.desc)
	return !(unitCompound.MatchString(head) && !pluralHead(head) || oneThing.MatchString(head))
}

// oneThing is a description that says what one thing the product is: "a weekend workshop".
var oneThing = regexp.MustCompile(`(?i)^(?:a|an|one)\s`)

// pluralHead reports a phrase whose last word is a plural noun: "50-minute sessions",
// "Family Sessions" (not "class" or "bus").
func pluralHead(s string) bool {
	s, _, _ = strings.Cut(s, ": ") // "Fighting Fair: A Weekend Workshop for Couples" is one workshop
	f := strings.Fields(s)
	if len(f) == 0 {
		return false
	}
	last := strings.Trim(f[len(f)-1], ".,;:!?()")
	if len(f) == 1 && strings.ToLower(last[1:]) != last[1:] {
		return false // "TruckBooks" is a brand, one thing
	}
	w := strings.ToLower(last)
	return len(w) > 3 && strings.HasSuffix(w, "s") && !hasAnySuffix(w, "ss", "us", "is", "ics") && w != "series" && w != "news"
}

// proofIsSentence reports a proof typed as a sentence ("412 kids learned to swim…", "este año
// 86 estudiantes terminaron el curso"), said as it is, not a fragment ("based on 2,140
// invoices") that needs a frame.
func (c *composer) proofIsSentence() bool {
	p := c.f.proof
	if fragmentLed[firstWordLower(p)] {
		return false
	}
	if c.lang == "es" {
		return preteriteES.MatchString(p) || verbLike.MatchString(p) || ownWorkES.MatchString(p)
	}
	return sentenceLike(p) || pastTense(p) || ownedClause.MatchString(p)
}

// ownWorkES is a proof said by the business (proofAsSentence): "Hemos atendido…", "Llevamos…".
var ownWorkES = regexp.MustCompile(`^(?:Hemos|He|Llevamos|Llevo) `)

// ownedClause is a proof whose subject is the business's own people doing something: "our
// first 20 founding customers cut overtime by 23% on average".
var ownedClause = regexp.MustCompile(`(?i)^(?:our|my)\s+(?:\S+\s+){1,5}(?:cut|grew|saw|got|made|won|doubled|tripled|saved|raised|sold|hit|reached|finished|booked|lost|gained|went|came|said|told|rated|love|loved|stayed|renewed)\b`)
