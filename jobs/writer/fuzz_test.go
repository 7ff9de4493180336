package writer

import (
	"context"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"
)

// Seed corpora live in testdata/fuzz/<FuzzName>/.

func FuzzParseOutput(f *testing.F) {
	f.Add("<subjects>\nA\nB\nC\n</subjects>\n<email>\nHi,\n\nBody.\n</email>", 3)
	f.Add("<email></email>", 1)
	f.Fuzz(func(t *testing.T, text string, want int) {
		want %= 12
		res, err := ParseOutput(text, want)
		if res.Raw != text {
			t.Fatal("raw answer not kept")
		}
		if err != nil {
			if !errors.Is(err, ErrMalformed) {
				t.Fatalf("error %v does not wrap ErrMalformed", err)
			}
		} else {
			if strings.TrimSpace(res.Content) == "" || res.Content != strings.TrimSpace(res.Content) {
				t.Fatalf("bad content %q", res.Content)
			}
			if len(res.Subjects) == 0 || (want > 0 && len(res.Subjects) != want) {
				t.Fatalf("%d subjects, want %d", len(res.Subjects), want)
			}
			seen := map[string]bool{}
			for _, s := range res.Subjects {
				k := strings.ToLower(s)
				if s == "" || seen[k] || strings.ContainsAny(s, "\n") || utf8.RuneCountInString(s) > maxSubjectRunes {
					t.Fatalf("bad subject %q in %q", s, res.Subjects)
				}
				seen[k] = true
			}
		}
		// Streaming the same answer in small pieces never shows the tags and
		// only shows text from the answer.
		var got strings.Builder
		bs := newBodyStream(want, func(s string) { got.WriteString(s) })
		for i := 0; i < len(text); i += 3 { // bytes: may cut runes apart
			bs.Write(text[i:min(i+3, len(text))])
		}
		bs.Flush()
		if bs.String() != text {
			t.Fatal("stream lost text")
		}
		g := got.String()
		if strings.Contains(strings.ToLower(g), tagEmailClose) || (g != "" && !strings.Contains(text, g)) {
			t.Fatalf("streamed %q from %q", g, text)
		}
		if g != "" && err == nil && utf8.ValidString(text) && !strings.Contains(text, "\r") && !strings.Contains(text, "```") && !strings.Contains(text, " \n") && !strings.Contains(text, "\t\n") && !strings.Contains(text, "\n\n\n") && g != res.Content {
			t.Fatalf("preview %q differs from content %q", g, res.Content)
		}
	})
}

func FuzzParseAdvancedStory(f *testing.F) {
	f.Add(advT01)
	f.Add("plain words, not JSON at all, long enough to be a story for the form")
	f.Fuzz(func(t *testing.T, story string) {
		a, ok := ParseAdvancedStory(story)
		if ok && len(a.Fields) == 0 {
			t.Fatal("ok without fields")
		}
		in := bakeryInput()
		in.Story = story
		in.EmailLength = []string{"short", "medium", "long"}[len(story)%3]
		res, err := NewOffline().Write(context.Background(), in, nil)
		if err != nil {
			t.Fatal(err)
		}
		min, max := LengthBand(in.EmailLength)
		if n := bandWords(res.Content); n > max || (n < min && !thinStory(in)) {
			t.Fatalf("%d words outside %d-%d:\n%s", n, min, max, res.Content)
		}
		if !strings.Contains(res.Content, ": "+prepare(in).UTMURL) || !strings.Contains(res.Content, "\n\nP.S. ") {
			t.Fatalf("missing link or P.S.:\n%s", res.Content)
		}
		if strings.ContainsAny(res.Content, "{}") {
			t.Fatalf("braces in content:\n%s", res.Content)
		}
		if ok && (strings.Contains(res.Content, `"fields"`) || strings.Contains(res.Content, "template_type")) {
			t.Fatalf("advanced story pasted as JSON:\n%s", res.Content)
		}
	})
}

// The offline writer takes whatever a form lets through: it never panics, and what it writes is
// valid UTF-8 with the tracked link, or a clear refusal for a language it cannot write.
func FuzzOfflineWrite(f *testing.F) {
	f.Add("Jenna story (ok to share):\n* 29, NICU nurse\n* was building plans on paper", "Build with them", "Reply and tell me", "¡abrimos este sábado!! ¿vienes?")
	f.Add("We poured 600 more. I paid the extra 50 cents. Anyway. But Linda sat down.", "use em: or lose em", "buy", "")
	f.Add("a", "", "learn", "from $39/month")
	f.Fuzz(func(t *testing.T, story, lesson, cta, price string) {
		in := bakeryInput()
		in.Story, in.Lesson, in.CallToAction, in.Price = story, lesson, cta, price
		res, err := NewOffline().Write(context.Background(), in, nil)
		if err != nil {
			if errors.Is(err, ErrUnsupportedLanguage) {
				return
			}
			t.Fatalf("Write: %v", err)
		}
		if !utf8.ValidString(res.Content) || strings.TrimSpace(res.Content) == "" {
			t.Fatalf("content %q", res.Content)
		}
		if !strings.Contains(res.Content, "utm_source=email") {
			t.Fatalf("no tracked link:\n%s", res.Content)
		}
	})
}
