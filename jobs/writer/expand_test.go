package writer

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
)

var linkPattern = regexp.MustCompile(`https?://\S+`)

// The scaffolding that brings a thin brief toward its band, each line only where the
// brief's shape makes it true. Each test was seen failing on the rule it pins.

func TestNoPressureNeverAgainstSomethingPressing(t *testing.T) {
	calm := bakeryInput()
	calm.SalePrice = ""
	calm.ProofElement = ""
	calm.DesiredEmotion = "confidence"
	calm.CallToAction = "apply"
	// "No pressure" is one of the closing lines the writer rotates: some calm application has it.
	found := false
	for _, title := range []string{"a", "b", "c", "d", "e", "f", "g", "h"} {
		in := calm
		in.Title = title
		found = found || holdsAny(english.expand.noPress)(write(t, in).Content)
	}
	if !found {
		t.Errorf("no calm application has a 'no pressure' line")
	}
	for name, in := range map[string]Input{
		"sale":     bakeryInput(),
		"deadline": func() Input { in := calm; in.Story += " Applications close March 31."; return in }(),
		"count":    func() Input { in := calm; in.ProofElement = "Only 12 spots left"; return in }(),
		"urgency":  func() Input { in := calm; in.DesiredEmotion = "urgency"; return in }(),
	} {
		if res := write(t, in); holdsAny(english.expand.noPress)(res.Content) {
			t.Errorf("%s: 'no pressure' beside something that will not wait:\n%s", name, res.Content)
		}
	}
}

func TestBeenThereOnlyAfterTheTellersTrouble(t *testing.T) {
	in := bakeryInput()
	in.SalePrice, in.ProofElement = "", ""
	asked := func(s string) bool { return holdsAny(english.expand.youToo)(s) || holdsAny(english.develop.ask)(s) }
	// Beside a link to buy, a question competes with the call to action.
	if res := write(t, in); asked(res.Content) {
		t.Errorf("a question back to the reader beside a link to buy:\n%s", res.Content)
	}
	in.CallToAction = "Reply and tell me where you're stuck"
	res := write(t, in)
	if !asked(res.Content) {
		t.Errorf("a story of the teller's own trouble, answered by a reply, asks the reader nothing:\n%s", res.Content)
	}
	if n := strings.Count(linkPattern.ReplaceAllString(strings.SplitN(res.Content, "P.S.", 2)[0], ""), "?"); n > 2 {
		t.Errorf("%d questions before the P.S.:\n%s", n, res.Content)
	}
	in.Story = "We launched in January with zero customers. By December we went from $0 MRR to $42,000 MRR, all from word of mouth. We still answer every support email ourselves."
	res = write(t, in)
	if holdsAny(english.expand.youToo)(res.Content) {
		t.Errorf("'been there?' after a result:\n%s", res.Content)
	}
}

func TestAdviceIsNeverACustomCallToActionSaidTwice(t *testing.T) {
	in := bakeryInput()
	in.CallToAction = "Bring a friend to the Thanksgiving workout"
	res := write(t, in)
	if strings.Contains(res.Content, "My advice") || strings.Contains(res.Content, "I'd bring a friend") {
		t.Errorf("a custom call to action is repeated as advice:\n%s", res.Content)
	}
	if n := strings.Count(res.Content, "My advice"); n > 1 {
		t.Errorf("advice given %d times", n)
	}
}

func TestSecondPostscriptIsAFullSentence(t *testing.T) {
	in := bakeryInput()
	in.ProofElement = "based on 2,140 real invoices"
	in.KeyBenefit = ""
	in.Lesson = "Don't go all in at once: start with one evening a week"
	res := write(t, in)
	paras := strings.Split(res.Content, "\n\n")
	last := paras[len(paras)-1]
	if strings.HasPrefix(last, "P.P.S.") {
		if strings.Contains(last, "based on") || strings.Count(last, ":") > 1 {
			t.Errorf("P.P.S. is a fragment or has two colons: %q", last)
		}
		if !strings.HasPrefix(paras[len(paras)-2], "P.S.") {
			t.Errorf("P.P.S. not right after the P.S.:\n%s", res.Content)
		}
	}
}

func TestScaffoldingOnlyWhereTheBriefFallsShort(t *testing.T) {
	in := bakeryInput()
	in.EmailLength = "short"
	in.Story = "Two years ago I was ready to shut down my bakery. Sales were flat for six months. I was working 80-hour weeks and sleeping four hours a night. " +
		"My sourdough starter died twice that winter. The oven broke in February and the repair took a week. I hadn't taken a day off since the spring. " +
		"One night a regular customer left a note on the counter. She thanked me for being open every single morning, rain or snow. " +
		"I read it three times standing by the register. That note changed how I saw everything. I stopped chasing big launches and seasonal specials. " +
		"I focused on the same four loaves, baked well, every day at six. Within a year the morning line went out the door on Saturdays. " +
		"Our wholesale orders doubled after two cafés noticed the line. My accountant stopped sending worried emails. I took my first real holiday in August."
	res := write(t, in)
	for _, lists := range [][]string{english.expand.noPress, english.expand.forward, english.expand.reply} {
		if holdsAny(lists)(res.Content) {
			t.Errorf("a brief that fills its band got the writer's scaffolding:\n%s", res.Content)
			break
		}
	}
	if strings.Contains(res.Content, "P.P.S.") {
		t.Errorf("a full email got a P.P.S.:\n%s", res.Content)
	}
	thin := bakeryInput()
	thin.EmailLength = "long"
	long := write(t, thin)
	min, max := LengthBand("long")
	if n := bandWords(long.Content); n > max || n >= min && !strings.Contains(long.Content, "P.P.S.") && !holdsAny(slices.Concat(english.expand.noPress, english.expand.reply))(long.Content) {
		t.Errorf("a thin brief: %d words (band %d–%d), scaffolding expected:\n%s", n, min, max, long.Content)
	}
}

func TestClosingNeverStacksMoreThanThreeLines(t *testing.T) {
	emails := allSampleEmails(t)
	for _, emo := range []string{"excitement", "confidence", "curiosity"} {
		in := bakeryInput()
		in.CallToAction, in.DesiredEmotion = "Join us Saturday at the shop", emo
		in.ProductName, in.ProductDescription, in.KeyBenefit, in.Price, in.SalePrice, in.ProofElement = "", "", "", "Free", "", ""
		emails["invite/"+emo] = write(t, in)
	}
	for name, res := range emails {
		paras := strings.Split(res.Content, "\n\n")
		ps := postscriptAt(paras)
		if ps < 2 {
			continue
		}
		if closing := paras[ps-2]; !strings.Contains(closing, "://") && closingLines(closing) > 3 {
			t.Errorf("%s: a closing stack of %d lines: %q", name, closingLines(closing), closing)
		}
	}
}

func TestSenderKeepsOneGreetingAndSignOff(t *testing.T) {
	first := write(t, bakeryInput())
	in := bakeryInput()
	in.Title, in.Story = "Second email", "Last spring a customer asked why we bake at 5am. I told her the dough decides, not me. She laughed and bought two loaves, and now she comes every Saturday."
	in.History = []string{first.Content}
	second := write(t, in)
	a, b := strings.Split(first.Content, "\n\n"), strings.Split(second.Content, "\n\n")
	if a[0] != b[0] {
		t.Errorf("greeting changed from %q to %q", a[0], b[0])
	}
	if signOffOf(first.Content) != signOffOf(second.Content) {
		t.Errorf("sign-off changed from %q to %q", signOffOf(first.Content), signOffOf(second.Content))
	}
}

// An urgent email goes straight to the link: no "It's waiting for you at the link", no
// "when you're ready", and no "applying is simply how we find out" before a deadline.
func TestNoLeadInBesideSomethingPressing(t *testing.T) {
	leads := slices.Clone(retiredLeadIns)
	for _, l := range english.ctaLead {
		leads = append(leads, l...)
	}
	for _, title := range []string{"a", "b", "c", "d", "e", "f"} {
		in := bakeryInput() // a sale: $47 instead of $97
		in.Title = title
		if res := write(t, in); unhurried.MatchString(res.Content) || holdsAny(leads)(res.Content) {
			t.Errorf("a lead-in before the link beside a sale:\n%s", res.Content)
		}
		in.SalePrice, in.CallToAction = "", "apply"
		in.ProofElement = "Applications close Friday, March 7"
		if res := write(t, in); holdsAny(leads)(res.Content) {
			t.Errorf("a lead-in before the link beside a deadline:\n%s", res.Content)
		}
	}
}

func TestPricesStartAt(t *testing.T) {
	in := bakeryInput()
	in.Price, in.SalePrice = "from $39/month", ""
	if res := write(t, in); !strings.Contains(res.Content, "Prices start at $39/month.") {
		t.Errorf("a price typed 'from $39/month':\n%s", res.Content)
	}
	if got := fixTypos("come try 'em", "en"); got != "come try 'em" {
		t.Errorf("fixTypos doubles an apostrophe: %q", got)
	}
	if got := fixTypos("use em or lose em", "en"); got != "use 'em or lose 'em" {
		t.Errorf("fixTypos = %q", got)
	}
}

func TestEchoNeverRightAfterItsOwnSentence(t *testing.T) {
	in := bakeryInput()
	in.Story = "Two years ago I was charging $40 an hour and working every weekend. I raised my prices twice in one year. I went from $3,200/month to $14,500/month."
	if res := write(t, in); strings.Count(res.Content, "$14,500/month") != 1 {
		t.Errorf("the story's last line said twice in a row:\n%s", res.Content)
	}
}

func TestOpenerNeverACountOfSomethingUnnamed(t *testing.T) {
	in := bakeryInput()
	in.Story = "ok so the sea salt + fig sold out in 4 days last month which has literaly never happened. we poured 600 more this week. also the big 3 wick ones are back. i had to hire my sister to help pour lol"
	if p := firstStoryPara(write(t, in).Content); strings.HasPrefix(p, "We poured 600 more") {
		t.Errorf("the email opens on '600 more' of nothing named: %q", p)
	}
}

func TestStoryKeepsTheProductsSpellingAndDropsThroatClearing(t *testing.T) {
	in := bakeryInput()
	in.ProductName = "Sea Salt + Fig"
	in.Story = "ok so the sea salt + fig sold out in 4 days last month which has literaly never happened. we poured 600 more this week. i had to hire my sister to help pour lol"
	res := write(t, in)
	if !strings.Contains(res.Content, "The Sea Salt + Fig sold out in 4 days") || strings.Contains(res.Content, "Ok so") {
		t.Errorf("story not cleaned:\n%s", res.Content)
	}
	if got := nameCased("I baked bread every day.", "Bread"); got != "I baked bread every day." {
		t.Errorf("a one-word name recased a common noun: %q", got)
	}
}

func TestADatedSaleIsNotRightNow(t *testing.T) {
	in := bakeryInput()
	in.Price, in.SalePrice = "$599/yr", "$449/yr, Friday Nov 29 only"
	for _, title := range []string{"a", "b", "c", "d"} {
		in.Title = title
		if res := write(t, in); nowFrame.MatchString(res.Content) {
			t.Errorf("a sale on a day to come is 'right now':\n%s", res.Content)
		}
	}
}

func TestAGiftWithAnAmountIsNotAnyAmount(t *testing.T) {
	in := sampleBriefs()["donate-shelter"]
	in.Price = "$120 sponsors one child for 8 lessons"
	for _, title := range []string{"a", "b", "c", "d", "e", "f"} {
		in.Title = title
		if res := write(t, in); anyAmount.MatchString(res.Content) {
			t.Errorf("'any amount' beside the amount asked for:\n%s", res.Content)
		}
	}
}

func TestNoQuestionAfterAnInstruction(t *testing.T) {
	in := bakeryInput()
	in.Lesson = "Prep ingredients, not meals"
	in.SalePrice, in.ProofElement = "", ""
	for _, title := range []string{"a", "b", "c", "d"} {
		in.Title = title
		if res := write(t, in); holdsAny(english.develop.ask)(res.Content) {
			t.Errorf("a question handed back after an instruction:\n%s", res.Content)
		}
	}
}

func TestTalkAboutTheEmailNeverOpensIt(t *testing.T) {
	in := bakeryInput()
	in.Story = "I've been trying to write this email for three weeks and I keep starting over, so I'm just going to tell you everything you need to know. Biscuit came to us in February, tied to a fence behind the Shell station. He weighed 31 pounds. Somewhere in April he started wagging."
	if p := firstStoryPara(write(t, in).Content); strings.Contains(strings.SplitN(p, ".", 2)[0], "write this email") {
		t.Errorf("the email opens on talk about the email: %q", p)
	}
	if !leansBack("That's pretty much an average month for one of our medical cases.") {
		t.Errorf("\"That's …\" does not lean on the line before it")
	}
}

func TestBookingLabelNamesWhatIsBooked(t *testing.T) {
	in := bakeryInput()
	in.CallToAction, in.ProductName, in.SalePrice = "book", "Niche Strategy Call", ""
	if res := write(t, in); !strings.Contains(res.Content, "Book the Niche Strategy Call here: http") {
		t.Errorf("a booked call is not named:\n%s", res.Content)
	}
	in.ProductName, in.CtaURL = "Ledgerly", "https://ledgerly.io/demo"
	if res := write(t, in); !strings.Contains(res.Content, "Book a demo here: http") {
		t.Errorf("a demo link is not named:\n%s", res.Content)
	}
}

func TestEchoNeverRightAfterItsSentenceWhenTheOpenerMoves(t *testing.T) {
	in := bakeryInput()
	in.Story = "We looked at 2,140 invoices from 2023. The median invoice was paid in 47 days. Customers who turned on reminders cut their average from 47 to 19 days. One HVAC company in Ohio freed up $86,000 in cash in a single quarter."
	res := write(t, in)
	if strings.Contains(res.Content, "19 days.\n\nRead that") || strings.Contains(res.Content, "19 days. Read that") || strings.Contains(res.Content, "19 days.\n\nFrom 47 to 19 days") {
		t.Errorf("the change is said twice in a row:\n%s", res.Content)
	}
}

func TestReviewFourRules(t *testing.T) {
	// The sender's own figures are not someone else's word.
	in := bakeryInput()
	in.ProofElement = "Our first 20 founding customers cut overtime by 23% on average"
	for _, title := range []string{"a", "b", "c", "d", "e", "f", "g", "h"} {
		in.Title = title
		if res := write(t, in); ownWordFrame.MatchString(res.Content) {
			t.Fatalf("own figures framed as outside proof:\n%s", res.Content)
		}
	}
	// A name in sentence case is not recased in the story.
	if got := nameCased("It's the annual membership only.", "Annual membership"); got != "It's the annual membership only." {
		t.Errorf("nameCased = %q", got)
	}
	// "Heartworm treatment alone…" and "another $650" lean on what came before.
	for _, s := range []string{"Heartworm treatment alone is about $1,200 with the x-rays.", "The dental surgery was another $650 on top."} {
		if !presupposes.MatchString(s) {
			t.Errorf("%q opens the email though it leans on a line before it", s)
		}
	}
	// A benefit that is something to do is what the reader can do with it.
	in = bakeryInput()
	in.KeyBenefit = "build next week's schedule in under an hour"
	if res := write(t, in); !regexp.MustCompile(`(?:you can|help you|helps you|simple:) build next week's schedule`).MatchString(res.Content) {
		t.Errorf("a verb-led benefit under a noun label:\n%s", res.Content)
	}
}

func TestAPriceRiseIsSaidPlainly(t *testing.T) {
	in := bakeryInput()
	in.ContentFocus = "membership price going up, lock in your rate"
	in.Price, in.SalePrice = "$89/month from April 1", "$79/month if you switch to annual before March 31"
	res := write(t, in)
	if !strings.Contains(res.Content, "goes up to $89/month from April 1. You can lock in $79/month if you switch to annual before March 31.") ||
		strings.Contains(res.Content, "Right now:") {
		t.Errorf("a price rise is not said plainly:\n%s", res.Content)
	}
	if _, ps := splitPS(res.Content); !strings.Contains(ps, "$89/month from April 1") {
		t.Errorf("the P.S. recap of a price rise drops the new price:\n%s", res.Content)
	}
	// No turn presents the rise as the answer to the story ("That's where X comes in"), and
	// a page named by a plural is "Here are the rates", never "Here's the rates".
	in.ProductDescription, in.KeyBenefit = "", ""
	in.CallToAction, in.CtaURL = "learn", "https://example.com/rates"
	for i := range 6 {
		in.Title = fmt.Sprint("rates ", i)
		res := write(t, in)
		if strings.Contains(res.Content, "Here's the rates") {
			t.Errorf("a plural page under a singular label:\n%s", res.Content)
		}
		for _, frame := range slices.Concat(english.productIntro, english.productBack) {
			if regexp.MustCompile(`(?i)` + strings.ReplaceAll(regexp.QuoteMeta(frame), `\{product\}`, `.{2,40}?`)).MatchString(res.Content) {
				t.Errorf("a price rise introduced as the story's answer (%q):\n%s", frame, res.Content)
			}
		}
	}
	if !presupposes.MatchString("Kittens this young need feeding every 2 hours.") || !presupposes.MatchString("Our foster Dana took 6 at once.") {
		t.Errorf("a line leaning on what came before can open the email")
	}
}

func TestReviewFiveRules(t *testing.T) {
	// A benefit typed with its full stop keeps one.
	in := bakeryInput()
	in.KeyBenefit = "build next week's schedule in under an hour."
	if res := write(t, in); strings.Contains(res.Content, "..") {
		t.Errorf("two full stops:\n%s", res.Content)
	}
	// A class at a fixed time offers no time to choose.
	in = bakeryInput()
	in.CallToAction, in.SalePrice, in.ProofElement = "book", "", ""
	in.ProductName, in.ProductDescription, in.Price = "Kids Athletics", "a 10-week class, Saturdays 9am, ages 7 to 12", "$180"
	if res := write(t, in); holdsAny(english.expand.next[ctaBook])(res.Content) {
		t.Errorf("a choice of time for a class at a fixed time:\n%s", res.Content)
	}
	// A story that names the product does not introduce it as new, in the body or a subject.
	in = bakeryInput()
	in.ProductName = "Sea Salt + Fig"
	in.Story = "The sea salt + fig sold out in 4 days last month, which has never happened. I had to hire my sister to help pour. We poured 600 candles this week."
	for _, title := range []string{"a", "b", "c", "d", "e"} {
		in.Title = title
		res := write(t, in)
		if introducesAnew.MatchString(strings.SplitN(res.Content, "P.S.", 2)[0]) {
			t.Errorf("the story's own product introduced anew:\n%s", res.Content)
		}
		for _, s := range res.Subjects {
			if strings.HasPrefix(s, "Meet ") {
				t.Errorf("subject %q presents the story's product as new", s)
			}
		}
	}
	// A limit is not "numbers for context", and the P.S. does not repeat the story's sentence.
	in = bakeryInput()
	in.SalePrice, in.ProofElement = "", "only 6 Saturdays left for 2025"
	if res := write(t, in); strings.Contains(res.Content, "for context: only 6") || strings.Contains(res.Content, "The proof: only 6") {
		t.Errorf("a limit framed as proof:\n%s", res.Content)
	}
	in = bakeryInput()
	in.SalePrice = ""
	in.Story += " We have 14 openings left in December."
	res := write(t, in)
	if ps := res.Content[strings.Index(res.Content, "P.S."):]; strings.Contains(ps, "14 openings left in December") {
		t.Errorf("the P.S. repeats the story's sentence:\n%s", res.Content)
	}
}

func TestSubjectsTheReaderHasSeenAreNotOfferedAgain(t *testing.T) {
	in := bakeryInput()
	in.Story = "We're open Thanksgiving morning 7-9am for a free community workout. Bring anyone."
	in.ProductName, in.ProductDescription, in.KeyBenefit, in.Price, in.SalePrice, in.ProofElement = "", "", "", "", "", ""
	in.CallToAction, in.Lesson = "Bring a friend to the Thanksgiving workout", "earn the pie"
	first := write(t, in)
	generic := map[string]bool{}
	for _, s := range slices.Concat(english.subjectsNote, english.subjects) {
		generic[s] = true
	}
	var seen []string
	for _, s := range first.Subjects {
		if generic[s] {
			seen = append(seen, s)
		}
	}
	if len(seen) == 0 {
		t.Fatalf("no generic subject to test with: %q", first.Subjects)
	}
	// The same brief again (same seed): only what the reader has seen differs.
	in.History, in.HistorySubjects = []string{first.Content}, first.Subjects
	second := write(t, in)
	for _, s := range second.Subjects {
		if slices.Contains(seen, s) {
			t.Errorf("subject %q offered again (earlier: %q)", s, first.Subjects)
		}
	}
}

// Lines a copywriter struck from a sales email: advice that only pushes ("go with your
// gut"), a plea to pass a pitch on, a P.P.S. that says the lesson a third time, and thanks
// for reading "all the way down here" after a short read.
func TestASalesEmailCarriesNoPushOrEcho(t *testing.T) {
	in := bakeryInput()
	in.Story = "Two years ago I was ready to shut down my bakery. A regular left a note thanking me for opening every morning. I kept showing up."
	for i := range 24 {
		in.Title = fmt.Sprint("launch ", i)
		res := write(t, in)
		for _, l := range slices.Concat(english.expand.forward, english.develop.passOn) {
			if strings.Contains(res.Content, l) {
				t.Errorf("a sales pitch asks to be passed on (%q):\n%s", l, res.Content)
			}
		}
		if strings.Contains(res.Content, "My advice") {
			t.Errorf("advice that only pushes a purchase:\n%s", res.Content)
		}
		if _, pps, ok := strings.Cut(res.Content, "P.P.S."); ok && strings.Contains(strings.ToLower(pps), "consistency beats motivation") {
			t.Errorf("the P.P.S. says the lesson once more: %q", pps)
		}
		if farToRead.MatchString(res.Content) {
			t.Errorf("thanks for reading far, after a short read:\n%s", res.Content)
		}
	}
}

func TestOneLineAboutTheStepBeforeTheLink(t *testing.T) {
	in := minimalInput()
	in.Story, in.Lesson = "Most dental insurance resets Dec 31 and whatever you didn't use is gone. We have 14 openings left in December.", "Use 'em or lose 'em."
	for _, kind := range []string{ctaBook, ctaLearn} {
		in.CallToAction, in.CtaURL = kind, "https://example.com/our-story"
		for i := range 12 {
			in.Title = fmt.Sprint("reminder ", i)
			res := write(t, in)
			body, _, _ := strings.Cut(res.Content, "://")
			n := 0
			for _, l := range slices.Concat(english.bridge[kind], english.expand.advice[kind], english.expand.next[kind]) {
				if strings.Contains(body, l) {
					n++
				}
			}
			if n > 1 {
				t.Errorf("%s: %d lines about the step before the link:\n%s", kind, n, res.Content)
			}
		}
	}
}

// unhurried is a lead-in that lets the reader take their time.
var unhurried = regexp.MustCompile(`(?i)when you're ready|whenever|when you have a minute|when you get a chance|suits you|cuando quieras|cuando tengas`)

// retiredLeadIns are lines a copywriter struck as saying what the link's label says ("Pick a
// time that suits you. Book here: …") or hedging it ("Applying is simply how we find out
// whether it's a fit."): no email holds them.
var retiredLeadIns = []string{
	"Pick a time that suits you.", "Choose whatever time works for you.", "All you need to do is pick a time", "Pick a time, and that's the whole step.",
	"Applying is simply how we find out", "The application is how we both find out", "Grab your copy when you're ready.", "Have a look and save your seat.",
	"Have a look when you get a chance.", "It's waiting for you at the link.", "When you're ready, it's one click away.", "Elige el horario que mejor te venga.",
	"La solicitud es la forma de ver si encaja.", "My advice: book first, then bring your questions.",
}

func TestNoLeadInSaysWhatTheLinkSays(t *testing.T) {
	for name, in := range sampleBriefs() {
		for _, kind := range []string{ctaBook, ctaApply, ctaDownload, ctaWebinar, ctaLearn, ctaBuy} {
			in.CallToAction, in.SalePrice, in.DesiredEmotion = kind, "", "curiosity"
			if res := write(t, in); holdsAny(retiredLeadIns)(res.Content) {
				t.Errorf("%s/%s: a lead-in that says what the link says:\n%s", name, kind, res.Content)
			}
		}
	}
}

// No "Bring your questions": a session without Q&A does not want them, and one "with live
// Q&A" has said so already.
func TestQuestionsOnlyForASessionWithQA(t *testing.T) {
	in := bakeryInput()
	in.CallToAction, in.Price, in.SalePrice, in.ProofElement, in.KeyBenefit = "webinar", "Free", "", "", ""
	in.ProductName, in.ProductDescription = "Fix Your Desk Back", "45 minutes on Zoom, Thursday April 10 at 12:15pm"
	bring := regexp.MustCompile(`(?i)bring your questions|come with questions|one question you want answered`)
	for i := range 8 {
		in.Title = fmt.Sprint("qa ", i)
		if res := write(t, in); bring.MatchString(res.Content) {
			t.Errorf("questions asked for at a session with no Q&A:\n%s", res.Content)
		}
		in.ProductDescription = "45 minutes on Zoom, Thursday April 10 at 12:15pm, with live Q&A"
		if res := write(t, in); bring.MatchString(res.Content) {
			t.Errorf("questions asked for twice:\n%s", res.Content)
		}
		in.ProductDescription = "45 minutes on Zoom, Thursday April 10 at 12:15pm"
	}
}
