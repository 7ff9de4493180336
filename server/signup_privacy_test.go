package server

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Signing up with a taken address answers exactly what a new address gets, changes nothing
// on the account, and mails its owner instead.
func TestSignupWithTakenAddressRevealsNothing(t *testing.T) {
	env := newTestEnv(t)
	withClientAddresses(t, env)
	env.clientFrom("198.51.100.1").signUpVerified("taken@example.com", "owner-pass")

	shape := func(r response) map[string]any {
		m := r.json(t)
		u := m["user"].(map[string]any)
		for _, k := range []string{"id", "email", "createdAt"} {
			if s, _ := u[k].(string); s == "" {
				t.Fatalf("user.%s missing: %s", k, r.body)
			}
			delete(u, k)
		}
		return m
	}
	var dTaken, dFresh []time.Duration
	for i := 0; i < 6; i++ {
		body := func(email string) map[string]string {
			return map[string]string{"email": email, "password": "attacker-pass", "firstName": "Eve", "lastName": "Doe"}
		}
		t0 := time.Now()
		taken := env.clientFrom(fmt.Sprintf("203.0.113.%d", i+1)).do("POST", "/api/auth/signup", body("taken@example.com"))
		dTaken = append(dTaken, time.Since(t0))
		t1 := time.Now()
		fresh := env.clientFrom(fmt.Sprintf("203.0.113.%d", i+101)).do("POST", "/api/auth/signup", body(fmt.Sprintf("fresh%d@example.com", i)))
		dFresh = append(dFresh, time.Since(t1))
		if taken.status != 201 || taken.status != fresh.status {
			t.Fatalf("statuses: taken %d %s, fresh %d", taken.status, taken.body, fresh.status)
		}
		if a, b := fmt.Sprint(shape(taken)), fmt.Sprint(shape(fresh)); a != b {
			t.Fatalf("answers differ:\n taken %s\n fresh %s", a, b)
		}
		if i == 0 && taken.json(t)["user"].(map[string]any)["email"] != "taken@example.com" {
			t.Fatalf("taken answer names another address: %s", taken.body)
		}
	}
	// Medians of alternating calls; the bound is loose because a race-detector run on a busy
	// machine is noisy, and a path that skipped the hash and the mail would still stand out.
	if diff := median(dTaken) - median(dFresh); diff > 150*time.Millisecond || diff < -150*time.Millisecond {
		t.Fatalf("timing differs: taken %v, fresh %v", dTaken, dFresh)
	}
	// Nothing changed on the account: the owner's password still works, the stranger's does not.
	if r := login(env.clientFrom("198.51.100.1"), "taken@example.com", "attacker-pass"); r.status != 401 {
		t.Fatalf("stranger's password: %d", r.status)
	}
	if r := login(env.clientFrom("198.51.100.1"), "taken@example.com", "owner-pass"); r.status != 200 {
		t.Fatalf("owner's password: %d %s", r.status, r.body)
	}
	if n := env.queryInt(`SELECT count(*) FROM users WHERE lower(email) = 'taken@example.com'`); n != 1 {
		t.Fatalf("%d accounts for the address", n)
	}
	// The owner hears about it, capped: four attempts from four addresses, at most the quota.
	notices := env.mailsWith("taken@example.com", "Someone tried to create a new StoryMail account")
	if notices == 0 || notices > quotaSignupNotice.perAccount {
		t.Fatalf("%d notices to the owner", notices)
	}
	if env.mailsWith("taken@example.com", "/api/auth/verify-email?token=") != 1 {
		t.Fatal("a repeated sign-up mailed a verification link")
	}
}

// What a stranger types into the sign-up form never reaches a mailbox.
func TestMailsCarryNoTypedNames(t *testing.T) {
	env := newTestEnv(t)
	const bait = "Claim your prize at evil.example"
	c := env.client()
	r := c.do("POST", "/api/auth/signup", map[string]string{"email": "mark@example.com", "password": "secret1", "firstName": bait, "lastName": bait})
	if r.status != 201 {
		t.Fatalf("signup: %d %s", r.status, r.body)
	}
	env.lastLink("mark@example.com", "/api/auth/verify-email?token=")
	c.do("POST", "/api/auth/resend-verification", map[string]string{"email": "mark@example.com"})
	c.do("POST", "/api/auth/forgot-password", map[string]string{"email": "mark@example.com"})
	env.client().do("POST", "/api/auth/signup", map[string]string{"email": "mark@example.com", "password": "secret1", "firstName": bait})
	env.srv.bg.wait(t.Context())
	files, _ := filepath.Glob(filepath.Join(env.outbox, "*.eml"))
	seen := 0
	for _, f := range files {
		b, _ := os.ReadFile(f)
		if !strings.Contains(string(b), "To: <mark@example.com>") {
			continue
		}
		seen++
		if strings.Contains(string(b), "evil.example") || strings.Contains(string(b), "Claim your prize") {
			t.Fatalf("mail carries the typed name:\n%s", b)
		}
	}
	if seen < 4 {
		t.Fatalf("expected verification, resend, reset and notice mails, saw %d", seen)
	}
}

// Deleting the account and signing up again, with a +tag or Gmail's dots, gets no second
// trial; the usage says why.
func TestOneTrialPerPerson(t *testing.T) {
	env := newTestEnv(t)
	first := env.client()
	first.signUpVerified("jo.writer@gmail.com", "secret1")
	u := first.do("GET", "/api/usage", nil).json(t)["usage"].(map[string]any)
	if u["emailsRemaining"] != float64(10) || u["trialUsedBefore"] != nil {
		t.Fatalf("first account's usage: %v", u)
	}
	if r := first.do("POST", "/api/emails", validEmailBody()); r.status != 201 {
		t.Fatalf("first email: %d %s", r.status, r.body)
	}
	if r := first.do("DELETE", "/api/user/delete-account", nil); r.status != 200 {
		t.Fatalf("delete: %d %s", r.status, r.body)
	}

	for _, again := range []string{"Jo.Writer@gmail.com", "jowriter+2@googlemail.com"} {
		c := env.client()
		r := c.do("POST", "/api/auth/signup", map[string]string{"email": again, "password": "secret1"})
		if r.status != 201 || r.json(t)["usage"].(map[string]any)["emailsRemaining"] != float64(10) {
			// The sign-up answer tells nothing about the address's past.
			t.Fatalf("signup %s: %d %s", again, r.status, r.body)
		}
		link := env.lastLink(strings.ToLower(again), "/api/auth/verify-email")
		c.do("GET", strings.TrimPrefix(link, testOrigin), nil)
		if r := login(c, again, "secret1"); r.status != 200 {
			t.Fatalf("login %s: %d %s", again, r.status, r.body)
		}
		u := c.do("GET", "/api/usage", nil).json(t)["usage"].(map[string]any)
		if u["emailsRemaining"] != float64(0) || u["emailsCreated"] != float64(0) || u["trialUsedBefore"] != true {
			t.Fatalf("%s usage: %v", again, u)
		}
		if r := c.do("POST", "/api/emails", validEmailBody()); r.status != 402 {
			t.Fatalf("%s created an email without credits: %d %s", again, r.status, r.body)
		}
		if r := c.do("DELETE", "/api/user/delete-account", nil); r.status != 200 {
			t.Fatalf("delete %s: %d", again, r.status)
		}
	}

	// Another mailbox still gets its trial.
	other := env.client()
	other.signUpVerified("someone.else@gmail.com", "secret1")
	if u := other.do("GET", "/api/usage", nil).json(t)["usage"].(map[string]any); u["emailsRemaining"] != float64(10) {
		t.Fatalf("another mailbox: %v", u)
	}
}

// Delete-and-block stops the mailbox, not one spelling of it.
func TestDeleteAndBlockCoversVariants(t *testing.T) {
	f := newAdminFixture(t)
	if r := f.admin().do("POST", "/api/admin/user/"+f.userID+"/delete-and-block", map[string]any{"reason": "spam"}); r.status != 200 {
		t.Fatalf("delete and block: %d %s", r.status, r.body)
	}
	local, domain, _ := strings.Cut(customerEmail, "@")
	for _, addr := range []string{customerEmail, local + "+2@" + domain, strings.ToUpper(local) + "+x@" + domain} {
		r := f.env.client().do("POST", "/api/auth/signup", map[string]string{"email": addr, "password": "secret1"})
		if r.status != 403 || r.json(t)["code"] != "email_blocked" {
			t.Fatalf("%s: %d %s", addr, r.status, r.body)
		}
	}
}
