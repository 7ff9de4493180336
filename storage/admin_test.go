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

func TestRevenueHistoryBucketsByUTCMonth(t *testing.T) {
	db, _ := storagetest.NewDB(t)
	ctx := context.Background()
	now := time.Date(2025, 3, 15, 12, 0, 0, 0, time.UTC)
	for _, p := range []struct {
		at         time.Time
		cents, fee any
	}{
		{time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC), 1900, nil},              // first instant of March
		{time.Date(2025, 2, 28, 23, 59, 59, 0, time.UTC), 1900, 60},           // last second of February
		{time.Date(2024, 4, 2, 0, 0, 0, 0, time.UTC), 1900, nil},              // the oldest month shown
		{time.Date(2024, 3, 31, 23, 0, 0, 0, time.UTC), 1900, nil},            // thirteen months back: outside
		{time.Date(2025, 3, 1, 0, 30, 0, 0, time.FixedZone("X", 3600)), 1, 1}, // Feb 28 23:30 UTC
	} {
		if _, err := db.Pool.Exec(ctx, `INSERT INTO payments (amount_cents, fee_cents, paid_at) VALUES ($1, $2, $3)`, p.cents, p.fee, p.at); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.Pool.Exec(ctx, `INSERT INTO refunds (stripe_charge_id, amount_cents, refunded_at) VALUES ('ch', 700, $1)`,
		time.Date(2025, 3, 2, 0, 0, 0, 0, time.UTC)); err != nil {
		t.Fatal(err)
	}
	hist, err := db.RevenueHistory(ctx, now, 12)
	if err != nil {
		t.Fatal(err)
	}
	if len(hist) != 12 || hist[0].Month.Format("2006-01") != "2024-04" || hist[11].Month.Format("2006-01") != "2025-03" {
		t.Fatalf("months: %v .. %v", hist[0].Month, hist[len(hist)-1].Month)
	}
	mar, feb, apr := hist[11], hist[10], hist[0]
	if mar.GrossCents != 1900 || mar.FeeCents != storage.StripeFeeCentsPerMonth || mar.RefundCents != 700 {
		t.Fatalf("March: %+v", mar)
	}
	if feb.GrossCents != 1901 || feb.FeeCents != 61 {
		t.Fatalf("February: %+v", feb)
	}
	if apr.GrossCents != 1900 {
		t.Fatalf("April 2024: %+v", apr)
	}

	from := time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC)
	tot, err := db.Revenue(ctx, &from, nil)
	if err != nil || tot.GrossCents != 1900 || tot.RefundCents != 700 || tot.Payments != 1 || !tot.FeeEstimated {
		t.Fatalf("March onwards: %+v %v", tot, err)
	}
	all, err := db.Revenue(ctx, nil, nil)
	if err != nil || all.GrossCents != 4*1900+1 || all.Payments != 5 {
		t.Fatalf("lifetime: %+v %v", all, err)
	}
}

func TestDeleteAndBlockUser(t *testing.T) {
	db, _ := storagetest.NewDB(t)
	ctx := context.Background()
	id := uuid.NewString()
	if _, err := db.CreateUser(ctx, storage.NewUser{ID: id, Email: "Spam@Example.com", PasswordHash: "x"}); err != nil {
		t.Fatal(err)
	}
	if err := db.DeleteAndBlockUser(ctx, id, "spam", "admin-owner"); err != nil {
		t.Fatal(err)
	}
	if _, err := db.UserByID(ctx, id); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("user still there: %v", err)
	}
	if blocked, _ := db.IsEmailBlocked(ctx, "spam@example.com"); !blocked {
		t.Fatal("email not blocked")
	}
	if _, err := db.CreateUser(ctx, storage.NewUser{ID: uuid.NewString(), Email: "spam@example.com", PasswordHash: "x"}); !errors.Is(err, storage.ErrBlocked) {
		t.Fatalf("blocked email signed up: %v", err)
	}
	if err := db.DeleteAndBlockUser(ctx, id, "again", ""); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("missing user: %v", err)
	}
}

func TestAdminListUsersEscapesWildcards(t *testing.T) {
	db, _ := storagetest.NewDB(t)
	ctx := context.Background()
	for _, e := range []string{"plain@example.com", "under_score@example.com", "per%cent@example.com", `back\slash@example.com`} {
		if _, err := db.CreateUser(ctx, storage.NewUser{ID: uuid.NewString(), Email: e, PasswordHash: "x"}); err != nil {
			t.Fatal(err)
		}
	}
	for search, want := range map[string]int{"_": 1, "%": 1, `\`: 1, "r_s": 1, "r%c": 1, "EXAMPLE": 4, "": 4, "r_": 1} {
		_, total, err := db.AdminListUsers(ctx, storage.UserQuery{Search: search, Limit: 10})
		if err != nil || total != want {
			t.Errorf("search %q: %d %v, want %d", search, total, err, want)
		}
	}
	if _, _, err := db.AdminListUsers(ctx, storage.UserQuery{Status: "vip", Limit: 10}); !storage.IsUnknownFilter(err) {
		t.Fatalf("unknown filter: %v", err)
	}
}
