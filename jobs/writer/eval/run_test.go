package main

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"storymail/jobs/writer"
	"storymail/storage"
)

// recorder is a writer that keeps every input it is given and answers
// with the brief's title as the body, or an error for chosen titles.
type recorder struct {
	inputs []writer.Input
	errs   map[string]error
}

func (r *recorder) Name() string { return "recorder" }

func (r *recorder) Write(_ context.Context, in writer.Input, _ func(string)) (writer.Result, error) {
	r.inputs = append(r.inputs, in)
	if err := r.errs[in.Title]; err != nil {
		return writer.Result{}, err
	}
	return writer.Result{Subjects: []string{"About " + in.Title}, Content: "Body of " + in.Title + "."}, nil
}

func TestRunAllGrowsEachUsersLibraryNewestFirst(t *testing.T) {
	brief := func(user, title string) Brief {
		return Brief{User: user, EmailInput: storage.EmailInput{Title: title, CtaURL: "https://example.com"}, Plan: "trial", Language: "en"}
	}
	w := &recorder{errs: map[string]error{
		"a3": fmt.Errorf("%w: French", writer.ErrUnsupportedLanguage),
		"b2": errors.New("provider timeout"),
	}}
	outcomes := runAll(context.Background(), w, []Brief{
		brief("a", "a1"), brief("b", "b1"), brief("a", "a2"), brief("a", "a3"), brief("b", "b2"), brief("a", "a4"),
	})
	histories := map[string][]string{}
	for _, in := range w.inputs {
		histories[in.Title] = in.History
	}
	want := map[string][]string{
		"a1": nil, "b1": nil, "a2": {"Body of a1."}, "a3": {"Body of a2.", "Body of a1."},
		"b2": {"Body of b1."}, "a4": {"Body of a2.", "Body of a1."}, // a3 was refused: never sent
	}
	for title, h := range want {
		if !slices.Equal(histories[title], h) {
			t.Errorf("%s saw history %q, want %q", title, histories[title], h)
		}
	}
	if !outcomes[3].Refused || outcomes[3].Written() {
		t.Errorf("a3 must be refused: %+v", outcomes[3])
	}
	if outcomes[4].Err == nil || outcomes[4].Written() {
		t.Errorf("b2 must carry its error: %+v", outcomes[4])
	}
	if o := outcomes[5]; !o.Written() || o.Report.Words == 0 || len(o.Report.Checks) == 0 {
		t.Errorf("a4 must be written and measured: %+v", o.Report)
	}
}
