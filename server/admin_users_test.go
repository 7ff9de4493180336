package server

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"storymail/storage"
)

func TestAdminCreateUser(t *testing.T) {
	f := newAdminFixture(t)
	good := map[string]any{"email": "new@example.com", "password": "longenough", "firstName": "New", "lastName": "Person"}
	with := func(k string, v any) map[string]any {
		m := map[string]any{}
		for kk, vv := range good {
			m[kk] = vv
		}
		m[k] = v
		return m
	}
	cases := []struct {
		name, path string
		body       any
		status     int
		msg        string
	}{
		{"malformed json", "/api/admin/create-user", `{"email":`, 400, "The request body must be valid JSON."},
		{"missing email", "/api/admin/create-user", with("email", ""), 400, "Invalid email address"},
		{"bad email", "/api/admin/create-user", with("email", "nope"), 400, "Invalid email address"},
		{"short password", "/api/admin/create-user", with("password", "1234567"), 400, "Password must be at least 8 characters"},
		{"bad type", "/api/admin/create-user", with("userType", "owner"), 400, "User type must be admin or user"},
		{"admin unconfirmed", "/api/admin/create-user", with("userType", "admin"), 400, "Please confirm admin user creation"},
		{"create-admin defaults to admin", "/api/admin/create-admin", good, 400, "Please confirm admin user creation"},
		{"confirm not a bool", "/api/admin/create-user", with("confirmAdmin", "yes"), 400, "The request body must be valid JSON."},
		{"taken", "/api/admin/create-user", with("email", customerEmail), 409, "A user with this email already exists."},
	}
	for _, tc := range cases {
		r := f.super().do("POST", tc.path, tc.body)
		if r.status != tc.status || r.message(t) != tc.msg {
			t.Errorf("%s: got %d %s", tc.name, r.status, r.body)
		}
	}

	// A customer: uuid id, verified, can sign in at once.
	r := f.super().do("POST", "/api/admin/create-user", good)
	if r.status != 201 {
		t.Fatalf("create user: %d %s", r.status, r.body)
	}
	u := r.json(t)["user"].(map[string]any)
	if _, err := uuid.Parse(u["id"].(string)); err != nil || u["emailVerified"] != true || u["firstName"] != "New" {
		t.Fatalf("created user: %v", u)
	}
	if r := f.env.client().do("POST", "/api/auth/login", map[string]string{"email": "new@example.com", "password": "longenough"}); r.status != 200 {
		t.Fatalf("created user cannot sign in: %d %s", r.status, r.body)
	}

	// An admin: admin-<uuid>, lands in the admin area.
	r = f.super().do("POST", "/api/admin/create-admin", map[string]any{"email": "helper@storymail.test", "password": "longenough",
		"userType": "admin", "confirmAdmin": true})
	if r.status != 201 {
		t.Fatalf("create admin: %d %s", r.status, r.body)
	}
	id := r.json(t)["user"].(map[string]any)["id"].(string)
	if !strings.HasPrefix(id, "admin-") {
		t.Fatalf("admin id %q", id)
	}
	helper := f.env.client()
	if r := helper.do("POST", "/api/auth/login", map[string]string{"email": "helper@storymail.test", "password": "longenough"}); r.status != 200 {
		t.Fatalf("new admin login: %d", r.status)
	}
	if r := helper.do("GET", "/api/admin/users", nil); r.status != 200 {
		t.Fatalf("new admin cannot list users: %d", r.status)
	}

	// A blocked address is refused.
	if err := f.env.db.BlockEmail(context.Background(), "banned@example.com", "spam", f.superID); err != nil {
		t.Fatal(err)
	}
	r = f.super().do("POST", "/api/admin/create-user", with("email", "banned@example.com"))
	if r.status != 409 || !strings.Contains(r.message(t), "blocked") {
		t.Fatalf("blocked email: %d %s", r.status, r.body)
	}
}

func TestAdminUserListSearchFiltersAndPaging(t *testing.T) {
	f := newAdminFixture(t)
	env := f.env
	bob := env.seedUser("bob@example.com", "Bob", "Stone")
	cara := env.seedUser("cara_x@example.com", "Cara", "Smith")
	dan := env.seedUser("dan@example.com", "Dan", "Lee")
	eve := env.seedUser("eve@example.com", "Eve", "Ray")
	env.exec(`UPDATE users SET subscription_status = 'active', stripe_customer_id = 'cus_BOB123' WHERE id = $1`, bob)
	env.exec(`UPDATE users SET subscription_status = 'active', subscription_cancelled_at = now(), subscription_cancels_at = now() + interval '20 days' WHERE id = $1`, cara)
	env.exec(`UPDATE users SET subscription_status = 'canceled', subscription_cancelled_at = now() WHERE id = $1`, dan)
	env.exec(`UPDATE users SET created_at = now() - interval '1 day' WHERE id = $1`, eve)
	env.seedEmail(bob, "Bob's first")
	env.seedEmail(bob, "Bob's second")

	ids := func(r response) []string {
		t.Helper()
		if r.status != 200 {
			t.Fatalf("list users: %d %s", r.status, r.body)
		}
		var out []string
		for _, u := range list(t, r.json(t), "users") {
			out = append(out, u["id"].(string))
		}
		sort.Strings(out)
		return out
	}
	sorted := func(s ...string) []string { sort.Strings(s); return s }
	same := func(what string, got, want []string) {
		t.Helper()
		if strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("%s: got %v, want %v", what, got, want)
		}
	}
	for _, tc := range []struct {
		query string
		want  []string
	}{
		{"status=trial", sorted(f.userID, eve)},
		{"status=starter", sorted(bob)},
		{"status=cancelling", sorted(cara)},
		{"status=cancelled", sorted(dan)},
		{"status=admin", sorted(f.adminID)},
		{"status=super_admin", sorted(f.superID)},
		{"status=super%20admin", sorted(f.superID)},
		{"status=all&search=bob", sorted(bob)},
		{"search=STONE", sorted(bob)},
		{"search=Cara%20Smith", sorted(cara)},
		{"search=cus_bob", sorted(bob)},
		{"search=" + dan[:8], sorted(dan)},
		{"search=_x@", sorted(cara)}, // underscore is literal, not a wildcard
		{"search=%25", []string{}},   // so is %
		{"search=nobody-here", []string{}},
	} {
		same(tc.query, ids(f.admin().do("GET", "/api/admin/users?"+tc.query, nil)), tc.want)
	}

	// Total and paging: 7 accounts, newest first.
	r := f.admin().do("GET", "/api/admin/users?limit=3&page=3", nil)
	body := r.json(t)
	if body["total"].(float64) != 7 || len(list(t, body, "users")) != 1 {
		t.Fatalf("page 3 of 3: %s", r.body)
	}
	r = f.admin().do("GET", "/api/admin/users?limit=500", nil)
	if r.json(t)["limit"].(float64) != 100 {
		t.Fatalf("limit not capped: %s", r.body)
	}
	if r.header.Get("Cache-Control") != "no-store" {
		t.Fatalf("cache-control %q", r.header.Get("Cache-Control"))
	}
	for _, q := range []string{"page=0", "page=abc", "limit=0", "limit=-1", "limit=1.5", "page=99999999999999999999", "status=vip"} {
		if r := f.admin().do("GET", "/api/admin/users?"+q, nil); r.status != 400 {
			t.Errorf("%s: got %d %s", q, r.status, r.body)
		}
	}

	// Fields of the spec, with usage and email counts.
	r = f.admin().do("GET", "/api/admin/users?search=bob@", nil)
	u := list(t, r.json(t), "users")[0]
	hasKeys(t, "user", u, "id", "firstName", "lastName", "email", "emailVerified", "createdAt", "subscriptionStatus",
		"subscriptionCancelledAt", "subscriptionCancelsAt", "stripeCustomerId", "stripeSubscriptionId", "bonusCredits",
		"actionTakerBonus", "emailsCreated", "totalEmails")
	if u["totalEmails"].(float64) != 2 || u["emailsCreated"].(float64) != 2 || u["stripeCustomerId"] != "cus_BOB123" {
		t.Fatalf("bob: %v", u)
	}
}

func TestAdminUserDetail(t *testing.T) {
	f := newAdminFixture(t)
	env := f.env
	for i := 0; i < 6; i++ {
		env.seedEmail(f.userID, fmt.Sprintf("Email %d", i))
	}
	env.exec(`UPDATE emails SET created_at = now() - interval '40 days' WHERE title = 'Email 0'`)
	env.exec(`UPDATE users SET created_at = now() - interval '10 days 1 hour', subscription_status = 'active', stripe_customer_id = 'cus_1', stripe_subscription_id = 'sub_1' WHERE id = $1`, f.userID)
	env.exec(`INSERT INTO payments (user_id, amount_cents, paid_at) VALUES ($1, 1900, now() - interval '3 days 1 hour')`, f.userID)

	r := f.admin().do("GET", "/api/admin/user/"+f.userID, nil)
	if r.status != 200 {
		t.Fatalf("detail: %d %s", r.status, r.body)
	}
	d := r.json(t)
	hasKeys(t, "detail", d, "user", "totalEmails", "emailsThisMonth", "subscriptionDays", "memberDays", "recentEmails")
	wantThisMonth := 5.0
	if time.Now().UTC().Day() <= 1 { // the other five may straddle a month start on day 1
		wantThisMonth = d["emailsThisMonth"].(float64)
	}
	if d["totalEmails"].(float64) != 6 || d["emailsThisMonth"].(float64) != wantThisMonth || d["memberDays"].(float64) != 10 || d["subscriptionDays"].(float64) != 3 {
		t.Fatalf("detail figures: %s", r.body)
	}
	recent := list(t, d, "recentEmails")
	if len(recent) != 5 {
		t.Fatalf("recent emails: %d", len(recent))
	}
	hasKeys(t, "recent email", recent[0], "id", "title", "contentFocus", "createdAt", "status")
	if d["user"].(map[string]any)["stripeSubscriptionId"] != "sub_1" {
		t.Fatalf("user: %v", d["user"])
	}
	for _, id := range []string{uuid.NewString(), "nope", strings.Repeat("x", 200)} {
		if r := f.admin().do("GET", "/api/admin/user/"+id, nil); r.status != 404 || r.message(t) != "User not found" {
			t.Errorf("detail of %q: %d %s", id, r.status, r.body)
		}
	}
}

func TestAdminUsageActions(t *testing.T) {
	f := newAdminFixture(t)
	env := f.env
	env.seedEmail(f.userID, "One")
	env.seedEmail(f.userID, "Two")
	wait := env.events()
	base := "/api/admin/user/" + f.userID

	r := f.admin().do("POST", base+"/reset-usage", nil)
	if r.status != 200 || env.queryInt(`SELECT credits_used FROM users WHERE id = $1`, f.userID) != 0 {
		t.Fatalf("reset usage: %d %s", r.status, r.body)
	}
	if ev := wait("u:"+f.userID, "usage"); ev["usage"].(map[string]any)["emailsCreated"].(float64) != 0 {
		t.Fatalf("usage event after reset: %v", ev)
	}

	for _, body := range []any{map[string]any{"credits": 0}, map[string]any{"credits": 51}, map[string]any{"credits": 2.5},
		map[string]any{"credits": "5"}, map[string]any{"credits": -1}, map[string]any{}, `{"credits": true}`,
		`{"credits": 5.0}`, `{"credits": 1e1}`, `{"credits": 1000}`} {
		r := f.admin().do("POST", base+"/add-bonus-credits", body)
		if r.status != 400 || r.message(t) != "Bonus credits must be a whole number from 1 to 50" {
			t.Errorf("bonus %v: %d %s", body, r.status, r.body)
		}
	}
	if r := f.admin().do("POST", base+"/add-bonus-credits", `{"credits":`); r.status != 400 || r.message(t) != "The request body must be valid JSON." {
		t.Errorf("malformed: %d %s", r.status, r.body)
	}
	for _, n := range []int{5, 50} {
		if r := f.admin().do("POST", base+"/add-bonus-credits", map[string]any{"credits": n}); r.status != 200 {
			t.Fatalf("add %d: %d %s", n, r.status, r.body)
		}
	}
	if ev := wait("u:"+f.userID, "usage"); ev["usage"].(map[string]any)["bonusCredits"] == nil {
		t.Fatalf("usage event after bonus: %v", ev)
	}
	if r := f.user().do("GET", "/api/usage", nil); r.json(t)["usage"].(map[string]any)["emailsRemaining"].(float64) != 10+55 {
		t.Fatalf("usage after bonus: %s", r.body)
	}
	// A user's bonus in all is capped: 55 + 50 + 50 + 45 = 200 is the most; one more is refused.
	for _, n := range []int{50, 50, 45} {
		if r := f.admin().do("POST", base+"/add-bonus-credits", map[string]any{"credits": n}); r.status != 200 {
			t.Fatalf("add %d: %d %s", n, r.status, r.body)
		}
	}
	if r := f.admin().do("POST", base+"/add-bonus-credits", map[string]any{"credits": 1}); r.status != 409 ||
		r.message(t) != "A user can hold at most 200 bonus credits." {
		t.Fatalf("above the cap: %d %s", r.status, r.body)
	}
	if n := env.queryInt(`SELECT bonus_credits FROM users WHERE id = $1`, f.userID); n != 200 {
		t.Fatalf("bonus after the cap: %d", n)
	}
	if r := f.admin().do("POST", base+"/reset-bonus-credits", nil); r.status != 200 || env.queryInt(`SELECT bonus_credits FROM users WHERE id = $1`, f.userID) != 0 {
		t.Fatalf("reset bonus: %d %s", r.status, r.body)
	}

	// Cancel: only an active subscription, immediately.
	if r := f.admin().do("POST", base+"/cancel-subscription", nil); r.status != 409 {
		t.Fatalf("cancel a trial: %d %s", r.status, r.body)
	}
	env.exec(`UPDATE users SET subscription_status = 'active', stripe_subscription_id = 'sub_live' WHERE id = $1`, f.userID)
	r = f.admin().do("POST", base+"/cancel-subscription", nil)
	if r.status != 200 {
		t.Fatalf("cancel: %d %s", r.status, r.body)
	}
	u, _ := env.db.UserByID(context.Background(), f.userID)
	if u.SubscriptionStatus != storage.StatusCanceled || u.SubscriptionCancelledAt == nil || time.Since(*u.SubscriptionCancelledAt) > time.Minute {
		t.Fatalf("after cancel: %+v", u)
	}
	wait("u:"+f.userID, "subscription")
}

// stubCanceller records Stripe cancellations and can fail them.
type stubCanceller struct {
	ids  []string
	fail bool
}

func (s *stubCanceller) CancelNow(_ context.Context, id string) error {
	if s.fail {
		return fmt.Errorf("stripe is down")
	}
	s.ids = append(s.ids, id)
	return nil
}

func TestAdminCancelAtStripeFirst(t *testing.T) {
	f := newAdminFixture(t)
	env := f.env
	env.exec(`UPDATE users SET subscription_status = 'active', stripe_subscription_id = 'sub_42' WHERE id = $1`, f.userID)
	u, _ := env.db.UserByID(context.Background(), f.userID)
	ctx := context.Background()

	failing := &stubCanceller{fail: true}
	if _, err := env.srv.cancelSubscriptionNow(ctx, u, failing); err == nil || err.(*apiError).Status != 502 {
		t.Fatalf("failing Stripe: %v", err)
	}
	if still, _ := env.db.UserByID(ctx, f.userID); still.SubscriptionStatus != storage.StatusActive {
		t.Fatal("a failed Stripe cancel must leave the subscription active")
	}
	ok := &stubCanceller{}
	after, err := env.srv.cancelSubscriptionNow(ctx, u, ok)
	if err != nil || len(ok.ids) != 1 || ok.ids[0] != "sub_42" || after.SubscriptionStatus != storage.StatusCanceled {
		t.Fatalf("cancel at Stripe: %v %v %+v", err, ok.ids, after)
	}
}

func TestAdminExportUser(t *testing.T) {
	f := newAdminFixture(t)
	f.env.seedEmail(f.userID, "Exported")
	r := f.admin().do("GET", "/api/admin/user/"+f.userID+"/export", nil)
	if r.status != 200 {
		t.Fatalf("export: %d %s", r.status, r.body)
	}
	if cd := r.header.Get("Content-Disposition"); cd != `attachment; filename="user-`+f.userID+`-export.json"` {
		t.Fatalf("content-disposition %q", cd)
	}
	var body struct {
		User   map[string]any   `json:"user"`
		Usage  map[string]any   `json:"usage"`
		Emails []map[string]any `json:"emails"`
	}
	if err := json.Unmarshal(r.body, &body); err != nil {
		t.Fatal(err)
	}
	if body.User["email"] != customerEmail || body.Usage["emailsCreated"].(float64) != 1 || len(body.Emails) != 1 || body.Emails[0]["title"] != "Exported" {
		t.Fatalf("export body: %s", r.body)
	}
}

func TestAdminUpdatePassword(t *testing.T) {
	f := newAdminFixture(t)
	f.user() // signed in before the change
	base := "/api/admin/user/" + f.userID + "/update-password"
	for _, body := range []any{map[string]any{"newPassword": "12345"}, map[string]any{}} {
		r := f.admin().do("POST", base, body)
		if r.status != 400 || r.message(t) != "Invalid Password: Password must be at least 6 characters long." {
			t.Errorf("%v: %d %s", body, r.status, r.body)
		}
	}
	if r := f.admin().do("POST", base, `{"newPassword":`); r.status != 400 {
		t.Errorf("malformed: %d", r.status)
	}
	if r := f.admin().do("POST", base, map[string]any{"newPassword": "        "}); r.status != 400 ||
		r.message(t) != "Invalid Password: Password cannot be only spaces." {
		t.Errorf("spaces only: %d %s", r.status, r.body)
	}
	if r := f.admin().do("POST", base, map[string]any{"newPassword": "brand-new"}); r.status != 200 {
		t.Fatalf("update: %d %s", r.status, r.body)
	}
	// The user's sessions end; the new password works, the old one does not.
	if r := f.user().do("GET", "/api/auth/user", nil); r.status != 401 {
		t.Fatalf("old session still valid: %d", r.status)
	}
	c := f.env.client()
	if r := c.do("POST", "/api/auth/login", map[string]string{"email": customerEmail, "password": customerPass}); r.status != 401 {
		t.Fatalf("old password: %d", r.status)
	}
	if r := c.do("POST", "/api/auth/login", map[string]string{"email": customerEmail, "password": "brand-new"}); r.status != 200 {
		t.Fatalf("new password: %d", r.status)
	}

	// A regular admin cannot take over the super admin or another admin; staff may change
	// their own password and keep their session.
	for _, id := range []string{f.superID} {
		r := f.admin().do("POST", "/api/admin/user/"+id+"/update-password", map[string]any{"newPassword": "takeover1"})
		if r.status != 403 {
			t.Fatalf("admin changing %s: %d %s", id, r.status, r.body)
		}
	}
	if r := f.admin().do("POST", "/api/admin/user/"+f.adminID+"/update-password", map[string]any{"newPassword": "my-own-new"}); r.status != 200 {
		t.Fatalf("own password: %d %s", r.status, r.body)
	}
	if r := f.admin().do("GET", "/api/admin/users", nil); r.status != 200 {
		t.Fatalf("own session lost: %d", r.status)
	}
	if r := f.super().do("POST", "/api/admin/user/"+f.adminID+"/update-password", map[string]any{"newPassword": "reset-by-owner"}); r.status != 200 {
		t.Fatalf("super admin resetting staff: %d %s", r.status, r.body)
	}
	if r := f.admin().do("GET", "/api/admin/users", nil); r.status != 401 {
		t.Fatalf("staff session survived a reset: %d", r.status)
	}
}

func TestAdminDeleteAndBlock(t *testing.T) {
	f := newAdminFixture(t)
	env := f.env
	f.user() // signed in before the deletion
	env.seedEmail(f.userID, "Doomed")

	// Guards: never the super admin, never oneself, staff only by the super admin.
	guards := []struct {
		c      *client
		id     string
		status int
		msg    string
	}{
		{f.admin(), f.superID, 409, "The super administrator account cannot be deleted or blocked."},
		{f.super(), f.superID, 409, "The super administrator account cannot be deleted or blocked."},
		{f.admin(), f.adminID, 409, "You cannot delete or block your own account."},
	}
	for _, g := range guards {
		for _, call := range []struct{ method, suffix string }{{"DELETE", ""}, {"POST", "/delete-and-block"}} {
			r := g.c.do(call.method, "/api/admin/user/"+g.id+call.suffix, nil)
			if r.status != g.status || r.message(t) != g.msg {
				t.Errorf("%s %s: %d %s", call.method, g.id, r.status, r.body)
			}
		}
	}
	other := "admin-" + uuid.NewString()
	env.signInStaff(other, "other@storymail.test", staffPassword)
	if r := f.admin().do("DELETE", "/api/admin/user/"+other, nil); r.status != 403 {
		t.Fatalf("admin deleting admin: %d %s", r.status, r.body)
	}
	if r := f.super().do("DELETE", "/api/admin/user/"+other, nil); r.status != 200 {
		t.Fatalf("super deleting admin: %d %s", r.status, r.body)
	}

	// Delete and block: malformed body, then the default reason; the address cannot come back.
	base := "/api/admin/user/" + f.userID
	if r := f.admin().do("POST", base+"/delete-and-block", `{"reason":`); r.status != 400 {
		t.Fatalf("malformed: %d", r.status)
	}
	if r := f.admin().do("POST", base+"/delete-and-block", map[string]any{"reason": "  "}); r.status != 200 {
		t.Fatalf("delete and block: %d %s", r.status, r.body)
	}
	var reason, by string
	if err := env.db.Pool.QueryRow(context.Background(), `SELECT reason, blocked_by FROM blocked_emails WHERE email = $1`, customerEmail).Scan(&reason, &by); err != nil || reason != "Terms of service violation" || by != f.adminID {
		t.Fatalf("block row: %q %q %v", reason, by, err)
	}
	if n := env.queryInt(`SELECT count(*) FROM users WHERE id = $1`, f.userID) + env.queryInt(`SELECT count(*) FROM emails WHERE user_id = $1`, f.userID); n != 0 {
		t.Fatalf("user or emails left: %d", n)
	}
	if r := f.user().do("GET", "/api/auth/user", nil); r.status != 401 {
		t.Fatalf("deleted user still signed in: %d", r.status)
	}
	r := env.client().do("POST", "/api/auth/signup", map[string]string{"email": customerEmail, "password": customerPass})
	if r.status != 403 {
		t.Fatalf("blocked email signed up again: %d %s", r.status, r.body)
	}
	if r := f.admin().do("DELETE", base, nil); r.status != 404 {
		t.Fatalf("delete twice: %d", r.status)
	}

	// Plain delete of a customer with a reason that is kept.
	bobID := env.seedUserWithPassword("bob@example.com", customerPass)
	bob := env.login("bob@example.com", customerPass)
	if r := f.admin().do("DELETE", "/api/admin/user/"+bobID, nil); r.status != 200 {
		t.Fatalf("delete: %d %s", r.status, r.body)
	}
	if r := bob.do("GET", "/api/auth/user", nil); r.status != 401 {
		t.Fatalf("deleted user signed in: %d", r.status)
	}
	if blocked, _ := env.db.IsEmailBlocked(context.Background(), "bob@example.com"); blocked {
		t.Fatal("plain delete must not block")
	}
}
