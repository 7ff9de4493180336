package main

import "testing"

// Faults the first read of the fourteenth blind batch found, kept fixed on its own briefs.
func TestSeventhBlindReadsFaultsStayFixed(t *testing.T) {
	saysNone(t, map[string][]string{
		"brightside-solar-wash-01-hendersons-panels.json": {"ask Dave"},
		"charla-con-vale-01-pack-conversacion.json":       {"50 minutes"},
		"common-ground-couples-01-weekend-workshop.json":  {"They cost", "Hey friend,\n\nOnce we said THAT"},
		"northfield-youth-soccer-01-fall-reg.json":        {"You11", "No ONE"},
		"strongher-defense-01-ali-story.json":             {"mention in email", "not+fear"},
		"sonrisa-dental-tj-01-implantes-carol.json":       {"tenemos foto", "EE.UU. Atendidos", "vs. Precios"},
	})
	saysAll(t, map[string][]string{
		"common-ground-couples-01-weekend-workshop.json": {"HSA/FSA eligible with receipt."},
		"northfield-youth-soccer-01-fall-reg.json":       {"No one is turned away.", "(U11 Hornets)"}, // "(say this!!)" asks for it
		"second-spin-vintage-01-fill-a-bag.json":         {"Come in Saturday.", "this Saturday only 10am-4pm", "Excludes the designer rack and jewelry case.", "Cash or card."},
	})
}
