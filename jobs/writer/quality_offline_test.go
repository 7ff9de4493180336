package writer

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"storymail/jobs/writer/quality"
)

// TestOfflineQualityNoFail runs the quality check over every sample brief
// in every length: no email may fail a check.
func TestOfflineQualityNoFail(t *testing.T) {
	names := make([]string, 0)
	briefs := sampleBriefs()
	for n := range briefs {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, name := range names {
		for _, length := range []string{"short", "medium", "long"} {
			in := briefs[name]
			in.EmailLength = length
			res := write(t, in)
			rep := quality.Evaluate(QualityBrief(in), quality.Email{Subjects: res.Subjects, Body: res.Content}, nil)
			for _, c := range rep.Failures() {
				if c.ID == "length" && shortNotOver(in, res) {
					continue // a thin story lands short rather than padded
				}
				t.Errorf("%s/%s: %s failed: %s (%s)\n%s", name, length, c.ID, c.Message, c.Detail, res.Content)
			}
			if testing.Verbose() {
				for _, c := range rep.Checks {
					if c.Status == quality.Warn {
						fmt.Printf("WARN %s/%s %s: %s (%s)\n", name, length, c.ID, c.Message, c.Detail)
					}
				}
			}
		}
	}
}

// sharedSentenceShare writes bodies as one user's library (each email sees
// the ones before it as History) and measures the share of words in
// sentences that appear in three or more of the emails.
func sharedSentenceShare(ins []Input, useHistory bool) float64 {
	var bodies []string
	for _, in := range ins {
		if useHistory {
			in.History = reversed(bodies)
		}
		res, err := NewOffline().Write(nil2ctx(), in, nil)
		if err != nil {
			continue
		}
		bodies = append(bodies, res.Content)
	}
	count := map[string]int{}
	for _, b := range bodies {
		seen := map[string]bool{}
		for _, s := range bodySentences(b) {
			k := normalise(s)
			if !seen[k] {
				seen[k] = true
				count[k]++
			}
		}
	}
	shared, total := 0, 0
	for _, b := range bodies {
		for _, s := range bodySentences(b) {
			w := bandWords(s)
			total += w
			if count[normalise(s)] >= 3 {
				shared += w
			}
		}
	}
	if total == 0 {
		return 0
	}
	if testing.Verbose() {
		for k, n := range count {
			if n >= 3 {
				fmt.Printf("shared %d× (%v): %s\n", n, useHistory, k)
			}
		}
	}
	return float64(shared) / float64(total)
}

func bodySentences(body string) []string {
	var out []string
	for _, p := range strings.Split(body, "\n\n") {
		for _, pre := range []string{"P.S. ", "P.D. ", "P.P.S. ", "P.P.D. "} {
			p = strings.TrimPrefix(p, pre)
		}
		if quality.Salutation(p) {
			continue // a sender keeps one greeting and sign-off
		}
		out = append(out, splitSentences(p)...)
	}
	return out
}

func reversed(s []string) []string {
	out := make([]string, len(s))
	for i, x := range s {
		out[len(s)-1-i] = x
	}
	if len(out) > 20 {
		out = out[:20]
	}
	return out
}

// TestOfflineQualityLibrary writes 20 emails as one user's library, each
// with the ones before as history, and checks every one, repetition
// included.
func TestOfflineQualityLibrary(t *testing.T) {
	var bodies []string
	for i, in := range libraryInputs() {
		in.History = reversed(bodies)
		res := write(t, in)
		rep := quality.Evaluate(QualityBrief(in), quality.Email{Subjects: res.Subjects, Body: res.Content}, in.History)
		for _, c := range rep.Failures() {
			if c.ID == "length" && shortNotOver(in, res) {
				continue // a thin story lands short rather than padded
			}
			t.Errorf("email %d: %s failed: %s (%s)\n%s", i, c.ID, c.Message, c.Detail, res.Content)
		}
		if c, ok := rep.Find(quality.CheckRepetition); ok && testing.Verbose() {
			fmt.Printf("email %d repetition %s: %s\n", i, c.Status, c.Message)
		}
		bodies = append(bodies, res.Content)
	}
}

// shortNotOver reports an email of a thin story that lands below its band,
// never above it.
func shortNotOver(in Input, res Result) bool {
	min, _ := LengthBand(in.EmailLength)
	return thinStory(in) && bandWords(res.Content) < min
}
