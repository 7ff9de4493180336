package writer

import (
	"context"
	"encoding/json"
	"hash/fnv"
	"math/rand/v2"
	"regexp"
	"sort"
	"strings"
	"time"
)

// offlineWriter composes the email from the user's own words: hook, story,
// lesson, bridge, offer, call to action and P.S., in the chosen tone and
// emotion, fitted to the length band. It needs no network and is
// deterministic for a given input.
type offlineWriter struct {
	delay time.Duration
}

func (w *offlineWriter) Name() string { return "offline" }

func (w *offlineWriter) Write(ctx context.Context, in Input, onDelta func(string)) (Result, error) {
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	in = prepare(in)
	e := compose(in)
	if onDelta != nil {
		for _, c := range streamChunks(e.content) {
			if err := ctx.Err(); err != nil {
				return Result{}, err
			}
			onDelta(c)
			if w.delay > 0 {
				t := time.NewTimer(w.delay)
				select {
				case <-ctx.Done():
					t.Stop()
					return Result{}, ctx.Err()
				case <-t.C:
				}
			}
		}
	}
	raw, _ := json.Marshal(e.record)
	return Result{Subjects: e.subjects, Content: e.content, Raw: string(raw)}, nil
}

// streamChunks cuts text into sentence-sized pieces whose concatenation is
// exactly text.
func streamChunks(text string) []string {
	var out []string
	start := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		if (c == '.' || c == '!' || c == '?' || c == ':') && i+1 < len(text) && text[i+1] == ' ' {
			out = append(out, text[start:i+2])
			start = i + 2
			i++
		} else if c == '\n' && i+1 < len(text) && text[i+1] != '\n' {
			out = append(out, text[start:i+1])
			start = i + 1
		}
	}
	if start < len(text) {
		out = append(out, text[start:])
	}
	return out
}

type section int

const (
	secGreeting section = iota
	secHook
	secStory
	secReflect
	secLesson
	secBridge
	secOffer
	secEmotion
	secCTA
	secSignoff
	secPS
	numSections
)

type blockKind int

const (
	essential blockKind = iota
	important           // dropped (lowest priority first) when the band is exceeded
	filler              // added only to reach the band
)

type block struct {
	sec  section
	text string
	kind blockKind
	prio int // for important blocks: higher is dropped first
	// first places the block before the section's other blocks.
	first bool
	rank  int // order among fillers of one section
}

type record struct {
	Writer    string   `json:"writer"`
	Subjects  []string `json:"subjects"`
	Content   string   `json:"content"`
	Words     int      `json:"words"`
	Band      [2]int   `json:"band"`
	Tone      string   `json:"tone"`
	Emotion   string   `json:"emotion"`
	Lesson    string   `json:"lesson"`
	Derived   bool     `json:"lessonDerived"`
	Template  string   `json:"template,omitempty"`
	StoryKept int      `json:"storySentencesKept"`
	StoryAll  int      `json:"storySentences"`
}

type email struct {
	subjects []string
	content  string
	record   record
}

// fields holds the cleaned, length-capped user values.
type fields struct {
	title, focus, lesson, audience, product, desc, benefit, price, sale, proof, cta, subject string
}

// composer carries the state of one composition.
type composer struct {
	in       Input
	f        fields
	tone     string
	ts       toneSet
	emo      string
	es       emotionSet
	custom   string // custom emotion text
	rng      *rand.Rand
	adv      *AdvancedStory
	prose    advancedProse
	link     string
	min, max int
}

func (c *composer) pick(list []string) string {
	if len(list) == 0 {
		return ""
	}
	return list[c.rng.IntN(len(list))]
}

func compose(in Input) email {
	c := &composer{in: in, link: in.link()}
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
		desc:     capN(in.ProductDescription, 35, 22),
		benefit:  capN(in.KeyBenefit, 20, 15),
		price:    money(capWords(cleanField(in.Price), 6)),
		sale:     money(capWords(cleanField(in.SalePrice), 6)),
		proof:    capN(in.ProofElement, 35, 22),
		cta:      cleanField(in.CallToAction),
		subject:  cleanField(in.EmailSubject),
	}
	c.tone = toneKey(in.TonePreference)
	c.ts = tones[c.tone]
	var customEmo bool
	c.emo, customEmo = emotionKey(in.DesiredEmotion)
	if customEmo {
		c.custom = cleanField(in.DesiredEmotion)
	}
	c.es = emotions[c.emo]
	h := fnv.New64a()
	for _, s := range []string{in.Title, in.Story, in.Lesson, in.TonePreference, in.DesiredEmotion, in.ProductName} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	seed := h.Sum64()
	c.rng = rand.New(rand.NewPCG(seed, seed>>7|1))
	if a, ok := ParseAdvancedStory(in.Story); ok {
		for k, v := range a.Fields {
			if short {
				a.Fields[k] = capWords(cleanField(v), 30)
			} else {
				a.Fields[k] = capWords(cleanField(v), 45)
			}
		}
		c.adv = &a
		c.prose = a.prose()
	}

	storyParas := c.story()
	lesson, derived := c.lesson(storyParas)
	if c.adv != nil && c.prose.lesson != "" && !derived {
		// The template's own lesson joins the story; the user's lesson
		// gets the lesson paragraph.
		storyParas = append(storyParas, []string{"What it taught me: " + tail(c.prose.lesson)})
	}
	blocks := c.blocks(lesson)
	lead := c.pick(c.ts.storyLeads)
	if len(storyParas) > 0 && strings.HasPrefix(storyParas[0][0], "Let me tell you") {
		lead = "" // the story brings its own lead-in
	}
	kept, total := fit(blocks, storyParas, lead, c.min, c.max, c.fillers(lesson))
	content := render(kept)

	subjects := c.subjects(lesson)
	e := email{subjects: subjects, content: content}
	e.record = record{
		Writer: "offline", Subjects: subjects, Content: content, Words: wordCount(content),
		Band: [2]int{c.min, c.max}, Tone: c.tone, Emotion: c.emo, Lesson: lesson, Derived: derived,
		StoryKept: kept.storyKept, StoryAll: total,
	}
	if c.adv != nil {
		e.record.Template = c.adv.TemplateType
	}
	return e
}

var digitsOnly = regexp.MustCompile(`^\d[\d,]*(\.\d+)?$`)

// money adds a dollar sign to a bare number ("97" -> "$97"); anything else
// is kept as typed.
func money(v string) string {
	if digitsOnly.MatchString(v) {
		return "$" + v
	}
	return v
}

// story returns the story as paragraphs of sentences.
func (c *composer) story() [][]string {
	if c.adv != nil {
		return c.prose.paragraphs
	}
	sents := splitSentences(cleanStory(c.in.Story))
	var paras [][]string
	var cur []string
	words := 0
	for _, s := range sents {
		w := wordCount(s)
		if len(cur) > 0 && (len(cur) >= 3 || words+w > 60) {
			paras = append(paras, cur)
			cur, words = nil, 0
		}
		cur = append(cur, s)
		words += w
	}
	if len(cur) > 0 {
		paras = append(paras, cur)
	}
	return paras
}

var (
	aiWords          = regexp.MustCompile(`(?i)\b(ai|a\.i\.|assistant|model|gpt|chatgpt|writer|you decide|your choice)\b`)
	instructionVerbs = regexp.MustCompile(`(?i)\b(let|have|allow|decide|choose|pick|determine|extract|identify|derive|generate|create|write|find|suggest|come up with|figure out)\b`)
	storyLessonAsk   = regexp.MustCompile(`(?i)\b(decide|choose|pick|determine|extract|identify|derive|generate|create|write|find|suggest|come up with|figure out)\b.{0,40}\blessons?\b.{0,20}\b(from|in|of|for)\s+(this|the|my|that)\s+story\b`)
	realisation      = regexp.MustCompile(`(?i)^(?:and\s+|but\s+|so\s+|then\s+|that's when\s+)?(?:i|we)\s+(?:finally\s+|eventually\s+|quickly\s+|slowly\s+|soon\s+)?(?:learned|learnt|realized|realised|discovered|understood|figured out)\s+(?:that\s+)?(.{12,})$`)
)

// isInstructionLesson reports whether the lesson field holds an instruction
// to the writer (the form's "let AI decide the lesson" sentence, or one like
// it) rather than a lesson.
func isInstructionLesson(lesson string) bool {
	l := strings.TrimSpace(lesson)
	if l == "" {
		return true
	}
	if aiWords.MatchString(l) && instructionVerbs.MatchString(l) {
		return true
	}
	return storyLessonAsk.MatchString(l)
}

// lesson returns the lesson to state and whether it was derived rather than
// given by the user.
func (c *composer) lesson(story [][]string) (string, bool) {
	if !isInstructionLesson(c.f.lesson) {
		return sentence(c.f.lesson), false
	}
	if c.adv != nil {
		if c.prose.lesson != "" {
			return sentence(capWords(c.prose.lesson, 30)), true
		}
		return c.prose.derived, true
	}
	for _, para := range story {
		for _, s := range para {
			if m := realisation.FindStringSubmatch(s); m != nil && wordCount(m[1]) <= 30 {
				return sentence(m[1]), true
			}
		}
	}
	return c.pick(c.es.lessons), true
}

var internalFocus = regexp.MustCompile(`(?i)\b(e-?mail|newsletter|campaign|promot\w*|announc\w*|upsell|cta|subject line|sales pitch|funnel|write|sell)\b`)

// topicPhrase returns the content focus when it reads as a topic a reader
// could be told about ("why consistency beats motivation"), else "".
func (c *composer) topicPhrase() string {
	f := c.f.focus
	if f == "" || wordCount(f) > 15 || internalFocus.MatchString(f) || strings.ContainsAny(f, "?!") {
		return ""
	}
	fw := firstWordLower(f)
	switch fw {
	case "how", "why", "what", "when", "the", "a", "an", "my", "your", "our", "one", "three", "five":
		return lcPhrase(f)
	}
	if strings.HasSuffix(fw, "ing") && len(fw) > 4 {
		return lcPhrase(f)
	}
	return ""
}

func (c *composer) hasProduct() bool {
	f := c.f
	return f.product != "" || f.desc != "" || f.benefit != "" || f.price != "" || f.sale != ""
}

// itName is the product's name, or "it".
func (c *composer) itName() string {
	if c.f.product != "" {
		return c.f.product
	}
	return "it"
}

// blocks builds every paragraph except the story.
func (c *composer) blocks(lesson string) []block {
	f := c.f
	var b []block
	add := func(sec section, kind blockKind, prio int, parts ...string) {
		var p []string
		for _, s := range parts {
			if s = strings.TrimSpace(s); s != "" {
				p = append(p, s)
			}
		}
		if len(p) > 0 {
			b = append(b, block{sec: sec, kind: kind, prio: prio, text: strings.Join(p, " ")})
		}
	}

	add(secGreeting, essential, 0, c.pick(c.ts.greetings))

	// Hook: a tone opener and an emotion line.
	hook := c.pick(c.es.hooks)
	if c.custom != "" && c.emo == "hope" && !containsAny(strings.ToLower(c.custom), "hope", "optimi") {
		hook = "I want to share a story with you, and I think it will stay with you."
	}
	add(secHook, essential, 0, c.pick(c.ts.openers), hook)
	if t := c.topicPhrase(); t != "" {
		add(secHook, important, 2, c.ts.topicLead+" "+t+".")
	}

	// Lesson.
	add(secLesson, essential, 0, c.pick(c.ts.lessonIntros), lesson)
	if c.prose.tip != "" {
		add(secLesson, important, 3, "My advice if you want to avoid the same mistake: "+tail(c.prose.tip))
	}

	// Bridge: from the story to the reader and the offer.
	if a := f.audience; a != "" && wordCount(a) <= 16 && !subjectLed(a) {
		b = append(b, block{sec: secBridge, kind: important, prio: 4, text: "I wrote this with " + lcPhrase(a) + " in mind.", first: true})
	}
	indirect := strings.EqualFold(strings.TrimSpace(c.in.StoryType), "indirect")
	var bridge []string
	if indirect {
		bridge = append(bridge, c.pick([]string{
			"You might be wondering what this has to do with you. More than you'd think.",
			"So what does this have to do with you? Quite a lot, actually.",
		}))
	}
	switch {
	case f.product != "" && indirect:
		bridge = append(bridge, c.pick([]string{"It's the same idea behind " + f.product + ".", "That same idea is what " + f.product + " is built on."}))
	case f.product != "":
		bridge = append(bridge, c.pick([]string{"That experience is exactly what " + f.product + " is built on.", "It's also the story behind " + f.product + ".", "That's the thinking behind " + f.product + "."}))
	case c.hasProduct():
		bridge = append(bridge, "That's exactly why I put together something to help.")
	default:
		bridge = append(bridge, c.noProductBridge())
	}
	if f.desc != "" {
		switch firstWordLower(f.desc) {
		case "a", "an", "the", "my", "our":
			bridge = append(bridge, "It's "+lcPhrase(f.desc)+".")
		default:
			bridge = append(bridge, sentence(f.desc))
		}
	}
	if f.benefit != "" {
		bridge = append(bridge, c.pick(c.ts.benefitLead)+" "+tail(f.benefit))
	}
	add(secBridge, essential, 0, bridge...)

	// Offer: price and proof.
	var offer []string
	switch {
	case f.price != "" && f.sale != "":
		offer = append(offer, "It's normally "+f.price+", but right now you can get "+c.itName()+" for "+f.sale+".")
	case f.sale != "":
		offer = append(offer, "Right now it's just "+f.sale+".")
	case f.price != "" && strings.EqualFold(f.price, "free"):
		offer = append(offer, "It's completely free.")
	case f.price != "":
		offer = append(offer, "The investment is "+f.price+".")
	}
	if f.proof != "" {
		offer = append(offer, c.pick(c.ts.proofLead)+" "+tail(f.proof))
	}
	add(secOffer, essential, 0, offer...)

	// Emotion.
	add(secEmotion, important, 1, c.es.paragraph)
	if c.custom != "" {
		add(secEmotion, important, 5, customFeeling(c.custom))
	}

	// Call to action with the tracking link.
	add(secCTA, essential, 0, c.pick(c.ts.ctaLeads))
	add(secCTA, essential, 0, c.ctaLine())
	add(secSignoff, essential, 0, c.pick(c.ts.signoffs))
	add(secPS, essential, 0, c.ps(lesson))
	return b
}

func (c *composer) noProductBridge() string {
	switch strings.ToLower(c.f.cta) {
	case "book":
		return "If you'd like help applying this to your own situation, let's talk."
	case "webinar":
		return "I'm going deeper on all of this in an upcoming webinar, and I'd love for you to be there."
	case "download":
		return "I've put the key ideas into something you can download and keep."
	case "apply":
		return "If you want to work on this together, you can apply now."
	case "learn":
		return "If you want to go deeper, there's more waiting for you at the link below."
	case "buy":
		return "And if you're ready to put this into practice, I have something for you."
	}
	return "Which brings me to what I'd like you to do next."
}

// ctaLine is the call to action carrying the tracking link.
func (c *composer) ctaLine() string {
	name := "it"
	if c.f.product != "" && wordCount(c.f.product) <= 6 {
		name = c.f.product
	}
	var label string
	switch strings.ToLower(c.f.cta) {
	case "buy":
		label = "Get " + name + " here"
	case "book":
		label = "Book your call here"
	case "download":
		label = "Download " + name + " here"
	case "webinar":
		label = "Save your seat here"
	case "apply":
		label = "Apply here"
	case "learn", "":
		label = "Learn more here"
	default:
		if custom := bare(c.f.cta); wordCount(custom) <= 8 && !strings.Contains(custom, "http") {
			label = ucfirst(custom)
		} else {
			label = "Here's the link"
		}
	}
	if c.link == "" {
		return sentence(label + " by replying to this email")
	}
	return label + ": " + c.link
}

// ps is the closing P.S., which repeats the link.
func (c *composer) ps(lesson string) string {
	f := c.f
	again := " Here's the link again: " + c.link
	if c.link == "" {
		again = ""
	}
	switch {
	case f.sale != "" && f.price != "":
		return "P.S. " + ucfirst(c.itName()) + " is " + f.sale + " right now instead of " + f.price + "." + again
	case f.sale != "":
		return "P.S. The " + f.sale + " price won't be around forever." + again
	case c.emo == "urgency":
		return "P.S. " + c.es.ps + again
	}
	var options []string
	if f.proof != "" && wordCount(f.proof) <= 18 {
		options = append(options, "P.S. In case you skimmed: "+tail(f.proof)+again)
	}
	if wordCount(lesson) <= 18 {
		if c.emo == "curiosity" {
			options = append(options, "P.S. If you scrolled straight down here (I do it too), here's the short version: "+lesson+again)
		} else {
			options = append(options, "P.S. If you only remember one thing, make it this: "+lesson+again)
		}
	}
	if c.tone == "humorous" {
		options = append(options, "P.S. Yes, the link really is right here: "+c.link)
	}
	options = append(options, "P.S. "+c.es.ps+again)
	if c.link == "" {
		return "P.S. " + c.es.ps
	}
	return c.pick(options)
}

// fillers lists optional paragraphs in the order they should be used.
func (c *composer) fillers(lesson string) []block {
	var out []block
	for _, t := range c.es.fillers {
		out = append(out, block{sec: secEmotion, text: t, kind: filler})
	}
	gen := make([]block, 0, len(generalFillers))
	for _, g := range generalFillers {
		if c.link == "" && strings.Contains(g.text, "link") {
			continue
		}
		gen = append(gen, block{sec: g.sec, text: g.text, kind: filler, rank: g.rank})
	}
	c.rng.Shuffle(len(gen), func(i, j int) { gen[i], gen[j] = gen[j], gen[i] })
	out = append(out, gen...)
	if c.tone == "humorous" {
		out = append([]block{{sec: secReflect, kind: filler, text: "(Yes, I learned that the hard way. Apparently that's the only way I learn anything.)"}}, out...)
	}
	if c.tone == "authoritative" {
		out = append([]block{{sec: secLesson, kind: filler, text: "I've seen this pattern play out again and again, and the people who get it right all share this one habit."}}, out...)
	}
	if c.f.audience != "" && wordCount(c.f.audience) <= 16 {
		out = append(out, block{sec: secBridge, kind: filler, rank: 1, text: "If that's you, this next part matters."})
	}
	for _, r := range reserveFillers {
		if c.link == "" && strings.Contains(r.text, "link") {
			continue
		}
		out = append(out, block{sec: r.sec, text: r.text, kind: filler, rank: r.rank})
	}
	return out
}

// perSection caps fillers per section on the first pass.
var perSection = map[section]int{secHook: 1, secReflect: 2, secLesson: 2, secBridge: 2, secOffer: 1, secEmotion: 2}

type fitted struct {
	blocks    []block
	story     [][]string
	lead      string
	storyKept int
}

// fit chooses what goes into the email so its word count lands inside
// [min, max]: the story is trimmed and optional paragraphs dropped when it
// is too long, fillers added when it is too short.
func fit(blocks []block, story [][]string, lead string, min, max int, fillers []block) (fitted, int) {
	words := func(bs []block) int {
		n := 0
		for _, b := range bs {
			n += wordCount(b.text)
		}
		return n
	}
	var all []string
	for _, p := range story {
		all = append(all, p...)
	}
	storyWords := 0
	for _, s := range all {
		storyWords += wordCount(s)
	}
	leadWords := wordCount(lead)
	base := words(blocks) + leadWords

	if base+storyWords > max {
		minStory := storyWords
		if minStory > 40 {
			minStory = 40
		}
		// Drop important paragraphs, least important first, until the
		// essentials and a minimal story fit.
		for base+minStory > max {
			worst := -1
			for i, b := range blocks {
				if b.kind == important && (worst < 0 || b.prio > blocks[worst].prio) {
					worst = i
				}
			}
			if worst < 0 {
				break
			}
			base -= wordCount(blocks[worst].text)
			blocks = append(blocks[:worst:worst], blocks[worst+1:]...)
		}
		story = trimStory(story, max-base)
	}
	kept := 0
	storyWords = 0
	for _, p := range story {
		kept += len(p)
		for _, s := range p {
			storyWords += wordCount(s)
		}
	}
	total := base + storyWords
	// Fillers are spread over the sections (at most perSection each) so
	// no part of the email turns into padding; the limit is lifted only if
	// the band cannot be reached otherwise.
	target := min + (max-min)*2/5
	usedIdea := map[int]bool{}
	used := make([]bool, len(fillers))
	perSec := map[section]int{}
	for pass := 0; pass < 2 && total < target; pass++ {
		for i, fb := range fillers {
			if total >= target {
				break
			}
			w := wordCount(fb.text)
			g := ideaGroup(fb.text)
			if used[i] || total+w > max || (g >= 0 && usedIdea[g]) || (pass == 0 && perSec[fb.sec] >= perSection[fb.sec]) {
				continue
			}
			if g >= 0 {
				usedIdea[g] = true
			}
			used[i] = true
			perSec[fb.sec]++
			blocks = append(blocks, fb)
			total += w
		}
	}
	return fitted{blocks: blocks, story: story, lead: lead, storyKept: kept}, len(all)
}

// trimStory keeps the story's opening sentences and, when there is room, its
// final sentence, within budget words. A single over-long sentence is cut.
func trimStory(story [][]string, budget int) [][]string {
	type sent struct {
		para int
		text string
	}
	var all []sent
	for i, p := range story {
		for _, s := range p {
			all = append(all, sent{i, s})
		}
	}
	if len(all) == 0 {
		return story
	}
	if budget < 8 {
		budget = 8
	}
	last := all[len(all)-1]
	lastW := wordCount(last.text)
	keep := make([]bool, len(all))
	used := 0
	reserve := 0
	if len(all) > 1 && lastW <= budget/3 {
		reserve = lastW
	}
	for i := 0; i < len(all)-1; i++ {
		w := wordCount(all[i].text)
		if used+w+reserve > budget {
			break
		}
		keep[i] = true
		used += w
	}
	if used+lastW <= budget {
		keep[len(all)-1] = true
		used += lastW
	}
	if used == 0 {
		return [][]string{{capWords(all[0].text, budget)}}
	}
	out := make([][]string, len(story))
	for i, s := range all {
		if keep[i] {
			out[s.para] = append(out[s.para], s.text)
		}
	}
	var res [][]string
	for _, p := range out {
		if len(p) > 0 {
			res = append(res, p)
		}
	}
	return res
}

// fillersBefore lists sections whose fillers lead into their main paragraph
// rather than follow it.
var fillersBefore = map[section]bool{secBridge: true}

// mergeable sections may join short neighbouring paragraphs into one.
var mergeable = map[section]bool{secHook: true, secReflect: true, secLesson: true, secBridge: true, secOffer: true, secEmotion: true}

// render lays the paragraphs out in section order, joining short
// neighbours so the email does not read as a list of one-liners.
func render(f fitted) string {
	var paras []string
	for sec := section(0); sec < numSections; sec++ {
		if sec == secStory {
			for i, p := range f.story {
				text := strings.Join(p, " ")
				if i == 0 && f.lead != "" {
					text = f.lead + " " + text
				}
				paras = append(paras, text)
			}
			continue
		}
		var bs []block
		for _, b := range f.blocks {
			if b.sec == sec {
				bs = append(bs, b)
			}
		}
		order := func(b block) int {
			switch {
			case b.first:
				return 0
			case b.kind == filler && fillersBefore[sec]:
				return 1
			case b.kind == filler:
				return 3
			}
			return 2
		}
		sort.SliceStable(bs, func(i, j int) bool {
			oi, oj := order(bs[i]), order(bs[j])
			if oi != oj {
				return oi < oj
			}
			return bs[i].kind == filler && bs[j].kind == filler && bs[i].rank < bs[j].rank
		})
		start := len(paras)
		for _, b := range bs {
			if n := len(paras); mergeable[sec] && n > start {
				prev := paras[n-1]
				if wordCount(prev)+wordCount(b.text) <= 50 && len(splitSentences(prev))+len(splitSentences(b.text)) <= 3 {
					paras[n-1] = prev + " " + b.text
					continue
				}
			}
			paras = append(paras, b.text)
		}
	}
	return strings.Join(paras, "\n\n")
}

// subjects returns SubjectCount distinct subject lines, the user's own
// subject first.
func (c *composer) subjects(lesson string) []string {
	n := c.in.SubjectCount
	seen := map[string]bool{}
	var out []string
	addS := func(s string) {
		s = ucfirst(strings.TrimSpace(strings.TrimRight(strings.TrimSpace(s), ".,;:")))
		if s == "" || len(out) >= n || len([]rune(s)) > 90 {
			return
		}
		key := strings.ToLower(strings.Trim(s, ".!?… "))
		if seen[key] {
			return
		}
		seen[key] = true
		out = append(out, s)
	}
	if c.f.subject != "" {
		// The user's own subject line is kept exactly as typed.
		seen[strings.ToLower(strings.Trim(c.f.subject, ".!?… "))] = true
		out = append(out, c.f.subject)
	}
	f := c.f
	var cands []string
	if c.prose.subject != "" {
		cands = append(cands, c.prose.subject)
	}
	if l := shortPhrase(c.f.lesson, 8); l != "" && !isInstructionLesson(c.f.lesson) && wordCount(l) >= 2 {
		cands = append(cands, l)
	}
	if wordCount(f.title) >= 2 && len(f.title) <= 60 && !strings.HasPrefix(strings.ToLower(f.title), "email about") && !internalFocus.MatchString(f.title) {
		cands = append(cands, f.title)
	}
	es := append([]string(nil), c.es.subjects...)
	c.rng.Shuffle(len(es), func(i, j int) { es[i], es[j] = es[j], es[i] })
	cands = append(cands, es[:2]...)
	if f.product != "" && wordCount(f.product) <= 6 {
		switch {
		case f.sale != "" && f.price != "":
			cands = append(cands, f.product+": "+f.sale+" (normally "+f.price+")")
		case strings.EqualFold(c.in.StoryType, "indirect"):
			cands = append(cands, "What this has to do with "+f.product)
		default:
			cands = append(cands, "The story behind "+f.product)
		}
	}
	if t := c.topicPhrase(); t != "" && wordCount(t) <= 8 {
		cands = append(cands, t)
	}
	if c.custom != "" && wordCount(c.custom) <= 3 {
		cands = append(cands, "A story about "+strings.ToLower(bare(c.custom)))
	}
	// Keep the most specific candidate first, vary the rest.
	if len(cands) > 1 {
		rest := cands[1:]
		c.rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	}
	for _, s := range cands {
		addS(s)
	}
	for _, s := range es[2:] {
		addS(s)
	}
	gen := append([]string(nil), genericSubjects...)
	c.rng.Shuffle(len(gen), func(i, j int) { gen[i], gen[j] = gen[j], gen[i] })
	for _, s := range gen {
		addS(s)
	}
	for i := 2; len(out) < n && i < 13; i++ { // only reachable with a huge count
		addS("A quick story for you, part " + numberName(i))
	}
	return out
}

func numberName(i int) string {
	names := []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}
	if i < len(names) {
		return names[i]
	}
	return "more"
}
