package writer

import (
	"context"
	"errors"
	"fmt"
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
	for i := 0; i < 30; i++ {
		fmt.Fprintf(&b, "On day %d the routine went on as usual%s. ", i+1, strings.Repeat(" and nothing much happened", i%4))
		if i == 17 {
			b.WriteString("That afternoon I realised that pricing by outcome, not by the hour, doubled what clients were willing to pay. ")
		}
		if i == 22 {
			b.WriteString("A client named Oskar paid $4,000 for the first outcome-priced project. ")
		}
	}
	in := bakeryInput()
	in.Story = b.String()
	in.Lesson = "Price the outcome, not the hour"
	in.ContentFocus = "Outcome pricing for consultants"
	res := write(t, in)
	checkEmail(t, "long", in, res)
	for _, want := range []string{"pricing by outcome", "Oskar paid $4,000"} {
		if !strings.Contains(res.Content, want) {
			t.Errorf("lesson-carrying sentence %q cut:\n%s", want, res.Content)
		}
	}
	if strings.Contains(res.Content, "On day 3 ") && strings.Contains(res.Content, "On day 4 ") && strings.Contains(res.Content, "On day 5 ") {
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
	if !strings.Contains(res.Content, "what people needed was a faster first five minutes") {
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
			if lang, ok := quality.DetectLanguage(withoutLinks(res.Content)); !ok || lang != "es" {
				t.Errorf("%s/%s: body detected as %q:\n%s", name, length, lang, res.Content)
			}
			for _, english := range []string{"Here's", "The investment", "Gratis.", "P.S.", "Hi", "It's", "Talk soon", "the link"} {
				if strings.Contains(res.Content, english) {
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
	paras := strings.Split(res.Content, "\n\n")
	if so := paras[len(paras)-2]; !strings.HasSuffix(so, ",\nDana") {
		t.Errorf("sign-off %q lacks the first name", so)
	}
	in.SenderName = ""
	res = write(t, in)
	paras = strings.Split(res.Content, "\n\n")
	if so := paras[len(paras)-2]; strings.Contains(so, "\n") || !strings.HasSuffix(so, ",") || strings.ContainsAny(so, "[]{}") {
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
	if ctaKind("Donate to the shelter") != ctaDonate || ctaKind("Chip in for the food bank") != ctaDonate || ctaKind("Join the waitlist") != ctaCustom {
		t.Error("ctaKind misreads custom calls to action")
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
			for _, s := range bodySentences(withoutLinks(body)) {
				if k := normalise(s); wordCount(k) >= 3 && !strings.Contains(story, k) {
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
	var ins []Input
	briefs := sampleBriefs()
	for _, name := range []string{"bakery", "bullets", "thin-candle", "donate-shelter", "client-third-person", "numbers-sale", "b2b-custom-cta", "minimal", "template-T01", "template-F01"} {
		ins = append(ins, briefs[name])
	}
	for _, name := range []string{"tone-casual", "tone-professional", "tone-humorous", "tone-serious", "tone-personal", "tone-authoritative", "tone-quietly confident", "template-C01", "template-T02", "bakery-ai-lesson"} {
		ins = append(ins, briefs[name])
	}
	withHistory := sharedSentenceShare(ins, true)
	without := sharedSentenceShare(ins, false)
	t.Logf("words in sentences shared by 3+ of 20 emails: %.1f%% with history, %.1f%% without", withHistory*100, without*100)
	if withHistory > 0.15 {
		t.Errorf("%.1f%% of words are in sentences shared by 3+ emails, want ≤ 15%%", withHistory*100)
	}
}
