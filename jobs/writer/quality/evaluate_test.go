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

// A remembered answer is the answer, computed once; and the memo stays bounded.
func TestMemo(t *testing.T) {
	m := newMemo[detected](8)
	calls := 0
	detect := func() detected { calls++; return detected{"es", true} }
	for i := 0; i < 3; i++ {
		if v := m.get("El año pasado casi cierro mi panadería.", detect); v.code != "es" || !v.reliable {
			t.Fatalf("verdict %+v", v)
		}
	}
	if calls != 1 {
		t.Fatalf("computed %d times, want once", calls)
	}
	for i := 0; i < 20; i++ {
		m.get(strings.Repeat("a", i), detect)
	}
	if m.len() > 8 {
		t.Fatalf("memo holds %d answers", m.len())
	}
}

// The remembered sentences of a body are what splitting it again would give.
func TestHistoryHashes(t *testing.T) {
	body := "Two years ago I almost closed the bakery. Sales were flat for six months. Talk soon."
	first := historyHashes(body)
	if len(first) != 2 { // "Talk soon." is too short to count
		t.Fatalf("%d sentence hashes, want 2", len(first))
	}
	if again := historyHashes(body); len(again) != 2 || again[0] != first[0] || again[1] != first[1] {
		t.Fatalf("remembered answer differs: %v vs %v", again, first)
	}
}
