package writer

import "testing"

func TestProofIsSaidByTheBusiness(t *testing.T) {
	for _, tc := range []struct {
		proof, lang string
		one         bool
		want        string
	}{
		{"312 ramps built since 2016, all volunteer built", "en", false, "We've built 312 ramps since 2016, all volunteer built."},
		{"200+ homes organized since 2020", "en", true, "I've organized 200+ homes since 2020."},
		{"600+ facilities inspected since 2017, SEMA-trained inspectors", "en", false, "We've inspected 600+ facilities since 2017 with SEMA-trained inspectors."},
		{"20 years in business", "en", false, "We've been in business for 20 years."},
		{"15+ years serving the North Shore", "en", false, "We've spent 15+ years serving the North Shore."},
		{"más de 120 cocinas atendidas, técnicos certificados", "es", false, "Hemos atendido más de 120 cocinas con técnicos certificados."},
		{"más de 20 años en la colonia Mitras", "es", false, "Llevamos más de 20 años en la colonia Mitras."},
		{"+300 rampas construidas desde 2016", "es", false, "Hemos construido +300 rampas desde 2016."},
		// other shapes keep their frame
		{"4.9 stars on Google (300+ reviews)", "en", false, ""},
		{"Kessler Electric: $13,600 spent, $19,350 in tracked jobs in 90 days", "en", false, ""},
		{"Dr. Patel Family Dentistry - 0 complaints in 5 months", "en", false, ""},
		{"+1.200 alumnos desde 2011, 4,8 en Google", "es", false, ""},
		{"más de 400 corredores atendidos, fisioterapeutas certificados, 4.9 en Google", "es", false, ""},
		{"3 years in a row voted best bakery", "en", false, ""},
	} {
		if got := proofAsSentence(tc.proof, tc.lang, tc.one); got != tc.want {
			t.Errorf("proofAsSentence(%q) = %q, want %q", tc.proof, got, tc.want)
		}
	}
}
