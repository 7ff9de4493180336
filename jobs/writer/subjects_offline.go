package writer

import (
	"cmp"
	"regexp"
	"slices"
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
	spamWords   = regexp.MustCompile(`(?i)\b(?:(?:free|gratis|guarantee\w*|act now|urgent|winner|cash|click here|buy now|limited time|risk-free)\b|100%)`) // whole words: "freeze" and "freelance" are no "free"
)

// quotesIn are the spans a text quotes in double quotes, each opening mark paired with the
// next closing one: never the words between one quote's end and the next quote's start
// (`" and aimed for "`).
func quotesIn(s string) []string {
	var out []string
	open := -1
	for i, r := range s {
		switch {
		case open < 0 && (r == '"' || r == '“'):
			open = i + utf8.RuneLen(r)
		case open >= 0 && (r == '"' || r == '”'):
			if q := s[open:i]; len(q) >= 6 && len(q) <= 45 {
				out = append(out, q)
			}
			open = -1
		}
	}
	return out
}

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
		out = append(out, c.f.subject) // as typed: a lower-case subject line is a style of its own
	}
	fromProof := map[string]bool{} // "Sold out in 4 days last month" is the product's, and whole
	main := c.mainPerson(ss)
	person := "" // who does what a subjectless line says, in a story about someone else
	if c.thirdPartyStory() {
		person = main
	}
	add := func(s string) bool {
		s = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(s), ".,;:…"))
		if sideCount.MatchString(s) {
			s = withoutAside(s) // "Last year 41 people finished (52 started)": a side count is no headline
		}
		if c.inAside(s) {
			return false // "(she's 74, retired school bus driver, …)" is said of someone in passing
		}
		tookTeller := objectOfTeller.MatchString(s) // "It took me 4 years": the "it" is the story's, not a line unseen
		if (pastVerbLed(s) || strings.HasSuffix(firstWordLower(s), "n't")) && !fromProof[ucfirst(s)] && !strings.HasSuffix(s, "?") && !strings.HasPrefix(s, "\"") {
			// A line with no one doing it gets its doer back ("Marcus couldn't do a single
			// pushup", "It took me 4 years"), or is no subject line. A quote is someone's words
			// as said: "Saw your van".
			s = c.subjectFor(s, person)
		}
		if !strings.HasSuffix(s, "?") {
			s = strings.TrimLeft(s, "¿") // a question's "¿" stays with its "?"
		}
		s = ucfirst(strings.TrimLeft(s, "¡"))
		if utf8.RuneCountInString(s) > maxOfflineSubject {
			// "Abrimos la nueva sucursal en la calle 5 este sábado": the news fits without its day
			s = trailingWhen.ReplaceAllString(s, "")
		}
		if utf8.RuneCountInString(s) > maxOfflineSubject && leadingAgo.MatchString(s) {
			// "Hace 2 años trabajaba 50 horas a la semana en una clínica": the line without its
			// time still says it ("Trabajaba 50 horas a la semana en una clínica")
			s = ucfirst(leadingAgo.ReplaceAllString(s, ""))
		}
		if c.lang == "es" && unsaidSubjectES.MatchString(s) {
			// "Vive con su abuela en Tegucigalpa" says who in a story about someone: "Valeria vive…"
			who := main
			if who == "" {
				who = c.firstNamed(ss)
			}
			if who == "" || strings.HasPrefix(strings.ToLower(s), "se ") {
				return false
			}
			if strings.Contains(s, who) {
				who = "" // "Hace dos semanas vino Carmen" names her already
			}
			if who != "" {
				s = withDoerES(s, who) // its verb is "she", never the teller
			}
		}
		if c.lang == "es" && imperfectLedES.MatchString(s) {
			// "Había faltado 2 semanas al trabajo" in Pablo's story is his: "Pablo había faltado…"
			if who := cmp.Or(main, c.firstNamed(ss)); who != "" && !strings.Contains(s, who) {
				s = withDoerES(s, who)
			}
		}
		key := normalise(s)
		if s == "" || key == "" || len(out) >= n || utf8.RuneCountInString(s) > maxOfflineSubject || seen[key] || banned[key] || nearCopy(key, out) {
			return false
		}
		if t := normalise(c.f.title); wordCount(t) >= 3 && strings.Contains(key, t) {
			return false
		}
		if spamWords.MatchString(s) || strings.Contains(s, "!!") || strings.Contains(s, "http") || allCaps(s) || unfinished(s) || leaningStart[firstWordLower(s)] && !tookTeller || subordinateStart.MatchString(s) || c.pronounWithoutName(s) ||
			relativeLed.MatchString(s) || coldReference.MatchString(s) || alarming.MatchString(s) || bareCount.MatchString(s) ||
			countedNothing.MatchString(s) || endsOnThing.MatchString(s) || commaSplice(s) || bareRole.MatchString(s) || adverbVerbLed.MatchString(s) ||
			specOrCount(s) || asideLed.MatchString(s) || leansOnStory.MatchString(s) || bareName(s) || c.lang == "es" && leansES.MatchString(s) {
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
		for _, cl := range subjectClauses(s.text) {
			if utf8.RuneCountInString(cl) > 55 {
				cl = beforeDetail(cl) // "Got a call at 2am last Tuesday from a nurse locked out…": the call
			}
			// a line led by its number says what happened ("22 animals went home"), never "4
			// weeks of just working at 60+ ft" or "$180 for 10 weeks", which say nothing cold
			if digitRe.MatchString(cl) && wordCount(cl) >= 4 && utf8.RuneCountInString(cl) <= 55 && !(numberLedFragment(cl) && !sentenceLike(cl) && !pastTense(cl)) {
				num = append(num, c.asSubject(cl))
			}
		}
	}
	angles = append(angles, num)
	// The opening moment.
	if opener >= 0 {
		o := bare(ss[opener].text)
		var cands []string
		if wordCount(o) >= 4 && !strings.Contains(o, ": ") {
			cands = append(cands, c.asSubject(o))
		}
		if cl := subjectClauses(o); len(cl) > 1 && wordCount(cl[0]) >= 4 {
			cands = append(cands, c.asSubject(cl[0]))
		}
		angles = append(angles, cands)
	}
	// The lesson, whole, or one of its sentences ("Nobody starts strong. You start where you
	// are…" gives "Nobody starts strong"), or its first clause.
	if l := bare(lesson); l != "" {
		cands := []string{c.asSubject(l)}
		if ls := splitSentences(l); len(ls) > 1 {
			for _, sent := range ls {
				if wordCount(sent) >= 2 {
					cands = append(cands, c.asSubject(bare(sent)))
				}
			}
		}
		if cl := subjectClauses(l); len(cl) > 1 && wordCount(cl[0]) >= 4 {
			cands = append(cands, c.asSubject(cl[0])) // "Buy for how people actually train"
			for _, later := range cl[1:] {
				if wordCount(later) >= 4 && sentenceLike(later) && !joinerLed[firstWordLower(later)] {
					cands = append(cands, c.asSubject(later)) // "…; the right team works at your pace"
				}
			}
		}
		angles = append(angles, cands)
	}
	// The campaign's news after the opener and the lesson: what is left, what opens or ends
	// (copywriters found no subject saying it under the proof and "About Greg").
	// A limit the brief gives ("only 6 Saturdays left for 2025"), in its own clause.
	if sc := c.scarcity(); sc != "" {
		var lim []string
		for _, cl := range append([]string{bare(sc)}, subjectClauses(sc)...) {
			if (scarceLine.MatchString(cl) || topicLimit.MatchString(cl)) && wordCount(cl) >= 3 {
				lim = append(lim, c.asSubject(cl))
			}
		}
		angles = append(angles, lim)
	}
	// The campaign's facts the topic gives with a day or a count ("Only 60 bags (12oz)",
	// "Order by Wednesday May 7 for guaranteed Friday/Saturday delivery").
	var facts []string
	for _, f := range c.topicFacts() {
		// "2 build slots opened up for Q3 (Jul and Aug) because a customer backed out" opens
		// as its news: "2 build slots opened up for Q3"
		f = strings.TrimSpace(reasonTail.ReplaceAllString(inBrackets.ReplaceAllString(f, ""), ""))
		if f = withoutAside(f); (digitRe.MatchString(f) || datedSale.MatchString(f)) && wordCount(f) >= 3 && newsWord.MatchString(f) && !timeLeads[firstWordLower(f)] && firstWordLower(f) != "after" {
			facts = append(facts, c.asSubject(f))
		}
	}
	angles = append(angles, facts)
	// A short line of the story that stands on its own ("Took me 4 years.", "Deb stopped
	// calling.", "I felt ridiculous."): the line a reader would quote.
	var punch []string
	for _, s := range ss {
		for _, sent := range splitSentences(s.text) {
			// ("Takes 90 min" lost its subject; "You win" alone reads as a prize.)
			if n := wordCount(sent); n >= 3 && n <= 6 && (sentenceLike(sent) && !verbLike.MatchString(firstWordLower(sent)) || pastVerbLed(sent)) && !strings.Contains(sent, ": ") {
				punch = append(punch, c.asSubject(bare(sent)))
			}
		}
	}
	angles = append(angles, punch)
	// A short quote from the story ("World's Okayest Friend", "I'm not a math person"): the
	// words someone said or wrote are the line a reader wants the story of.
	var quoted []string
	for _, s := range ss {
		for _, q := range quotesIn(s.text) {
			if q = strings.TrimRight(q, ".,!?"); wordCount(q) >= 2 && wordCount(q) <= 6 {
				quoted = append(quoted, "\""+ucfirst(q)+"\"")
			}
		}
	}
	angles = append(angles, quoted)
	// A name from the story.
	var names []string
	if c.adv != nil {
		if n := bare(c.adv.Field("client_name")); n != "" && wordCount(n) <= 3 {
			names = append(names, c.fillPick("subjname", c.p.subjAbout, map[string]string{"name": n}))
		}
	}
	if len(names) == 0 {
		if main != "" {
			names = append(names, c.fillPick("subjname", c.p.subjAbout, map[string]string{"name": main}))
		}
	}
	// The template's own line (English prose only), which for a client's story is the name's
	// angle already: "What happened with Northwind Plumbing", not also "Northwind Plumbing's story".
	client := ""
	if c.adv != nil {
		client = bare(c.adv.Field("client_name"))
	}
	if client == "" || !strings.Contains(c.prose.subject, client) {
		angles = append(angles, names)
	}
	if c.prose.subject != "" {
		angles = append(angles, []string{c.prose.subject})
	}
	// A webinar's name and day ("Get Paid in 14 Days, Wednesday May 14, 1pm ET"): what a
	// reader puts in a calendar.
	if when := c.eventWhen(); c.kind == ctaWebinar && when != "" && c.f.product != "" && wordCount(withoutAside(c.f.product)) <= 6 {
		sep := ", "
		if strings.ContainsAny(lastRune(withoutAside(c.f.product)), "?!") {
			sep = " " // "S-Corp or Not? Oct 9 at 12pm ET", never "Not?, Oct 9"
		}
		angles = append(angles, []string{withoutAside(c.f.product) + sep + when})
	}
	// The price.
	if c.f.product != "" && c.f.sale != "" && c.f.price != "" && !c.p.isFree(c.f.price) {
		frames := noNestedAside(c.p.subjPrice, c.f.sale)
		if wordCount(c.f.sale) > 1 {
			// "$99 through Nov 30 instead of $149" says neither what nor when first: a sale with
			// its terms is said with its product
			// ("…is $199 until March 15 right now" says when twice)
			frames = slices.DeleteFunc(slices.Clone(frames), func(t string) bool { return !strings.Contains(t, "{product}") || nowFrame.MatchString(t) })
		}
		if c.launchOffer() {
			// a new product has no "normally": the body and the P.S. say "the launch offer" too
			frames = slices.DeleteFunc(slices.Clone(frames), func(t string) bool { return strings.Contains(t, "normally") })
		}
		angles = append(angles, []string{c.fillPick("subjprice", frames, map[string]string{"product": withoutAside(c.f.product), "sale": c.f.sale, "price": c.f.price})})
	}
	// The offer's terms as typed, when they say more than a price ("$79/month if you switch
	// to annual before March 31").
	var terms []string
	for _, t := range []string{c.f.sale, c.f.terms} {
		// "$140/session (we take most major insurance)" is a price and an aside: no subject
		// terms say when or for whom ("$79/month if you switch before March 31"); "$180 for 10
		// weeks" is a price, no reason to open
		if t = bare(withoutAside(t)); wordCount(t) >= 3 && digitRe.MatchString(t) && !c.p.isFree(t) && (termsWhen.MatchString(t) || datedSale.MatchString(t) || lockedSale.MatchString(t) || priceIsSentence(t, c.lang)) {
			t = c.asSubject(t)
			if name := withoutAside(c.f.product); name != "" && wordCount(name) <= 4 && moneyLed.MatchString(t) && utf8.RuneCountInString(name+": "+t) <= maxOfflineSubject {
				t = name + ": " + t // "$79 through 4/12" says nothing of what costs $79
			}
			terms = append(terms, t)
		}
	}
	angles = append(angles, terms)
	// The benefit.
	if b := bare(c.f.benefit); b != "" {
		angles = append(angles, []string{c.asSubject(b)})
	}
	// A turning point or contrast later in the story.
	var turns []string
	for i := len(ss) - 1; i >= 0; i-- {
		if i != opener && turnWords.MatchString(ss[i].text) {
			turns = append(turns, c.asSubject(bare(ss[i].text)))
			for _, cl := range subjectClauses(ss[i].text) {
				if wordCount(cl) >= 4 && sentenceLike(cl) {
					turns = append(turns, c.asSubject(cl))
				}
			}
		}
	}
	angles = append(angles, turns)
	// The offer by name, the proof, and a custom call to action in the user's own words.
	var products []string
	if c.f.product != "" && wordCount(c.f.product) <= 7 {
		subj := c.p.subjProduct
		if c.storyNamesProduct() {
			subj = slices.DeleteFunc(slices.Clone(subj), func(t string) bool { return introducesAnew.MatchString(t) })
		}
		// One angle, one line: four ways of saying "About Ledgerly" are one subject.
		products = c.pk.ordered("subjproduct", c.fillAll(subj, map[string]string{"product": withoutAside(c.f.product)}))
		if imperative(c.f.product) && c.lang == "en" || strings.HasSuffix(withoutAside(c.f.product), "?") {
			// "Sponsor a Swimmer" asks already: never "A word about Sponsor a Swimmer"; "S-Corp or
			// Not?" is a question of its own, never "A quick note on S-Corp or Not?"
			products = []string{withoutAside(c.f.product)}
		}
	}
	var proof []string
	for _, cl := range clauseSplit.Split(bare(c.f.proof), -1) {
		if wordCount(cl) >= 3 && wordCount(cl) <= 9 {
			proof = append(proof, c.asSubject(cl))
			fromProof[strings.TrimRight(c.asSubject(cl), ".,;:…")] = true
		}
	}
	angles = append(angles, proof)
	if c.kind == ctaCustom || c.kind == ctaInvite || c.kind == ctaDonate {
		// "Come to the anniversary party on May 17" is a subject line; "Reply and tell me your
		// goal" is an instruction, not a reason to open.
		if cta := bare(c.f.cta); wordCount(cta) >= 3 && !isCTAValue(cta) && !asksForReply(cta) {
			angles = append(angles, []string{c.asSubject(cta)})
		}
	}
	// Any other short clause of the story, most concrete first: a line of the user's
	// own story reads better than a stock one.
	var clauses []string
	for _, s := range byConcreteness(ss) {
		for _, sent := range splitSentences(s.text) {
			for _, cl := range append([]string{sent}, subjectClauses(sent)...) {
				// Three words are enough for a whole clause ("New rowers arrived", "4 said yes").
				// ("Takes 90 min", which lost its subject, is not).
				if n := wordCount(cl); (n >= 4 || n == 3 && !verbLike.MatchString(firstWordLower(cl))) && (n <= 9 || n == 10 && utf8.RuneCountInString(cl) <= maxOfflineSubject) && (sentenceLike(cl) || n == 3 && pastTense(cl)) && !strings.Contains(cl, ": ") {
					clauses = append(clauses, c.asSubject(cl))
				} else if head := clauseHead(cl); head != "" {
					clauses = append(clauses, c.asSubject(head))
				}
			}
		}
	}
	angles = append(angles, clauses)
	// The topic's day to act by ("winter pipe check before the next freeze"): "Before the next
	// freeze" says why now, where a stock line says nothing.
	if w := c.topicWhen(); w != "" {
		if verb := actBefore[c.kind]; strings.HasPrefix(w, "by ") && verb != "" && c.lang == "en" {
			w = verb + " " + w // "By Feb 10" alone says nothing: "Book by Feb 10"
		}
		angles = append(angles, []string{ucfirst(w)})
	}
	// The reader the brief describes: "If you invoice by email" is a reason to open that a
	// stock line is not.
	if rc := readerClause(c.in.TargetAudience, c.lang); rc != "" && !alreadyActed.MatchString(rc) {
		angles = append(angles, []string{readerQuestion(rc, c.lang)})
	}
	// The step itself, with what it is for ("Book the Free Movement Screen", "Join the Spring 6
	// Week Challenge"): the brief's own ask before any stock line.
	label := strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(c.ctaLabel("subjcta", true), ":"), " here"), " aquí"))
	if verb := stepVerb[c.kind]; c.lang == "en" && verb != "" && c.f.product != "" && !strings.Contains(strings.ToLower(label), strings.ToLower(withoutAside(c.f.product))) {
		label = verb + " " + productPhrase(withoutAside(c.f.product)) // "Book here" names nothing: "Book the Fall Furnace Tune-Up"
	}
	// ("You can get the Ashfall Crown" is a link's label, not a reason to open.)
	if c.f.product != "" && wordCount(label) >= 3 && strings.Contains(strings.ToLower(label), strings.ToLower(withoutAside(c.f.product))) && !strings.HasSuffix(label, "?") && !strings.HasPrefix(label, "You ") {
		angles = append(angles, []string{label})
	}
	// "About Ledgerly", "A word about X": a template however the name changes, the last of
	// the brief's own angles.
	if len(products) > 0 {
		angles = append(angles, products[:1])
	}
	// One line per angle first, then second choices, then generic lines.
	for round := 0; round < 4 && len(out) < n; round++ {
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
	for _, s := range clauses { // every clause before a stock line
		add(s)
	}

	stock := c.p.subjects
	if wordCount(c.in.Story) < 60 || listStory(c.in.Story) {
		stock = c.p.subjectsNote // no "story" promised when there is barely one, or a list
	}
	// Stock lines the reader has already had as a subject go last; a short email is not
	// promised as "Worth the two minutes" or "Read this one to the end".
	// One stock line per family: "Short note" beside "A short one" is one line said twice.
	used := map[string]bool{}
	for _, s := range slices.Concat(c.pk.ordered("subjects", stock), c.pk.ordered("subjects", c.p.subjects)) {
		families := stockFamily.FindAllString(strings.ToLower(s), -1)
		if c.bodyWords < 200 && promisesLength.MatchString(s) || slices.ContainsFunc(families, func(f string) bool { return used[stockFamilies[f]] }) || !add(s) {
			continue
		}
		for _, f := range families {
			used[stockFamilies[f]] = true
		}
	}
	for _, s := range c.pk.ordered("subjects", stock) { // a count past the families (tests ask for 10)
		if c.bodyWords >= 200 || !promisesLength.MatchString(s) {
			add(s)
		}
	}
	for i := 2; len(out) < n && i < 20; i++ { // only reachable with a huge count
		add(c.p.subjects[0] + " (" + string(rune('0'+i%10)) + ")")
	}
	return out
}

// reasonTail is the reason given after a fact: "… because a customer backed out".
var reasonTail = regexp.MustCompile(`(?i)\s+(?:because|bc|since|as|porque|ya que)\s.*$`)

// newsWord is what makes a campaign fact news: a limit, a day, a start or an end.
var newsWord = regexp.MustCompile(`(?i)\b(?:only|left|until|by|before|drops?|ends?|starts?|opens?|opened|available|sold out|first|matches|early|last|quedan|hueco|empieza|abre|abrimos|hasta|solo)\b`)

// asideLed is a clause said in passing ("this is like 2011") or a quote's source ("Google
// review last year"): no subject line.
var asideLed = regexp.MustCompile(`(?i)^(?:(?:this|that|it) (?:is|was) like|like)\b|^(?:google|yelp|facebook|etsy|amazon)?\s*review\b`)

// stepVerb says the step of each kind of call to action before what it is for.
var stepVerb = map[string]string{ctaBook: "Book", ctaApply: "Apply for", ctaDownload: "Download", ctaBuy: "Get", ctaSignup: "Join"}

// stockFamily finds the word a stock subject line leans on; stockFamilies groups the words
// that say one thing ("short", "quick" and "a few lines" all say it is short).
var stockFamily = regexp.MustCompile(`short|quick|few lines|breve|rápid|story|historia|minute|minuto|worth|vale|one thing|una sola cosa|wanted you|quería|good to know|para que lo sepas|nota`)

var stockFamilies = map[string]string{"short": "short", "quick": "short", "few lines": "short", "breve": "short", "rápid": "short",
	"nota": "short", "story": "story", "historia": "story", "minute": "minute", "minuto": "minute", "worth": "worth", "vale": "worth",
	"one thing": "thing", "una sola cosa": "thing", "wanted you": "know", "quería": "know", "good to know": "know", "para que lo sepas": "know"}

var promisesLength = regexp.MustCompile(`(?i)two minutes|to the end|dos minutos|hasta el final`)

// trailingWhen is a time phrase closing a line ("this Saturday", "este sábado", "tomorrow").
// leadingAgo is a time phrase opening a line ("Hace 2 años", "Five years ago,").
var leadingAgo = regexp.MustCompile(`(?i)^(?:hace \S+ (?:años|meses|semanas)|\S+ (?:years|months|weeks) ago),?\s+`)

var trailingWhen = regexp.MustCompile(`(?i)\s+(?:(?:this|next|on|este|esta|el próximo|la próxima)\s+\p{L}+|today|tomorrow|tonight|hoy|mañana|esta noche)[!.]*$`)

// readerQuestion asks the reader the brief describes whether this is them: "you invoice by
// email" gives "Invoice by email?", "you're stuck under $5k a month" gives "Stuck under $5k a
// month?", "estás empezando a atender online" gives "¿Estás empezando a atender online?". A
// question has a main clause of its own; "If you invoice by email" hangs.
func readerQuestion(clause, lang string) string {
	if lang == "es" {
		return "¿" + ucfirst(clause) + "?"
	}
	for _, you := range []string{"you're ", "you are ", "you've ", "you have ", "you "} {
		if rest, ok := strings.CutPrefix(clause, you); ok {
			return ucfirst(rest) + "?"
		}
	}
	return ""
}

// inAside reports a line the story says only inside brackets.
func (c *composer) inAside(s string) bool {
	low, line := strings.ToLower(c.in.Story), strings.ToLower(s)
	at := strings.Index(low, line)
	if line == "" || at < 0 {
		return false
	}
	open, shut := strings.LastIndex(low[:at], "("), strings.LastIndex(low[:at], ")")
	return open > shut && strings.Contains(low[at:], ")") && !strings.Contains(low[at+len(line):], line)
}

// detailJoin is where a long clause's detail begins: "…last Tuesday | from a nurse locked out…".
var detailJoin = regexp.MustCompile(` (?:from|in the|on the|at the) `)

// endsOnWhen is a clause that ends on when it happened: "…at 2am last Tuesday".
var endsOnWhen = regexp.MustCompile(`(?i)(?:\d\S*|monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|night|week|month|year|ago|yesterday|today)$`)

// beforeDetail is a long clause cut where its detail begins, when what is left still holds its
// number: "Got a call at 2am last Tuesday from a nurse…" gives "Got a call at 2am last Tuesday".
// The clause as it was when no such cut leaves a number.
func beforeDetail(cl string) string {
	locs := detailJoin.FindAllStringIndex(cl, -1)
	for i := len(locs) - 1; i >= 0; i-- {
		head := cl[:locs[i][0]]
		if utf8.RuneCountInString(head) <= 55 && digitRe.MatchString(head) && wordCount(head) >= 4 && endsOnWhen.MatchString(head) {
			return head
		}
	}
	return cl
}

// subjectFor gives a subjectless clause its doer: "it" for what took the teller something
// ("took me 4 years"), the story's main person in a story about someone else, "I" in the
// teller's own; "" when none is known.
func (c *composer) subjectFor(s, person string) string {
	switch {
	case passiveNote.MatchString(s):
		return "" // "adopted from the county shelter in March" is what was done to Rosie, not what Kim did
	case objectOfTeller.MatchString(s):
		return "It " + lowerFirst(s)
	case c.lang == "en" && reachedTeller.MatchString(s):
		// "Got a call at 2am last Tuesday from a nurse…": whoever the story is about, the call
		// came to the teller ("We got a call…" from a business that says "we")
		if !singularSelf.MatchString(c.in.Story) && weWords.MatchString(c.in.Story) {
			return "We " + lowerFirst(s)
		}
		return "I " + lowerFirst(s)
	case person != "":
		return person + " " + lowerFirst(s)
	case c.lang == "en" && firstPersonWords.MatchString(quotedSpan.ReplaceAllString(c.in.Story, "")) && !c.thirdPartyStory():
		// (an "I" inside quotes is the speaker's: "more than I check the weather" makes no teller)
		return "I " + lowerFirst(s)
	}
	return ""
}

// reachedTeller is a line about what came to the teller: "got a call", "had an email".
var (
	reachedTeller = regexp.MustCompile(`(?i)^(?:got|had|received|took) (?:a|an|this|that) (?:call|phone call|text|message|email|e-mail|dm|letter|voicemail|review)\b`)
	weWords       = regexp.MustCompile(`(?i)\b(?:we|we're|we've|our|us)\b`)
)

// passiveNote is a note told in the passive, its subject left out: "adopted from the county
// shelter", "diagnosed in 2019", "found by a neighbour".
var passiveNote = regexp.MustCompile(`(?i)^(?:adopted|rescued|found|diagnosed|born|raised|surrendered|abandoned|referred|brought|dropped off|picked up)\s+(?:from|by|at|in|into|on|to|last|as)\b`)

// numberLedFragment is a line opening on a number or an amount with nothing named before it:
// "4 weeks of just working at 60+ ft", "3x20 min sessions on days off", "$180 for 10 weeks".
func numberLedFragment(s string) bool {
	s = approxLead.ReplaceAllString(s, "") // "about 14 ft long" is led by its number too
	r, _ := utf8.DecodeRuneInString(s)
	return numberLed(s) || strings.ContainsRune("$€£", r)
}

// approxLead is a word that only rounds the number after it.
var approxLead = regexp.MustCompile(`(?i)^(?:about|around|roughly|approx\.?|approximately|nearly|almost|like|over|under|unos|unas|casi|más de)\s+`)

// readerAside is a bracketed aside; one for the reader ("details changed…") is no subject's.
var readerAside = regexp.MustCompile(`\s*\([^()]*\)`)

var leadingAside = regexp.MustCompile(`^\s*\([^()]*\)\s*`)

var termsWhen = regexp.MustCompile(`(?i)\b(?:if|before|until|through|thru|only|ends?|by|after|off|save|instead|normally|then|si|antes|hasta|solo|sólo|después)\b`)

// countedNothing is a count whose thing the line leaves out: "I had 60 made" (60 of what?).
// "Only 6 left" is scarcity, and stays.
var countedNothing = regexp.MustCompile(`(?i)\b(?:had|got|have|has|sold|made|ordered|booked)\s+\d[\d,]*\+?\s+(?:made|sold|done|ordered|shipped|printed|poured|baked|booked|signed up|gone)\b`)

// endsOnThing ends a line on a thing it does not name: "We bake our bread in it".
// ("Make more of it" has its thing in the line before the comma.)
var endsOnThing = regexp.MustCompile(`(?i)\b(?:in|on|with|from|into|under|inside|en|con|dentro de)\s+(?:it|them|ello|él|ella)$`)

// specLed is a spec: a measure as an adjective, then what it measures ("60-hour burn time").
// countedPhrase is a count with its article and nothing said of it ("Los 14 centros de mesa").
// unsaidSubjectES opens on a verb whose subject the line never says ("Vive con su abuela en
// Tegucigalpa", "Se acabaron dos días antes…"): the story's "she", unseen in an inbox, is
// named, or the line is no subject.
var (
	specLed       = regexp.MustCompile(`(?i)^\d+-(?:hour|minute|day|week|month|page|point|inch|ounce|pound|step|part|piece)\s`)
	countedPhrase = regexp.MustCompile(`(?i)^(?:the|los|las|el|la|these|those)\s+\d+\s+\p{L}+(?:\s+\p{L}+){0,3}$`)
	// (\b is ASCII-only: "llegó" ends where the next letter does not follow)
	unsaidSubjectES = regexp.MustCompile(`(?i)^(?:` + adverbsES + `\s+)?(?:se\s+\p{L}+|vive|tiene|quiere|está|hace|hizo|puede|necesita|trabaja|labura|juega|viene|sale|maneja|sigue|dijo|vino|\p{L}{2,}ó)(?:[^\p{L}]|$)`)
)

// leansES is a Spanish subject leaning on the story before it: a "le" or "les" whose person
// it does not name ("Le costó una semana acostumbrarse", "Les dieron 15 días…"), or a
// connector ("Por eso abrimos…", "O sea se ahorró…").
var leansES = regexp.MustCompile(`(?i)^(?:(?:le|les)\s+\p{Ll}+|por eso|por esto|o sea|así que|entonces|además|pero)(?:[^\p{L}]|$)`)

// imperfectLedES is a Spanish line led by a verb whose person it does not say ("había",
// "tenía": the teller's or the story's person alike).
var imperfectLedES = regexp.MustCompile(`(?i)^(?:había|tenía|estaba|iba|quería|podía|sabía|llevaba|no (?:había|tenía|podía|quería|sabía))(?:[^\p{L}]|$)`)

// leansOnStory is a subject pointing at what only the story names: "I posted one and it got
// like 40 views", "Jim swears that one alone gets 2 calls a week", "The one with the green
// paint chipped off".
var leansOnStory = regexp.MustCompile(`(?i)^(?:i|we|he|she|they) \p{L}+ (?:one(?:\s+(?:and|but)\b|\s*$)|it\b|them\b)|\bthat one\b|^the one\b`)

// bareName reports a subject that is only a name ("Dr. Patel Family Dentistry"): it says
// nothing on its own.
func bareName(s string) bool {
	words := strings.Fields(s)
	if len(words) < 2 || digitRe.MatchString(s) || strings.ContainsAny(s, "?!\"'") || askLead[strings.ToLower(words[0])] {
		return false
	}
	for _, w := range words {
		if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) && !nameJoiner[strings.ToLower(w)] {
			return false
		}
	}
	return true
}

var nameJoiner = setOf("of and & de del la el y for the")

// askLead opens a subject that asks or introduces, not a name: "Book the Winter Pipe Check",
// "About Priya", "Meet the Spring Tune-Up".
var askLead = setOf("about sobre meet conoce book apply get download grab reserve join sponsor see try shop register sign donate give claim start watch read reserva descarga")

// nameShaped is a capitalised word long enough to be a first name and not an acronym.
func nameShaped(w string) bool { return utf8.RuneCountInString(w) > 2 && !allCaps(w+w) }

// notOtherWord reports a word that is not the product's, nor a word the user writes often,
// nor one of the capitals that are no names.
func (c *composer) notOtherWord(w string) bool {
	return !strings.Contains(c.f.product, w) && !c.pk.common(w) && !notAName[strings.ToLower(w)]
}

// firstNamed is the first person the story names ("Valeria tiene 14 años…"), "" for none.
func (c *composer) firstNamed(ss []storySent) string {
	for _, s := range ss {
		words := strings.Fields(s.text)
		for j, w := range words {
			w = bareWord(w)
			// a name mid-sentence, or one opening a sentence on its verb ("Valeria tiene 14 años")
			named := j > 0 && c.fl.proper[w] && personName(words, j) ||
				j == 0 && len(words) > 1 && startsUpper(w) && !stopwords[strings.ToLower(w)] && finiteES.MatchString(" "+words[1]+" ")
			if named && nameShaped(w) && c.notOtherWord(w) {
				return w
			}
		}
	}
	return ""
}

// withDoerES puts the doer before a Spanish line's verb, after its opening adverb: "Ahora
// quiere ser ingeniera civil" is "Ahora Valeria quiere ser ingeniera civil".
func withDoerES(s, person string) string {
	if adv := leadingAdverbES.FindString(s); adv != "" {
		return ucfirst(strings.TrimSpace(adv)) + " " + person + " " + s[len(adv):]
	}
	return person + " " + lowerFirst(s)
}

// adverbsES open a Spanish line before its verb ("Ahora quiere…").
const adverbsES = `(?:ahora|hoy|ya|todavía|también|luego)`

var leadingAdverbES = regexp.MustCompile(`(?i)^` + adverbsES + `\s+`)

// specOrCount reports a spec or a count that says nothing happened: "60-hour burn time", "Los
// 14 centros de mesa" (but "The 14 centerpieces sold out" does).
func specOrCount(s string) bool {
	return (specLed.MatchString(s) || countedPhrase.MatchString(s)) && !sentenceLike(s) && !pastTense(s)
}

// adverbVerbLed is a line that lost its doer behind an adverb: "Once pulled Kim over on the ice".
var adverbVerbLed = regexp.MustCompile(`(?i)^(?:once|then|later|finally|never|always|just|still|also|even)\s+(?:\p{L}+ed|went|got|took|made|ran|came|told|sent|said|left|sold|lost|won|built|found|bought|paid|grew|fell|broke)\b`)

// bareRole is a note naming a role with no article: "Owner is Kim".
var bareRole = regexp.MustCompile(`(?i)^(?:owner|client|patient|member|customer|student|mom|dad|boss|coach|vet|teacher) is\b`)

// commaSplice joins two clauses with a comma: "Owner is Kim, she was walking her at 5:30am".
func commaSplice(s string) bool {
	before, after, ok := strings.Cut(s, ", ")
	return ok && wordCount(before) >= 3 && !introPhrase.MatchString(before) && sentenceLike(before) && spliceStart.MatchString(after)
}

// introPhrase leads a phrase that sets up the clause after its comma ("After work, I ran").
var introPhrase = regexp.MustCompile(`(?i)^(?:after|before|when|if|because|since|as|while|once|by|at|in|on|for|then|so|but|and|until|with|without)\b`)

var spliceStart = regexp.MustCompile(`^(?:she|he|it|they|we|I|you)\s+\p{L}+`)

// bareCount is a line whose subject is a number of nobody named: "4 said yes" (of what?).
var bareCount = regexp.MustCompile(`(?i)^\d[\d,]*\s+(?:said|were|was|did|had|got|came|went|are|is|showed|signed|stayed|left|joined|of them)\b`)

var ofEm = regexp.MustCompile(`(?i)\bof\s+['’]em\b`)

var objectOfTeller = regexp.MustCompile(`(?i)^\S+\s+(?:me|us)\b`)

// subordinateStart is a subject line that is half a sentence ("Even when Walt had to bang on
// my door", "Because nobody asked").
var subordinateStart = regexp.MustCompile(`(?i)^(?:even (?:when|if|though)|because|since|although|though|unless|whereas|whichever|whatever|aunque|porque|ya que)\b`)

// pronounWithoutName reports a subject line with "her" or "them" and no one named in it: read
// cold in an inbox ("Did her first pull-up in Feb", "9 of them had never run a 5k"), it points
// at no one.
func (c *composer) pronounWithoutName(s string) bool {
	if !thirdPerson.MatchString(s) && !ofEm.MatchString(s) || countedOwner.MatchString(s) || personOwner.MatchString(s) {
		return false // "None of 'em had a tuneup" points as far as "them"; "Use 'em or lose 'em" is a saying
	}
	for i, w := range strings.Fields(s) {
		w = bareWord(w)
		if notAName[strings.ToLower(w)] || monthAbbr[strings.ToLower(w)] || determinerWord[strings.ToLower(w)] {
			continue // "Did her first pull-up in Feb": Feb is no one; "The" of "The Ashfall Crown" neither
		}
		if c.fl.proper[w] || i == 0 && startsUpper(w) && len(w) > 2 && !stopwords[strings.ToLower(w)] && !anaphoric[strings.ToLower(w)] &&
			!verbLike.MatchString(w) && !pastVerbLed(w) && strings.Count(c.in.Story, w+" ") >= 2 {
			return false // "Nora is 7 and she was furious with me": Nora leads most of the story's lines
		}
	}
	return true
}

// countedOwner is a line whose counted or plural subject owns its pronoun: "41 people did their
// first pull up", "Kids who are confident in their bodies" (but "9 of them had never run a 5k"
// points at no one).
var countedOwner = regexp.MustCompile(`(?i)^(?:\d[\d,.]*%?\s+(?:[a-z]+\s+){0,2})?(?:people|members|kids|clients|customers|students|families|owners|dogs|cats|animals|users|athletes|parents|women|men)\s+(?:\S+\s+){0,5}(?:their|they)\b`)

// determinerWord opens a noun phrase and names no one, even capitalised in a title ("The
// Ashfall Crown").
var determinerWord = setOf("a an the my our your this one el la los las un una mi nuestro nuestra")

// personOwner is a line whose subject, a person, owns its pronoun: "A mom came in with her
// 15-year-old son last fall".
var personOwner = regexp.MustCompile(`(?i)^(?:a|an|the|my|our|one)\s+(?:\S+\s+){0,2}(?:mom|dad|mother|father|woman|man|girl|boy|client|customer|member|student|teacher|owner|kid|child|daughter|son|wife|husband|friend|neighbou?r|lady|guy|nurse|coach|patient|reader|widow|couple|family)\s+(?:\S+\s+){0,6}(?:her|his|she|he|their|they)\b`)

var monthAbbr = map[string]bool{"jan": true, "feb": true, "mar": true, "apr": true, "jun": true, "jul": true, "aug": true, "sep": true, "sept": true, "oct": true, "nov": true, "dec": true}

// coldReference is a subject line that counts on a line the inbox never showed ("The dental
// surgery was another $650", "al menos 2 de los 3" of what, "That mistake cost me $8,400").
var coldReference = regexp.MustCompile(`(?i)\b(?:another|otra|otro)\b|\b(?:of the|de los|de las) \d+$|^(?:that|those|ese|esa|esos|esas|eso|esto)\s|(?-i:^[Tt]his is \p{Lu})`)

// relativeLed is a subject line that is a noun with its relative clause and no verb of its
// own ("A kid named Tyler who I think was maybe 19").
var relativeLed = regexp.MustCompile(`(?i)^(?:a|an|the)\s+(?:\S+\s+){0,3}who\b`)

// asSubject turns a clause into a subject line: a trailing conjunction
// removed, the first letter up.
func (c *composer) asSubject(s string) string {
	s = leadingAside.ReplaceAllString(s, "") // "(details changed…) A mom came in…"
	s = readerAside.ReplaceAllStringFunc(s, func(m string) string {
		if forReader.MatchString(m) {
			return "" // "A mom came in with her son (details changed, shared with permission)"
		}
		return m
	})
	s = strings.TrimSpace(bare(s))
	if w := firstWordLower(s); w == "also" || w == "plus" || w == "además" {
		s = dropLeadingConnector(s) // "Also the big 3-wick ones are back" is news of its own
	}
	for _, w := range []string{"and", "but", "so", "y", "pero"} {
		s = strings.TrimSuffix(s, " "+w)
	}
	if strings.Count(s, "'")-strings.Count(s, "n't")-strings.Count(s, "'s")-strings.Count(s, "'m")-strings.Count(s, "'re")-strings.Count(s, "'ll")-strings.Count(s, "'ve")-strings.Count(s, "'d") == 1 {
		s = strings.Trim(s, "'") // "I can pay myself a salary??'" lost its opening quote with the clause before it
	}
	return ucfirst(s)
}

// leaningStart are first words that make a subject line lean on a sentence the reader has
// not seen ("And cold emailed…", "Then in June…", "They had a button…").
var leaningStart = map[string]bool{}

// personTitle precedes a name and stays with it.
var personTitle = map[string]bool{"mr": true, "mrs": true, "ms": true, "dr": true, "sr": true, "sra": true, "don": true, "doña": true}

// wordCounts counts each word of the story, as typed, without its punctuation or possessive.
func wordCounts(ss []storySent) map[string]int {
	n := map[string]int{}
	for _, s := range ss {
		for _, w := range strings.Fields(s.text) {
			w = bareWord(w)
			w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s") // "Walt's" tells of Walt
			n[w]++
		}
	}
	return n
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

// subjectClauses splits a sentence into the clauses a subject line can be made of. A label
// before a colon ("The strategy that made the difference: …") is a frame, not a clause.
func subjectClauses(text string) []string {
	text = bare(text)
	if i := strings.LastIndex(text, ": "); i >= 0 {
		// "The strategy that made the difference: we stopped…" is a frame and its clause;
		// "The challenge starts March 3 and runs 6 weeks: 3 sessions a week…" is a clause
		// and its list.
		if tail := text[i+2:]; clauseLike(tail) || subjectLed(tail) || !hasPresentVerb(text[:i]) {
			text = tail
		} else {
			text = text[:i]
		}
	}
	if i := strings.Index(text, "? "); i >= 0 && wordCount(text[:i]) <= 2 {
		text = text[i+2:] // "How? I raised my prices twice" answers a question of its own
	}
	var cls []string
	// "at 3, 10 and 21 days" is one list of numbers, not a clause ending "at 3"; "isn't
	// charity, it's a bridge" is one thought, its denial and what it is instead
	text = numberList.ReplaceAllString(text, "$1\x00$2")
	text = notButIs.ReplaceAllString(text, "$1\x01$2")
	for _, cl := range clauseSplit.Split(text, -1) {
		if denial, instead, ok := strings.Cut(cl, "\x01"); ok && utf8.RuneCountInString(cl) > maxOfflineSubject {
			cls = append(cls, denial, instead) // too long for one line: each half stands alone
			continue
		}
		cl = strings.NewReplacer("\x00", ", ", "\x01", ", ").Replace(cl)
		// "Valeria tiene 14 años y vive con su abuela": two clauses, each a line of its own
		cls = append(cls, strings.Split(cl, " y ")...)
	}
	// A clause that shares the first one's subject gets it back: "We had been closed for 4
	// months, reopened at 25% capacity" gives "We reopened at 25% capacity".
	if len(cls) > 1 {
		if subj := strings.Fields(cls[0]); len(subj) > 1 && clauseSubjects[subj[0]] {
			for i := 1; i < len(cls); i++ {
				if pastVerbLed(cls[i]) {
					cls[i] = subj[0] + " " + lowerFirst(cls[i])
				}
			}
		}
	}
	return cls
}

// notButIs is the comma between a denial and what is so instead: "isn't charity, it's a bridge".
var notButIs = regexp.MustCompile(`(n't [^,;:]{1,30}), (it's|it is|they're|we're)\b`)

// numberList is the comma between two numbers of one list ("3, 10 and 21 days").
var numberList = regexp.MustCompile(`(\d), (\d)`)

var clauseSubjects = map[string]bool{"I": true, "We": true, "He": true, "She": true, "They": true, "Yo": true, "Nosotros": true}

// personName reports whether the capitalised word at j of a sentence's words names a person:
// not a place or a business ("in Valencia", "at the Shell", "on Pine"), and not one word of a
// longer name ("Lake Superior", "San Antonio").
func personName(words []string, j int) bool {
	prev := strings.ToLower(strings.Trim(words[j-1], "\"'“”‘’()¿¡,.;:!?"))
	if placeWord[prev] {
		return false
	}
	capital := func(w string) bool { return startsUpper(strings.Trim(w, "\"'“”‘’()¿¡")) }
	if j > 1 && capital(words[j-1]) && !endsSentence(words[j-2]) {
		return false
	}
	return j+1 >= len(words) || !capital(words[j+1])
}

// endsOnOne is a clause ending where what it points at was to follow: "…is the one", "…was
// the kind".
var endsOnOne = regexp.MustCompile(`(?i)\b(?:the|this|that) (?:one|kind|type|sort|part|thing)$|\b(?:i|we) had an? \p{L}+$|^there (?:was|is) an? \p{L}+$`)

// unfinished reports a subject line cut mid-thought: an open bracket or quote, or a last word
// that needs another after it ("…and then she just", "…a retired couple of").
func unfinished(s string) bool {
	if strings.Count(s, "(") != strings.Count(s, ")") || strings.Count(s, "\"")%2 == 1 || strings.Count(s, "“") != strings.Count(s, "”") {
		return true
	}
	if i := strings.Index(s, " '"); i >= 0 && !strings.Contains(s[i+2:], "'") && !elision.MatchString(s[i+2:]) {
		return true // "For 3 years my answer has been 'uhh kinda": the quote is cut off
	}
	if settingUp.MatchString(s) {
		return true // "I looked around at one point" (and realized…): the setup without its point
	}
	if endsOnOne.MatchString(s) {
		return true // "The children's room is the one" (with the 1998 carpet): which one is cut off
	}
	if noSubjectLed.MatchString(s) && !strings.HasSuffix(s, "?") {
		return true // "Is actually the one who found us": its subject stayed in the clause before
	}
	if m := endsOnWhat.FindStringSubmatch(s); m != nil && !clauseVerb(m[1]) {
		return true // "We priced what a fall inspection" (would have cost): the verb is cut off
	}
	if endsOnSuperlative.MatchString(s) {
		return true // "I led the worst" (, shakiest 30 minutes of yoga…): the noun is cut off
	}
	if danglingCondition.MatchString(s) {
		return true // "If the same problem keeps coming back" (, somebody needs to…): no main clause
	}
	f := strings.Fields(strings.ToLower(s))
	if len(f) > 1 && particleVerb[f[len(f)-2]] && (f[len(f)-1] == "in" || f[len(f)-1] == "on") {
		return false // "new excuses to come in", "sign in", "hold on": the particle ends the verb
	}
	return len(f) > 0 && danglingWord[strings.Trim(f[len(f)-1], ",;:")]
}

// lastRune is s's last character, "" for none.
func lastRune(s string) string {
	r, n := utf8.DecodeLastRuneInString(s)
	if n == 0 {
		return ""
	}
	return string(r)
}

// noSubjectLed is a line led by a verb that needs a subject before it; endsOnWhat is a line
// cut inside its "what a …" clause.
var (
	noSubjectLed = regexp.MustCompile(`(?i)^(?:is|are|was|were|has|have|had|does|did|can|could|will|would|should)\s`)
	endsOnWhat   = regexp.MustCompile(`(?i)\b(?:what|which) (?:a|an|the|my|our|your) (?:\p{L}+ )?(\p{L}+)$`)
)

// clauseVerb is a last word that is a clause's verb ("what the air did"), not its noun.
func clauseVerb(w string) bool {
	w = strings.ToLower(w)
	return strings.HasSuffix(w, "ed") || commonVerbs[w]
}

var commonVerbs = setOf("did does do is was were are has had said says took takes made makes wants needs got gets went goes came comes saw sees knew knows thought thinks felt feels left leaves cost costs")

// elision is a word whose apostrophe stands for what was left out: "'em", "'cause", "'90s".
var elision = regexp.MustCompile(`^(?:em|cause|til|n|\d\ds)\b`)

// endsOnSuperlative is a line cut after "the worst" or "the best", before its noun.
var endsOnSuperlative = regexp.MustCompile(`(?i)\bthe (?:\p{L}+est|best|worst|most|least)$`)

// danglingCondition is a condition with no main clause after it: "If the same problem keeps
// coming back". ("If it's not a yes, it's a no" has one.)
var danglingCondition = regexp.MustCompile(`(?i)^(?:if|when|whenever|once|si|cuando)\b[^,;:]*$`)

// superlative is a claim whose truth hangs on what follows it ("the leading cause of death
// for children…").
var superlative = regexp.MustCompile(`(?i)\b(?:leading|most|least|biggest|largest|smallest|best|worst|highest|lowest|first|only|number one|#1|fastest|más|mayor|menor|mejor|peor|primer[oa]?|únic[oa])\b`)

// sideCount is a count in brackets closing a line ("(52 started)"); "(dogs and cats over 7)"
// says who "seniors" are and stays.
var sideCount = regexp.MustCompile(`\s\(\d[^()]*\)$`)

// settingUp is a line ending on the moment before its point.
var settingUp = regexp.MustCompile(`(?i)\b(?:at (?:one|some) point|for a (?:moment|second|minute)|right then|and then)$`)

// particleVerb takes "in" or "on" as its own last word.
var particleVerb = map[string]bool{"come": true, "came": true, "coming": true, "log": true, "sign": true, "check": true, "fit": true, "jump": true,
	"drop": true, "walk": true, "move": true, "dive": true, "pop": true, "stop": true, "chip": true, "tune": true, "hold": true, "carry": true, "keep": true}

var danglingWord = map[string]bool{}

func init() {
	for _, w := range strings.Fields("a an the to of and or but so just with for in on at by from my our your his her their its this that these those who which when while than then very really she he they we i is are was were be been them de la el los las y o pero con para por en un una su sus mi que") {
		danglingWord[w] = true
	}
	for _, w := range strings.Fields("yes yeah yep nope and also then but so or plus anyway turned based according he she they it its his her their them him including incluyendo y también entonces pero luego él ella ellos unos unas de del of which who whom whose cual cuales quien quienes with without con sin") {
		leaningStart[w] = true
	}
	for _, w := range strings.Fields("on the by of via across outside inside behind") {
		placeWord[w] = true
	}
}

var subjectPronoun = regexp.MustCompile(`(?i)^(i|we|you|she|he|they|it|yo|nosotros|ella|él)\b|\b\w{3,}ed\b`)

// sentenceLike reports a clause that says something happened, rather than naming things:
// a verb, or a subject to carry one.
func sentenceLike(s string) bool {
	return clauseLike(s) || subjectPronoun.MatchString(s) || finiteES.MatchString(s) || preteriteES.MatchString(s) || hasPresentVerb(s)
}

// finiteES is a common Spanish verb in a finite form ("Valeria tiene 14 años", "quiere ser
// ingeniera"): a Spanish clause says something happened without a pronoun.
var finiteES = regexp.MustCompile(`(?i)(?:^|\s)(?:tiene|tengo|tienen|tenía|quiere|quiero|quería|vive|vivo|vivía|está|estoy|están|estaba|estuvo|hace|hizo|abre|abrimos|abrió|llevamos|lleva|llevaba|empieza|empezamos|puede|pueden|necesita|cambió|cambia|vuelve|volvió|sigue|siguió)(?:\s|[,.;]|$)`)

// clauseHead shortens a long clause at a joint where its first part still says something on
// its own: "We're open Thanksgiving morning 7-9am for a free community workout" gives "We're
// open Thanksgiving morning 7-9am".
func clauseHead(cl string) string {
	words := strings.Fields(bare(cl))
	for n := min(len(words)-1, 9); n >= 4; n-- {
		if !joint[strings.ToLower(words[n])] {
			continue
		}
		head := strings.Join(words[:n], " ")
		if strings.Contains(head, ",") && (strings.EqualFold(words[n], "and") || strings.EqualFold(words[n], "y")) {
			continue // "I own Oakline, coach 120 members" stops mid-list, before its payoff
		}
		if negated.MatchString(head) && reasonJoint[strings.ToLower(words[n])] {
			continue // "Most invoices aren't paid late" without "because people don't want to pay" says the opposite
		}
		if superlative.MatchString(head) {
			continue // "Drowning is the leading cause of death" without "for children ages 1 to 4" is false
		}
		if m := reducedRelative.FindStringSubmatch(head); m != nil && !strings.EqualFold(m[1], "of") {
			continue // "A 40-person engineering firm we now work" (with…) has not reached its verb
		}
		if utf8.RuneCountInString(head) <= maxOfflineSubject && sentenceLike(head) && !unfinished(head) && !(bareState(words[:n]) && prepJoint[strings.ToLower(words[n])]) {
			return head
		}
	}
	return ""
}

// reducedRelative is a noun phrase followed by a clause about it with no "that": "A 40-person
// engineering firm we now work with", "The guy I hired".
// "A lot of you have asked" is a subject with its verb.
var reducedRelative = regexp.MustCompile(`(?i)^(?:a|an|the|one)\s+(?:\S+\s+){0,3}(\S+)\s+(?:we|i|they|you)\s+`)

var (
	negated     = regexp.MustCompile(`(?i)n't\b|\b(?:not|never|no|nobody|nothing|nunca|nadie|nada)\b`)
	reasonJoint = map[string]bool{"because": true, "since": true, "unless": true, "as": true, "porque": true, "si": true}
)

// bareState reports a head that ends on a state; cut before a preposition it loses what
// completes it: "We had been closed" (for 4 months). Before "and" it is whole.
func bareState(words []string) bool {
	if len(words) < 2 {
		return false
	}
	switch strings.ToLower(words[len(words)-2]) {
	case "been", "was", "were", "is", "are", "got", "felt", "estaba", "estaban", "era", "fue":
		return true
	}
	return false
}

var prepJoint = map[string]bool{"for": true, "with": true, "para": true}

var joint = map[string]bool{"for": true, "with": true, "because": true, "so": true, "and": true, "but": true, "when": true, "while": true, "after": true, "before": true, "which": true, "who": true, "para": true, "porque": true, "y": true, "pero": true, "cuando": true, "que": true}

// mainPerson is the story's main person: the name told most often, and more than once
// ("Walt" in a story about the teller is a side character; Tyler, who found Biscuit, is told
// less than Biscuit), with a title kept ("Mr. Keller"); "" when none.
func (c *composer) mainPerson(ss []storySent) string {
	told := wordCounts(ss)
	if len(ss) > 0 {
		// "Mrs. Delgado had lived in the same house for 52 years": a story that opens on a person
		// by title, and names her again, is hers, however often her late husband's workshop is
		if f := strings.Fields(ss[0].text); len(f) > 2 && personTitle[strings.ToLower(strings.TrimSuffix(f[0], "."))] && nameShaped(bareWord(f[1])) && told[bareWord(f[1])] >= 2 {
			return f[0] + " " + bareWord(f[1])
		}
	}
	best, most := "", 1
	for _, s := range ss {
		words := strings.Fields(s.text)
		for j, w := range words {
			w = bareWord(w)
			// "I'll call him J." names him by one letter, told more than anyone else
			initial := len(w) == 1 && w != "I" && w != "A" && unicode.IsUpper(rune(w[0])) && told[w] >= 3
			if j > 0 && told[w] > most && (c.fl.proper[w] && nameShaped(w) || initial) && c.notOtherWord(w) && personName(words, j) && !inPair(w, ss) {
				best, most = w, told[w]
				if t := strings.Trim(words[j-1], ",;:"); personTitle[strings.ToLower(strings.TrimSuffix(t, "."))] {
					best = t + " " + w
				}
			}
		}
	}
	// Told only twice, a name is the story's only if the story opens on it: Walt, who got
	// the teller training, is a side character.
	if most == 2 && len(ss) > 0 && !strings.Contains(firstWords(ss[0].text, 3), strings.Fields(best)[len(strings.Fields(best))-1]) {
		return ""
	}
	return best
}

// alarming is a subject line that reads as bad news about the sender in an inbox: a death,
// a closure ("11 years and this is how it ends", "Mi abuela murió en 2016").
var alarming = regexp.MustCompile(`(?i)\b(?:died|dies|dead|death|passed away|funeral|cancer|drowned|how it ends|the end of|shut(?:ting)? down|closing (?:our|the|for good)|muerte|fallecimiento|cerramos|cierre definitivo)\b|\b(?:murió|falleció)`) // \b is ASCII: "murió" has none after it

// inPair reports a name told as one of a pair ("Maya and Theo booked me"): the story is
// theirs, not one of them's.
func inPair(name string, ss []storySent) bool {
	for _, s := range ss {
		words := strings.Fields(s.text)
		for j := 1; j+1 < len(words); j++ {
			if words[j] != "and" && words[j] != "y" {
				continue
			}
			if bareWord(words[j-1]) == name && startsUpper(words[j+1]) || bareWord(words[j+1]) == name && startsUpper(words[j-1]) {
				return true
			}
		}
	}
	return false
}

// firstWords is the first n words of s.
func firstWords(s string, n int) string {
	w := strings.Fields(s)
	return strings.Join(w[:min(n, len(w))], " ")
}

// nearCopy reports a subject line most of whose words another one already has ("Priscilla
// is an ER nurse and a member" beside "… a member for 3 years"): two options, one angle.
func nearCopy(key string, out []string) bool {
	words := strings.Fields(key)
	for _, o := range out {
		other := strings.Fields(normalise(o))
		for _, w := range words {
			// "Last year 22 animals went home" and "22 animals adopted last year": one fact
			if len(w) >= 2 && digitRe.MatchString(w) && slices.Contains(other, w) {
				return true
			}
		}
		if len(words) < 3 || len(other) < 3 {
			continue
		}
		shared := 0
		for _, w := range words {
			if slices.Contains(other, w) {
				shared++
			}
		}
		if float64(shared) >= 0.75*float64(min(len(words), len(other))) {
			return true
		}
	}
	return false
}

// listStory reports a story that is a list, not a story: notes with three or more bullets,
// or four or more sentences led by a number ("2024 by the numbers: 312 members. 18,450
// check-ins…"). Its subject lines promise no "story".
func listStory(story string) bool {
	bullets := 0
	for _, l := range strings.Split(story, "\n") {
		if bulletLine.MatchString(l) {
			bullets++
		}
	}
	counts := 0
	for _, s := range splitSentences(story) {
		if numberLed(strings.TrimLeft(s, "-*• ")) {
			counts++
		}
	}
	return bullets >= 3 || counts >= 4
}

// joinerLed are words a clause leans on the one before with ("not for how a gym is supposed
// to look" is half of a contrast).
var joinerLed = map[string]bool{"not": true, "but": true, "and": true, "or": true, "so": true, "yet": true, "nor": true, "pero": true, "no": true, "sino": true}
