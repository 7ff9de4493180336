package storage_test

import (
	"context"
	"errors"
	"testing"

	"github.com/google/uuid"

	"storymail/storage"
	"storymail/storage/storagetest"
)

func TestCanonicalEmail(t *testing.T) {
	db, _ := storagetest.NewDB(t)
	for in, want := range map[string]string{
		"Ann@Example.com":             "ann@example.com",
		"  ann+news@example.com ":     "ann@example.com",
		"ann+a+b@example.com":         "ann@example.com",
		"a.n.n@example.com":           "a.n.n@example.com", // dots matter outside Gmail
		"A.N.N+x@gmail.com":           "ann@gmail.com",
		"ann@googlemail.com":          "ann@gmail.com",
		"a.nn+promo@GoogleMail.com":   "ann@gmail.com",
		"+only@example.com":           "+only@example.com", // nothing left before the tag: kept whole
		"quoted@sign\"@example.com":   "quoted@sign\"@example.com",
		"no-at-sign":                  "no-at-sign",
		"ann@sub.gmail.com":           "ann@sub.gmail.com",
		"first.last+x@outlook.com":    "first.last@outlook.com",
		"ÜNICODE+tag@EXAMPLE.com":     "ünicode@example.com",
		"x+2@example.com":             "x@example.com",
		"x@example.com":               "x@example.com",
		"googlemail.com@gmail.com":    "googlemailcom@gmail.com",
		"dots.and+tag@googlemail.com": "dotsand@gmail.com",
	} {
		got, err := db.CanonicalEmail(context.Background(), in)
		if err != nil || got != want {
			t.Errorf("%q: %q %v, want %q", in, got, err, want)
		}
	}
}

func newCustomer(t *testing.T, db *storage.DB, email string, verified bool) *storage.User {
	t.Helper()
	u, err := db.CreateUser(context.Background(), storage.NewUser{ID: uuid.NewString(), Email: email, PasswordHash: "x", EmailVerified: verified})
	if err != nil {
		t.Fatalf("create %s: %v", email, err)
	}
	return u
}

func TestTrialClaimedOncePerMailbox(t *testing.T) {
	db, _ := storagetest.NewDB(t)
	ctx := context.Background()

	// Two unverified accounts of one mailbox: the first to prove the address keeps the trial.
	a := newCustomer(t, db, "x+1@example.com", false)
	b := newCustomer(t, db, "X+2@example.com", false)
	if a.TrialUsedBefore || b.TrialUsedBefore || a.CreditsRemaining() != storage.TrialCredits {
		t.Fatalf("fresh accounts: %+v %+v", a, b)
	}
	if err := db.SetEmailVerified(ctx, b.ID); err != nil {
		t.Fatal(err)
	}
	if err := db.SetEmailVerified(ctx, a.ID); err != nil {
		t.Fatal(err)
	}
	// Verifying again (a password reset does) changes nothing.
	if err := db.SetEmailVerified(ctx, b.ID); err != nil {
		t.Fatal(err)
	}
	a, b = reload(t, db, a.ID), reload(t, db, b.ID)
	if b.TrialUsedBefore || b.CreditsRemaining() != storage.TrialCredits {
		t.Fatalf("first verified lost its trial: %+v", b)
	}
	if !a.TrialUsedBefore || a.CreditsRemaining() != 0 || !a.Usage().TrialUsedBefore {
		t.Fatalf("second verified kept a trial: %+v", a)
	}
	// The conditional UPDATE that takes a credit agrees with the Go rule.
	if _, _, err := db.CreateEmail(ctx, uuid.NewString(), a.ID, storage.EmailInput{Title: "t"}); !errors.Is(err, storage.ErrNoCredits) {
		t.Fatalf("credit taken without a trial: %v", err)
	}
	// A bonus from staff still counts.
	if _, err := db.AddBonusCredits(ctx, a.ID, 2); err != nil {
		t.Fatal(err)
	}
	if got := reload(t, db, a.ID).CreditsRemaining(); got != 2 {
		t.Fatalf("bonus on a used trial: %d", got)
	}

	// The marker outlives the account and names no one.
	if err := db.DeleteAccount(ctx, b.ID); err != nil {
		t.Fatal(err)
	}
	if used, err := db.TrialUsed(ctx, "x@example.com"); err != nil || !used {
		t.Fatalf("marker after deletion: %v %v", used, err)
	}
	var leaks int
	if err := db.Pool.QueryRow(ctx, `SELECT count(*) FROM trial_markers WHERE email_hash LIKE '%@%' OR email_hash LIKE '%example%'`).Scan(&leaks); err != nil || leaks != 0 {
		t.Fatalf("marker holds the address: %d %v", leaks, err)
	}
	c := newCustomer(t, db, "x+3@example.com", false)
	if !c.TrialUsedBefore || c.CreditsRemaining() != 0 {
		t.Fatalf("new account of a used mailbox: %+v", c)
	}

	// Staff-made verified accounts claim at once; staff accounts have no trial to claim.
	d := newCustomer(t, db, "d.o.e@gmail.com", true)
	if d.TrialUsedBefore {
		t.Fatalf("first staff-made account: %+v", d)
	}
	if e := newCustomer(t, db, "doe+again@googlemail.com", true); !e.TrialUsedBefore {
		t.Fatalf("second staff-made account of the mailbox: %+v", e)
	}
	if _, err := db.CreateUser(ctx, storage.NewUser{ID: "admin-" + uuid.NewString(), Email: "staff@example.com", PasswordHash: "x", EmailVerified: true}); err != nil {
		t.Fatal(err)
	}
	if used, _ := db.TrialUsed(ctx, "staff@example.com"); used {
		t.Fatal("staff account claimed a trial")
	}
}

func TestBlockCoversTheMailbox(t *testing.T) {
	db, _ := storagetest.NewDB(t)
	ctx := context.Background()
	if err := db.BlockEmail(ctx, "Spam.Mer+1@gmail.com", "spam", "admin-owner"); err != nil {
		t.Fatal(err)
	}
	for _, addr := range []string{"spammer@gmail.com", "spam.mer+2@googlemail.com", "SPAMMER+x@gmail.com"} {
		if blocked, err := db.IsEmailBlocked(ctx, addr); err != nil || !blocked {
			t.Errorf("%s not blocked: %v", addr, err)
		}
		if _, err := db.CreateUser(ctx, storage.NewUser{ID: uuid.NewString(), Email: addr, PasswordHash: "x"}); !errors.Is(err, storage.ErrBlocked) {
			t.Errorf("%s signed up: %v", addr, err)
		}
	}
	if blocked, _ := db.IsEmailBlocked(ctx, "spammer@example.com"); blocked {
		t.Error("another domain's mailbox blocked")
	}
}
