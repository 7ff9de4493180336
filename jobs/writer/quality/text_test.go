package quality

import (
	"reflect"
	"sort"
	"strings"
	"testing"
)

func TestSentences(t *testing.T) {
	cases := []struct {
		name, text string
		want       []string
	}{
		{"punctuation and lines", "Hey there,\n\nIt broke. Then? It worked! Done…",
			[]string{"Hey there,", "It broke.", "Then?", "It worked!", "Done…"}},
		{"P.S. and titles are not ends", "P.S. Dr. Lee said so. Mr. J. Smith agreed.",
			[]string{"P.S. Dr. Lee said so.", "Mr. J. Smith agreed."}},
		{"a link keeps its dots", "Get it here: https://example.com/a.b?x=1. Then rest.",
			[]string{"Get it here: https://example.com/a.b?x=1.", "Then rest."}},
		{"decimals and amounts", "It cost $4.50 and 1,200 people paid. Wow.",
			[]string{"It cost $4.50 and 1,200 people paid.", "Wow."}},
		{"ellipsis then lower case continues", "I waited... and waited. Nothing.",
			[]string{"I waited... and waited.", "Nothing."}},
		{"wrapped line rejoined", "This line wraps\nin the middle. Next one.\nNew line.",
			[]string{"This line wraps in the middle.", "Next one.", "New line."}},
		{"quotes close the sentence", "She said \"keep going.\" I did.",
			[]string{"She said \"keep going.\"", "I did."}},
		{"spanish marks", "¿Te suena? ¡Claro que sí! Sigue.",
			[]string{"¿Te suena?", "¡Claro que sí!", "Sigue."}},
		{"empty", " \n\n ", nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := Sentences(tc.text); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Sentences(%q)\n got %q\nwant %q", tc.text, got, tc.want)
			}
		})
	}
}

func TestNormalizeSentence(t *testing.T) {
	cases := []struct{ a, b string }{
		{"Here's the link again: https://a.com/x?utm_campaign=one", "here’s the LINK again — https://a.com/x?utm_campaign=two"},
		{"I wrote this with busy parents in mind.", "i wrote this with busy parents in mind"},
		{"  Talk   soon, ", "Talk soon!"},
	}
	for _, tc := range cases {
		if NormalizeSentence(tc.a) != NormalizeSentence(tc.b) {
			t.Errorf("%q (%q) != %q (%q)", tc.a, NormalizeSentence(tc.a), tc.b, NormalizeSentence(tc.b))
		}
	}
	if got := NormalizeSentence("Here's the link again: https://a.com/x"); got != "heres the link again" {
		t.Errorf("got %q", got)
	}
	if NormalizeSentence("It worked.") == NormalizeSentence("It failed.") {
		t.Error("different sentences share a key")
	}
}

func TestWords(t *testing.T) {
	cases := []struct {
		body, tracked string
		want          int
	}{
		{"One two three.", "", 3},
		{"Get it here: https://example.com/x?utm_source=email — now", "", 4},
		{"Visit example.com/x?utm_source=email today", "example.com/x?utm_source=email", 2},
		{"Two links www.a.com and http://b.org/c, done.", "", 4},
		{"- bullet\n* star\n\n—\n", "", 2},
		{"", "", 0},
	}
	for _, tc := range cases {
		if got := Words(tc.body, tc.tracked); got != tc.want {
			t.Errorf("Words(%q) = %d, want %d", tc.body, got, tc.want)
		}
	}
}

func TestCanonicalNumber(t *testing.T) {
	cases := map[string]string{
		"1,200": "1200", "1200": "1200", "1.200": "1200", "1,200,000": "1200000", "47.00": "47",
		"2.50": "2.5", "2,5": "2.5", "007": "7", "0": "0", "19": "19", "3.14": "3.14", "12,34": "12.34",
	}
	for in, want := range cases {
		if got := canonicalNumber(in); got != want {
			t.Errorf("canonicalNumber(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestNumberTokens(t *testing.T) {
	got := numberTokens("Paid $19 (was €40), 1,200 owners, 40% off since 2019, B2B Q3 24/7 on March 3.")
	var surfaces []string
	for _, n := range got {
		surfaces = append(surfaces, n.surface+"="+n.key)
	}
	want := []string{"$19=19", "€40=40", "1,200=1200", "40%=40", "2019=2019", "24=24", "7=7", "3=3"}
	if !reflect.DeepEqual(surfaces, want) {
		t.Errorf("got %q\nwant %q", surfaces, want)
	}
}

func TestSpelledNumbers(t *testing.T) {
	cases := []struct {
		text string
		want []string // values that must be present
	}{
		{"three weeks", []string{"3"}},
		{"twenty five years", []string{"25"}},
		{"two thousand and five", []string{"2005"}},
		{"three hundred owners", []string{"300"}},
		{"ochenta horas", []string{"80"}},
		{"treinta y cinco clientes", []string{"35"}},
		{"dos mil personas", []string{"2000"}},
		{"ciento veinte", []string{"120"}},
	}
	for _, tc := range cases {
		got := spelledNumbers(fold(tc.text))
		sort.Strings(got)
		for _, w := range tc.want {
			i := sort.SearchStrings(got, w)
			if i == len(got) || got[i] != w {
				t.Errorf("spelledNumbers(%q) = %q, missing %q", tc.text, got, w)
			}
		}
	}
	if got := spelledNumbers(fold("five six")); reflect.DeepEqual(got, []string{"5", "6", "11"}) {
		t.Errorf("separate numbers were added up: %q", got)
	}
}

func TestSyllables(t *testing.T) {
	en := map[string]int{"the": 1, "make": 1, "table": 2, "free": 1, "jumped": 1, "wanted": 2,
		"makes": 1, "boxes": 2, "business": 3, "motivation": 4, "consistency": 4, "whale": 1, "people": 2}
	for w, want := range en {
		if got := syllablesEN(w); got != want {
			t.Errorf("syllablesEN(%q) = %d, want %d", w, got, want)
		}
	}
	es := map[string]int{"panadería": 5, "constancia": 3, "motivación": 4, "hoy": 1, "que": 1,
		"poeta": 3, "ciudad": 2, "día": 2, "guía": 2, "semana": 3}
	for w, want := range es {
		if got := syllablesES(w); got != want {
			t.Errorf("syllablesES(%q) = %d, want %d", w, got, want)
		}
	}
}

// sentenceHash must agree with NormalizeSentence: equal keys, equal hashes,
// and the same word count.
func TestSentenceHashMatchesNormalizeSentence(t *testing.T) {
	texts := []string{
		"Here's the link again: https://a.com/x?utm_campaign=one", "here’s the LINK again — https://a.com/x?utm_campaign=two",
		"I wrote this with busy parents in mind.", "i wrote this with busy parents in mind", "  Talk   soon, ", "Talk soon!",
		"Visit www.a.com/b today", "Visit today", "¿Te suena? Ánimo", "te suena ánimo", "", "—", "http://only.link",
		"It worked.", "It failed.", "a b", "ab",
	}
	for _, a := range texts {
		ha, na := sentenceHash(a)
		if want := len(strings.Fields(NormalizeSentence(a))); na != want {
			t.Errorf("sentenceHash(%q) words %d, want %d", a, na, want)
		}
		for _, b := range texts {
			hb, _ := sentenceHash(b)
			if (ha == hb) != (NormalizeSentence(a) == NormalizeSentence(b)) {
				t.Errorf("%q vs %q: hash equal %v, keys %q %q", a, b, ha == hb, NormalizeSentence(a), NormalizeSentence(b))
			}
		}
	}
}
