package server

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"
)

func TestAdminStats(t *testing.T) {
	f := newAdminFixture(t)
	env := f.env
	r := f.super().do("GET", "/api/admin/stats", nil)
	s := r.json(t)
	hasKeys(t, "stats", s, "totalUsers", "totalEmails", "activeSubscriptions", "totalRevenue", "newUsersThisMonth",
		"emailsCreatedThisMonth", "activeUsersThisMonth", "stripeDataAvailable", "churnCount", "refundCount")
	if s["totalUsers"].(float64) != 1 || s["stripeDataAvailable"] != false || s["totalRevenue"].(float64) != 0 {
		t.Fatalf("empty stats (staff must not count): %s", r.body)
	}

	bob := env.seedUser("bob@example.com", "Bob", "Stone")
	old := env.seedUser("old@example.com", "Old", "Timer")
	gone := env.seedUser("gone@example.com", "Gone", "Away")
	env.exec(`UPDATE users SET created_at = now() - interval '100 days' WHERE id = $1`, old)
	env.exec(`UPDATE users SET subscription_status = 'active' WHERE id = $1`, bob)
	env.exec(`UPDATE users SET subscription_status = 'canceled' WHERE id = $1`, gone)
	env.seedEmail(bob, "One")
	env.seedEmail(bob, "Two")
	env.seedEmail(f.userID, "Three")
	e := env.seedEmail(old, "Ancient")
	env.exec(`UPDATE emails SET created_at = now() - interval '100 days' WHERE id = $1`, e.ID)
	env.seedEmail(f.adminID, "Staff test email")
	env.exec(`INSERT INTO payments (user_id, amount_cents, fee_cents, paid_at) VALUES ($1, 1900, 85, $2), ($1, 1950, NULL, now() - interval '100 days')`, bob, time.Now())
	env.exec(`INSERT INTO refunds (user_id, stripe_charge_id, amount_cents) VALUES ($1, 'ch_1', 500)`, bob)

	r = f.super().do("GET", "/api/admin/stats", nil)
	s = r.json(t)
	want := map[string]float64{"totalUsers": 4, "totalEmails": 5, "activeSubscriptions": 1, "totalRevenue": 19,
		"churnCount": 1, "refundCount": 1}
	if time.Now().UTC().Day() > 1 { // month-relative counts are exact except right at a month start
		want["newUsersThisMonth"] = 3
		want["emailsCreatedThisMonth"] = 4
		want["activeUsersThisMonth"] = 2
	}
	for k, v := range want {
		if s[k].(float64) != v {
			t.Errorf("%s = %v, want %v", k, s[k], v)
		}
	}
	if s["stripeDataAvailable"] != true || !strings.Contains(string(r.body), `"totalRevenue":19.00`) {
		t.Fatalf("stats: %s", r.body)
	}

	// The live hook pushes the same figures to the super admin.
	wait := env.events()
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	AdminStatsHook(env.db, env.srv.opts.Notifier, false, quiet)(context.Background())
	if ev := wait("@@", "stats.admin"); ev["totalUsers"].(float64) != 4 || ev["churnCount"].(float64) != 1 {
		t.Fatalf("stats.admin: %v", ev)
	}
	// Installed on the notifier, a change (a signup, an email) publishes it, throttled.
	env.srv.opts.Notifier.SetAdminStatsHook(AdminStatsHook(env.db, env.srv.opts.Notifier, false, quiet))
	env.seedUser("late@example.com", "Late", "Comer")
	env.srv.opts.Notifier.StatsChanged()
	if ev := wait("@@", "stats.admin"); ev["totalUsers"].(float64) != 5 {
		t.Fatalf("stats.admin after signup: %v", ev)
	}
}

func TestAdminRevenue(t *testing.T) {
	f := newAdminFixture(t)
	env := f.env
	bob := env.seedUser("bob@example.com", "Bob", "Stone")
	env.exec(`UPDATE users SET subscription_status = 'active' WHERE id = $1`, bob)
	now := time.Now().UTC()
	at := func(days int) time.Time { return now.AddDate(0, 0, -days) }
	// Three payments: one with Stripe's fee, two without (estimated at $0.85 each).
	env.exec(`INSERT INTO payments (user_id, amount_cents, fee_cents, paid_at) VALUES
		($1, 1900, 85, $2), ($1, 1900, NULL, $3), ($1, 1900, NULL, $4)`, bob, at(1), at(45), at(400))
	env.exec(`INSERT INTO refunds (user_id, stripe_charge_id, amount_cents, refunded_at) VALUES ($1, 'ch_1', 1000, $2)`, bob, at(2))

	get := func(query string) map[string]any {
		t.Helper()
		r := f.super().do("GET", "/api/admin/revenue"+query, nil)
		if r.status != 200 {
			t.Fatalf("revenue%s: %d %s", query, r.status, r.body)
		}
		return r.json(t)
	}
	check := func(what string, got map[string]any, want map[string]float64) {
		t.Helper()
		for k, v := range want {
			if g, _ := got[k].(float64); g != v {
				t.Errorf("%s: %s = %v, want %v", what, k, got[k], v)
			}
		}
	}
	life := get("")
	check("lifetime", life, map[string]float64{"totalRevenue": 57, "stripeFees": 2.55, "totalRefunds": 10,
		"netRevenue": 57 - 2.55 - 10, "totalSubscriptions": 1})
	day := func(d int) string { return at(d).Format("2006-01-02") }
	check("last 30 days", get("?startDate="+day(30)+"&endDate="+day(0)),
		map[string]float64{"totalRevenue": 19, "stripeFees": 0.85, "totalRefunds": 10, "netRevenue": 8.15})
	check("custom range", get("?startDate="+day(60)+"&endDate="+day(30)),
		map[string]float64{"totalRevenue": 19, "stripeFees": 0.85, "totalRefunds": 0, "netRevenue": 18.15})
	check("one day, inclusive", get("?startDate="+day(45)+"&endDate="+day(45)), map[string]float64{"totalRevenue": 19})
	check("timestamps", get("?startDate="+at(46).Format(time.RFC3339)+"&endDate="+at(44).Format(time.RFC3339)), map[string]float64{"totalRevenue": 19})

	// Twelve months, oldest first, ending this month; the 400-day-old payment is outside.
	hist := list(t, life, "subscriptionHistory")
	if len(hist) != 12 || hist[11]["date"] != now.Format("2006-01") {
		t.Fatalf("history: %v", hist)
	}
	var sum float64
	for _, m := range hist {
		hasKeys(t, "month", m, "date", "revenue", "refunds", "fees", "netRevenue")
		sum += m["revenue"].(float64)
	}
	if sum != 38 {
		t.Fatalf("history revenue %v, want 38", sum)
	}
	for _, m := range hist {
		if m["date"] == at(45).Format("2006-01") && (m["fees"].(float64) < 0.85 || m["revenue"].(float64) < 19) {
			t.Fatalf("month of the 45-day-old payment: %v", m)
		}
	}
	raw := f.super().do("GET", "/api/admin/revenue", nil).body
	var exact map[string]json.RawMessage
	_ = json.Unmarshal(raw, &exact)
	if string(exact["stripeFees"]) != "2.55" || string(exact["netRevenue"]) != "44.45" {
		t.Fatalf("dollars with cents: %s", raw)
	}

	for _, q := range []string{"?startDate=yesterday", "?endDate=2025-13-01", "?startDate=2025-02-01&endDate=2025-01-01", "?startDate=2025-02-30"} {
		if r := f.super().do("GET", "/api/admin/revenue"+q, nil); r.status != 400 {
			t.Errorf("%s: %d %s", q, r.status, r.body)
		}
	}
}

// Staff sockets get what their role may read: the super admin's socket receives stats.admin
// (revenue, churn), a regular admin's never does, though both get admin.email. Submitting an
// email pushes the admin figures at once, not only once the email is written.
func TestAdminStatsReachOnlyTheSuperAdminsSocket(t *testing.T) {
	f := newAdminFixture(t)
	env := f.env
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	n := env.srv.opts.Notifier
	n.SetAdminStatsHook(AdminStatsHook(env.db, n, false, quiet))
	base := env.listen()

	if r := f.admin().do("GET", "/api/admin/stats", nil); r.status != 403 {
		t.Fatalf("regular admin reads the stats: %d", r.status)
	}
	staff, _, err := env.dialWS(base, f.admin().cookie, testOrigin)
	if err != nil {
		t.Fatal(err)
	}
	defer staff.Close()
	owner, _, err := env.dialWS(base, f.super().cookie, testOrigin)
	if err != nil {
		t.Fatal(err)
	}
	defer owner.Close()
	eventually(t, "both staff sockets", func() bool { return env.hub.Stats().Admins == 2 })

	// No worker runs: the email stays processing, so any stats.admin comes from its creation.
	r := f.user().do("POST", "/api/emails", validEmailBody())
	if r.status != 201 {
		t.Fatalf("create: %d %s", r.status, r.body)
	}
	stats := readUntil(t, owner, "stats.admin", func(d json.RawMessage) bool {
		var s map[string]any
		return json.Unmarshal(d, &s) == nil && s["totalEmails"] == float64(1)
	})
	var s map[string]any
	_ = json.Unmarshal(stats, &s)
	hasKeys(t, "stats.admin", s, "totalRevenue", "churnCount", "refundCount", "activeSubscriptions")

	// The regular admin's socket hears of the email but never of the figures.
	readUntil(t, staff, "admin.email", nil)
	env.srv.opts.Notifier.StatsChanged()
	readUntil(t, owner, "stats.admin", nil) // a second push went out meanwhile
	deadline := time.Now().Add(time.Second)
	for {
		_ = staff.SetReadDeadline(deadline)
		_, raw, err := staff.ReadMessage()
		if err != nil {
			break // quiet until the deadline
		}
		var ev struct {
			Type string `json:"type"`
		}
		_ = json.Unmarshal(raw, &ev)
		if ev.Type == "stats.admin" || strings.Contains(string(raw), "totalRevenue") || strings.Contains(string(raw), "churnCount") {
			t.Fatalf("a regular admin's socket received %s", raw)
		}
	}
}

func TestAdminTrendsAndFeed(t *testing.T) {
	f := newAdminFixture(t)
	env := f.env
	if r := f.admin().do("GET", "/api/admin/trends", nil); r.status != 403 {
		t.Fatalf("regular admin: %d", r.status)
	}
	bob := env.seedUser("bob@example.com", "Bob", "Stone")
	old := env.seedUser("old@example.com", "Old", "Timer")
	env.exec(`UPDATE users SET created_at = now() - interval '3 days' WHERE id = $1`, old)
	env.exec(`UPDATE users SET created_at = now() - interval '40 days' WHERE id = $1`, f.userID) // outside the window
	env.seedEmail(bob, "Today's story")
	env.exec(`INSERT INTO payments (user_id, amount_cents, paid_at) VALUES ($1, 1900, now()), ($1, 1900, now() - interval '3 days')`, bob)

	r := f.super().do("GET", "/api/admin/trends", nil)
	m := r.json(t)
	days := list(t, m, "days")
	if len(days) != 30 {
		t.Fatalf("days: %d", len(days))
	}
	today, threeAgo := days[29], days[26]
	if today["date"] != time.Now().UTC().Format("2006-01-02") {
		t.Fatalf("last day %v", today["date"])
	}
	if today["newUsers"].(float64) != 1 || today["emails"].(float64) != 1 || today["revenue"].(float64) != 19 {
		t.Fatalf("today: %v", today)
	}
	if threeAgo["newUsers"].(float64) != 1 || threeAgo["revenue"].(float64) != 19 {
		t.Fatalf("three days ago: %v", threeAgo)
	}
	total := 0.0
	for _, d := range days {
		total += d["newUsers"].(float64)
	}
	if total != 2 { // staff and the customer from 40 days ago are not counted
		t.Fatalf("new users in 30 days: %v", total)
	}
	recent := list(t, m, "recent")
	kinds := map[string]bool{}
	for _, e := range recent {
		kinds[e["type"].(string)] = true
		if e["who"] == "" {
			t.Errorf("event without a who: %v", e)
		}
	}
	if !kinds["signup"] || !kinds["email"] || !kinds["payment"] {
		t.Fatalf("feed kinds: %s", r.body)
	}
}

func TestAdminSystemStatus(t *testing.T) {
	f := newAdminFixture(t)
	env := f.env
	if r := f.admin().do("GET", "/api/admin/system", nil); r.status != 403 {
		t.Fatalf("regular admin: %d", r.status)
	}
	e := env.seedEmail(f.userID, "Stuck one")
	env.exec(`UPDATE emails SET status = 'processing', updated_at = now() - interval '10 minutes' WHERE id = $1`, e.ID)
	e2 := env.seedEmail(f.userID, "Broken one")
	env.exec(`UPDATE emails SET status = 'failed' WHERE id = $1`, e2.ID)
	env.exec(`UPDATE webhooks SET url = ''`)

	r := f.super().do("GET", "/api/admin/system", nil)
	s := r.json(t)
	if s["database"] != true || s["redis"] != true {
		t.Fatalf("checks: %s", r.body)
	}
	if s["stuck"].(float64) != 1 || s["failed"].(float64) != 1 || s["processing"].(float64) < 1 {
		t.Fatalf("email health: %s", r.body)
	}
	if s["webhooksActive"].(float64) != 0 || s["webhooksTotal"].(float64) < 1 {
		t.Fatalf("webhooks without a URL count as not configured: %s", r.body)
	}
	if s["paymentMode"] != "test" && s["paymentMode"] != "off" {
		t.Fatalf("payment mode without a Stripe key: %s", r.body)
	}
	env.exec(`UPDATE webhooks SET url = 'https://hooks.example.com/x' WHERE id = (SELECT min(id) FROM webhooks)`)
	if s := f.super().do("GET", "/api/admin/system", nil).json(t); s["webhooksActive"].(float64) != 1 {
		t.Fatalf("one webhook configured: %v", s)
	}
}
