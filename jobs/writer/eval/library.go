package main

import (
	"sort"
	"strings"

	"storymail/jobs/writer/quality"
)

// repeatThreshold: a sentence found in this many of one user's emails reads
// as a template to that user.
const repeatThreshold = 3

// Repeated is a sentence shared by several emails of one library.
type Repeated struct {
	Text   string // as first written
	Emails int    // how many emails carry it
	Words  int
}

// Library is the repetition measured over one user's emails.
type Library struct {
	User   string
	Emails int
	// Words is every word of the library's sentences (links excluded);
	// RepeatedWords those in sentences found in repeatThreshold or more
	// emails.
	Words, RepeatedWords int
	Top                  []Repeated // most widespread first
}

// Share is the repeated words' share of all words, 0–1.
func (l Library) Share() float64 {
	if l.Words == 0 {
		return 0
	}
	return float64(l.RepeatedWords) / float64(l.Words)
}

// measureLibrary counts, over bodies (one user's emails, at most the last
// maxHistory), the words of sentences that appear in repeatThreshold or more
// of them. Sentences are compared by quality.NormalizeSentence, so case,
// punctuation and links do not hide a repeat.
func measureLibrary(user string, bodies []string) Library {
	if len(bodies) > maxHistory {
		bodies = bodies[len(bodies)-maxHistory:]
	}
	lib := Library{User: user, Emails: len(bodies)}
	type seen struct {
		text   string
		emails int
		words  int
	}
	keys := map[string]*seen{}
	perEmail := make([][]string, len(bodies)) // normalised sentences, in order
	for i, body := range bodies {
		inThis := map[string]bool{}
		for _, s := range quality.Sentences(body) {
			key := quality.NormalizeSentence(s)
			if key == "" || quality.Salutation(s) {
				continue
			}
			perEmail[i] = append(perEmail[i], key)
			if inThis[key] {
				continue
			}
			inThis[key] = true
			if keys[key] == nil {
				keys[key] = &seen{text: strings.TrimSpace(s), words: len(strings.Fields(key))}
			}
			keys[key].emails++
		}
	}
	for _, sents := range perEmail {
		for _, key := range sents {
			lib.Words += keys[key].words
			if keys[key].emails >= repeatThreshold {
				lib.RepeatedWords += keys[key].words
			}
		}
	}
	for _, s := range keys {
		if s.emails >= repeatThreshold {
			lib.Top = append(lib.Top, Repeated{Text: s.text, Emails: s.emails, Words: s.words})
		}
	}
	sort.Slice(lib.Top, func(i, j int) bool {
		if lib.Top[i].Emails != lib.Top[j].Emails {
			return lib.Top[i].Emails > lib.Top[j].Emails
		}
		return lib.Top[i].Text < lib.Top[j].Text
	})
	return lib
}

// libraries measures every user with at least repeatThreshold written
// emails, in order of first appearance.
func libraries(outcomes []Outcome) []Library {
	var order []string
	bodies := map[string][]string{}
	for _, o := range outcomes {
		if !o.Written() {
			continue
		}
		u := o.Brief.User
		if _, ok := bodies[u]; !ok {
			order = append(order, u)
		}
		bodies[u] = append(bodies[u], o.Result.Content)
	}
	var out []Library
	for _, u := range order {
		if len(bodies[u]) >= repeatThreshold {
			out = append(out, measureLibrary(u, bodies[u]))
		}
	}
	return out
}
