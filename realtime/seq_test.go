package realtime

import (
	"context"
	"encoding/json"
	"testing"
)

// Every numbered event of a user carries the next number of that user's own sequence, in
// order, whichever call publishes it; deltas carry none; a socket opens with the last number.
func TestUserEventsAreNumberedPerUser(t *testing.T) {
	rdb := newRedis(t, "")
	h := startHub(t, Options{Redis: rdb, Prefix: testPrefix()})
	srv := wsServer(t, h)
	ctx := context.Background()

	// Two events before any socket: the counter starts with the first.
	probe := dial(t, srv, "user=u3")
	waitConns(t, h, 1)
	for range 2 {
		if err := h.ToUser(ctx, "u1", TypeUsage, nil); err != nil {
			t.Fatal(err)
		}
	}
	drainHub(t, h, probe, "u3")
	a := dial(t, srv, "user=u1", withSync)
	b := dial(t, srv, "user=u2", withSync)
	waitConns(t, h, 3)
	var sync struct{ Seq int64 }
	if ev := a.expectSync("u1 open", 2); json.Unmarshal(ev.Data, &sync) != nil || sync.Seq != 2 {
		t.Fatalf("u1 opens with %s, want seq 2", ev.Data)
	}
	if ev := b.expectSync("u2 open", 0); json.Unmarshal(ev.Data, &sync) != nil || sync.Seq != 0 {
		t.Fatalf("u2 opens with %s, want seq 0", ev.Data)
	}

	batch := h.Batch()
	batch.ToUser("u1", TypeEmailStatus, map[string]string{"id": "e1"})
	batch.ToUser("u2", TypeEmailStatus, map[string]string{"id": "e2"})
	batch.ToUser("u1", TypeUsage, nil)
	batch.ToAdmins(TypeAdminEmail, nil)
	if err := batch.Publish(ctx); err != nil {
		t.Fatal(err)
	}
	if err := h.ToUser(ctx, "u1", TypeEmailDelta, map[string]any{"id": "e1", "seq": 1, "delta": "x"}); err != nil {
		t.Fatal(err)
	}
	if err := h.ToUser(ctx, "u1", TypeSubscription, map[string]string{"reason": "canceled"}); err != nil {
		t.Fatal(err)
	}

	want := []struct {
		typ string
		seq int64
	}{{TypeEmailStatus, 3}, {TypeUsage, 4}, {TypeEmailDelta, 0}, {TypeSubscription, 5}}
	for _, w := range want {
		ev := a.expect("u1", w.typ)
		if ev.Seq != w.seq {
			t.Fatalf("u1 %s has seq %d, want %d", w.typ, ev.Seq, w.seq)
		}
	}
	ev := b.expect("u2", TypeEmailStatus)
	var data struct{ ID string }
	if ev.Seq != 1 || json.Unmarshal(ev.Data, &data) != nil || data.ID != "e2" {
		t.Fatalf("u2 got seq %d data %s, want seq 1 for e2", ev.Seq, ev.Data)
	}
	if n, err := h.LastSeq(ctx, "u1"); err != nil || n != 5 {
		t.Fatalf("LastSeq(u1) = %d, %v; want 5", n, err)
	}
}

// A lost event shows as a skipped number: an event published while the user's socket is away
// still takes its number, so the next one the socket sees is two ahead of the last it saw.
func TestLostEventLeavesAGap(t *testing.T) {
	rdb := newRedis(t, "")
	h := startHub(t, Options{Redis: rdb, Prefix: testPrefix()})
	srv := wsServer(t, h)
	ctx := context.Background()
	first := dial(t, srv, "user=u1")
	probe := dial(t, srv, "user=u2")
	waitConns(t, h, 2)
	if err := h.ToUser(ctx, "u1", TypeUsage, nil); err != nil {
		t.Fatal(err)
	}
	if ev := first.expect("first", TypeUsage); ev.Seq != 1 {
		t.Fatalf("seq %d, want 1", ev.Seq)
	}
	_ = first.ws.Close()
	waitConns(t, h, 1)
	if err := h.ToUser(ctx, "u1", TypeEmailStatus, map[string]string{"id": "lost"}); err != nil {
		t.Fatal(err)
	}
	drainHub(t, h, probe, "u2") // "lost" has passed the hub with no u1 socket to take it
	again := dial(t, srv, "user=u1", withSync)
	waitConns(t, h, 2)
	var sync struct{ Seq int64 }
	if ev := again.expectSync("reopened", 2); json.Unmarshal(ev.Data, &sync) != nil || sync.Seq != 2 {
		t.Fatalf("reopened socket syncs with %s, want seq 2 (one more than the client saw)", ev.Data)
	}
	if err := h.ToUser(ctx, "u1", TypeUsage, nil); err != nil {
		t.Fatal(err)
	}
	if ev := again.expect("reopened", TypeUsage); ev.Seq != 3 {
		t.Fatalf("seq %d, want 3", ev.Seq)
	}
}

// drainHub returns once the hub has handled everything published so far: it reads one
// channel in order, so when the probe socket has the event sent now, all before it passed.
func drainHub(t *testing.T, h *Hub, probe *testClient, user string) {
	t.Helper()
	if err := h.ToUser(context.Background(), user, TypeUsage, nil); err != nil {
		t.Fatal(err)
	}
	probe.expect("probe", TypeUsage)
}
