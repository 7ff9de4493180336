package main

import "testing"

// Faults the first read of the seventeenth blind batch found, kept fixed on its own briefs.
func TestTenthBlindReadsFaultsStayFixed(t *testing.T) {
	saysNone(t, map[string][]string{
		"ascensores-andinos-01-caso-torre-laureles.json":  {"menciónó", "tienes una repuestos"},
		"bensons-appliance-repair-01-walters-maytag.json": {"Also: waived with repair"},
		"deep-blue-aquarium-care-01-reef-tank-rob.json":   {"I called us"},
		"harborline-customs-01-entry-audit.json":          {"She came to us"},
		"purlwise-knits-01-harbour-launch.json":           {"Get Harbour Cardigan pattern"},
		"ridgeline-chimney-sweep-01-fall-booking.json":    {"You get a light"},
	})
	saysAll(t, map[string][]string{
		"bensons-appliance-repair-01-walters-maytag.json":         {"The diagnostic is $49, waived with repair."},
		"lavanderia-la-burbuja-01-domicilio-narvarte.json":        {"código BURBUJA20 hasta el 15 de junio", "P.D. Tu código: BURBUJA20, hasta el 15 de junio."}, // its re-read: said once, not four times
		"estudio-tango-boedo-01-principiantes-marzo.json":         {"No hace falta venir en pareja."},
		"mill-creek-watershed-alliance-01-year-end-culverts.json": {"Every dollar you give is doubled up to $15k."},
		"deep-blue-aquarium-care-01-reef-tank-rob.json":           {"for the first month"},
	})
}
