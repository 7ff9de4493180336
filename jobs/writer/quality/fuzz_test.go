package quality

import (
	"strings"
	"testing"
)

var allChecks = []string{CheckTodo, CheckLength, CheckLinks, CheckSubjects, CheckFacts, CheckLanguage, CheckLeaks,
	CheckRepetition, CheckReadability, CheckCapitals, CheckStructure}

// FuzzEvaluate: any text gives a report with a score in range, one check
// per id, fails before warnings before passes, and no panic.
func FuzzEvaluate(f *testing.F) {
	good := bakeryEmail()
	f.Add(good.Body, strings.Join(good.Subjects, "\n"), bakeryBrief().Story, bakeryTracked)
	es := panaderiaEmail()
	f.Add(es.Body, "a\n\nb", panaderiaBrief().Story, "https://ejemplo.com/plan")
	f.Add("P.S.", "!!", "", "http://")
	f.Add("https://x.y/z?utm_source=... i. A The. ¿¡ … 1,2,3.4.5 $€£%", "WWW.", "uno dos mil y", "www.")
	f.Add("\n\n- \n* •\r\n", "", "", "://")
	f.Fuzz(func(t *testing.T, body, subjects, story, link string) {
		b := bakeryBrief()
		b.Story, b.CtaURL = story, link
		b.TrackedURL = link + "?utm_source=email"
		e := Email{Body: body, Subjects: strings.Split(subjects, "\n"), PreviewText: subjects}
		r := Evaluate(b, e, []string{body, story, subjects})
		if r.Score < 0 || r.Score > 100 {
			t.Fatalf("score %d", r.Score)
		}
		want := len(allChecks)
		if e.PreviewText != "" {
			want++ // the preview check runs only on emails with preview text
		}
		if len(r.Checks) != want {
			t.Fatalf("%d checks, want %d", len(r.Checks), want)
		}
		for _, id := range allChecks {
			if c, ok := r.Find(id); !ok || c.Message == "" {
				t.Fatalf("check %s missing or without message", id)
			}
		}
		for i := 1; i < len(r.Checks); i++ {
			if rank(r.Checks[i].Status) < rank(r.Checks[i-1].Status) {
				t.Fatalf("checks out of order: %v", r.Checks)
			}
		}
		if r.Words < 0 {
			t.Fatalf("words %d", r.Words)
		}
	})
}
