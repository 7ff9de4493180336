package billing

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v84"

	"storymail/storage"
	"storymail/storage/storagetest"
)

func TestLocalCheckouts(t *testing.T) {
	rdb, prefix := storagetest.NewRedis(t)
	l := NewLocalCheckouts(rdb, prefix)
	ctx := context.Background()
	co, err := l.Create(ctx, "user-1", "ann@example.com", time.Now())
	if err != nil || !ValidSessionID(co.ID) {
		t.Fatalf("create: %+v %v", co, err)
	}
	if ttl := rdb.TTL(ctx, prefix+"billing:checkout:"+co.ID).Val(); ttl <= 0 || ttl > LocalCheckoutTTL {
		t.Fatalf("a pending checkout must expire, ttl %v", ttl)
	}
	if got, err := l.Get(ctx, co.ID, "user-1"); err != nil || got.Email != "ann@example.com" {
		t.Fatalf("get: %+v %v", got, err)
	}
	// Bound to its user: someone else can neither read nor complete it.
	if _, err := l.Get(ctx, co.ID, "user-2"); !errors.Is(err, ErrCheckoutNotFound) {
		t.Fatalf("other user get: %v", err)
	}
	if _, err := l.Complete(ctx, co.ID, "user-2"); !errors.Is(err, ErrCheckoutNotFound) {
		t.Fatalf("other user complete: %v", err)
	}
	if _, err := l.Complete(ctx, co.ID, "user-1"); err != nil {
		t.Fatalf("complete: %v", err)
	}
	if _, err := l.Complete(ctx, co.ID, "user-1"); !errors.Is(err, ErrCheckoutNotFound) {
		t.Fatalf("a checkout completes once: %v", err)
	}
	for _, bad := range []string{"", "cs_local_", "cs_local_zz", "cs_live_0123456789abcdef01234567", co.ID + "0"} {
		if _, err := l.Get(ctx, bad, "user-1"); !errors.Is(err, ErrCheckoutNotFound) {
			t.Errorf("id %q: %v", bad, err)
		}
	}
}

func TestCheckoutCompletedEventDecodesAsActivation(t *testing.T) {
	ev := CheckoutCompletedEvent("evt_local_1", CheckoutFields{SessionID: "cs_local_1", UserID: "user-1",
		CustomerID: "cus_local_1", SubscriptionID: "sub_local_1", Email: "ann@example.com"}, time.Unix(1_700_000_000, 0))
	// It must survive the trip through JSON exactly like a delivered webhook.
	b, _ := json.Marshal(map[string]any{"id": ev.ID, "object": "event", "type": ev.Type, "created": ev.Created, "data": map[string]any{"object": json.RawMessage(ev.Data.Raw)}})
	var again stripe.Event
	if err := json.Unmarshal(b, &again); err != nil {
		t.Fatal(err)
	}
	a, ok, err := Activation(again)
	want := storage.Activation{SessionID: "cs_local_1", UserID: "user-1", CustomerID: "cus_local_1", SubscriptionID: "sub_local_1", Email: "ann@example.com"}
	if err != nil || !ok || a != want {
		t.Fatalf("got %+v %v %v", a, ok, err)
	}
	if ref := Ref(ev); ref.ID != "evt_local_1" || ref.Type != EventCheckoutCompleted || ref.Created.Unix() != 1_700_000_000 {
		t.Fatalf("ref %+v", ref)
	}
}
