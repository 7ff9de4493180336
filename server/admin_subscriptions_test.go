package server

import (
	"strings"
	"testing"
)

func TestAdminSubscriptions(t *testing.T) {
	f := newAdminFixture(t)
	env := f.env
	active := env.seedUser("active@example.com", "Alice", "Active")
	cancelling := env.seedUser("cancelling@example.com", "Carl", "Soon")
	cancelled := env.seedUser("cancelled@example.com", "Cleo", "Gone")
	pastDue := env.seedUser("pastdue@example.com", "Pat", "Due")
	checkout := env.seedUser("checkout@example.com", "Chet", "Started") // a customer who never paid
	env.exec(`UPDATE users SET subscription_status = 'active', stripe_customer_id = 'cus_A1', credits_used = 42 WHERE id = $1`, active)
	env.exec(`UPDATE users SET subscription_status = 'active', stripe_customer_id = 'cus_C2', subscription_cancelled_at = now(), subscription_cancels_at = now() + interval '9 days' WHERE id = $1`, cancelling)
	env.exec(`UPDATE users SET subscription_status = 'canceled', stripe_customer_id = 'cus_C3', subscription_cancelled_at = now() WHERE id = $1`, cancelled)
	env.exec(`UPDATE users SET subscription_status = 'past_due', stripe_customer_id = 'cus_P4' WHERE id = $1`, pastDue)
	env.exec(`UPDATE users SET stripe_customer_id = 'cus_T5' WHERE id = $1`, checkout)

	get := func(query string) map[string]any {
		t.Helper()
		r := f.admin().do("GET", "/api/admin/subscriptions"+query, nil)
		if r.status != 200 {
			t.Fatalf("subscriptions%s: %d %s", query, r.status, r.body)
		}
		if r.header.Get("Cache-Control") != "no-store" {
			t.Fatalf("cache-control %q", r.header.Get("Cache-Control"))
		}
		return r.json(t)
	}
	ids := func(query string) string {
		t.Helper()
		var out []string
		for _, u := range list(t, get(query), "users") {
			out = append(out, u["id"].(string))
		}
		return strings.Join(out, ",")
	}
	// Newest first; trial users without a customer and staff are not subscribers.
	for _, tc := range []struct{ query, want string }{
		{"", strings.Join([]string{checkout, pastDue, cancelled, cancelling, active}, ",")},
		{"?status=active", active},
		{"?status=cancelling", cancelling},
		{"?status=cancelled", cancelled},
		{"?status=inactive", checkout + "," + pastDue},
		{"?search=cus_c", cancelled + "," + cancelling},
		{"?search=alice%20active", active},
		{"?search=PASTDUE@", pastDue},
		{"?search=%25", ""},
	} {
		if got := ids(tc.query); got != tc.want {
			t.Errorf("%q: got %s, want %s", tc.query, got, tc.want)
		}
	}

	body := get("?pageSize=2&page=3")
	if body["total"].(float64) != 5 || body["totalPages"].(float64) != 3 || len(list(t, body, "users")) != 1 {
		t.Fatalf("paging: %v", body)
	}
	if body := get(""); body["pageSize"].(float64) != 50 || body["totalPages"].(float64) != 1 {
		t.Fatalf("default page size: %v", body)
	}
	sum := body["summary"].(map[string]any)
	// monthlyRevenue (1+1)*19; churn (1+1)/(1+1+1) = 67 %.
	if sum["active"].(float64) != 1 || sum["cancelling"].(float64) != 1 || sum["cancelled"].(float64) != 1 ||
		sum["monthlyRevenue"].(float64) != 38 || sum["churnRate"].(float64) != 67 {
		t.Fatalf("summary: %v", sum)
	}
	rows := list(t, get("?status=active"), "users")
	hasKeys(t, "subscriber", rows[0], "id", "firstName", "lastName", "email", "stripeCustomerId", "monthlyUsage",
		"subscriptionStatus", "subscriptionCancelledAt", "subscriptionCancelsAt", "createdAt")
	if rows[0]["monthlyUsage"].(float64) != 42 || rows[0]["subscriptionStatus"] != "active" {
		t.Fatalf("row: %v", rows[0])
	}
	states := map[string]string{}
	for _, u := range list(t, get(""), "users") {
		states[u["id"].(string)] = u["subscriptionStatus"].(string)
	}
	if states[cancelling] != "active" || states[cancelled] != "cancelled" || states[pastDue] != "inactive" {
		t.Fatalf("display states: %v", states)
	}

	// Nobody active or cancelling: churn is 0.
	env.exec(`UPDATE users SET subscription_status = 'canceled' WHERE subscription_status = 'active'`)
	if s := get("")["summary"].(map[string]any); s["churnRate"].(float64) != 0 || s["monthlyRevenue"].(float64) != 0 {
		t.Fatalf("summary without subscribers: %v", s)
	}

	for _, q := range []string{"?page=0", "?pageSize=0", "?pageSize=ten", "?status=paused"} {
		if r := f.admin().do("GET", "/api/admin/subscriptions"+q, nil); r.status != 400 {
			t.Errorf("%s: %d %s", q, r.status, r.body)
		}
	}
}
