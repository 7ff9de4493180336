package server

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func contactBody() map[string]string {
	return map[string]string{"name": "Ana Lopez", "email": "ana@example.com", "reason": "general_inquiry",
		"message": "Do you offer a plan for a team of five writers?"}
}

func contactWith(k, v string) map[string]string {
	b := contactBody()
	b[k] = v
	return b
}

// supportMail waits for the mail to support whose body contains marker and returns its source.
func (e *testEnv) supportMail(marker string) string {
	e.t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		files, _ := filepath.Glob(filepath.Join(e.outbox, "*.eml"))
		for _, f := range files {
			b, _ := os.ReadFile(f)
			if strings.Contains(string(b), "To: <support@storymail.test>") && strings.Contains(string(b), marker) {
				return string(b)
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	e.t.Fatalf("no mail to support containing %q", marker)
	return ""
}

// clearLimits forgets a rate limit's counts by IP, and by address too when all is set.
func (e *testEnv) clearLimits(name string, all bool) {
	e.t.Helper()
	ctx := context.Background()
	// redis_rate stores its counters under its own "rate:" prefix.
	keys, err := e.srv.opts.Redis.Keys(ctx, "rate:"+e.srv.key("rl", name, "*")).Result()
	if err != nil {
		e.t.Fatal(err)
	}
	for _, k := range keys {
		if all || !strings.Contains(k, "@") {
			e.srv.opts.Redis.Del(ctx, k)
		}
	}
}

func (e *testEnv) contactRows() int {
	var n int
	if err := e.db.Pool.QueryRow(context.Background(), `SELECT count(*) FROM contact_messages`).Scan(&n); err != nil {
		e.t.Fatal(err)
	}
	return n
}

func TestContactValidation(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	cases := []struct {
		name string
		body any
		msg  string
	}{
		{"malformed", `{"name":`, "The request body must be valid JSON."},
		{"wrong type", `{"name": 42}`, "The request body must be valid JSON."},
		{"empty body", nil, "Name must be at least 2 characters"},
		{"one-letter name", contactWith("name", " A "), "Name must be at least 2 characters"},
		{"long name", contactWith("name", strings.Repeat("n", 101)), "Name must be at most 100 characters"},
		{"missing email", contactWith("email", ""), "Please enter a valid email address"},
		{"bad email", contactWith("email", "ana@"), "Please enter a valid email address"},
		{"email with header injection", contactWith("email", "ana@example.com\r\nBcc: x@example.com"), "Please enter a valid email address"},
		{"missing reason", contactWith("reason", ""), "Please select a reason for contact"},
		{"unknown reason", contactWith("reason", "spam"), "Please select a reason for contact"},
		{"short message", contactWith("message", "Hi there "), "Message must be at least 10 characters"},
		{"whitespace message", contactWith("message", "          x"), "Message must be at least 10 characters"},
		{"huge message", contactWith("message", strings.Repeat("m", 5001)), "Message must be at most 5000 characters"},
		{"long subject", contactWith("subject", strings.Repeat("s", 201)), "Subject must be at most 200 characters"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := c.do("POST", "/api/contact", tc.body)
			if r.status != 400 || r.message(t) != tc.msg {
				t.Fatalf("got %d %s, want 400 %q", r.status, r.body, tc.msg)
			}
		})
	}
	if n := env.contactRows(); n != 0 {
		t.Fatalf("invalid messages were stored: %d", n)
	}
	// Validation failures do not use up the sender's rate limit.
	if r := c.do("POST", "/api/contact", contactBody()); r.status != 201 {
		t.Fatalf("valid message after %d invalid ones: %d %s", len(cases), r.status, r.body)
	}
}

func TestContactFromVisitorIsStoredAndMailed(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	body := contactWith("message", "Line one of my question.\r\nLine two: do you offer annual billing?")
	body["name"] = "Ana\r\nBcc: evil@example.com"
	r := c.do("POST", "/api/contact", body)
	if r.status != 201 || r.message(t) != "Message sent successfully" {
		t.Fatalf("got %d %s", r.status, r.body)
	}
	var userID *string
	var name, email, reason, subject, message string
	err := env.db.Pool.QueryRow(context.Background(), `SELECT user_id, name, email, reason, subject, message FROM contact_messages`).
		Scan(&userID, &name, &email, &reason, &subject, &message)
	if err != nil {
		t.Fatal(err)
	}
	if userID != nil || name != "Ana  Bcc: evil@example.com" || email != "ana@example.com" || reason != "general_inquiry" ||
		subject != "" || message != "Line one of my question.\nLine two: do you offer annual billing?" {
		t.Fatalf("stored %v %q %q %q %q %q", userID, name, email, reason, subject, message)
	}
	raw := env.supportMail("do you offer annual billing?")
	for _, want := range []string{"Reply-To: <ana@example.com>", "Subject: [StoryMail] Contact form: general_inquiry", "Reason: general_inquiry"} {
		if !strings.Contains(raw, want) {
			t.Errorf("support mail lacks %q:\n%s", want, raw)
		}
	}
	if strings.Contains(raw, "\nBcc:") {
		t.Fatalf("the sender's name injected a header:\n%s", raw)
	}
}

func TestContactFromHelpWidgetSignedIn(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	id := c.signUpVerified("widget@example.com", "secret1")
	r := c.do("POST", "/api/contact", map[string]string{"name": "Test", "email": "widget@example.com", "reason": "Bug Report",
		"subject": "Bug Report Request via Chat Widget", "message": "The copy button does nothing on my phone."})
	if r.status != 201 || r.message(t) != "Message sent successfully" {
		t.Fatalf("got %d %s", r.status, r.body)
	}
	var userID, subject string
	if err := env.db.Pool.QueryRow(context.Background(), `SELECT user_id, subject FROM contact_messages`).Scan(&userID, &subject); err != nil {
		t.Fatal(err)
	}
	if userID != id || subject != "Bug Report Request via Chat Widget" {
		t.Fatalf("stored user %q subject %q", userID, subject)
	}
	raw := env.supportMail("The copy button does nothing")
	if !strings.Contains(raw, "Subject: [StoryMail] Bug Report Request via Chat Widget") || !strings.Contains(raw, "Reply-To: <widget@example.com>") {
		t.Fatalf("support mail:\n%s", raw)
	}
	// Every reason of both forms is accepted.
	for _, reason := range []string{"technical_support", "billing_question", "feature_request", "bug_report", "partnership",
		"media_inquiry", "other", "Support", "Question", "Sales", "Feature Request", "Billing", "Other"} {
		env.clearLimits("contact", true)
		if r := c.do("POST", "/api/contact", contactWith("reason", reason)); r.status != 201 {
			t.Fatalf("reason %q: %d %s", reason, r.status, r.body)
		}
	}
}

func TestContactTriggersWebhook(t *testing.T) {
	env := newTestEnv(t)
	ctx := context.Background()
	if _, err := env.db.Pool.Exec(ctx, `UPDATE webhooks SET url = 'http://127.0.0.1:9/hook' WHERE event = 'contact.received'`); err != nil {
		t.Fatal(err)
	}
	if r := env.client().do("POST", "/api/contact", contactBody()); r.status != 201 {
		t.Fatalf("got %d %s", r.status, r.body)
	}
	entries, err := env.srv.opts.Redis.XRange(ctx, env.srv.opts.Queue.WebhookStream(), "-", "+").Result()
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, e := range entries {
		for _, v := range e.Values {
			if s, ok := v.(string); ok && strings.Contains(s, `"event":"contact.received"`) && strings.Contains(s, "team of five writers") {
				found = true
			}
		}
	}
	if !found {
		t.Fatalf("no contact.received delivery queued: %v", entries)
	}
}

func TestContactRateLimited(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	for i := range 5 {
		if r := c.do("POST", "/api/contact", contactBody()); r.status != 201 {
			t.Fatalf("message %d: %d %s", i+1, r.status, r.body)
		}
	}
	r := c.do("POST", "/api/contact", contactBody())
	if r.status != 429 || r.message(t) != "Too many attempts. Please wait a few minutes and try again." {
		t.Fatalf("6th message: %d %s", r.status, r.body)
	}
	if n := env.contactRows(); n != 5 {
		t.Fatalf("%d messages stored, want 5", n)
	}

	// The sender's address is limited on its own, whatever the IP (a fresh IP budget here),
	// and case does not open a new budget.
	env.clearLimits("contact", false)
	if r := c.do("POST", "/api/contact", contactWith("email", "ANA@example.com")); r.status != 429 {
		t.Fatalf("same address in capitals: %d %s", r.status, r.body)
	}
}
