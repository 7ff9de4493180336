package writer

import (
	"slices"
	"testing"
)

// Notes with no subject are the teller's, unless the teller is the one spoken to: then they are
// the story's other person's.
func TestNotesWhereTheTellerIsSpokenToAreTheOtherPersons(t *testing.T) {
	story := "- customer ordered one last yr w/ 4 birthstones, one for each kid\n" +
		"- messaged me in jan, one of the stones is for her son who passed in 2023\n" +
		"- says she touches that one every morning\n" +
		"- asked if I could add a tiny engraved date on the back. did it free obvi\n" +
		"- left a review that made me cry at my packing table"
	got, _ := retellParagraphs(story, "en", "Family Birthstone Necklace")
	want := []string{
		"A customer ordered one last year with 4 birthstones, one for each kid.",
		"She messaged me in January, one of the stones is for her son who passed in 2023.",
		"She says she touches that one every morning.",
		"She asked if I could add a tiny engraved date on the back.",
		"I did it for free, obviously.",
		"She left a review that made me cry at my packing table.",
	}
	if !slices.Equal(got, want) {
		t.Errorf("retold:\n%q\nwant:\n%q", got, want)
	}
}
