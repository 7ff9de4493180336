package main

import (
	"slices"
	"strings"
	"testing"
)

// Faults the reads of the fourth and fifth blind batches found, kept fixed on their own briefs.
func TestSecondBlindReadsFaultsStayFixed(t *testing.T) {
	for file, bad := range map[string][]string{
		// the teller is spoken to: the customer acts ("I messaged me", "I left a review")
		"wren-and-wire-jewelry-01-mothers-day.json": {"I messaged me", "I asked if I could", "I left a review", "includes 14k", "gift box including"},
		// the ask with its reason is made; the webinar's notes to self never reach the reader
		"low-tide-brewing-01-hazy-release.json":              {"Details here:", "includes 6.8%", "The price right now:", "If you come in weekends"},
		"ironlock-cyber-01-phishing-webinar.json":            {"ok to say industry", "goal 60", "too scary"},
		"kiln-and-clay-supply-01-glaze-sampler.json":         {"jar supplier drama"},
		"brightside-solar-01-worth-it-guide.json":            {"with o talking", "verify", "Customer story", "I installed"},
		"ridgeline-commercial-roofing-01-pm-inspection.json": {"P.S. Book here:", "\nMaintain 140+"},
		"brightpath-tutoring-01-fall-sat-cohort.json":        {"Teh ", "buisness"},
		"spinwell-events-01-fall-dates.json":                 {"Some context first", "double check", "Kel"},
		"bytebuddies-camp-01-summer-apps.json":               {"It gives you your kid", " w ", "theyd", "cracking was up"},
		"wildstem-florals-01-mothers-day.json":               {"You get looks like", "This years"},
		"autoescuela-el-puente-01-intensivo-julio.json":      {"habia", "aprobo", "no se que", "En oferta:"},
		// the sixth batch: notes to self, numbers split at their commas, pronouns after "named"
		"dog-eared-books-01-moving-sale.json":                 {"Save for the 2nd one", "fill a bag", "Right now it's 30%", "Get Moving Sale", "gives you huge"},
		"ingles-con-marisol-01-inscripciones-septiembre.json": {"Ofrecer clase", "x zoom"},
		"tinta-negra-studio-01-flash-day.json":                {"Mandar esto"},
		"riverside-stingrays-swim-01-fall-fundraiser.json":    {"\n000 by", ". 000 by"},
		"tidy-nest-organizing-01-garage-reset.json":           {"About 1.", "on list"},
		"brennan-estate-law-01-will-review.json":              {"named Her", "Nov 1. Dec 15."},
		"fungi-fellas-01-grow-kit-launch.json":                {"named It", "'uhh kinda\n"},
		"hollow-creek-farm-01-csa-signup.json":                {"They swapped", "They got like 30"},
	} {
		res := writeBrief(t, file)
		text := strings.Join(res.Subjects, "\n") + "\n" + res.Content
		for _, b := range bad {
			if strings.Contains(text, b) {
				t.Errorf("%s says %q:\n%s", file, b, text)
			}
		}
	}
	// a count's own "they" points at the count: the proof is a subject line again
	if res := writeBrief(t, "bytebuddies-camp-01-summer-apps.json"); !slices.Contains(res.Subjects, "94% of parents said they'd send again") {
		t.Errorf("subjects %q", res.Subjects)
	}
	saysAll(t, map[string][]string{
		"low-tide-brewing-01-hazy-release.json":             {"RSVP here so we know how many tacos to order:", "You're invited to the new hazy IPA release party Saturday the 14th."},
		"eastside-community-pantry-01-year-end-appeal.json": {"We're raising $60k by Dec 31"},
		"harmon-piano-tuning-01-spring-tuning.json":         {"P.S. April slots are filling up."},
		"wren-and-wire-jewelry-01-mothers-day.json":         {"Order by May 2 for Mother's Day:"},
		"bytebuddies-camp-01-summer-apps.json":              {"Ages 9-13.", "The early bird price is $349 until Apr 30."},
		"northgate-chiropractic-01-desk-pain-tom.json":      {"Hi,\n\nTom is 41"},
	})
}
