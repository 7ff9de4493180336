package writer

import (
	"strings"
	"testing"
)

// Faults the first read of the tenth blind batch found in joins, notes and asides.
func TestBatchJJoinsAndNotes(t *testing.T) {
	if bareSingularBenefit("knives back same day, sharper than new") {
		t.Error("a plural benefit takes 'a'")
	}
	in := bakeryInput()
	in.CallToAction, in.KeyBenefit, in.Price, in.SalePrice = "donate", "keeps local voices on the air", "", ""
	in.ContentFocus = "fall pledge drive. goal $42,000, we're at $29,350 as of Thursday AM (update # before send!!)"
	res := write(t, in)
	for _, want := range []string{"Your gift keeps local voices on the air.", "we're at $29,350 as of Thursday AM."} {
		if !strings.Contains(res.Content, want) {
			t.Errorf("want %q in\n%s", want, res.Content)
		}
	}
	if got := readerClause("current listeners who haven't pledged yet this year + lapsed members from 2023", "en"); got != "you haven't pledged yet this year" {
		t.Errorf("readerClause = %q", got)
	}
	if got := readerClause("current clients w/ dogs + cats 7yrs and older", "en"); strings.HasPrefix(got, "you have dogs") && !strings.Contains(got, "cats") {
		t.Errorf("readerClause split a compound: %q", got)
	}
	for in, want := range map[string]string{
		"I opened the shop in 2016 (after the whole thing with the landlord which is a different story) and I see it.": "I opened the shop in 2016 and I see it.",
		"It kills me. Also my grandpa's tank went to my uncle and he let it crash but whatever.":                       "It kills me.",
		"Mom cried. Point = I only do 22 so each one gets attention.":                                                  "Mom cried. I only do 22 so each one gets attention.",
	} {
		if got := dropNotesToSelf(in, "en"); got != want {
			t.Errorf("dropNotesToSelf(%q) = %q, want %q", in, got, want)
		}
	}
	c := &composer{in: bakeryInput(), lang: "en"}
	c.in.ContentFocus = "galaga tournament night. 48 player cap. 21+ ONLY make sure that's in there"
	if facts := strings.Join(c.topicFacts(), "|"); strings.Contains(facts, "make sure") {
		t.Errorf("topicFacts = %q", facts)
	}
}

// A span of work is said as such, a player cap is a limit, and what someone said in a note
// is theirs (batch J).
func TestBatchJSpansCapsAndSpeech(t *testing.T) {
	in := bakeryInput()
	in.ProductName, in.ProductDescription = "Series A Readiness Sprint", "6 weeks fractional CFO work: financial model rebuild, unit economics, data room"
	if res := write(t, in); !strings.Contains(res.Content, "is 6 weeks of fractional CFO work: financial model rebuild") {
		t.Errorf("a span of work:\n%s", res.Content)
	}
	if !fewLeft.MatchString("48 player cap") {
		t.Error("a player cap is no limit")
	}
	got := strings.Join(retellLines("- during those 9 days we got 214 calls\n- one from Ruth Anne, 84, listens every Saturday. said the silence in her kitchen was loud", "en", ""), " ")
	if !strings.Contains(got, "She said the silence") {
		t.Errorf("retell = %q", got)
	}
}

// A figure a note says is still to be checked is not told; the rest of the field is (batch J's
// re-read: "We've tested 3,000+ water samples since 2016" went out with its check dropped).
func TestAFigureToCheckIsNotTold(t *testing.T) {
	got := dropFieldNotes("Free water testing for life with kit. We've tested 3,000+ water samples since 2016 (check this # with Marcy)")
	if got != "Free water testing for life with kit." {
		t.Errorf("dropFieldNotes = %q", got)
	}
}
