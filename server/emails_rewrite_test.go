package server

import (
	"context"
	"strings"
	"testing"
	"time"
)

// creditsSpent reads what a user has spent, bonus credits included.
func (e *testEnv) creditsSpent(userID string) (used, bonus int) {
	e.t.Helper()
	if err := e.db.Pool.QueryRow(context.Background(), `SELECT credits_used, bonus_credits FROM users WHERE id = $1`, userID).Scan(&used, &bonus); err != nil {
		e.t.Fatal(err)
	}
	return used, bonus
}

// awaitVersion polls the versions of an email until its current one is at least n.
func awaitVersion(t *testing.T, c *client, id string, n int) map[string]any {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		body := c.do("GET", "/api/emails/"+id+"/versions", nil).json(t)
		if num(body["current"]) >= n {
			return body
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("email %s never reached version %d", id, n)
	return nil
}

func TestRewriteSelectionBecomesAVersionWithoutCredit(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	uid := c.signUpVerified("rewriter@example.com", "secret1")
	id := env.writtenEmail(uid, writtenBody, testSubjects, testPreview)
	usedBefore, bonusBefore := env.creditsSpent(uid)

	left := c.do("GET", "/api/emails/"+id+"/rewrite", nil).json(t)
	if num(left["remaining"]) != 20 || num(left["limit"]) != 20 {
		t.Fatalf("allowance before any rewrite: %v", left)
	}
	selection := "Nobody followed the plan I had spent a week writing. People follow clarity, not authority."
	r := c.do("POST", "/api/emails/"+id+"/rewrite", map[string]any{"selection": selection, "modifier": "shorter"})
	if r.status != 202 {
		t.Fatalf("rewrite: %d %s", r.status, r.body)
	}
	ans := r.json(t)
	if rid, _ := ans["rewriteId"].(string); rid == "" || num(ans["remaining"]) != 19 || ans["original"] != selection {
		t.Fatalf("answer: %v", ans)
	}
	versions := awaitVersion(t, c, id, 2)["versions"].([]any)
	latest := versions[0].(map[string]any)
	content, _ := latest["generatedContent"].(string)
	if latest["kind"] != "rewrite" || strings.Contains(content, selection) || !strings.Contains(content, "Book your seat: https://example.com/book") {
		t.Fatalf("rewrite version: %v", latest)
	}
	email := c.do("GET", "/api/emails/"+id, nil).json(t)
	if email["generatedContent"] != content || num(email["version"]) != 2 {
		t.Fatalf("email row not updated: %v", email)
	}
	if used, bonus := env.creditsSpent(uid); used != usedBefore || bonus != bonusBefore {
		t.Fatalf("credits moved: used %d→%d, bonus %d→%d", usedBefore, used, bonusBefore, bonus)
	}
	if left := c.do("GET", "/api/emails/"+id+"/rewrite", nil).json(t); num(left["remaining"]) != 19 {
		t.Fatalf("allowance after one rewrite: %v", left)
	}
}

func TestRewriteDailyLimit(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	uid := c.signUpVerified("limit@example.com", "secret1")
	id := env.writtenEmail(uid, writtenBody, testSubjects, testPreview)
	// Today's earlier rewrites of this email: all but one used.
	if err := env.srv.opts.Redis.Set(context.Background(), env.srv.rewriteKey(id), 19, time.Hour).Err(); err != nil {
		t.Fatal(err)
	}
	body := map[string]any{"selection": "Nobody followed the plan I had spent a week writing. People follow clarity, not authority.", "modifier": "shorter"}
	r := c.do("POST", "/api/emails/"+id+"/rewrite", body)
	if r.status != 202 || num(r.json(t)["remaining"]) != 0 {
		t.Fatalf("last rewrite of the day: %d %s", r.status, r.body)
	}
	// The rewrite finishes in the background and replaces the selected text, so the next
	// request waits for it and selects text of the new body: a selection that is no longer
	// there would be refused (400) before the limit is looked at.
	awaitVersion(t, c, id, 2)
	content, _ := c.do("GET", "/api/emails/"+id, nil).json(t)["generatedContent"].(string)
	next := map[string]any{"selection": "Two years ago I froze in my first team meeting.", "modifier": "shorter"}
	if !strings.Contains(content, next["selection"].(string)) {
		t.Fatalf("the rewritten body lost the untouched sentence: %q", content)
	}
	r = c.do("POST", "/api/emails/"+id+"/rewrite", next)
	if r.status != 429 || r.json(t)["code"] != "rewrite_limit" || num(r.json(t)["remaining"]) != 0 || !strings.Contains(r.message(t), "20 rewrites") {
		t.Fatalf("over the limit: %d %s", r.status, r.body)
	}
	// Another email has its own allowance.
	other := env.writtenEmail(uid, writtenBody, testSubjects, testPreview)
	if r := c.do("POST", "/api/emails/"+other+"/rewrite", body); r.status != 202 {
		t.Fatalf("another email: %d %s", r.status, r.body)
	}
}

func TestRewriteOwnershipStateAndValidation(t *testing.T) {
	env := newTestEnv(t)
	owner := env.client()
	uid := owner.signUpVerified("owner@example.com", "secret1")
	id := env.writtenEmail(uid, writtenBody, testSubjects, testPreview)
	stranger := env.client()
	stranger.ip = "10.0.0.2"
	stranger.signUpVerified("stranger@example.com", "secret1")
	ok := map[string]any{"part": "hook", "modifier": "warmer"}
	if r := stranger.do("POST", "/api/emails/"+id+"/rewrite", ok); r.status != 404 {
		t.Fatalf("another user's email: %d %s", r.status, r.body)
	}
	if r := stranger.do("GET", "/api/emails/"+id+"/rewrite", nil); r.status != 404 {
		t.Fatalf("another user's allowance: %d", r.status)
	}
	if r := owner.do("POST", "/api/emails/not-a-uuid/rewrite", ok); r.status != 404 {
		t.Fatalf("bad id: %d", r.status)
	}
	processing := owner.do("POST", "/api/emails", validEmailBody()).json(t)["id"].(string) // no worker: stays processing
	if r := owner.do("POST", "/api/emails/"+processing+"/rewrite", ok); r.status != 409 || r.json(t)["code"] != "not_editable" {
		t.Fatalf("processing email: %d %s", r.status, r.body)
	}
	bad := []struct {
		body  map[string]any
		field string
	}{
		{map[string]any{"modifier": "shorter"}, "part"},
		{map[string]any{"part": "footer", "modifier": "shorter"}, "part"},
		{map[string]any{"part": "hook", "selection": "Hi", "modifier": "shorter"}, "part"},
		{map[string]any{"part": "hook", "modifier": "louder"}, "modifier"},
		{map[string]any{"part": "hook", "modifier": "custom"}, "instruction"},
		{map[string]any{"part": "hook", "modifier": "custom", "instruction": strings.Repeat("x", 201)}, "instruction"},
		{map[string]any{"selection": "words not in the email", "modifier": "shorter"}, "selection"},
	}
	for _, b := range bad {
		r := owner.do("POST", "/api/emails/"+id+"/rewrite", b.body)
		if r.status != 400 || r.json(t)["field"] != b.field {
			t.Errorf("%v: %d %s", b.body, r.status, r.body)
		}
	}
	noPS := env.writtenEmail(uid, "Hi,\n\nA hook.\n\nA story.\n\nBook: https://example.com/book\n\nBye,", testSubjects, testPreview)
	if r := owner.do("POST", "/api/emails/"+noPS+"/rewrite", map[string]any{"part": "ps", "modifier": "warmer"}); r.status != 422 || !strings.Contains(r.message(t), "no P.S.") {
		t.Errorf("missing part: %d %s", r.status, r.body)
	}
	if left := owner.do("GET", "/api/emails/"+id+"/rewrite", nil).json(t); num(left["remaining"]) != 20 {
		t.Errorf("refused requests counted: %v", left)
	}
}

func TestRewriteRefusedOfflineGivesTheRewriteBack(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	uid := c.signUpVerified("refused@example.com", "secret1")
	id := env.writtenEmail(uid, writtenBody, testSubjects, testPreview)
	// A custom instruction needs a model; none is configured here.
	r := c.do("POST", "/api/emails/"+id+"/rewrite", map[string]any{"part": "hook", "modifier": "custom", "instruction": "mention the city"})
	if r.status != 202 {
		t.Fatalf("%d %s", r.status, r.body)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		left := c.do("GET", "/api/emails/"+id+"/rewrite", nil).json(t)
		if num(left["remaining"]) == 20 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("a refused rewrite was still counted: %v", left)
		}
		time.Sleep(50 * time.Millisecond)
	}
	if v := c.do("GET", "/api/emails/"+id+"/versions", nil).json(t); num(v["current"]) != 1 {
		t.Fatalf("a refused rewrite made a version: %v", v)
	}
}
