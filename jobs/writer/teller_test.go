package writer

import "testing"

// Batch P: an email signed by Dre said "Coach Dre started giving him the key".
func TestTheTellerByTitleIsI(t *testing.T) {
	for _, tc := range []struct{ story, sender, want string }{
		{"- first 3 weeks he hid\n- Coach Dre started giving him the key\n- he said to me 'coach'", "Dre", "- first 3 weeks he hid\n- I started giving him the key\n- he said to me 'coach'"},
		{"He came in scared. Coach Dre gave him the key. I watched.", "Dre", "He came in scared. I gave him the key. I watched."},
		{"He came in scared. Coach Dre gave him the key.", "Dre", "He came in scared. Coach Dre gave him the key."}, // no "I": told of someone
		{"I met him at Coach Dre's gym.", "Dre", "I met him at Coach Dre's gym."},                                   // not a subject
		{"I watched Coach Sam take over.", "Dre", "I watched Coach Sam take over."},                                 // another coach
	} {
		if got := tellerByTitle(tc.story, tc.sender, "en"); got != tc.want {
			t.Errorf("tellerByTitle(%q) = %q, want %q", tc.story, got, tc.want)
		}
	}
}
