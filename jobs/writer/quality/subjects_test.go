package quality

import (
	"strings"
	"testing"
)

func TestSubjectsRespectTheUsersOwnWords(t *testing.T) {
	b := bakeryBrief()
	b.Proof = "Guaranteed results or your money back, FAQ included"
	e := bakeryEmail()
	e.Subjects[0] = "Guaranteed results from the FAQ"
	r := Evaluate(b, e, nil)
	if c, _ := r.Find(CheckSubjects); c.Status != Pass {
		t.Errorf("user's own words flagged: %s %s", c.Message, c.Detail)
	}
	e.Subjects[0] = "GUARANTEED results, act now"
	r = Evaluate(b, e, nil)
	c, _ := r.Find(CheckSubjects)
	if c.Status != Warn || !strings.Contains(c.Message+c.Detail, "act now") || !strings.Contains(c.Detail, "GUARANTEED") {
		t.Errorf("got %s: %s %s", c.Status, c.Message, c.Detail)
	}
}

func TestEmptyEmail(t *testing.T) {
	r := Evaluate(Brief{}, Email{}, nil)
	if c, _ := r.Find(CheckSubjects); c.Status != Fail {
		t.Errorf("no subject line: %s", c.Status)
	}
	if r.Words != 0 || r.Score < 0 || len(r.Checks) != len(allChecks) {
		t.Errorf("report %+v", r)
	}
}
