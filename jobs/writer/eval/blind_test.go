package main

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"storymail/jobs/writer"
)

// writeBrief writes one brief of the eval set with the offline writer, as make eval does.
// saysNone fails for every brief whose email says one of its faults: in the subject lines,
// the preview or the body.
func saysNone(t *testing.T, faults map[string][]string) {
	t.Helper()
	for file, bad := range faults {
		res := writeBrief(t, file)
		text := strings.Join(res.Subjects, "\n") + "\n" + res.PreviewText + "\n" + res.Content
		for _, b := range bad {
			if strings.Contains(text, b) {
				t.Errorf("%s says %q:\n%s", file, b, text)
			}
		}
	}
}

// saysAll fails for every brief whose body lacks one of the lines it must say.
func saysAll(t *testing.T, lines map[string][]string) {
	t.Helper()
	for file, want := range lines {
		res := writeBrief(t, file)
		for _, w := range want {
			if !strings.Contains(res.Content, w) {
				t.Errorf("%s lacks %q:\n%s", file, w, res.Content)
			}
		}
	}
}

func writeBrief(t *testing.T, file string) writer.Result {
	t.Helper()
	b, err := readBrief(filepath.Join("briefs", file))
	if err != nil {
		t.Fatal(err)
	}
	res, err := write(context.Background(), writer.NewOffline(), toInput(b, nil))
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// noSubject fails when a subject line of res holds bad.
func noSubject(t *testing.T, res writer.Result, bad, why string) {
	t.Helper()
	for _, s := range res.Subjects {
		if strings.Contains(s, bad) {
			t.Errorf("subject %q %s", s, why)
		}
	}
}

// body is the email after its greeting.
func body(res writer.Result) string {
	return res.Content[strings.Index(res.Content, "\n\n")+2:]
}

// Faults a copywriter found in emails from briefs the writer had never seen, each now a rule
// of its own: the brief's own shape is the test.
func TestBlindBriefsReadFaultsStayFixed(t *testing.T) {
	hood := writeBrief(t, "ventpro-01-nfpa-reminder.json")
	if strings.HasPrefix(body(hood), "The last cleaning") || strings.Contains(hood.Content, "I closed") {
		t.Errorf("the hood email opens on a note that leans on the fire, or gives the closure to the teller:\n%s", hood.Content)
	}
	if strings.Contains(hood.Content, "More on quote") {
		t.Errorf("the reply ask's 'a quote' is read as a page:\n%s", hood.Content)
	}
	guitar := writeBrief(t, "fretworks-01-winter-crack.json")
	for _, bad := range []string{"makes a good email", "I want people", "if they want", "When you're ready", "You get catch", "martin D-28", "his dads"} {
		if strings.Contains(guitar.Content, bad) {
			t.Errorf("the guitar email says %q:\n%s", bad, guitar.Content)
		}
	}
	if strings.Contains(guitar.Content, "P.S. With it") {
		t.Errorf("the guitar email's P.S., often read first, says 'it' of nothing:\n%s", guitar.Content)
	}
	if !strings.HasPrefix(body(guitar), "This happened Tuesday.") {
		t.Errorf("the guitar email does not open on its scene:\n%s", guitar.Content)
	}
	bread := writeBrief(t, "crumbandcrust-01-nonna.json")
	if strings.HasPrefix(body(bread), "People ask") || !strings.Contains(bread.Content, "the Weekly Bread Share") {
		t.Errorf("the bread email opens on its payoff, or names the share with no article:\n%s", bread.Content)
	}
	teens := writeBrief(t, "greenlight-driving-01-parent-webinar.json")
	if !strings.Contains(teens.Content, "is a 45-minute Zoom, Thursday Oct 17 at 7pm. It covers the 60 practice hours, what examiners fail kids for, and how to stay calm") {
		t.Errorf("the webinar's description runs on:\n%s", teens.Content)
	}
	escape := writeBrief(t, "lockedin-01-team-building.json")
	if !strings.HasPrefix(body(escape), "An accounting firm came in last week") {
		t.Errorf("a five-line story is not told in its order:\n%s", escape.Content)
	}
	moves := writeBrief(t, "nextchapter-moves-01-mrs-delgado.json")
	noSubject(t, moves, "Ray raised", "gives Mrs. Delgado's life to Ray")
	noSubject(t, moves, "Ray's story", "gives Mrs. Delgado's story to Ray")
	paddle := writeBrief(t, "otterbendpaddle-08-season-pass-early-bird.json")
	if !strings.Contains(paddle.Content, "unlimited kayak/canoe/SUP rentals all season") {
		t.Errorf("the season pass lost what it is because the story named rentals:\n%s", paddle.Content)
	}
	noSubject(t, paddle, "right now", "says when twice")
	rosca := writeBrief(t, "panaderialaespiga-04-rosca-de-reyes.json")
	if !strings.Contains(rosca.Content, "Ya puedes hacer tu pedido de Rosca de Reyes para el 6 de enero.") || strings.Contains(rosca.Content, "azucar") {
		t.Errorf("the rosca email never says orders are open, or keeps the brief's slip:\n%s", rosca.Content)
	}
	podcast := writeBrief(t, "cleancutaudio-07-renee-case-study.json")
	if strings.Contains(podcast.Content, "renée's") || strings.Contains(podcast.Content, "->") || strings.Contains(podcast.Content, "haven't mentioned") {
		t.Errorf("the case study lowers a name, keeps an arrow or claims news it told:\n%s", podcast.Content)
	}
	umbrella := writeBrief(t, "keyright-lock-02-dads-umbrella.json")
	if strings.Contains(umbrella.Content, "kind of long") || strings.Contains(umbrella.Content, "like dad said") {
		t.Errorf("the umbrella email keeps the note to the tool or 'dad' said as a name in lower case:\n%s", umbrella.Content)
	}
	noSubject(t, umbrella, "kind of long", "is the note to the tool")
	lockout := writeBrief(t, "keyright-lock-01-winter-lockouts.json")
	if !slices.Contains(lockout.Subjects, "We got a call at 2am last Tuesday") {
		t.Errorf("the 2am call is no subject line: %q", lockout.Subjects)
	}
	for file, bad := range map[string][]string{
		"muddyhands-10-wonky-bowl.json":            {"a 4 weeks"},
		"purrandpour-05-biscuit-adopted.json":      {"You get hang", "!!"},
		"greenline-02-spring-cleanup.json":         {"I want people", "there own", "costs starts"},
		"hollowcreek-06-winter-hay.json":           {"This is long sorry", "after.."},
		"nadaconfianza-08-dona-carmen.json":        {"también incluye 8 semanas"},
		"hartwell-violins-03-heirloom-violin.json": {"for free. It's free."},
		"brightbite-01-adult-aligners.json":        {"Book Free Adult", "With love"},
		"ledgerlite-07-shoebox.json":               {"When you're ready", " u "},
	} {
		res := writeBrief(t, file)
		for _, b := range bad {
			if strings.Contains(res.Content, b) {
				t.Errorf("%s says %q:\n%s", file, b, res.Content)
			}
		}
	}
}
