package storage_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"storymail/storage"
	"storymail/storage/storagetest"
)

func newBillingUser(t *testing.T, db *storage.DB, used int) *storage.User {
	t.Helper()
	ctx := context.Background()
	u, err := db.CreateUser(ctx, storage.NewUser{ID: uuid.NewString(), Email: uuid.NewString()[:8] + "@example.com", PasswordHash: "x", EmailVerified: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Pool.Exec(ctx, `UPDATE users SET credits_used = $2 WHERE id = $1`, u.ID, used); err != nil {
		t.Fatal(err)
	}
	return u
}

func reload(t *testing.T, db *storage.DB, id string) *storage.User {
	t.Helper()
	u, err := db.UserByID(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func ref(id, typ string, created time.Time) storage.StripeEventRef {
	return storage.StripeEventRef{ID: id, Type: typ, Created: created}
}

func TestActivationOnceAndConcurrentDeliveries(t *testing.T) {
	db, _ := storagetest.NewDB(t)
	ctx := context.Background()
	u := newBillingUser(t, db, 7)
	now := time.Now().Truncate(time.Second)
	act := storage.Activation{UserID: u.ID, CustomerID: "cus_A", SubscriptionID: "sub_A"}

	// Stripe delivering the same event three times at once: one effect.
	var wg sync.WaitGroup
	outs := make([]storage.BillingOutcome, 3)
	errs := make([]error, 3)
	for i := range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			outs[i], errs[i] = db.ActivateSubscription(ctx, ref("evt_act", "checkout.session.completed", now), act)
		}()
	}
	wg.Wait()
	activated, dup := 0, 0
	for i := range 3 {
		if errs[i] != nil {
			t.Fatal(errs[i])
		}
		if outs[i].Activated {
			activated++
		}
		if outs[i].Duplicate {
			dup++
		}
	}
	if activated != 1 || dup != 2 {
		t.Fatalf("activated %d, duplicates %d", activated, dup)
	}
	got := reload(t, db, u.ID)
	if got.SubscriptionStatus != storage.StatusActive || got.CreditsUsed != 0 || got.StripeCustomerID != "cus_A" ||
		got.StripeSubscriptionID != "sub_A" || got.BillingCycleEnd == nil || !got.BillingCycleEnd.Equal(now.AddDate(0, 1, 0)) {
		t.Fatalf("after activation %+v", got)
	}
	var n int
	_ = db.Pool.QueryRow(ctx, `SELECT count(*) FROM stripe_events WHERE id = 'evt_act' AND user_id = $1`, u.ID).Scan(&n)
	if n != 1 {
		t.Fatalf("the event is recorded once with its user, got %d", n)
	}

	// Another event for the same, already active subscription changes nothing (no second reset).
	if _, err := db.Pool.Exec(ctx, `UPDATE users SET credits_used = 4 WHERE id = $1`, u.ID); err != nil {
		t.Fatal(err)
	}
	out, err := db.ActivateSubscription(ctx, ref("evt_act_again", "checkout.session.completed", now), act)
	if err != nil || out.Changed || out.Duplicate || reload(t, db, u.ID).CreditsUsed != 4 {
		t.Fatalf("re-activation: %+v %v", out, err)
	}
	if _, err := db.ActivateSubscription(ctx, storage.StripeEventRef{}, act); !errors.Is(err, storage.ErrEventID) {
		t.Fatalf("an event without id: %v", err)
	}
	// An event for nobody is recorded and ignored.
	out, err = db.ActivateSubscription(ctx, ref("evt_nobody", "checkout.session.completed", now), storage.Activation{UserID: "missing", SubscriptionID: "sub_Z"})
	if err != nil || out.Changed || out.UserID != "" {
		t.Fatalf("unknown user: %+v %v", out, err)
	}
}

func TestSubscriptionStateNeverRewinds(t *testing.T) {
	db, _ := storagetest.NewDB(t)
	ctx := context.Background()
	u := newBillingUser(t, db, 0)
	t0 := time.Now().Add(-time.Hour).Truncate(time.Second)
	if _, err := db.ActivateSubscription(ctx, ref("e1", "checkout.session.completed", t0),
		storage.Activation{UserID: u.ID, CustomerID: "cus_B", SubscriptionID: "sub_B"}); err != nil {
		t.Fatal(err)
	}
	end := t0.AddDate(0, 1, 0)
	cancel := storage.SubscriptionState{ID: "sub_B", CustomerID: "cus_B", Status: storage.StatusActive, Cancelling: true,
		CancelsAt: &end, PeriodStart: t0, PeriodEnd: end}
	if _, err := db.SyncSubscription(ctx, ref("e3", "customer.subscription.updated", t0.Add(3*time.Minute)), cancel); err != nil {
		t.Fatal(err)
	}
	// An older "not cancelling" update delivered late must not undo the cancellation.
	older := cancel
	older.Cancelling, older.CancelsAt = false, nil
	out, err := db.SyncSubscription(ctx, ref("e2", "customer.subscription.updated", t0.Add(2*time.Minute)), older)
	if err != nil || out.Changed {
		t.Fatalf("stale update applied: %+v %v", out, err)
	}
	got := reload(t, db, u.ID)
	if got.SubscriptionStatus != storage.StatusActive || got.SubscriptionCancelledAt == nil || got.SubscriptionCancelsAt == nil || !got.SubscriptionCancelsAt.Equal(end) {
		t.Fatalf("cancelling: %+v", got)
	}
	// An update of some other subscription of the customer is not this plan's business.
	other := older
	other.ID = "sub_other"
	if out, _ := db.SyncSubscription(ctx, ref("e3b", "customer.subscription.updated", t0.Add(4*time.Minute)), other); out.Changed {
		t.Fatal("another subscription's update changed the plan")
	}
	// Reactivation.
	if out, err := db.SyncSubscription(ctx, ref("e4", "customer.subscription.updated", t0.Add(5*time.Minute)), older); err != nil || !out.Changed {
		t.Fatalf("reactivation: %+v %v", out, err)
	}
	if got := reload(t, db, u.ID); got.SubscriptionCancelledAt != nil || got.SubscriptionCancelsAt != nil {
		t.Fatalf("after reactivation: %+v", got)
	}
}

func TestDeletionBeforeCheckoutStaysCanceled(t *testing.T) {
	db, _ := storagetest.NewDB(t)
	ctx := context.Background()
	u := newBillingUser(t, db, 3)
	t0 := time.Now().Add(-time.Hour).Truncate(time.Second)
	ended := t0.Add(10 * time.Minute)
	if _, err := db.EndSubscription(ctx, ref("del", "customer.subscription.deleted", ended),
		storage.SubscriptionState{ID: "sub_C", UserID: u.ID, CustomerID: "cus_C", Status: storage.StatusCanceled, EndedAt: &ended}); err != nil {
		t.Fatal(err)
	}
	out, err := db.ActivateSubscription(ctx, ref("chk", "checkout.session.completed", t0),
		storage.Activation{UserID: u.ID, CustomerID: "cus_C", SubscriptionID: "sub_C"})
	if err != nil || out.Changed {
		t.Fatalf("an older checkout revived an ended subscription: %+v %v", out, err)
	}
	if got := reload(t, db, u.ID); got.SubscriptionStatus != storage.StatusCanceled {
		t.Fatalf("status %s", got.SubscriptionStatus)
	}
	// A new subscription later is a real activation.
	if out, err := db.ActivateSubscription(ctx, ref("chk2", "checkout.session.completed", time.Now()),
		storage.Activation{UserID: u.ID, CustomerID: "cus_C", SubscriptionID: "sub_D"}); err != nil || !out.Activated {
		t.Fatalf("resubscribe: %+v %v", out, err)
	}
}

func TestInvoiceRenewalAndRefunds(t *testing.T) {
	db, _ := storagetest.NewDB(t)
	ctx := context.Background()
	u := newBillingUser(t, db, 0)
	subStart := time.Now().Add(-time.Minute).Truncate(time.Second)
	if _, err := db.ActivateSubscription(ctx, ref("a", "checkout.session.completed", subStart),
		storage.Activation{UserID: u.ID, CustomerID: "cus_D", SubscriptionID: "sub_D"}); err != nil {
		t.Fatal(err)
	}
	setUsed := func(n int) {
		if _, err := db.Pool.Exec(ctx, `UPDATE users SET credits_used = $2 WHERE id = $1`, u.ID, n); err != nil {
			t.Fatal(err)
		}
	}
	setUsed(120)
	// The first invoice pays for the period the activation started: no second reset.
	first := storage.InvoicePayment{InvoiceID: "in_1", CustomerID: "cus_D", SubscriptionID: "sub_D", AmountCents: 1900,
		PeriodStart: subStart, PeriodEnd: subStart.AddDate(0, 1, 0)}
	if _, err := db.RecordInvoicePayment(ctx, ref("i1", "invoice.paid", subStart), first); err != nil {
		t.Fatal(err)
	}
	if got := reload(t, db, u.ID); got.CreditsUsed != 120 {
		t.Fatalf("the first invoice reset credits: %d", got.CreditsUsed)
	}
	// The renewal starts a fresh period, once, whatever event id carries it.
	renewal := first
	renewal.InvoiceID = "in_2"
	renewal.PeriodStart, renewal.PeriodEnd = first.PeriodEnd, first.PeriodEnd.AddDate(0, 1, 0)
	fee := int64(85)
	renewal.FeeCents = &fee
	if out, err := db.RecordInvoicePayment(ctx, ref("i2", "invoice.paid", first.PeriodEnd), renewal); err != nil || !out.Changed {
		t.Fatalf("renewal: %+v %v", out, err)
	}
	got := reload(t, db, u.ID)
	if got.CreditsUsed != 0 || !got.BillingCycleEnd.Equal(renewal.PeriodEnd) {
		t.Fatalf("after renewal: used %d end %v", got.CreditsUsed, got.BillingCycleEnd)
	}
	setUsed(9)
	if out, _ := db.RecordInvoicePayment(ctx, ref("i2-again", "invoice.paid", first.PeriodEnd), renewal); out.Changed {
		t.Fatal("the same invoice under another event id had an effect")
	}
	// The first invoice delivered again, late, rewinds nothing.
	if _, err := db.RecordInvoicePayment(ctx, ref("i1-late", "invoice.paid", subStart), first); err != nil {
		t.Fatal(err)
	}
	got = reload(t, db, u.ID)
	if got.CreditsUsed != 9 || !got.BillingCycleEnd.Equal(renewal.PeriodEnd) {
		t.Fatalf("late old invoice: used %d end %v", got.CreditsUsed, got.BillingCycleEnd)
	}
	var payments int
	var fees *int64
	_ = db.Pool.QueryRow(ctx, `SELECT count(*), max(fee_cents) FROM payments WHERE user_id = $1`, u.ID).Scan(&payments, &fees)
	if payments != 2 || fees == nil || *fees != 85 {
		t.Fatalf("payments %d fee %v", payments, fees)
	}

	// Refunds: a running total, so replays and late deliveries never count twice.
	refund := func(id string, total int64) storage.BillingOutcome {
		out, err := db.RecordRefund(ctx, ref(id, "charge.refunded", time.Now()), storage.ChargeRefund{ChargeID: "ch_1", CustomerID: "cus_D", AmountRefundedCents: total})
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	refund("r1", 500)
	refund("r2", 1900)
	refund("r1-late", 500)
	refund("r2", 1900)
	var sum int64
	var rows int
	_ = db.Pool.QueryRow(ctx, `SELECT COALESCE(sum(amount_cents), 0), count(*) FROM refunds WHERE stripe_charge_id = 'ch_1' AND user_id = $1`, u.ID).Scan(&sum, &rows)
	if sum != 1900 || rows != 2 {
		t.Fatalf("refunded %d in %d rows", sum, rows)
	}
}

func TestLocalRenewalAndCancellation(t *testing.T) {
	db, _ := storagetest.NewDB(t)
	ctx := context.Background()
	u := newBillingUser(t, db, 0)
	start := time.Now().AddDate(0, -2, -3).Truncate(time.Second)
	if _, err := db.ActivateSubscription(ctx, ref("a", "checkout.session.completed", start),
		storage.Activation{UserID: u.ID, CustomerID: "cus_local_1", SubscriptionID: "sub_local_1"}); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Pool.Exec(ctx, `UPDATE users SET credits_used = 250 WHERE id = $1`, u.ID); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	got, changed, err := db.RenewLocalPeriod(ctx, u.ID, now)
	if err != nil || !changed {
		t.Fatalf("renew: %v %v", changed, err)
	}
	if got.CreditsUsed != 0 || got.BillingCycleStart.After(now) || !got.BillingCycleEnd.After(now) ||
		got.BillingCycleEnd.Sub(*got.BillingCycleStart) < 27*24*time.Hour {
		t.Fatalf("renewed to %v..%v used %d", got.BillingCycleStart, got.BillingCycleEnd, got.CreditsUsed)
	}
	if _, changed, _ := db.RenewLocalPeriod(ctx, u.ID, now); changed {
		t.Fatal("a current period was renewed again")
	}
	// Cancelling keeps the plan until the cycle ends, then it ends.
	c, err := db.ScheduleCancellation(ctx, u.ID, nil)
	if err != nil || c.SubscriptionStatus != storage.StatusActive || c.SubscriptionCancelsAt == nil || !c.SubscriptionCancelsAt.Equal(*got.BillingCycleEnd) {
		t.Fatalf("schedule: %+v %v", c, err)
	}
	ended, changed, err := db.RenewLocalPeriod(ctx, u.ID, got.BillingCycleEnd.Add(time.Minute))
	if err != nil || !changed || ended.SubscriptionStatus != storage.StatusCanceled {
		t.Fatalf("end of a cancelled period: %+v %v %v", ended, changed, err)
	}
	if _, err := db.ScheduleCancellation(ctx, u.ID, nil); !errors.Is(err, storage.ErrConflict) {
		t.Fatalf("cancelling without a plan: %v", err)
	}
	if _, err := db.ScheduleCancellation(ctx, "missing", nil); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("missing user: %v", err)
	}
}
