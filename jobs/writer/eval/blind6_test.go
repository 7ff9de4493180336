package main

import (
	"strings"
	"testing"
)

// Faults the first read of the thirteenth blind batch found, kept fixed on its own briefs.
func TestSixthBlindReadsFaultsStayFixed(t *testing.T) {
	saysNone(t, map[string][]string{
		"dd214-to-hired-01-marcus-73-applications.json":    {"\nIt's $349. Right now", "memorial day", "week campaign"},
		"elenis-greek-bakery-01-yiayia-tsoureki.json":      {",:", "so tell people early"},
		"keys-for-grownups-01-denise-ode-to-joy.json":      {"This is the one I always tell", "P.S. The early bird price is $199"},
		"espai-poblenou-cowork-01-piso-gracia.json":        {" and primer", "si se apuntan"},
		"parrilla-de-aurelio-01-don-aurelio-domingos.json": {"no sé si poner"},
		"redline-tabletop-01-ambulance-diversion.json":     {"can't name them", "'em director", "midwest Scenario"},
		"little-oak-printables-01-pizza-math-freebie.json": {"to grow list", "P.S. THE NEXT DAY"},
		"paws-on-call-01-walter-dog-day.json":              {"for 20-minute about"},
		"millers-hardware-01-dads-lend-book.json":          {"Hi,\n\nOnly 11", "Remember: only 11", "life?\n\nTake mine", "You pay weekend", "It's from"},
	})
	saysAll(t, map[string][]string{
		"paws-on-call-01-walter-dog-day.json":              {"We're 501c3. Receipts auto emailed."},     // "need to mention…" asks for both
		"little-oak-printables-01-pizza-math-freebie.json": {"before the full curriculum launch Aug 1"}, // the aim goes, the fact stays
		"millers-hardware-01-dads-lend-book.json":          {"Also: weekend for 1-day price."},          // a standing deal is no "right now"
	})
	if res := writeBrief(t, "espai-poblenou-cowork-01-piso-gracia.json"); !strings.Contains(res.Content, "La terraza y el café de Colombia") {
		t.Errorf("'ojo mencionar…' asks for a line:\n%s", res.Content)
	}
	if res := writeBrief(t, "clearpath-access-01-eaa-quick-scan.json"); !strings.Contains(res.Content, "Book a 20-minute call: https://") {
		t.Errorf("the topic's CTA is the link's label:\n%s", res.Content)
	}
	// a quote subject is one quote, never the words between two
	if res := writeBrief(t, "keys-for-grownups-01-denise-ode-to-joy.json"); strings.Contains(strings.Join(res.Subjects, "\n"), `" and aimed for "`) {
		t.Errorf("subjects %q", res.Subjects)
	}
	// a price with its own terms beside a plain sale is said, never left out
	if res := writeBrief(t, "clearflow-gutters-01-hadley-ice-dam.json"); !strings.Contains(res.Content, "$169 average 2 story") {
		t.Errorf("the price is not said:\n%s", res.Content)
	}
}
