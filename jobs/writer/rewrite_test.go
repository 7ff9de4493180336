package writer

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// offlineEmail writes the bakery email offline: the text every offline rewrite starts from.
func offlineEmail(t *testing.T) (Input, Result) {
	t.Helper()
	in := prepare(bakeryInput())
	res, err := NewOffline().Write(context.Background(), in, nil)
	if err != nil {
		t.Fatal(err)
	}
	return in, res
}

func rewriteReq(in Input, res Result, part, modifier string) RewriteRequest {
	return RewriteRequest{Part: part, Modifier: modifier, Subjects: res.Subjects, Preview: res.PreviewText, Body: res.Content, Input: in}
}

func partText(t *testing.T, body, part string, in Input) string {
	t.Helper()
	s, err := Locate(body, part, in.link(), in.Lesson)
	if err != nil {
		t.Fatalf("%s: %v", part, err)
	}
	return body[s.Start:s.End]
}

func TestRewriteOfflineModifiersOnEachPart(t *testing.T) {
	in, email := offlineEmail(t)
	done := 0
	for _, part := range BodyParts {
		for _, mod := range []string{ModShorter, ModLonger, ModWarmer, ModUrgent, ModCurious, ModSimpler, ModFormal, ModPlayful} {
			before := partText(t, email.Content, part, in)
			var streamed strings.Builder
			got, err := Rewrite(context.Background(), NewOffline(), rewriteReq(in, email, part, mod), func(s string) { streamed.WriteString(s) })
			var re *RewriteError
			if errors.As(err, &re) {
				if re.Message == "" {
					t.Errorf("%s/%s: empty refusal", part, mod)
				}
				continue // an honest "nothing to do"
			}
			if err != nil {
				t.Fatalf("%s/%s: %v", part, mod, err)
			}
			done++
			if got.Text == before || streamed.String() != got.Text {
				t.Errorf("%s/%s: text %q (streamed %q), before %q", part, mod, got.Text, streamed.String(), before)
			}
			if !strings.Contains(got.Body, in.link()) {
				t.Errorf("%s/%s: link lost", part, mod)
			}
			after := strings.TrimSpace(strings.Replace(got.Body, got.Text, "", 1))
			if rest := strings.TrimSpace(strings.Replace(email.Content, before, "", 1)); after != rest {
				t.Errorf("%s/%s: the rest of the email changed", part, mod)
			}
			switch mod {
			case ModShorter:
				if wordCount(got.Text) >= wordCount(before) {
					t.Errorf("%s shorter: %d words, was %d", part, wordCount(got.Text), wordCount(before))
				}
			case ModLonger:
				if wordCount(got.Text) <= wordCount(before) {
					t.Errorf("%s longer: %d words, was %d", part, wordCount(got.Text), wordCount(before))
				}
			}
		}
	}
	// Most pairs have something to work on; the rest are refused with a reason. (A longer offer
	// once gained "now is the time", which copywriters struck as filler: it is refused now.)
	if done < 29 {
		t.Errorf("only %d of %d part/modifier pairs rewritten", done, len(BodyParts)*8)
	}
}

func TestRewriteOfflineShorterKeepsFactsAndRefusesHonestly(t *testing.T) {
	in, email := offlineEmail(t)
	got, err := Rewrite(context.Background(), NewOffline(), rewriteReq(in, email, PartStory, ModShorter), nil)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Count(got.Text, ".") >= strings.Count(partText(t, email.Content, PartStory, in), ".") {
		t.Errorf("story not shortened: %q", got.Text)
	}
	// A hook loses its least concrete sentence each time (the writer's own "Let me tell you a
	// story." first, then "That note changed…"), keeping the note; once it is one sentence,
	// made shorter again, it loses its filler words ("every single morning").
	for i := 0; i < 3; i++ {
		hook := partText(t, email.Content, PartHook, in)
		got, err = Rewrite(context.Background(), NewOffline(), rewriteReq(in, email, PartHook, ModShorter), nil)
		if err != nil || !strings.Contains(got.Text, "left a note on the counter") {
			t.Fatalf("hook shorter: %q, %v", got.Text, err)
		}
		email.Content = strings.Replace(email.Content, hook, got.Text, 1)
		if len(splitSentences(hook)) == 1 {
			if strings.Contains(got.Text, "single") || !strings.Contains(got.Text, "every morning") {
				t.Errorf("one-sentence hook shorter: %q", got.Text)
			}
			break
		}
		if len(splitSentences(got.Text)) >= len(splitSentences(hook)) {
			t.Errorf("hook %q not shortened: %q", hook, got.Text)
		}
	}
	if strings.Contains(got.Text, "That note changed") {
		t.Errorf("the hook kept its least concrete sentence: %q", got.Text)
	}
	// The lesson paragraph is one short sentence: nothing to drop.
	_, err = Rewrite(context.Background(), NewOffline(), rewriteReq(in, email, PartLesson, ModShorter), nil)
	var re *RewriteError
	if !errors.As(err, &re) || !strings.Contains(re.Message, "one short sentence") {
		t.Errorf("lesson shorter: %v", err)
	}
	// A custom instruction needs the model.
	req := rewriteReq(in, email, PartHook, ModCustom)
	req.Instruction = "mention my dog"
	if _, err := Rewrite(context.Background(), NewOffline(), req, nil); !errors.As(err, &re) {
		t.Errorf("custom offline: %v", err)
	}
}

func TestRewriteOfflineLongerAddsOnlyInputs(t *testing.T) {
	in, email := offlineEmail(t)
	if _, err := Rewrite(context.Background(), NewOffline(), rewriteReq(in, email, PartHook, ModLonger), nil); err == nil {
		t.Error("longer with every input already used: no refusal")
	}
	in.Story += " I still keep that note in my apron pocket."
	got, err := Rewrite(context.Background(), NewOffline(), rewriteReq(in, email, PartHook, ModLonger), nil)
	if err != nil {
		t.Fatal(err)
	}
	added := strings.TrimSpace(strings.TrimPrefix(got.Text, partText(t, email.Content, PartHook, in)))
	source := strings.ToLower(in.Story + " " + in.ProofElement + " " + in.KeyBenefit + " " + in.ProductDescription)
	if added == "" || !strings.Contains(source, strings.ToLower(bare(added))) {
		t.Errorf("longer added %q, not from the inputs", added)
	}
}

func TestRewriteOfflineSelectionSubjectsPreview(t *testing.T) {
	in, email := offlineEmail(t)
	req := rewriteReq(in, email, "", ModFormal)
	req.Selection = "It didn't start there."
	if !strings.Contains(email.Content, req.Selection) {
		t.Skip("the offline email no longer holds the sample sentence")
	}
	got, err := Rewrite(context.Background(), NewOffline(), req, nil)
	if err != nil || got.Text != "It did not start there." || !strings.Contains(got.Body, "It did not start there.") {
		t.Errorf("selection formal: %q, %v", got.Text, err)
	}
	req.Selection = "words that are not there"
	var re *RewriteError
	if _, err := Rewrite(context.Background(), NewOffline(), req, nil); !errors.As(err, &re) {
		t.Errorf("missing selection: %v", err)
	}
	req = rewriteReq(in, email, PartSubjects, ModShorter)
	req.Subjects = []string{"The note on the counter that changed my whole bakery", "Short one"}
	got, err = Rewrite(context.Background(), NewOffline(), req, nil)
	if err != nil || len(got.Subjects) != 2 || wordCount(got.Subjects[0]) >= 9 || got.Subjects[1] != "Short one" {
		t.Errorf("subjects shorter: %q, %v", got.Subjects, err)
	}
	req = rewriteReq(in, email, PartPreview, ModShorter)
	req.Preview = "One night a regular customer left a note on the counter thanking me for being open."
	got, err = Rewrite(context.Background(), NewOffline(), req, nil)
	if err != nil || len([]rune(got.Preview)) >= len([]rune(req.Preview)) || len([]rune(got.Preview)) < MinPreviewRunes {
		t.Errorf("preview shorter: %q, %v", got.Preview, err)
	}
}

func TestRewriteTrimSentence(t *testing.T) {
	cases := map[string]string{
		"Last spring my sourdough kept failing, week after week.": "Last spring my sourdough kept failing.",
		"It was really very hard to start.":                       "It was hard to start.",
		"Short, sweet.":                                           "",
		"Get it here: https://x.test/a, today.":                   "",
	}
	for in, want := range cases {
		if got := trimSentence(in); got != want {
			t.Errorf("trimSentence(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestRewriteSimplerSplitsLongSentences(t *testing.T) {
	s := "Sales were flat for the whole winter, and I was working eighty hour weeks without a single day off."
	got := splitLongSentence(s)
	if len(got) != 2 || got[1] != "I was working eighty hour weeks without a single day off." {
		t.Errorf("split = %q", got)
	}
}

func TestRewriteModelPath(t *testing.T) {
	in, email := offlineEmail(t)
	hook := partText(t, email.Content, PartHook, in)
	newHook := "A regular left a note on my counter one night."
	f := newFakeLLM(t, reply{chunks: split(newHook, 7)})
	var streamed strings.Builder
	got, err := Rewrite(context.Background(), f.writer(t), rewriteReq(in, email, PartHook, ModShorter), func(s string) { streamed.WriteString(s) })
	if err != nil {
		t.Fatal(err)
	}
	if streamed.String() != newHook || got.Text != newHook || !strings.Contains(got.Body, newHook) || strings.Contains(got.Body, hook) {
		t.Errorf("model rewrite: text %q streamed %q", got.Text, streamed.String())
	}
	reqs := f.requests()
	if len(reqs) != 1 {
		t.Fatalf("%d requests", len(reqs))
	}
	msgs, _ := reqs[0].body["messages"].([]any)
	if len(msgs) != 2 || !strings.Contains(msgs[1].(map[string]any)["content"].(string), hook) {
		t.Errorf("prompt does not carry the hook: %v", msgs)
	}
}

func TestRewriteModelPathGuards(t *testing.T) {
	in, email := offlineEmail(t)
	// A call to action that drops the link gets it back.
	f := newFakeLLM(t, reply{chunks: []string{"Grab the Playbook today."}})
	got, err := Rewrite(context.Background(), f.writer(t), rewriteReq(in, email, PartCTA, ModUrgent), nil)
	if err != nil || !strings.Contains(got.Body, in.link()) {
		t.Errorf("cta without link: %v", err)
	}
	// A price that is not in the inputs is a made-up fact: the original stands.
	f = newFakeLLM(t, reply{chunks: []string{"P.S. Only $12 today, down from $300."}})
	_, err = Rewrite(context.Background(), f.writer(t), rewriteReq(in, email, PartPS, ModUrgent), nil)
	var re *RewriteError
	if !errors.As(err, &re) {
		t.Errorf("invented price accepted: %v", err)
	}
	// A provider failure is the writer's error, not a refusal.
	f = newFakeLLM(t, reply{status: 500})
	if _, err = Rewrite(context.Background(), f.writer(t), rewriteReq(in, email, PartHook, ModWarmer), nil); !errors.Is(err, ErrTransient) {
		t.Errorf("provider failure: %v", err)
	}
}
