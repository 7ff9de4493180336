package writer

import (
	"regexp"
	"strings"
)

// What the email is for, said to the reader when nothing else in it says so. A topic is the
// user's note ("Invite merchants to a live walkthrough of our new forecasting feature") and is
// never pasted; but an invitation, an appeal, a reminder or open orders that the story and the
// offer never mention leave the reader asking what the email wants. Only topics of those
// shapes are turned into a line to the reader; any other topic says nothing.

// sumTyped is a sum as typed: "$60k", "$112,450", "€5.000", "5000€".
const sumTyped = `\$[\d.,]+k?|€\s?[\d.,]+k?|[\d.,]+k?\s?€`

var (
	// topicInvite: "invite to free S-corp webinar Thursday", "Invite merchants to a live
	// walkthrough of…", "invitation to the founding customer program".
	topicInvite = regexp.MustCompile(`(?i)^(?:invite|inviting|invitation)\s+(?:(?:\S+\s+){0,6}?)to\s+(.+)$`)
	// topicRaise: "Year-end fundraiser to replace our stage lighting system…", "fundraising for
	// free swim lessons for kids", "Year end giving appeal for our rural kids reading program".
	topicRaise = regexp.MustCompile(`(?i)^(?:(?:year[- ]end|end of year|end-of-year|holiday|spring|fall|annual)\s+)?(?:(?:donation|giving)\s+)?(?:fundraiser|fundraising|appeal|campaign|drive)\s+(to|for)\s+(.+)$`)
	// topicGoal: "goal $60k by dec 31 to keep the weekend backpack program going thru spring",
	// "our goal is to raise $5,000 for new instruments".
	topicGoal = regexp.MustCompile(`(?i)^(?:(?:our\s+)?goal(?:\s+is)?:?\s+(?:to\s+raise\s+)?|(?:we'?re\s+|we\s+are\s+)?raising\s+)(` + sumTyped + `)\s+((?:by|before|for|to)\s.+)$`)
	// topicGoalCount: "goal 40 ramps = $18,000 by Dec 31", up to the next clause.
	topicGoalCount = regexp.MustCompile(`(?i)^(?:our\s+)?goal(?:\s+is)?:?\s+(\d[\d,]*\s+\p{L}+(?:\s+\p{L}+)?)\s*(?:=|:|,|for|is)\s*(` + sumTyped + `)\s+((?:by|before)\s[^,;]+)`)
	// topicGoalAt: "goal $180,000, we're at $112,450 as of Nov 20".
	topicGoalAt = regexp.MustCompile(`(?i)^(?:our\s+)?goal(?:\s+is)?:?\s+(` + sumTyped + `)(?:,\s*|\s+and\s+|\s*[-–—]\s*)(?:we'?re|we are|currently)\s+(?:at\s+)?(` + sumTyped + `)(\s.+)?$`)
	// topicReminder: "Reminder to restaurant owners that kitchen exhaust hood cleaning is due".
	topicReminder = regexp.MustCompile(`(?i)^(?:a\s+)?(?:quick\s+|friendly\s+)?reminder(?:\s+to\s+[^,]+?)?\s+that\s+(.+)$`)
	// topicOrdersES: "Pedidos de Rosca de Reyes para el 6 de enero, ya está abierto".
	topicOrdersES = regexp.MustCompile(`(?i)^(?:pedidos|encargos)\s+de\s+(.+?)(?:,?\s+ya\s+(?:est[aá]n?\s+)?abiert[oa]s?)?$`)
)

// topicLine is the topic said to the reader ("You're invited to a live walkthrough of…"),
// or "" when the topic has no such shape or the email's own material already says it.
func (c *composer) topicLine() string {
	// Each of the topic's sentences in turn: "year-end donation appeal. goal $60k by dec 31 to
	// keep…" says its goal second; "…party sat the 14th. need rough headcount…" ends on a note.
	for _, topic := range splitSentences(fixTypos(cleanField(c.in.ContentFocus), c.lang)) {
		if line := c.topicSentence(strings.TrimRight(topic, ".!")); line != "" {
			return line
		}
	}
	return ""
}

// topicSentence is one sentence of the topic said to the reader, or "".
func (c *composer) topicSentence(topic string) string {
	line, what := "", ""
	if c.lang == "es" {
		if m := topicOrdersES.FindStringSubmatch(topic); m != nil {
			what = m[1]
			line = "Ya puedes hacer tu pedido de " + what + "."
		}
	} else if c.lang == "en" {
		switch {
		case topicInvite.MatchString(topic):
			what = topicInvite.FindStringSubmatch(topic)[1]
			if !determiner[firstWordLower(what)] {
				what = indefinite(what)
			}
			line = "You're invited to " + what + "."
		case topicRaise.MatchString(topic):
			m := topicRaise.FindStringSubmatch(topic)
			what = m[2]
			line = "We're raising money " + strings.ToLower(m[1]) + " " + what + "."
		case topicReminder.MatchString(topic):
			what = topicReminder.FindStringSubmatch(topic)[1]
			what, _, _ = strings.Cut(what, " / ") // "…is due / fire code inspections": the note's aside
			line = "A quick reminder: " + what + "."
		}
	}
	// judged by what it names, not by its frame: "the founding customer program" is told
	// by "The Shiftwise Founding Customer Program has 20 spots"
	told := []string{c.in.Story, c.in.ProductName, c.in.ProductDescription, c.in.KeyBenefit, c.in.Lesson}
	if line == "" || mostlyIn(what, told...) && (c.lang != "es" || allIn(what, told...)) {
		return ""
	}
	return line
}

// askAsGoal reads an appeal's ask as its goal: "THE ASK: donate toward our $12,000 goal for
// the children's reading room" is "goal $12,000 for the children's reading room".
func askAsGoal(s string) string {
	return askGoal.ReplaceAllString(s, "goal $1 ")
}

var askGoal = regexp.MustCompile(`(?i)^(?:the ask:\s*)?(?:please\s+)?(?:donate|give|chip in)\s+(?:toward|towards|to)\s+(?:our|the)\s+(` + sumTyped + `)\s+goal\s+`)

// allIn reports a text whose every key word the others hold: "Rosca de Reyes para el 6 de
// enero" is not told by a product named "Rosca de Reyes tradicional" (the day is the news).
func allIn(text string, others ...string) bool {
	have := keywords(others...)
	for k := range keywords(text) {
		if !have[k] {
			return false
		}
	}
	return true
}

// goalLine is an appeal's goal as the topic gives it, said after what the gift does: "goal $60k
// by dec 31 to keep the weekend backpack program going thru spring" is "We're raising $60k by
// Dec 31 to keep it going through spring." (the program was named the line before). "" for
// none, or one the email's own material already says.
func (c *composer) goalLine() string {
	if c.kind != ctaDonate || c.lang != "en" {
		return ""
	}
	for _, topic := range splitSentences(fixTypos(dropFieldNotes(cleanField(c.in.ContentFocus)), c.lang)) {
		// the goal may follow the appeal's name: "annual fundraiser, goal $12,000 by oct 31"
		for _, lead := range []string{", goal ", ", need ", ", we need "} {
			if _, after, ok := strings.Cut(topic, lead); ok {
				topic = "goal " + after // "…leaking over the main ring, need $18,000 by Dec 31"
			}
		}
		topic = askAsGoal(topic)
		if m := topicGoal.FindStringSubmatch(strings.TrimRight(topic, ".!")); m != nil {
			what := m[1] + " " + m[2]
			if mostlyIn(what, c.in.Story, c.in.ProductDescription, c.in.KeyBenefit, c.in.ProofElement) {
				return ""
			}
			what = nameCased(what, c.f.product)
			if p := withoutAside(c.f.product); p != "" {
				// just named by the description before it: "to keep it going through spring"
				what = regexp.MustCompile(`(?i)\b(?:the |our )?`+regexp.QuoteMeta(p)+`\b`).ReplaceAllString(what, "it")
			}
			return "We're raising " + what + "."
		}
		if m := topicGoalCount.FindStringSubmatch(strings.TrimRight(topic, ".!")); m != nil {
			// "goal 40 ramps = $18,000 by Dec 31": what the sum buys, and by when
			return "We're raising " + m[2] + " " + strings.TrimSpace(m[3]) + " for " + m[1] + "."
		}
		if m := topicGoalAt.FindStringSubmatch(strings.TrimRight(topic, ".!")); m != nil {
			// "goal $180,000, we're at $112,450 as of Nov 20": how far the appeal has come
			return "Our goal is " + m[1] + ", and we're at " + m[2] + nameCased(m[3], c.f.product) + "."
		}
	}
	return ""
}
