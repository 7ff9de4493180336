package storage_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/google/uuid"

	"storymail/storage"
	"storymail/storage/storagetest"
)

// The list read with the session check must answer exactly what the two reads answer apart,
// and nothing at all for a session that does not sign this user in.
func TestSessionUserWithEmails(t *testing.T) {
	db, _ := storagetest.NewDB(t)
	ctx := context.Background()
	u := newAccount(t, db, "lists@example.com")
	other := newAccount(t, db, "other-lists@example.com")
	in := storage.EmailInput{Title: "t", ContentFocus: "focus", Story: "s", StoryType: "direct", TargetAudience: "a",
		DesiredEmotion: "hope", CallToAction: "buy", CtaURL: "https://example.com", CampaignName: "c"}
	for range 3 {
		if _, _, err := db.CreateEmail(ctx, uuid.NewString(), u.ID, in); err != nil {
			t.Fatal(err)
		}
	}
	if _, _, err := db.CreateEmail(ctx, uuid.NewString(), other.ID, in); err != nil {
		t.Fatal(err)
	}
	session := uuid.NewString()
	if err := db.CreateSession(ctx, session, u.ID, time.Now().Add(time.Hour), "test", "127.0.0.1"); err != nil {
		t.Fatal(err)
	}

	got, page, err := db.SessionUserWithEmails(ctx, session, u.ID, 0)
	if err != nil || got.ID != u.ID {
		t.Fatalf("user %v, %v", got, err)
	}
	emails := page.Emails
	want, err := db.ListEmails(ctx, u.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(emails) != 3 || len(want) != 3 {
		t.Fatalf("%d emails with the session, %d without; want 3", len(emails), len(want))
	}
	for i := range want {
		if emails[i].ID != want[i].ID || emails[i].UserID != u.ID {
			t.Fatalf("email %d = %s of %s, want %s of %s", i, emails[i].ID, emails[i].UserID, want[i].ID, u.ID)
		}
	}

	// Another user's id with this session, then the session revoked: nothing either way.
	if _, emails, err := db.SessionUserWithEmails(ctx, session, other.ID, 0); !errors.Is(err, storage.ErrNotFound) || emails != nil {
		t.Fatalf("someone else's id: %v, %v; want ErrNotFound and none", emails, err)
	}
	if err := db.RevokeSession(ctx, session); err != nil {
		t.Fatal(err)
	}
	if _, emails, err := db.SessionUserWithEmails(ctx, session, u.ID, 0); !errors.Is(err, storage.ErrNotFound) || emails != nil {
		t.Fatalf("revoked session: %v, %v; want ErrNotFound and none", emails, err)
	}
	// The connection the batch used is back in the pool in a usable state.
	if _, err := db.SessionUser(ctx, session, u.ID); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("after the batches: %v", err)
	}
}
