package server

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/google/uuid"

	"storymail/storage"
)

func validEmailBody() map[string]string {
	return map[string]string{
		"title": "Spring launch", "contentFocus": "Our spring coaching launch for new managers",
		"story":  "Two years ago I froze in my first team meeting and nobody followed the plan I had spent a week writing.",
		"lesson": "People follow clarity, not authority.", "storyType": "direct",
		"targetAudience": "first-time managers in tech", "desiredEmotion": "hope", "callToAction": "book",
		"ctaUrl": "https://example.com/book?ref=news", "campaignName": "spring-2026", "tonePreference": "personal",
		"emailLength": "short", "productName": "Lead Well", "price": "$499", "salePrice": "$299",
	}
}

func with(k, v string) map[string]string {
	b := validEmailBody()
	b[k] = v
	return b
}

func TestCreateEmailValidation(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	c.signUpVerified("writer@example.com", "secret1")
	cases := []struct {
		name string
		body any
		msg  string
	}{
		{"malformed", `{"title":`, "The request body must be valid JSON."},
		{"number field", `{"title": 5}`, "The request body must be valid JSON."},
		{"short focus", with("contentFocus", "too short"), "Please provide more detail about your email topic"},
		{"short story", with("story", "A short story."), "Please tell us more about your story"},
		{"bad story type", with("storyType", "sideways"), "Please select how your story relates to your product"},
		{"short audience", with("targetAudience", "people"), "Please describe your target audience"},
		{"no emotion", with("desiredEmotion", "  "), "Please select the desired emotion"},
		{"no cta", with("callToAction", ""), "Please select a call to action"},
		{"bad url", with("ctaUrl", "not a url"), "Please enter a valid URL"},
		{"js url", with("ctaUrl", "javascript:alert(1)"), "Please enter a valid URL"},
		{"no campaign", with("campaignName", ""), "Campaign name is required"},
		{"bad length", with("emailLength", "epic"), "Please choose a valid email length"},
		{"huge story", with("story", strings.Repeat("word ", 2100)), "This field is too long (at most 10,000 characters)"},
		{"empty body", ``, "Please provide more detail about your email topic"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := c.do("POST", "/api/emails", tc.body)
			if r.status != 400 || r.message(t) != tc.msg {
				t.Fatalf("got %d %s", r.status, r.body)
			}
		})
	}
	r := c.do("GET", "/api/usage", nil)
	if u := r.json(t)["usage"].(map[string]any); u["emailsCreated"] != 0.0 || u["emailsRemaining"] != 10.0 {
		t.Fatalf("bad input took a credit: %s", r.body)
	}
	var n int
	_ = env.db.Pool.QueryRow(context.Background(), `SELECT count(*) FROM emails`).Scan(&n)
	if n != 0 {
		t.Fatalf("bad input stored %d emails", n)
	}
}

func TestCreateListGetDeleteEmail(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	c.signUpVerified("owner@example.com", "secret1")
	if r := env.client().do("POST", "/api/emails", validEmailBody()); r.status != 401 {
		t.Fatalf("signed out create: %d", r.status)
	}
	body := validEmailBody()
	body["title"] = ""
	body["contentFocus"] = strings.Repeat("a", 40) + " and then some more words here"
	r := c.do("POST", "/api/emails", body)
	if r.status != 201 {
		t.Fatalf("create: %d %s", r.status, r.body)
	}
	created := r.json(t)
	id := created["id"].(string)
	if u, err := uuid.Parse(id); err != nil || u.Version() != 7 {
		t.Fatalf("email id %q is not a time-ordered UUID (version 7): %v", id, err)
	}
	email := created["email"].(map[string]any)
	if email["title"] != "Email about "+body["contentFocus"][:50]+"..." {
		t.Fatalf("title fallback: %q", email["title"])
	}
	if created["usage"].(map[string]any)["emailsRemaining"] != 9.0 {
		t.Fatalf("usage after create: %v", created["usage"])
	}
	c.do("POST", "/api/emails", validEmailBody())

	r = c.do("GET", "/api/emails", nil)
	var list []map[string]any
	if err := jsonUnmarshal(r.body, &list); err != nil || len(list) != 2 {
		t.Fatalf("list: %s", r.body)
	}
	if list[1]["id"] != id {
		t.Fatal("list is not newest first")
	}
	// The list is read with the session check on the canonical path and on its own elsewhere.
	var slashed []map[string]any
	if err := jsonUnmarshal(c.do("GET", "/api/emails/", nil).body, &slashed); err != nil || len(slashed) != 2 || slashed[1]["id"] != id {
		t.Fatalf("list at /api/emails/: %v %v", slashed, err)
	}
	got := c.do("GET", "/api/emails/"+id, nil).json(t)
	if got["utmUrl"] != "https://example.com/book?ref=news&utm_source=email&utm_medium=email&utm_campaign=spring-2026&utm_content=direct&utm_term=hope" {
		t.Fatalf("utmUrl: %v", got["utmUrl"])
	}
	if _, ok := got["generatedSubject"].([]any); !ok {
		t.Fatalf("generatedSubject must be an array: %v", got["generatedSubject"])
	}

	// Another user sees none of it.
	other := env.client()
	other.signUpVerified("other@example.com", "secret1")
	if r := other.do("GET", "/api/emails/"+id, nil); r.status != 404 {
		t.Fatalf("other user's email: %d", r.status)
	}
	if r := other.do("DELETE", "/api/emails/"+id, nil); r.status != 404 {
		t.Fatalf("other user's delete: %d", r.status)
	}
	if r := other.do("GET", "/api/emails", nil); strings.TrimSpace(string(r.body)) != "[]" {
		t.Fatalf("an empty library answers %q, want []", r.body)
	}
	if r := c.do("GET", "/api/emails/not-a-uuid", nil); r.status != 404 {
		t.Fatalf("bad id: %d", r.status)
	}
	if r := c.do("DELETE", "/api/emails/"+id, nil); r.status != 200 {
		t.Fatalf("delete: %d %s", r.status, r.body)
	}
	if r := c.do("GET", "/api/emails/"+id, nil); r.status != 404 {
		t.Fatalf("after delete: %d", r.status)
	}
}

func TestCreditsNeverOversold(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	c.signUpVerified("burst@example.com", "secret1")
	var wg sync.WaitGroup
	statuses := make(chan int, 30)
	for i := 0; i < 30; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cc := *c
			statuses <- cc.do("POST", "/api/emails", validEmailBody()).status
		}()
	}
	wg.Wait()
	close(statuses)
	counts := map[int]int{}
	for s := range statuses {
		counts[s]++
	}
	if counts[201] != storage.TrialCredits || counts[402] != 30-storage.TrialCredits {
		t.Fatalf("statuses: %v", counts)
	}
	var n int
	_ = env.db.Pool.QueryRow(context.Background(), `SELECT count(*) FROM emails`).Scan(&n)
	if n != storage.TrialCredits {
		t.Fatalf("%d emails written", n)
	}
	r := c.do("POST", "/api/emails", validEmailBody())
	if r.status != 402 || r.message(t) != "You've reached your monthly limit. Please upgrade or wait for reset." || r.json(t)["error"] != "Usage Limit Reached" {
		t.Fatalf("limit answer: %d %s", r.status, r.body)
	}
}

func TestLastCreditUnderHeavyContention(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	id := c.signUpVerified("last@example.com", "secret1")
	if _, err := env.db.Pool.Exec(context.Background(), `UPDATE users SET credits_used = 9 WHERE id = $1`, id); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	created := 0
	for i := 0; i < 100; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cc := *c
			if cc.do("POST", "/api/emails", validEmailBody()).status == 201 {
				mu.Lock()
				created++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if created != 1 {
		t.Fatalf("created %d emails for the last credit", created)
	}
}
