package server

import (
	"bytes"
	"context"
	"regexp"
	"testing"
	"time"

	"storymail/server/templatespdf"
)

// createEmails submits n valid emails through the API and answers their ids.
func (c *client) createEmails(n int) []string {
	t := c.env.t
	t.Helper()
	ids := make([]string, n)
	for i := range ids {
		r := c.do("POST", "/api/emails", validEmailBody())
		if r.status != 201 {
			t.Fatalf("create email %d: %d %s", i+1, r.status, r.body)
		}
		ids[i] = r.json(t)["id"].(string)
	}
	return ids
}

// ageAccount moves the account's sign-up time back by age.
func (e *testEnv) ageAccount(userID string, age time.Duration) time.Time {
	e.t.Helper()
	var created time.Time
	err := e.db.Pool.QueryRow(context.Background(), `UPDATE users SET created_at = now() - make_interval(secs => $2)
		WHERE id = $1 RETURNING created_at`, userID, age.Seconds()).Scan(&created)
	if err != nil {
		e.t.Fatal(err)
	}
	return created
}

func (e *testEnv) setEmailCreated(id string, at time.Time) {
	e.t.Helper()
	if _, err := e.db.Pool.Exec(context.Background(), `UPDATE emails SET created_at = $2 WHERE id = $1`, id, at); err != nil {
		e.t.Fatal(err)
	}
}

type bonusStatus struct {
	IsActionTaker    bool `json:"isActionTaker"`
	EmailsCreated    int  `json:"emailsCreated"`
	DaysRemaining    int  `json:"daysRemaining"`
	AccountAge       int  `json:"accountAge"`
	EligibleForBonus bool `json:"eligibleForBonus"`
	BonusDismissed   bool `json:"bonusDismissed"`
}

func (c *client) bonusStatus() bonusStatus {
	t := c.env.t
	t.Helper()
	r := c.do("GET", "/api/action-taker-status", nil)
	if r.status != 200 {
		t.Fatalf("action-taker-status: %d %s", r.status, r.body)
	}
	if cc := r.header.Get("Cache-Control"); cc != "no-store" {
		t.Fatalf("Cache-Control %q, want no-store", cc)
	}
	var st bonusStatus
	if err := jsonUnmarshal(r.body, &st); err != nil {
		t.Fatal(err)
	}
	return st
}

func TestBonusRoutesNeedSignIn(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	for _, rt := range [][2]string{{"GET", "/api/action-taker-status"}, {"POST", "/api/dismiss-bonus"}, {"GET", "/api/bonus/templates.pdf"}} {
		if r := c.do(rt[0], rt[1], nil); r.status != 401 || r.message(t) != "Unauthorized" {
			t.Fatalf("%s %s signed out: %d %s", rt[0], rt[1], r.status, r.body)
		}
	}
}

func TestActionTakerStatusNewAccount(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	c.signUpVerified("new@example.com", "secret1")
	want := bonusStatus{EmailsCreated: 0, DaysRemaining: 5, AccountAge: 0, EligibleForBonus: true}
	if got := c.bonusStatus(); got != want {
		t.Fatalf("got %+v, want %+v", got, want)
	}
	c.createEmails(2)
	want.EmailsCreated = 2
	if got := c.bonusStatus(); got != want {
		t.Fatalf("after 2 emails: got %+v, want %+v", got, want)
	}
}

// At 4 days 23 hours the window is still open: the 5th email unlocks the bonus.
func TestActionTakerFifthEmailJustInsideWindow(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	id := c.signUpVerified("inside@example.com", "secret1")
	env.ageAccount(id, 4*24*time.Hour+23*time.Hour)
	c.createEmails(4)
	want := bonusStatus{EmailsCreated: 4, DaysRemaining: 1, AccountAge: 4, EligibleForBonus: true}
	if got := c.bonusStatus(); got != want {
		t.Fatalf("4 emails at 4d23h: got %+v, want %+v", got, want)
	}
	if r := c.do("GET", "/api/bonus/templates.pdf", nil); r.status != 403 || r.message(t) != "Complete 5 emails within your first 5 days to unlock the templates." {
		t.Fatalf("templates before unlocking: %d %s", r.status, r.body)
	}
	c.createEmails(1)
	want = bonusStatus{IsActionTaker: true, EmailsCreated: 5, DaysRemaining: 1, AccountAge: 4, EligibleForBonus: true}
	if got := c.bonusStatus(); got != want {
		t.Fatalf("5 emails at 4d23h: got %+v, want %+v", got, want)
	}
}

// At 5 days 1 hour the account is 5 whole days old (still eligible, no days left), and only the
// emails made before the 5-day mark count.
func TestActionTakerWindowClosesAtFiveDays(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	id := c.signUpVerified("outside@example.com", "secret1")
	created := env.ageAccount(id, 5*24*time.Hour+time.Hour)
	ids := c.createEmails(5) // made now, 5d1h after sign-up: outside the window
	want := bonusStatus{EmailsCreated: 0, DaysRemaining: 0, AccountAge: 5, EligibleForBonus: true}
	if got := c.bonusStatus(); got != want {
		t.Fatalf("5 late emails: got %+v, want %+v", got, want)
	}
	for _, e := range ids[:4] {
		env.setEmailCreated(e, created.Add(4*24*time.Hour))
	}
	env.setEmailCreated(ids[4], created.Add(5*24*time.Hour+time.Minute))
	want.EmailsCreated = 4
	if got := c.bonusStatus(); got != want {
		t.Fatalf("4 inside, 1 a minute late: got %+v, want %+v", got, want)
	}
	env.setEmailCreated(ids[4], created.Add(5*24*time.Hour-time.Minute))
	want.EmailsCreated, want.IsActionTaker = 5, true
	if got := c.bonusStatus(); got != want {
		t.Fatalf("5th a minute early: got %+v, want %+v", got, want)
	}
	// Once unlocked it stays unlocked, even with the emails gone.
	if _, err := env.db.Pool.Exec(context.Background(), `DELETE FROM emails WHERE user_id = $1`, id); err != nil {
		t.Fatal(err)
	}
	want.EmailsCreated = 0
	if got := c.bonusStatus(); got != want {
		t.Fatalf("emails deleted after unlocking: got %+v, want %+v", got, want)
	}
}

func TestActionTakerEligibility(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	id := c.signUpVerified("old@example.com", "secret1")
	env.ageAccount(id, 6*24*time.Hour+time.Hour)
	want := bonusStatus{DaysRemaining: 0, AccountAge: 6, EligibleForBonus: false}
	if got := c.bonusStatus(); got != want {
		t.Fatalf("6d1h: got %+v, want %+v", got, want)
	}
	// Starter subscribers are not offered the trial bonus.
	env.ageAccount(id, 24*time.Hour)
	if _, err := env.db.Pool.Exec(context.Background(), `UPDATE users SET subscription_status = 'active' WHERE id = $1`, id); err != nil {
		t.Fatal(err)
	}
	want = bonusStatus{DaysRemaining: 4, AccountAge: 1, EligibleForBonus: false}
	if got := c.bonusStatus(); got != want {
		t.Fatalf("subscriber at 1 day: got %+v, want %+v", got, want)
	}
	// A bonus granted on the account counts whatever the emails say.
	if _, err := env.db.Pool.Exec(context.Background(), `UPDATE users SET action_taker_bonus = true WHERE id = $1`, id); err != nil {
		t.Fatal(err)
	}
	if got := c.bonusStatus(); !got.IsActionTaker {
		t.Fatalf("granted bonus not reported: %+v", got)
	}
}

func TestDismissBonus(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	c.signUpVerified("dismiss@example.com", "secret1")
	c.createEmails(5)
	if got := c.bonusStatus(); !got.IsActionTaker || got.BonusDismissed {
		t.Fatalf("before dismissing: %+v", got)
	}
	noOrigin := *c
	noOrigin.origin = ""
	if r := noOrigin.do("POST", "/api/dismiss-bonus", nil); r.status != 403 {
		t.Fatalf("dismiss without Origin: %d", r.status)
	}
	if r := c.do("POST", "/api/dismiss-bonus", nil); r.status != 200 {
		t.Fatalf("dismiss: %d %s", r.status, r.body)
	}
	got := c.bonusStatus()
	if !got.IsActionTaker || !got.BonusDismissed {
		t.Fatalf("after dismissing: %+v", got)
	}
	// Dismissing hides the card only: the templates stay reachable.
	if r := c.do("GET", "/api/bonus/templates.pdf", nil); r.status != 200 {
		t.Fatalf("templates after dismissing: %d", r.status)
	}
}

func TestBonusTemplatesPDF(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	c.signUpVerified("pdf@example.com", "secret1")
	c.createEmails(5)
	r := c.do("GET", "/api/bonus/templates.pdf", nil)
	if r.status != 200 {
		t.Fatalf("got %d %s", r.status, r.body)
	}
	if ct := r.header.Get("Content-Type"); ct != "application/pdf" {
		t.Fatalf("Content-Type %q", ct)
	}
	if cd := r.header.Get("Content-Disposition"); cd != `attachment; filename="StoryMail-Story-Templates.pdf"` {
		t.Fatalf("Content-Disposition %q", cd)
	}
	if !bytes.HasPrefix(r.body, []byte("%PDF-")) || !bytes.Contains(r.body[len(r.body)-32:], []byte("%%EOF")) {
		t.Fatalf("not a PDF: %q", r.body[:min(len(r.body), 32)])
	}
	pages := len(regexp.MustCompile(`/Type /Page\b[^s]`).FindAll(r.body, -1))
	if pages <= 5 || pages != templatespdf.FirstTemplatePage-1+len(templatespdf.Templates()) {
		t.Fatalf("%d pages", pages)
	}
	if n := len(templatespdf.Templates()); n != 20 {
		t.Fatalf("%d templates", n)
	}
}
