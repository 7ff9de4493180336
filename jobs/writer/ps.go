package writer

// The P.S.: one point of the brief worth a reminder (a sale, a limit, a date, a proof, the
// benefit, the story's own ask or last line, or the reader the email is for), then the link,
// labelled by what it does.

import (
	"regexp"
	"slices"
	"strings"
)

// ps is the closing P.S.: one point worth repeating, then the link.
func (c *composer) ps(lesson, itName string) (ps, kind string) {
	p, f := c.p, c.f
	prefix := c.psPrefix()
	var text string
	scarce := c.scarcity()
	// told as the story typed it: the limit has had its slips fixed ("cafe" is "café")
	// (or as a note: "- we cap it at 60 people bc thats what fits")
	scarceTold := false
	if scarce != "" {
		story := fixTypos(c.in.Story, c.lang)
		scarceTold = strings.Contains(strings.ToLower(strings.Join(strings.Fields(story), " ")), strings.ToLower(scarce)) || mostlyIn(scarce, story)
	}
	// In a short email the body's price is a few lines up: its recap says it twice in a breath.
	// A limit or the reader the email is for is the P.S. there, when the brief gives one.
	// A price rise is the email's news: its recap stays.
	recapNear := c.shortStory && f.sale != "" && f.price != "" && !p.isFree(f.price) && !c.risingPrice()
	// A limit once more: a reminder when the story told it, never the same sentence twice.
	limit := func() (string, string) {
		frames := p.psScarce
		if scarceTold || mostlyIn(scarce, f.proof) {
			frames = p.psRemind // the body has said it, in the story or as the proof
		}
		limit := scarce
		if c.f.product != "" && c.lang == "en" {
			// Out of the story, "We cap it at 60 people" has lost what "it" is: the P.S. names it.
			limit = objectIt.ReplaceAllString(limit, "${1} "+withoutAside(c.f.product))
		}
		return c.fillPick("ps", frames, map[string]string{"scarce": tail(limit)}), "scarce"
	}
	// The reader P.S. is written once: each writing picks its label, and a pick not shown
	// would still count as used.
	var readerLine *string
	readerPS := func() string {
		if readerLine == nil {
			r := c.readerPS()
			readerLine = &r
		}
		return *readerLine
	}
	// The reader's line stands for the price once (a sale that ends, "$22 through Sunday",
	// keeps its reminder: the reader acts on it); the user's next emails recap the price.
	reader := ""
	if recapNear && scarce == "" && !hasDeadline.MatchString(f.sale) && !timeBound.MatchString(f.sale) && c.kind != ctaDonate && !c.recent(3, []string{c.readerOpening()}) {
		reader = readerPS()
	}
	ends := saleEnds(f.sale, c.lang)
	if ends == "" {
		ends = sentence(c.topicSaleEnd()) // the topic's "…thru April 30" ends this sale
	}
	fewLeft := c.topicFewLeft() // asked by the sale's case and said by its own
	codeFact := c.codeFact()
	switch {
	case codeFact != "":
		// the discount with its code, said once in the body: the P.S. is the code to type
		fact := codeFact
		code := map[bool]string{true: "Tu código: ", false: "Your code: "}[c.lang == "es"] + promoCode.FindString(fact)
		if until := codeUntil.FindString(fact); until != "" {
			code += ", " + strings.TrimSpace(until) // "Tu código: BURBUJA20, hasta el 15 de junio."
		}
		text, kind = prefix+sentence(code), "sale"
	case recapNear && scarce != "":
		text, kind = limit()
	case reader != "":
		return reader, "reader"
	case c.risingPrice():
		// a price going up is the email's news: its recap keeps the new price
		text, kind = c.fill("P.S. To recap: {sale}. Otherwise it's {price}.", map[string]string{"sale": f.sale, "price": f.price}), "sale"
	case c.lang == "en" && labelledSale.MatchString(f.sale):
		// "$50/yr founding member (locked in forever) until Friday": "P.S. The founding member
		// price of $50/yr (locked in forever) runs until Friday.", not "To recap: $50/yr founding member…"
		m := labelledSale.FindStringSubmatch(f.sale)
		kind = "sale"
		rest := bracketedUntil.ReplaceAllString(c.dealTerms(m[3]), " $1") // "(til 3/28)" runs until 3/28
		if !untilWhen.MatchString(rest) && scarce != "" {
			text, kind = limit() // the body's price line said it all: the limit is the reminder
		} else if !untilWhen.MatchString(rest) {
			text = prefix + sentence("The "+m[2]+" price is "+m[1]+rest) // no end to run to: "…is $99 (waitlist only)."
		} else {
			text = prefix + sentence("The "+m[2]+" price of "+m[1]+untilWhen.ReplaceAllString(rest, " runs $1"))
		}
	case f.sale != "" && f.price != "" && !p.isFree(f.price) && wordCount(f.price) > 1:
		text, kind = c.fillPick("ps", p.psBothTerms, map[string]string{"sale": f.sale, "price": f.price}), "sale"
	case f.sale != "" && f.price != "" && !p.isFree(f.price) && !priceIsSentence(f.price, c.lang) && c.launchOffer() && len(p.psLaunch) > 0:
		text, kind = c.fillPick("ps", p.psLaunch, map[string]string{"sale": f.sale, "price": f.price}), "sale"
	case f.sale != "" && f.price != "" && !p.isFree(f.price) && !priceIsSentence(f.price, c.lang) && ends != "":
		// "$99 thru Nov 30" told in the body: the P.S. says when it ends, not the price again
		text, kind = prefix+ends, "sale"
	case f.sale != "" && f.price != "" && !p.isFree(f.price) && !priceIsSentence(f.price, c.lang) && (fewLeft == "" || c.kind == ctaDonate):
		// (a sale with no end of its own gives way to what is left: "P.S. Remember: only 75
		// cases this year." says more than "Until the sale ends it's $279")
		text, kind = c.fillPick("ps", noNestedAside(c.saleList(p.psSale, p.psSaleWordy), f.sale), map[string]string{"it": itName, "sale": f.sale, "price": f.price}), "sale"
	case scarce != "" && (c.emo == "urgency" || !scarceTold):
		// A limit the brief gives (seats, dates, a cap) is the line most worth a P.S.; one the
		// story has told, only in an email meant to be urgent, where it is the reminder a
		// reader acts on.
		text, kind = limit()
	case c.kind != ctaDonate && fewLeft != "":
		// what is left ("Only 60 bags (12oz)", "2 build slots opened up for Q3") is the reminder a
		// reader acts on, before a proof or the reader the email is for
		// said short, as a reminder: "P.S. A reminder: 2 build slots opened up for Q3.", not the
		// body's sentence again with its reason and aside
		lim := strings.TrimSpace(reasonTail.ReplaceAllString(inBrackets.ReplaceAllString(fewLeft, ""), ""))
		if w := strings.Fields(lim)[0]; !c.nameWord(w) {
			lim = lowerFirst(lim)
		}
		text, kind = c.fillPick("ps", p.psRemind, map[string]string{"scarce": tail(lim)}), "scarce"
	default:
		var opts []string
		// The P.S. repeats one point of the offer, never one the story has already told twice.
		if f.proof != "" && wordCount(f.proof) <= 18 && !toldIn(f.proof, c.in.Story) {
			opts = append(opts, "proof")
		}
		// The benefit is the body's too: said again word for word only when nothing else is
		// left to say.
		if f.benefit != "" && wordCount(f.benefit) <= 15 && !mostlyIn(f.benefit, c.in.Story, f.proof) && len(opts) == 0 {
			opts = append(opts, "benefit")
		}
		when := c.eventWhen()
		if when != "" && !(sharesNumber(c.ownCTA(), when) && readerPS() != "") {
			// The day and hour of an event, the reminder readers keep; under a link line that
			// has just said it ("Come to Adoption Day on June 8"), the reader handed the link
			// says more.
			opts = []string{"when"}
		}
		if lesson != "" && wordCount(lesson) <= 18 && len(opts) == 0 && wordCount(c.in.Story) >= 150 {
			// A fact from the brief first; the lesson again only without one, and only where
			// the story is long enough to have scrolled it away ("In one line: new toys = new
			// excuses to come in" under a four-line email says it twice in a breath).
			opts = append(opts, "lesson")
		}
		if len(opts) == 0 {
			opts = append(opts, "reader") // nothing of the brief to repeat: the reader, if the brief says who
		}
		kind = opts[int(c.pk.hash("pskind", 0)%uint64(len(opts)))]
		if kind == "benefit" {
			// The benefit again is the body said twice: a practical fact of the campaign the body
			// has not said yet closes better ("P.S. Drop off or mail-in (free return shipping
			// over $120).").
			if fact := c.psTopicFact(); fact != "" {
				c.psFact = fact
				return c.withLink(prefix+sentence(fact), "story"), "fact"
			}
		}
		if (kind == "benefit" || kind == "lesson" || kind == "reader") && c.kind != ctaDonate {
			// The reader the email is for, said once, where it lands last, rather than the
			// benefit or the lesson a second time: asked straight to the link ("P.S. If you
			// invoice by email, see how it works here: …"), not told "this is for you".
			if r := readerPS(); r != "" {
				return r, "reader"
			}
			if m := c.mirrorLine(); m != "" {
				text, kind = prefix+m, "reader"
			}
		}
		switch kind {
		case "proof":
			frames := c.proofFrames(p.psProof)
			if c.proofIsSentence() {
				frames = []string{prefix + "{proof}"} // "P.S. 412 kids learned to swim…" says it plainly
			}
			text = c.fillPick("ps", frames, map[string]string{"proof": tail(f.proof)})
		case "benefit":
			frames, it := c.benefitFrames(p.psBenefit, p.psBenefitDo), ""
			if f.product != "" {
				it = productPhrase(withoutAside(f.product))
			} else {
				// no name for "it": "P.S. With it, you can…" would point at nothing
				frames = slices.DeleteFunc(slices.Clone(frames), func(t string) bool { return strings.Contains(t, "{it}") })
			}
			text = c.fillPick("ps", frames, map[string]string{"benefit": tail(f.benefit), "it": it})
		case "when":
			frames := p.psWhen
			if c.deadlineWhen(when) {
				frames = p.psDeadline // "Haz tu pedido antes del 25 de octubre" is a last day, not a date to save
			}
			text = c.fillPick("ps", frames, map[string]string{"when": when})
		case "lesson":
			// "If you skimmed" only where there was enough to skim; "In one line" over one.
			lines := len(splitSentences(lesson))
			text = c.fillPick("ps", slices.DeleteFunc(slices.Clone(p.psLesson), func(t string) bool {
				return c.shortStory && (shortVersion.MatchString(t) || skimmed.MatchString(t)) || lines > 1 && oneLine.MatchString(t)
			}), map[string]string{"lesson": lesson})
		}
	}
	if text == "" && scarce != "" {
		// Nothing else worth a P.S.: the limit the story told, a reminder rather than only the link.
		text, kind = limit()
	}
	if text == "" && c.kind == ctaDonate && c.lang == "en" {
		// An appeal's match is the reason to give today: "P.S. Gifts matched 1:1 up to $5,000 by
		// the Hadley Family Foundation.", never a bare "P.S. Give here".
		for _, fact := range c.topicFacts() {
			if giftMatch.MatchString(fact) && wordCount(fact) <= 20 {
				c.psFact, text, kind = fact, prefix+sentence(fact), "fact"
				break
			}
		}
		if text == "" {
			if m := splitSentences(f.proof); len(m) > 1 && giftMatch.MatchString(m[0]) && wordCount(m[0]) <= 20 {
				text, kind = prefix+m[0], "fact" // the proof's match, said again where it lands last
			}
		}
	}
	if text == "" && c.lang == "en" {
		// Never a bare "P.S. Book here:": the benefit's first point, else the lesson's first
		// line ("P.S. Catch leaks before tenants do.", "P.S. A $650 inspection in October
		// beats a $41k emergency in January.")
		if b := benefitHead.Split(bare(f.benefit), 2)[0]; b != "" && wordCount(b) <= 12 {
			text, kind = prefix+sentence(ucfirst(b)), "" // as a bare P.S.: the story's own last line, if it has one, goes first (storyPS)
		} else if ls := splitSentences(lesson); len(ls) > 0 && wordCount(ls[0]) <= 18 {
			text, kind = prefix+ls[0], ""
		}
	}
	if text != "" {
		return c.withLink(text, kind), kind
	}
	if own := c.ownCTA(); c.link != "" && own != "" && asksForReply(own) {
		return c.pick("ps", p.psReply), "" // the link is no step when the ask is a reply
	}
	if c.link != "" {
		return c.withLink(prefix, ""), ""
	}
	if lesson != "" {
		return prefix + c.fill("{lesson}", map[string]string{"lesson": tail(lesson)}), ""
	}
	return "", ""
}

// bracketedUntil is a sale's end in brackets: "$199 early bird (til 3/28)".
var bracketedUntil = regexp.MustCompile(`\s*\(((?:until|through|thru|till|til) [^()]+)\)$`)

// untilWhen is a deal's end at the close of its terms: " until Friday", " through Aug 15".
var untilWhen = regexp.MustCompile(`,?\s+((?:until|through|thru|till|til) [^,;]+)$`)

// benefitHead ends a benefit's first point: "catch leaks before tenants do + a report you can…".
var benefitHead = regexp.MustCompile(`\s+\+\s+|,\s+|;\s+|\s+and also\s+`)

// readerPS is the P.S. that names the reader the brief describes and hands them the link:
// "P.S. If you're stuck under $5k a month, apply here: …". Empty when the brief names no
// reader, or the call to action is a reply or done in person, with no link to hand.
func (c *composer) readerPS() string {
	rc := readerClause(c.in.TargetAudience, c.lang)
	own := c.ownCTA()
	if rc == "" || alreadyActed.MatchString(rc) || c.link == "" || own != "" && (asksForReply(own) || inPerson.MatchString(own)) {
		return ""
	}
	if own == "" && (c.kind == ctaCustom || c.kind == ctaInvite) || askWithReason.MatchString(own) {
		// "Details here" is no step to hand the reader; an ask for a head count ("RSVP so we
		// know how many tacos to order") goes to the whole list: "If you come in weekends,
		// RSVP here" would turn the others away
		return ""
	}
	label := c.ctaLabel("pslabel", true) // the user's own ask, or the product by name
	if pronounLabel.MatchString(label) {
		if label = c.plainAction(c.ctaLabel("pslabel", false)); label == "" {
			return ""
		}
	}
	return c.readerOpening() + " " + lowerFirst(label) + ": " + c.link
}

// readerOpening is how the reader P.S. opens ("P.S. If you feel stuck,"), or "" with no reader.
func (c *composer) readerOpening() string {
	rc := readerClause(c.in.TargetAudience, c.lang)
	if rc == "" {
		return "\x00" // matches no email
	}
	return c.psPrefix() + map[bool]string{true: "Si ", false: "If "}[c.lang == "es"] + rc + ","
}

// plainAction is a link label with no pronoun: after "If you keep falling off your
// nutrition," or "I had to hire my sister to help pour lol.", "download it" or "grab it" takes
// the wrong noun. Empty when the kind has none.
func (c *composer) plainAction(label string) string {
	if !pronounLabel.MatchString(label) {
		return label
	}
	return c.pick("pslabel", c.p.plainLabel[c.kind])
}

// pronounLabel is a link label whose pronoun needs the product just named ("Download it
// here", "Book yours here", "Descárgalo aquí").
var pronounLabel = regexp.MustCompile(`(?i)\b(?:it|yours) here$|lo aquí$`)

func (c *composer) psPrefix() string {
	if c.lang == "es" {
		return "P.D. "
	}
	return "P.S. "
}

// withLink ends a P.S. on the link once more, labelled by what the link does ("Book here",
// "Give here", "Listen here"): a label with nothing to point at ("You'll find it here" after a
// line about twins) reads as filler. A P.S. passing the email on gives the link to pass along;
// an email whose call to action is a reply gives no link, as its body has asked for no click.
// bookableLeft is a limit counted in what a reader books: slots, dates, seats.
var bookableLeft = regexp.MustCompile(`(?i)\b(?:slots?|spots?|seats?|places?|dates?|days?|saturdays?|sundays?|fridays?|weekends?|sessions?|tickets?|openings?|appointments?|times?)\b`)

func (c *composer) withLink(ps, kind string) string {
	own := c.ownCTA()
	if c.link == "" || own != "" && asksForReply(own) {
		return ps
	}
	action := c.ctaLabel("pslabel", false)
	if kind == "scarce" && action == "Book here" && bookableLeft.MatchString(ps) {
		// "Only 6 Saturdays left for 2025. Book yours here": one of them ("only taking 4
		// clients/month" leaves nothing for "yours" to be)
		action = "Book yours here"
	}
	if kind == "reader" || kind == "story" || kind == "ask" {
		// "Grab it here" after a sale is the offer's; after "I had to hire my sister to help
		// pour lol" the "it" takes the sister's pouring.
		action = c.plainAction(action)
	}
	var label string
	switch {
	case secondAsk.MatchString(ps):
		label = c.pick("pslabel", c.p.passAlong)
	case c.kind != ctaCustom && action != "" && !echoesVerb(ps, action):
		label = action + ":"
	default:
		// A custom call to action, whose only label is the user's own ask (said in the body)
		// or "Here's the link", or a label whose verb the P.S. has just used ("Thank you for
		// listening. Listen here"): the link again, in words that do not echo the P.S.'s own
		// ("One more time, because it matters: … One more time, the link").
		frame := strings.SplitN(ps, ":", 2)[0]
		for _, a := range c.pk.ordered("again", c.p.again) {
			if label == "" || !sharesWord(frame, a) {
				label = a
				if !sharesWord(frame, a) {
					break
				}
			}
		}
	}
	return strings.TrimSpace(ps) + " " + label + " " + c.link
}

// echoesVerb reports a label whose verb the P.S. has just used ("Thank you for listening.
// Listen here:").
func echoesVerb(ps, label string) bool {
	verb := firstWordLower(label)
	if len([]rune(verb)) < 4 {
		return false
	}
	for _, w := range strings.Fields(strings.ToLower(ps)) {
		if strings.HasPrefix(strings.Trim(w, ".,;:!?¿¡'\""), verb) {
			return true
		}
	}
	return false
}

// sharesNumber reports two texts with a number in common ("June 8" and "Saturday June 8").
func sharesNumber(a, b string) bool {
	for _, n := range number.FindAllString(b, -1) {
		if slices.Contains(number.FindAllString(a, -1), n) {
			return true
		}
	}
	return false
}

// number is a run of digits, as a day or an hour is written.
var number = regexp.MustCompile(`\d+`)

// storyPS gives a P.S. that would repeat the lesson or the benefit, or only give the link,
// the line a copywriter would take from the story instead: its own second ask ("if you can't
// give right now, sharing this email helps too"), or its short last line ("Coach Sam had
// twins."). The story goes on without it: storyPS returns the line it moved (none: empty
// text), the sentences left and the opener's index among them.
func (c *composer) storyPS(e *emailParts, ss []storySent, opener int) (storySent, []storySent, int) {
	i, kind := -1, ""
	switch e.psKind {
	case "scarce":
		// A limit the story told ("We have 14 openings left in December") stays in the body,
		// before the link the reader acts on; the P.S. reminds them of it, unless the email is
		// so short that the limit is a few lines up: then the story's last line is the P.S.
		// ("Last year we had a waitlist of 40 people by Dec 10.").
		limit := strings.ToLower(bare(c.scarcity()))
		told := slices.ContainsFunc(ss, func(s storySent) bool { return strings.Contains(strings.ToLower(s.text), limit) })
		if k := lastLineIndex(ss, opener, false); c.shortStory && told && k >= 0 && !strings.Contains(strings.ToLower(ss[k].text), limit) {
			i, kind = k, "story"
		}
	case "", "lesson", "benefit":
		i, kind = secondAskIndex(ss, opener), "ask"
		if i < 0 {
			// The story's own closing ask ("Come try 'em this week") stays in the body beside a
			// P.S. of its own; it is the P.S. only instead of a bare link.
			i, kind = lastLineIndex(ss, opener, e.psKind == ""), "story"
		}
	}
	if i < 0 {
		return storySent{}, ss, opener
	}
	line := ss[i]
	text := dropLeadingConnector(line.text)
	if c.f.product != "" && c.lang == "en" {
		// Out of the story, "We cap it at 60 people" has lost what "it" is: the P.S. names it.
		text = objectIt.ReplaceAllString(text, "${1} "+withoutAside(c.f.product))
	}
	e.ps, e.psKind = c.withLink(c.psPrefix()+ucfirst(text), kind), kind
	if i < opener {
		opener--
	}
	return line, slices.Delete(ss, i, i+1), opener
}

// secondAsk is a line of the story asking for something besides the call to action: passing
// the email on ("sharing this email with one friend who loves dogs helps a lot too").
var secondAsk = regexp.MustCompile(`(?i)\b(?:shar(?:e|ing) (?:this|it)|forward(?:ing)? (?:this|it)|pass(?:ing)? (?:this|it) (?:on|along)|tell a friend|compart(?:e|ir) (?:este|esto)|reenv[ií]a(?:r)? (?:este|esto))\b`)

// secondAskIndex is the story sentence holding a second ask, -1 when none does (or the story
// opens on it).
func secondAskIndex(ss []storySent, opener int) int {
	for i, s := range ss {
		if i != opener && wordCount(s.text) <= 30 && secondAsk.MatchString(s.text) {
			return i
		}
	}
	return -1
}

// lastLineIndex is the story's last sentence when it can close the email as a P.S.: short,
// standing on its own, in a story of three sentences or more that does not open on it; -1
// otherwise.
func lastLineIndex(ss []storySent, opener int, askToo bool) int {
	last := -1
	for i, s := range ss {
		if last < 0 || s.idx > ss[last].idx {
			last = i
		}
	}
	if len(ss) < 3 || last < 0 || last == opener {
		return -1
	}
	t := ss[last].text
	if last > 0 && (strings.HasPrefix(t, "\"") || strings.HasPrefix(t, "“")) && quoteMarks.MatchString(ss[last-1].text) {
		return -1 // "The work didn't change," Luis said. "We just stopped…": one quote, one speaker
	}
	// "Come try 'em this week" is the story's own ask: the body keeps it.
	if n := wordCount(t); n < 3 || n > 12 || strings.ToUpper(t) == t || !hasVerbTag(t) && !imperative(t) && !sentenceLike(t) || strings.HasSuffix(t, "?") || leansBack(t) || ellipsisEnd.MatchString(t) || refersBack.MatchString(firstWordLower(t)) || pointsAt.MatchString(t) || imperative(t) && !askToo || stillGoing.MatchString(t) {
		return -1
	}
	return last
}

// psTopicFact is the topic fact the P.S. says instead of the details paragraph: the last of
// two or more, with no day, hour, price or sale of its own (those stay beside the price and
// the link); "" when none fits.
func (c *composer) psTopicFact() string {
	facts := c.topicFacts()
	if len(facts) < 2 {
		return ""
	}
	for i := len(facts) - 1; i >= 0; i-- {
		f := facts[i]
		if strings.Contains(f, "!") || titleLed.MatchString(f) {
			continue // "A Christmas Carol (Dec, always sells out!)" is one of a list, not a fact to close on
		}
		if n := wordCount(f); n >= 3 && n <= 16 && (!numberWord.MatchString(plainNumbers(f)) || onlyAmount.MatchString(f)) {
			return f
		}
	}
	return ""
}

// codeFact is the topic fact giving the sale with its code ("Primer servicio 20% de descuento
// con código BURBUJA20 hasta el 15 de junio"): it says the sale, so the price line does not.
func (c *composer) codeFact() string {
	pct := percentOf.FindString(c.f.sale)
	for _, f := range c.topicFacts() {
		if promoCode.MatchString(f) && !promoCode.MatchString(c.f.sale) && (pct != "" && strings.Contains(f, pct) || c.f.sale == "") {
			return f
		}
	}
	return ""
}

var (
	percentOf = regexp.MustCompile(`\d+ ?%`)
	codeUntil = regexp.MustCompile(`(?i)\b(?:hasta el|until|through|thru|before|antes del?) [^.,;]+$`)
)

// giftMatch is a fact about gifts being matched.
var giftMatch = regexp.MustCompile(`(?i)\bmatch(?:ed|es|ing)?\b`)

// titleLed is a fact led by a name in title case: "A Christmas Carol (Dec)", "Into the Woods".
var titleLed = regexp.MustCompile(`^(?:(?:A|An|The|El|La) )?\p{Lu}\p{Ll}+ (?:(?:of|the|in|de|la) )?\p{Lu}`)

// onlyAmount is a fact whose only number is a sum, with no day in it: "free return shipping
// over $120".
var onlyAmount = regexp.MustCompile(`^[^0-9]*\$[\d,.]+[^0-9]*$`)

// saleEnds says when a sale typed with its end runs to: "$99 through Nov 30" gives "The $99
// price runs through Nov 30.", "$2,400 early bird til March 1" gives "The $2,400 early bird
// price runs until March 1.". English only; "" for a sale with no end.
func saleEnds(sale, lang string) string {
	m := saleUntil.FindStringSubmatch(bare(sale))
	if m == nil || lang != "en" {
		return ""
	}
	label := strings.TrimSpace(m[2])
	if label != "" && (digitRe.MatchString(label) || wordCount(label) > 3) {
		return "" // "$42 for restock list, first 24 hours only" has more than a price and a day
	}
	word := map[bool]string{true: "through", false: "until"}[strings.HasPrefix(strings.ToLower(m[3]), "th")]
	return sentence(strings.TrimSpace("The "+m[1]+" "+label) + " price runs " + word + " " + m[4])
}

var saleUntil = regexp.MustCompile(`(?i)^(\$[\d,.]+(?:/\w+)?),?\s+((?:\p{L}+[ -]?){0,3}?)\s*\b(through|thru|until|til|till)\s+(\S.{1,30})$`)

// pointsAt is a pronoun standing for something an earlier line named: "Every $180 moves one
// of them off it" has lost the waitlist once it is a P.S.
var pointsAt = regexp.MustCompile(`(?i)\b(?:them|it|these|those|him|her)\b|^(?:por eso|por esto|por ello|de ahí|which is why|that's why)\b`)

// stillGoing is a line of background told as still going on ("Llevamos 2 años buscando
// local", "We've been looking for years"): out of the story, in a P.S., it reads as news that
// it goes on still.
var stillGoing = regexp.MustCompile(`(?i)^(?:llevamos|llevo|llevaba|llevábamos|we've been|i've been|we have been|i have been)\b`)

// dropLeadingConnector drops a sentence's "And"/"But"/"So"/"Also", which joined it to the story.
func dropLeadingConnector(s string) string {
	switch firstWordLower(s) {
	case "and", "but", "so", "also", "plus", "y", "pero", "así", "además":
		_, rest, _ := strings.Cut(s, " ")
		return rest
	}
	return s
}

// eventWhen is the day of the event an invitation, webinar or custom call to action is
// about: the call to action's date, then the offer's, and the story's only when neither gives
// one ("…sold out two days before November 2" is not the order deadline), in its fullest
// telling ("Saturday June 8, 9 to 1" for "June 8"). "" for any other email.
// toldAsPast reports a day the story tells as what happened ("Friday 4:45pm Nov 2023 their file
// server died"): no date to save.
func toldAsPast(text, when string) bool {
	for _, sent := range splitSentences(text) {
		if strings.Contains(sent, when) {
			return pastTense(sent)
		}
	}
	return false
}

func (c *composer) eventWhen() string {
	if c.kind != ctaInvite && c.kind != ctaWebinar && c.kind != ctaCustom {
		return ""
	}
	var whens []string
	for _, t := range []string{c.in.CallToAction, c.in.ProductDescription + "\n" + c.in.SalePrice, c.in.Story} {
		if w := whenPhrase(t); w != "" && !handover(t, w) && !(t == c.in.Story && toldAsPast(t, w)) {
			whens = append(whens, w)
		}
	}
	if len(whens) == 0 {
		return ""
	}
	when := whens[0]
	for _, w := range whens[1:] {
		if len(w) > len(when) && strings.Contains(w, when) {
			when = w
		}
	}
	return fixTypos(when, c.lang) // "jan 16" is written "Jan 16", as the body writes it
}

// handover reports a date that is when an order is picked up or delivered ("pickup Dec
// 22-24"): not a date for the reader to save.
func handover(text, when string) bool {
	i := strings.Index(text, when)
	return i >= 0 && handoverWords.MatchString(text[max(0, i-24):i])
}

var handoverWords = regexp.MustCompile(`(?i)\b(?:pick ?-?ups?|picked up|pick up|deliver(?:y|ed|ies)?|ships?|shipping|arrives?|recogida|recoger|entrega|envío)\b[^.]*$`)

var (
	skimmed = regexp.MustCompile(`(?i)skimmed|en diagonal`)
	oneLine = regexp.MustCompile(`(?i)in one line|una sola línea`)
)

// benefitFrames fits the P.S. frame to the benefit's shape: what the reader can do ("build
// next week's schedule in under an hour") reads after "you can"; a clause ("90 minutes on
// Sunday covers your week") never follows "What it's built for:"; a noun phrase takes any.
func (c *composer) benefitFrames(frames, do []string) []string {
	b := c.f.benefit
	switch first := firstWordLower(b); {
	case willBenefit(first) && c.lang == "en":
		return []string{"P.S. You'll {benefit}"} // the body said "With it, you'll…"
	case imperative(b) && first != "no":
		return do
	case clauseLike(b) || first == "you" || first == "we" || first == "it" || first == "tú":
		// "you learn the lifts safely" is a sentence: "P.S. You learn…", never "What you get
		// out of it: you learn…"
		return slices.DeleteFunc(slices.Clone(frames), func(t string) bool { return nounSlot.MatchString(t) })
	}
	return frames
}

var nounSlot = regexp.MustCompile(`(?i)built for|get out of it|for, once more|reason it exists|para qué sirve`)

// whenPhrase is the day and hour of an event as the brief gives them ("Thanksgiving morning
// 7-9am", "Saturday, June 14 at 10am"); "" when it gives no day with an hour or a date.
func whenPhrase(text string) string {
	best := ""
	for _, m := range whenRe.FindAllString(text, -1) {
		m = strings.TrimRight(strings.TrimSpace(m), ",")
		if (hourRe.MatchString(m) || dateRe.MatchString(m)) && len(m) > len(best) {
			best = m
		}
	}
	// Days and months keep their capital, however the brief typed them ("may 17").
	return datedMonth.ReplaceAllStringFunc(calendarWord.ReplaceAllStringFunc(best, ucfirst), ucfirst)
}

// datedMonth: in a when-phrase "may" and "march" are months, and holidays are names.
var datedMonth = regexp.MustCompile(`\b(?:may|march|thanksgiving|christmas)\b`)

var (
	dayWord  = `(?:(?:this|next)\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|thanksgiving|christmas eve|christmas day|new year's eve|new year's day|lunes|martes|miércoles|jueves|viernes|sábado|domingo)(?:\s+(?:morning|afternoon|evening|night|por la mañana|por la tarde|por la noche))?`
	dateWord = `(?:(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\d{1,2} de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b)`
	// An hour keeps its time zone: "1pm" alone is the wrong time for readers elsewhere.
	hourWord = `(?:\d{1,2}(?::\d\d)?\s?(?:am|pm)?\s?(?:-|–|to)\s?\d{1,2}(?::\d\d)?\s?(?:am|pm)\b|\d{1,2}(?::\d\d)?\s?(?:am|pm)\b|\d{1,2}:\d\d\b(?:\s?h\b)?)(?:\s?(?:\((?:[ECMP][SD]?T|GMT|UTC|CET|CEST|BST|AEST|hora de [A-ZÁÉÍÓÚ]\w+)\)|(?:[ECMP][SD]?T|GMT|UTC|CET|CEST|BST|AEST)\b))?`
	whenRe   = regexp.MustCompile(`(?i)\b(?:` + dayWord + `(?:,?\s+` + dateWord + `)?|` + dateWord + `)(?:,?\s+(?:from\s+|at\s+|a las\s+|de\s+)?(?:` + hourWord + `))?`)
	hourRe   = regexp.MustCompile(`(?i)` + hourWord)
	dateRe   = regexp.MustCompile(`(?i)` + dateWord)
)

// shortVersion is a P.S. frame offering the story's short version: none for a short story.
var shortVersion = regexp.MustCompile(`(?i)short version|versión corta|en pocas palabras`)

// deadlineWhen reports a date the brief gives as a last day ("order before October 25",
// "antes del 25 de octubre") rather than the day of an event.
func (c *composer) deadlineWhen(when string) bool {
	for _, t := range []string{c.in.CallToAction, c.in.ProductDescription, c.in.SalePrice, c.in.Story} {
		low := strings.ToLower(t)
		if i := strings.Index(low, strings.ToLower(when)); i > 0 && beforeDate.MatchString(low[:i]) {
			return true
		}
	}
	return false
}

var beforeDate = regexp.MustCompile(`(?:\b(?:before|until|by|ends?|ending|closes?|closing|deadline(?: is)?|due|last day(?: is)?|stop (?:taking|accepting)(?: \w+)?|antes del?|hasta el?|cierra el?)\s+(?:on\s+)?(?:the\s+|el\s+)?)$`)

// timeBound is a sale that ends: "through Sunday", "Friday Nov 29 only", "this week".
var timeBound = regexp.MustCompile(`(?i)\b(?:through|thru|till|til|ends?|only|this week|this weekend|today|tonight|hasta)\b`)

// objectIt is "it" as the object of a limit's verb: "cap it at 60", "limit it to 20".
var objectIt = regexp.MustCompile(`(?i)\b(cap|caps|capped|limit|limits|limited|keep|keeps|run|runs|hold|holds) it\b`)

// topicFewLeft is the topic's fact that counts what is left or open, said in the body's
// details; "" when there is none.
func (c *composer) topicFewLeft() string {
	for _, f := range c.topicFacts() {
		if fewLeft.MatchString(f) {
			return f
		}
	}
	return ""
}

// noNestedAside unbrackets the usual price when the sale has brackets of its own ("$219 (Oct
// only)"): "It's $219 (Oct only), normally $289.", never "…(Oct only) (normally $289)."
func noNestedAside(frames []string, sale string) []string {
	if !strings.Contains(sale, "(") {
		return frames
	}
	out := make([]string, len(frames))
	for i, f := range frames {
		out[i] = bracketedPrice.ReplaceAllString(f, ", $1")
	}
	return out
}

var bracketedPrice = regexp.MustCompile(` \(([^()]*\{price\})\)`)
