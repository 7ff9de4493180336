package server

import (
	"testing"
)

func TestAdminListsSort(t *testing.T) {
	f := newAdminFixture(t)
	env := f.env
	zed := env.seedUser("zed@example.com", "Zed", "Last")
	amy := env.seedUser("amy@example.com", "Amy", "First")
	env.exec(`UPDATE users SET subscription_status = 'active', stripe_customer_id = 'cus_z' WHERE id = $1`, zed)
	env.exec(`UPDATE users SET subscription_status = 'active', stripe_customer_id = 'cus_a' WHERE id = $1`, amy)
	env.seedEmail(zed, "Banana")
	env.seedEmail(amy, "apple")
	env.seedEmail(amy, "Cherry")

	emailsBy := func(query string) []string {
		r := f.admin().do("GET", "/api/admin/emails?"+query, nil)
		var out []string
		for _, e := range list(t, r.json(t), "emails") {
			out = append(out, e["title"].(string))
		}
		return out
	}
	if got := emailsBy("sort=title"); len(got) != 3 || got[0] != "apple" || got[2] != "Cherry" {
		t.Fatalf("title ascending, case blind: %v", got)
	}
	if got := emailsBy("sort=title&order=desc"); got[0] != "Cherry" {
		t.Fatalf("title descending: %v", got)
	}
	if got := emailsBy("sort=user&order=desc"); got[0] != "Banana" {
		t.Fatalf("by owner descending: %v", got)
	}

	usersBy := func(query string) []string {
		r := f.admin().do("GET", "/api/admin/users?status=starter&"+query, nil)
		var out []string
		for _, u := range list(t, r.json(t), "users") {
			out = append(out, u["email"].(string))
		}
		return out
	}
	if got := usersBy("sort=email"); len(got) != 2 || got[0] != "amy@example.com" {
		t.Fatalf("users by email: %v", got)
	}
	if got := usersBy("sort=email&order=desc"); got[0] != "zed@example.com" {
		t.Fatalf("users by email descending: %v", got)
	}
	if got := usersBy("sort=emails&order=desc"); got[0] != "amy@example.com" {
		t.Fatalf("users by email count: %v", got)
	}

	r := f.admin().do("GET", "/api/admin/subscriptions?sort=email&order=desc", nil)
	subs := list(t, r.json(t), "users")
	if len(subs) < 2 || subs[0]["email"] != "zed@example.com" {
		t.Fatalf("subscriptions by email: %s", r.body)
	}

	for _, path := range []string{"/api/admin/users?sort=password_hash", "/api/admin/emails?sort=e.id;drop",
		"/api/admin/subscriptions?sort=email&order=sideways"} {
		if r := f.admin().do("GET", path, nil); r.status != 400 {
			t.Errorf("%s: %d %s", path, r.status, r.body)
		}
	}
}
