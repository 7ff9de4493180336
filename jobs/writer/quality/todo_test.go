package quality

import (
	"strings"
	"testing"
)

// The brief's own notes to check something before sending are kept in front of the user
// (blind batches G and H: none of them was shown).
func TestOpenChecksInTheBriefAreShown(t *testing.T) {
	for _, c := range []struct {
		name  string
		brief Brief
		want  []string
	}{
		{"title", Brief{Title: "senior pet wellnes email - oct (check w/ dr anand b4 sending)"}, []string{"check w/ dr anand b4 sending"}},
		{"spanish title", Brief{Title: "mail matricula enero - italiano A1 (REVISAR precios con Marta!!)"}, []string{"REVISAR precios con Marta!!"}},
		{"do not send, in spanish", Brief{Title: "mail lumbar - programa espalda (NO MANDAR todavia)"}, []string{"NO MANDAR todavia"}},
		{"topic", Brief{Topic: "need to mention donations are tax deductible (we're under the council 501c3 - double check exact wording w/ Mr. Hale)"}, []string{"double check exact wording w/ Mr. Hale"}},
		{"proof aside", Brief{Proof: "300+ corporate groups incl Nationwide + OhioHealth (can we say names? check)"}, []string{"can we say names? check"}},
		{"story aside", Brief{Story: "On ~$48k/mo revenue that's roughly +$37k/mo?? Double check that math before sending. Also saved $612/mo."}, []string{"Double check that math before sending"}},
		{"number to check", Brief{Proof: "We've tested 3,000+ water samples since 2016 (check this # with Marcy)"}, []string{"check this # with Marcy"}},
		{"compliance", Brief{Topic: "auto refi promo runs May 1-June 30. Compliance needs 'APR = Annual Percentage Rate' spelled out"}, []string{"Compliance needs"}},
		{"ask her", Brief{Proof: `"best money I spend all December" - Karen B. (ok to use last name? ask her)`}, []string{"ok to use last name? ask her"}},
		{"question to self", Brief{Topic: "promo de verano. ojo con lo de la restricción de riego, ¿lo mencionamos o mejor no?"}, []string{"¿lo mencionamos o mejor no?"}},
		// (batch K) square brackets, a decision still to make, an anonymising not done
		{"square note", Brief{Story: "That's why we picked this year's goal. [do we have a photo of Odette at her table? ask her permission first]"}, []string{"photo of Odette"}},
		{"decision", Brief{Story: "Ahora viene cada año en abril. [no poner el importe exacto si queda raro, decidir]"}, []string{"decidir"}},
		{"anonymize", Brief{Story: "Case from March (ANONYMIZE!). Atty in Montclair had an estate w/ 3 heirs."}, []string{"ANONYMIZE"}},
		// (batch L) an edit still to decide, a line the email must carry
		{"edit", Brief{Story: "She fell asleep at a red light. (Gloria — maybe cut the red light part if it's too much? idk)"}, []string{"maybe cut the red light part"}},
		{"nda", Brief{Story: "We ran it for a 220-bed hospital (can't name them, NDA — say \"regional health system\")."}, []string{"NDA"}},
		{"disclaimer", Brief{Story: "Le regresaron $2,900. (ojo - NO prometer reembolsos, cada caso es diferente, poner eso en el email)"}, []string{"NO prometer reembolsos"}},
	} {
		got := checkTodo(c.brief)
		if got.Status != Warn || got.Message == "" {
			t.Errorf("%s: %+v", c.name, got)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(got.Detail, w) {
				t.Errorf("%s: detail %q lacks %q", c.name, got.Detail, w)
			}
		}
	}
	// the reader's text is no note: "we verify every contractor" is the story's
	for _, b := range []Brief{
		{Title: "spring tune-up", Topic: "tune-ups before the first cold snap, ends april 14"},
		{Title: "jan cold snap email", Topic: "winter pipe check before the next freeze; get commuters in for a tire + tube check before winter"},
		{Title: "xmas case email DRAFT 3 final final (use this one)"},    // a title's "draft" is its name, not a check
		{Topic: "IL pay transparency law. pushing the compliance audit"}, // a compliance product is no note
		{Topic: "want ppl to REPLY w their date so i can check availability before sending tasting boxes"},
		{Topic: "Objetivo: llenar antes del 5 de sept para confirmar al refugio"},
		{Story: "We verify every contractor before they set foot in your house. You get a confirmation email."},
		{Story: "Client (anonymize - 'a 140-person logistics co in Joliet'). Oct 3 they called us."}, // done by the writer
		{Story: "It wasn't the robot. [dont make this too sappy]"},                                   // a note on style, no check
		{Topic: "clases de tango para principiantes, no hace falta venir en pareja"},                 // "hace falta" is no "falta"
	} {
		if got := checkTodo(b); got.Status != Pass {
			t.Errorf("a note where there is none: %+v", got)
		}
	}
}
