package writer

import (
	"slices"
	"testing"
)

func TestSplitSentences(t *testing.T) {
	for text, want := range map[string][]string{
		"I charged $45/hr because that's what my boss billed (?? no idea why I did that math). By April I had 6 clients.": {
			"I charged $45/hr because that's what my boss billed (?? no idea why I did that math).", "By April I had 6 clients."},
		"He stood at the edge. Would not get in.":      {"He stood at the edge.", "Would not get in."},
		"Dr. Okonkwo found heartworm. It cost $1,200.": {"Dr. Okonkwo found heartworm.", "It cost $1,200."},
		"we were closed. then we reopened":             {"We were closed.", "Then we reopened."},
	} {
		if got := splitSentences(text); !slices.Equal(got, want) {
			t.Errorf("splitSentences(%q) = %q, want %q", text, got, want)
		}
	}
}
