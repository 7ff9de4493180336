package writer

import (
	"strings"
	"testing"
)

func TestShapeOfABriefField(t *testing.T) {
	for s, want := range map[string]phraseShape{
		"we'll actually tell you what your lawn needs instead of selling you everything": shapeClause,
		"your family won't have to guess":                                                shapeClause,
		"hold a real basic convo in ASL by week 8":                                       shapeVerb,
		"see what your teeth would look like before you commit to anything":              shapeVerb,
		"built around how YOU travel not a template layout":                              shapeParticiple,
		"someone in your corner who knows your plan":                                     shapeOther,
		"3 moves you can do at your desk today":                                          shapeOther,
		"a super fruity bright cup you won't find at the grocery store":                  shapeOther,
		"a surprise shawl + knitting along with a few thousand people":                   shapeOther,
		"peace of mind": shapeOther,
		"finally get an open crumb loaf without guessing": shapeVerb,
	} {
		if got := shapeOf(s); got != want {
			t.Errorf("shapeOf(%q) = %v, want %v", s, got, want)
		}
	}
}

// A benefit is joined by the frame its words fit, never "You get a we'll…" (batch G).
func TestABenefitJoinsByItsShape(t *testing.T) {
	for benefit, want := range map[string]string{
		"we'll actually tell you what your lawn needs": " We'll actually tell you what your lawn needs.",
		"your family won't have to guess":              " Your family won't have to guess.",
		"hold a real basic convo in ASL by week 8":     "you can hold a real basic convo in ASL by week 8.",
		"built around how YOU travel":                  " It's built around how YOU travel.",
		"lower monthly payment":                        "a lower monthly payment.",
	} {
		in := bakeryInput()
		in.KeyBenefit = benefit
		res := write(t, in)
		if !strings.Contains(res.Content, want) {
			t.Errorf("benefit %q: want %q in\n%s", benefit, want, res.Content)
		}
		for _, bad := range []string{"You get a we", "You get a your", "You get a hold", "You get a built", "It gives you a we", "It gives you a your", "It gives you a hold", "It gives you a built", "can lower monthly", "You get " + benefit, "gives you " + benefit} {
			if strings.Contains(res.Content, bad) {
				t.Errorf("benefit %q joined as %q:\n%s", benefit, bad, res.Content)
			}
		}
	}
}
