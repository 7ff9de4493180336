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
		{"invite mug club + locals to the new hazy IPA release party sat the 14th. need rough headcount for the taco truck", "en", "You're invited to the new hazy IPA release party Saturday the 14th."},
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

// A topic's day to act by goes with the step, and a gift's occasion with it.
func TestTheTopicsDayAndOccasionGoWithTheStep(t *testing.T) {
	in := bakeryInput()
	in.ContentFocus = "mothers day push for the playbook, order by may 2 bc of engraving time"
	if res := write(t, in); !strings.Contains(res.Content, "Order by May 2 for Mother's Day: https://") {
		t.Errorf("the step lacks the day and the occasion:\n%s", res.Content)
	}
	in.ContentFocus = "spring push for the playbook, order by may 2"
	if res := write(t, in); !strings.Contains(res.Content, "Order by May 2: https://") {
		t.Errorf("the step lacks the day:\n%s", res.Content)
	}
}

// An ask with its reason keeps both, the link after the verb; the P.S. asks again without the reason.
func TestAnAskWithItsReasonIsSaidWhole(t *testing.T) {
	in := bakeryInput()
	in.CallToAction = "RSVP so we know how many tacos to order"
	res := write(t, in)
	if !strings.Contains(res.Content, "RSVP here so we know how many tacos to order: https://") {
		t.Errorf("the ask is lost:\n%s", res.Content)
	}
	if strings.Count(res.Content, "tacos") != 1 {
		t.Errorf("the reason is said twice:\n%s", res.Content)
	}
	// an invitation goes to the whole list: no "If you come in weekends, RSVP here"
	in.TargetAudience = "mug club + whole email list, locals 25-45 who come in weekends"
	if res := write(t, in); strings.Contains(res.Content, "P.S. If you") {
		t.Errorf("the P.S. turns readers away:\n%s", res.Content)
	}
}

// A limit the topic states is the email's news: the P.S. and a subject line say it.
func TestALimitInTheTopicIsSaid(t *testing.T) {
	for _, c := range []struct{ topic, lang, want string }{
		{"reminder to book spring tuning before humidity swings, april slots filling up", "en", "April slots are filling up."},
		{"promo de verano para baño y corte, avisar que los sabados ya casi no quedan huecos", "es", "Los sábados ya casi no quedan huecos."},
		{"spring tuning before humidity swings", "en", ""},
	} {
		if got := topicClauses(c.topic, c.lang); got != c.want {
			t.Errorf("topicClauses(%q) = %q, want %q", c.topic, got, c.want)
		}
	}
	in := bakeryInput()
	in.ContentFocus = "reminder to book spring tuning before humidity swings, april slots filling up"
	res := write(t, in)
	if !strings.Contains(res.Content, "P.S. April slots are filling up.") {
		t.Errorf("the limit is not the P.S.:\n%s", res.Content)
	}
}

// An appeal's goal in the topic is said once the reader knows what a gift does.
func TestAnAppealsGoalIsSaid(t *testing.T) {
	in := bakeryInput()
	in.CallToAction, in.ProductName = "donate", "Weekend Backpack Program"
	in.ProductDescription = "a bag of kid-friendly food sent home every Friday, 340 kids across 5 schools"
	in.ContentFocus = "year-end donation appeal. goal $60k by dec 31 to keep the weekend backpack program going thru spring"
	res := write(t, in)
	if !strings.Contains(res.Content, "We're raising $60k by Dec 31 to keep it going through spring.") {
		t.Errorf("the goal is not said:\n%s", res.Content)
	}
	in.CallToAction = "buy"
	if res := write(t, in); strings.Contains(res.Content, "We're raising") {
		t.Errorf("a sale raises nothing:\n%s", res.Content)
	}
}

// An appeal's goal with how far it has come is said (batch G: the $180,000 goal was lost), and
// a fund described by what it will do is said so, never as an order to the reader.
func TestAnAppealsProgressIsSaid(t *testing.T) {
	in := bakeryInput()
	in.CallToAction, in.ProductName, in.Price, in.SalePrice = "donate", "Elevator Fund", "", ""
	in.ProductDescription = "install an elevator on the north side so everyone can get into the sanctuary without stairs"
	in.ContentFocus = "Advent giving appeal for the elevator fund. goal $180,000, we're at $112,450 as of Nov 20. want to reach people who stopped coming"
	res := write(t, in)
	for _, want := range []string{"Our goal is $180,000, and we're at $112,450 as of Nov 20.", "will install an elevator"} {
		if !strings.Contains(res.Content, want) {
			t.Errorf("want %q in\n%s", want, res.Content)
		}
	}
	if strings.Count(res.Content, "$112,450") != 1 {
		t.Errorf("the progress said twice:\n%s", res.Content)
	}
}

// The topic's last day for the step is the step's day, with the user's own call to action too
// ("RSVP for preview night by Feb 14:", "Order by Dec 8:"), batch H.
func TestTheTopicsLastDayGoesWithTheStep(t *testing.T) {
	in := bakeryInput()
	in.ContentFocus = "holiday mixed case. LAST DAY TO ORDER DEC 8. want to push the angle"
	if res := write(t, in); !strings.Contains(res.Content, "by Dec 8: ") {
		t.Errorf("the last day is not the step's:\n%s", res.Content)
	}
	in.ContentFocus, in.CallToAction = "invite HR managers to a FREE preview night Thurs Feb 20, 6-9pm. need RSVPs by Feb 14", "RSVP for preview night"
	if res := write(t, in); !strings.Contains(res.Content, "RSVP for preview night by Feb 14: ") {
		t.Errorf("the RSVP day is not the step's:\n%s", res.Content)
	}
}

// "raising $6,000 by April 30 so…" is the appeal's goal, and "currently at $2,150" how far it
// has come (batch H).
func TestAnAppealRaisingIsItsGoal(t *testing.T) {
	in := bakeryInput()
	in.CallToAction, in.Price, in.SalePrice = "donate", "", ""
	in.ContentFocus = "raising $6,000 by April 30 so every scout can go to Camp Woodruff this July. about 9 of our 31 kids can't swing the $465 camp fee. currently at $2,150"
	res := write(t, in)
	for _, want := range []string{"We're raising $6,000 by April 30 so every scout can go to Camp Woodruff this July.", "We're currently at $2,150."} {
		if !strings.Contains(res.Content, want) {
			t.Errorf("want %q in\n%s", want, res.Content)
		}
	}
}
