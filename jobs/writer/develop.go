package writer

import (
	"regexp"
	"slices"
	"strings"
)

// Developing a thin brief. A story of 50 words cannot fill a 300-word email, and
// invented events or claims would be worse than a short email. What a copywriter
// adds instead is true by construction: the reader named in the user's own
// audience words ("If you still schedule on paper…"), the reason to act now taken
// from a sale the user gave, a question that hands the lesson to the reader, what
// the link leads to, and a way to answer. Each is an optional part: fit adds them,
// best first, only as far as the band needs.

// developParts returns the optional parts for this email, in the order fit
// should try them.
func (c *composer) developParts(lesson, bridge string) []optPart {
	d := c.p.develop
	var out []optPart
	add := func(where, slot string, list []string, vals map[string]string) {
		if len(list) == 0 {
			return
		}
		if t := c.fillPick(slot, list, vals); t != "" {
			out = append(out, optPart{where: where, text: t, own: true})
		}
	}
	// The reader the brief describes is named in the P.S. ("If you invoice by email, this is
	// meant for you"); in the body, beside the offer, it reads as the audience field read
	// back. An appeal keeps its line to givers there: its P.S. is never the reader.
	if c.kind == ctaDonate {
		if m := c.mirrorLine(); m != "" {
			out = append(out, optPart{where: "bridge", text: m, own: true})
		}
	}
	// No "now is the time" beside a sale: every copywriter read struck it as filler. The
	// price line says the sale, and its end when the brief gives one.
	// A question back to the reader fits a story that invites one: not an appeal for a gift,
	// not an urgent one, and not after an indirect story has already turned to the reader.
	// It follows a lesson drawn from a struggle or a change ("…until", "I realised"), never
	// news, thanks or an appeal.
	indirect := strings.EqualFold(strings.TrimSpace(c.in.StoryType), "indirect")
	// Only after a lesson that states something ("People who…"), not one that tells the
	// reader what to do or already speaks to them.
	giving := c.kind == ctaDonate || grateful(c.in.DesiredEmotion)
	// Beside a link, a question competes with the call to action: only a reply answers it.
	if asksForReply(c.f.cta) && lesson != "" && !imperative(lesson) && !addressesReader.MatchString(lesson) && c.kind != ctaDonate && c.emo != "urgency" && c.emo != "excitement" && !grateful(c.in.DesiredEmotion) && !indirect && turnWords.MatchString(c.in.Story) {
		add("ask", "ask", d.ask, nil)
	}
	// The way to answer is not one of the writer's extra lines: every email had one.
	n := len(out)
	// "Thanks for reading this far" only where there was far to read; "whatever you decide",
	// "either way" or "not sure yet?" only where there is something to decide.
	shortRead := func(l string) bool { return c.shortStory && farToRead.MatchString(l) }
	step := c.kind == ctaBook || c.kind == ctaApply || c.kind == ctaBuy || c.kind == ctaSignup || c.decision()
	// "Any questions, just reply" under a story with nothing to ask about (our story, a recap,
	// a party) answers a question nobody had.
	nothingToAsk := !step && (c.kind == ctaLearn || c.kind == ctaCustom || c.kind == ctaInvite)
	closes := slices.DeleteFunc(slices.Clone(d.close), func(l string) bool {
		return shortRead(l) || (!c.decision() && decideWords.MatchString(l)) || (!step && beforeStep.MatchString(l)) || (nothingToAsk && questionWords.MatchString(l)) ||
			((c.f.price == "" || c.p.isFree(c.f.price)) && c.f.sale == "" && unclearWords.MatchString(l))
	})
	switch {
	case giving:
		add("close", "close", slices.DeleteFunc(slices.Clone(d.closeGift), func(l string) bool {
			// "where your gift goes" is an appeal's, not a podcast's thank-you
			return shortRead(l) || (!c.decision() && c.kind != ctaDonate && decideWords.MatchString(l)) || c.kind != ctaDonate && giftWords.MatchString(l)
		}), nil) // thanks, never "no hard feelings"
	case !asksForReply(c.f.cta):
		add("close", "close", closes, nil)
	}
	for i := n; i < len(out); i++ {
		out[i].own = false
	}
	// After the link, a welcome to an event, or passing on what a friend can use too (an
	// event, a gift, something free): one line, never both.
	if c.kind == ctaInvite && comesOver(c.f.cta) && !listSignup.MatchString(c.f.cta) {
		add("pass", "welcome", d.welcome, nil)
	} else if c.shareable() && !closedCircle.MatchString(c.in.TargetAudience+" "+c.in.ContentFocus) && c.emo != "urgency" && !asksForReply(c.f.cta) {
		passOn := d.passOn
		if c.kind == ctaDonate && len(d.passOnGift) > 0 {
			passOn = d.passOnGift // "someone who'd want this" asks who wants an appeal
		}
		add("pass", "passon", passOn, nil)
	}
	return out
}

// launch reports a brief about something new ("Cabin Morning launch", "introducing…").
func (c *composer) launch() bool { return launch.MatchString(c.in.Title + " " + c.in.ContentFocus) }

// launchOffer reports a launch whose sale is its launch offer: one that names itself ("$99
// early bird until Feb 20") is priced against the regular price instead.
func (c *composer) launchOffer() bool { return c.launch() && !namedOffer.MatchString(c.f.sale) }

// namedOffer is a sale that names itself ("$99 early bird until Feb 20"): no "launch offer" over it.
var namedOffer = regexp.MustCompile(`(?i)\b(?:early[- ]bird|launch|intro\w*|founding|founder|pre-?order|preventa|lanzamiento)\b`)

var (
	// launch is a brief about something new ("Cabin Morning launch", "introducing…").
	launch = regexp.MustCompile(`(?i)\b(?:launch\w*|introduc\w+|brand[- ]new|just released|lanzamiento|nuevo producto)\b`)
	// hasDeadline is a date the offer ends by: "resets Dec 31", "before March 31", "hasta el viernes".
	hasDeadline = regexp.MustCompile(`(?i)\b(?:until|before|ends?|closes?|resets?|deadline|expires?|last day|hasta|antes del?|vence|cierra|termina)\b[^.\n]{0,30}?\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|midnight|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|lunes|martes|miércoles|jueves|viernes|sábado|domingo|medianoche)\b`)
	// hasCount is a limited number still to come: "14 openings left", "first 50", "quedan 12".
	hasCount = regexp.MustCompile(`(?i)\b\d+\s+(?:\w+\s+){0,2}(?:left|remaining|openings|spots|seats|places|tickets)\b|\b(?:first|only)\s+\d+\b|\b(?:primeros|primeras|quedan|solo)\s+\d+\b|\b\d+\s+(?:plazas|lugares)\b`)
	// alreadyActed is a reader who is already a customer ("you buy bread from us on weekends"):
	// "If you…" singles out nobody on the business's own list.
	alreadyActed = regexp.MustCompile(`(?i)\b(?:signed up|subscribed|follow us|joined|registered|bought|ordered|te suscribiste|nos sigues|from us|with us|de nosotros|con nosotros)\b`)
	farToRead    = regexp.MustCompile(`(?i)this far|all the way|hasta aquí|thanks? (?:you )?for reading|gracias por leer`)
	// beforeStep is a line that asks for questions before a step the reader takes.
	beforeStep = regexp.MustCompile(`(?i)\bfirst\b|\bantes\b`)
	// giftWords is a line about a donor's gift.
	giftWords = regexp.MustCompile(`(?i)\bgift|donativo|donación|aportación`)
	// questionWords is a closing line inviting questions.
	questionWords = regexp.MustCompile(`(?i)question|pregunt|pregúnt|dudas`)
	// unclearWords ask what is unclear: only where there are terms to be unclear about.
	unclearWords = regexp.MustCompile(`(?i)unclear|no queda claro`)
	decideWords  = regexp.MustCompile(`(?i)\bdecid|\bdecidir|decidas|not sure yet|either way|talk it through`)
	pointsAtLink = regexp.MustCompile(`(?i)\b(?:link|page|click|enlace|página)\b`)
	// closedCircle is an audience a reader would not forward to: members only, private.
	closedCircle = regexp.MustCompile(`(?i)\b(?:current|existing|members? only|exclusive|private|invite-only|vip|actuales|exclusiv)`)
)

// comesOver reports a call to action that asks the reader to come somewhere.
func comesOver(cta string) bool {
	switch firstWordLower(cta) {
	case "attend", "visit", "come", "join", "bring", "rsvp", "meet", "stop", "drop", "ven", "venid", "visita", "visítanos", "asiste", "acompáñanos", "únete", "unete", "trae":
		return true
	}
	return false
}

// imperative reports a lesson that tells the reader what to do ("Price the outcome…").
func imperative(lesson string) bool {
	return imperativeVerbs[firstWordLower(lesson)]
}

var imperativeVerbs = map[string]bool{}

// verbLed3rd reports a description that opens on a verb whose subject was left out
// ("Pays for surgeries…", "Helps owners…").
func verbLed3rd(s string) bool {
	w := firstWordLower(s)
	for _, stem := range []string{strings.TrimSuffix(w, "s"), strings.TrimSuffix(w, "es"), strings.TrimSuffix(w, "ies") + "y"} {
		if stem != w && len(stem) > 2 && describingVerbs[stem] {
			return true
		}
	}
	return false
}

var describingVerbs = map[string]bool{}

func init() {
	for _, v := range strings.Fields(`stop start be do don't dont never always keep take make give let focus price use ask try
		find show tell write build charge sell go get say listen trust hire fix choose pick put leave learn remember forget
		slow raise plan read spend save treat ship test measure know stay look check call reply book join come bring earn
		prep cook eat sleep move lift train run walk drink rest stretch breathe pause cut drop add post send share follow lock
		grow avoid finish win skip gain reach land launch set see feel hear turn switch meet track manage automate organize organise prepare create design double triple reduce protect enjoy sponsor donate adopt foster feed support reserve register apply visit claim grab
		review update compare catch prevent understand discover figure sort hang chill relax pass beat lose fill print drive ride play sing dance coach study shop bake brew paint mow wash swim hike travel speak talk laugh smile heal recover stick step love retire downsize unpack pack ditch swap tackle nail boost lower invest become sound clean repair replace upgrade cancel handle stretch master relax quit spot
		no deja empieza haz sé ten busca pide cobra escucha confía recuerda olvida elige prueba mira piensa`) {
		imperativeVerbs[v] = true
	}
	// Verbs whose -s form is rarely a noun ("plans", "walks" and "offers" often are).
	for _, v := range strings.Fields(`pay cover help fund include provide teach bring let combine deliver connect automate
		replace give keep make save cut remove reduce protect end finish wrap`) {
		describingVerbs[v] = true
	}
}

// readerClause turns the audience description into words about the reader, in
// the second person: "people over 55 who think they're too old to lift weights"
// gives "you think you're too old to lift weights", and "owners drowning in
// unpaid invoices" gives "you're drowning in unpaid invoices". It is "" when the
// description names a group without saying anything about it.
func readerClause(audience, lang string) string {
	a := strings.TrimSpace(fixTypos(cleanField(audience), lang))
	// "listeners who haven't pledged yet this year + lapsed members from 2023" is two groups:
	// the first one the brief says something about ("dogs + cats 7 years and older" is one)
	if before, after, ok := strings.Cut(a, " + "); ok && strings.Contains(strings.ToLower(before), " who") && wordCount(after) >= 3 {
		if rc := readerClause(before, lang); rc != "" {
			return rc
		}
		return readerClause(after, lang)
	}
	if lang == "es" {
		return readerClauseES(a)
	}
	low := strings.ToLower(a)
	// "donors, parents and businesses who sponsor events": the clause is the last group's
	// only. "past donors, mostly dog lovers who follow us" narrows one group and keeps it.
	if i := strings.Index(low, " who"); i > 0 {
		if j := strings.LastIndex(low[:i], ","); j > 0 && !apposition[firstWordLower(low[j+1:i])] {
			return ""
		}
	}
	var rest string
	switch {
	case strings.Contains(low, " who've "):
		rest = "you've " + a[strings.Index(low, " who've ")+len(" who've "):]
	case strings.Contains(low, " who are "):
		// "freelancers making over $80k who are still sole props": "you're still a sole prop"
		rest = "you're " + singularRole(a[strings.Index(low, " who are ")+len(" who are "):])
	case strings.Contains(low, " who "):
		rest = "you " + a[strings.Index(low, " who ")+len(" who "):]
	case withPhrase.MatchString(low):
		// "existing patients with dental insurance": "you have dental insurance". Only right
		// after the people named: "parents of kids with ADHD" do not have ADHD.
		rest = "you have " + a[withPhrase.FindStringSubmatchIndex(low)[2]:]
	default:
		m := statePhrase.FindStringIndex(low)
		if m == nil || m[0] == 0 {
			return ""
		}
		rest = "you're " + a[m[0]:]
	}
	rest = cutAside(rest)
	words := strings.Fields(rest)
	if len(words) < 3 || len(words) > 16 {
		return ""
	}
	for i, w := range words {
		if r, ok := toSecondPerson[strings.ToLower(strings.Trim(w, ",.;:'\"‘’“”"))]; ok {
			words[i] = strings.Replace(w, strings.Trim(w, ",.;:'\"‘’“”"), r, 1)
		}
	}
	out := bare(strings.Join(words, " "))
	if danglingIt.MatchString(itIdioms.Replace(strings.ToLower(out))) {
		return "" // "you are scared training will make it worse": what "it" is stays in the brief
	}
	return out
}

// apposition are words that open a narrowing of the group before the comma ("…, mostly").
var apposition = map[string]bool{"mostly": true, "especially": true, "many": true, "most": true, "usually": true, "largely": true,
	"all": true, "often": true, "a": true, "including": true, "sobre": true, "sobre todo": true, "muchos": true, "muchas": true}

// danglingIt is a pronoun whose noun the audience description never gave.
// "Make it in", "make it to": an "it" that stands for nothing is fine.
var danglingIt = regexp.MustCompile(`(?i)\b(?:it|them)\b`)

var itIdioms = strings.NewReplacer("make it in", "", "make it to", "", "made it in", "", "made it to", "", "make it through", "", "made it through", "", "make it out", "")

// withPhrase is a group of people, in up to three words, and what they have: "homeowners
// with tank water heaters", "existing patients with dental insurance".
var withPhrase = regexp.MustCompile(`^(?:[\p{L}-]+ ){0,2}(?:people|owners|homeowners|patients|members|clients|customers|parents|families|renters|readers|freelancers|businesses|companies|couples|women|men|adults|students) with (\S)`)

// singularRole makes a plural role one person's: "still sole props" is "still a sole prop";
// anything else ("scared to start", "new to lifting") stays.
func singularRole(s string) string {
	s = cutAside(s)
	words := strings.Fields(s)
	if len(words) == 0 || len(words) > 4 {
		return s
	}
	last := words[len(words)-1]
	if !strings.HasSuffix(last, "s") || strings.HasSuffix(last, "ss") || len(last) < 4 {
		return s
	}
	lead := 0
	if strings.EqualFold(words[0], "still") || strings.EqualFold(words[0], "now") || strings.EqualFold(words[0], "already") {
		lead = 1
	}
	for _, w := range words[lead:] {
		if verbLike.MatchString(strings.ToLower(w)) || strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing") || danglingWord[strings.ToLower(w)] {
			return s // "scared", "thinking about it", "new to it": no role
		}
	}
	words[len(words)-1] = strings.TrimSuffix(last, "s")
	return strings.Join(append(append(words[:lead:lead], indefinite(words[lead])), words[lead+1:]...), " ")
}

// statePhrase finds where a group's description turns to its situation:
// "founders thinking about…", "designers stuck under…".
var statePhrase = regexp.MustCompile(`\b(\w+ing (about|in|to|for|on|with|through|their|a|an|the)|stuck|tired of|fed up|new to|ready to|struggling|drowning|planning|looking for|trying to)\b`)

var toSecondPerson = map[string]string{
	"they": "you", "they're": "you're", "they’re": "you’re", "they've": "you've", "they’ve": "you’ve",
	"they'll": "you'll", "they’ll": "you’ll", "they'd": "you'd", "their": "your", "theirs": "yours",
	"them": "you", "themselves": "yourself",
}

// cutAside ends a clause at an aside: "who…, a lot of them retired" or a dash.
func cutAside(s string) string {
	for _, sep := range []string{", ", "; ", " - ", " – ", " — ", " (", ": "} {
		if i := strings.Index(s, sep); i > 0 {
			s = s[:i]
		}
	}
	return s
}

// readerClauseES does the same for Spanish: "terapeutas que trabajan por cuenta
// ajena y sueñan con su propia consulta" gives "trabajas por cuenta ajena y
// sueñas con tu propia consulta". Only the verbs that open the clause or follow
// "y" are moved to the second person, and only when they look like a third-person
// plural; anything less regular gives "".
func readerClauseES(a string) string {
	low := strings.ToLower(a)
	i := strings.Index(low, " que ")
	if i < 0 {
		return ""
	}
	words := strings.Fields(cutAside(a[i+len(" que "):]))
	if len(words) < 3 || len(words) > 16 {
		return ""
	}
	for k, w := range words {
		lw := strings.ToLower(w)
		switch {
		case k == 0 || strings.ToLower(words[k-1]) == "y" || strings.ToLower(words[k-1]) == "o":
			v, ok := tuForm(lw)
			if !ok {
				if k == 0 {
					return ""
				}
				continue
			}
			words[k] = v
		case lw == "ellos" || lw == "ellas":
			words[k] = "tú" // "que limpian ellos mismos": "limpias tú mismo"
		case lw == "mismos" || lw == "mismas":
			words[k] = strings.TrimSuffix(lw, "s")
		case lw == "su":
			words[k] = "tu"
		case lw == "sus":
			words[k] = "tus"
		case lw == "se" && k > 0:
			words[k] = "te"
		}
	}
	return bare(strings.Join(words, " "))
}

// ifYouES says a condition typed to "ustedes" to the one reader the email speaks to:
// "inscripción gratis si agendan visita en junio" is "…si agendas visita en junio".
func ifYouES(s string) string {
	return siPlural.ReplaceAllStringFunc(s, func(m string) string {
		g := siPlural.FindStringSubmatch(m)
		if v, ok := tuForm(strings.ToLower(g[2])); ok {
			return strings.Replace(g[1], "se ", "te ", 1) + v // "si se apuntan" is "si te apuntas"
		}
		return m
	})
}

var siPlural = regexp.MustCompile(`(?i)\b(si (?:se |te )?)(\p{L}+[ae]n)\b`)

// tuForm moves a present-tense third-person plural verb to "tú".
func tuForm(v string) (string, bool) {
	switch v {
	case "son":
		return "eres", true
	case "van":
		return "vas", true
	case "están":
		return "estás", true
	case "han":
		return "has", true
	}
	for _, end := range []string{"an", "en"} {
		if strings.HasSuffix(v, end) && len([]rune(v)) > 4 {
			return strings.TrimSuffix(v, "n") + "s", true
		}
	}
	return "", false
}

// asksForReply reports a call to action that is itself a reply ("Reply and tell me your goal"),
// after which "hit reply with a question" would be a second, competing ask.
func asksForReply(cta string) bool {
	switch firstWordLower(cta) {
	case "reply", "answer", "write", "email", "responde", "contesta", "escríbeme", "escribe":
		return true
	}
	return false
}

// grateful reports an emotion of thanks (a custom value the writer has no stock line for):
// the email then closes on thanks.
func grateful(emotion string) bool {
	return containsAny(strings.ToLower(emotion), "gratitud", "grateful", "thank", "appreciat", "agradec")
}

// mirrorLine speaks to the reader the audience describes ("If you think you're too old to
// lift weights, this is for you."), or is "". A reader named by what they did ("who signed up
// in January") has already acted: "if you just signed up, this is your sign" shuts everyone
// else out. "I hope this helps" beside a $1,450 program, or "this is your sign" in a
// professional email, is the wrong voice.
func (c *composer) mirrorLine() string {
	rc := readerClause(c.in.TargetAudience, c.lang)
	if rc == "" || alreadyActed.MatchString(rc) {
		return ""
	}
	d := c.p.develop
	paid := c.f.price != "" && !c.p.isFree(c.f.price)
	casual := c.tone == "casual" || c.tone == "humorous"
	list := slices.DeleteFunc(slices.Clone(d.mirror), func(l string) bool {
		return paid && strings.Contains(l, "hope this helps") || !casual && strings.Contains(l, "your sign")
	})
	switch {
	case c.kind == ctaDonate:
		list = d.mirrorGift // in the body: an appeal's P.S. is never the reader
	case c.f.product != "" && wordCount(c.f.product) <= 5:
		// In the P.S., well after the product was named: "…the Spring 6 Week Challenge is for you".
		list = append(list, d.mirrorNamed...)
	}
	return c.fillPick("mirror", list, map[string]string{"reader": rc, "product": c.f.product})
}

// shareable reports what a friend can use too: an event, a gift, something free. A sales
// pitch passed on asks the reader to do the selling.
func (c *composer) shareable() bool {
	return c.kind == ctaInvite || c.kind == ctaDonate || c.kind == ctaWebinar || c.kind == ctaDownload || (c.f.price != "" && c.p.isFree(c.f.price))
}
