package storage_test

import (
	"context"
	"slices"
	"testing"

	"github.com/google/uuid"

	"storymail/storage"
	"storymail/storage/storagetest"
)

// The writer sees the owner's previous written emails, newest first, and their subject lines
// (a JSON array or a single string): never another user's, nor the email being written.
func TestWriterContext(t *testing.T) {
	db, _ := storagetest.NewDB(t)
	ctx := context.Background()
	u := newAccount(t, db, "context@example.com")
	other := newAccount(t, db, "context-other@example.com")
	in := storage.EmailInput{Title: "t", ContentFocus: "focus", Story: "s", StoryType: "direct", TargetAudience: "a",
		DesiredEmotion: "hope", CallToAction: "buy", CtaURL: "https://example.com", CampaignName: "c"}
	create := func(owner string) string {
		id := uuid.NewString()
		if _, _, err := db.CreateEmail(ctx, id, owner, in); err != nil {
			t.Fatal(err)
		}
		return id
	}
	first, second, current, theirs := create(u.ID), create(u.ID), create(u.ID), create(other.ID)
	for id, subjects := range map[string][]string{first: {"Quick one for you", "Meet the playbook"}, second: {"Read this one to the end"}, current: {"Not yet"}, theirs: {"Someone else's"}} {
		if _, err := db.CompleteEmail(ctx, id, subjects, "body of "+id, "{}"); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.Pool.Exec(ctx, `UPDATE emails SET created_at = now() - interval '1 day' WHERE id = $1`, first); err != nil {
		t.Fatal(err)
	}
	// A subject stored the spec's other way, as one string.
	if _, err := db.Pool.Exec(ctx, `UPDATE emails SET generated_subject = '"Read this one to the end"'::jsonb WHERE id = $1`, second); err != nil {
		t.Fatal(err)
	}
	_, history, subjects, err := db.WriterContext(ctx, u.ID, current)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(history, []string{"body of " + second, "body of " + first}) {
		t.Errorf("history = %q", history)
	}
	slices.Sort(subjects)
	if want := []string{"Meet the playbook", "Quick one for you", "Read this one to the end"}; !slices.Equal(subjects, want) {
		t.Errorf("subjects = %q, want %q", subjects, want)
	}
}
