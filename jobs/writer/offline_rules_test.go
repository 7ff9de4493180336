package writer

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"storymail/jobs/writer/quality"
)

func TestOfflineBulletsBecomeSentences(t *testing.T) {
	in := sampleBriefs()["bullets"]
	res := write(t, in)
	checkEmail(t, "bullets", in, res)
	for _, line := range strings.Split(res.Content, "\n") {
		if bulletLine.MatchString(line) {
			t.Errorf("bullet pasted raw: %q", line)
		}
	}
	for _, want := range []string{"Sales flat for 6 months, 80-hour weeks and no day off since March.", "I stopped chasing big launches"} {
		if !strings.Contains(res.Content, want) {
			t.Errorf("bullet notes not retold as %q:\n%s", want, res.Content)
		}
	}
}

func TestOfflineLongStoryKeepsTheLesson(t *testing.T) {
	var b strings.Builder
	chores := []string{"Monday started with emails until lunch.", "I drove to the supplier across town for paper.", "The proposal template got rewritten twice.", "A long team meeting ate the afternoon.", "Somebody fixed the printer again.", "My sister called about the weekend plans.", "Invoices went into colour-coded folders.", "The dog needed walking in the rain.", "A book about negotiation sat unread on my desk.", "The website footer finally got updated.", "Coffee ran out before ten.", "Our accountant asked for last year's receipts.", "Two interns started on the same day.", "The office plant died quietly.", "A courier lost one parcel.", "We changed the phone provider.", "The landlord raised the rent a little.", "I cleaned out my old notebooks.", "The team lunch moved to Thursdays.", "Someone painted the meeting room blue.", "Parking near the station got harder.", "My laptop battery gave up in April.", "A neighbour opened a florist next door.", "The heating broke during a cold snap.", "Quarterly taxes arrived early.", "We tried standing desks for a fortnight.", "Newsletter sign-ups dipped over summer.", "The bank changed its login page.", "A trade fair invitation came by post.", "Printer ink prices went up again.", "Rain flooded the basement storage.", "The van needed new tyres.", "Our logo got a subtle refresh.", "Wi-Fi dropped every afternoon at three.", "A client sent homemade biscuits.", "The calendar filled with dentist appointments.", "Bookkeeping software pushed an update.", "Lunch deliveries started arriving late.", "Old brochures went to recycling.", "The shop window display changed colours."}
	for i := 0; i < 40; i++ {
		b.WriteString(chores[i] + " ")
		if i == 8 {
			b.WriteString("That afternoon I realised that pricing by outcome, not by the hour, doubled what clients were willing to pay. ")
		}
		if i == 30 {
			b.WriteString("A client named Oskar paid $4,000 for the first outcome-priced project. ")
		}
	}
	in := bakeryInput()
	in.Story = b.String()
	in.Lesson = "Price the outcome, not the hour"
	in.ContentFocus = "Outcome pricing for consultants"
	in.EmailLength = "short"
	res := write(t, in)
	checkEmail(t, "long", in, res)
	for _, want := range []string{"pricing by outcome", "Oskar paid $4,000"} {
		if !strings.Contains(res.Content, want) {
			t.Errorf("lesson-carrying sentence %q cut:\n%s", want, res.Content)
		}
	}
	// The cut is by score, not the first N: some earlier sentence is
	// dropped while the later, lesson-carrying ones stay.
	dropped := 0
	for _, ch := range chores[:30] {
		if !strings.Contains(res.Content, ch) {
			dropped++
		}
	}
	if dropped == 0 {
		t.Errorf("story cut to its first sentences rather than its best:\n%s", res.Content)
	}
	var rec record
	_ = jsonUnmarshal(res.Raw, &rec)
	if rec.StoryKept >= rec.StoryAll || rec.StoryKept == 0 {
		t.Errorf("story not cut: kept %d of %d", rec.StoryKept, rec.StoryAll)
	}
}

func TestOfflineLessonFromTheStory(t *testing.T) {
	in := bakeryInput()
	in.Lesson = aiLesson
	in.Story = "I spent a year posting every day on every platform and got almost nothing back. I was exhausted and ready to quit. What worked was picking one channel and answering every single comment there for three months."
	res := write(t, in)
	if !strings.Contains(res.Content, "picking one channel and answering every single comment") {
		t.Errorf("lesson not taken from the story's own words:\n%s", res.Content)
	}
	// A contrast after "but" is the point when nothing says "learned".
	in.Story = "For two years I kept adding features to the app because I thought users wanted more. Sign-ups stayed flat at about 40 a week. I thought I needed more features, but what people needed was a faster first five minutes."
	res = write(t, in)
	if !strings.Contains(res.Content, "What people needed was a faster first five minutes.") {
		t.Errorf("contrast not used as lesson:\n%s", res.Content)
	}
	for _, l := range english.emotion["hope"] {
		if strings.Contains(res.Content, ": "+lowerFirst(l)) {
			t.Errorf("canned emotion line used as lesson: %q", l)
		}
	}
}

func TestOfflineSubjectsNeverTheTitle(t *testing.T) {
	for name, in := range sampleBriefs() {
		in.Title = "The day I almost quit"
		in.SubjectCount = 5
		res, err := NewOffline().Write(context.Background(), in, nil)
		if err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		for i, s := range res.Subjects {
			if in.EmailSubject != "" && i == 0 {
				continue
			}
			if strings.Contains(normalise(s), normalise(in.Title)) || normalise(s) == normalise(in.ContentFocus) {
				t.Errorf("%s: subject %q is the title or topic", name, s)
			}
			if len([]rune(s)) > 60 || seen[normalise(s)] {
				t.Errorf("%s: subject %q too long or repeated", name, s)
			}
			seen[normalise(s)] = true
		}
		if len(res.Subjects) != 5 {
			t.Errorf("%s: %d subjects", name, len(res.Subjects))
		}
	}
}

func TestOfflineSpanishEmail(t *testing.T) {
	for _, name := range []string{"spanish", "spanish-donate"} {
		in := sampleBriefs()[name]
		for _, length := range []string{"short", "medium", "long"} {
			in.EmailLength = length
			res := write(t, in)
			checkEmail(t, name, in, res)
			if lang, _ := quality.DetectLanguage(withoutLinks(res.Content)); lang != "es" {
				t.Errorf("%s/%s: body detected as %q:\n%s", name, length, lang, res.Content)
			}
			for _, english := range []string{"Here's", "The investment", "Gratis.", "P.S.", "Hi", "It's", "Talk soon", "the link"} {
				if regexp.MustCompile(`\b` + regexp.QuoteMeta(english) + `(\s|,|$)`).MatchString(res.Content) {
					t.Errorf("%s/%s: English frame %q in a Spanish email:\n%s", name, length, english, res.Content)
				}
			}
			for _, s := range res.Subjects {
				if lang, ok := quality.DetectLanguage(s + " " + s); ok && lang == "en" {
					t.Errorf("%s: English subject %q", name, s)
				}
			}
		}
	}
	res := write(t, sampleBriefs()["spanish"])
	if !strings.Contains(res.Content, "gratis") && !strings.Contains(res.Content, "No cuesta nada") && !strings.Contains(res.Content, "gratuito") && !strings.Contains(res.Content, "ningún coste") {
		t.Errorf("\"Gratis\" not written as a price word:\n%s", res.Content)
	}
	if !strings.Contains(res.Content, "\nLucía") {
		t.Errorf("sender's name missing:\n%s", res.Content)
	}
}

func TestOfflineRefusesOtherLanguages(t *testing.T) {
	in := bakeryInput()
	in.Story = "Il y a deux ans, j'étais sur le point de fermer ma boulangerie. Les ventes stagnaient, je travaillais quatre-vingts heures par semaine et je n'avais pas pris un jour de congé depuis des mois. Un soir, une cliente a laissé un mot sur le comptoir pour me remercier d'ouvrir chaque matin."
	if lang, ok := OfflineCanWrite(in); ok || lang != "fr" {
		t.Fatalf("OfflineCanWrite = %q %v, want fr false", lang, ok)
	}
	_, err := NewOffline().Write(context.Background(), in, nil)
	if !errors.Is(err, ErrUnsupportedLanguage) {
		t.Fatalf("err = %v, want ErrUnsupportedLanguage", err)
	}
	if got := OfflineLanguages(); strings.Join(got, ",") != "en,es" {
		t.Fatalf("OfflineLanguages = %v", got)
	}
	// English, Spanish and too-short-to-tell stories are written.
	for _, story := range []string{bakeryInput().Story, sampleBriefs()["spanish"].Story, "Sam no leads a webinar 40 calls booked 30 days"} {
		in.Story = story
		if _, ok := OfflineCanWrite(in); !ok {
			t.Errorf("refused %q", story)
		}
	}
}

func TestOfflineSignOff(t *testing.T) {
	in := bakeryInput()
	in.SenderName = "  Dana Whitfield "
	res := write(t, in)
	checkEmail(t, "named", in, res)
	if so := signOffOf(res.Content); !strings.HasSuffix(so, ",\nDana") {
		t.Errorf("sign-off %q lacks the first name", so)
	}
	in.SenderName = ""
	res = write(t, in)
	if so := signOffOf(res.Content); strings.Contains(so, "\n") || !strings.HasSuffix(so, ".") || strings.ContainsAny(so, "[]{}") {
		t.Errorf("unnamed sign-off %q", so)
	}
}

func TestOfflineDonation(t *testing.T) {
	in := sampleBriefs()["donate-shelter"]
	for _, length := range []string{"short", "medium", "long"} {
		in.EmailLength = length
		res := write(t, in)
		checkEmail(t, "donate", in, res)
		if !strings.Contains(res.Content, "Donate to the shelter: "+prepare(in).UTMURL) {
			t.Errorf("donation CTA not in the user's words:\n%s", res.Content)
		}
		low := strings.ToLower(res.Content)
		for _, bad := range []string{"need help", "needs help", "help you", "get it here", "buy", "price", "you've been there"} {
			if strings.Contains(low, bad) {
				t.Errorf("%s: donor addressed as a customer (%q):\n%s", length, bad, res.Content)
			}
		}
	}
	for cta, want := range map[string]string{
		"Donate to the shelter": ctaDonate, "Chip in for the food bank": ctaDonate, "Sponsor a child's swim lessons": ctaDonate,
		"Dona hoy para las becas": ctaDonate, "Support the clinic": ctaDonate, "Give to the scholarship fund": ctaDonate,
		"Bring a friend to the Thanksgiving workout": ctaInvite, "Come to Adoption Day on June 8": ctaInvite,
		"Visit the bakery this Saturday": ctaInvite, "Reply and tell me your goal for 2025": ctaInvite, "Join the waitlist": ctaInvite,
		"Haz tu pedido antes del 25 de octubre": ctaCustom, "Start your free trial": ctaCustom,
	} {
		if got := ctaKind(cta); got != want {
			t.Errorf("ctaKind(%q) = %q, want %q", cta, got, want)
		}
	}
}

func TestOfflineCapitalisation(t *testing.T) {
	in := sampleBriefs()["thin-candle"]
	res := write(t, in)
	checkEmail(t, "candle", in, res)
	if strings.Contains(res.Content, "A hand-poured") && !strings.Contains(res.Content, "\n\nA hand-poured") && !strings.Contains(res.Content, ". A hand-poured") {
		t.Errorf("joined description keeps its capital:\n%s", res.Content)
	}
	if !strings.Contains(res.Content, "a hand-poured candle") {
		t.Errorf("description missing:\n%s", res.Content)
	}
	f := filler{proper: properNames("We shipped it to Maria on Monday.", "Built with AI from day one")}
	for in, want := range map[string]string{
		"A hand-poured candle": "a hand-poured candle", "I learned it late": "I learned it late",
		"AI tools for bakers": "AI tools for bakers", "Maria's recipes": "Maria's recipes", "The Guide": "the Guide",
	} {
		if got := f.fill("It's {x}.", map[string]string{"x": in}); got != "It's "+want+"." {
			t.Errorf("fill(%q) = %q, want %q", in, got, "It's "+want+".")
		}
	}
	if got := f.fill("{x} works.", map[string]string{"x": "small steps"}); got != "Small steps works." {
		t.Errorf("sentence start not capitalised: %q", got)
	}
}

func TestOfflineAvoidsHistory(t *testing.T) {
	for _, name := range []string{"bakery", "thin-candle", "minimal", "spanish"} {
		in := sampleBriefs()[name]
		first := write(t, in)
		in.History = []string{first.Content}
		second := write(t, in)
		checkEmail(t, name+" again", in, second)
		story := normalise(storyText(in.Story) + " " + in.Lesson + " " + in.ProductDescription + " " + in.KeyBenefit + " " + in.ProofElement)
		stock := func(body string) map[string]bool {
			out := map[string]bool{}
			// (the user's own words joined into a sentence are not stock, nor the sign-off, which
			// a sender keeps from email to email on purpose: see reuseLine)
			for _, s := range bodySentences(withoutLinks(body)) {
				if k := normalise(s); wordCount(k) >= 3 && !strings.Contains(story, k) && !mostlyIn(s, story) && !isSignoff(s) {
					out[k] = true
				}
			}
			return out
		}
		a, b := stock(first.Content), stock(second.Content)
		shared := 0
		for k := range b {
			if a[k] {
				shared++
			}
		}
		if len(a) > 0 && shared*3 > len(a) {
			t.Errorf("%s: %d of %d stock sentences repeated despite the history:\n%s\n----\n%s", name, shared, len(a), first.Content, second.Content)
		}
	}
}

// TestOfflineLibraryRepetition writes 20 emails as one user's library and
// measures the words in sentences that appear in 3 or more of them.
func TestOfflineLibraryRepetition(t *testing.T) {
	ins := libraryInputs()
	withHistory := sharedSentenceShare(ins, true)
	without := sharedSentenceShare(ins, false)
	t.Logf("words in sentences shared by 3+ of 20 emails: %.1f%% with history, %.1f%% without", withHistory*100, without*100)
	if withHistory > 0.15 {
		t.Errorf("%.1f%% of words are in sentences shared by 3+ emails, want ≤ 15%%", withHistory*100)
	}
}

// libraryInputs are 20 different emails of one English-writing user.
func libraryInputs() []Input {
	var ins []Input
	briefs := sampleBriefs()
	for _, name := range []string{"bakery", "bullets", "thin-candle", "donate-shelter", "rambling-900", "client-third-person", "numbers-sale", "b2b-custom-cta", "minimal", "template-T01", "template-F01", "template-C01", "template-T02", "tone-casual"} {
		ins = append(ins, briefs[name])
	}
	extra := []struct{ story, lesson string }{
		{"My first workshop had three people in a room for forty. I almost cancelled. Instead I moved the chairs into a circle and taught it like a conversation. Two of the three hired me within the month.", "Small rooms can be the best rooms"},
		{"We raised our prices by 20% in January and braced for complaints. We got two emails. One said it was about time. Revenue per client went up and we took on fewer, better projects.", ""},
		{"A reader named Tomas wrote back to every newsletter for a year. When I finally asked him why, he said it was the only email that felt like a letter. I rewrote my welcome sequence that weekend.", "Write to one person"},
		{"I used to plan content a quarter ahead and abandon the plan by week three. Now I keep a list of customer questions and answer one every Tuesday. I haven't missed a week since March.", aiLesson},
		{"The kitchen renovation went six weeks over because nobody owned the schedule. On the next job we named one person responsible for every date. It finished two days early.", "Every plan needs one owner"},
		{"Our support inbox had 300 unanswered tickets on a Monday in May. We stopped writing new help articles and answered every ticket by hand for a week. By Friday we knew which five articles to write.", ""},
	}
	for i, x := range extra {
		in := briefs["bakery"]
		in.Title = fmt.Sprintf("Story %d", i)
		in.Story, in.Lesson = x.story, x.lesson
		in.DesiredEmotion = []string{"hope", "confidence", "curiosity", "relief", "empowerment", "frustration"}[i]
		in.TonePreference = []string{"casual", "professional", "personal", "serious", "authoritative", "humorous"}[i]
		in.EmailLength = []string{"short", "medium", "long"}[i%3]
		in.CampaignName = fmt.Sprintf("c%d", i)
		ins = append(ins, in)
	}
	return ins
}

func TestProductPhrase(t *testing.T) {
	for in, want := range map[string]string{
		"Free intro session":         "the free intro session",
		"Free Adult Smile Consult":   "the Free Adult Smile Consult",
		"Weekly Bread Share":         "the Weekly Bread Share",
		"Commuter Kit install":       "the Commuter Kit install",
		"Bread club":                 "the bread club",
		"Winter Ember":               "Winter Ember",
		"The Consistency Playbook":   "the Consistency Playbook",
		"The best bread club":        "The best bread club",
		"Playbook":                   "Playbook",
		"SEO audit":                  "the SEO audit",
		"bread club":                 "the bread club",
		"Our founding program":       "Our founding program",
		"Spring 6 Week Challenge":    "the Spring 6 Week Challenge",
		"Oakline Start Here program": "the Oakline Start Here program",
		"Cabin Morning":              "Cabin Morning",
		"Sea Salt + Fig":             "Sea Salt + Fig",
		"Fall Furnace Tune-Up":       "the Fall Furnace Tune-Up",
		"Moonstone Stacking Ring":    "the Moonstone Stacking Ring",
		"Winter Pipe Check":          "the Winter Pipe Check",
		"Water Heater Flush":         "the Water Heater Flush",
		"Strong at 50+":              "Strong at 50+",
		"Stretch class 2.0":          "Stretch class 2.0",
	} {
		if got := productPhrase(in); got != want {
			t.Errorf("productPhrase(%q) = %q, want %q", in, got, want)
		}
	}
	for in, want := range map[string]string{
		"Webinar gratuito: 3 errores": "el webinar gratuito: 3 errores",
		"Pan de muerto":               "el pan de muerto",
		"Mentoría Consulta Propia":    "la Mentoría Consulta Propia",
		"Conchas Espiga":              "Conchas Espiga",
	} {
		if got := productPhraseES(in); got != want {
			t.Errorf("productPhraseES(%q) = %q, want %q", in, got, want)
		}
	}
}

// A thin story still gets subject lines of its own (the proof, the user's own call to action,
// and last of them the offer by name) before any stock line; a frame before a colon and the
// user's own business name, which runs through their whole library, are no subject lines.
func TestOfflineSubjectsFromTheBrief(t *testing.T) {
	in := bakeryInput()
	in.Story = "We're open Thanksgiving morning 7-9am for a free community workout at Oakline. Bring anyone."
	in.ProductName = "Bread Club"
	in.ProofElement = "sold out in 4 days last month"
	in.CallToAction = "Bring a friend to the Thanksgiving workout"
	in.SubjectCount = 8
	in.History = []string{"Oakline news: the gym at Oakline got new racks.", "Oakline is ten years old."}
	res := write(t, in)
	stock := map[string]bool{}
	for _, s := range english.subjects {
		stock[normalise(s)] = true
	}
	joined := strings.Join(res.Subjects, " | ")
	for _, s := range res.Subjects {
		if stock[normalise(s)] {
			t.Errorf("stock subject %q while the brief had its own material: %s", s, joined)
		}
		if strings.Contains(s, "Oakline") {
			t.Errorf("subject %q names the business found across the library", s)
		}
	}
	for _, want := range []string{"Bread Club", "Sold out in 4 days last month"} {
		if !strings.Contains(joined, want) {
			t.Errorf("no subject line with %q: %s", want, joined)
		}
	}

	in = bakeryInput()
	in.Story = "The strategy that made the difference: one weekly story email. Sales doubled in 11 months after we stopped discounting."
	in.SubjectCount = 5
	for _, s := range write(t, in).Subjects {
		if normalise(s) == normalise("The strategy that made the difference") {
			t.Errorf("a frame before a colon became a subject line: %q", s)
		}
	}
}

func TestSignOffName(t *testing.T) {
	for name, want := range map[string]string{"Dana Whitfield": "Dana", "Coach Dani": "Coach Dani", "Dr. Okafor": "Dr. Okafor",
		"  Lucía ": "Lucía", "Coach": "Coach", "": ""} {
		if got := firstName(name); got != want {
			t.Errorf("firstName(%q) = %q, want %q", name, got, want)
		}
	}
}

// A waitlist puts a name on a list: no "We'll be glad to see you." under its link.
func TestWaitlistIsNotAVisit(t *testing.T) {
	for _, length := range []string{"short", "medium", "long"} {
		in := bakeryInput()
		in.CallToAction, in.EmailLength = "Join the waitlist for cohort 3", length
		body := strings.ToLower(write(t, in).Content)
		if strings.Contains(body, "see you") || strings.Contains(body, "say hello") {
			t.Errorf("%s: a waitlist welcomed as a visit:\n%s", length, body)
		}
	}
}

// A price typed as a clause is said whole.
func TestAPriceTypedAsAClause(t *testing.T) {
	in := bakeryInput()
	in.Price, in.SalePrice = "starts at $349", ""
	res := write(t, in)
	if !strings.Contains(res.Content, "It starts at $349.") || strings.Contains(res.Content, "costs starts") {
		t.Errorf("the price clause is not said whole:\n%s", res.Content)
	}
}

// A benefit that ends "for free" has said the price.
func TestFreeIsSaidOnce(t *testing.T) {
	in := bakeryInput()
	in.Price, in.SalePrice, in.KeyBenefit = "free", "", "find out if grandpa's violin can be played again, for free"
	for _, seed := range []string{"a", "b", "c", "d"} {
		in.Title = "Violin " + seed
		res := write(t, in)
		for _, again := range []string{"It's free.", "It costs nothing.", "There's no charge for it.", "It's completely free."} {
			if strings.Contains(res.Content, again) {
				t.Errorf("free said twice:\n%s", res.Content)
			}
		}
	}
}

// A booking link's page says what is booked (batch P: "Book here:" above a planning call).
func TestABookingLinkSaysWhatIsBooked(t *testing.T) {
	for url, want := range map[string]string{
		"https://x.com/carry-on/planning-call": "planning call", "https://x.com/free-quote": "free quote",
		"https://x.com/book-fitting": "fitting", "https://x.com/book": "", "https://x.com/schedule": "", "https://x.com/2025-call": "",
	} {
		if got := bookedThing(url); got != want {
			t.Errorf("bookedThing(%q) = %q, want %q", url, got, want)
		}
	}
}

// isSignoff reports a body sentence that is a pack's sign-off ("Catch you soon.").
func isSignoff(s string) bool {
	k := normalise(s)
	for _, p := range []*langPack{pack("en"), pack("es")} {
		for _, list := range p.signoff {
			for _, l := range list {
				if k == normalise(l) {
					return true
				}
			}
		}
	}
	return false
}
