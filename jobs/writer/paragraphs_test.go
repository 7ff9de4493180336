package writer

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// swimParagraph is one long paragraph of a told story: where it turns is "J was nine when…"
// and "I found out later…", never between "Would not get in." and "Wouldn't even sit…".
var swimParagraph = []string{
	"I've coached at Tidewater for six summers now and I want to tell you about one kid, because I think about him a lot.",
	"I'll call him J.", "His mom asked me not to use his name.",
	"J was nine when he came to our free Saturday lessons at the Lincoln Park pool in 2022.",
	"He stood at the edge of the shallow end for the entire first lesson.", "Would not get in.",
	"Wouldn't even sit on the edge with his feet in.",
	"I found out later from his mom that his older cousin drowned in a retention pond the summer before.",
	"Nobody in the family swam.", "Nobody had ever been taught.",
	"That's really common in the neighborhoods we work in, and it's why kids here drown at a much higher rate.",
}

func TestSplitParagraphCutsWhereTheStoryTurns(t *testing.T) {
	parts := splitParagraph(swimParagraph, paragraphWords)
	var firsts []string
	for _, p := range parts {
		if n := wordCount(strings.Join(p, " ")); n > paragraphWords {
			t.Errorf("a paragraph of %d words was left whole: %q", n, p)
		}
		firsts = append(firsts, p[0])
	}
	joined := strings.Join(firsts, " | ")
	if !strings.Contains(joined, "J was nine") {
		t.Errorf("no paragraph opens where J steps in: %s", joined)
	}
	if strings.Contains(joined, "Wouldn't even sit") || strings.Contains(joined, "Would not get in") {
		t.Errorf("a paragraph opens on a line leaning on the one before: %s", joined)
	}
	dev := []string{"My client Dev is a web developer who used to say yes to everything.", "WordPress sites, Shopify stores, a mobile app once (he'd never built one).",
		"He was working 60-hour weeks and making about $70k.", "We spent our first session just looking at which projects he actually enjoyed and which ones paid best.",
		"Same answer: Webflow sites for architecture firms.", "He rewrote his website for only that, and cold emailed 30 architecture firms.", "4 said yes.",
		"He now works with architects only, charges $9,000 per site instead of $2,500 and works about 35 hours a week."}
	for _, p := range splitParagraph(dev, storyParagraphWords) {
		if strings.HasPrefix(p[0], "Same answer") {
			t.Errorf("a paragraph opens on the answer to the line before: %q", p)
		}
	}
	if got := splitParagraph(swimParagraph[:3], paragraphWords); len(got) != 1 {
		t.Errorf("a short paragraph was split: %q", got)
	}
}

func TestOfflineKeepsTheAuthorsParagraphs(t *testing.T) {
	in := bakeryInput()
	in.EmailLength = "long"
	in.Story = "Harbor Heating is a 22-person HVAC company in Tacoma run by Luis and his sister Carmen, who handles the books. In the winter of 2023 they had the best season in their history. And they almost missed payroll in January.\n\n" +
		"The problem wasn't sales. Carmen sent invoices at the end of each week and customers paid by check. The average invoice took 47 days to get paid.\n\n" +
		"\"I'd see $180,000 in receivables and $9,000 in the bank,\" Carmen told us. \"Luis would ask if we could afford another tech and I genuinely didn't know.\"\n\n" +
		"Six months after they switched, the average dropped from 47 days to 16. In September they hired their 23rd employee."
	body := write(t, in).Content
	paras := strings.Split(body, "\n\n")
	opens := map[string]bool{}
	for _, p := range paras {
		opens[firstWords(p, 2)] = true
		if strings.Contains(p, "Carmen told us. \"Luis would ask") {
			continue
		}
		if strings.Contains(p, "told us.") && !strings.Contains(p, "Luis would ask") {
			t.Errorf("a quote was split across paragraphs: %q", p)
		}
	}
	for _, want := range []string{"The problem", "Six months"} {
		if !opens[want] {
			t.Errorf("no paragraph opens on %q as the author's does:\n%s", want, body)
		}
	}
}

// A line comparing with what came before ("intenté hacerlo igual", "the same way") cannot
// open the email: moved to the top, the reader has not met what it is the same as.
func TestOpenerNeedsNoComparisonBefore(t *testing.T) {
	sents := []string{
		"Mi abuela hacía el roscón a ojo, sin receta escrita.",
		"Cuando abrimos La Espiga en 2009 intenté hacerlo igual y me salió un desastre 3 años seguidos, con 40 roscones tirados.",
		"Ese año vendimos 60 roscones.", "La masa necesita reposar toda la noche.", "Mi abuela murió después.",
	}
	ss := scoreSentences(sents, map[string]bool{}, map[string]bool{"Espiga": true, "Carmen": true})
	if i := openerIndex(ss, -1); i == 1 {
		t.Errorf("opened on a comparison with a line not yet told: %q", sents[i])
	}
}

// "Por eso este año abrimos los encargos antes." answers the line before it: under the
// sign-off it answers nothing.
func TestAConsequenceStaysBesideItsCause(t *testing.T) {
	ss := scoreSentences([]string{"Mi abuela murió en 2016.", "El año pasado hicimos 540 roscones y nos quedamos cortos.",
		"Tuvimos que decir que no a mucha gente.", "Por eso este año abrimos los encargos antes."}, map[string]bool{}, map[string]bool{})
	if i := lastLineIndex(ss, 0, true); i >= 0 {
		t.Errorf("the P.S. takes %q", ss[i].text)
	}
}

// The second half of a quote is not the P.S.: under the sign-off it has lost its speaker.
func TestAQuoteKeepsItsSpeaker(t *testing.T) {
	ss := scoreSentences([]string{"They started with Ledgerly in March.", "Six months in, average days to get paid dropped from 47 to 16.",
		"\"The work didn't change,\" Luis said.", "\"We just stopped being a free bank.\""}, map[string]bool{}, map[string]bool{})
	if i := lastLineIndex(ss, 0, true); i >= 0 {
		t.Errorf("the P.S. takes %q", ss[i].text)
	}
}

// "Didn't even negotiate." has its subject in the line before: never a paragraph's first line.
func TestALineWithoutItsSubjectStaysInItsParagraph(t *testing.T) {
	in := bakeryInput()
	in.EmailLength = "long"
	in.Story = "I rewrote my proposals that week. My first quote under the new model was $4,800 for something I'd have billed $1,900 for. The client said yes. Didn't even negotiate. I sat in my car for 10 minutes after that call. I lost 2 clients over the new pricing. By December I had 4 clients and 30-hour weeks."
	for _, p := range strings.Split(write(t, in).Content, "\n\n") {
		if strings.HasPrefix(p, "Didn't") {
			t.Errorf("a paragraph opens on a line without its subject:\n%s", p)
		}
	}
}

// Once the lead is moved to the top, the story starts over: its first line drops the "So"
// that followed nothing.
func TestTheStoryAfterTheLeadStartsClean(t *testing.T) {
	in := bakeryInput()
	in.EmailLength = "short"
	in.Story = "So last march the pipe above our walk-in cooler burst at like 4am on a tuesday. I drove over in my slippers and there was water across the whole kitchen floor. " +
		"We lost about $9,000 of equipment and every bit of dry stock we had. Then Mrs. Alvarez from next door knocked on the back door with a mop. " +
		"By 8 there were fifteen people in there. We were closed for 9 days. When we reopened there was a line around the block."
	body := write(t, in).Content
	if !strings.HasPrefix(strings.SplitN(body, "\n\n", 3)[1], "We lost about $9,000") {
		t.Fatalf("the $9,000 loss no longer leads; this test needs a moved lead:\n%s", body)
	}
	if strings.Contains(body, "So last March") || !strings.Contains(body, "Last March") {
		t.Errorf("the story after the lead starts on a connector:\n%s", body)
	}
}

// A counted list, and a short setup with its short answer, are one beat each: no cut between.
func TestSplitParagraphKeepsListsAndPunchlines(t *testing.T) {
	list := []string{"Tres errores. El primero: cobrar muy poco (yo empecé cobrando 25 € la sesión).",
		"El segundo: no tener contrato ni política de cancelación, perdí 40 sesiones el primer año por cancelaciones de última hora.",
		"El tercero: intentar estar en todas las redes sociales a la vez.", "De 120 alumnas del año pasado, el 70% cometía al menos 2 de los 3."}
	for _, p := range splitParagraph(list, storyParagraphWords) {
		if strings.HasPrefix(p[0], "El tercero") || strings.HasPrefix(p[0], "El segundo") {
			t.Errorf("the list is cut before %q", p[0])
		}
	}
	plan := []string{"Maya was already in her dress, standing under the trunk door of their Subaru, and Theo looked at me like I was supposed to have a plan.",
		"I did not have a plan.", "I had two umbrellas and a towel.",
		"Their officiant, Theo's uncle Ray, said he'd done ceremonies in worse and walked straight out to the dock in his church shoes."}
	for _, p := range splitParagraph(plan, storyParagraphWords) {
		if strings.HasPrefix(p[0], "I had two umbrellas") {
			t.Errorf("the answer is cut from its setup: %q", p)
		}
	}
	notes := []string{"By April I had 6 clients and was working 55 hr weeks and still barely covering rent.", "I said yes to everything.",
		"A 40-page deck for a startup that paid 70 days late.", "June: cried in a parking lot after a client asked for one more round for the ninth time.",
		"July: a designer I admired told me over coffee that she doesn't do hourly at all."}
	parts := splitParagraph(notes, storyParagraphWords)
	if len(parts) < 2 || !strings.HasPrefix(parts[1][0], "June:") && !strings.HasPrefix(parts[len(parts)-1][0], "July:") {
		t.Errorf("the notes are not cut at a month: %q", parts)
	}
}

// A line with a pronoun standing for something told before it ("None of 'em…", "someone
// unboxing one went semi viral") cannot open the email.
func TestOpenerNeedsNoPronounFromBefore(t *testing.T) {
	for _, sents := range [][]string{
		{"3 no heat calls this wknd.", "None of 'em had a tuneup in 2+ years, and two of them were 20 year old units."},
		{"The moonstone stacking rings sold out in 4 days last month.", "I had 60 made.",
			"I think a TikTok of someone unboxing one went semi viral with 80k views on Etsy and TikTok.", "They're back Friday 10am EST."},
	} {
		ss := scoreSentences(sents, map[string]bool{}, map[string]bool{"TikTok": true, "Etsy": true, "EST": true})
		if i := openerIndex(ss, -1); i > 0 && pronounLate.MatchString(sents[i]) {
			t.Errorf("opened on %q", sents[i])
		}
	}
	// The first full sentence is not kept first when it says "her" before the note saying who.
	sents := []string{"Rosie, 3yo heeler mix, adopted from the county shelter in March.",
		"Owner is Kim, she was walking her at 5:30am because that's the only time there's no other dogs out.",
		"Rosie would see a dog across the street and go full tazmanian devil.", "At 60ft she can still eat cheese."}
	ss := scoreSentences(sents, map[string]bool{}, map[string]bool{"Rosie": true, "Kim": true})
	if i := openerIndex(ss, -1); i == 1 {
		t.Errorf("opened on %q", sents[i])
	}
	if !presupposes.MatchString("Spent the last 3 weeks at my bench soldering 120 more and my fingertips are destroyed.") {
		t.Error("'120 more and…' opens on more of something not told yet")
	}
	for _, fine := range []string{"Someone told me it was fine.", "One day it broke.", "We built one of the first kilns in town."} {
		if pronounLate.MatchString(fine) {
			t.Errorf("%q has no pronoun from before", fine)
		}
	}
}

// A story cut to fit loses its asides and hedges first, never what it tells.
func TestTightenALongStory(t *testing.T) {
	for in, want := range map[string]string{
		"He was found behind the Shell station on Route 9, the one by the old bowling alley, and Tyler sat with him.": "He was found behind the Shell station on Route 9, and Tyler sat with him.",
		"a kid named Tyler who I think was maybe 19, sat with him":                                                    "a kid named Tyler who was maybe 19, sat with him",
		"Tyler actually called us directly, which people don't usually do, and Marisol drove out.":                    "Tyler called us directly, and Marisol drove out.",
		"which is why he walks sideways, kind of like a crab, which honestly is now charming but it broke my heart.":  "which is why he walks sideways.",
		"I still don't know how to say thank you for that, honestly.":                                                 "I still don't know how to say thank you for that.",
		"Honestly, it was the best day.":                "Honestly, it was the best day.",
		"We opened in March, which changed everything.": "We opened in March, which changed everything.",
	} {
		if got := tighten(in); got != want {
			t.Errorf("tighten(%q) = %q, want %q", in, got, want)
		}
	}
}

// The story's closing lines about the offer follow the lesson, where the offer starts; a
// story beat that happens to name it stays in the story.
func TestOfferTalkFollowsTheLesson(t *testing.T) {
	in := bakeryInput()
	in.ProductName, in.ProductDescription, in.KeyBenefit, in.ProofElement = "Holiday pies", "apple crumb and bourbon pecan, 9 inch", "", ""
	in.Story = "Last March the pipe above our cooler burst at 4am. By 8 there were fifteen neighbors in there with mops. " +
		"We were closed for 9 days. When we reopened there was a line around the block. So this year the holiday pies are my way of saying thank you. " +
		"Preorders are open now and we stop at 400 pies."
	in.Lesson = "You find out who your neighbors are when the water is on the floor."
	for i := range 6 {
		in.Title = fmt.Sprint("tail ", i)
		res := write(t, in)
		// "So this year…" answers the line before it: it stays, and the lesson follows it
		lesson, so, tail := strings.Index(res.Content, "You find out who your neighbors are"), strings.Index(res.Content, "So this year the holiday pies"), strings.Index(res.Content, "Preorders are open now")
		if lesson < 0 || tail < 0 || tail < lesson || so > lesson {
			t.Errorf("the story's offer talk is not after the lesson, or took its answer along:\n%s", res.Content)
		}
	}
	in.ProductName = "Mentoría Consulta Propia" // a name, not a kind of thing: its words may be the story's
	in.Story = strings.NewReplacer("holiday pies", "Consulta Propia", "400 pies", "400 Consulta Propia seats").Replace(in.Story)
	res := write(t, in)
	if strings.Index(res.Content, "So this year the Consulta Propia") > strings.Index(res.Content, "You find out who your neighbors are") {
		t.Errorf("a story line moved after the lesson for sharing a name's word:\n%s", res.Content)
	}
}

// A line listing what happened with no subject joins the sentence it tells more of.
func TestGerundListJoinsItsSentence(t *testing.T) {
	got := joinFragments([]string{"Rosie would go full Tasmanian devil.", "Barking, spinning, once pulled Kim over on the ice.", "Kim tried everything."}, "en")
	want := []string{"Rosie would go full Tasmanian devil: barking, spinning, once pulled Kim over on the ice.", "Kim tried everything."}
	if !slices.Equal(got, want) {
		t.Errorf("joinFragments = %q", got)
	}
	if got := joinFragments([]string{"We sold out.", "Nothing, nothing at all."}, "en"); len(got) != 2 {
		t.Errorf("a line that is no list was joined: %q", got)
	}
}

// A note led by a name and an age in shorthand is a sentence about them.
func TestNamedAgeNote(t *testing.T) {
	lines := retellLines("- Rosie, 3yo heeler mix, adopted from the county shelter in March\n- Kim walked her at 5:30am because that's the only time it's quiet", "en", "")
	if len(lines) == 0 || lines[0] != "Rosie is a 3-year-old heeler mix, adopted from the county shelter in March." {
		t.Errorf("retellLines = %q", lines)
	}
}

// A pronoun in the list after a colon has its name before it: the line can still open.
func TestOpenerWithAListAfterItsColon(t *testing.T) {
	sents := []string{"Rosie is a heeler mix from the county shelter.",
		"Rosie would see a dog across the street and go full Tasmanian devil: barking, spinning, once pulled Kim over on the ice and she sprained her wrist.",
		"First session I didn't bring Rosie anywhere near a dog.", "We just figured out her threshold."}
	ss := scoreSentences(sents, map[string]bool{}, properNames(strings.Join(sents, " ")))
	if i := openerIndex(ss, -1); i != 1 {
		t.Errorf("openerIndex = %d, want the Tasmanian devil line", i)
	}
}

// The second half of a correction ("…wasn't sales. It was the gap…") is its point: a cut keeps it.
func TestACorrectionsPointScores(t *testing.T) {
	with := scoreSentences([]string{"The problem wasn't sales.", "It was the gap between doing the work and getting paid for it."}, map[string]bool{}, map[string]bool{})
	without := scoreSentences([]string{"The problem was sales.", "It was the gap between doing the work and getting paid for it."}, map[string]bool{}, map[string]bool{})
	if with[1].score <= without[1].score {
		t.Errorf("the correction scores %.1f, as much as a plain line (%.1f)", with[1].score, without[1].score)
	}
}
