package writer

import (
	"strings"
	"testing"
)

func TestAnEmailWithNoSenderSignsWithTheBusinessItNames(t *testing.T) {
	for _, c := range []struct{ link, text, want string }{
		{"https://fundacionraices.org/donar", "En Fundación Raíces creemos en las becas.", "Fundación Raíces"},
		{"https://www.shiftwise.app/founding", "Join the Shiftwise Founding Customer Program.", "Shiftwise"},
		{"https://oaklinestrength.com/x", "Welcome to Oakline.", "Oakline"}, // the start of the address
		{"https://oaklinestrength.com/x", "Welcome to Oak Hill.", ""},       // too little of it
		{"https://abc.io", "ABC", ""}, // too short to be sure
		{"::not a url", "Anything", ""},
	} {
		if got := brandName(c.link, c.text); got != c.want {
			t.Errorf("brandName(%q, %q) = %q, want %q", c.link, c.text, got, c.want)
		}
	}
	in := minimalInput()
	in.SenderName, in.CtaURL = "", "https://fundacionraices.org/donar"
	in.Story = "At Fundación Raíces we gave 86 scholarships this year. Every one started with a donor like you."
	res := write(t, in)
	if !strings.Contains(res.Content, ",\nFundación Raíces\n") {
		t.Errorf("no first name and the business named as its address spells it, yet a bare sign-off:\n%s", res.Content)
	}
}
