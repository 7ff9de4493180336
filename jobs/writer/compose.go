package writer

import (
	"hash/fnv"
	"regexp"
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
}

// fields holds the cleaned, length-capped user values.
type fields struct {
	title, focus, lesson, audience, product, desc, benefit, price, sale, proof, cta, subject, sender string
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
	record   record
}

var digitsOnly = regexp.MustCompile(`^\d[\d,]*(\.\d+)?$`)

// money adds a dollar sign to a bare number ("97" -> "$97"); anything else
// is kept as typed.
func money(v string) string {
	if digitsOnly.MatchString(v) && v != "0" {
		return "$" + v
	}
	return v
}

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

func compose(in Input, lang string) email {
	c := &composer{in: in, lang: lang, p: pack(lang), link: in.link()}
	c.min, c.max = LengthBand(in.EmailLength)
	short := c.max <= 300
	capN := func(v string, long, shortN int) string {
		if short {
			return capWords(cleanField(v), shortN)
		}
		return capWords(cleanField(v), long)
	}
	c.f = fields{
		title:    cleanField(in.Title),
		focus:    cleanField(in.ContentFocus),
		lesson:   capN(in.Lesson, 35, 25),
		audience: cleanField(in.TargetAudience),
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
	if lang == "en" {
		c.f.product = productPhrase(c.f.product)
	}
	for _, v := range []*string{&c.f.lesson, &c.f.desc, &c.f.benefit, &c.f.proof, &c.f.price, &c.f.sale} {
		*v = capSentences(*v)
		if lang == "en" {
			*v = englishCase(*v)
		}
	}
	c.tone = toneKey(in.TonePreference)
	c.emo, _ = emotionKey(in.DesiredEmotion)
	c.kind = ctaKind(c.f.cta)
	h := fnv.New64a()
	for _, s := range []string{in.Title, in.Story, in.Lesson, in.TonePreference, in.DesiredEmotion, in.ProductName, in.CallToAction, in.EmailLength, in.KeyBenefit} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	c.pk = newPicker(h.Sum64(), in.History)

	var sents []string
	storyProse := in.Story
	if a, ok := ParseAdvancedStory(in.Story); ok {
		for k, v := range a.Fields {
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
		sents = retellLines(in.Story, lang)
	}
	// An orphaned connector ("Then for Dr. Okonkwo.") reads as a cut.
	whole := sents[:0:0]
	for _, s := range sents {
		if wordCount(s) <= 5 && anaphoric[firstWordLower(s)] && !clauseLike(s) {
			continue
		}
		whole = append(whole, s)
	}
	if len(whole) > 0 {
		sents = whole
	}
	c.fl = filler{proper: properNames(storyProse, in.Lesson, in.ProductDescription, in.KeyBenefit, in.ProofElement, in.ContentFocus, in.TargetAudience)}

	lesson, derived, src := c.lesson(sents)
	if !derived && c.adv != nil {
		if l := c.adv.Field("lesson_learned"); l != "" && !similar(sentence(l), lesson) {
			sents = append(sents, sentence(l)) // the template's own lesson joins the story
		}
	}
	all := len(sents)
	keys := keywords(lesson, c.f.focus, c.f.benefit, c.f.desc, c.f.title)
	scored := scoreSentences(sents, keys, c.fl.proper)
	if derived && src >= 0 && len(scored) > 1 {
		scored = append(scored[:src:src], scored[src+1:]...)
	}
	opener := openerIndex(scored, -1)

	parts := c.parts(lesson)
	body, kept := c.fit(parts, scored, opener)
	subjects := c.subjects(scored, opener, lesson)
	e := email{subjects: subjects, content: body}
	e.record = record{
		Writer: "offline", Language: lang, Subjects: subjects, Content: body, Words: bandWords(body),
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

// firstName is the first word of the sender's name, as typed.
func firstName(name string) string {
	f := strings.Fields(cleanField(name))
	if len(f) == 0 {
		return ""
	}
	return strings.Trim(f[0], ",;:")
}

// bandWords counts words the way the length band is measured: links excluded.
func bandWords(s string) int {
	n := 0
	for _, w := range strings.Fields(s) {
		if !strings.Contains(w, "://") {
			n++
		}
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
	filled := make([]string, len(list))
	for i, v := range list {
		filled[i] = c.fill(v, vals)
	}
	return c.pk.pick(slot, filled)
}

// emailParts are the paragraphs around the story. Optional ones are added
// only to reach the length band, in the order listed.
type emailParts struct {
	greeting, lesson, bridge, offer, signoff, ps, backup string
	ctaLine                                              string
	optional                                             []optPart
	reserve                                              []optPart
}

type optPart struct {
	where string // "story" (after it), "lesson", "cta" (before the link line)
	text  string
}

func (c *composer) parts(lesson string) emailParts {
	p, f := c.p, c.f
	var e emailParts
	e.greeting = c.pick("greet", p.greet[c.tone])
	e.backup = c.pick("backup", p.backup)
	if lesson != "" {
		e.lesson = c.fillPick("lesson", p.lessonIntro, map[string]string{"lesson": lesson})
	}

	// Bridge: from the story to the offer, or to the call to action.
	var bridge []string
	indirect := strings.EqualFold(strings.TrimSpace(c.in.StoryType), "indirect")
	if indirect {
		bridge = append(bridge, c.pick("turn", p.indirectTurn))
	}
	it := "It"
	if c.lang == "es" {
		it = "Es"
	}
	itName := it
	if f.product != "" && wordCount(f.product) <= 6 {
		itName = f.product
	}
	switch {
	case f.product != "":
		bridge = append(bridge, c.fillPick("product", p.productIntro, map[string]string{"product": f.product}))
	case f.desc != "" || f.benefit != "":
	default:
		bridge = append(bridge, c.pick("bridge", p.bridge[c.kind]))
	}
	if f.desc != "" {
		if c.nounPhrase(f.desc) {
			t := c.pick("desc", p.descIs)
			if c.lang == "es" && strings.HasPrefix(t, "{it} es") && itName == it {
				t = "Es {desc}."
			}
			bridge = append(bridge, c.fill(t, map[string]string{"desc": f.desc, "it": itName}))
		} else {
			bridge = append(bridge, sentence(f.desc))
		}
	}
	if f.benefit != "" {
		list := p.benefit
		if c.kind == ctaDonate {
			list = p.benefitGift // a donor gives; nothing is "in it for" them
		}
		bridge = append(bridge, c.fillPick("benefit", list, map[string]string{"benefit": tail(f.benefit)}))
	}
	e.bridge = strings.Join(bridge, " ")

	// Offer: price, then proof. A price typed as a sentence ("$120 sponsors
	// one child for 8 lessons") is its own sentence; a donation's amount is
	// a gift, never a cost.
	var offer []string
	priceVals := map[string]string{"price": f.price, "sale": f.sale, "it": itName}
	switch {
	case f.price != "" && priceIsSentence(f.price, c.lang):
		offer = append(offer, sentence(f.price))
		if f.sale != "" {
			offer = append(offer, c.fillPick("price", p.priceSale, priceVals))
		}
	case f.price != "" && c.kind == ctaDonate && !p.isFree(f.price):
		offer = append(offer, c.fillPick("price", p.priceGift, priceVals))
	case f.price != "" && f.sale != "" && !p.isFree(f.price):
		offer = append(offer, c.fillPick("price", p.priceBoth, priceVals))
	case f.sale != "":
		offer = append(offer, c.fillPick("price", p.priceSale, priceVals))
	case f.price != "" && p.isFree(f.price):
		offer = append(offer, c.pick("price", p.priceFree))
	case f.price != "":
		offer = append(offer, c.fillPick("price", p.priceOnly, priceVals))
	}
	if f.proof != "" {
		offer = append(offer, c.fillPick("proof", p.proof, map[string]string{"proof": tail(f.proof)}))
	}
	e.offer = strings.Join(offer, " ")

	// Call to action with the tracking link.
	e.ctaLine = c.ctaLine()
	signoff := c.pick("signoff", p.signoff[c.tone])
	if f.sender != "" {
		signoff += "\n" + f.sender
	}
	e.signoff = signoff
	e.ps = c.ps(lesson, itName)

	// Optional paragraphs, used only to reach the band: only material from
	// the user's input (a template's own tip, the lead into the link). A
	// thin brief lands short rather than padded with the writer's asides.
	if c.prose.tip != "" {
		e.optional = append(e.optional, optPart{"lesson", c.fillPick("tip", p.tip, map[string]string{"tip": tail(c.prose.tip)})})
	} else if c.adv != nil && c.lang != "en" {
		if tip := c.adv.Field("prevention_tip"); tip != "" {
			e.optional = append(e.optional, optPart{"lesson", c.fillPick("tip", p.tip, map[string]string{"tip": tail(tip)})})
		}
	}
	if lead := p.ctaLead[c.kind]; len(lead) > 0 && c.link != "" {
		e.optional = append(e.optional, optPart{"cta", c.pick("ctalead", lead)})
	}
	return e
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
	var label string
	custom := bare(f.cta)
	switch {
	case (c.kind == ctaCustom || c.kind == ctaDonate || c.kind == ctaInvite) && custom != "" && wordCount(custom) <= 8 && !strings.Contains(custom, "http") && !isCTAValue(custom):
		label = ucfirst(custom)
	case f.product != "" && wordCount(f.product) <= 6 && len(p.ctaLabelNamed[c.kind]) > 0:
		label = c.fillPick("label", p.ctaLabelNamed[c.kind], map[string]string{"product": f.product})
	default:
		label = c.pick("label", p.ctaLabel[c.kind])
	}
	if c.link == "" {
		return c.pick("nolink", p.noLink)
	}
	return label + ": " + c.link
}

func isCTAValue(s string) bool {
	switch strings.ToLower(s) {
	case "buy", "book", "download", "webinar", "apply", "learn", "learn-more", "signup", "donate", "other":
		return true
	}
	return false
}

// ps is the closing P.S.: one point worth repeating, then the link again.
func (c *composer) ps(lesson, itName string) string {
	p, f := c.p, c.f
	prefix := "P.S. "
	if c.lang == "es" {
		prefix = "P.D. "
	}
	var text string
	switch {
	case f.sale != "" && f.price != "" && !p.isFree(f.price) && !priceIsSentence(f.price, c.lang):
		text = c.fillPick("ps", p.psSale, map[string]string{"it": itName, "sale": f.sale, "price": f.price})
	default:
		var opts []string
		if f.proof != "" && wordCount(f.proof) <= 18 {
			opts = append(opts, "proof")
		}
		if f.benefit != "" && wordCount(f.benefit) <= 15 {
			opts = append(opts, "benefit")
		}
		if lesson != "" && wordCount(lesson) <= 18 && len(opts) == 0 {
			opts = append(opts, "lesson") // a fact from the brief first; the lesson again only without one
		}
		if len(opts) > 0 {
			switch opts[int(c.pk.hash("pskind", 0)%uint64(len(opts)))] {
			case "proof":
				text = c.fillPick("ps", p.psProof, map[string]string{"proof": tail(f.proof)})
			case "benefit":
				text = c.fillPick("ps", p.psBenefit, map[string]string{"benefit": tail(f.benefit)})
			default:
				text = c.fillPick("ps", p.psLesson, map[string]string{"lesson": lesson})
			}
		}
	}
	again := ""
	if c.link != "" {
		again = c.fillPick("again", p.again, map[string]string{"link": c.link})
	}
	switch {
	case text != "" && again != "":
		return text + " " + again
	case text != "":
		return text
	case again != "":
		return prefix + again
	}
	if lesson != "" {
		return prefix + c.fill("{lesson}", map[string]string{"lesson": tail(lesson)})
	}
	return ""
}

// fit chooses the story sentences and optional paragraphs so the email
// lands inside the band: the essentials first, then the story's best
// sentences in their own order, then optional paragraphs up to a target.
func (c *composer) fit(e emailParts, ss []storySent, opener int) (string, int) {
	const margin = 3
	chosen := map[int]bool{}
	var opts []optPart
	render := func() string { return c.render(e, ss, opener, chosen, opts) }
	if opener >= 0 {
		chosen[opener] = true
	}
	// Story sentences by score, best first, while they fit.
	order := make([]int, len(ss))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return ss[order[a]].score > ss[order[b]].score })
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
			chosen[i] = true
			if wordCount(render()) > limit {
				delete(chosen, i)
			}
		}
	}
	// Optional paragraphs up to a comfortable target, then the reserve
	// only as far as the band's floor.
	target := c.min + (c.max-c.min)/4
	for _, o := range e.optional {
		if bandWords(render()) >= target {
			break
		}
		opts = append(opts, o)
		if wordCount(render()) > c.max-margin {
			opts = opts[:len(opts)-1]
		}
	}
	for _, o := range e.reserve {
		if bandWords(render()) >= c.min+margin {
			break
		}
		opts = append(opts, o)
		if wordCount(render()) > c.max-margin {
			opts = opts[:len(opts)-1]
		}
	}
	// Still over (oversized fields): drop story sentences, worst first,
	// then the offer's proof and the bridge's detail.
	for i := len(order) - 1; i >= 0 && wordCount(render()) > c.max; i-- {
		if order[i] != opener && chosen[order[i]] {
			delete(chosen, order[i])
		}
	}
	if wordCount(render()) > c.max {
		e.offer = ""
	}
	if wordCount(render()) > c.max {
		e.bridge = c.pick("bridge", c.p.bridge[c.kind])
	}
	return render(), len(chosen)
}

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

	var idx []int
	for i := range ss {
		if chosen[i] && i != opener {
			idx = append(idx, i)
		}
	}
	moved := opener >= 0 && len(idx) > 0 && idx[0] < opener
	if moved {
		add(ss[opener].text)
	} else if opener >= 0 {
		idx = append([]int{opener}, idx...)
		sort.Ints(idx)
	}
	var cur []string
	words := 0
	prev := -2
	if moved {
		cur = append(cur, e.backup)
		words = wordCount(cur[0])
	}
	for _, i := range idx {
		s := ss[i].text
		w := wordCount(s)
		if len(cur) > 0 && (len(cur) >= 3 || words+w > 55 || (i != prev+1 && prev >= 0 && len(cur) >= 2)) {
			add(strings.Join(cur, " "))
			cur, words = nil, 0
		}
		cur = append(cur, s)
		words += w
		prev = i
	}
	add(strings.Join(cur, " "))
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
	lessonPara := append([]string{e.lesson}, optText("lesson")...)
	add(strings.Join(lessonPara[:min(2, len(lessonPara))], " "))
	if len(lessonPara) > 2 {
		addGrouped(lessonPara[2:])
	}
	add(e.bridge)
	add(e.offer)
	add(strings.Join(append(optText("cta"), e.ctaLine), " "))
	add(e.signoff)
	add(e.ps)
	return strings.Join(paras, "\n\n")
}

// priceIsSentence reports a price field typed as a statement rather than an
// amount: it has a verb or starts with words ("$120 sponsors one child for 8
// lessons", "adoption fees waived for seniors").
func priceIsSentence(price, lang string) bool {
	if wordCount(price) <= 3 {
		return false
	}
	first := []rune(price)[0]
	if !strings.ContainsRune("$€£¥R0123456789-", first) && !strings.HasPrefix(strings.ToLower(price), "from ") && !strings.HasPrefix(strings.ToLower(price), "desde ") {
		return true
	}
	return wordCount(price) > 5
}

// productPhrase turns a product typed in sentence case ("Free intro session", "Bread club"),
// which is a description rather than a name, into a phrase that reads inside a sentence:
// "the free intro session". Names in title case ("Winter Ember", "The Consistency Playbook"),
// single words and names that already start with an article stay as typed.
func productPhrase(name string) string {
	words := strings.Fields(name)
	if len(words) < 2 {
		return name
	}
	switch strings.ToLower(words[0]) {
	case "the", "a", "an", "our", "my", "your":
		return name
	}
	first, _ := utf8.DecodeRuneInString(words[0])
	if !unicode.IsUpper(first) || strings.ToUpper(words[0]) == words[0] {
		return name // lower case already, or an acronym
	}
	for _, w := range words[1:] {
		r, _ := utf8.DecodeRuneInString(w)
		if unicode.IsUpper(r) {
			return name // title case: a name
		}
	}
	r, size := utf8.DecodeRuneInString(name)
	return "the " + string(unicode.ToLower(r)) + name[size:]
}
