package server

import (
	"strings"
	"testing"
	"time"
)

type auditRow struct {
	ActorID, ActorEmail, Action, Target, Outcome, Detail string
	Status                                               int
	At                                                   time.Time
}

func auditList(t *testing.T, c *client, query string) ([]auditRow, int) {
	t.Helper()
	r := c.do("GET", "/api/admin/audit"+query, nil)
	if r.status != 200 {
		t.Fatalf("audit %s: %d %s", query, r.status, r.body)
	}
	var body struct {
		Entries []auditRow
		Total   int
		Actions []string
	}
	if err := jsonUnmarshal(r.body, &body); err != nil {
		t.Fatal(err)
	}
	if len(body.Actions) != len(auditActions) {
		t.Fatalf("actions list: %v", body.Actions)
	}
	return body.Entries, body.Total
}

func TestStaffActionsAreOnRecord(t *testing.T) {
	f := newAdminFixture(t)
	base := "/api/admin/user/" + f.userID
	before := time.Now().Add(-time.Second)
	if r := f.admin().do("POST", base+"/add-bonus-credits", map[string]any{"credits": 5}); r.status != 200 {
		t.Fatalf("add credits: %d %s", r.status, r.body)
	}
	if r := f.admin().do("POST", base+"/add-bonus-credits", map[string]any{"credits": -3}); r.status != 400 {
		t.Fatalf("bad credits: %d %s", r.status, r.body)
	}
	if r := f.super().do("POST", base+"/update-password", map[string]any{"newPassword": "hunter22-secret"}); r.status != 200 {
		t.Fatalf("set password: %d %s", r.status, r.body)
	}
	if r := f.admin().do("POST", "/api/admin/user/no-such-user/reset-usage", nil); r.status != 404 {
		t.Fatalf("reset unknown: %d %s", r.status, r.body)
	}
	if r := f.admin().do("POST", base+"/delete-and-block", map[string]any{"reason": "spam waves"}); r.status != 200 {
		t.Fatalf("delete and block: %d %s", r.status, r.body)
	}
	// A refused attempt is on record too.
	if r := f.admin().do("PUT", "/api/admin/webhooks/1", map[string]any{"url": "https://hooks.example/x"}); r.status != 403 {
		t.Fatalf("admin edits a webhook: %d %s", r.status, r.body)
	}
	// Reading is not an action; a regular admin cannot read the record.
	f.admin().do("GET", "/api/admin/users", nil)
	if r := f.admin().do("GET", "/api/admin/audit", nil); r.status != 403 {
		t.Fatalf("admin reads the record: %d", r.status)
	}

	all, total := auditList(t, f.super(), "")
	if total != 6 || len(all) != 6 {
		t.Fatalf("want 6 entries, got %d: %+v", total, all)
	}
	// Newest first.
	want := []struct {
		action, target, outcome, actor string
		status                         int
		detail                         string
	}{
		{auditWebhookEdit, "1", "failure", f.adminID, 403, "Forbidden (url: https://hooks.example/x)"},
		{auditDeleteAndBlock, f.userID, "success", f.adminID, 200, "reason: spam waves"},
		{auditResetUsage, "no-such-user", "failure", f.adminID, 404, ""},
		{auditSetPassword, f.userID, "success", f.superID, 200, ""},
		{auditAddCredits, f.userID, "failure", f.adminID, 400, "credits: -3"},
		{auditAddCredits, f.userID, "success", f.adminID, 200, "Added 5 bonus credits (credits: 5)"},
	}
	for i, w := range want {
		e := all[i]
		if e.Action != w.action || e.Target != w.target || e.Outcome != w.outcome || e.ActorID != w.actor || e.Status != w.status ||
			!strings.Contains(e.Detail, w.detail) || e.At.Before(before) || e.ActorEmail == "" {
			t.Errorf("entry %d: %+v, want %+v", i, e, w)
		}
		if strings.Contains(e.Detail, "hunter22") {
			t.Errorf("a password reached the record: %q", e.Detail)
		}
	}

	for query, n := range map[string]int{
		"?action=" + auditAddCredits:                                     2,
		"?outcome=failure":                                               3,
		"?outcome=success&action=user.delete":                            0,
		"?actor=owner@storymail":                                         1,
		"?target=no-such":                                                1,
		"?from=" + time.Now().UTC().Format("2006-01-02"):                 6,
		"?to=" + time.Now().UTC().AddDate(0, 0, -1).Format("2006-01-02"): 0,
		"?limit=2&page=3":                                                6,
	} {
		entries, total := auditList(t, f.super(), query)
		if total != n {
			t.Errorf("%s: total %d, want %d", query, total, n)
		}
		if query == "?limit=2&page=3" && len(entries) != 2 {
			t.Errorf("last page holds %d", len(entries))
		}
	}
	for _, bad := range []string{"?outcome=maybe", "?action=drop.tables", "?from=yesterday", "?page=0"} {
		if r := f.super().do("GET", "/api/admin/audit"+bad, nil); r.status != 400 {
			t.Errorf("%s: %d %s", bad, r.status, r.body)
		}
	}
}
