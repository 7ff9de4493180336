package writer

import (
	"context"
	"strings"
	"testing"
)

const sampleBody = `Hi Ana,

One night a customer left a note on the counter.

Two years ago I was ready to shut down my bakery. Sales were flat.

That note changed how I saw everything.

The part worth remembering: consistency beats motivation.

This is where The Playbook fits. It's $47 for now.

You can get it here: https://example.com/p?utm_source=email

Catch you soon,

Maria

P.S. It's $47 at the moment, not $97.`

func TestRewriteLocateParts(t *testing.T) {
	link := "https://example.com/p?utm_source=email"
	want := map[string]string{
		PartHook:   "One night a customer left a note on the counter.",
		PartStory:  "Two years ago I was ready to shut down my bakery. Sales were flat.\n\nThat note changed how I saw everything.",
		PartLesson: "The part worth remembering: consistency beats motivation.",
		PartOffer:  "This is where The Playbook fits. It's $47 for now.",
		PartCTA:    "You can get it here: " + link,
		PartPS:     "P.S. It's $47 at the moment, not $97.",
	}
	for part, text := range want {
		s, err := Locate(sampleBody, part, link, "Consistency beats motivation")
		if err != nil {
			t.Fatalf("%s: %v", part, err)
		}
		if got := sampleBody[s.Start:s.End]; got != text {
			t.Errorf("%s = %q, want %q", part, got, text)
		}
	}
}

func TestRewriteLocateMissingAndFallbacks(t *testing.T) {
	body := "Hello,\n\nA hook.\n\nA story line.\n\nRead more: https://x.test\n\nBye,"
	if _, err := Locate(body, PartPS, "", ""); err != ErrPartNotFound {
		t.Errorf("P.S. in an email without one: %v", err)
	}
	if _, err := Locate(body, PartLesson, "", "something absent"); err != ErrPartNotFound {
		t.Errorf("lesson with two paragraphs: %v", err)
	}
	s, err := Locate(body, PartStory, "", "")
	if err != nil || body[s.Start:s.End] != "A story line." {
		t.Errorf("story = %q, %v", body[s.Start:s.End], err)
	}
	if _, err := Locate(body, "nonsense", "", ""); err != ErrPartNotFound {
		t.Errorf("unknown part: %v", err)
	}
	spliced := Splice(body, s, "New line.")
	if !strings.Contains(spliced, "A hook.\n\nNew line.\n\nRead more") {
		t.Errorf("splice: %q", spliced)
	}
}

func TestRewriteLocateOfflineEmail(t *testing.T) {
	in := prepare(bakeryInput())
	res, err := NewOffline().Write(context.Background(), in, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, part := range BodyParts {
		s, err := Locate(res.Content, part, in.link(), in.Lesson)
		if err != nil {
			t.Errorf("%s: %v", part, err)
			continue
		}
		text := res.Content[s.Start:s.End]
		switch part {
		case PartCTA:
			if !strings.Contains(text, in.link()) || strings.HasPrefix(text, "P.S.") {
				t.Errorf("cta = %q", text)
			}
		case PartPS:
			if !strings.HasPrefix(text, "P.S.") {
				t.Errorf("ps = %q", text)
			}
		case PartLesson:
			if !strings.Contains(strings.ToLower(text), "consistency beats motivation") {
				t.Errorf("lesson = %q", text)
			}
		}
	}
}
