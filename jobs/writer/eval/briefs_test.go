package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"storymail/jobs/writer"
)

const validBrief = `{
  "title": "t", "contentFocus": "why lifting helps", "story": "I did not touch a barbell until I was 34, and then everything changed.",
  "lesson": "start", "storyType": "direct", "targetAudience": "new members", "desiredEmotion": "hope",
  "callToAction": "learn", "ctaUrl": "https://example.com/x", "campaignName": "c", "plan": "trial", "user": "u"
}`

func writeFile(t *testing.T, dir, name, body string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestLoadBriefsInFileOrderWithEnglishByDefault(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "b.json", validBrief)
	writeFile(t, dir, "a.json", strings.Replace(validBrief, `"plan": "trial"`, `"plan": "starter", "language": "es"`, 1))
	writeFile(t, dir, "notes.txt", "not a brief")
	briefs, err := loadBriefs(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(briefs) != 2 || briefs[0].File != "a.json" || briefs[1].File != "b.json" {
		t.Fatalf("want a.json then b.json, got %+v", briefs)
	}
	if briefs[0].Language != "es" || briefs[1].Language != "en" {
		t.Errorf("languages: %q, %q", briefs[0].Language, briefs[1].Language)
	}
}

func TestLoadBriefsRefusesWhatTheFormRefuses(t *testing.T) {
	cases := map[string][2]string{
		"short story":   {`"story": "I did not touch a barbell until I was 34, and then everything changed."`, `"story": "too short"`},
		"bad url":       {`"ctaUrl": "https://example.com/x"`, `"ctaUrl": "example dot com"`},
		"unknown plan":  {`"plan": "trial"`, `"plan": "pro"`},
		"story type":    {`"storyType": "direct"`, `"storyType": "sideways"`},
		"no user":       {`"user": "u"`, `"user": ""`},
		"misspelt name": {`"lesson": "start"`, `"lessson": "start"`},
		"thin audience": {`"targetAudience": "new members"`, `"targetAudience": "all"`},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			body := strings.Replace(validBrief, c[0], c[1], 1)
			if body == validBrief {
				t.Fatal("case did not change the brief")
			}
			writeFile(t, dir, "x.json", body)
			if _, err := loadBriefs(dir); err == nil || !strings.Contains(err.Error(), "x.json") {
				t.Fatalf("want an error naming x.json, got %v", err)
			}
		})
	}
	if _, err := loadBriefs(t.TempDir()); err == nil {
		t.Error("an empty directory must be an error")
	}
}

// The shipped set must stay as varied as issue 12 asks: every listed value
// of each choice, every template, custom values, and one full library.
func TestShippedBriefsCoverTheForm(t *testing.T) {
	briefs, err := loadBriefs("briefs")
	if err != nil {
		t.Fatal(err)
	}
	if len(briefs) < 44 {
		t.Errorf("%d briefs, want at least 44", len(briefs))
	}
	seen := map[string]bool{}
	perUser := map[string]int{}
	for _, b := range briefs {
		for _, v := range []string{"tone:" + b.TonePreference, "emotion:" + b.DesiredEmotion, "cta:" + b.CallToAction,
			"length:" + b.EmailLength, "type:" + b.StoryType, "lang:" + b.Language, "plan:" + b.Plan} {
			seen[v] = true
		}
		if a, ok := writer.ParseAdvancedStory(b.Story); ok {
			seen["template:"+a.TemplateID()] = true
		}
		if strings.HasPrefix(b.Lesson, "Let the AI decide") {
			seen["ai-lesson"] = true
		}
		if len(strings.Fields(b.Story)) >= 700 {
			seen["long-story"] = true
		}
		perUser[b.User]++
	}
	want := []string{
		"tone:casual", "tone:professional", "tone:humorous", "tone:serious", "tone:personal", "tone:authoritative",
		"emotion:urgency", "emotion:excitement", "emotion:relief", "emotion:confidence", "emotion:curiosity",
		"emotion:frustration", "emotion:hope", "emotion:empowerment",
		"cta:buy", "cta:book", "cta:download", "cta:webinar", "cta:apply", "cta:learn", "cta:Donate to the shelter",
		"length:no-preference", "length:short", "length:medium", "length:long", "type:direct", "type:indirect",
		"lang:en", "lang:es", "lang:fr", "lang:de", "plan:trial", "plan:starter",
		"template:T01", "template:T02", "template:F01", "template:C01", "ai-lesson", "long-story",
	}
	for _, w := range want {
		if !seen[w] {
			t.Errorf("no brief with %s", w)
		}
	}
	custom := 0
	for v := range seen {
		for _, listed := range []string{"tone:", "emotion:", "cta:"} {
			if strings.HasPrefix(v, listed) && !isListedChoice(v) {
				custom++
			}
		}
	}
	if custom < 6 {
		t.Errorf("%d custom tone, emotion or call-to-action values, want at least 6", custom)
	}
	full := false
	for _, n := range perUser {
		full = full || n >= fullLibrary
	}
	if !full {
		t.Errorf("no user has %d briefs: %v", fullLibrary, perUser)
	}
}

func isListedChoice(v string) bool {
	switch v {
	case "tone:", "tone:casual", "tone:professional", "tone:humorous", "tone:serious", "tone:personal", "tone:authoritative",
		"emotion:urgency", "emotion:excitement", "emotion:relief", "emotion:confidence", "emotion:curiosity",
		"emotion:frustration", "emotion:hope", "emotion:empowerment",
		"cta:buy", "cta:book", "cta:download", "cta:webinar", "cta:apply", "cta:learn":
		return true
	}
	return false
}
