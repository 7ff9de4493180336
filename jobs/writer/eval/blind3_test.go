package main

import (
	"slices"
	"strings"
	"testing"
)

// Faults the reads of the seventh to tenth blind batches found, kept fixed on their own briefs.
func TestThirdBlindReadsFaultsStayFixed(t *testing.T) {
	saysNone(t, map[string][]string{
		// a benefit or price joined by a frame its words do not fit
		"kesslers-hardware-01-spring-lawn.json":         {"You get a we'll", "Right now it's 20% off", "\n\nSunday Apr 13", "want people to know"},
		"hollis-brothers-funeral-01-coffee-can.json":    {"You get your family", "Nov = National", "Onward,"},
		"signwithkai-01-thanksgiving.json":              {"a hold a real", "Join by Jan 20:", "With love,"},
		"highdesert-vanworks-01-q3-slots.json":          {"a built around", "It's builds", "Reply. The details", "Take your time"},
		"clearpath-hr-01-il-pay-transparency.json":      {"It starting at", "anonymize"},
		"limpiezas-brisa-01-anfitriones-verano.json":    {"Ahora está a 1ª", "Si no, desde", "También hay 1ª"},
		"guarderia-los-girasoles-01-inscripciones.json": {"Ahora está a inscripción", "Si no, $4,800"},
		"grace-lutheran-oakdale-01-elevator-fund.json":  {"Speak soon,", ". Install an elevator", ". Stopped coming"},
		"rootedbirth-doula-01-vbac-story.json":          {". Came to me", "Book yours here"},
		// the eighth batch: notes to self, unchecked figures, joins
		"cork-and-ladder-01-holiday-case.json":        {"ok to use last name", "kind of a long one", "Hi friend,\n\nWhen I opened", "12 btls"},
		"halyard-themes-01-speed-checklist.json":      {"ok'd to use", "Double check", "$37k"},
		"lockbox-escape-01-preview-night.json":        {"can we say names", "Real goal"},
		"rafa-chess-01-climb-teaser.json":             {"List is about", "2nd teaser", "price of $99 (waitlist only).", "a 8"},
		"troop-214-oak-hollow-01-campership.json":     {"Your gift means send"},
		"maple-ridge-vet-01-senior-wellness.json":     {"(Oct only) (normally", "Last years"},
		"jardines-ortiz-01-xerojardin.json":           {" q ", " xq ", "nos llamó la sra\n"},
		"lingua-viva-valencia-01-italiano-enero.json": {" q ", " xq "},
		"kneaded-time-01-mothers-day.json":            {"Reply. The details"},
		"clearwater-hearing-01-free-screening.json":   {" appt "},
		// the ninth batch: notes, asides, wrong person, a past day as a date to save
		"northgate-it-01-backup-check.json":                 {"I lost quote files", "I signed with us", "Outreach to cold", "Save the date: Friday"},
		"riverbend-fcu-01-auto-refi.json":                   {"Member story", "approved by Tanya", "Compliance needs"},
		"olaviva-surf-01-principiantes-verano.json":         {"Meta:"},
		"harborlight-hospice-01-volunteer-drive.json":       {" Recruiting 20", "\nRecruiting 20", "\nReply. "},
		"neveria-dona-chela-01-aniversario.json":            {"no tiene que ver"},
		"mike-torrance-golf-01-slice-fix.json":              {"another story"},
		"keystone-home-inspections-01-buyer-checklist.json": {"Whitfield"},
		"lakeshore-symphony-01-year-end-appeal.json":        {"At Garfield"},
		"basecamp-bouldering-01-learn-to-climb.json":        {"Point:"},
		// the tenth batch
		"edgeonwheels-01-spring-restaurant-route.json": {"a knives"},
		"pixelpint-01-galaga-night.json":               {"make sure that's in there", "no rush to decide"},
		"reefandriver-01-nano-tank-kit.json":           {"check this #", "different story", "but whatever", "Hi friend,\n\nEvery Sunday"},
		"sugarandtier-01-tasting-spots.json":           {"Point ="},
		"wkvr-01-pledge-final-48.json":                 {"update # before send", "Your gift means keeps", "I said the silence", "+ lapsed members"},
		"pirineoenduro-01-septiembre-plazas.json":      {"no viene al caso"},
		"runwaycfo-01-series-a-readiness.json":         {"has 6 weeks fractional"},
	})
	saysAll(t, map[string][]string{
		"kesslers-hardware-01-spring-lawn.json":        {"We'll actually tell you what your lawn needs", "Spring Lawn & Garden Weekend runs Friday Apr 11–Sunday Apr 13."},
		"signwithkai-01-thanksgiving.json":             {"Join by Jan 20 for the early bird price:"},
		"highdesert-vanworks-01-q3-slots.json":         {"Reply with your van model and budget.", "Builds are typically $65k-$110k.", "$5k deposit holds slot."},
		"grace-lutheran-oakdale-01-elevator-fund.json": {"Our goal is $180,000, and we're at $112,450 as of Nov 20."},
		"limpiezas-brisa-01-anfitriones-verano.json":   {"Además, 1ª limpieza al 50%."},
		"clearwater-hearing-01-free-screening.json":    {"We take Medicare Advantage plans (Humana, Aetna, UHC)."},
		"cork-and-ladder-01-holiday-case.json":         {"Only 75 cases this year.", "Order by Dec 8:"},
		"lockbox-escape-01-preview-night.json":         {"RSVP for preview night by Feb 14:"},
		"kneaded-time-01-mothers-day.json":             {"Reply with how many you want."},
		"troop-214-oak-hollow-01-campership.json":      {"Your gift can send a kid to a week of camp."},
	})
	if res := writeBrief(t, "highdesert-vanworks-01-q3-slots.json"); !slices.Contains(res.Subjects, "2 build slots opened up for Q3") {
		t.Errorf("subjects %q", res.Subjects)
	}
	// the preview is the story's point, not the opening line again
	if res := writeBrief(t, "hollis-brothers-funeral-01-coffee-can.json"); !strings.HasPrefix(res.PreviewText, "Planning ahead isn't morbid.") {
		t.Errorf("preview %q", res.PreviewText)
	}
}
