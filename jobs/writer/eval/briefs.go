package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode/utf8"

	"storymail/storage"
)

// Brief is one email form submission as a marketer would send it to
// POST /api/emails, plus what the account around it supplies: the plan (its
// subject-line count), the sender's first name and the user whose library
// the email joins.
type Brief struct {
	storage.EmailInput // the form, with the API's field names

	// Plan is "trial" (3 subject lines) or "starter" (5).
	Plan string `json:"plan"`
	// Sender is the account holder's first name, "" when the account has none.
	Sender string `json:"sender"`
	// User groups briefs into one user's library, in file-name order.
	User string `json:"user"`
	// Language is the story's language as its author knows it (ISO 639-1),
	// "en" when absent: the truth the right-language target is judged by,
	// independent of any detector.
	Language string `json:"language,omitempty"`

	// File is the brief's file name, set by loadBriefs.
	File string `json:"-"`
}

// subjectCounts is the number of subject lines each plan gives.
var subjectCounts = map[string]int{"trial": 3, "starter": 5}

// loadBriefs reads every *.json file of dir in file-name order (the order
// the emails are written in, so a user's library grows file by file).
func loadBriefs(dir string) ([]Brief, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	if len(paths) == 0 {
		return nil, fmt.Errorf("no *.json briefs in %s", dir)
	}
	sort.Strings(paths)
	briefs := make([]Brief, 0, len(paths))
	for _, p := range paths {
		b, err := readBrief(p)
		if err != nil {
			return nil, err
		}
		briefs = append(briefs, b)
	}
	return briefs, nil
}

func readBrief(path string) (Brief, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return Brief{}, err
	}
	var b Brief
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields() // a misspelt field would silently go missing
	if err := dec.Decode(&b); err != nil {
		return Brief{}, fmt.Errorf("%s: %w", filepath.Base(path), err)
	}
	b.File = filepath.Base(path)
	if err := b.validate(); err != nil {
		return Brief{}, fmt.Errorf("%s: %w", b.File, err)
	}
	if b.Language == "" {
		b.Language = "en"
	}
	return b, nil
}

// validate applies the form's rules (spec, "Email form"): a brief the API
// would refuse measures nothing.
func (b Brief) validate() error {
	atLeast := func(v string, n int, msg string) error {
		if utf8.RuneCountInString(strings.TrimSpace(v)) < n {
			return fmt.Errorf("%s", msg)
		}
		return nil
	}
	for _, err := range []error{
		atLeast(b.Title, 1, "Title is required"),
		atLeast(b.ContentFocus, 10, "Please provide more detail about your email topic"),
		atLeast(b.Story, 50, "Please tell us more about your story"),
		atLeast(b.TargetAudience, 10, "Please describe your target audience"),
		atLeast(b.DesiredEmotion, 1, "Please select the desired emotion"),
		atLeast(b.CallToAction, 1, "Please select a call to action"),
		atLeast(b.CampaignName, 1, "Campaign name is required"),
		atLeast(b.User, 1, `"user" is required (the library the email joins)`),
	} {
		if err != nil {
			return err
		}
	}
	if b.StoryType != "direct" && b.StoryType != "indirect" {
		return fmt.Errorf("Please select how your story relates to your product")
	}
	if u, err := url.Parse(strings.TrimSpace(b.CtaURL)); err != nil || u.Scheme == "" || u.Host == "" {
		return fmt.Errorf("Please enter a valid URL")
	}
	if _, ok := subjectCounts[b.Plan]; !ok {
		return fmt.Errorf(`"plan" must be "trial" or "starter", not %q`, b.Plan)
	}
	switch b.EmailLength {
	case "", "no-preference", "short", "medium", "long":
	default:
		return fmt.Errorf("unknown emailLength %q", b.EmailLength)
	}
	return nil
}
