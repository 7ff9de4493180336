package server

import (
	"context"
	"strings"
	"testing"

	"github.com/google/uuid"

	"storymail/storage"
)

func TestAdminEmailListAndDetail(t *testing.T) {
	f := newAdminFixture(t)
	env := f.env
	bob := env.seedUser("bob@example.com", "Bob", "Stone")
	a := env.seedEmail(f.userID, "Spring launch")
	b := env.seedEmail(bob, "Autumn 100% sale")
	c := env.seedEmail(bob, "Winter notes")
	ctx := context.Background()
	if ok, err := env.db.CompleteEmail(ctx, a.ID, []string{"S1", "S2"}, "Hello there", `{"raw":"answer"}`); !ok || err != nil {
		t.Fatalf("complete: %v %v", ok, err)
	}
	if ok, err := env.db.FailEmail(ctx, c.ID, "provider timed out", `{"error":"timeout"}`); !ok || err != nil {
		t.Fatalf("fail: %v %v", ok, err)
	}

	ids := func(query string) string {
		t.Helper()
		r := f.admin().do("GET", "/api/admin/emails?"+query, nil)
		if r.status != 200 {
			t.Fatalf("%s: %d %s", query, r.status, r.body)
		}
		var out []string
		for _, e := range list(t, r.json(t), "emails") {
			out = append(out, e["id"].(string))
		}
		return strings.Join(out, ",")
	}
	for _, tc := range []struct{ query, want string }{
		{"", strings.Join([]string{c.ID, b.ID, a.ID}, ",")}, // newest first
		{"search=spring", a.ID},
		{"search=focus%20on%20winter", c.ID},      // contentFocus
		{"search=" + b.ID[:13], b.ID},             // email id
		{"search=" + bob, c.ID + "," + b.ID},      // user id
		{"search=BOB@EXAMPLE", c.ID + "," + b.ID}, // owner's email
		{"search=100%25", b.ID},                   // % is literal
		{"search=1%2500", ""},                     // and not a wildcard
		{"status=failed", c.ID},
		{"limit=1&page=2", b.ID},
	} {
		if got := ids(tc.query); got != tc.want {
			t.Errorf("%q: got %s, want %s", tc.query, got, tc.want)
		}
	}
	r := f.admin().do("GET", "/api/admin/emails?limit=1", nil)
	if body := r.json(t); body["total"].(float64) != 3 || body["limit"].(float64) != 1 {
		t.Fatalf("total: %s", r.body)
	}
	for _, q := range []string{"page=0", "limit=x", "status=lost"} {
		if r := f.admin().do("GET", "/api/admin/emails?"+q, nil); r.status != 400 {
			t.Errorf("%s: %d", q, r.status)
		}
	}

	// Detail: every field of the admin view, the raw provider answer and the failure.
	r = f.admin().do("GET", "/api/admin/emails/"+a.ID, nil)
	d := r.json(t)
	hasKeys(t, "email", d, "id", "userId", "userEmail", "title", "status", "createdAt", "contentFocus", "targetAudience",
		"keyBenefit", "price", "proofElement", "tonePreference", "emailLength", "campaignName", "story", "lesson",
		"generatedSubject", "generatedContent", "rawWebhookData", "errorMessage")
	if d["userEmail"] != customerEmail || d["rawWebhookData"] != `{"raw":"answer"}` || d["generatedContent"] != "Hello there" ||
		len(d["generatedSubject"].([]any)) != 2 || d["price"] != "$49" {
		t.Fatalf("detail: %s", r.body)
	}
	r = f.admin().do("GET", "/api/admin/emails/"+c.ID, nil)
	if d := r.json(t); d["status"] != "failed" || d["errorMessage"] != "provider timed out" || d["rawWebhookData"] != `{"error":"timeout"}` {
		t.Fatalf("failed detail: %s", r.body)
	}
	for _, id := range []string{uuid.NewString(), "not-a-uuid"} {
		if r := f.admin().do("GET", "/api/admin/emails/"+id, nil); r.status != 404 {
			t.Errorf("%s: %d", id, r.status)
		}
	}
}

func TestAdminRetryFailedEmailTakesNoCredit(t *testing.T) {
	f := newAdminFixture(t)
	env := f.env
	ctx := context.Background()
	e := env.seedEmail(f.userID, "Retry me")
	if ok, _ := env.db.FailEmail(ctx, e.ID, "provider down", ""); !ok {
		t.Fatal("fail email")
	}
	creditsUsed := func() int { return env.queryInt(`SELECT credits_used FROM users WHERE id = $1`, f.userID) }
	if creditsUsed() != 0 {
		t.Fatalf("failed email kept its credit: %d", creditsUsed())
	}
	gen := env.seedEmail(f.userID, "Fine")
	env.db.CompleteEmail(ctx, gen.ID, []string{"s"}, "c", "")
	if r := f.admin().do("POST", "/api/admin/retry-email/"+gen.ID, nil); r.status != 409 || r.message(t) != "Only failed emails can be retried." {
		t.Fatalf("retry generated: %d %s", r.status, r.body)
	}
	for _, id := range []string{uuid.NewString(), "nope"} {
		if r := f.admin().do("POST", "/api/admin/retry-email/"+id, nil); r.status != 404 {
			t.Fatalf("retry %s: %d", id, r.status)
		}
	}

	wait := env.events()
	env.startWorker()
	r := f.admin().do("POST", "/api/admin/retry-email/"+e.ID, nil)
	if r.status != 200 || r.json(t)["success"] != true || r.message(t) == "" {
		t.Fatalf("retry: %d %s", r.status, r.body)
	}
	if ev := wait("@", "admin.email"); ev["id"] != e.ID || ev["status"] != "processing" {
		t.Fatalf("admin.email event: %v", ev)
	}
	eventually(t, "the retried email to be generated", func() bool {
		got, err := env.db.EmailByID(ctx, e.ID)
		return err == nil && got.Status == storage.EmailGenerated
	})
	if creditsUsed() != 1 { // only the "Fine" email's credit
		t.Fatalf("retry took a credit: credits_used %d", creditsUsed())
	}
	if r := f.admin().do("POST", "/api/admin/retry-email/"+e.ID, nil); r.status != 409 {
		t.Fatalf("retry twice: %d", r.status)
	}
}

func TestAdminFixStuckEmails(t *testing.T) {
	f := newAdminFixture(t)
	env := f.env
	stuck := env.seedEmail(f.userID, "Stuck")
	fresh := env.seedEmail(f.userID, "Fresh")
	env.exec(`UPDATE emails SET updated_at = now() - interval '5 minutes' WHERE id = $1`, stuck.ID)
	queued := func() []string {
		msgs, err := env.srv.opts.Redis.XRange(context.Background(), env.srv.opts.Queue.Stream(), "-", "+").Result()
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, m := range msgs {
			if m.Values["type"] == "generate" {
				ids = append(ids, m.Values["id"].(string))
			}
		}
		return ids
	}
	before := len(queued())
	r := f.admin().do("POST", "/api/admin/fix-stuck-emails", nil)
	body := r.json(t)
	if r.status != 200 || body["success"] != true || body["fixedCount"].(float64) != 1 || body["message"] != "Re-queued 1 stuck email for generation" {
		t.Fatalf("fix: %d %s", r.status, r.body)
	}
	after := queued()
	if len(after) != before+1 || after[len(after)-1] != stuck.ID {
		t.Fatalf("queue: %v (fresh %s)", after, fresh.ID)
	}
	r = f.admin().do("POST", "/api/admin/fix-stuck-emails", nil)
	if body := r.json(t); body["fixedCount"].(float64) != 0 || body["message"] != "No stuck emails found" {
		t.Fatalf("second fix: %s", r.body)
	}
}
