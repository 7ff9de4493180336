package quality

import (
	"strings"
	"testing"
)

// A thin story told without padding falls short of the band: the check says why and warns,
// instead of failing the writer for not inventing filler.
func TestLengthNamesAThinStory(t *testing.T) {
	b := Brief{Story: "Our oven died the night before the wedding order. We baked at a friend's place.", MinWords: 300, MaxWords: 400}
	body := strings.Repeat("word ", 200)
	c := checkLength(newSource(b), newEmail(Email{Body: body}, ""))
	if c.Status != Warn || !strings.Contains(c.Message, "because the story is short (15 words)") {
		t.Fatalf("thin story: %+v", c)
	}
	// a story of more than half the floor is not called short: the email is a line short
	b.Story = strings.Repeat("A story sentence of some length. ", 31)
	if c := checkLength(newSource(b), newEmail(Email{Body: strings.Repeat("word ", 290)}, "")); c.Status != Warn || strings.Contains(c.Message, "story is short") || !strings.Contains(c.Message, "10 short") {
		t.Fatalf("a near story called short: %+v", c)
	}
	b.Story = strings.Repeat("A long and detailed story sentence with many words in it. ", 30)
	if c := checkLength(newSource(b), newEmail(Email{Body: body}, "")); c.Status != Fail {
		t.Fatalf("a full story told in 200 words must fail: %+v", c)
	}
}
