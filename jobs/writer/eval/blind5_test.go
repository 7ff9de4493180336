package main

import "testing"

// Faults the first read of the twelfth blind batch found, kept fixed on its own briefs.
func TestFifthBlindReadsFaultsStayFixed(t *testing.T) {
	saysNone(t, map[string][]string{
		// notes to self and to colleagues, in brackets and in the topic
		"haven-home-care-01-respite-may.json":         {"maybe cut", "Send before Mother's Day"},
		"impuestos-lupita-ela-01-temporada-itin.json": {"ojo", "NO prometer"},
		"little-bums-boise-01-spring-free.json":       {"mention Theo", "-.", "the sale price is first"},
		"clearpath-access-01-eaa-quick-scan.json":     {"Cta =", "Offering our", "Hi,\n\nWe found", " msgs "},
		"truckbooks-app-01-shoebox-q1.json":           {"Q1 push", "They're"},
		// fields in frames they do not fit
		"rosie-bakes-ballard-01-jan-class.json":   {"a finally get"},
		"dog-ear-books-cafe-01-loyalty-card.json": {"You get 10th"},
		"dj-marcus-vega-01-fall-dates.json":       {"You pay 10% off"},
	})
	// facts the read found dropped
	saysAll(t, map[string][]string{
		"haven-home-care-01-respite-may.json":         {"Free in-home assessment with our RN (Tamika)."},
		"dj-marcus-vega-01-fall-dates.json":           {"It includes ceremony sound, MC, and uplighting."},
		"eastside-grows-01-plot-registration.json":    {"Nobody is turned away for lack of money.", "Orientation Mar 15, 10am at the shed.", "12 new plots this year"},
		"impuestos-lupita-ela-01-temporada-itin.json": {"Dirección: 4512 Whittier Blvd."},
		"cafe-cordillera-01-suscripcion.json":         {"Sin permanencia."},
		"riposte-fencing-01-jan-intro.json":           {"No experience needed.", "Only 12 spots."},
		"dog-ear-books-cafe-01-loyalty-card.json":     {"Cards at the register."},
	})
}
