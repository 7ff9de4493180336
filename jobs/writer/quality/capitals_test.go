package quality

import (
	"strings"
	"testing"
)

func TestCapitalisation(t *testing.T) {
	brief := Brief{
		ProductName:        "The Consistency Playbook",
		Title:              "Walk Past It: Leash Reactivity Workshop",
		ProductDescription: "A hand-poured candle for slow evenings",
		Story:              "My friend works at the Bank Of Tomorrow. I use storymail daily.",
	}
	cases := []struct {
		name, body string
		want       string // "" when the body is fine
	}{
		{"joined description", "It's A hand-poured candle for slow evenings.", "“It's A” should be “It's a”"},
		{"joined article mid-sentence", "That is why My plan works.", "“why My”"},
		{"Spanish joined article", "Es La mejor guía que he escrito.", "“Es La”"},
		{"product name keeps its capital", "You can get The Consistency Playbook today.", ""},
		{"a name cut by its colon", "That's where the Walk Past It: Leash Reactivity Workshop comes in.", ""},
		{"a capital the user wrote mid-text", "She works at the Bank Of Tomorrow now.", ""},
		{"after a colon", "Here's the point: The habit matters.", ""},
		{"lower-case sentence start", "It broke. then it worked.", "lower-case"},
		{"lower-case after a question mark", "Sound familiar? you are not alone.", "lower-case"},
		{"continuation after an ellipsis", "I waited... and then it worked.", ""},
		{"a brand written lower case by the user", "storymail keeps me honest.", ""},
		{"inner capitals", "iPhone users will like it.", ""},
		{"a link on its own line", "Get it here:\nhttps://example.com/x", ""},
		{"bullets are left to the structure check", "- note one\n- note two", ""},
		{"lone i", "Yesterday i opened late.", "should be “I”"},
		{"i'm", "Honestly i'm tired.", "should be “I”"},
		{"acronyms", "We use AI tools. It is OK.", ""},
		{"a letter that names a place", "Money goes to lane time at the Y and new blocks.", ""},
		{"wrapped line", "This sentence wraps\nonto the next line.", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			em := newEmail(Email{Body: tc.body}, "")
			em.lang = "en"
			if strings.HasPrefix(tc.body, "Es ") {
				em.lang = "es"
			}
			c := checkCapitals(newSource(brief), em)
			if tc.want == "" {
				if c.Status != Pass {
					t.Errorf("flagged: %s %s", c.Message, c.Detail)
				}
				return
			}
			if c.Status != Fail || !strings.Contains(c.Detail, tc.want) {
				t.Errorf("got %s %q, want fail mentioning %q", c.Status, c.Detail, tc.want)
			}
		})
	}
}

// A word of a many-word name is the common noun after a determiner (batch Q: "responde a este
// correo" flagged because the story named "Correo Argentino"); a name alone still is one.
func TestANameWordAfterADeterminerIsTheNoun(t *testing.T) {
	brief := Brief{Story: "Ernesto, jubilado de Correo Argentino, vino con su hija Marta a la primera clase."}
	for body, want := range map[string]bool{
		"¿Dudas? Responde a este correo.": false,
		"Vino con marta a la clase.":      true,
	} {
		em := newEmail(Email{Body: body}, "")
		em.lang = "es"
		if got := checkCapitals(newSource(brief), em).Status == Fail; got != want {
			t.Errorf("%q flagged = %v, want %v", body, got, want)
		}
	}
}
