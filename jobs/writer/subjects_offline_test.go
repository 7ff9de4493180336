package writer

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// Subject lines from the brief's best material before any stock line: one sentence of a
// lesson given in two, a short line of the story that stands alone, the reader asked whether
// this is them, and an event by its name and day.
func TestSubjectsTakeTheBriefsBestLines(t *testing.T) {
	in := minimalInput()
	in.SubjectCount = 5
	in.Story = "Northwind Plumbing had $212k in unpaid invoices. We set up automatic reminders and a pay-now button on every invoice. Deb stopped calling. It takes 90 min a week now."
	in.Lesson = "Nobody likes chasing money. Let the system do the chasing."
	in.TargetAudience = "freelancers and small agencies who invoice by email"
	// More angles than lines: the short line comes before the product, its benefit and proof.
	in.ProductName, in.KeyBenefit, in.ProofElement = "Ledgerly", "You get paid without making awkward phone calls", "Used by 3,800 service businesses"
	res := write(t, in)
	if !slices.Contains(res.Subjects, "Nobody likes chasing money") {
		t.Errorf("the lesson's first sentence is no subject line: %q", res.Subjects)
	}
	if i := slices.Index(res.Subjects, "Deb stopped calling"); i < 0 || i > slices.Index(res.Subjects, in.KeyBenefit) {
		t.Errorf("the story's short line comes after the benefit, or not at all: %q", res.Subjects)
	}
	in.ProductName, in.KeyBenefit, in.ProofElement = "", "", ""
	res = write(t, in)
	if !slices.Contains(res.Subjects, "Invoice by email?") {
		t.Errorf("the reader is not asked: %q", res.Subjects)
	}
	for _, s := range res.Subjects {
		if s == "Takes 90 min" || s == "If you invoice by email" {
			t.Errorf("a line with no doer, or a clause with no main one: %q", s)
		}
	}

	in = minimalInput()
	in.SubjectCount = 5
	in.CallToAction, in.ProductName = "webinar", "Get Paid in 14 Days (live webinar)"
	in.ProductDescription = "45 minutes, Wednesday May 14, 1pm ET, with live Q&A."
	if res := write(t, in); !slices.Contains(res.Subjects, "Get Paid in 14 Days, Wednesday May 14, 1pm ET") {
		t.Errorf("the event's name and day is no subject line: %q", res.Subjects)
	}

	in = minimalInput()
	in.Story = "Episode 100 of the podcast is live. Took me 4 years. Thank you for listening."
	in.Lesson, in.StoryType = "keep going", "direct"
	in.SubjectCount = 5
	if res := write(t, in); !slices.Contains(res.Subjects, "It took me 4 years") {
		t.Errorf("the story's short line is no subject line: %q", res.Subjects)
	}
}

func TestReaderQuestion(t *testing.T) {
	for clause, want := range map[string]string{
		"you invoice by email":             "Invoice by email?",
		"you're stuck under $5k a month":   "Stuck under $5k a month?",
		"you've thought about joining":     "Thought about joining?",
		"estás empezando a atender online": "¿Estás empezando a atender online?",
	} {
		lang := "en"
		if clause[0] == 'e' {
			lang = "es"
		}
		if got := readerQuestion(clause, lang); got != want {
			t.Errorf("readerQuestion(%q) = %q, want %q", clause, got, want)
		}
	}
	if cl := subjectClauses("The challenge starts March 3 and runs 6 weeks: 3 coached sessions a week"); cl[0] != "The challenge starts March 3 and runs 6 weeks" {
		t.Errorf("a clause before its list lost to the list: %q", cl)
	}
	if cl := subjectClauses("The strategy that made the difference: we stopped running promos"); cl[0] != "we stopped running promos" {
		t.Errorf("a frame's clause lost to the frame: %q", cl)
	}
	if !sideCount.MatchString("Last year 41 people finished (52 started)") || sideCount.MatchString("Adoption fees waived for seniors (dogs and cats over 7)") {
		t.Error("sideCount misjudges a side count or a definition")
	}
	if !unfinished("I looked around at one point") || !coldReference.MatchString("This is Jenna") || coldReference.MatchString("This is the year") {
		t.Error("a setup without its point, or a name introduced under no photo, passes as a subject line")
	}
	if !unfinished("New toys = new excuses to") || unfinished("New toys = new excuses to come in") {
		t.Error("unfinished misjudges a particle ending its verb")
	}
	if got := leadingAgo.ReplaceAllString("Hace 2 años trabajaba 50 horas a la semana en una clínica", ""); got != "trabajaba 50 horas a la semana en una clínica" {
		t.Errorf("a long line keeps its opening time: %q", got)
	}
	if !coldReference.MatchString("El 70% cometía al menos 2 de los 3") || !coldReference.MatchString("That mistake cost me $8,400") || !leaningStart["con"] {
		t.Error("a count of something unsaid passes as a subject line")
	}
}

// A Spanish story gives subject lines of its own clauses ("Valeria tiene 14 años", "Ahora
// quiere ser ingeniera civil") before any stock line.
func TestSpanishSubjectsComeFromTheStory(t *testing.T) {
	in := sampleBriefs()["spanish"]
	in.SubjectCount = 5
	in.Story = "Valeria tiene 14 años y vive con su abuela en Tegucigalpa. El año pasado estuvo a punto de dejar la escuela. Ahora quiere ser ingeniera civil."
	res := write(t, in)
	for _, want := range []string{"Valeria tiene 14 años", "Ahora Valeria quiere ser ingeniera civil"} {
		if !slices.Contains(res.Subjects, want) {
			t.Errorf("subject %q missing: %q", want, res.Subjects)
		}
	}
	for _, s := range res.Subjects {
		if slices.Contains(spanish.subjects, s) || slices.Contains(spanish.subjectsNote, s) {
			t.Errorf("a stock line %q while the story had its own: %q", s, res.Subjects)
		}
	}
}

// A superlative is not cut from what makes it true: "Drowning is the leading cause of death"
// without "for children ages 1 to 4" is false.
func TestASuperlativeKeepsItsQualifier(t *testing.T) {
	if got := clauseHead("Drowning is the leading cause of death for children ages 1 to 4 in this country"); got != "" {
		t.Errorf("clauseHead cut a superlative from its qualifier: %q", got)
	}
	if got := clauseHead("We're open Thanksgiving morning 7-9am for a free community workout"); got == "" {
		t.Error("clauseHead no longer shortens a plain clause")
	}
}

// A story that is a list gets no stock subject promising a story.
func TestAListIsNotPromisedAsAStory(t *testing.T) {
	in := bakeryInput()
	in.SubjectCount = 5
	in.Story = "2024 by the numbers: 312 members. 18,450 check-ins. 1,206 classes coached. 9,800 lbs of food donated at the November food drive. 3 members got married, and one wedding had a deadlift photo booth. 1 flooded locker room in July that we are still not talking about. 41 people ran their first 5k with us in the spring. Thank you for all of it, every single one of you."
	in.Lesson, in.ProductName, in.ProductDescription, in.KeyBenefit, in.ProofElement, in.Price, in.SalePrice = "", "", "", "", "", "", ""
	for i := range 8 {
		in.Title = fmt.Sprint("numbers ", i)
		for _, s := range write(t, in).Subjects {
			if strings.Contains(strings.ToLower(s), "story") {
				t.Errorf("a list promised as a story: %q", s)
			}
		}
	}
	if !listStory("Notes:\n- one\n- two\n- three") || listStory(bakeryInput().Story) {
		t.Error("listStory misjudges")
	}
}

// A lesson of two clauses offers its later clause as a subject line when the whole is too
// long ("…; the right team works at your pace"), never half of a contrast ("not for how…").
func TestALessonsLaterClauseIsASubject(t *testing.T) {
	in := bakeryInput()
	in.Lesson = "Fear of the dentist is common and nothing to be ashamed of; the right team works at your pace"
	if subs := write(t, in).Subjects; !slices.Contains(subs, "The right team works at your pace") {
		t.Errorf("the lesson's later clause is not offered: %q", subs)
	}
	in.Lesson, in.SubjectCount = "Buy for how people actually train, not for how a gym is supposed to look", 10
	for _, s := range write(t, in).Subjects {
		if strings.HasPrefix(s, "Not for") {
			t.Errorf("half a contrast as a subject: %q", s)
		}
	}
}

// A benefit naming people who own its pronoun ("Kids who are confident in their bodies") is a
// subject line; "their" has its owner.
func TestABenefitAboutPeopleIsASubject(t *testing.T) {
	in := bakeryInput()
	in.KeyBenefit = "kids who are confident in their bodies"
	if subs := write(t, in).Subjects; !slices.Contains(subs, "Kids who are confident in their bodies") {
		t.Errorf("the benefit is not offered: %q", subs)
	}
}

// A product named for what kind of thing it is takes its article in a subject line: "Meet
// the Elopement Collection", "Una nota sobre el Roscón de Reyes".
func TestProductSubjectsTakeTheArticle(t *testing.T) {
	in := bakeryInput()
	in.ProductName, in.Story = "Elopement Collection", "Maya and Theo booked me for a sunrise elopement at Trillium Lake. At 5:40am it was pouring."
	in.Lesson, in.KeyBenefit, in.TargetAudience, in.SalePrice, in.ProofElement = "", "", "", "", ""
	named := 0
	for i := range 8 {
		in.Title = fmt.Sprint("elopement ", i)
		for _, s := range write(t, in).Subjects {
			if strings.Contains(s, "Elopement Collection") {
				named++
			}
			if strings.Contains(s, "Elopement Collection") && !strings.Contains(strings.ToLower(s), "the elopement collection") {
				t.Errorf("no article: %q", s)
			}
		}
	}
	if named == 0 {
		t.Error("no subject line named the product")
	}
}

func TestSubjectClausesKeepANumberList(t *testing.T) {
	got := subjectClauses("Reminders go out automatically at 3, 10 and 21 days, polite at first and firmer later")
	if len(got) == 0 || got[0] != "Reminders go out automatically at 3, 10 and 21 days" {
		t.Errorf("subjectClauses = %q", got)
	}
}

// A subject line never reads as bad news about the sender ("Mi abuela murió en 2016"), and
// "{name}'s story" names the person the story is about: not one of a couple, and a child
// the teller calls "J" over a volunteer told of less.
func TestSubjectsNameTheRightPersonAndAlarmNobody(t *testing.T) {
	if !alarming.MatchString("Mi abuela murió en 2016") || !alarming.MatchString("11 years and this is how it ends") || alarming.MatchString("We were closed for 9 days") {
		t.Error("alarming misjudges a line")
	}
	in := bakeryInput()
	in.Lesson, in.KeyBenefit, in.TargetAudience, in.SalePrice, in.ProofElement = "", "", "", "", ""
	in.Story = "I'll call him J. J was nine when he came to our free Saturday lessons. One of our volunteer coaches, Ms. Hattie, started spending the whole hour with him. " +
		"By week six J was holding the wall. Ms. Hattie walked backwards in front of him. This July J passed his deep water test. Ms. Hattie cried."
	in.Title = "swim"
	for _, s := range write(t, in).Subjects {
		if strings.Contains(s, "Hattie's story") {
			t.Errorf("the story is J's: %q", s)
		}
	}
	in.Story = "Maya and Theo booked me for a sunrise elopement. Theo looked at me like I had a plan. I did not. Theo's uncle Ray walked out to the dock. Maya laughed."
	for i := range 6 {
		in.Title = fmt.Sprint("elope ", i)
		for _, s := range write(t, in).Subjects {
			if strings.HasPrefix(s, "About Theo") || strings.HasPrefix(s, "Theo's story") {
				t.Errorf("one of a couple named as the story's: %q", s)
			}
		}
	}
}

// A product named as an ask is its own subject line ("Sponsor a Swimmer", never "A word
// about Sponsor a Swimmer"), and a short email is not promised as a long read.
func TestSubjectsSuitTheProductAndTheLength(t *testing.T) {
	in := bakeryInput()
	in.ProductName, in.SubjectCount = "Sponsor a Swimmer", 5
	in.Story, in.Lesson, in.KeyBenefit, in.ProofElement, in.SalePrice = "Jaylen could not swim in June. By August he swam a full length of the pool.", "", "", "", ""
	for i := range 6 {
		in.Title = fmt.Sprint("ask named ", i)
		for _, s := range write(t, in).Subjects {
			if strings.Contains(s, "about Sponsor") || strings.HasPrefix(s, "Meet Sponsor") {
				t.Errorf("an ask introduced as a thing: %q", s)
			}
		}
	}
	in = bakeryInput()
	in.Story, in.Lesson, in.ProductName, in.ProductDescription, in.KeyBenefit, in.ProofElement = strings.Repeat("We ran a potluck after the 5k run on the beach and people stayed. ", 5), "", "", "", "", ""
	in.Price, in.SalePrice, in.TargetAudience, in.SubjectCount = "", "", "members", 12
	for i := range 8 {
		in.Title = fmt.Sprint("short read ", i)
		res := write(t, in)
		for _, s := range res.Subjects {
			if promisesLength.MatchString(s) && bandWords(res.Content) < 200 {
				t.Errorf("a %d-word email promised as a long read: %q", bandWords(res.Content), s)
			}
		}
	}
}

// A price with an aside is no subject line: "$140/session (we take most major insurance)".
func TestAPriceWithAnAsideIsNoSubject(t *testing.T) {
	in := bakeryInput()
	in.Price, in.SalePrice, in.SubjectCount = "$140/session (we take most major insurance)", "", 5
	for i := range 6 {
		in.Title = fmt.Sprint("aside price ", i)
		for _, s := range write(t, in).Subjects {
			if strings.Contains(s, "$140") {
				t.Errorf("a price and its aside as a subject: %q", s)
			}
		}
	}
}

// Read cold in an inbox a subject line says something: not "4 said yes" (of what?), "4 weeks
// of just working at 60+ ft", or a price with no terms ("$180 for 10 weeks").
func TestSubjectsSaySomethingCold(t *testing.T) {
	in := bakeryInput()
	in.Story = "Dev cold emailed 30 architecture firms. 4 said yes. 4 weeks of just working at 60+ ft with the dog. Then it clicked."
	in.Price, in.SalePrice, in.SubjectCount = "$180 for 10 weeks", "", 5
	for i := range 6 {
		in.Title = fmt.Sprint("cold ", i)
		for _, s := range write(t, in).Subjects {
			switch s {
			case "4 said yes", "4 weeks of just working at 60+ ft with the dog", "4 weeks of just working at 60+ ft", "$180 for 10 weeks":
				t.Errorf("a subject that says nothing cold: %q", s)
			}
		}
	}
	if !numberLedFragment("3x20 min sessions on days off") || numberLedFragment("Last year 22 animals went home") {
		t.Error("numberLedFragment")
	}
	// Nor a line cut before its noun, a condition with no main clause, an answer to a question
	// the inbox never showed, or a quote that lost its opening mark.
	for line, bad := range map[string]bool{
		"I led the worst":                        true,
		"If the same problem keeps coming back":  true,
		"If it's not a yes, it's a no":           false,
		"When the pipes froze":                   true,
		"Nobody had ever looked inside the pipe": false,
	} {
		if unfinished(line) != bad {
			t.Errorf("unfinished(%q) = %v", line, !bad)
		}
	}
	if !leaningStart["yes"] {
		t.Error(`"Yes you can" answers a line the inbox never showed`)
	}
	c := &composer{}
	if got := c.asSubject("I can pay myself a salary??'"); got != "I can pay myself a salary??" {
		t.Errorf("stray quote kept: %q", got)
	}
	if got := c.asSubject("I'm not 'too busy'"); got != "I'm not 'too busy'" {
		t.Errorf("a quoted phrase lost its marks: %q", got)
	}
}

// Nor a count of nothing named ("I had 60 made"), a line ending on a thing it does not name
// ("We bake our bread in it"), or two clauses spliced by a comma.
func TestSubjectsNameWhatTheyPointAt(t *testing.T) {
	in := bakeryInput()
	in.Story = "I had 60 made. We bought a wood oven from a pizzeria that closed and we bake our bread in it. Owner is Kim, she was walking her at 5:30am. The first batch sold out by noon."
	in.SubjectCount = 5
	for i := range 6 {
		in.Title = fmt.Sprint("pointing ", i)
		for _, s := range write(t, in).Subjects {
			if countedNothing.MatchString(s) || endsOnThing.MatchString(s) || commaSplice(s) || strings.HasPrefix(s, "Owner is") {
				t.Errorf("a subject pointing at what it does not say: %q", s)
			}
		}
	}
	for s, want := range map[string]bool{"I had 60 made": true, "Only 6 left": false, "We sold 400 pies": false} {
		if countedNothing.MatchString(s) != want {
			t.Errorf("countedNothing(%q) != %v", s, want)
		}
	}
	for s, want := range map[string]bool{"We bake our bread in it": true, "I still have it": false, "Believe in them": true, "When people love something, make more of it": false} {
		if endsOnThing.MatchString(s) != want {
			t.Errorf("endsOnThing(%q) != %v", s, want)
		}
	}
	for s, want := range map[string]bool{"60-hour burn time": true, "40-hour weeks ended when I hired Sam": false} {
		if specOrCount(s) != want {
			t.Errorf("spec %q != %v", s, want)
		}
	}
	for s, want := range map[string]bool{"Los 14 centros de mesa": true, "The 14 centerpieces": true, "The 14 centerpieces sold out": false} {
		if specOrCount(s) != want {
			t.Errorf("countedPhrase %q != %v", s, want)
		}
	}
	if got := withDoerES("Ahora quiere ser ingeniera civil", "Valeria"); got != "Ahora Valeria quiere ser ingeniera civil" {
		t.Errorf("withDoerES = %q", got)
	}
	for s, want := range map[string]bool{"Vive con su abuela en Tegucigalpa": true, "Se acabaron dos días antes del 2 de noviembre": true, "Ahora quiere ser ingeniera civil": true, "Valeria vive con su abuela": false, "Tengo 2 hijos": false, "Trabajaba 50 horas": false} {
		if unsaidSubjectES.MatchString(s) != want {
			t.Errorf("unsaidSubjectES %q != %v", s, want)
		}
	}
	for s, want := range map[string]bool{"Once pulled Kim over on the ice": true, "Then sold out again": true, "Once a week we bake rye": false} {
		if adverbVerbLed.MatchString(s) != want {
			t.Errorf("adverbVerbLed(%q) != %v", s, want)
		}
	}
	for s, want := range map[string]bool{"Owner is Kim, she was walking her at 5:30am": true, "After work, I ran": false, "Sold out, again": false} {
		if commaSplice(s) != want {
			t.Errorf("commaSplice(%q) != %v", s, want)
		}
	}
}

// Two stock lines of one family ("Short note", "A short one") are one line said twice.
func TestStockSubjectsOnePerFamily(t *testing.T) {
	in := bakeryInput()
	in.Story = "Quick one. We open at 7 on Thanksgiving."
	in.Lesson, in.ProductName, in.ProductDescription, in.KeyBenefit, in.ProofElement, in.Price, in.SalePrice = "", "", "", "", "", "", ""
	in.SubjectCount = 5
	for i := range 12 {
		in.Title = fmt.Sprint("stock ", i)
		families := map[string]string{}
		for _, s := range write(t, in).Subjects {
			if !slices.Contains(english.subjects, s) && !slices.Contains(english.subjectsNote, s) {
				continue
			}
			for _, f := range stockFamily.FindAllString(strings.ToLower(s), -1) {
				if prev, ok := families[stockFamilies[f]]; ok {
					t.Errorf("%q beside %q", s, prev)
				}
				families[stockFamilies[f]] = s
			}
		}
	}
}

// A note for the reader stays in the body, never in a subject line.
func TestNoReaderNoteInSubjects(t *testing.T) {
	in := bakeryInput()
	in.Story = "(details changed, with permission) A mom came in last fall. Every session started the same way. She cried in the car after."
	in.SubjectCount = 5
	for i := range 6 {
		in.Title = fmt.Sprint("note ", i)
		res := write(t, in)
		if !strings.Contains(res.Content, "last fall (details changed, with permission).") {
			t.Errorf("the note is not after the first sentence:\n%s", res.Content)
		}
		for _, s := range res.Subjects {
			if strings.Contains(s, "(details") {
				t.Errorf("a note in a subject: %q", s)
			}
		}
	}
	c := &composer{lang: "en"}
	if got := c.asSubject("Also the big 3-wick ones are back."); got != "The big 3-wick ones are back" {
		t.Errorf("asSubject kept the story's 'Also': %q", got)
	}
	if got := c.asSubject("A mom came in last fall (details changed, with permission)."); got != "A mom came in last fall" {
		t.Errorf("asSubject kept the note: %q", got)
	}
	if got := c.asSubject("Sold out (again)"); got != "Sold out (again)" {
		t.Errorf("asSubject dropped an aside of the story: %q", got)
	}
}

// The step itself, with what it is for, is a subject line before any stock one.
func TestTheStepIsASubject(t *testing.T) {
	in := bakeryInput()
	in.CallToAction, in.ProductName, in.SubjectCount = "book", "Movement Screen", 5
	in.Story, in.Lesson, in.KeyBenefit, in.Price, in.SalePrice, in.ProofElement, in.ProductDescription = "We opened a new studio in March and the first class was full.", "", "", "", "", "", ""
	found := false
	for i := range 6 {
		in.Title = fmt.Sprint("step ", i)
		found = found || slices.Contains(write(t, in).Subjects, "Book the Movement Screen")
	}
	if !found {
		t.Error("the step is never a subject line")
	}
	// a label that names nothing ("Start your application here") gives the step by its kind
	in.CallToAction, in.ProductName, found = "apply", "Small Group Coaching", false
	for i := range 6 {
		in.Title = fmt.Sprint("apply ", i)
		found = found || slices.Contains(write(t, in).Subjects, "Apply for Small Group Coaching")
	}
	if !found {
		t.Error("the step by its kind is never a subject line")
	}
}

// "her" needs someone named, and "The" of a title is no one; a person leading the line owns it.
// A product named as a question is its own subject line, and its day follows without a comma.
func TestSubjectPronounsAndQuestionNames(t *testing.T) {
	c := &composer{lang: "en", p: pack("en"), in: Input{Story: "I started writing The Ashfall Crown for her. The huldra lived in the woods."},
		fl: filler{proper: properNames("I started writing The Ashfall Crown for her. The huldra lived in the woods.")}}
	if !c.pronounWithoutName("The forest spirit in chapter 3 is her huldra") {
		t.Error(`"her huldra" points at no one`)
	}
	if c.pronounWithoutName("A mom came in with her 15-year-old son last fall") {
		t.Error(`"A mom … her son" names her`)
	}
	in := bakeryInput()
	in.CallToAction, in.ProductName, in.ProductDescription = "webinar", "S-Corp or Not? (free webinar)", "45 min live, Thurs Oct 9 at 12pm ET, Q&A at end"
	in.Story, in.Lesson, in.KeyBenefit, in.ProofElement, in.Price, in.SalePrice = "Client last week: 'wait, I can pay myself a salary??' Yes. Yes you can.", "", "", "", "", ""
	in.SubjectCount = 5
	for _, s := range write(t, in).Subjects {
		if strings.Contains(s, "?,") || strings.Contains(s, "on S-Corp or Not?") || strings.Contains(s, "about S-Corp or Not?") {
			t.Errorf("a question name inside a frame: %q", s)
		}
	}
}

// "free" is a spam word, "freeze" and "freelance" are not; the topic's day to act by is a
// subject line of its own.
func TestSubjectsSayWhyNow(t *testing.T) {
	if spamWords.MatchString("Before the next freeze") || spamWords.MatchString("I went freelance in 2016") || !spamWords.MatchString("Free pie") || !spamWords.MatchString("100% off") {
		t.Error("spamWords")
	}
	in := bakeryInput()
	in.ContentFocus, in.SubjectCount = "winter pipe check before the next freeze", 5
	in.Story = "Burst pipe call at 2am Tuesday. We were there by 2:40. Water everywhere."
	in.ProductName, in.ProductDescription, in.KeyBenefit, in.Price, in.SalePrice, in.ProofElement = "", "", "", "", "", ""
	if res := write(t, in); !slices.Contains(res.Subjects, "Before the next freeze") {
		t.Errorf("the topic's deadline is no subject: %q", res.Subjects)
	}
}

// A subjectless line is the story's person's, never a name told later in it, and a line said
// in passing inside brackets is nobody's headline.
func TestSubjectsGiveTheRightPersonTheLine(t *testing.T) {
	in := bakeryInput()
	in.StoryType, in.Lesson = "indirect", "Start with what matters most."
	in.Story = "Mrs. Delgado had lived in the same house on Birchwood for 52 years. Raised 4 kids there, her husband Ray passed in 2021 and the house had just gotten too much. The basement alone had 40 years of Christmas decorations and Ray's workshop. Ray's tools went to a high school program, which Mrs. Delgado loved. Her tutor Ms. Jean (she's 74, retired school bus driver, volunteers on Tuesdays) came every week."
	for _, seed := range []string{"a", "b", "c", "d"} {
		in.Title = "Delgado " + seed
		for _, s := range write(t, in).Subjects {
			if strings.HasPrefix(s, "Ray ") || strings.HasPrefix(s, "Ray's story") || strings.Contains(s, "retired school bus driver") {
				t.Errorf("subject %q says what the story does not", s)
			}
		}
	}
}

// A bracketed aside of the product's name stays out of the price subject line.
func TestPriceSubjectNamesTheProductWithoutItsAside(t *testing.T) {
	in := bakeryInput()
	in.ProductName, in.Price, in.SalePrice = "Standard Tune (mobile)", "$119", "$89"
	for _, seed := range []string{"a", "b", "c", "d", "e", "f"} {
		in.Title = "Tune " + seed
		for _, s := range write(t, in).Subjects {
			if strings.Contains(s, "(mobile)") {
				t.Errorf("subject %q carries the name's aside", s)
			}
		}
	}

}

// A clause whose subject stayed in the clause before, or cut inside "what a…", is no subject line.
func TestClausesCutFromTheirSubjectOrVerbAreUnfinished(t *testing.T) {
	for s, want := range map[string]bool{
		"Is actually the one who found us":     true,
		"We priced what a fall inspection":     true,
		"Is your furnace ready?":               false,
		"Her oldest found us":                  false,
		"We learned what it takes":             false,
		"The kids get a backpack every Friday": false,
	} {
		if got := unfinished(s); got != want {
			t.Errorf("unfinished(%q) = %v, want %v", s, got, want)
		}
	}
}

// A denial and what is so instead stay one subject line.
func TestADenialKeepsItsTurnInASubject(t *testing.T) {
	cls := subjectClauses("Food help isn't charity, it's a bridge, and people cross back over")
	if cls[0] != "Food help isn't charity, it's a bridge" {
		t.Errorf("clauses: %q", cls)
	}
}

// The campaign's news from the topic makes a subject line; a quote's source or an aside does not.
func TestTheTopicsNewsIsASubject(t *testing.T) {
	in := bakeryInput()
	in.ContentFocus = "new single origin drops fri 9am. only 60 bags (12oz). 3 sizes"
	res := write(t, in)
	if !slices.Contains(res.Subjects, "Only 60 bags") && !slices.Contains(res.Subjects, "New single origin drops Friday 9am") || slices.Contains(res.Subjects, "3 sizes") {
		t.Errorf("subjects %q", res.Subjects)
	}
	for _, s := range []string{"Google review last year", "This is like 2011"} {
		if !asideLed.MatchString(s) {
			t.Errorf("%q is a subject line", s)
		}
	}
}

// What the topic says is open or left is a subject line, said as its news without its reason
// or aside; a note's sentence after a full stop may start with a sum (batch G).
func TestWhatIsLeftIsASubject(t *testing.T) {
	in := bakeryInput()
	in.ContentFocus = "2 build slots opened up for Q3 (Jul + Aug) bc a customer backed out + one deposit fell thru. want ppl to REPLY w their van model + budget, not fill out the whole form. $5k deposit holds slot"
	res := write(t, in)
	if !slices.Contains(res.Subjects, "2 build slots opened up for Q3") {
		t.Errorf("subjects %q", res.Subjects)
	}
	if !strings.Contains(res.Content, "$5k deposit holds slot.") {
		t.Errorf("a fact after a note is lost:\n%s", res.Content)
	}
	if got := splitSentences("not the whole form. $5k deposit holds slot"); len(got) != 2 {
		t.Errorf("splitSentences = %q", got)
	}
}

// A clause led by a rounded number is a fragment, never a subject line (batch I: "About 14 ft
// long").
func TestARoundedNumberLedClauseIsNoSubject(t *testing.T) {
	for _, s := range []string{"about 14 ft long", "around $2k", "roughly 40 people"} {
		if !numberLedFragment(s) {
			t.Errorf("numberLedFragment(%q) = false", s)
		}
	}
	if numberLedFragment("about time we fixed it") {
		t.Error("a clause led by 'about' with no number")
	}
}

// A subject stands on its own (batch O): a bare name ("Dr. Patel Family Dentistry"), a line
// pointing at what only the story names ("I posted one and it got like 40 views", "Jim swears
// that one alone gets 2 calls a week") are no subjects; a sale's price says what it is for.
func TestSubjectsStandAlone(t *testing.T) {
	for s, want := range map[string]bool{
		"Dr. Patel Family Dentistry": true, "Brightwell Home Care": true,
		"Book the Winter Pipe Check": false, "About Priya": false, "0 complaints in 5 months": false, "Teresa's story": false,
	} {
		if bareName(s) != want {
			t.Errorf("bareName(%q) = %v", s, !want)
		}
	}
	for s, want := range map[string]bool{
		"I posted one and it got like 40 views": true, "Jim swears that one alone gets 2 calls a week": true, "The one with the green paint chipped off": true,
		"We walked it in one day with 2 inspectors": true,
		"I almost quit in month 2":                  false, "We wrapped all 4 in March": false,
	} {
		if leansOnStory.MatchString(s) != want {
			t.Errorf("leansOnStory(%q) = %v", s, !want)
		}
	}
	in := bakeryInput()
	in.ProductName, in.Price, in.SalePrice = "Spring Tune-Up", "$110", "$79 thru 4/12"
	res := write(t, in)
	for _, s := range res.Subjects {
		if strings.HasPrefix(s, "$79") {
			t.Errorf("a price with nothing priced: %q", res.Subjects)
		}
	}
}
