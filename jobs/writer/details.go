package writer

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// The campaign's details. Marketers keep the facts of a campaign in the topic, between notes
// to themselves: "applications open for summer coding camp, 3 sessions: jun 23-27, jul
// 14-18, aug 4-8. ages 9-13, max 16 kids per session. … scholarships avail - same form". Every
// copywriter read of such briefs found the email silent on them. The facts the email does not
// say elsewhere are listed under the offer, each as the user typed it with its slips fixed;
// what reads as a note to the tool (a goal in registrants, "push that hard", "verify before
// send", who to target) is left out, and so is a fact nobody checked.

// topicDetails is the topic's facts the email says nowhere else, as a paragraph of short
// sentences ("3 sessions: Jun 23-27, Jul 14-18, Aug 4-8. Ages 9-13. Scholarships
// available."), never a list of notes. "" when there are none.
func (c *composer) topicDetails() string {
	var said []string
	saidWithPrice := "" // the sale's end the price line says already
	if c.priceSaysSaleEnd() {
		saidWithPrice = c.topicSaleEnd()
	}
	for _, f := range c.topicFacts() {
		if f != saidWithPrice && f != c.psFact { // (the P.S. says it)
			said = append(said, sentence(f))
		}
	}
	return strings.Join(said, " ")
}

// topicFacts are the topic's clauses that state a fact the email has not said, capitalised.
// The slice is shared: callers do not change it.
func (c *composer) topicFacts() []string {
	if c.facts == nil {
		f := c.findTopicFacts()
		c.facts = &f
	}
	return *c.facts
}

func (c *composer) findTopicFacts() []string {
	if c.lang != "en" && c.lang != "es" {
		return nil
	}
	when := c.topicWhen()                                                      // the step's own day, when the topic gives one
	topic := fixTypos(dropBracketNotes(cleanField(c.in.ContentFocus)), c.lang) // "[ask Dave if…]" is the user's
	told := []string{c.in.Story, c.in.ProductName, c.in.ProductDescription, c.in.KeyBenefit, c.in.ProofElement,
		c.in.Lesson, c.in.Price, c.in.SalePrice, c.in.CallToAction, c.in.TargetAudience}
	var out []string
	askedFacts := map[string]bool{}
	first := true // the topic's first clause says what the email is about: said elsewhere, or a note
	sents := splitSentences(topic)
	noFees := feesHeld.MatchString(topic)
	if len(sents) == 1 && len(detailSplit.Split(dateList.ReplaceAllString(sents[0], "$1\x00$2"), -1)) == 1 {
		return nil // a topic of one clause is what the email is about, never a fact under it
	}
	for _, sent := range sents {
		sent = strings.TrimRight(sendNote.ReplaceAllString(sent, ""), ".!") // "Mother's Day is SUNDAY need this out asap"
		sent = growList.ReplaceAllString(sent, "")                          // "…sampler (gr 3-4) to grow list before the full curriculum launch Aug 1"
		if loc := holdBack.FindStringIndex(sent); loc != nil {
			// "…, fill a bag for $20 on the last weekend (dont put that in this email maybe)":
			// the clause the note is about goes with it; "only 75 cases (we ordered 80 but 5
			// are for staff lol dont put that in)" holds back only what the bracket says
			start := strings.LastIndex(sent[:loc[0]], ", ")
			if start < 0 {
				start = 0
			}
			if inner := strings.TrimLeft(sent[loc[0]:loc[1]], " ("); !holdBackLead.MatchString(inner) {
				start = loc[0]
			}
			sent = sent[:start] + sent[loc[1]:]
		}
		if strings.HasSuffix(sent, "?") {
			continue // "Nov = National Family Caregivers Month, maybe tie in?" asks the tool
		}
		if unchecked.MatchString(tellThem.ReplaceAllString(sent, "")) || noteSentence.MatchString(sent) && !tellThem.MatchString(sent) || saidAsTopic(sent) {
			continue // "goal 60 registrants, at 22 rn", "(… verify before send)": the whole note goes
		}
		sent = strings.TrimSpace(consentNote.ReplaceAllString(sent, "")) // "(Harold, ok to name him)"
		sent = dateList.ReplaceAllString(sent, "$1\x00$2")
		sent = thousands.ReplaceAllString(sent, "$1\x01$2") // "$12,000" is one number
		sent = inBrackets.ReplaceAllStringFunc(sent, func(m string) string { return strings.ReplaceAll(m, ", ", "\x00") })
		sent = dateRange.ReplaceAllString(sent, "$1–$2") // "nov 1 - dec 15" is one span
		sent = strings.TrimSpace(selfQuestion.ReplaceAllString(sent, ""))
		// "webinar thurs june 12 - 'the 5 phishing emails…'" is one fact, its title capitalised
		sent = quotedTitle.ReplaceAllStringFunc(sent, func(m string) string {
			q := []rune(strings.TrimLeft(m, " —–-"))
			return ": " + string(q[0]) + strings.ToUpper(string(q[1:]))
		})
		sent = plusClauses.ReplaceAllStringFunc(sent, func(m string) string {
			// "revisión visual gratis en noviembre + progresivas desde 189€" is a free offer and a
			// price, two facts; "brake bleed + drivetrain clean" is one list
			l, r, _ := strings.Cut(m, " + ")
			if strings.Count(m, " + ") == 1 && !strings.ContainsAny(m, "()") && !includesLead.MatchString(l) && wordCount(l) >= 3 && wordCount(r) >= 3 && (freeLed.MatchString(strings.TrimSpace(l)) || freeLed.MatchString(r)) {
				return l + ", " + r
			}
			return m
		})
		kept := false
		sentAsked := tellThem.MatchString(sent) // "need to mention we're 501c3, receipts auto emailed": both are asked for
		for _, cl := range detailSplit.Split(sent, -1) {
			cl = strings.TrimSpace(strings.NewReplacer("\x00", ", ", "\x01", ",", " + ", map[bool]string{true: " y ", false: " and "}[c.lang == "es"]).Replace(cl))
			if c.lang == "es" {
				cl = ifYouES(cl)                                                                                           // "si se apuntan antes del 15/09" is said to the one reader
				cl = stepLedES.ReplaceAllStringFunc(cl, func(m string) string { return "Se puede " + strings.ToLower(m) }) // "agendar hasta el 30 de abril": said to tú and usted alike
			}
			cl = campaignWord.ReplaceAllString(cl, "$1") // "Memorial Day week campaign (May 20-27)" is the user's word for it
			if c.lang == "en" {
				cl = shoutedWord.ReplaceAllStringFunc(cl, strings.ToLower) // "Fill a bag sale THIS Saturday only"
			}
			cl = askAsGoal(capsLabel.ReplaceAllStringFunc(cl, func(m string) string {
				if label := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(m), ":")); wordCount(label) == 1 {
					return ucfirst(strings.ToLower(label)) + ": " // "SPOTS: 16 per site max" is no shout
				}
				return "" // "THE ASK: donate toward…" labels the line for the user
			}))
			asked := tellThem.MatchString(cl) || sentAsked // "also mention we take Medicare Advantage plans": said, number or not
			if sayThis.MatchString(cl) {
				cl, asked = strings.TrimSpace(sayThis.ReplaceAllString(cl, "")), true // "no one turned away (say this!!)"
			}
			if w := firstWordLower(cl); (w == "includes" || w == "include") && c.lang == "en" {
				cl = "It includes " + serialAnd(strings.ReplaceAll(strings.TrimSpace(cl[len(w):]), " and ", ", ")) // "includes ceremony sound + MC + uplighting"
			}
			if m := putTheAddress.FindStringSubmatch(cl); m != nil {
				cl, asked = ucfirst(m[1]), true // "poner dirección: 4512 Whittier Blvd" is said: "Dirección: 4512…"
			}
			cl = strings.TrimSpace(trailingNote.ReplaceAllString(tellThem.ReplaceAllString(cl, ""), ""))
			if allCaps(cl) && wordCount(cl) >= 3 {
				cl = fixTypos(strings.ToLower(cl), c.lang) // "LAST DAY TO ORDER DEC 8" is said, not shouted
			}
			if kept && timeTail.MatchString(cl) {
				out[len(out)-1] += ", " + cl // "subscribers get first dibs thurs, 24 hrs early"
				continue
			}
			// …unless it gives a time or a count of its own ("new … drops fri 9am"), and the
			// topic says more than it
			if first {
				first = false
				if !digitRe.MatchString(cl) && !c.newFreeOffer(cl) { // ("revisión visual gratis en noviembre" is the campaign's offer)
					kept = false
					continue
				}
			}
			if m := offerNote.FindStringSubmatch(cl); m != nil && mostlyIn(m[1], told...) {
				kept = false
				continue // "ofrecer 1ª limpieza al 50%" is the sale price the offer says
			} else if m != nil {
				// "ofrecer clase de prueba gratis" asks the email to offer it: "También hay clase…"
				cl = map[bool]string{true: "También hay ", false: "There's also "}[c.lang == "es"] + m[1]
			}
			if onlySpan.MatchString(cl) {
				cl = "It runs " + cl // "Nov 1–Dec 15" alone says nothing of what
			} else if name, span, ok := cutPrefixFold(cl, c.f.product); ok && c.lang == "en" && namedSpan.MatchString(span) {
				cl = name + " runs " + span // "Spring Lawn & Garden Weekend runs Friday Apr 11–Sunday Apr 13"
			} else if presentVerbs[firstWordLower(cl)] && digitRe.MatchString(cl) {
				cl = "It " + lowerFirst(cl) // "runs apr 8-30": the offer runs
			}
			cl = minutesShort.ReplaceAllString(cl, "$1 "+map[bool]string{true: "minutos", false: "minutes"}[c.lang == "es"]) // "45 min + Q&A"
			if c.kind == ctaDonate && c.lang == "en" && raisedSoFar.MatchString(cl) || c.lang == "en" && seekingLed.MatchString(cl) {
				// "currently at $2,150" is how far the appeal has come; "recruiting 20 new
				// volunteers before…" is who is wanted: "We're recruiting 20…"
				cl = "We're " + lowerFirst(cl)
			}
			if end := c.saleEndIn(cl, when); end != "" {
				out, kept = append(out, end), true // "launch price $39 (reg $54) thru sunday 5/18 midnight"
				continue
			}
			if m := namedDay.FindStringSubmatch(cl); m != nil && c.lang == "en" && !sentenceLike(m[1]) && !hasVerbTag(m[1]) {
				cl = m[1] + " is " + m[2] // "Galentine's night Feb 13" is on that day
			}
			if noFees && amount.MatchString(cl) {
				kept = false
				continue // "Rush 72hr available (+$150)" after "Don't mention fees in the body"
			}
			if kept = c.isDetail(cl, told, when, asked); kept {
				if w, rest, ok := strings.Cut(cl, " "); ok && shoutLead[w] {
					cl = ucfirst(strings.ToLower(w)) + " " + rest // "ONLY 12 spots", "DOUBLE stamps on Tuesdays": no shout
				}
				out = append(out, ucfirst(nameCased(cl, c.f.product))) // "ethiopia guji natural" is the product's name
				askedFacts[out[len(out)-1]] = asked
			}
		}
	}
	// at most 7, the ones the user asked to have said kept first
	for i := len(out) - 1; len(out) > 7 && i >= 0; i-- {
		if !askedFacts[out[i]] {
			out = slices.Delete(out, i, i+1)
		}
	}
	if len(out) > 7 {
		out = out[:7]
	}
	return out
}

// isDetail reports a topic clause that states a fact for the reader the email has not said.
// One the user asks to have said ("also mention we take Medicare Advantage plans") needs no
// number or day to be a fact.
func (c *composer) isDetail(cl string, told []string, when string, asked bool) bool {
	if wordCount(cl) < 2 || wordCount(cl) > 22 || !factSignal.MatchString(cl) && !(asked && wordCount(cl) >= 3) {
		return false
	}
	if w := firstWordLower(cl); w == "because" || w == "porque" {
		return false // "because people always ask" is the user's reason, no fact of its own
	}
	if noteLed.MatchString(cl) && !welcomeAll.MatchString(cl) || aimedAt.MatchString(cl) || unchecked.MatchString(cl) || presentVerbs[firstWordLower(cl)] && !digitRe.MatchString(cl) {
		// ("ends Monday" has lost what ends; "runs apr 8-30" is said "It runs…", see topicFacts)
		return false
	}
	// said elsewhere in the email: the topic's invitation, limit, deadline, occasion or goal,
	// and anything the brief's other fields say
	for _, re := range []*regexp.Regexp{topicInvite, topicRaise, topicReminder, topicGoal, topicGoalCount, topicLimit} {
		if re.MatchString(cl) {
			return false
		}
	}
	if giftDay.MatchString(cl) && c.kind == ctaBuy && c.topicWhen() != "" {
		return false // the step says it: "Order by May 2 for Mother's Day:"
	}
	if when != "" && strings.Contains(strings.ToLower(cl), strings.ToLower(strings.TrimPrefix(strings.TrimPrefix(when, "by "), "before "))) {
		return false // the step says it: "Book by April 14:"
	}
	if c.lang == "en" && labelledSale.MatchString(c.f.sale) && topicUntil.MatchString(cl) {
		return false // "early bird ends Jan 20" is said with the price: "The early bird price is $227 until Jan 20."
	}
	if (mostlyIn(cl, told...) || toldMostly(cl, slices.DeleteFunc(slices.Clone(told), func(f string) bool { return f == c.in.TargetAudience }))) && !newDay(cl, told) && !c.newFreeOffer(cl) || sharesAmount(cl, c.in.Price+" "+c.in.SalePrice) && !promoCode.MatchString(cl) || c.in.SalePrice != "" && discountWords.MatchString(cl) && !promoCode.MatchString(cl) {
		// ("20% desc en la primera evaluación" beside a sale price is that sale said again)
		return false
	}
	return true
}

// toldMostly reports a topic clause whose content words the brief's other fields mostly
// say already: "includes brake bleed + drivetrain clean" beside "full tune, brake bleed,
// drivetrain degrease", "grupos chicos de 4" beside "en grupos de 4". What it is said to
// include is no news of its own; a number, month or weekday not told yet is. (The audience
// is the user's, not told to the reader: "Military spouses eligible too" is news.)
func toldMostly(cl string, told []string) bool {
	keys := keywords(includesLead.ReplaceAllString(cl, ""))
	if len(keys) == 0 || condition.MatchString(cl) {
		return false // "Solo con cita del 18 al 28 de marzo" holds a condition the price line does not say
	}
	all := plainNumbers(strings.Join(told, " "))
	for _, num := range numberWord.FindAllString(plainNumbers(cl), -1) {
		if !strings.Contains(all, num) {
			return false // "3x or 5x/week" beside "nightly cleaning" is news
		}
	}
	return sharedKeys(keys, told...)*3 >= len(keys)*2
}

// numberWord is what a clause cannot lose unsaid: a number, a month, a weekday.
var numberWord = regexp.MustCompile(`\d[\d.,]*\w*|\b(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|lunes|martes|miércoles|jueves|viernes|sábado|domingo|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b`)

// plainNumbers writes a text's sums one way, lower case: "$5k" and "$5,000" are both "$5000".
func plainNumbers(s string) string {
	s = thousandsSep.ReplaceAllString(strings.ToLower(s), "$1$2")
	return kilo.ReplaceAllString(s, "${1}000")
}

var (
	thousandsSep = regexp.MustCompile(`(\d)[,.](\d{3})\b`)
	kilo         = regexp.MustCompile(`(\d)k\b`)
)

// promoCode is a code to type at checkout: "BURBUJA20", "SPRING15". A discount said with its
// code is news beside the price line, which has no code.
var promoCode = regexp.MustCompile(`\b[A-Z]{3,}[0-9]{1,3}\b`)

// stepLedES is a Spanish topic clause led by the step to take, in the infinitive.
var stepLedES = regexp.MustCompile(`(?i)^(agendar|reservar|inscribirse|apuntarse|pedir|solicitar|comprar|encargar)\b`)

// plusClauses is two phrases a topic joins with "+", each up to its comma.
var plusClauses = regexp.MustCompile(`[^,.\x00]+ \+ [^,.\x00]+`)

var condition = regexp.MustCompile(`(?i)\b(?:only|just|by appointment|with appointment|solo|sólo|únicamente|con cita|previa cita)\b`)

var includesLead = regexp.MustCompile(`(?i)^\s*(?:it\s+)?(?:includes?|including|incluye|incluido|comes with)\s+`)

// saidAsTopic reports a topic sentence the email says in its own words (topicLine).
func saidAsTopic(sent string) bool {
	for _, re := range []*regexp.Regexp{topicInvite, topicRaise, topicReminder, topicOrdersES, topicGoal, topicGoalAt} {
		if re.MatchString(sent) {
			return true
		}
	}
	return false
}

// saleEndIn is the end of the sale a topic clause restates, said of the sale's price ("The $39
// price runs through Sunday 5/18 at midnight"), when the sale and the step say no end of their
// own; "" otherwise.
func (c *composer) saleEndIn(cl, when string) string {
	m := dealEnd.FindStringSubmatch(cl)
	sale := amount.FindString(c.f.sale)
	if b := bookedBefore.FindStringSubmatch(cl); b != nil && c.lang == "en" && sale != "" && strings.Contains(cl, sale) && !hasDeadline.MatchString(c.f.sale) && !bookedBefore.MatchString(c.f.sale) && when == "" {
		// "$189 (reg $229) if booked before Oct 31": "The $189 price is for bookings made before Oct 31."
		return "The " + sale + " price is for " + actNoun[strings.ToLower(b[1])] + " made " + strings.ToLower(b[2]) + " " + b[3]
	}
	if c.lang != "en" || m == nil || sale == "" || !strings.Contains(cl, sale) && !strings.Contains(cl, c.saleSaving()+" off") || hasDeadline.MatchString(c.f.sale) ||
		datedSale.MatchString(c.f.sale) || labelledSale.MatchString(c.f.sale) || when != "" {
		return ""
	}
	return "The " + sale + " price runs " + atMidnight.ReplaceAllString(m[1], "$1 at midnight")
}

// topicSaleEnd is the topic's fact saying when the sale ends ("The $80 price runs through
// April 30", from "$15 off full groom thru April 30"); "" for none.
func (c *composer) topicSaleEnd() string {
	for _, f := range c.topicFacts() {
		if strings.HasPrefix(f, "The "+amount.FindString(c.f.sale)+" price runs ") {
			return f
		}
	}
	return ""
}

// priceSaysSaleEnd reports a price line that says when the topic's sale ends: a plain price
// and sale, with no terms of their own ("$95", "$80").
func (c *composer) priceSaysSaleEnd() bool {
	f := c.f
	return c.lang == "en" && f.price != "" && f.sale != "" && !c.p.isFree(f.price) && c.kind != ctaDonate &&
		wordCount(f.price) <= 1 && wordCount(f.sale) <= 1 && !priceIsSentence(f.price, c.lang) &&
		!(c.launchOffer() && len(c.p.priceLaunch) > 0) && c.topicSaleEnd() != ""
}

// growList is the user's aim for a free offer: to grow their list.
var growList = regexp.MustCompile(`(?i)\s+to (?:grow|build) (?:the |my |our )?(?:email )?list\b`)

// sayThis marks a fact the user wants said: "no one turned away (say this!!)".
var sayThis = regexp.MustCompile(`(?i)\s*\((?:pls |please )?(?:say|mention|include) (?:this|that|it)(?: in (?:the )?email)?!*\)`)

// shoutedWord is a common word typed in capitals for stress inside a detail.
var shoutedWord = regexp.MustCompile(`\b(?:THIS|THAT|ONLY|ALL|NOW|NEW|LAST|EVERY|MUST|JUST|BEFORE|AFTER|TODAY|TOMORROW|WEEKEND)\b`)

// campaignWord is the user's name for what they run, after what it is about.
var campaignWord = regexp.MustCompile(`(?i)(\p{L})\s+campaign\b`)

// putTheAddress asks for where or when to be said: "poner dirección: 4512 Whittier Blvd",
// "include our address: …".
var putTheAddress = regexp.MustCompile(`(?i)^(?:poner|pon|incluir|include|put|add)\s+((?:la |el |the |our )?(?:dirección|direccion|address|phone number|phone|teléfono|telefono|hours|horario)\b.+)$`)

// capsLabel is a label in capitals before a topic line: "THE ASK:", "SPOTS:".
var capsLabel = regexp.MustCompile(`^\p{Lu}{2,}(?: \p{Lu}{2,})?:\s+`)

// feesHeld is a topic's note that the body names no money: "Don't mention fees in the body
// just link", "no poner precios".
var feesHeld = regexp.MustCompile(`(?i)\b(?:don'?t|do not|no|never)\s+(?:mention|say|include|put|list|show|poner|mencionar|incluir)\s+(?:the\s+|any\s+|los\s+)?(?:fees?|prices?|pricing|costs?|rates?|precios?|tarifas?)\b`)

// topicHoldsPrice reports a campaign detail that gives the price with what it buys.
func (c *composer) topicHoldsPrice() bool {
	price := amount.FindString(c.f.price)
	if price == "" || c.kind == ctaDonate {
		return false
	}
	for _, f := range c.topicFacts() {
		if strings.HasPrefix(f, price) && wordCount(f) >= 4 {
			return true
		}
	}
	return false
}

// shoutLead is a word typed in capitals for stress at a detail's start.
var shoutLead = setOf("ONLY ALL FREE DOUBLE NEW LAST NO SOLO TODO TODOS GRATIS NUEVO")

// welcomeAll says who may come: "No experience needed", "no app": a fact for the reader, not
// a note led by "no".
var welcomeAll = regexp.MustCompile(`(?i)^no (?:hace falta|necesit[aá]s|need to|experience|app|contract|commitment|equipment|gear|one|kid|child|family)\b`)

// newFreeOffer reports a clause offering something free that the offer's own fields never
// call free: "FREE in-home assessment w/ our RN (Tamika)" is news beside a story that met
// Tamika "during the assessment".
func (c *composer) newFreeOffer(cl string) bool {
	return freeLed.MatchString(cl) && !saysFree.MatchString(c.f.product+" "+c.f.desc+" "+c.f.price+" "+c.f.sale+" "+c.f.benefit)
}

var freeLed = regexp.MustCompile(`(?i)^(?:a |our )?(?:free|gratis)\b|^(?:\p{L}+ ){1,4}(?:gratis|gratuit[oa]s?)(?:[^\p{L}]|$)`) // ("revisión visual gratis", "kit de muestras gratis")

// newDay reports a clause giving a day the brief's other fields do not: "Galentine's night Feb
// 13" is news beside a product named "Galentine's Paint Night".
func newDay(cl string, told []string) bool {
	all := strings.ToLower(strings.Join(told, " "))
	for _, d := range dayGiven.FindAllString(cl, -1) {
		if !strings.Contains(all, strings.ToLower(d)) {
			return true
		}
	}
	return false
}

// namedDay is an event named with its day and nothing else: "Galentine's night Feb 13".
var namedDay = regexp.MustCompile(`(?i)^(\p{L}[\p{L}'’ ]{2,40}?\b(?:night|party|day|sale|event|class|workshop|open house|launch|tasting|fair|market|show|tournament|concert|festival|dinner|brunch|screening|meetup))\s+((?:` + weekdayName + `,? )?` + monthName + ` \d{1,2})$`)

var dayGiven = regexp.MustCompile(`(?i)\b` + monthName + ` \d{1,2}\b|\b\d{1,2}(?::\d\d)?\s?(?:am|pm)\b|\b` + weekdayName + `\b`)

// saleSaving is what the sale takes off the price, as the topic would say it: "$15" for
// "$95" and "$80" ("$15 off full groom thru April 30" is that sale's end); "" when either is
// no plain amount.
func (c *composer) saleSaving() string {
	num := func(v string) (float64, bool) {
		a := amount.FindString(v)
		if !strings.HasPrefix(a, "$") || strings.TrimSpace(v) != a && !strings.HasPrefix(strings.TrimSpace(v), a+"/") {
			return 0, false
		}
		f, err := strconv.ParseFloat(strings.ReplaceAll(a[1:], ",", ""), 64)
		return f, err == nil
	}
	price, ok1 := num(c.f.price)
	sale, ok2 := num(c.f.sale)
	if !ok1 || !ok2 || sale >= price {
		return "\x00" // matches nothing
	}
	return "$" + strconv.FormatFloat(price-sale, 'f', -1, 64)
}

// cutPrefixFold cuts prefix from s ignoring case, returning s's own spelling of it and the
// rest; ok is false when s does not start with it or nothing follows.
func cutPrefixFold(s, prefix string) (head, rest string, ok bool) {
	if prefix == "" || len(s) <= len(prefix) || !strings.EqualFold(s[:len(prefix)], prefix) || s[len(prefix)] != ' ' {
		return "", "", false
	}
	return s[:len(prefix)], strings.TrimSpace(s[len(prefix):]), true
}

// sharesAmount reports a clause with a money amount the price or sale already gives.
func sharesAmount(cl, prices string) bool {
	for _, a := range amount.FindAllString(cl, -1) {
		if strings.Contains(prices, a) {
			return true
		}
	}
	return false
}

var (
	// quotedTitle is a dash before a quoted title; trailingNote is an instruction after a
	// fact ("…until Dec 15 so push that hard"); timeTail is a clause that only times the one
	// before it ("24 hrs early").
	quotedTitle  = regexp.MustCompile(`\s[—–-]\s['"‘“]\p{L}`)
	trailingNote = regexp.MustCompile(`(?i)\s+(?:so|and|but)\s+(?:push|mention|say|stress|highlight|lead with|tell (?:people|ppl|everyone|folks|them)|let (?:people|ppl|everyone|folks) know)\b.*$|\s+make sure (?:that'?s|it'?s|this is|that is) (?:in there|in it|mentioned|said|included)\b.*$|[,\s]+(?:mencionarlo|decirlo|mention (?:that|this|it))\s*!*$|\s*!{2,}$`)
	// dateRange is a span from one day to another; selfQuestion is the user's question to
	// themselves in brackets ("(save for the 2nd one?)").
	dateRange     = regexp.MustCompile(`(?i)\b(` + monthName + ` \d{1,2})\s*[—–-]\s*((?:` + weekdayName + ` )?` + monthName + ` \d)`)
	inBrackets    = regexp.MustCompile(`\([^()]*\)`)
	minutesShort  = regexp.MustCompile(`\b(\d+) min\b`)
	thousands     = regexp.MustCompile(`(\d),(\d{3})`)
	bookedBefore  = regexp.MustCompile(`(?i)\bif (booked|ordered|paid|purchased|reserved) (before|by) (.+)$`)
	actNoun       = map[string]string{"booked": "bookings", "ordered": "orders", "paid": "payments", "purchased": "purchases", "reserved": "reservations"}
	dealEnd       = regexp.MustCompile(`(?i)\b((?:until|till|through|ends) .+)$`)
	atMidnight    = regexp.MustCompile(`(\d) midnight\b`)
	offerNote     = regexp.MustCompile(`(?i)^(?:offer|ofrecer|ofrece)\s+(.+)$`)
	discountWords = regexp.MustCompile(`(?i)\d+\s?%\s?(?:de\s+)?(?:off|desc|descuento|discount|dto)`)
	namedSpan     = regexp.MustCompile(`(?i)^(?:` + weekdayName + ` )?` + monthName + ` \d{1,2}–\S`)
	sendNote      = regexp.MustCompile(`(?i)[,;]?\s+(?:i\s+)?(?:need|needs|gotta|have to|must|want to)\s+(?:get\s+)?(?:this|it)\s+out\b.*$`)
	seekingLed    = regexp.MustCompile(`(?i)^(?:recruiting|looking for|hiring|seeking)\s+\d`)
	raisedSoFar   = regexp.MustCompile(`(?i)^(?:currently|now|so far)\s+at\s+[$€£]\d`)
	onlySpan      = regexp.MustCompile(`(?i)^` + monthName + ` \d{1,2}–` + monthName + ` \d{1,2}$`)
	holdBackLead  = regexp.MustCompile(`(?i)^(?:don'?t|do not|not (?:in )?this|save)\b`)
	holdBack      = regexp.MustCompile(`(?i)\s*\([^()]*\b` + holdWords + `\b[^()]*\)`)
	selfQuestion  = regexp.MustCompile(`\s*\([^()]*\?\)|\s*\([^()]*$`)
	timeTail      = regexp.MustCompile(`(?i)^\d+\s*(?:hours?|days?|weeks?|minutes?)\s+(?:early|earlier|before|later|ahead)$|^(?:de\s+|from\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s*(?:a|to|-|–)\s*\d{1,2}(?::\d\d)?\s*(?:am|pm)$|^(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)(?:\s+(?:at|in|on)\s+(?:the\s+)?\p{L}[\p{L} ]{0,30})?$`)
	// detailSplit cuts a topic sentence into its clauses (a date list is one, see dateList).
	detailSplit = regexp.MustCompile(`\s*(?:[,;]|\s[—–-]\s)\s*`)
	amount      = regexp.MustCompile(`[$€£]\s?\d[\d,.]*k?|\d[\d,.]*\s?[€$]`)
	// factSignal is what a fact for the reader holds: a number, a day, a month, or a word of
	// terms (open, free, available, walk-in, delivery, scholarships…).
	factSignal = regexp.MustCompile(`(?i)\d|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|open|free|available|included|walk[- ]in|delivery|ships|shipping|online|in person|scholarships?|deposit|max|ages?|lunes|martes|miércoles|jueves|viernes|sábados?|domingos?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|gratis|abiert[oa]s?|envío|becas?|horario|hablamos|includes?|including|comes with|at the (?:register|counter|front desk|door)|no app|in[- ]store|pick[- ]?up|no contract|cancel anytime|sin permanencia|sin compromiso|cancela cuando quieras|this month|este mes|(?:nobody|no one) (?:is )?turned away|nadie se queda fuera|eligible|excludes|excluding|not included|cash or card|cash only|card only|no experience (?:needed|necessary|required)|beginners welcome|all levels|sin experiencia|we accept|we take|in[- ]network|no hace falta|no necesit[aá]s|no need to|no partner needed|c[oó]digo|promo code|coupon code|code [A-Z0-9]+|by appointment|appointment only|cita previa|con cita|solo con cita|aceptamos|atendemos|trabajamos con|reintegro|obras? sociales?|prepagas?|mutuas?)\b`)
	// noteSentence is a sentence that is all note: a goal in sign-ups, what the user wants or
	// needs, how the email should sound ("goal 60 registrants, at 22 rn", "dont make it too
	// scary, they tune out").
	noteSentence = regexp.MustCompile(`(?i)^(?:(?:cta|call to action|subject(?: line)?|preview|p\.?s\.?)\s*[=:]|send (?:before|by|on|out|this)|(?:\S+ )?push (?:before|by|until|thru|through)|(?:real|main|actual|true|big|the)\s+goal|goal|want|wants|need|needs|dont|don't|do not|this is|audience|board wants|make it|keep it|queremos|quiero|no quiero|(?:most of |all of )?(?:my |our |the |email )?list (?:is|are)|(?:they |these |most )?(?:signed up|opted in) (?:at|from|via|through))\b|\b(?:teaser|email|reminder|follow[- ]?up|next one)\s+(?:goes|go|going|gets sent|is sent)\s+out\b`)
	// noteLed is a clause or sentence that speaks to the tool: what to push, explain, mention
	// or aim for ("goal 60 registrants", "want ppl to buy the kit", "push the $49 first visit").
	noteLed = regexp.MustCompile(`(?i)^(?:cta|call to action|offering|we're offering|(?:real|main|actual|true|big)\s+goal|(?:my |our |the |email )?list is|(?:signed up|opted in) (?:at|from|via|through)|meta|outreach|compliance|legal|push|promote|promo|promocionar|promocion|promoción|fill (?:the|all|our|up|remaining|these|those|every|spots|seats|slots)|get|position|explain|tell|want|wants|need|needs|goal|queremos|quiero|mencionar|menciona|decir|decirlo|remind|recordar|nudge|make|dont|don't|do not|no|case study|story|nurture|follow up|invite|invitation|launch|launching|year[- ]end|end of year|reminder|recap|campaign|appeal|fundraiser|fundraising|email|correo|for|para|we're at|at \d|abrir|mandar|enviar|incluir|poner|hacer|avisar|recordar|empujar|subir)\b`)
	// aimedAt is a clause about who the email targets: "office managers + managing partners at
	// firms 10-50 ppl", "for people who…".
	aimedAt = regexp.MustCompile(`(?i)\b(?:ppl|people who|those who|folks who|couples who|clients who|customers who|owners who|parents who|los que|las que|quienes|on (?:the |my |our )?(?:email )?list)\b|\b(?:firms|companies|businesses|practices|offices)\s+(?:of\s+)?\d+\s*[-–]\s*\d+\s*(?:people|ppl|employees|staff)\b`)
	// unchecked is a note that a fact still needs checking, or the user's aside.
	unchecked = regexp.MustCompile(`(?i)\b(?:verify|double[- ]check|check (?:w/?\s*|with\s+)(?:[^y\s]|y[^o]|yo[^u])|confirm|tbd|tbc|todo|not sure|i think|lol|(?-i:rn)|asap|confirmar|verificar|revisar|ojo)\b`)
)
