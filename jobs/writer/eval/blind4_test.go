package main

import (
	"strings"
	"testing"
)

// Faults the read of the eleventh blind batch found, kept fixed on its own briefs.
func TestFourthBlindReadsFaultsStayFixed(t *testing.T) {
	for file, bad := range map[string][]string{
		// notes to self: square brackets, the story announced, a bare "anonymize"
		"bolt-bots-robotics-01-fall-enrollment.json":        {"Want to tell", "too sappy", "Hi,\n\nSecond version", "Hi,\n\nWhole room"},
		"friends-elmwood-library-01-reading-room-fund.json": {"Lisa note", "Odette part first", "photo of Odette"},
		"gestoria-triana-01-renta-2025.json":                {"no poner el importe", "fallecio", "no sabia", "se quedo", "movil", "de mas ", "autonomicas"},
		"merritt-valuation-01-attorney-q3.json":             {"ANONYMIZE"},
		"mariachi-los-cardenas-01-quinces-mayo.json":        {"se paro", "Mi papa ", "musicos", "Si estas "},
		"hollow-oak-kombucha-01-growler-club.json":          {"check w/ Dev"},
	} {
		res := writeBrief(t, file)
		text := strings.Join(res.Subjects, "\n") + "\n" + res.PreviewText + "\n" + res.Content
		for _, b := range bad {
			if strings.Contains(text, b) {
				t.Errorf("%s says %q:\n%s", file, b, text)
			}
		}
	}
}
