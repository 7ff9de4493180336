package writer

import "testing"

// Notes to self the first read of the eleventh blind batch found in the emails: square
// brackets, a story announced before it is told, consent set off by a dash.
func TestBatchKNotesToSelf(t *testing.T) {
	for in, want := range map[string]string{
		"Want to tell the Priya story (got her mom's OK, she said first names only). Priya joined last spring.": "Priya joined last spring.",
		"She got to fail twice in a room where failing was normal. [dont make this too sappy]":                  "She got to fail twice in a room where failing was normal.",
		"Small gifts really add up. [Lisa note: keep Odette part first, numbers after]":                         "Small gifts really add up.",
		"Dr. Alvarez's practice in Tampa (4 chairs, 11 staff) - she OK'd using her name. Dec 2023 it began.":    "Dr. Alvarez's practice in Tampa (4 chairs, 11 staff). Dec 2023 it began.",
		"Case from March (ANONYMIZE!). Atty in Montclair had an estate.":                                        "Case from March. Atty in Montclair had an estate.",
		// the twelfth batch: asides to a colleague about the email
		"She said I can't do this anymore. (Gloria — maybe cut the red light part if it's too much? idk it's the real part)": "She said I can't do this anymore.",
		"Now 140 families.\n- (mention Theo is now the one who 'helps' fold? cute but maybe too much)":                       "Now 140 families.",
	} {
		if got := dropNotesToSelf(in, "en"); got != want {
			t.Errorf("dropNotesToSelf(%q) = %q, want %q", in, got, want)
		}
	}
	if got := dropFieldNotes("Founding members lock price for 2025 - first 150 only. [check w/ Dev if 150 is right]"); got != "Founding members lock price for 2025 - first 150 only." {
		t.Errorf("dropFieldNotes = %q", got)
	}
}
