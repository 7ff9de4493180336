package quality

import (
	"strings"
	"testing"
)

// longEmailAndHistory is a 450-word email and 20 previous bodies, the size
// Evaluate must measure in under 2 ms.
func longEmailAndHistory() (Brief, Email, []string) {
	b := bakeryBrief()
	b.MinWords, b.MaxWords = 400, 450
	e := bakeryEmail()
	extra := " Every morning I baked the same loaves, and every morning someone came in for them."
	for Words(e.Body, b.TrackedURL) < 450 {
		e = replaceBody(e, "I opened anyway.", "I opened anyway."+extra)
	}
	history := make([]string, 20)
	for i := range history {
		history[i] = strings.Repeat(coatsEmail().Body+"\n\n", 2)
	}
	return b, e, history
}

func BenchmarkEvaluate(b *testing.B) {
	brief, e, history := longEmailAndHistory()
	b.ReportAllocs()
	for b.Loop() {
		Evaluate(brief, e, history)
	}
}

func TestReportShape(t *testing.T) {
	brief, e, history := longEmailAndHistory()
	r := Evaluate(brief, e, history)
	if r.Words < 450 {
		t.Fatalf("words %d", r.Words)
	}
	if len(r.Failures()) != 0 {
		t.Errorf("failures: %v", r.Failures())
	}
	if _, ok := r.Find("nope"); ok {
		t.Error("found an unknown check")
	}
	bad := bakeryEmail()
	bad.Subjects = bad.Subjects[:2]
	bad.Body = strings.ReplaceAll(bad.Body, bakeryTracked, "https://example.com/playbook")
	r = Evaluate(bakeryBrief(), bad, nil)
	var ids []string
	for _, c := range r.Failures() {
		ids = append(ids, c.ID)
	}
	if strings.Join(ids, ",") != CheckLinks+","+CheckSubjects {
		t.Errorf("failures %v", ids)
	}
	if r.Checks[0].Status != Fail || r.Checks[len(r.Checks)-1].Status != Pass {
		t.Errorf("order: %v", r.Checks)
	}
	if r.Score != 100-2*failWeight {
		t.Errorf("score %d", r.Score)
	}
}
