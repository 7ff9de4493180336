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

func newAccount(t *testing.T, db *storage.DB, email string) *storage.User {
	t.Helper()
	u, err := db.CreateUser(context.Background(), storage.NewUser{ID: uuid.NewString(), Email: email, PasswordHash: "x"})
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestActionTakerEmailCountWindow(t *testing.T) {
	db, _ := storagetest.NewDB(t)
	ctx := context.Background()
	u := newAccount(t, db, "window@example.com")
	in := storage.EmailInput{Title: "t", ContentFocus: "focus of it", Story: "s", StoryType: "direct", TargetAudience: "a",
		DesiredEmotion: "hope", CallToAction: "buy", CtaURL: "https://example.com", CampaignName: "c"}
	// Offsets from sign-up: the 5-day mark itself still counts, a second later does not.
	offsets := []time.Duration{time.Hour, 4 * 24 * time.Hour, 5 * 24 * time.Hour, 5*24*time.Hour + time.Second, 9 * 24 * time.Hour}
	for _, off := range offsets {
		e, _, err := db.CreateEmail(ctx, uuid.NewString(), u.ID, in)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.Pool.Exec(ctx, `UPDATE emails SET created_at = $2 WHERE id = $1`, e.ID, u.CreatedAt.Add(off)); err != nil {
			t.Fatal(err)
		}
	}
	n, err := db.ActionTakerEmailCount(ctx, u)
	if err != nil || n != 3 {
		t.Fatalf("count %d %v, want 3", n, err)
	}
	other := newAccount(t, db, "other@example.com")
	if n, err := db.ActionTakerEmailCount(ctx, other); err != nil || n != 0 {
		t.Fatalf("someone else's count %d %v", n, err)
	}
}

func TestContactMessagesAndDeleteAccount(t *testing.T) {
	db, _ := storagetest.NewDB(t)
	ctx := context.Background()
	u := newAccount(t, db, "writer@example.com")
	msgs := []storage.ContactMessage{
		{UserID: u.ID, Name: "W", Email: "writer@example.com", Reason: "Other", Message: "signed in"},
		{Name: "W", Email: "Writer@Example.com", Reason: "other", Subject: "s", Message: "signed out"},
		{Name: "X", Email: "x@example.com", Reason: "other", Message: "a stranger"},
	}
	for _, m := range msgs {
		saved, err := db.CreateContactMessage(ctx, m)
		if err != nil || saved.ID == 0 || saved.CreatedAt.IsZero() {
			t.Fatalf("create: %+v %v", saved, err)
		}
	}
	mine, err := db.ContactMessagesFor(ctx, u.ID, u.Email)
	if err != nil || len(mine) != 2 || mine[0].Message != "signed in" || mine[1].UserID != "" {
		t.Fatalf("messages: %+v %v", mine, err)
	}
	if err := db.DismissBonus(ctx, u.ID); err != nil {
		t.Fatal(err)
	}
	if err := db.MarkActionTaker(ctx, u.ID); err != nil {
		t.Fatal(err)
	}
	if got, _ := db.UserByID(ctx, u.ID); !got.BonusDismissed || !got.ActionTakerBonus {
		t.Fatalf("flags not stored: %+v", got)
	}
	if err := db.DeleteAccount(ctx, u.ID); err != nil {
		t.Fatal(err)
	}
	if err := db.DeleteAccount(ctx, u.ID); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("second delete: %v", err)
	}
	var left int
	if err := db.Pool.QueryRow(ctx, `SELECT count(*) FROM contact_messages`).Scan(&left); err != nil || left != 1 {
		t.Fatalf("%d messages left, want only the stranger's", left)
	}
	if err := db.DismissBonus(ctx, u.ID); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("dismiss for a missing user: %v", err)
	}
}
