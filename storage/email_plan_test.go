package storage_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/google/uuid"

	"storymail/storage"
	"storymail/storage/storagetest"
)

// A library's first page reads the owner's own index, whatever the statistics say about the
// rest of the table: a backward scan of every user's emails by date, filtered down to one
// owner, cost the list endpoint a third of its speed once other libraries were larger.
func TestFirstPageUsesTheOwnersIndex(t *testing.T) {
	db, _ := storagetest.NewDB(t)
	ctx := context.Background()
	in := storage.EmailInput{Title: "t", ContentFocus: "focus", Story: "s", StoryType: "direct", TargetAudience: "a",
		DesiredEmotion: "hope", CallToAction: "buy", CtaURL: "https://example.com", CampaignName: "c"}
	var users []string
	check := func(when string, us ...string) {
		t.Helper()
		if _, err := db.Pool.Exec(ctx, `VACUUM ANALYZE emails`); err != nil {
			t.Fatal(err)
		}
		for _, u := range us {
			plan, err := db.ExplainEmailPage(ctx, storage.EmailPageQuery{UserID: u})
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(plan, "emails_user_created_id_idx") {
				t.Fatalf("%s: the first page's plan does not use the owner's index:\n%s", when, plan)
			}
		}
	}
	for i := range 20 {
		u := newAccount(t, db, fmt.Sprintf("plan-%d@example.com", i))
		e, _, err := db.CreateEmail(ctx, uuid.NewString(), u.ID, in)
		if err != nil {
			t.Fatal(err)
		}
		// 300 emails each, one library after another, as libraries grow in real life.
		if _, err := db.Pool.Exec(ctx, `INSERT INTO emails SELECT (jsonb_populate_record(NULL::emails,
			to_jsonb(e) || jsonb_build_object('id', gen_random_uuid(), 'created_at', e.created_at + make_interval(secs => g)))).*
			FROM emails e, generate_series(1, 299) g WHERE e.id = $1`, e.ID); err != nil {
			t.Fatal(err)
		}
		users = append(users, u.ID)
		if i == 0 {
			check("one library in the table", u.ID)
		}
	}
	check("twenty libraries", users[0], users[10], users[19])
}
