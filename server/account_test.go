package server

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"storymail/server/auth"
	"storymail/storage"
)

func TestPublicStatsCounts(t *testing.T) {
	env := newTestEnv(t)
	ctx := context.Background()
	stats := func() storage.PublicStats {
		t.Helper()
		// The answer is cached briefly; drop the cache to read the database again.
		env.srv.opts.Redis.Del(ctx, env.srv.key("cache", "public-stats"))
		r := env.client().do("GET", "/api/public/stats", nil)
		if r.status != 200 || !strings.HasPrefix(r.header.Get("Content-Type"), "application/json") {
			t.Fatalf("stats: %d %s", r.status, r.body)
		}
		var s storage.PublicStats
		if err := jsonUnmarshal(r.body, &s); err != nil {
			t.Fatal(err)
		}
		return s
	}
	if got := stats(); got != (storage.PublicStats{}) {
		t.Fatalf("empty database: %+v", got)
	}

	a, b := env.client(), env.client()
	a.signUpVerified("a@example.com", "secret1")
	b.signUpVerified("b@example.com", "secret1")
	if _, err := env.db.UpsertAdmin(ctx, storage.NewUser{ID: "admin-stats", Email: "staff@example.com", PasswordHash: "x"}); err != nil {
		t.Fatal(err)
	}
	ids := append(a.createEmails(3), b.createEmails(2)...)
	for _, id := range ids[:4] {
		if ok, err := env.db.CompleteEmail(ctx, id, []string{"S"}, "Body", ""); err != nil || !ok {
			t.Fatalf("complete %s: %v %v", id, ok, err)
		}
	}
	// One generated email is older than a week; the fifth is still processing.
	env.setEmailCreated(ids[0], time.Now().Add(-8*24*time.Hour))
	want := storage.PublicStats{TotalUsers: 2, EmailsThisWeek: 3, TotalEmails: 4}
	if got := stats(); got != want {
		t.Fatalf("got %+v, want %+v (staff and unfinished emails are not counted)", got, want)
	}

	// The answer is cached in Redis for a short while; pushes keep the page live meanwhile.
	if ttl := env.srv.opts.Redis.TTL(ctx, env.srv.key("cache", "public-stats")).Val(); ttl <= 0 || ttl > publicStatsTTL {
		t.Fatalf("stats cache TTL %v, want (0, %v]", ttl, publicStatsTTL)
	}
	env.client().signUpVerified("c@example.com", "secret1")
	if got := stats(); got.TotalUsers != 3 {
		t.Fatalf("after a new signup: %+v", got)
	}
}

func TestExportAccount(t *testing.T) {
	env := newTestEnv(t)
	ctx := context.Background()
	c := env.client()
	id := c.signUpVerified("export@example.com", "secret1")
	ids := c.createEmails(2)
	if ok, err := env.db.CompleteEmail(ctx, ids[0], []string{"The Tuesday I froze", "Nobody followed my plan", "What clarity sold"},
		"Hi friend,\n\nTwo years ago I froze in my first team meeting.\n\nBook your call: https://example.com/book", "raw"); err != nil || !ok {
		t.Fatalf("complete: %v %v", ok, err)
	}
	if _, err := env.db.Pool.Exec(ctx, `INSERT INTO payments (user_id, stripe_invoice_id, amount_cents, currency) VALUES ($1, 'in_export_1', 1900, 'usd')`, id); err != nil {
		t.Fatal(err)
	}
	if r := c.do("POST", "/api/contact", map[string]string{"name": "Test", "email": "export@example.com", "reason": "Question",
		"message": "Where do I find my invoices?"}); r.status != 201 {
		t.Fatalf("contact: %d %s", r.status, r.body)
	}
	other := env.client()
	other.signUpVerified("someone-else@example.com", "secret1")
	otherBody := validEmailBody()
	otherBody["title"] = "Someone else's secret launch"
	if r := other.do("POST", "/api/emails", otherBody); r.status != 201 {
		t.Fatalf("other email: %d", r.status)
	}

	if r := env.client().do("GET", "/api/user/export", nil); r.status != 401 {
		t.Fatalf("signed out: %d", r.status)
	}
	r := c.do("GET", "/api/user/export", nil)
	if r.status != 200 {
		t.Fatalf("export: %d %s", r.status, r.body)
	}
	if ct := r.header.Get("Content-Type"); ct != "text/plain; charset=utf-8" {
		t.Fatalf("Content-Type %q", ct)
	}
	wantName := "storymail-export-" + time.Now().UTC().Format("2006-01-02") + ".txt"
	if cd := r.header.Get("Content-Disposition"); cd != `attachment; filename="`+wantName+`"` {
		t.Fatalf("Content-Disposition %q, want file %s", cd, wantName)
	}
	text := string(r.body)
	line := func(label, value string) string { return fmt.Sprintf("%-26s %s\n", label+":", value) }
	for _, want := range []string{
		"StoryMail account export\n",
		line("Account ID", id), line("Email", "export@example.com"), line("First name", "Test"), line("Email verified", "yes"),
		line("Plan", "Trial Plan"), line("Subscription status", "trial"),
		line("Emails created", "2 (trial, one-time)"), line("Emails remaining", "8"), line("Credit limit", "10 (10 plan + 0 bonus)"),
		line("Emails in first 5 days", "2 of 5"), line("Unlocked", "no"),
		"Payments (1)", "19.00 USD", "invoice in_export_1",
		"Messages to support (1)", line("Message", "Where do I find my invoices?"),
		"Emails (2)", "--- Email 1 of 2 ---", "--- Email 2 of 2 ---",
		line("Title", "Spring launch"), line("Status", "generated"), line("Status", "processing"),
		line("Story", "Two years ago I froze in my first team meeting and nobody followed the plan I had spent a week writing."),
		line("Lesson", "People follow clarity, not authority."), line("Target audience", "first-time managers in tech"),
		line("Call-to-action URL", "https://example.com/book?ref=news"), line("Campaign name", "spring-2026"),
		line("Product name", "Lead Well"), line("Sale price", "$299"), line("Email length", "short"),
		"utm_campaign=spring-2026",
		"Subject lines:\n    1. The Tuesday I froze\n    2. Nobody followed my plan\n    3. What clarity sold\n",
		"Generated content:\n    Hi friend,\n    \n    Two years ago I froze in my first team meeting.\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("export lacks %q", want)
		}
	}
	for _, leak := range []string{"someone-else@example.com", "Someone else's secret launch", "password", "$argon2"} {
		if strings.Contains(strings.ToLower(text), strings.ToLower(leak)) {
			t.Errorf("export leaks %q", leak)
		}
	}
	if t.Failed() {
		t.Log(text)
	}
}

// countMentions counts, in every table of the database, the rows whose text contains needle.
func countMentions(t *testing.T, env *testEnv, needle string) map[string]int {
	t.Helper()
	ctx := context.Background()
	rows, err := env.db.Pool.Query(ctx, `SELECT table_name FROM information_schema.tables
		WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`)
	if err != nil {
		t.Fatal(err)
	}
	tables, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil || len(tables) < 10 {
		t.Fatalf("list tables: %v %v", tables, err)
	}
	found := map[string]int{}
	for _, table := range tables {
		var n int
		q := `SELECT count(*) FROM ` + pgx.Identifier{table}.Sanitize() + ` x WHERE strpos(lower(x::text), lower($1)) > 0`
		if err := env.db.Pool.QueryRow(ctx, q, needle).Scan(&n); err != nil {
			t.Fatalf("scan %s: %v", table, err)
		}
		if n > 0 {
			found[table] = n
		}
	}
	return found
}

func TestDeleteAccountRemovesEverything(t *testing.T) {
	env := newTestEnv(t)
	ctx := context.Background()
	c := env.client()
	email := "leaving@example.com"
	id := c.signUpVerified(email, "secret1")
	c.createEmails(3)
	// A second signed-in browser, a pending reset token, messages sent signed in and signed out,
	// a payment and a recorded subscription.
	phone := env.client()
	if r := phone.do("POST", "/api/auth/login", map[string]string{"email": email, "password": "secret1"}); r.status != 200 {
		t.Fatalf("second login: %d", r.status)
	}
	if r := phone.do("GET", "/api/auth/user", nil); r.status != 200 { // caches the session in Redis
		t.Fatalf("second browser: %d", r.status)
	}
	if r := env.client().do("POST", "/api/auth/forgot-password", map[string]string{"email": email}); r.status != 200 {
		t.Fatalf("forgot: %d", r.status)
	}
	env.lastLink(email, "/reset-password")
	if r := c.do("POST", "/api/contact", map[string]string{"name": "Leaving", "email": email, "reason": "Other", "message": "Signed-in message here."}); r.status != 201 {
		t.Fatalf("contact: %d", r.status)
	}
	if r := env.client().do("POST", "/api/contact", map[string]string{"name": "Leaving", "email": "Leaving@Example.com", "reason": "other", "message": "Signed-out message here."}); r.status != 201 {
		t.Fatalf("contact signed out: %d", r.status)
	}
	if _, err := env.db.Pool.Exec(ctx, `INSERT INTO payments (user_id, stripe_invoice_id, amount_cents) VALUES ($1, 'in_keep_amount', 1900)`, id); err != nil {
		t.Fatal(err)
	}
	if _, err := env.db.Pool.Exec(ctx, `UPDATE users SET subscription_status = 'active', stripe_customer_id = 'cus_leaving',
		stripe_subscription_id = 'sub_leaving' WHERE id = $1`, id); err != nil {
		t.Fatal(err)
	}
	// Someone else whose data must survive.
	stay := env.client()
	stayID := stay.signUpVerified("staying@example.com", "secret1")
	stay.createEmails(1)
	if r := stay.do("POST", "/api/contact", map[string]string{"name": "Staying", "email": "staying@example.com", "reason": "Other", "message": "I am staying around."}); r.status != 201 {
		t.Fatalf("contact: %d", r.status)
	}
	env.srv.bg.wait(ctx) // the mails and webhooks raised above have left

	if found := countMentions(t, env, id); len(found) == 0 {
		t.Fatal("the scan finds nothing even before deletion: it would prove nothing")
	}
	noOrigin := *c
	noOrigin.origin = ""
	if r := noOrigin.do("DELETE", "/api/user/delete-account", nil); r.status != 403 {
		t.Fatalf("delete without Origin: %d", r.status)
	}
	oldCookie := c.cookie
	r := c.do("DELETE", "/api/user/delete-account", nil)
	if r.status != 200 || r.message(t) != "Account deleted" {
		t.Fatalf("delete: %d %s", r.status, r.body)
	}
	if sc := r.header.Get("Set-Cookie"); !strings.Contains(sc, auth.CookieName+"=;") || !strings.Contains(strings.ToLower(sc), "max-age=0") && !strings.Contains(sc, "expires=Thu, 01 Jan 1970") {
		t.Fatalf("cookie not cleared: %q", sc)
	}

	for _, needle := range []string{id, email, "cus_leaving", "sub_leaving"} {
		if found := countMentions(t, env, needle); len(found) > 0 {
			t.Errorf("%q still in %v", needle, found)
		}
	}
	var amount int64
	var owner *string
	if err := env.db.Pool.QueryRow(ctx, `SELECT amount_cents, user_id FROM payments WHERE stripe_invoice_id = 'in_keep_amount'`).Scan(&amount, &owner); err != nil || amount != 1900 || owner != nil {
		t.Fatalf("payment: %d %v %v (the amount stays, the person goes)", amount, owner, err)
	}
	// Both browsers are signed out, including the one holding the old cookie.
	for name, cl := range map[string]*client{"same browser": {env: env, origin: testOrigin, cookie: oldCookie}, "other browser": phone} {
		if r := cl.do("GET", "/api/auth/user", nil); r.status != 401 {
			t.Fatalf("%s after deletion: %d %s", name, r.status, r.body)
		}
		if r := cl.do("GET", "/api/emails", nil); r.status != 401 {
			t.Fatalf("%s lists emails after deletion: %d", name, r.status)
		}
	}
	if r := env.client().do("POST", "/api/auth/login", map[string]string{"email": email, "password": "secret1"}); r.status != 401 {
		t.Fatalf("login after deletion: %d", r.status)
	}
	// The address is free again.
	if r := env.client().do("POST", "/api/auth/signup", map[string]string{"email": email, "password": "secret1"}); r.status != 201 {
		t.Fatalf("signup with the freed address: %d %s", r.status, r.body)
	}

	// The other account is untouched.
	if found := countMentions(t, env, stayID); found["users"] != 1 || found["emails"] != 1 || found["contact_messages"] != 1 || found["sessions"] != 1 {
		t.Fatalf("the other account lost data: %v", found)
	}
	if r := stay.do("GET", "/api/auth/user", nil); r.status != 200 {
		t.Fatalf("other account signed out: %d", r.status)
	}
}

func TestDeleteAccountRefusals(t *testing.T) {
	env := newTestEnv(t)
	ctx := context.Background()
	if r := env.client().do("DELETE", "/api/user/delete-account", nil); r.status != 401 {
		t.Fatalf("signed out: %d", r.status)
	}
	hash, err := auth.HashPassword("staffpass")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.db.UpsertAdmin(ctx, storage.NewUser{ID: "admin-support", Email: "staff@example.com", PasswordHash: hash}); err != nil {
		t.Fatal(err)
	}
	staff := env.client()
	if r := staff.do("POST", "/api/auth/login", map[string]string{"email": "staff@example.com", "password": "staffpass"}); r.status != 200 {
		t.Fatalf("staff login: %d %s", r.status, r.body)
	}
	r := staff.do("DELETE", "/api/user/delete-account", nil)
	if r.status != 403 || r.message(t) != "Staff accounts cannot be deleted from Settings." {
		t.Fatalf("staff delete: %d %s", r.status, r.body)
	}
	if _, err := env.db.UserByID(ctx, "admin-support"); err != nil {
		t.Fatalf("staff account gone: %v", err)
	}
}
