package main

import (
	"strconv"
	"strings"
	"testing"

	"storymail/storage"
)

func TestToInputCarriesTheAccountAndTheLibrary(t *testing.T) {
	b := Brief{EmailInput: storage.EmailInput{Title: "Jan welcome", CtaURL: "https://oakline.example/start?ref=nl",
		CampaignName: "jan-onboarding", StoryType: "direct", DesiredEmotion: "hope"}, Plan: "starter", Sender: "Dani"}
	var history []string
	for i := range 25 {
		history = append(history, "body "+strconv.Itoa(i))
	}
	in := toInput(b, history)
	if in.SubjectCount != 5 {
		t.Errorf("starter plan: %d subject lines, want 5", in.SubjectCount)
	}
	if in.SenderName != "Dani" {
		t.Errorf("sender %q", in.SenderName)
	}
	for _, tag := range []string{"ref=nl", "utm_source=email", "utm_campaign=jan-onboarding", "utm_content=direct", "utm_term=hope"} {
		if !strings.Contains(in.UTMURL, tag) {
			t.Errorf("tracked link %q lacks %s", in.UTMURL, tag)
		}
	}
	if len(in.History) != maxHistory || in.History[0] != "body 0" || in.History[19] != "body 19" {
		t.Fatalf("history: want the newest %d first, got %d starting %q", maxHistory, len(in.History), in.History[0])
	}
	in.History[0] = "changed"
	if history[0] != "body 0" {
		t.Error("the input shares the library's slice")
	}
	if got := toInput(Brief{Plan: "trial"}, nil).SubjectCount; got != 3 {
		t.Errorf("trial plan: %d subject lines, want 3", got)
	}
}
