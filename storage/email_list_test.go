package storage_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"storymail/storage"
	"storymail/storage/storagetest"
)

// Pages follow one another without overlap or hole, newest first, and only the owner's emails;
// search matches case-insensitively and treats LIKE's wildcards as plain characters.
func TestListEmailPage(t *testing.T) {
	db, _ := storagetest.NewDB(t)
	ctx := context.Background()
	u := newAccount(t, db, "pages@example.com")
	if _, err := db.Pool.Exec(ctx, `UPDATE users SET bonus_credits = 100 WHERE id = $1`, u.ID); err != nil {
		t.Fatal(err)
	}
	other := newAccount(t, db, "pages-other@example.com")
	in := storage.EmailInput{Title: "t", ContentFocus: "focus", Story: "s", StoryType: "direct", TargetAudience: "a",
		DesiredEmotion: "hope", CallToAction: "buy", CtaURL: "https://example.com", CampaignName: "c"}
	titles := map[int]string{3: "Spring SALE", 7: "100% off_now", 11: "plain"}
	for i := range 12 {
		in.Title = "email"
		if t, ok := titles[i]; ok {
			in.Title = t
		}
		if _, _, err := db.CreateEmail(ctx, uuid.NewString(), u.ID, in); err != nil {
			t.Fatal(err)
		}
	}
	if _, _, err := db.CreateEmail(ctx, uuid.NewString(), other.ID, in); err != nil {
		t.Fatal(err)
	}
	// Equal creation times for some rows: the id must break the tie.
	if _, err := db.Pool.Exec(ctx, `UPDATE emails SET created_at = '2026-01-01T00:00:00Z' WHERE user_id = $1 AND title = 'email'`, u.ID); err != nil {
		t.Fatal(err)
	}
	all, err := db.ListEmails(ctx, u.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	var seen []string
	q := storage.EmailPageQuery{UserID: u.ID, Limit: 5}
	for pages := 0; ; pages++ {
		if pages > 5 {
			t.Fatal("pages never end")
		}
		p, err := db.ListEmailPage(ctx, q)
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Emails) > 5 {
			t.Fatalf("page of %d, limit 5", len(p.Emails))
		}
		for _, e := range p.Emails {
			seen = append(seen, e.ID)
		}
		if p.Next == nil {
			break
		}
		q.After = p.Next
	}
	if len(seen) != len(all) || len(all) != 12 {
		t.Fatalf("paged %d emails, listed %d, want 12", len(seen), len(all))
	}
	for i := range all {
		if seen[i] != all[i].ID {
			t.Fatalf("email %d is %s by pages, %s in the full list", i, seen[i], all[i].ID)
		}
	}

	search := func(s string) []string {
		t.Helper()
		p, err := db.ListEmailPage(ctx, storage.EmailPageQuery{UserID: u.ID, Search: s})
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, e := range p.Emails {
			out = append(out, e.Title)
		}
		return out
	}
	if got := search("sale"); len(got) != 1 || got[0] != "Spring SALE" {
		t.Fatalf("search sale: %v", got)
	}
	if got := search("%"); len(got) != 1 || got[0] != "100% off_now" {
		t.Fatalf("search %%: %v (a wildcard must match only itself)", got)
	}
	if got := search("f_n"); len(got) != 1 {
		t.Fatalf("search f_n: %v", got)
	}
	if got := search("o_f"); len(got) != 0 {
		t.Fatalf("search o_f matched %v: _ acted as a wildcard", got)
	}
	if got := search("FOCUS"); len(got) != 12 { // the topic of all 12, on one default page
		t.Fatalf("search by topic: %d", len(got))
	}
	if got := search("nothing like it"); len(got) != 0 {
		t.Fatalf("search without match: %v", got)
	}
}

// A list item carries every field as stored, the times to the microsecond and a missing
// generation time as nil, and the topic and audience cut to what a card shows.
func TestEmailSummaryFields(t *testing.T) {
	db, _ := storagetest.NewDB(t)
	ctx := context.Background()
	u := newAccount(t, db, "fields@example.com")
	in := storage.EmailInput{Title: "Spring <launch> \"now\"", ContentFocus: strings.Repeat("é", 200), Story: "s", StoryType: "direct",
		TargetAudience: strings.Repeat("a", 150), DesiredEmotion: "hope", CallToAction: "buy", CtaURL: "https://example.com", CampaignName: "camp"}
	written, pending := uuid.NewString(), uuid.NewString()
	for _, id := range []string{written, pending} {
		if _, _, err := db.CreateEmail(ctx, id, u.ID, in); err != nil {
			t.Fatal(err)
		}
	}
	created := time.Date(2026, 3, 4, 5, 6, 7, 891011000, time.UTC)
	generated := created.Add(90*time.Second + 123*time.Microsecond)
	if _, err := db.Pool.Exec(ctx, `UPDATE emails SET created_at = $2, status = 'generated', generated_at = $3 WHERE id = $1`,
		written, created, generated); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Pool.Exec(ctx, `UPDATE emails SET created_at = $2 WHERE id = $1`, pending, created.Add(-time.Hour)); err != nil {
		t.Fatal(err)
	}
	p, err := db.ListEmailPage(ctx, storage.EmailPageQuery{UserID: u.ID})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Emails) != 2 || p.Next != nil {
		t.Fatalf("page of %d, next %v", len(p.Emails), p.Next)
	}
	w, q := p.Emails[0], p.Emails[1]
	if w.ID != written || w.UserID != u.ID || w.Title != in.Title || w.Status != "generated" || w.CampaignName != "camp" ||
		w.ContentFocus != strings.Repeat("é", 160) || w.TargetAudience != strings.Repeat("a", 100) {
		t.Fatalf("written email: %+v", w)
	}
	if !w.CreatedAt.Equal(created) || w.GeneratedAt == nil || !w.GeneratedAt.Equal(generated) {
		t.Fatalf("times: created %v, generated %v; want %v, %v", w.CreatedAt, w.GeneratedAt, created, generated)
	}
	if q.ID != pending || q.Status != "processing" || q.GeneratedAt != nil || !q.CreatedAt.Equal(created.Add(-time.Hour)) {
		t.Fatalf("pending email: %+v", q)
	}
}
