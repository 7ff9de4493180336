package writer

import (
	"errors"
	"strings"
	"testing"
)

func TestParseOutput(t *testing.T) {
	tests := []struct {
		name     string
		text     string
		want     int
		subjects []string
		content  string
		err      bool
	}{
		{
			name:     "tagged",
			text:     "<subjects>\nOne\nTwo\nThree\n</subjects>\n<email>\nHi there,\n\nBody.\n</email>",
			want:     3,
			subjects: []string{"One", "Two", "Three"},
			content:  "Hi there,\n\nBody.",
		},
		{
			name:     "numbered, quoted and marked lines",
			text:     "<SUBJECTS>\n1. \"First\"\n2) Second\n- Third\n* **Fourth**\nSubject line 5: Fifth\n</SUBJECTS>\n<EMAIL>Body text</EMAIL>",
			want:     5,
			subjects: []string{"First", "Second", "Third", "Fourth", "Fifth"},
			content:  "Body text",
		},
		{
			name:     "extra subjects are dropped",
			text:     "<subjects>\nA\nB\nC\nD\n</subjects><email>x</email>",
			want:     2,
			subjects: []string{"A", "B"},
			content:  "x",
		},
		{
			name:     "duplicates do not count",
			text:     "<subjects>\nSame\nsame\nOther\n</subjects><email>x</email>",
			want:     3,
			err:      true,
			subjects: []string{"Same", "Other"},
		},
		{
			name:     "no closing email tag",
			text:     "<subjects>\nA\nB\n</subjects>\n<email>\nBody cut\n\n\n\nhere   \n",
			want:     2,
			subjects: []string{"A", "B"},
			content:  "Body cut\n\nhere",
		},
		{
			name:     "no subjects tag: lines before the email",
			text:     "Subject: Hello\nSubject: World\n<email>Body</email>",
			want:     2,
			subjects: []string{"Hello", "World"},
			content:  "Body",
		},
		{
			name:     "code fences and CRLF",
			text:     "<subjects>\r\nA\r\n</subjects>\r\n<email>\r\n```\r\nLine one\r\n```\r\n</email>",
			want:     1,
			subjects: []string{"A"},
			content:  "Line one",
		},
		{name: "no email block", text: "<subjects>\nA\n</subjects>\nJust text", want: 1, err: true},
		{name: "empty body", text: "<subjects>\nA\n</subjects>\n<email>\n   \n</email>", want: 1, err: true},
		{name: "too few subjects", text: "<subjects>\nA\n</subjects><email>Body</email>", want: 3, err: true},
		{name: "no subjects at all", text: "<email>Body</email>", want: 0, err: true},
		{name: "empty", text: "", want: 3, err: true},
		{name: "want zero accepts any", text: "<subjects>\nA\nB\n</subjects><email>Body</email>", want: 0, subjects: []string{"A", "B"}, content: "Body"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := ParseOutput(tt.text, tt.want)
			if res.Raw != tt.text {
				t.Fatalf("Raw not kept")
			}
			if tt.err {
				if !errors.Is(err, ErrMalformed) {
					t.Fatalf("err = %v, want ErrMalformed", err)
				}
				if tt.subjects != nil && strings.Join(res.Subjects, "|") != strings.Join(tt.subjects, "|") {
					t.Fatalf("subjects = %q, want %q", res.Subjects, tt.subjects)
				}
				return
			}
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if strings.Join(res.Subjects, "|") != strings.Join(tt.subjects, "|") {
				t.Fatalf("subjects = %q, want %q", res.Subjects, tt.subjects)
			}
			if res.Content != tt.content {
				t.Fatalf("content = %q, want %q", res.Content, tt.content)
			}
		})
	}
}

func TestEnsureLink(t *testing.T) {
	link := "https://x.io/a?utm_source=email&utm_medium=email&utm_campaign=c&utm_content=story&utm_term=engagement"
	tests := []struct {
		name, body, cta, want string
	}{
		{"already there", "Click: " + link + "\n\nP.S. Bye", "https://x.io/a", "Click: " + link + "\n\nP.S. Bye"},
		{"bare cta upgraded", "Click here: https://x.io/a.\n\nP.S. Bye", "https://x.io/a", "Click here: " + link + ".\n\nP.S. Bye"},
		{"longer url is not the cta", "See https://x.io/ab\n\nP.S. Bye", "https://x.io/a", "See https://x.io/ab\n\nHere's the link: " + link + "\n\nP.S. Bye"},
		{"inserted before P.S.", "Hello.\n\nBest,\n\nP.S. Bye", "https://x.io/a", "Hello.\n\nBest,\n\nHere's the link: " + link + "\n\nP.S. Bye"},
		{"appended without P.S.", "Hello.", "https://x.io/a", "Hello.\n\nHere's the link: " + link},
		{"every bare copy upgraded", "Here: " + link + "\n\nAgain: https://x.io/a\n\nP.S. Once more https://x.io/a", "https://x.io/a",
			"Here: " + link + "\n\nAgain: " + link + "\n\nP.S. Once more " + link},
		{"question mark after the link", "Ready? https://x.io/a?\n\nP.S. Bye", "https://x.io/a", "Ready? " + link + "?\n\nP.S. Bye"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ensureLink(tt.body, link, tt.cta); got != tt.want {
				t.Fatalf("got %q\nwant %q", got, tt.want)
			}
		})
	}
	if got := ensureLink("Body", "", "https://x.io"); got != "Body" {
		t.Fatalf("empty link changed body: %q", got)
	}
}

// TestBodyStream feeds an answer in awkward pieces and checks that only the
// body comes out, in order, without the closing tag or edge whitespace.
func TestBodyStream(t *testing.T) {
	answer := "<subjects>\nA\nB\n</subjects>\n<email>\nHello there,\n\nThis is the body — with ünïcode.\n\nP.S. Bye\n</email>\n"
	for _, size := range []int{1, 2, 3, 5, 7, 11, 64, len(answer)} {
		var got strings.Builder
		bs := newBodyStream(2, func(s string) { got.WriteString(s) })
		for i := 0; i < len(answer); i += size {
			end := min(i+size, len(answer))
			bs.Write(answer[i:end])
		}
		want := "Hello there,\n\nThis is the body — with ünïcode.\n\nP.S. Bye"
		if got.String() != want {
			t.Fatalf("size %d: got %q want %q", size, got.String(), want)
		}
		if bs.String() != answer {
			t.Fatalf("size %d: raw text not kept", size)
		}
	}
	// Too few subject lines: nothing is previewed.
	var got strings.Builder
	bs := newBodyStream(3, func(s string) { got.WriteString(s) })
	bs.Write(answer)
	if got.Len() != 0 || bs.emitted {
		t.Fatalf("streamed %q despite missing subjects", got.String())
	}
}

func TestStreamChunks(t *testing.T) {
	text := "Hi,\n\nOne. Two! Three? Four: five.\nSix\n\nP.S. End"
	chunks := streamChunks(text)
	if strings.Join(chunks, "") != text {
		t.Fatalf("chunks do not rebuild the text: %q", chunks)
	}
	if len(chunks) < 6 {
		t.Fatalf("expected sentence-sized chunks, got %q", chunks)
	}
}

func TestParsePreviewBlock(t *testing.T) {
	res, err := ParseOutput("<subjects>\nOne\nTwo\n</subjects>\n<preview>\n  What a regular customer's note taught me about showing up\n</preview>\n<email>\nHi,\n\nBody.\n</email>", 2)
	if err != nil {
		t.Fatal(err)
	}
	if res.PreviewText != "What a regular customer's note taught me about showing up" || strings.Join(res.Subjects, "|") != "One|Two" {
		t.Fatalf("preview %q subjects %q", res.PreviewText, res.Subjects)
	}
	// Without subject tags, the preview line is not read as a subject line.
	res, err = ParseOutput("One\nTwo\n<preview>A preview line</preview>\n<email>\nBody.\n</email>", 2)
	if err != nil || res.PreviewText != "A preview line" || len(res.Subjects) != 2 {
		t.Fatalf("res %+v err %v", res, err)
	}
}

func TestFitPreview(t *testing.T) {
	body := "Hey there,\n\nOne night a regular customer left a note on my bakery counter. It wasn't an order.\n\nMore.\n\nP.S. Bye"
	good := "A thank-you note, 80-hour weeks, and the one change that saved my bakery"
	if got := FitPreview(good, body, []string{"The note"}); got != good {
		t.Fatalf("a good preview was replaced: %q", got)
	}
	for _, bad := range []string{"", "Too short", "The note on my counter, again and again and again", strings.Repeat("long ", 40)} {
		got := FitPreview(bad, body, []string{"The note on my counter, again and again and again"})
		if n := len([]rune(got)); n < MinPreviewRunes || n > MaxPreviewRunes {
			t.Fatalf("fallback for %q has %d characters: %q", bad, n, got)
		}
		if !strings.HasPrefix(got, "One night a regular customer") {
			t.Fatalf("fallback does not open on the hook: %q", got)
		}
	}
	// A short first line runs on into the next, cut at a word, rather than leave the inbox
	// to fill the line.
	body = "Hey,\n\nThis happened Tuesday. A guy comes in with a Martin D-28 that was his dad's, his dad bought it new in 1971, and there's a crack running from the bridge.\n\nP.S. Bye"
	got := FitPreview("", body, []string{"He didn't drop it"})
	if n := len([]rune(got)); n < MinPreviewRunes || n > MaxPreviewRunes || !strings.HasPrefix(got, "This happened Tuesday. A guy comes in") {
		t.Fatalf("short opening gives %q (%d characters)", got, n)
	}
}
