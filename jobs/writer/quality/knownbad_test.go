package quality

import (
	"strings"
	"testing"
)

// The known-bad emails of the quality issue, each an edit of a good email
// so one check answers for it.
func TestKnownBadEmails(t *testing.T) {
	candleBrief := func() Brief {
		b := bakeryBrief()
		b.ProductName = "Forest Rain"
		b.ProductDescription = "A hand-poured candle that smells like the woods after a storm"
		return b
	}
	cases := []struct {
		name   string
		brief  func() Brief
		email  func() Email
		id     string
		status Status
		// detail (or message) must contain each of these
		want []string
	}{
		{
			name:  "internal title offered as a subject line",
			brief: bakeryBrief,
			email: func() Email {
				e := bakeryEmail()
				e.Subjects[1] = "The day I almost quit"
				return e
			},
			id: CheckSubjects, status: Fail, want: []string{"internal title"},
		},
		{
			name:  "topic offered as a subject line, case and punctuation aside",
			brief: bakeryBrief,
			email: func() Email {
				e := bakeryEmail()
				e.Subjects[2] = "Why Consistency Beats Motivation for New Business Owners?"
				return e
			},
			id: CheckSubjects, status: Fail, want: []string{"topic"},
		},
		{
			name:  "three subjects when five are wanted",
			brief: bakeryBrief,
			email: func() Email { e := bakeryEmail(); e.Subjects = e.Subjects[:3]; return e },
			id:    CheckSubjects, status: Fail, want: []string{"3 subject lines instead of 5"},
		},
		{
			name:  "a 70-character subject",
			brief: bakeryBrief,
			email: func() Email {
				e := bakeryEmail()
				e.Subjects[0] = "The note a regular customer left on my bakery counter changed my habits"
				return e
			},
			id: CheckSubjects, status: Fail, want: []string{"71 characters"},
		},
		{
			name:  "a 55-character subject only warns",
			brief: bakeryBrief,
			email: func() Email {
				e := bakeryEmail()
				e.Subjects[0] = "The note a customer left on my bakery counter that night"
				return e
			},
			id: CheckSubjects, status: Warn, want: []string{"56 characters"},
		},
		{
			name:  "duplicate subjects",
			brief: bakeryBrief,
			email: func() Email {
				e := bakeryEmail()
				e.Subjects[3] = "the note on my bakery counter!"
				return e
			},
			id: CheckSubjects, status: Fail, want: []string{"line 4 repeats line 1"},
		},
		{
			name:  "an empty subject line",
			brief: bakeryBrief,
			email: func() Email { e := bakeryEmail(); e.Subjects[4] = "  "; return e },
			id:    CheckSubjects, status: Fail, want: []string{"line 5 is empty"},
		},
		{
			name:  "spam words, shouting and !!",
			brief: bakeryBrief,
			email: func() Email {
				e := bakeryEmail()
				e.Subjects[0] = "URGENT: the note on my counter!!"
				return e
			},
			id: CheckSubjects, status: Warn, want: []string{"urgent", "URGENT", "!!"},
		},
		{
			name:  "bullet notes pasted raw",
			brief: bakeryBrief,
			email: func() Email {
				return replaceBody(bakeryEmail(), "Sales were flat. I was working 80-hour weeks, and I hadn't taken a day off in months.",
					"- sales were flat\n- 80-hour weeks\n- no day off in months")
			},
			id: CheckStructure, status: Warn, want: []string{"bullet", "- sales were flat"},
		},
		{
			name:  "Spanish story with an English frame",
			brief: panaderiaBrief,
			email: func() Email {
				e := panaderiaEmail()
				e = replaceBody(e, "Hola,", "Hey there,")
				e = replaceBody(e, "Esto es lo que aprendí:", "And here's the big takeaway:")
				e = replaceBody(e, "Cuesta 97 €, y ahora mismo está a 47 €.", "The investment is Gratis.")
				e = replaceBody(e, "Puedes empezar hoy mismo aquí:", "Get it here:")
				e = replaceBody(e, "Por eso preparé El Plan de Constancia.", "That experience is what this is built on.")
				e = replaceBody(e, "Un abrazo,", "Talk soon,")
				return e
			},
			id: CheckLanguage, status: Fail, want: []string{"The investment is Gratis."},
		},
		{
			name:  "an English email for a Spanish story",
			brief: panaderiaBrief,
			email: bakeryEmail,
			id:    CheckLanguage, status: Fail, want: []string{"in English but the story is in Spanish"},
		},
		{
			name:  "It's A hand-poured candle",
			brief: candleBrief,
			email: func() Email {
				return replaceBody(bakeryEmail(), "It's a 30-day guide to building habits",
					"It's A hand-poured candle that smells like the woods after a storm, and a 30-day guide to building habits")
			},
			id: CheckCapitals, status: Fail, want: []string{"“It's A” should be “It's a”"},
		},
		{
			name:  "a field joined after a comma as typed",
			brief: bakeryBrief,
			email: func() Email {
				return replaceBody(bakeryEmail(), "Some mornings were slow.", "With the Saturday box, We bake the bread you pick.")
			},
			id: CheckCapitals, status: Fail, want: []string{"“box, We” should be “box, we”"},
		},
		{
			name:  "a note to the tool left in",
			brief: bakeryBrief,
			email: func() Email {
				return replaceBody(bakeryEmail(), "Some mornings were slow.", "This happened Tuesday and I think it makes a good email.")
			},
			id: CheckLeaks, status: Fail, want: []string{"notes to yourself", "makes a good email"},
		},
		{
			name: "the brief's own notes copied into the email",
			brief: func() Brief {
				b := bakeryBrief()
				b.Story += " [Lisa note: keep Odette part first] (she said ok to use her name)"
				return b
			},
			email: func() Email {
				return replaceBody(bakeryEmail(), "Some mornings were slow.", "Some mornings were slow. [Lisa note: keep Odette part first] She said ok to use her name.")
			},
			id: CheckLeaks, status: Fail, want: []string{"notes to yourself", "Lisa note: keep Odette part first", "she said ok to use her name"},
		},
		{
			name: "a fact the brief held back, with its note, copied into the email",
			brief: func() Brief {
				b := bakeryBrief()
				b.Story += " We burned through more flour than we planned ($4k over budget dont put that in)."
				return b
			},
			email: func() Email {
				return replaceBody(bakeryEmail(), "Some mornings were slow.", "Some mornings were slow. We burned through more flour than we planned ($4k over budget dont put that in).")
			},
			id: CheckLeaks, status: Fail, want: []string{"notes to yourself", "$4k over budget dont put that in"},
		},
		{
			name:  "a weekday typed in lower case",
			brief: bakeryBrief,
			email: func() Email {
				return replaceBody(bakeryEmail(), "Some mornings were slow.", "We bake on tuesdays and fridays.")
			},
			id: CheckCapitals, status: Fail, want: []string{"“tuesdays” should be “Tuesdays”"},
		},
		{
			name: "a name the user capitalises, lowered where a field landed",
			brief: func() Brief {
				b := bakeryBrief()
				b.Proof = "the bakery on Elm St was featured on a podcast by Renée's team"
				return b
			},
			email: func() Email {
				return replaceBody(bakeryEmail(), "Some mornings were slow.", "Worth knowing: renée's team featured us.")
			},
			id: CheckCapitals, status: Fail, want: []string{"“renée's” should be “Renée's”"},
		},
		{
			name:  "a sign-off with no name under it",
			brief: bakeryBrief,
			email: func() Email {
				return replaceBody(bakeryEmail(), "Rooting for you,\nMaria", "Cheers.")
			},
			id: CheckStructure, status: Warn, want: []string{"a name under the sign-off", "Type your name under the sign-off in Email Content"},
		},
		{
			name:  "a sentence starting in lower case",
			brief: bakeryBrief,
			email: func() Email {
				return replaceBody(bakeryEmail(), "Some mornings were slow.", "some mornings were slow.")
			},
			id: CheckCapitals, status: Fail, want: []string{"lower-case"},
		},
		{
			name:  "a lone lower-case i",
			brief: bakeryBrief,
			email: func() Email {
				return replaceBody(bakeryEmail(), "Some mornings were slow. I opened anyway.", "Some mornings were slow. i opened anyway.")
			},
			id: CheckCapitals, status: Fail, want: []string{"lower-case"},
		},
		{
			name:  "an invented claim with a name, a percentage and a year",
			brief: bakeryBrief,
			email: func() Email {
				return replaceBody(bakeryEmail(), "Some mornings were slow.", "My friend Sarah saved 40% in 2019 doing the same.")
			},
			id: CheckFacts, status: Fail, want: []string{"“Sarah”", "“40%”", "“2019”"},
		},
		{
			name:  "an invented amount and date",
			brief: coatsBrief,
			email: func() Email {
				return replaceBody(coatsEmail(), "If you can, please give today.", "A gift of $25 by November 30 buys one coat.")
			},
			id: CheckFacts, status: Fail, want: []string{"$25", "30"},
		},
		{
			name:  "an invented name in a subject line",
			brief: coatsBrief,
			email: func() Email { e := coatsEmail(); e.Subjects[1] = "What Rosa told Jenny in March"; return e },
			id:    CheckFacts, status: Fail, want: []string{"Jenny"},
		},
		{
			name:  "a call-to-action link whose second copy has no tags",
			brief: bakeryBrief,
			email: func() Email {
				e := bakeryEmail()
				i := strings.LastIndex(e.Body, bakeryTracked)
				e.Body = e.Body[:i] + "https://example.com/playbook/"
				return e
			},
			id: CheckLinks, status: Fail, want: []string{"1 of 2 copies", "https://example.com/playbook/"},
		},
		{
			name:  "no call-to-action link at all",
			brief: bakeryBrief,
			email: func() Email {
				e := bakeryEmail()
				e.Body = strings.ReplaceAll(e.Body, bakeryTracked, "")
				return e
			},
			id: CheckLinks, status: Fail, want: []string{"missing"},
		},
		{
			name:  "a link the user never gave",
			brief: bakeryBrief,
			email: func() Email {
				return replaceBody(bakeryEmail(), "Some mornings were slow.", "Some mornings were slow (see https://bakery-tips.example.net/slow-days).")
			},
			id: CheckLinks, status: Warn, want: []string{"https://bakery-tips.example.net/slow-days"},
		},
		{
			name:  "the audience description copied into the body",
			brief: bakeryBrief,
			email: func() Email {
				return replaceBody(bakeryEmail(), "Some mornings were slow. I opened anyway.", "I wrote this with small business owners who feel stuck in mind.")
			},
			id: CheckLeaks, status: Fail, want: []string{"audience description"},
		},
		{
			name:  "the topic copied into the body",
			brief: bakeryBrief,
			email: func() Email {
				return replaceBody(bakeryEmail(), "Some mornings were slow. I opened anyway.", "This one is about why consistency beats motivation for new business owners.")
			},
			id: CheckLeaks, status: Fail, want: []string{"topic"},
		},
		{
			name: "far too short, from a full story",
			brief: func() Brief {
				b := bakeryBrief()
				b.Story = strings.Repeat(b.Story+" ", 5) // a story long enough to fill the band
				return b
			},
			email: func() Email { e := bakeryEmail(); e.Body = e.Body[:len(e.Body)/3]; return e },
			id:    CheckLength, status: Fail, want: []string{"short of the 250–300 word band"},
		},
		{
			name: "a little too long",
			brief: func() Brief {
				b := bakeryBrief()
				b.MinWords, b.MaxWords = 200, 270
				return b
			},
			email: bakeryEmail,
			id:    CheckLength, status: Warn, want: []string{"over the 200–270 word band"},
		},
		{
			name:  "a grade-14 sentence salad",
			brief: bakeryBrief,
			email: func() Email {
				e := bakeryEmail()
				e.Body = "Hi there,\n\n" + salad + "\n\nStart here: " + bakeryTracked + "\n\nRooting for you,\nMaria\n\nP.S. The playbook is here: " + bakeryTracked
				return e
			},
			id: CheckReadability, status: Warn, want: []string{"Flesch–Kincaid grade"},
		},
		{
			name:  "no P.S. and no sign-off",
			brief: bakeryBrief,
			email: func() Email {
				e := bakeryEmail()
				e.Body = e.Body[:strings.Index(e.Body, "\n\nRooting for you,")]
				return e
			},
			id: CheckStructure, status: Warn, want: []string{"a sign-off line", "a P.S."},
		},
		{
			name:  "the lesson and the offer left out",
			brief: bakeryBrief,
			email: func() Email {
				e := replaceBody(bakeryEmail(), "Here is what I learned the slow way: consistency beats motivation. Motivation comes and goes like the weather.", "")
				e = replaceBody(e, "That's why I put together The Consistency Playbook. It's a 30-day guide to building habits that keep your business growing, one small step at a time. The goal is simple: grow steadily without burning out.", "")
				e = replaceBody(e, " It's normally $97, and right now it's $47.", "")
				return e
			},
			id: CheckStructure, status: Warn, want: []string{"the lesson", "the offer"},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := Evaluate(tc.brief(), tc.email(), nil)
			c, ok := r.Find(tc.id)
			if !ok {
				t.Fatalf("no %s check\n%s", tc.id, describe(r))
			}
			if c.Status != tc.status {
				t.Fatalf("%s is %s, want %s\n%s", tc.id, c.Status, tc.status, describe(r))
			}
			text := c.Message + " " + c.Detail
			for _, w := range tc.want {
				if !strings.Contains(text, w) {
					t.Errorf("%s check does not mention %q: %s", tc.id, w, text)
				}
			}
			if tc.status == Fail && r.Score > 100-failWeight {
				t.Errorf("score %d with a failure", r.Score)
			}
		})
	}
}

// The stock lines of the template writer, repeated across one user's
// library, make the repetition check warn.
func TestRepetitionAcrossHistory(t *testing.T) {
	stock := "I wrote this with busy parents in mind. Here's the link again: https://example.com/x?utm_source=email&utm_medium=email&utm_campaign=old"
	history := []string{
		"Hey there,\n\nLooking back, it all seems obvious. In the moment, it didn't feel that way at all.\n\nIt sounds simple. It is simple. But simple isn't the same as easy, and that's exactly why most people skip it.\n\n" + stock,
		"Hi,\n\nA different story about a garden.\n\n" + stock,
	}
	e := replaceBody(bakeryEmail(), "Some mornings were slow. I opened anyway.",
		"Looking back, it all seems obvious. In the moment, it didn't feel that way at all. It sounds simple. It is simple. But simple isn't the same as easy, and that's exactly why most people skip it. I wrote this with busy parents in mind.")
	e = replaceBody(e, "The playbook is waiting for you here: ", "Here's the link again: ")
	e = replaceBody(e, "Here is what I learned the slow way: consistency beats motivation. Motivation comes and goes like the weather.",
		"Looking back, it all seems obvious. In the moment, it didn't feel that way at all.")

	r := Evaluate(bakeryBrief(), e, history)
	c, _ := r.Find(CheckRepetition)
	if c.Status != Warn {
		t.Fatalf("repetition is %s, want warn\n%s", c.Status, describe(r))
	}
	if !strings.Contains(c.Detail, "sentences were already in your previous emails") {
		t.Errorf("detail: %s", c.Detail)
	}

	// The good email against the same history repeats nothing.
	r = Evaluate(bakeryBrief(), bakeryEmail(), history)
	if c, _ := r.Find(CheckRepetition); c.Status != Pass || !strings.Contains(c.Message, "No sentence repeats") {
		t.Errorf("good email: %s %s", c.Status, c.Message)
	}
	// One shared sentence stays under the limit and passes.
	one := replaceBody(bakeryEmail(), "Some mornings were slow.", "I wrote this with busy parents in mind.")
	r = Evaluate(bakeryBrief(), one, history)
	if c, _ := r.Find(CheckRepetition); c.Status != Pass || !strings.Contains(c.Detail, "1 of") {
		t.Errorf("one shared sentence: %s %s %s", c.Status, c.Message, c.Detail)
	}
}

const salad = `Consequently, the organisational implications of consistently prioritising incremental operational improvements over intermittent motivational initiatives demonstrate considerable significance for entrepreneurial sustainability, particularly considering the psychological exhaustion associated with perpetually reinventing promotional strategies.

Fundamentally, consistency beats motivation, because habitual behavioural patterns accumulate compounding organisational advantages independently of fluctuating emotional availability, which entrepreneurial practitioners frequently underestimate.

The Consistency Playbook operationalises these considerations through a systematically structured 30-day programme, facilitating the establishment of sustainable commercial routines without necessitating extraordinary motivational resources or unrealistic expectations regarding immediate profitability.`
