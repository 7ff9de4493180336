package main

import "testing"

// Faults the read of the eleventh blind batch found, kept fixed on its own briefs.
func TestFourthBlindReadsFaultsStayFixed(t *testing.T) {
	saysNone(t, map[string][]string{
		// notes to self: square brackets, the story announced, a bare "anonymize"
		"bolt-bots-robotics-01-fall-enrollment.json":        {"Want to tell", "too sappy", "Hi,\n\nSecond version", "Hi,\n\nWhole room"},
		"friends-elmwood-library-01-reading-room-fund.json": {"Lisa note", "Odette part first", "photo of Odette", "is the one\n"},
		"gestoria-triana-01-renta-2025.json":                {"no poner el importe", "fallecio", "no sabia", "se quedo", "movil", "de mas ", "autonomicas"},
		"mariachi-los-cardenas-01-quinces-mayo.json":        {"se paro", "Mi papa ", "musicos", "Si estas "},
		"hollow-oak-kombucha-01-growler-club.json":          {"check w/ Dev", "a $4 off", "see for yourself"},
		// frames that do not fit the field, and the sale said twice
		"dentsecure-01-om-nurture-4.json":         {"OK'd using her name"},
		"riposte-fencing-01-jan-intro.json":       {", an Adults,", "for 5-minute", "see for yourself"},
		"glaze-daze-cafe-01-galentines.json":      {"38$", " pp", "It's $38", "By Feb 10\n", "Worth a minute"},
		"suds-on-wheels-01-spring-dematting.json": {"13 yr old", "now's a good time", "at the moment", "on the page right now", "$15 off full groom"},
		"merritt-valuation-01-attorney-q3.json":   {"ANONYMIZE", "uSPAP", "a court-defensible valuations"},
	})
	saysAll(t, map[string][]string{
		"suds-on-wheels-01-spring-dematting.json":    {"$80 instead of $95 through April 30.", "P.S. The $80 price runs through April 30."},
		"bolt-bots-robotics-01-fall-enrollment.json": {"Hi,\n\nPriya joined last spring", "Monday and Wednesday", "club, with LEGO Spike kits and small teams. It ends with a showcase for families."},
		"riposte-fencing-01-jan-intro.json":          {"Intro to Fencing for adults"},
		"glaze-daze-cafe-01-galentines.json":         {"Galentine's night is Feb 13, 6-9pm.", "$38/person includes"},
		"gestoria-triana-01-renta-2025.json":         {"Cuesta desde 45€. Y ahora, 10% de descuento antes del 15/05."},
	})
}
