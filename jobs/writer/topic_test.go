package writer

import (
	"strings"
	"testing"
)

// An invitation, an appeal, a reminder or open orders the story never mentions are said to
// the reader, reworded, never pasted; a topic of another shape, or one the email already
// tells, adds nothing.
func TestTheTopicsAskIsSaid(t *testing.T) {
	for _, c := range []struct{ topic, lang, want string }{
		{"Invite merchants to a live walkthrough of our new low-stock forecasting feature", "en", "You're invited to a live walkthrough of our new low-stock forecasting feature."},
		{"invite to free tax webinar Thursday", "en", "You're invited to a free tax webinar Thursday."},
		{"Year-end fundraiser to replace our stage lighting system before the spring musical", "en", "We're raising money to replace our stage lighting system before the spring musical."},
		{"Reminder to restaurant owners that kitchen exhaust hood cleaning is due / fire code inspections", "en", "A quick reminder: kitchen exhaust hood cleaning is due."},
		{"Pedidos de Rosca de Reyes para el 6 de enero, ya esta abierto", "es", "Ya puedes hacer tu pedido de Rosca de Reyes para el 6 de enero."},
		{"why we bake sourdough the slow way", "en", ""},
		{"invitation to the Consistency Playbook", "en", ""}, // the product says it
	} {
		in := bakeryInput()
		in.ContentFocus = c.topic
		if c.lang == "es" {
			in.Story = "Mi abuela hacía la rosca cada año. Ahora la hacemos con su receta, igual que ella."
		}
		comp := &composer{in: in, lang: c.lang}
		if got := comp.topicLine(); got != c.want {
			t.Errorf("topicLine(%q) = %q, want %q", c.topic, got, c.want)
		}
	}
	in := bakeryInput()
	in.ContentFocus = "Invite merchants to a live walkthrough of our new low-stock forecasting feature"
	if res := write(t, in); !strings.Contains(res.Content, "You're invited to a live walkthrough") {
		t.Errorf("the invitation is not in the email:\n%s", res.Content)
	}
}
