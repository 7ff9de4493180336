package writer

import (
	"slices"
	"strings"
	"testing"
)

func TestSplitSentences(t *testing.T) {
	for text, want := range map[string][]string{
		"I charged $45/hr because that's what my boss billed (?? no idea why I did that math). By April I had 6 clients.": {
			"I charged $45/hr because that's what my boss billed (?? no idea why I did that math).", "By April I had 6 clients."},
		"He stood at the edge. Would not get in.":      {"He stood at the edge.", "Would not get in."},
		"and then she just... went. Rode all the way.": {"And then she just... went.", "Rode all the way."},
		"Dr. Okonkwo found heartworm. It cost $1,200.": {"Dr. Okonkwo found heartworm.", "It cost $1,200."},
		"we were closed. then we reopened":             {"We were closed.", "Then we reopened."},
	} {
		if got := splitSentences(text); !slices.Equal(got, want) {
			t.Errorf("splitSentences(%q) = %q, want %q", text, got, want)
		}
	}
}

func TestALongNotesHeaderIsDropped(t *testing.T) {
	got := retellLines("notes from my first year freelancing, roughly in order:\n- quit my agency job in jan with 4 months of savings\n- by april I had 6 clients", "en", "")
	if len(got) == 0 || strings.Contains(strings.ToLower(got[0]), "notes from") {
		t.Errorf("the header of the notes is told as a sentence: %q", got)
	}
}

// A sentence closing on a quote takes its full stop inside the quote.
func TestWithStop(t *testing.T) {
	for in, want := range map[string]string{
		`she told me "I stopped"`:  `She told me "I stopped."`,
		`she told me "I stopped."`: `She told me "I stopped."`,
		`the "race" was a walk`:    `The "race" was a walk.`,
		`it said “keep going”`:     `It said “keep going.”`,
		`we call it "the bucket`:   `We call it "the bucket.`,
	} {
		if got := sentence(in); got != want {
			t.Errorf("sentence(%q) = %q, want %q", in, got, want)
		}
	}
}
