package main

import "testing"

func TestMeasureLibraryCountsSentencesInThreeOrMoreEmails(t *testing.T) {
	bodies := []string{
		"Hi friend,\n\nThe rowers are here. Here's the link again: https://a.example/x?utm_source=email",
		"Hey,\n\nKids class opens Monday. HERE'S THE LINK AGAIN https://a.example/y\n\nThe rowers are here.",
		"Hi friend,\n\nOur tenth birthday is May 17. Here's the link again: https://a.example/z",
		"Hi friend!\n\nA brand new sentence only this email has.",
	}
	lib := measureLibrary("gym", bodies)
	if lib.Emails != 4 {
		t.Fatalf("emails %d", lib.Emails)
	}
	// "Here's the link again" is in 3 emails (4 words each); "The rowers are here" is in
	// only 2, and "Hi friend," is a greeting: a sender keeps one.
	if want := 3 * 4; lib.RepeatedWords != want {
		t.Errorf("repeated words %d, want %d (top %+v)", lib.RepeatedWords, want, lib.Top)
	}
	if lib.Words <= lib.RepeatedWords {
		t.Errorf("words %d not above repeated %d", lib.Words, lib.RepeatedWords)
	}
	if len(lib.Top) != 1 || lib.Top[0].Emails != 3 {
		t.Errorf("top %+v", lib.Top)
	}
	if s := lib.Share(); s <= 0 || s >= 1 {
		t.Errorf("share %v", s)
	}
}

func TestMeasureLibraryKeepsTheLastTwentyEmails(t *testing.T) {
	var bodies []string
	for range 3 {
		bodies = append(bodies, "An old stock sentence that was later dropped.")
	}
	for i := range maxHistory {
		bodies = append(bodies, "Fresh sentence number "+string(rune('a'+i))+".")
	}
	lib := measureLibrary("u", bodies)
	if lib.Emails != maxHistory || lib.RepeatedWords != 0 {
		t.Errorf("want the last %d emails and no repeats, got %d emails, %d repeated words", maxHistory, lib.Emails, lib.RepeatedWords)
	}
}

func TestLibrariesSkipRefusedAndSmallUsers(t *testing.T) {
	mk := func(user, body string, refused bool) Outcome {
		o := Outcome{Brief: Brief{User: user}, Refused: refused}
		o.Result.Content = body
		return o
	}
	libs := libraries([]Outcome{
		mk("a", "One.", false), mk("b", "One.", false), mk("a", "Two.", false),
		mk("a", "Never written.", true), mk("a", "Three.", false),
	})
	if len(libs) != 1 || libs[0].User != "a" || libs[0].Emails != 3 {
		t.Fatalf("libraries %+v", libs)
	}
}
