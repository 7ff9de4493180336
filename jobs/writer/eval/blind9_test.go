package main

import "testing"

// Faults the first read of the sixteenth blind batch found, kept fixed on its own briefs.
func TestNinthBlindReadsFaultsStayFixed(t *testing.T) {
	saysNone(t, map[string][]string{
		"ember-mobile-sauna-01-january-reset.json":         {"over budget", "put that in"},
		"optica-lumen-zaragoza-01-carmen-crucigramas.json": {"esto contarlo", "poner lo del boli", "Carmen hace dos semanas vino Carmen", "Le costó una semana acostumbrarse\n"},
		"eastside-youth-boxing-01-marcus-roof-appeal.json": {"I had been suspended", "Hi,\n\nGrades:"},
	})
	saysAll(t, map[string][]string{
		"eastside-youth-boxing-01-marcus-roof-appeal.json":         {"He had been suspended twice that year", "We're raising $18,000 by Dec 31."},
		"offcut-workshop-01-wedding-board-crack.json":              {"The launch week price is $29 until Sunday at midnight."},
		"optica-lumen-zaragoza-01-carmen-crucigramas.json":         {"Revisión visual gratis en noviembre."}, // its re-read: the campaign's offer was missing
		"confecciones-andes-uniformes-01-logistica-quilicura.json": {"Kit de muestras gratis para empresas de 50+ trabajadores."},
	})
}
