package writer

import (
	"regexp"
	"slices"
	"strings"
)

// Bringing a thin brief closer to its length band, without inventing anything. A
// copywriter's scaffolding, each piece only where the brief's shape makes it true:
// one question back to a reader who shares the story's trouble, "Now, the details"
// over an offer of two or more sentences, advice that is the call to action itself,
// "no pressure" where nothing in the brief is urgent, one closing line, and a P.P.S.
// with a second point of the brief.
//
// These parts are the reserve: fit adds them only until the email reaches its
// band's floor, so a full brief never carries them. Lines a copywriter reading the
// emails side by side struck out (a lesson "true well beyond this story", a link
// before the offer is named, a question after an achievement, a line announcing the
// story, "Read that again") are not here: the email opens on the user's own words.

func (c *composer) expandParts(e emailParts) []optPart {
	x := c.p.expand
	var out []optPart
	add := func(where, slot string, list []string, vals map[string]string) *optPart {
		if t := c.fillPick(slot, list, vals); t != "" {
			out = append(out, optPart{where: where, text: ucfirst(t), own: true})
			return &out[len(out)-1]
		}
		return &optPart{}
	}
	// "Have you been there?" only after the teller's own trouble, to a reader the brief
	// describes by a situation, and never after a result ("from $0 to $42k").
	rc := readerClause(c.in.TargetAudience, c.lang)
	// Only where the answer is the call to action itself: beside a link, a question asks for a
	// reply the email does not want.
	if asksForReply(c.f.cta) && pastTense(c.in.Story) && !c.thirdPartyStory() && rc != "" && painful[c.emo] && !fromTo.MatchString(c.in.Story) && c.kind != ctaDonate &&
		!c.recent(2, c.p.develop.ask, x.youToo) {
		asked := holdsAny(c.p.develop.ask) // "I wonder if you've found the same." asks without a "?"
		add("ask", "youtoo", x.youToo, nil).skip = func(b string) bool { return hasQuestion(b) || asked(b) }
	}
	// Advice that is the call to action itself, for the standard ones: a custom call to
	// action is already in the user's words, and advice would say it twice. No advice to
	// buy, book or apply: "go with your gut" only pushes.
	plays := c.linkSaysWhere() // an episode, a video or the schedule: nothing to read or pick
	// "See for yourself" fits only what costs nothing to try: never a paid 10-week course.
	if list := x.advice[c.kind]; len(list) > 0 && !grateful(c.in.DesiredEmotion) && !plays && !c.recent(2, list) && (c.f.price == "" || c.p.isFree(c.f.price)) {
		// Not beside a line that already points at the step ("if you want the whole picture,
		// join the webinar"): lines about one step in a row are a stack.
		add("next", "advice", list, nil).skip = holdsAny(slices.Concat([]string{"My advice", "Mi consejo"}, c.p.bridge[c.kind], c.p.ctaLead[c.kind]))
	} else if steps := x.next[c.kind]; len(steps) > 0 && !(c.kind == ctaDonate && c.f.price != "") && !asksForReply(c.f.cta) &&
		!(c.kind == ctaBook && fixedTime.MatchString(c.in.ProductDescription+" "+c.in.Story)) && !plays && !pointsAtLink.MatchString(e.bridge) && !c.urgent {
		// No "Bring your questions": a session without questions does not want them, and one
		// "with live Q&A" has just said so.
		steps = slices.DeleteFunc(slices.Clone(steps), questionWords.MatchString)
		// Not beside a line that says the same ("Pick a time…", "it's one click away").
		if len(steps) > 0 {
			add("next", "next", steps, nil).skip = holdsAny(slices.Concat(c.p.ctaLead[c.kind], c.p.bridge[c.kind]))
		}
	}
	// One closing line of the writer's own, never a stack: "no pressure" where there is a
	// decision to make and nothing presses; the excitement of an event; passing on what a
	// friend can use; an invitation to reply. Never a line about how the reader feels
	// ("Where you are right now isn't where you have to stay"): a claim the user never made.
	var closing []func()
	// ("Take your time with it." under "2 build slots opened up" takes the news back)
	if !c.urgent && c.decision() && !firmTone[c.tone] && !fewLeft.MatchString(c.in.ContentFocus+" "+c.scarcity()) {
		closing = append(closing, func() { add("feel", "nopress", x.noPress, nil).skip = closingFull })
	}
	if c.emo == "excitement" && (c.kind == ctaInvite || c.kind == ctaWebinar) && !asksForReply(c.f.cta) { // "I can't wait for this one" is for an event, not a reply
		closing = append(closing, func() { add("feel", "xemotion", c.p.emotion["excitement"], nil).skip = closingFull })
	}
	if c.shareable() && !closedCircle.MatchString(c.in.TargetAudience+" "+c.in.ContentFocus) && c.emo != "urgency" && !asksForReply(c.f.cta) {
		closing = append(closing, func() {
			passed := holdsAny(c.p.develop.passOn)
			add("pass", "forward", x.forward, nil).skip = func(b string) bool { return passed(b) || closingFull(b) }
		})
	}
	if !asksForReply(c.f.cta) {
		closing = append(closing, func() {
			add("reply", "xreply", x.reply, nil).skip = func(b string) bool { return mentionsReply(b) || closingFull(b) }
		})
	}
	if len(closing) > 0 {
		closing[int(c.pk.hash("closing", 0)%uint64(len(closing)))]()
	}
	if pps := c.pps(e); pps != "" && !c.recent(1, []string{"P.P.S.", "P.P.D."}) {
		out = append(out, optPart{where: "pps", text: pps, own: true})
	}
	return out
}

// firmTone is a voice that does not say "no pressure either way" or "take your time with it".
var firmTone = map[string]bool{"serious": true, "authoritative": true, "professional": true}

// fixedTime is a booking with its day and hour set ("Saturdays 9am"): no time to choose.
var fixedTime = regexp.MustCompile(`(?i)\b(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|every (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|los (?:lunes|martes|miércoles|jueves|viernes|sábados|domingos))\b|\b\d{1,2}(?::\d\d)?\s?(?:am|pm)\b`)

// painful are the emotions of a story told from a trouble the reader may share.
var painful = map[string]bool{"relief": true, "frustration": true, "hope": true, "confidence": true, "empowerment": true}

// pressing reports a brief with something that will not wait: a deadline, a dated event, a
// sale, a number running out, a sell-out, "today" in the call to action, a lesson against
// waiting, or the urgency emotion. "No pressure" or "when you're ready" would contradict it.
func (c *composer) pressing() bool {
	brief := c.offerText() + "\n" + c.in.CallToAction
	return c.emo == "urgency" || c.f.sale != "" || c.deadline || c.limited || hasDeadline.MatchString(c.in.CallToAction) || hasCount.MatchString(c.in.CallToAction) ||
		c.scarcity() != "" || datedEvent.MatchString(brief) || soldOut.MatchString(brief) || nowWords.MatchString(c.in.CallToAction) || againstWaiting.MatchString(c.in.Lesson) ||
		shoutedNow.MatchString(c.in.Story) || dontWait.MatchString(c.in.Story+"\n"+c.in.ContentFocus)
}

// shoutedNow is "check their guitars NOW" typed in capitals; dontWait is the brief telling
// the reader not to put it off ("before it gets worse", "no esperen a abril").
var (
	shoutedNow = regexp.MustCompile(`\b(?:NOW|TODAY|AHORA|HOY)\b`)
	dontWait   = regexp.MustCompile(`(?i)\b(?:before it gets worse|don'?t wait|do not wait|no esper(?:en|es|ar)|antes de que (?:sea tarde|empeore))\b`)
)

// offerText is the brief's text where a deadline, a limit or a sale would be told.
func (c *composer) offerText() string {
	return strings.Join([]string{c.in.Story, c.in.SalePrice, c.in.Price, c.in.ContentFocus, c.in.ProofElement, c.in.ProductDescription}, "\n")
}

// decision reports an offer with something to decide: a price to pay or an application.
func (c *composer) decision() bool {
	return c.kind == ctaApply || (c.f.price != "" && !c.p.isFree(c.f.price) && c.kind != ctaDonate)
}

var (
	datedEvent     = regexp.MustCompile(`(?i)\b(?:this|next|on|este|el próximo)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|lunes|martes|miércoles|jueves|viernes|sábado|domingo|fin de semana)\b|\b(?:tonight|tomorrow|mañana|esta noche)\b`)
	soldOut        = regexp.MustCompile(`(?i)\b(?:sold out|sell out|sells out|se acab\w+|agotad\w+)\b`)
	nowWords       = regexp.MustCompile(`(?i)\b(?:today|now|tonight|hoy|ahora)\b`)
	againstWaiting = regexp.MustCompile(`(?i)\b(?:wait\w*|later|someday|put\w* off|ignor\w*|esperar|más tarde|algún día)\b`)
)

// recent reports a user whose n newest emails already hold one of these lines: a move used
// in every email becomes the template the reader notices.
func (c *composer) recent(n int, lists ...[]string) bool {
	for i, h := range c.in.History {
		if i >= n {
			break
		}
		for _, list := range lists {
			if containsAny(h, list...) {
				return true
			}
		}
	}
	return false
}

// closingFull reports a closing paragraph (the one before the sign-off) that already holds
// two lines: a third of the writer's own would make a stack.
func closingFull(body string) bool {
	paras := strings.Split(body, "\n\n")
	for i, p := range paras {
		if (strings.HasPrefix(p, "P.S.") || strings.HasPrefix(p, "P.D.")) && i >= 2 {
			closing := paras[i-2]
			return !strings.Contains(closing, "://") && closingLines(closing) >= 2
		}
	}
	return false
}

// closingLines counts a paragraph's lines, a question and its answer as one
// ("Questions first? Hit reply and ask.").
func closingLines(p string) int {
	n := 0
	for _, s := range splitSentences(p) {
		if !strings.HasSuffix(s, "?") {
			n++
		}
	}
	return n
}

func mentionsReply(body string) bool {
	return containsAny(strings.ToLower(body), "reply", "respond", "what you think", "qué te parece")
}

// holdsAny reports a body that already holds one of the lines.
func holdsAny(lines []string) func(string) bool {
	return func(body string) bool { return containsAny(body, lines...) }
}

// hasQuestion reports a body that already asks the reader something before its link
// (a closing "Questions first? Hit reply" is not a question about the story).
func hasQuestion(body string) bool {
	for _, p := range strings.Split(body, "\n\n") {
		if strings.Contains(p, "://") {
			return false
		}
		if strings.Contains(p, "?") {
			return true
		}
	}
	return false
}

var pastMarkers = regexp.MustCompile(`(?i)\b(?:was|were|had|did|went|came|told|said|thought|felt|found|took|made|got|ago|left|sold|lost|ran|began|became|kept|knew|met|paid|quit|sent|spent|stood|wrote|won|woke|broke|brought|bought|built|caught|chose|drove|fell|gave|grew|heard|held|meant|saw|sat|slept|spoke|threw|fue|era|estaba|tenía|hacía|llegó|empecé|perdí|hace \w+ años)\b|\b\w{3,}ed\b`)

// pastTense reports a line told as something that happened, not news of what is on.
func pastTense(s string) bool {
	return pastMarkers.MatchString(s) || preteriteES.MatchString(s)
}

var (
	// fromTo is a change told in numbers: "from $3,200/month to $14,500/month".
	fromTo = regexp.MustCompile(`(?i)\b(?:from|de)\s+(\$?€?\d[\d,.]*\S*(?:\s+[a-z]+)?)\s+(?:to|a)\s+(\$?€?\d[\d,.]*\S*(?:\s+[a-z]+)?)`)
)

// pps is a second postscript with a point of the brief the email has not made yet: a
// proof or a benefit told as a full sentence ("you save $169 over paying monthly"), or
// none. Never a fragment ("based on 2,140 invoices") or a second colon.
func (c *composer) pps(e emailParts) string {
	if e.ps == "" {
		return ""
	}
	x, f := c.p.expand, c.f
	said := strings.ToLower(strings.Join([]string{e.ps, e.offer, e.bridge}, " "))
	fits := func(point string) bool {
		return point != "" && wordCount(point) <= 18 && !strings.Contains(point, ":") && !strings.Contains(said, strings.ToLower(tail(point)))
	}
	for _, point := range []string{f.proof, f.benefit} {
		if fits(point) && sentenceLike(point) && !fragmentLed[firstWordLower(point)] && !toldIn(point, c.in.Story, e.ps, e.offer, e.bridge) {
			return c.fillPick("pps", x.pps, map[string]string{"point": tail(point)})
		}
	}
	return "" // the lesson once more would only repeat the email
}

// fragmentLed are first words of a phrase that is not a sentence ("based on 2,140 invoices").
var fragmentLed = map[string]bool{"based": true, "with": true, "without": true, "for": true, "from": true, "including": true,
	"featuring": true, "plus": true, "according": true, "backed": true, "trusted": true, "used": true, "rated": true, "basado": true, "con": true, "para": true}

// fewLeft is a topic's count of what is left or open: "2 build slots opened up", "only 250
// kits", "quedan 6 lugares".
var fewLeft = regexp.MustCompile(`(?i)\b(?:only (?:taking |accepting |have )?\d+|\d+[ -](?:player|person|people|seat|spot|ticket|guest|team)s? cap|(?:capped|limited) (?:at|to) \d+|\d+ (?:\p{L}+ )?(?:spots?|seats?|places?|slots?|plazas|lugares|huecos?|kits|bags|tickets?|openings?) (?:left|remaining|open(?:ed)?(?: up)?|available)|quedan (?:solo )?\d+|hueco para \d+)`)
