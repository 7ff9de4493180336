package main

import (
	"testing"

	"storymail/jobs/writer/quality"
)

func TestMeasureSubstanceSeparatesTheStoryFromPadding(t *testing.T) {
	b := quality.Brief{
		Story:       "We're open Thanksgiving morning 7-9am for a free community workout. Bring anyone.",
		Lesson:      "earn the pie",
		ProductName: "Thanksgiving workout",
		SenderName:  "Dani",
	}
	body := "Hey there,\n\nWe're open Thanksgiving morning 7-9am for a free community workout.\n\n" +
		"Honestly, it's rarely the big moments that change things. Truthfully, it felt ordinary at the time.\n\n" +
		"Earn the pie at the Thanksgiving workout: https://oakline.example/t?utm_source=email\n\nDani"
	s := measureSubstance(b, body)
	// Anchored: the story sentence (11 words once folded), the call to
	// action (7, link stripped) and the signature (1). Padding: 9 + 7 words.
	// "Hey there," has no content word and counts for neither.
	if s.FromBrief != 11+7+1 || s.Words != 11+7+1+9+7 {
		t.Fatalf("got %+v", s)
	}
	if sh := s.Share(); sh < 0.54 || sh > 0.55 {
		t.Errorf("share %.3f, want 19/35", sh)
	}
	if (Substance{}).Share() != 0 {
		t.Error("an empty email has no share")
	}
}
