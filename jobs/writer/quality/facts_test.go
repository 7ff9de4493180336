package quality

import (
	"reflect"
	"testing"
)

// flagged runs the facts guard on one body against a brief.
func flagged(b Brief, body string, subjects ...string) []string {
	em := newEmail(Email{Body: body, Subjects: subjects}, b.TrackedURL)
	c := checkFacts(newSource(b), em)
	if c.Status == Pass {
		return nil
	}
	var out []string
	for _, s := range em.sentences {
		out = append(out, unknownNames(stripURLs(s.text), false, newSource(b))...)
	}
	for _, s := range subjects {
		out = append(out, unknownNames(s, true, newSource(b))...)
	}
	known := inputNumbers(newSource(b))
	for _, u := range append(Sentences(body), subjects...) {
		for _, n := range numberTokens(stripURLs(u)) {
			if !known[n.key] {
				out = append(out, n.surface)
			}
		}
	}
	return out
}

func TestFactsGuard(t *testing.T) {
	brief := Brief{
		Story:       "Three weeks ago maria called me. We had 1,200 orders and 19 dollars left. It was 2021. She went full tazmanian devil.",
		ProductName: "The Consistency Playbook",
		SenderName:  "Ana",
		Price:       "$97",
		TrackedURL:  "https://example.com/p?utm_source=email&utm_medium=email&utm_campaign=c2024",
	}
	cases := []struct {
		name, body string
		subjects   []string
		want       []string
	}{
		{"names from the input, any case", "Then Maria called. Ana signed off.", nil, nil},
		{"an invented name", "Then I met Sarah at the market.", nil, []string{"Sarah"}},
		{"an invented company", "We met at Google last year.", nil, []string{"Google"}},
		{"sentence and line starts are never names", "Looking back, it was obvious.\nHonestly it was.", nil, nil},
		{"after a colon or an opening quote", "Here's the takeaway: Consistency matters. She wrote, \"Thank you for opening.\"", nil, nil},
		{"days, months, pronouns and greetings", "Hi there, on Monday in March I opened. Thanks, Ana.", nil, nil},
		{"the product name mid-sentence", "You can get The Consistency Playbook today.", nil, nil},
		{"P.S. marker", "P.S. Consistency wins.", nil, nil},
		{"Title Case heading line", "Step One: Show Up Every Morning", nil, nil},
		{"spelled and grouped numbers match digits", "It took 3 weeks and 1200 orders, with $19 left, for $97.", nil, nil},
		{"numbers inside the tracked link are ignored", "Go: https://example.com/p?utm_source=email&utm_medium=email&utm_campaign=c2024 now.", nil, nil},
		{"invented percentage, year and amount", "My friend Sarah saved 40% in 2019 and paid €25.", nil, []string{"Sarah", "40%", "2019", "€25"}},
		{"invented name in a sentence-case subject", "Fine.", []string{"What Rosa told me"}, []string{"Rosa"}},
		{"Title Case subject is not read for names", "Fine.", []string{"Why Consistency Beats Motivation"}, nil},
		{"invented number in a subject", "Fine.", []string{"5 lessons from my bakery"}, []string{"5"}},
		{"a word of the input spelled right", "Her dog went full Tasmanian devil.", nil, nil},
		{"a short name one letter from a word is still a name", "Then Marla called.", nil, []string{"Marla"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := flagged(brief, tc.body, tc.subjects...); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("flagged %q, want %q", got, tc.want)
			}
		})
	}
}

// False positives the eval found: a possessive in the input, a question word opening a clause,
// and a title that is also the offer's name.
func TestFactsAndLeaksEvalFalsePositives(t *testing.T) {
	b := Brief{Story: "We wrote a guide for first-time buyers.", ProductName: "The Buyer's Guide",
		Title: "Founding customer program", Topic: "Why we started the founding customer program now",
		ProductDescription: "Join the Founding customer program for early access", MinWords: 1, MaxWords: 1000}
	e := Email{Body: "Hi,\n\nEvery Buyer deserves a plan. And then, Where do you start? Join the Founding customer program today.\n\nBest,\n\nP.S. Soon."}
	r := Evaluate(b, e, nil)
	if c, _ := r.Find(CheckFacts); c.Status != Pass {
		t.Errorf("facts: %+v", c)
	}
	if c, _ := r.Find(CheckLeaks); c.Status != Pass {
		t.Errorf("leaks: %+v", c)
	}
}
