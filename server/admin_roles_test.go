package server

import (
	"testing"

	"github.com/google/uuid"
)

// TestAdminRoleMatrix walks every admin endpoint as each role. Calls that pass the role
// check use harmless input (unknown ids, invalid bodies) and must answer their own status.
func TestAdminRoleMatrix(t *testing.T) {
	f := newAdminFixture(t)
	missingUser := "/api/admin/user/" + uuid.NewString()
	missingEmail := uuid.NewString()
	type endpoint struct {
		method, path string
		body         any
		superOnly    bool
		allowed      int // the answer once past the role check
	}
	endpoints := []endpoint{
		{"GET", "/api/admin/stats", nil, true, 200},
		{"GET", "/api/admin/revenue", nil, true, 200},
		{"POST", "/api/admin/create-user", map[string]any{}, true, 400},
		{"POST", "/api/admin/create-admin", map[string]any{}, true, 400},
		{"GET", "/api/admin/webhooks", nil, true, 200},
		{"PUT", "/api/admin/webhooks/999", map[string]any{"url": "https://example.com/hook"}, true, 404},
		{"POST", "/api/admin/webhooks/999/test", nil, true, 404},

		{"GET", "/api/admin/users", nil, false, 200},
		{"GET", missingUser, nil, false, 404},
		{"DELETE", missingUser, nil, false, 404},
		{"GET", missingUser + "/export", nil, false, 404},
		{"POST", missingUser + "/cancel-subscription", nil, false, 404},
		{"POST", missingUser + "/reset-usage", nil, false, 404},
		{"POST", missingUser + "/add-bonus-credits", map[string]any{"credits": 5}, false, 404},
		{"POST", missingUser + "/reset-bonus-credits", nil, false, 404},
		{"POST", missingUser + "/delete-and-block", map[string]any{}, false, 404},
		{"POST", missingUser + "/update-password", map[string]any{"newPassword": "secret12"}, false, 404},
		{"GET", "/api/admin/emails", nil, false, 200},
		{"GET", "/api/admin/emails/" + missingEmail, nil, false, 404},
		{"POST", "/api/admin/fix-stuck-emails", nil, false, 200},
		{"POST", "/api/admin/retry-email/" + missingEmail, nil, false, 404},
		{"GET", "/api/admin/subscriptions", nil, false, 200},
	}
	roles := []struct {
		name string
		c    *client
	}{{"visitor", f.visitor}, {"user", f.user()}, {"admin", f.admin()}, {"super admin", f.super()}}
	for _, ep := range endpoints {
		for _, role := range roles {
			want := ep.allowed
			switch {
			case role.name == "visitor":
				want = 401
			case role.name == "user":
				want = 403
			case role.name == "admin" && ep.superOnly:
				want = 403
			}
			r := role.c.do(ep.method, ep.path, ep.body)
			if r.status != want {
				t.Errorf("%s %s as %s: got %d, want %d (%s)", ep.method, ep.path, role.name, r.status, want, r.body)
			}
		}
	}
	// Nothing above may have changed anyone.
	if n := f.env.queryInt(`SELECT count(*) FROM users`); n != 3 {
		t.Fatalf("role matrix changed the users table: %d users", n)
	}
}
