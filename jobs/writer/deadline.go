package writer

import (
	"regexp"
	"strings"
)

// When the brief's topic says to act by: "winter pipe check before the next freeze" makes the
// step "Book before the next freeze:".

// byTopicDeadline gives the call to action the topic's reason to act now ("winter pipe check
// before the next freeze"): "Book before the next freeze: https://…", unless the story or the
// description says it already. ("Book the Winter Pipe Check before the next freeze" would be
// the topic word for word.)
func (c *composer) byTopicDeadline(line string) string {
	w := c.topicWhen()
	if w == "" || strings.Contains(strings.ToLower(c.in.Story+" "+c.in.ProductDescription), strings.ToLower(w)) {
		return line
	}
	if verb := actBefore[c.kind]; verb != "" && c.ownCTA() == "" && strings.HasSuffix(line, ": "+c.link) {
		if o := c.occasion(); o != "" && c.kind == ctaBuy {
			w += " for " + o // "Order by May 2 for Mother's Day:"
		}
		return verb + " " + w + ": " + c.link
	}
	if own := c.ownCTA(); own != "" && strings.HasPrefix(w, "by ") && line == own+": "+c.link && !strings.Contains(strings.ToLower(own), " by ") {
		return own + " " + w + ": " + c.link // "RSVP for preview night by Feb 14:"
	}
	return line
}

// topicWhen is the time the topic gives to act by, as its last words: "before the next
// freeze", "before the first cold snap", "before winter". English only; "" for none.
func (c *composer) topicWhen() string {
	if c.lang != "en" {
		return ""
	}
	focus := strings.TrimSpace(strings.TrimRight(c.in.ContentFocus, ".!"))
	if m := datedDeadline.FindStringSubmatch(focus); m != nil {
		return "before " + m[1] // "Sept 15 estimated tax deadline": "Book before Sept 15"
	}
	if m := endsOn.FindStringSubmatch(focus); m != nil {
		if earlyBirdEnds.MatchString(focus) {
			// an early bird's end is its price's: joining stays open after it
			return "by " + ucfirst(m[1]) + " for the early bird price"
		}
		return "by " + ucfirst(m[1]) // "spring tune-up sale, …, ends april 14": "Book by April 14"
	}
	if m := lastDayTo.FindStringSubmatch(focus); m != nil {
		return "by " + ucfirst(strings.ToLower(m[1]+m[2])) // "LAST DAY TO ORDER DEC 8", "need RSVPs by Feb 14"
	}
	if m := actBy.FindStringSubmatch(focus); m != nil {
		return "by " + ucfirst(m[1]) // "…, order by may 2 bc of engraving time": "Order by May 2"
	}
	return lowerFirst(topicDeadline.FindString(focus))
}

// monthName is a month as notes type it, in full or cut short, with or without its stop:
// "may", "sept.", "October".
const monthName = `(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`

// weekdayName is a day of the week, spelt out or short ("Fri", "thurs").
const weekdayName = `(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?`

// actBy is a topic's step to take by a day, anywhere in it: "order by may 2 bc of engraving time".
var actBy = regexp.MustCompile(`(?i)\b(?:order|book|buy|register|sign up|apply|rsvp|enrol|enroll|donate|give|reserve)\s+by\s+(` + monthName + ` \d{1,2})\b`)

// occasion is the gift-giving day the topic names ("mothers day push for the necklace"), as
// the body writes it, when the story and the offer never do; "" otherwise.
func (c *composer) occasion() string {
	m := giftDay.FindString(fixTypos(c.in.ContentFocus, c.lang))
	if m == "" || strings.Contains(strings.ToLower(c.in.Story+" "+c.in.ProductName+" "+c.in.ProductDescription+" "+c.in.KeyBenefit), strings.ToLower(m)) {
		return ""
	}
	return m
}

var giftDay = regexp.MustCompile(`\b(?:Mother's Day|Father's Day|Valentine's Day|Christmas|Hanukkah|Easter|graduation)\b`)

// datedDeadline is a topic about a deadline on a day: "Sept 15 estimated tax deadline".
var datedDeadline = regexp.MustCompile(`(?i)^(` + monthName + ` \d{1,2})\b[^+,;]*\bdeadline\b`)

// endsOn is a topic whose offer ends on a day: "spring tune-up sale, ends april 14".
// lastDayTo is a topic's last day for the step, said as a day or as what is needed by when.
var lastDayTo = regexp.MustCompile(`(?i)\blast day to (?:order|book|register|sign up|rsvp|apply|buy|donate|enrol|enroll)(?: is)?:?\s+(` + monthName + ` \d{1,2})\b|\b(?:rsvps?|orders?|registrations?|sign-?ups?|applications?|bookings?)\s+(?:by|before)\s+(` + monthName + ` \d{1,2})\b`)

var earlyBirdEnds = regexp.MustCompile(`(?i)\bearly[- ]?bird(?: price| pricing| rate| discount)?\s+(?:ends|ending|until|thru|through|till|til)\s+` + monthName + ` \d{1,2}$`)

var endsOn = regexp.MustCompile(`(?i)\b(?:ends|ending|until|thru|through|till|til)\s+(` + monthName + ` \d{1,2})$`)

// actBefore is the step of each kind of call to action that can be taken before a day.
var actBefore = map[string]string{ctaBook: "Book", ctaBuy: "Order", ctaApply: "Apply", ctaSignup: "Join", ctaDonate: "Give"}

var topicDeadline = regexp.MustCompile(`(?i)\bbefore (?:the (?:next|first) [a-z]+(?: [a-z]+)?|winter|spring|summer|fall|autumn|the holidays|(?:january|february|march|april|may|june|july|august|september|october|november|december)(?: \d{1,2})?|(?:january|february|march|april|may|june|july|august|september|october|november|december|the calendar|it|we|dates|spots) fills? up)$`)
