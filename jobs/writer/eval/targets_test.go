package main

import (
	"errors"
	"strings"
	"testing"

	"storymail/jobs/writer/quality"
)

func TestRightLanguage(t *testing.T) {
	passLang := quality.Report{Checks: []quality.Check{{ID: quality.CheckLanguage, Status: quality.Pass}}}
	failLang := quality.Report{Checks: []quality.Check{{ID: quality.CheckLanguage, Status: quality.Fail}}}
	cases := []struct {
		name string
		o    Outcome
		want bool
	}{
		{"French refused", Outcome{Brief: Brief{Language: "fr"}, Refused: true}, true},
		{"Spanish refused", Outcome{Brief: Brief{Language: "es"}, Refused: true}, false},
		{"Spanish in Spanish", Outcome{Brief: Brief{Language: "es"}, Report: quality.Report{Language: "es"}}, true},
		{"Spanish in English", Outcome{Brief: Brief{Language: "es"}, Report: quality.Report{Language: "en"}}, false},
		{"untold, check passes", Outcome{Brief: Brief{Language: "en"}, Report: passLang}, true},
		{"untold, check fails", Outcome{Brief: Brief{Language: "en"}, Report: failLang}, false},
	}
	for _, c := range cases {
		if got := rightLanguage(c.o); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

func TestMeasureTargets(t *testing.T) {
	report := func(words int, fails ...string) quality.Report {
		r := quality.Report{Words: words, Language: "en"}
		for _, id := range checkOrder {
			st := quality.Pass
			for _, f := range fails {
				if f == id {
					st = quality.Fail
				}
			}
			r.Checks = append(r.Checks, quality.Check{ID: id, Status: st})
		}
		return r
	}
	band := quality.Brief{MinWords: 250, MaxWords: 300}
	o := func(words int, subjects []string, fails ...string) Outcome {
		out := Outcome{Brief: Brief{Language: "en"}, QBrief: band, Report: report(words, fails...)}
		out.Result.Subjects = subjects
		return out
	}
	outcomes := []Outcome{
		o(260, []string{"The kiddie pool", "Ten years"}, quality.CheckFacts),
		o(320, []string{"the kiddie pool!", "Bev's 185 lbs"}, quality.CheckCapitals, quality.CheckFacts),
		{Brief: Brief{Language: "de"}, Refused: true},
		{Brief: Brief{Language: "en"}, Err: errors.New("timeout")},
	}
	got := map[string]Target{}
	for _, tg := range measureTargets(outcomes, []Library{{User: "gym", Emails: 20, Words: 1000, RepeatedWords: 100}}) {
		got[tg.Name] = tg
	}
	check := func(name, measured string, met bool) {
		t.Helper()
		tg, ok := got[name]
		if !ok || tg.Measured != measured || tg.Met != met || tg.NA {
			t.Errorf("%s: %+v, want %q met=%v", name, tg, measured, met)
		}
	}
	check(targetLeaks, "0 emails", true)
	check(targetCapitals, "1 emails", false)
	check(targetFacts, "2 emails", false)
	check(targetBand, "50.0% (1 of 2)", false)
	check(targetLanguage, "100.0% (3 of 3)", true)
	check(targetSubjects, "75.0% (3 of 4)", false)
	check(targetLibraryRepe, "10.0% (gym: 100 of 1000 words)", true)

	if tg := libraryTarget([]Library{{User: "small", Emails: 5, Words: 10, RepeatedWords: 9}}); !tg.NA {
		t.Errorf("a 5-email library must not be measured: %+v", tg)
	}
}

func TestShortOfBand(t *testing.T) {
	band := quality.Brief{MinWords: 250, MaxWords: 300}
	thinBrief, fullBrief := band, band
	thinBrief.Story = "We're open Thanksgiving morning for a free workout."
	fullBrief.Story = strings.Repeat("word ", 260)
	r := Run{Outcomes: []Outcome{
		{QBrief: thinBrief, Report: quality.Report{Words: 80}},
		{QBrief: fullBrief, Report: quality.Report{Words: 200}},
		{QBrief: fullBrief, Report: quality.Report{Words: 270}},
		{QBrief: thinBrief, Refused: true},
	}}
	if short, thin, written := r.shortOfBand(); short != 2 || thin != 1 || written != 3 {
		t.Errorf("shortOfBand = %d, %d, %d; want 2, 1, 3", short, thin, written)
	}
	// The thin brief holds 8 words against a floor of 250: the writer would supply 96.8%.
	if got := r.floorShares(); len(got) != 1 || got[0] < 0.967 || got[0] > 0.969 {
		t.Errorf("floorShares = %v, want [0.968]", got)
	}
}
