package main

import "testing"

// Faults the first read of the fifteenth blind batch found, kept fixed on its own briefs.
func TestEighthBlindReadsFaultsStayFixed(t *testing.T) {
	saysNone(t, map[string][]string{
		"fumigaciones-antioquia-01-restaurantes-invima.json": {"Contact:", "Apúntalo: viernes a las 6pm", "cocinas, técnicos"},
		"ironbloom-strength-01-linda-deadlift.json":          {"The strong at 50+"},
		"kinesio-palermo-01-dolor-lumbar.json":               {"ahora mismo", "15% off", "\nHabía faltado"}, // (its re-read: a subject with no one in it)
		"loosewash-studio-01-course-launch.json":             {"Hi,\n\nI posted one", "They're", "includes 6-module", "10-minute no", "So when"},
		"oakley-shoe-repair-01-resole-season.json":           {"P.S. The good part almost never does."},
		"spokewise-bikes-01-spring-tuneup.json":              {"It includes brake bleed"},
		"taller-garza-01-revision-vacaciones.json":           {"ahora mismo", "Precio especial:"},
		"wrapworks-fleet-graphics-01-roi-numbers.json":       {"covers $19,350", "I \"Saw", "Hi,\n\nApril to June"},
	})
	saysAll(t, map[string][]string{
		"kinesio-palermo-01-dolor-lumbar.json":         {"Atendemos OSDE y Swiss Medical con reintegro."},
		"ramps-for-neighbors-01-year-end-appeal.json":  {"We're raising $18,000 by Dec 31 for 40 ramps."},
		"taller-garza-01-revision-vacaciones.json":     {"Solo con cita del 18 al 28 de marzo."}, // its re-read: the condition was lost
		"loosewash-studio-01-course-launch.json":       {"Loose Florals is a 6-module online watercolor course", "It's normally $149."},
		"wrapworks-fleet-graphics-01-roi-numbers.json": {"Hi,\n\nKessler Electric had 4 white vans", "$3,400 per van, that's $13,600 total"},
	})
}
