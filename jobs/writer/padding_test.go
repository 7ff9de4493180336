package writer

import (
	"regexp"
	"strings"
	"testing"
)

// Sentences the writer once used to pad a thin brief: advice the user never
// gave and reflections the user never made. None may come back.
var bannedPadding = []string{
	"write it down", "halve it", "give it a week", "try it once this week", "pick one small moment",
	"it took me a while to see", "i still think about it", "looked like a turning point",
	"looking back, it seems obvious", "necessary rather than brave", "only learn by doing",
	"take what's useful and leave the rest", "it's funny what sticks with you", "simple to say, harder to do",
	"here's the backstory", "that's the moment that matters", "if you keep one line from this, keep this one",
	"hindsight makes it look", "nobody would have filmed it", "the investment is",
	"apunta la idea", "es curioso lo que se te queda", "fácil de decir, más difícil de hacer", "quédate con lo que te sirva",
}

func allSampleEmails(t *testing.T) map[string]Result {
	t.Helper()
	out := map[string]Result{}
	for name, in := range sampleBriefs() {
		for _, length := range []string{"short", "medium", "long"} {
			in.EmailLength = length
			out[name+"/"+length] = write(t, in)
		}
	}
	return out
}

func TestOfflineNoPaddingSentences(t *testing.T) {
	for name, res := range allSampleEmails(t) {
		low := strings.ToLower(res.Content)
		for _, bad := range bannedPadding {
			if strings.Contains(low, bad) {
				t.Errorf("%s: padding %q:\n%s", name, bad, res.Content)
			}
		}
	}
}

// A sentence never ends on a word that cannot end one: that is a cut
// inside a sentence ("under the.", "trying to be a.").
var cutEnding = regexp.MustCompile(`(?i)(?:^|\s)(the|a|to|of|for|and|or|but|with|at|by|from|el|la|los|las|de|del|un|una|y|con|para|por|que)[.]\s`)

func TestOfflineNeverCutsInsideASentence(t *testing.T) {
	check := func(name, body string) {
		for _, line := range strings.Split(body, "\n") {
			if strings.Contains(line, "://") {
				continue
			}
			if m := cutEnding.FindString(line + " "); m != "" {
				t.Errorf("%s: sentence cut at %q: %q", name, m, line)
			}
		}
	}
	for name, res := range allSampleEmails(t) {
		check(name, res.Content)
	}
	in := sampleBriefs()["bakery"]
	in.Story = "i almost quit the gym business in 2021. we had been closed for 4 months, reopened at 25% capacity, and i was paying rent on a space that was basically empty. one night i was cleaning the rubber floors at 11pm and found a note someone had tucked under the chalk bucket. i decided that night to stop trying to be a big box gym and just be the place for the people who actually show up."
	res := write(t, in)
	check("lower-case story", res.Content)
	for _, want := range []string{"I almost quit the gym business in 2021.", "tucked under the chalk bucket.", "stop trying to be a big box gym"} {
		if !strings.Contains(res.Content, want) {
			t.Errorf("lower-case story not kept whole (%q):\n%s", want, res.Content)
		}
	}
}

func TestOfflineDonationNeverPriced(t *testing.T) {
	in := sampleBriefs()["donate-shelter"]
	for _, price := range []string{"$50", "$120 sponsors one child for 8 lessons"} {
		in.Price = price
		res := write(t, in)
		low := strings.ToLower(res.Content)
		for _, bad := range []string{"it costs", "price", "investment", "it's $", "what you get out of it", "the upside for you"} {
			if strings.Contains(low, bad) {
				t.Errorf("%s: donation priced (%q):\n%s", price, bad, res.Content)
			}
		}
		if strings.Contains(price, "sponsors") && !strings.Contains(res.Content, "$120 sponsors one child for 8 lessons.") {
			t.Errorf("price sentence not used whole:\n%s", res.Content)
		}
	}
}

func TestOfflineDropsNotesToSelf(t *testing.T) {
	in := sampleBriefs()["bakery"]
	in.Story = "Jenna story (ok to share, she said yes):\n* first day she came in she cried in the parking lot because she felt so out of shape\n* we built her program around her night shifts, three short sessions on days off\n* five months in she did her first pull-up"
	res := write(t, in)
	for _, bad := range []string{"ok to share", "said yes", "Jenna story"} {
		if strings.Contains(res.Content, bad) {
			t.Errorf("note to self printed (%q):\n%s", bad, res.Content)
		}
	}
	in.Story = "Notes for this one:\nCustomer story - Ramon, GM at a 60 seat taco place in San Antonio:\n- was building the schedule on paper every sunday night, 3+ hrs\n- switched to a shared template and text alerts"
	res = write(t, in)
	for _, bad := range []string{"Notes for this one", "Customer story"} {
		if strings.Contains(res.Content, bad) {
			t.Errorf("note to self printed (%q):\n%s", bad, res.Content)
		}
	}
	if !strings.Contains(res.Content, "Ramon is GM at a 60-seat taco place in San Antonio.") {
		t.Errorf("story label not turned into a sentence:\n%s", res.Content)
	}
}

func TestOfflineInvitationNotADonation(t *testing.T) {
	in := sampleBriefs()["bakery"]
	in.CallToAction = "Bring a friend to the Thanksgiving workout"
	in.ProductName, in.Price = "", "free"
	res := write(t, in)
	for _, bad := range []string{"gift", "give", "donat", "any amount"} {
		if strings.Contains(strings.ToLower(res.Content), bad) {
			t.Errorf("invitation written as a donation (%q):\n%s", bad, res.Content)
		}
	}
	if !strings.Contains(res.Content, "Bring a friend to the Thanksgiving workout: ") {
		t.Errorf("invitation label not as typed:\n%s", res.Content)
	}
}

func TestOfflineSpanishTemplateHasFrames(t *testing.T) {
	in := sampleBriefs()["spanish"]
	in.Story = `{"template_type":"transformation_T01","fields":{"timeframe":"2 years ago","past_situation":"trabajaba 14 horas al día y no llegaba a fin de mes","turning_point":"una clienta me pidió un plan por escrito y me pagó por adelantado","current_situation":"tengo una lista de espera de tres meses"}}`
	res := write(t, in)
	for _, want := range []string{"Entonces una clienta me pidió", "¿Y hoy? Tengo una lista de espera", "Hace 2 años"} {
		if !strings.Contains(res.Content, want) {
			t.Errorf("Spanish template without its frame %q:\n%s", want, res.Content)
		}
	}
	if strings.Contains(res.Content, "years ago") {
		t.Errorf("English timeframe pasted into a Spanish email:\n%s", res.Content)
	}
}

func TestOfflineCapitalisesSentenceStartsInFields(t *testing.T) {
	in := sampleBriefs()["bakery"]
	in.Lesson = "you don't need everyone. you need the people who need you"
	in.ProofElement = "i sold my truck in august. we never closed on a sunday again"
	res := write(t, in)
	for _, bad := range []string{". you need", " i sold", "in august", "on a sunday"} {
		if strings.Contains(res.Content, bad) {
			t.Errorf("lower-case %q kept:\n%s", bad, res.Content)
		}
	}
	if !strings.Contains(res.Content, "You need the people who need you") || !strings.Contains(res.Content, "in August") {
		t.Errorf("field sentences not capitalised:\n%s", res.Content)
	}
	if got := capSentences("one. two? three"); got != "one. Two? Three" {
		t.Errorf("capSentences = %q", got)
	}
}
