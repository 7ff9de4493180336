package writer

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// The brief's own second ask (passing the email on) becomes the P.S. rather than a line the
// story cuts, and is told once.
func TestTheStorysSecondAskIsThePS(t *testing.T) {
	in := bakeryInput()
	in.CallToAction, in.ProductName, in.Price, in.SalePrice, in.ProofElement = "Donate to the shelter", "Harbor Paws Medical Fund", "", "", ""
	in.ProductDescription, in.KeyBenefit = "", ""
	in.Story = "Biscuit came to us in February, tied to a fence behind the Shell station. He weighed 31 pounds. Somewhere in April he started wagging. " +
		"In June Ed and Linda adopted him. Biscuit cost us $2,300 to get healthy. And if you can't give right now, sharing this email with one friend who loves dogs helps a lot too."
	for i := range 4 {
		in.Title = fmt.Sprint("appeal ", i)
		res := write(t, in)
		_, ps := splitPS(res.Content)
		if !strings.HasPrefix(ps, "If you can't give right now, sharing this email with one friend") || strings.Count(res.Content, "sharing this email") != 1 {
			t.Errorf("the brief's ask to share is not the P.S., once:\n%s", res.Content)
		}
	}
}

// With nothing of the offer to repeat, the P.S. speaks to the reader the brief describes,
// said once, rather than only "Here's the link again".
func TestAPSWithNothingToRepeatSpeaksToTheReader(t *testing.T) {
	in := minimalInput()
	in.TargetAudience = "freelancers who take any project that comes along"
	// A lesson too long for a P.S., no proof, no benefit, no date: nothing to repeat.
	in.Lesson = "The second try works when you change one thing about the first, not when you simply try harder and hope it goes differently."
	for i := range 6 {
		in.Title = fmt.Sprint("bare ", i)
		res := write(t, in)
		body, ps := splitPS(res.Content)
		if !strings.Contains(ps, "you take any project that comes along") || strings.Contains(body, "you take any project") {
			t.Errorf("the reader is not the P.S., once:\n%s", res.Content)
		}
		// Handed the link, not told "this one is for you".
		if !regexp.MustCompile(`^If you take any project that comes along, [a-z][^:.]* here: https://`).MatchString(ps) {
			t.Errorf("the reader's P.S. does not hand them the link:\n%s", ps)
		}
	}
}

// A last day is not a date to save: "Haz tu pedido antes del 25 de octubre" gets no "Guarda la
// fecha", an event's day may.
func TestADeadlineIsNotSavedAsADate(t *testing.T) {
	in := sampleBriefs()["spanish"]
	in.CallToAction = "Haz tu pedido antes del 25 de octubre"
	for i := range 8 {
		in.Title = fmt.Sprint("plazo ", i)
		res := write(t, in)
		if strings.Contains(res.Content, "Guarda la fecha") {
			t.Errorf("a deadline saved as a date:\n%s", res.Content)
		}
	}
	c := &composer{in: Input{CallToAction: "Order before October 25", Story: "The party is on May 17."}}
	if !c.deadlineWhen("October 25") || c.deadlineWhen("May 17") {
		t.Error("deadlineWhen does not tell a last day from an event's day")
	}
}

// With nothing but the lesson to repeat, the story's short last line closes the email as its
// P.S. ("Thank you for listening."), told there once; a sale's P.S. keeps the sale.
func TestTheStorysLastLineIsThePS(t *testing.T) {
	in := minimalInput()
	in.TargetAudience, in.Lesson, in.CallToAction, in.CtaURL = "", "Keep going.", "learn", "https://smallshopshow.fm/100"
	in.Story = "Episode 100 of the podcast is live. It took me 4 years and a lot of early mornings to get here. Thank you for listening."
	for i := range 4 {
		in.Title = fmt.Sprint("episode ", i)
		res := write(t, in)
		_, ps := splitPS(res.Content)
		if !strings.HasPrefix(ps, "Thank you for listening.") || strings.Count(res.Content, "Thank you for listening") != 1 {
			t.Errorf("the story's last line is not the P.S., once:\n%s", res.Content)
		}
	}
	sale := bakeryInput() // $47 instead of $97: the P.S. is the price
	sale.TargetAudience = ""
	if _, ps := splitPS(write(t, sale).Content); !strings.Contains(ps, "$47") {
		t.Errorf("a sale's P.S. lost its price: %q", ps)
	}
}

// The story's own closing ask ("Come try 'em this week") is the P.S. only instead of a bare
// link, said once; beside a P.S. of its own (a proof) it stays in the body.
func TestTheStorysAskIsThePSOnlyInsteadOfABareLink(t *testing.T) {
	in := minimalInput()
	in.TargetAudience, in.Lesson, in.CallToAction, in.CtaURL = "", "New toys = new excuses to come in.", "learn", "https://oaklinestrength.com/schedule"
	in.Story = "New rowers arrived. 6 of them. Concept2. Come try 'em this week."
	res := write(t, in)
	if _, ps := splitPS(res.Content); !strings.HasPrefix(ps, "Come try 'em this week.") || strings.Count(res.Content, "Come try 'em") != 1 {
		t.Errorf("the story's ask is not the P.S., once:\n%s", res.Content)
	}
	in.ProofElement = "Over 900 members have rowed with us since 2020"
	body, _ := splitPS(write(t, in).Content)
	if !strings.Contains(body, "Come try 'em this week.") {
		t.Errorf("the story's ask left the body beside a P.S. of its own:\n%s", body)
	}
}

// Nor does the P.S. repeat the body's benefit when the story has a short last line to close on.
func TestTheStorysLastLineBeforeTheBenefitAgain(t *testing.T) {
	in := bakeryInput()
	in.SalePrice, in.ProofElement, in.TargetAudience = "", "", ""
	in.Story = "Two years ago I was ready to shut down my bakery. One night a regular left a note thanking me for opening every morning. I kept the note by the register. I still read that note on bad days."
	for i := range 4 {
		in.Title = fmt.Sprint("benefit ", i)
		res := write(t, in)
		if _, ps := splitPS(res.Content); strings.Contains(ps, "grow steadily without burning out") {
			t.Errorf("the P.S. repeats the benefit beside a story line it could close on:\n%s", res.Content)
		}
	}
	// Under the sign-off, "I still read it." has lost the note it stands for: the body keeps it.
	in.Story = strings.Replace(in.Story, "I still read that note on bad days.", "I still read it.", 1)
	for i := range 4 {
		in.Title = fmt.Sprint("benefit it ", i)
		if _, ps := splitPS(write(t, in).Content); strings.HasPrefix(ps, "I still read it") {
			t.Errorf("a line standing for the note moved under the sign-off: %s", ps)
		}
	}
}

// A limit the story told stays in the body, before the link the reader acts on, and the P.S.
// reminds it ("A reminder: …"), never as the bare sentence twice. A launch whose sale names
// itself ("early bird") is not also "the launch offer".
func TestALimitToldInTheStoryIsThePS(t *testing.T) {
	in := bakeryInput()
	in.CallToAction, in.Price, in.SalePrice, in.DesiredEmotion = "book", "Free", "", "urgency"
	in.ProductName, in.ProductDescription, in.KeyBenefit, in.ProofElement = "", "", "", ""
	in.Story = "Most dental insurance resets Dec 31 and whatever you didn't use is gone. We have 14 openings left in December, mostly early mornings. Last year we had a waitlist of 40 people by Dec 10."
	// In an email this short the limit is a few lines up: the P.S. is the story's last line.
	res := write(t, in)
	body, ps := splitPS(res.Content)
	if !strings.HasPrefix(ps, "Last year we had a waitlist of 40 people by Dec 10.") || strings.Count(body, "14 openings") != 1 {
		t.Errorf("the limit is not in the body once, or the P.S. says it again:\n%s", res.Content)
	}
	// In a longer one the P.S. reminds it.
	in.Story += " " + strings.Repeat("Every morning I opened the door at six and stayed until the last patient was gone. ", 8)
	res = write(t, in)
	body, ps = splitPS(res.Content)
	if strings.HasPrefix(ps, "We have 14 openings") || !strings.Contains(ps, "14 openings left in December") || strings.Count(body, "14 openings") != 1 {
		t.Errorf("the limit is not in the body once and reminded in the P.S.:\n%s", res.Content)
	}
	in.Story = "Most dental insurance resets Dec 31 and whatever you didn't use is gone. We have 14 openings left in December, mostly early mornings. Last year we had a waitlist of 40 people by Dec 10."
	// As the story's opener it stays the hook, and the P.S. reminds it.
	in.Story = "We have 14 openings left in December, mostly early mornings. Most dental insurance resets Dec 31 and whatever you didn't use is gone."
	_, ps = splitPS(write(t, in).Content)
	if !strings.Contains(ps, "14 openings left in December") || strings.HasPrefix(ps, "We have 14 openings") {
		t.Errorf("the limit is not a reminder in the P.S.: %q", ps)
	}
	in = bakeryInput()
	in.Title, in.Price, in.SalePrice = "6WC launch email", "$149", "$99 early bird until Feb 20"
	if res := write(t, in); strings.Contains(res.Content, "launch offer") {
		t.Errorf("an early bird called the launch offer:\n%s", res.Content)
	}
}

// A Spanish proof typed as a sentence closes the email plainly too.
func TestASpanishProofSentenceIsThePSAsItIs(t *testing.T) {
	in := sampleBriefs()["spanish"]
	in.ProofElement, in.SalePrice, in.TargetAudience = "este año 86 estudiantes terminaron el curso gracias a las becas", "", ""
	in.KeyBenefit = ""
	res := write(t, in)
	if !strings.Contains(res.Content, "Este año 86 estudiantes terminaron el curso gracias a las becas.") || strings.Contains(res.Content, ": este año 86") {
		t.Errorf("a Spanish proof sentence behind a label:\n%s", res.Content)
	}
}

// The P.S. labels its link by what the link does ("Book yours here", "Give here"), not with a
// label pointing at nothing ("You'll find it here" after a line about twins); a P.S. asking to
// pass the email on gives the link to pass along; a reply asked for in the body gets no link.
func TestThePSLabelsItsLinkByWhatItDoes(t *testing.T) {
	psOf := func(in Input) string {
		res := write(t, in)
		_, ps := splitPS(res.Content)
		return ps
	}
	for i := range 6 {
		in := bakeryInput()
		in.Title = fmt.Sprint("labels ", i)
		in.CallToAction, in.ProductName = "book", "Bread Tasting Class"
		if ps := psOf(in); !regexp.MustCompile(`(?i)\bbook\b[^:.]* here: https://`).MatchString(ps) {
			t.Errorf("a booking's P.S. link is not labelled as one:\n%s", ps)
		}
		in.CallToAction, in.ProductName = "apply", "Bakers' Circle"
		if ps := psOf(in); !regexp.MustCompile(`(?i)\b(?:apply|start your application) here: https://`).MatchString(ps) {
			t.Errorf("an application's P.S. link is not labelled as one:\n%s", ps)
		}
	}
	in := bakeryInput()
	in.CallToAction = "Reply and tell me your favourite loaf"
	if res := write(t, in); strings.Count(res.Content, "https://") != 1 {
		t.Errorf("a reply asked for, and the link twice:\n%s", res.Content)
	}
	in = bakeryInput()
	in.CallToAction, in.ProductName, in.Price, in.SalePrice, in.ProductDescription, in.KeyBenefit, in.ProofElement = "Donate to the shelter", "", "", "", "", "", ""
	in.Story = "Biscuit came to us in February, tied to a fence behind the Shell station. He weighed 31 pounds. Somewhere in April he started wagging. " +
		"In June Ed and Linda adopted him. Biscuit cost us $2,300 to get healthy. If you can't give right now, sharing this email with one friend helps a lot too."
	if ps := psOf(in); !strings.Contains(ps, "to pass along: https://") {
		t.Errorf("a P.S. asking to share, and no link to pass along:\n%s", ps)
	}
}

// An event's day said in the P.S. is not said again by the call to action that names it:
// "P.S. Come to Adoption Day on June 8: …", not "Save the date: Saturday June 8. Come to
// Adoption Day on June 8: …".
func TestThePSSaysTheDayOnce(t *testing.T) {
	in := bakeryInput()
	in.CallToAction, in.ProductName, in.Price, in.SalePrice, in.ProofElement = "Come to Adoption Day on June 8", "", "", "", ""
	in.ProductDescription, in.KeyBenefit = "Adoption Day is Saturday June 8, 9 to 1, at the Riverside farmers market.", ""
	for i := range 6 {
		in.Title = fmt.Sprint("adoption day ", i)
		res := write(t, in)
		_, ps := splitPS(res.Content)
		if strings.Count(ps, "June 8") > 1 {
			t.Errorf("the P.S. says the day twice:\n%s", ps)
		}
	}
}

// The benefit is the offer's reason to act: it is said in the body, before the link, and a P.S.
// that carries it again says it plainly ("P.S. You learn the basic lifts…"), never behind a
// label or as a thing one gets.
func TestABenefitInThePSIsInTheBodyToo(t *testing.T) {
	in := bakeryInput()
	in.SalePrice, in.Price, in.ProofElement, in.TargetAudience = "", "", "", "bakers"
	in.Lesson = "Consistency beats motivation every single time, because motivation comes and goes while the habit of showing up stays with you."
	in.KeyBenefit = "you learn the basic lifts safely before you ever add weight"
	in.Story += " Two years later the bakery is still open every morning, and most of the regulars who kept us going are still coming in."
	for i := range 6 {
		in.Title = fmt.Sprint("benefit ", i)
		res := write(t, in)
		_, ps := splitPS(res.Content)
		if !strings.Contains(strings.ToLower(ps), in.KeyBenefit) {
			continue // the P.S. carries something else
		}
		if strings.Contains(ps, "point:") {
			t.Errorf("the P.S. labels the benefit:\n%s", ps)
		}
		body, _ := splitPS(res.Content)
		if link := strings.Index(body, "https://"); !strings.Contains(body[:max(link, 0)], in.KeyBenefit) || strings.HasPrefix(ps, "What you get out of it") {
			t.Errorf("the benefit is not in the body before the link, or is a thing one gets:\n%s", res.Content)
		}
		return
	}
	t.Error("no P.S. carried the benefit")
}

// "With gratitude," signs a thank-you, not an offer sent with hope or excitement.
func TestGratitudeSignsOnlyThanks(t *testing.T) {
	in := bakeryInput()
	in.TonePreference, in.SenderName = "personal", "Dani"
	for _, emo := range []string{"hope", "excitement", "belonging", "gratitude"} {
		in.DesiredEmotion = emo
		seen := false
		for i := range 8 {
			in.Title = fmt.Sprint("sign ", emo, i)
			seen = seen || strings.Contains(write(t, in).Content, "With gratitude,")
		}
		if seen != (emo == "gratitude") {
			t.Errorf("%s: 'With gratitude,' signed %v", emo, seen)
		}
	}
}

// After "If you keep falling off your nutrition," a label's pronoun would take the reader's
// last noun: the reader's P.S. names the product or uses no pronoun. A P.S. that has just
// used the label's verb ("Thank you for listening. Listen here") gets the link plainly.
func TestTheReadersPSLabelHasNoStrayPronoun(t *testing.T) {
	in := bakeryInput()
	in.CallToAction, in.Price, in.SalePrice, in.ProofElement, in.KeyBenefit, in.ProductName = "download", "Free", "", "", "", ""
	in.TargetAudience = "busy members who keep falling off their nutrition"
	for i := range 6 {
		in.Title = fmt.Sprint("reader ", i)
		res := write(t, in)
		_, ps := splitPS(res.Content)
		if strings.HasPrefix(ps, "If you") && pronounLabel.MatchString(strings.SplitN(ps, ": http", 2)[0]) {
			t.Errorf("a stray pronoun in the reader's P.S.: %s", ps)
		}
	}
	if !echoesVerb("P.S. Thank you for listening.", "Listen here") || echoesVerb("P.S. Mark your calendar.", "Book here") {
		t.Error("echoesVerb misjudges")
	}
}

// No "Take care of yourself," to a donor, and no time to pick for a class at a set hour.
func TestSignOffAndLabelFitTheReader(t *testing.T) {
	in := bakeryInput()
	in.TonePreference, in.DesiredEmotion, in.CallToAction, in.Price, in.SalePrice = "personal", "hope", "Donate to the medical fund", "", ""
	for i := range 10 {
		in.Title = fmt.Sprint("appeal ", i)
		if res := write(t, in); strings.Contains(res.Content, "Take care of yourself") {
			t.Errorf("a donor told to take care of themselves:\n%s", res.Content)
		}
	}
	in = bakeryInput()
	in.CallToAction, in.ProductDescription = "book", "a 10 week class, Saturdays 9am, ages 7 to 12"
	for i := range 10 {
		in.Title = fmt.Sprint("class ", i)
		if res := write(t, in); timeLabel.MatchString(strings.Join(regexp.MustCompile(`[^\n.]*here: https`).FindAllString(res.Content, -1), " ")) {
			t.Errorf("a time to pick for a class at a set hour:\n%s", res.Content)
		}
	}
}

// The user's own ask labels the body's link; the P.S. hands the link in other words, not the
// same "Sponsor a child's swim lessons:" twice.
func TestThePSDoesNotRepeatTheUsersAsk(t *testing.T) {
	in := bakeryInput()
	in.CallToAction, in.Price, in.SalePrice = "Sponsor a child's swim lessons", "", ""
	for i := range 6 {
		in.Title = fmt.Sprint("sponsor ", i)
		if res := write(t, in); strings.Count(res.Content, "Sponsor a child's swim lessons") > 1 {
			t.Errorf("the user's ask labels the link twice:\n%s", res.Content)
		}
	}
}

// Background still going on ("Llevamos 2 años buscando local") is no P.S.: out of the story
// it reads as news that the search goes on.
func TestBackgroundStaysInTheStory(t *testing.T) {
	in := sampleBriefs()["spanish"]
	in.Story = "¡Abrimos la nueva sucursal en la calle 5 este sábado! Pan dulce gratis a los primeros 50 clientes. El barrio nos pidió estar más cerca. Llevamos 2 años buscando local."
	in.ProofElement, in.KeyBenefit, in.TargetAudience = "", "", "vecinos"
	res := write(t, in)
	if _, ps, _ := strings.Cut(res.Content, "\n\nP.D. "); strings.Contains(ps, "Llevamos 2 años") {
		t.Errorf("background moved to the P.S.:\n%s", res.Content)
	}
}

// After a line of the story, the P.S.'s link has no "it" to take the story's noun ("I had to
// hire my sister to help pour lol. Grab it here").
func TestAStoryPSLinkHasNoStrayIt(t *testing.T) {
	in := bakeryInput()
	in.SalePrice, in.Price, in.ProofElement, in.KeyBenefit, in.TargetAudience = "", "$32", "", "", "candle people"
	in.Story = "The restock is here. Sea Salt + Fig sold out in 4 days last month and 112 of you asked to be told. I had to hire my sister to help pour lol."
	in.Lesson = "When people ask for something twice, make more of it, and tell them the moment it is back on the shelf for good."
	for i := range 6 {
		in.Title = fmt.Sprint("restock ", i)
		res := write(t, in)
		if _, ps := splitPS(res.Content); strings.HasPrefix(ps, "I had to hire") && pronounLabel.MatchString(strings.SplitN(ps, ": http", 2)[0]) {
			t.Errorf("a stray 'it' after the story's line: %s", ps)
		}
	}
}

// A price with its own terms is said in full once: the P.S. recalls the offer, not the body's
// "Otherwise it's $4 per employee per month" word for word.
func TestThePSRecallsTermsWithoutCopyingThem(t *testing.T) {
	in := bakeryInput()
	in.Price, in.SalePrice = "$4 per employee per month", "$2 per employee per month, locked for life"
	for i := range 6 {
		in.Title = fmt.Sprint("terms ", i)
		res := write(t, in)
		if strings.Count(res.Content, "$4 per employee per month") > 1 {
			t.Errorf("the full terms said twice:\n%s", res.Content)
		}
	}
}

// The user's own thanks in the P.S. is the email's thanks: no writer's "Thank you for being
// part of this." above it. "Gracias a las becas" is no thanks.
func TestThanksOnce(t *testing.T) {
	in := minimalInput()
	in.Story, in.Lesson, in.DesiredEmotion = "Episode 100 of the podcast is live. Took me 4 years. Thank you for listening.", "keep going", "gratitude"
	in.CallToAction, in.CtaURL, in.StoryType = "learn", "https://smallshopshow.fm/100", "direct"
	for i := range 8 {
		in.Title = fmt.Sprint("ep ", i)
		res := write(t, in)
		if _, ps := splitPS(res.Content); strings.HasPrefix(ps, "Thank you for listening.") && strings.Count(strings.ToLower(res.Content), "thank") > 1 {
			t.Errorf("thanks twice:\n%s", res.Content)
		}
		if strings.Contains(res.Content, "your gift") {
			t.Errorf("a listener's thanks asked where their gift goes:\n%s", res.Content)
		}
	}
	if saysThanks("Este año 86 estudiantes terminaron el curso gracias a las becas.") || !saysThanks("Gracias por leer.") {
		t.Error("saysThanks misjudges")
	}
}

// A product named with nothing told about it gets no turn of its own ("That's where Ledgerly
// comes in." alone): the link's label names it.
func TestNoBareTurnToTheProduct(t *testing.T) {
	in := minimalInput()
	in.ProductName, in.CallToAction, in.CtaURL = "Ledgerly", "learn", "https://ledgerly.io/how-it-works"
	for i := range 6 {
		in.Title = fmt.Sprint("bare ", i)
		res := write(t, in)
		for _, frame := range english.productIntro {
			if strings.Contains(res.Content, strings.ReplaceAll(frame, "{product}", "Ledgerly")) {
				t.Errorf("a bare turn to the product:\n%s", res.Content)
			}
		}
	}
}

// A limit of dates or sessions hands the reader one of them: "…only 6 Saturdays left for 2025.
// Book yours here". Typed as the proof, the body says it before the link and the P.S. reminds it.
func TestALimitsLinkOffersOneOfThem(t *testing.T) {
	in := bakeryInput()
	in.CallToAction, in.SalePrice, in.Price, in.KeyBenefit = "book", "", "$4,200", ""
	in.ProductName, in.ProductDescription, in.ProofElement = "Full-day wedding coverage", "10 hours, two photographers", "Only 6 Saturdays left for 2025"
	body, ps := splitPS(write(t, in).Content)
	if !strings.Contains(ps, "nly 6 Saturdays left for 2025. Book yours here: https://") || strings.HasPrefix(ps, "Only") {
		t.Errorf("the limit's P.S. does not remind it and offer one of them: %q", ps)
	}
	if link := strings.Index(body, "Book the full-day"); !strings.Contains(body[:max(link, 0)], "Only 6 Saturdays left for 2025.") {
		t.Errorf("the limit is not in the body before the link:\n%s", body)
	}
}

// splitPS splits an email at its P.S.: the body above it and the P.S. text after "P.S. ".
func splitPS(content string) (body, ps string) {
	body, ps, _ = strings.Cut(content, "\n\nP.S. ")
	return body, ps
}

// Under the link, one closing line: passing the email on or welcoming the reader to the
// event, or else an invitation to reply; "Forward it to them. Any questions, just reply."
// stacks housekeeping on the one ask.
func TestOneClosingLineUnderTheLink(t *testing.T) {
	pass := regexp.MustCompile(`(?i)forward|pass (?:this|it) on|their way|pásaselo|reenvía|see you|glad to see|verte|date una vuelta`)
	reply := regexp.MustCompile(`(?i)\breply\b|hit reply|responde`)
	for name, res := range allSampleEmails(t) {
		for _, para := range strings.Split(res.Content, "\n\n") {
			if pass.MatchString(para) && reply.MatchString(para) {
				t.Errorf("%s: stacked closing lines %q", name, para)
			}
		}
	}
}

// In a short email the price is a few lines above the P.S.: a limit the brief gives, else the
// reader the email is for, is the P.S. rather than the price again. A limit typed as a note
// ("- we cap it at 60 people") is found on its own line.
func TestShortEmailsPSIsNotThePriceAgain(t *testing.T) {
	in := bakeryInput()
	for i := range 6 {
		in.Title = fmt.Sprint("short sale ", i)
		_, ps := splitPS(write(t, in).Content)
		if strings.Contains(ps, "$47") || !strings.HasPrefix(ps, "If you") {
			t.Errorf("the P.S. recaps the price above it, or names no reader: %q", ps)
		}
	}
	in.Story += "\n- we cap it at 60 people because thats what fits in the room"
	_, ps := splitPS(write(t, in).Content)
	if !strings.Contains(strings.ToLower(ps), "we cap the consistency playbook at 60 people because that's what fits in the room.") {
		t.Errorf("the noted limit is not the P.S.: %q", ps)
	}
	in = bakeryInput()
	in.Story += " " + strings.Repeat("Every morning I opened the door at six and stayed until the last loaf was gone. ", 6)
	if _, ps := splitPS(write(t, in).Content); !strings.Contains(ps, "$47") {
		t.Errorf("a long email's P.S. does not recap the sale: %q", ps)
	}
}

// "The first 50 customers" and "los primeros 50 clientes" are limits: told mid-story in an
// email with nothing else for its P.S., they move there.
func TestFirstCustomersAreALimit(t *testing.T) {
	in := sampleBriefs()["spanish"]
	in.Story = "¡Abrimos la nueva sucursal en la calle 5 este sábado! Pan dulce gratis a los primeros 50 clientes, y café de olla todo el día. Llevamos 2 años buscando local."
	in.ProofElement, in.SalePrice, in.Price, in.ProductName, in.ProductDescription, in.KeyBenefit = "", "", "", "", "", ""
	in.CallToAction = "learn"
	res := write(t, in)
	if _, ps, _ := strings.Cut(res.Content, "\n\nP.D. "); !strings.Contains(ps, "primeros 50 clientes") {
		t.Errorf("the limit is not the P.D.:\n%s", res.Content)
	}
	if !scarceLine.MatchString("Free coffee for the first 20 customers") || scarceLine.MatchString("our first 20 founding customers cut overtime") {
		t.Error("scarceLine misjudges the first customers")
	}
	for line, limit := range map[string]bool{"The class is capped at 12.": true, "Space is limited.": true, "We're capped at 40 families this year": true,
		"project fees, 50% upfront, revisions capped at 2 rounds, written into the contract": false, "calls limited to 30 minutes": false} {
		if scarceLine.MatchString(line) != limit {
			t.Errorf("scarceLine(%q) = %v", line, !limit)
		}
	}
}

// The one closing line suits the ask: a free booking keeps the invitation to ask first (no
// "forward it"); a sale that ends keeps its reminder as the P.S.; a moved limit names what
// "it" was.
func TestClosingAndPSSuitTheAsk(t *testing.T) {
	in := bakeryInput()
	in.CallToAction, in.Price, in.SalePrice, in.ProofElement = "book", "free", "", ""
	for i := range 6 {
		in.Title = fmt.Sprint("free booking ", i)
		body, _ := splitPS(write(t, in).Content)
		if regexp.MustCompile(`(?i)forward|pass (?:this|it) on|their way`).MatchString(body) {
			t.Errorf("a booking asks to forward the email:\n%s", body)
		}
	}
	in = bakeryInput()
	in.SalePrice = "$47 through Sunday"
	if _, ps := splitPS(write(t, in).Content); !strings.Contains(ps, "through Sunday") {
		t.Errorf("a sale that ends is not the P.S.: %q", ps)
	}
	in = bakeryInput()
	in.Story += "\n- we cap it at 60 people because thats what fits in the room"
	if _, ps := splitPS(write(t, in).Content); !strings.Contains(strings.ToLower(ps), "we cap the consistency playbook at 60 people") {
		t.Errorf("the moved limit keeps a bare 'it': %q", ps)
	}
}

// A pickup date is when an order is collected, not a day to save: "Preorder your holiday pie"
// with "pickup Dec 22-24" gets no "Save the date: Dec 22".
func TestAPickupDateIsNotAnEvent(t *testing.T) {
	in := bakeryInput()
	in.CallToAction, in.ProductName, in.Price, in.SalePrice, in.ProofElement = "Preorder your holiday pie", "Holiday pies", "$28", "", ""
	in.ProductDescription, in.KeyBenefit = "apple crumb, bourbon pecan, and pumpkin, 9 inch, pickup Dec 22-24", ""
	in.Story += " Preorders are open now and we stop taking them on December 18 or when we hit 400 pies."
	for i := range 6 {
		in.Title = fmt.Sprint("pies ", i)
		if _, ps := splitPS(write(t, in).Content); strings.Contains(ps, "Dec 22") || strings.Contains(ps, "Save the date") || strings.Contains(ps, "Mark your calendar") {
			t.Errorf("a pickup date or a last day offered as a day to save:\n%s", ps)
		}
	}
	es := sampleBriefs()["spanish"]
	es.CallToAction, es.ProofElement, es.KeyBenefit, es.SalePrice = "Haz tu pedido antes del 25 de octubre", "", "", ""
	for i := range 6 {
		es.Title = fmt.Sprint("pedido ", i)
		if _, ps, _ := strings.Cut(write(t, es).Content, "\n\nP.D. "); regexp.MustCompile(`Recuerda la fecha|Guarda la fecha|Apúntalo`).MatchString(ps) {
			t.Errorf("a last day to order offered as a date to remember:\n%s", ps)
		}
	}
	if !handover("9 inch, pickup Dec 22-24", "Dec 22") || handover("Adoption Day is Saturday June 8", "Saturday June 8") {
		t.Error("handover misjudges an event's day")
	}
}

// A reader already on the business's list is not singled out by "If you…": "If you buy bread
// from us on weekends" goes to exactly those people.
func TestNoReaderPSToCustomers(t *testing.T) {
	in := minimalInput()
	in.TargetAudience = "people who buy bread from us on weekends"
	in.Lesson = "The second try works when you change one thing about the first, not when you simply try harder and hope it goes differently."
	for i := range 6 {
		in.Title = fmt.Sprint("customers ", i)
		if res := write(t, in); strings.Contains(res.Content, "If you buy bread from us") {
			t.Errorf("a P.S. singling out the list itself:\n%s", res.Content)
		}
	}
}

// A sale with its end, told in the body, is recalled in the P.S. by when it ends, not as the
// same price sentence again.
func TestSaleEndsInThePS(t *testing.T) {
	for sale, want := range map[string]string{
		"$99 through Nov 30":                        "The $99 price runs through Nov 30.",
		"$2,400 early bird til March 1":             "The $2,400 early bird price runs until March 1.",
		"$42 for restock list, first 24 hours only": "",
		"$47":                  "",
		"$129/mo until Dec 31": "The $129/mo price runs until Dec 31.",
	} {
		if got := saleEnds(sale, "en"); got != want {
			t.Errorf("saleEnds(%q) = %q, want %q", sale, got, want)
		}
	}
	in := bakeryInput()
	in.SalePrice, in.Price = "$89 through Oct 31", "$129"
	res := write(t, in)
	if ps := res.Content[strings.LastIndex(res.Content, "P.S."):]; !strings.HasPrefix(ps, "P.S. The $89 price runs through Oct 31.") {
		t.Errorf("the P.S. does not say when the sale ends:\n%s", res.Content)
	}
}

// A P.S. always says something before its link: the benefit's first point, else the lesson.
func TestThePSIsNeverOnlyALink(t *testing.T) {
	in := bakeryInput()
	in.Story = "Strip mall on Route 9 called us in January with water coming through the ceiling of the nail salon. The main drain was clogged with leaves."
	in.Lesson = "a $650 inspection in october beats a $41k emergency in january"
	in.ProductName, in.ProductDescription = "Pre-Winter Roof Inspection", "full roof walk, drain and scupper clearing, photo report within 48 hours"
	in.KeyBenefit = "catch leaks before tenants do + a report you can hand ownership for next year's budget"
	in.ProofElement = "maintain 140+ commercial roofs in the metro, GAF + Carlisle certified, 20 years on flat roofs across three counties"
	in.Price, in.SalePrice, in.TargetAudience, in.CallToAction = "free for 1st property", "", "commercial property managers, retail centers", "book"
	res := write(t, in)
	ps := res.Content[strings.Index(res.Content, "P.S."):]
	if !strings.HasPrefix(ps, "P.S. Catch leaks before tenants do. ") {
		t.Errorf("P.S.: %q", ps)
	}
	if !strings.Contains(res.Content, "We maintain 140+ commercial roofs") {
		t.Errorf("the proof has no one doing it:\n%s", res.Content)
	}
	for _, s := range res.Subjects {
		if strings.HasPrefix(s, "Maintain") {
			t.Errorf("subject %q", s)
		}
	}
}

// A deal with its name is recapped by name and end, never "To recap: $50/yr founding member…".
func TestANamedDealIsRecappedByItsName(t *testing.T) {
	in := bakeryInput()
	in.Price, in.SalePrice = "$8/mo or $70/yr", "$50/yr founding member (locked in forever) until fri"
	res := write(t, in)
	if !strings.Contains(res.Content, "P.S. The founding member price of $50/yr (locked in forever) runs until Friday.") {
		t.Errorf("P.S.:\n%s", res.Content)
	}
}

// An early bird's end is its price's (batch G): the body says it once with the price, and the
// step says what ends that day ("Join by Jan 20 for the early bird price:"), never closing
// joining on it ("Join by Jan 20:").
func TestAnEarlyBirdEndIsThePricesEnd(t *testing.T) {
	in := bakeryInput()
	in.Story = "My deaf nephew asked me at Thanksgiving why nobody at the table could talk to him except his mom."
	in.ContentFocus = "doors open for ASL Level 1 cohort, starts Feb 3. 40 spots. early bird ends Jan 20"
	in.ProductName, in.Price, in.SalePrice, in.CallToAction, in.EmailLength = "ASL Level 1", "$297", "$227 early bird", "signup", "short"
	res := write(t, in)
	for _, want := range []string{"The early bird price is $227 until Jan 20.", "by Jan 20 for the early bird price: "} {
		if !strings.Contains(res.Content, want) {
			t.Errorf("want %q in\n%s", want, res.Content)
		}
	}
	if strings.Count(res.Content, "Jan 20") != 2 || strings.Contains(res.Content, "by Jan 20: ") {
		t.Errorf("the early bird's end said %d times, or as the step's deadline:\n%s", strings.Count(res.Content, "Jan 20"), res.Content)
	}
}

// What the topic says is left is the P.S.'s reminder, and no "Take your time with it." takes
// it back; a bare "reply" says what to reply with when the topic does (batch G).
func TestWhatIsLeftIsThePSReminder(t *testing.T) {
	in := bakeryInput()
	in.ContentFocus = "2 build slots opened up for Q3 (Jul + Aug) bc a customer backed out. want ppl to REPLY w their van model + budget, not fill out the whole form"
	in.CallToAction, in.DesiredEmotion, in.SalePrice = "reply", "excitement", ""
	res := write(t, in)
	for _, want := range []string{"P.S. ", "2 build slots opened up for Q3 (Jul and Aug)", "Reply with your van model and budget."} {
		if !strings.Contains(res.Content, want) {
			t.Errorf("want %q in\n%s", want, res.Content)
		}
	}
	ps := res.Content[strings.Index(res.Content, "P.S. "):]
	if !strings.Contains(ps, "build slots") {
		t.Errorf("the P.S. does not remind what is left:\n%s", res.Content)
	}
	for _, bad := range []string{"Take your time", "No pressure", "no rush"} {
		if strings.Contains(res.Content, bad) {
			t.Errorf("%q under a limit:\n%s", bad, res.Content)
		}
	}
}

// After the proof, the price names what it prices ("The Foxglove MKAL Kit costs $89.", never
// "2024 MKAL sold out… It costs $89."); a P.S. reminder of what is left is short, without the
// body's reason; an early bird's end goes with the step (batch G re-read).
func TestPriceAfterProofNamesItsProduct(t *testing.T) {
	in := bakeryInput()
	in.ProofElement, in.SalePrice, in.Price, in.ProductName = "2024 MKAL sold out 200 kits in 31 hours", "", "$89", "Foxglove MKAL Kit"
	res := write(t, in)
	if strings.Contains(res.Content, "31 hours. It ") {
		t.Errorf("the price after the proof says 'It':\n%s", res.Content)
	}
	in = bakeryInput()
	in.ContentFocus = "doors open for ASL Level 1 cohort, starts Feb 3. 40 spots. early bird ends Jan 20"
	in.CallToAction, in.SalePrice, in.Price = "signup", "$227 early bird", "$297"
	if res := write(t, in); !strings.Contains(res.Content, "by Jan 20 for the early bird price: ") {
		t.Errorf("the early bird's end is not with the step:\n%s", res.Content)
	}
}

// A bare "reply" asks for a reply to the email, never "Reply." alone (batch I).
func TestABareReplyIsAsked(t *testing.T) {
	in := bakeryInput()
	in.CallToAction = "reply"
	if res := write(t, in); !strings.Contains(res.Content, "Reply to this email. ") || strings.Contains(res.Content, "\nReply. ") {
		t.Errorf("a bare reply:\n%s", res.Content)
	}
}

// "Book yours here" only after a limit counted in what the reader books (batch G's re-read:
// "only taking 4 clients/month. Book yours here" left "yours" nothing to be).
func TestBookYoursOnlyAfterABookableLimit(t *testing.T) {
	if bookableLeft.MatchString("P.S. Remember: only taking 4 clients/month.") || !bookableLeft.MatchString("P.S. Remember: only 40 slots.") {
		t.Error("bookableLeft")
	}
}
