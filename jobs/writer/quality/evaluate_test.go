package quality

import (
	"fmt"
	"strings"
	"testing"
)

func describe(r Report) string {
	var b strings.Builder
	fmt.Fprintf(&b, "score %d, %d words, language %q\n", r.Score, r.Words, r.Language)
	for _, c := range r.Checks {
		fmt.Fprintf(&b, "  %-14s %-4s %s | %s\n", c.ID, c.Status, c.Message, c.Detail)
	}
	return b.String()
}

func TestGoodEmailsPassEveryCheck(t *testing.T) {
	cases := []struct {
		name  string
		brief Brief
		email Email
		lang  string
	}{
		{"english bakery", bakeryBrief(), bakeryEmail(), "en"},
		{"english nonprofit", coatsBrief(), coatsEmail(), "en"},
		{"spanish bakery", panaderiaBrief(), panaderiaEmail(), "es"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := Evaluate(tc.brief, tc.email, nil)
			for _, c := range r.Checks {
				if c.Status != Pass {
					t.Errorf("%s is %s: %s (%s)\n%s", c.ID, c.Status, c.Message, c.Detail, describe(r))
				}
			}
			if r.Score != 100 {
				t.Errorf("score %d, want 100", r.Score)
			}
			if r.Language != tc.lang {
				t.Errorf("language %q, want %q", r.Language, tc.lang)
			}
			t.Log(describe(r))
		})
	}
}
