package main

import (
	"fmt"
	"slices"

	"storymail/jobs/writer"
	"storymail/jobs/writer/quality"
)

// Target is one goal of issue 12 for the writer over the whole set.
type Target struct {
	Name     string
	Goal     string
	Measured string
	Met      bool
	// NA: the set has nothing to measure it on (e.g. no 20-email library).
	NA bool
}

// fullLibrary is the library size the repetition target is measured on.
const fullLibrary = 20

// Goals, in the terms.
const (
	maxRepeatedShare  = 0.15
	minDistinctShare  = 0.95
	targetLeaks       = "Leaked internal fields"
	targetCapitals    = "Capitalisation errors"
	targetFacts       = "Flagged facts"
	targetBand        = "In the length band"
	targetLanguage    = "Right language or refused"
	targetSubjects    = "Distinct subject lines across the set"
	targetLibraryRepe = "Words in sentences found in 3+ of one user's 20 emails"
)

func measureTargets(outcomes []Outcome, libs []Library) []Target {
	var written []Outcome
	for _, o := range outcomes {
		if o.Written() {
			written = append(written, o)
		}
	}
	notPass := func(id string) (n int) {
		for _, o := range written {
			if c, ok := o.Report.Find(id); ok && c.Status != quality.Pass {
				n++
			}
		}
		return n
	}
	zero := func(name, id, unit string) Target {
		n := notPass(id)
		return Target{Name: name, Goal: "0", Measured: fmt.Sprintf("%d %s", n, unit), Met: n == 0, NA: len(written) == 0}
	}
	targets := []Target{
		zero(targetLeaks, quality.CheckLeaks, "emails"),
		zero(targetCapitals, quality.CheckCapitals, "emails"),
		zero(targetFacts, quality.CheckFacts, "emails"),
	}

	inBand := 0
	for _, o := range written {
		if o.Report.Words >= o.QBrief.MinWords && o.Report.Words <= o.QBrief.MaxWords {
			inBand++
		}
	}
	targets = append(targets, shareTarget(targetBand, "100%", inBand, len(written), 1))

	right, judged := 0, 0
	for _, o := range outcomes {
		if o.Err != nil {
			continue
		}
		judged++
		if rightLanguage(o) {
			right++
		}
	}
	targets = append(targets, shareTarget(targetLanguage, "100%", right, judged, 1))

	distinct, total := distinctSubjects(written)
	targets = append(targets, shareTarget(targetSubjects, "≥ 95%", distinct, total, minDistinctShare))

	targets = append(targets, libraryTarget(libs))
	return targets
}

// libraryTarget is the worst repetition share among the full libraries.
func libraryTarget(libs []Library) Target {
	t := Target{Name: targetLibraryRepe, Goal: "≤ 15%", NA: true, Measured: fmt.Sprintf("no user has %d emails", fullLibrary)}
	worst := -1.0
	for _, l := range libs {
		if l.Emails < fullLibrary || l.Share() <= worst {
			continue
		}
		worst = l.Share()
		t = Target{Name: targetLibraryRepe, Goal: "≤ 15%", Met: l.Share() <= maxRepeatedShare,
			Measured: fmt.Sprintf("%.1f%% (%s: %d of %d words)", 100*l.Share(), l.User, l.RepeatedWords, l.Words)}
	}
	return t
}

// shareTarget is a target on the share n/of, met at goal (0–1) or above.
func shareTarget(name, goal string, n, of int, min float64) Target {
	if of == 0 {
		return Target{Name: name, Goal: goal, Measured: "nothing to measure", NA: true}
	}
	share := float64(n) / float64(of)
	return Target{Name: name, Goal: goal, Measured: fmt.Sprintf("%.1f%% (%d of %d)", 100*share, n, of), Met: share >= min}
}

// rightLanguage: an email in the story's language (as the brief's author
// knows it), or a refusal of a language the offline writer cannot write.
func rightLanguage(o Outcome) bool {
	if o.Refused {
		return !slices.Contains(writer.OfflineLanguages(), o.Brief.Language)
	}
	if o.Report.Language != "" {
		return o.Report.Language == o.Brief.Language
	}
	// Too short to tell: the report's own language check has the last word.
	c, ok := o.Report.Find(quality.CheckLanguage)
	return ok && c.Status == quality.Pass
}

// distinctSubjects counts the subject lines of every email and how many of
// them are different (compared like sentences: case and punctuation folded).
func distinctSubjects(written []Outcome) (distinct, total int) {
	seen := map[string]bool{}
	for _, o := range written {
		for _, s := range o.Result.Subjects {
			total++
			key := quality.NormalizeSentence(s)
			if !seen[key] {
				seen[key] = true
				distinct++
			}
		}
	}
	return distinct, total
}
