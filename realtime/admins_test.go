package realtime

import (
	"context"
	"testing"
	"time"
)

// Admin events cost every hub a decode and a lookup, so they are dropped in Redis while no
// admin socket is open anywhere, and flow again from the moment one is.
func TestAdminEventsOnlyWhileAnAdminIsOnline(t *testing.T) {
	rdb := newRedis(t, "")
	prefix := testPrefix()
	h := startHub(t, Options{Redis: rdb, Prefix: prefix})
	srv := wsServer(t, h)
	user := dial(t, srv, "user=u1")
	waitConns(t, h, 1)

	ctx := context.Background()
	sub := rdb.Subscribe(ctx, prefix+channelSuffix)
	if _, err := sub.Receive(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = sub.Close() })
	onChannel := sub.Channel()
	// nextOnChannel answers the audience of the next payload on the channel.
	nextOnChannel := func() string {
		t.Helper()
		select {
		case m := <-onChannel:
			scope, _, _ := parsePayload([]byte(m.Payload))
			return scope
		case <-time.After(waitFor):
			t.Fatal("nothing published")
			return ""
		}
	}

	if online, err := h.AdminsOnline(ctx); err != nil || online {
		t.Fatalf("admins online = %v, %v before any admin connected", online, err)
	}
	if err := h.ToAdmins(ctx, TypeAdminEmail, map[string]string{"id": "e1"}); err != nil {
		t.Fatal(err)
	}
	b := h.Batch()
	b.ToAdmins(TypeAdminEmail, map[string]string{"id": "e2"})
	b.ToUser("u1", TypeEmailStatus, map[string]string{"id": "e2"})
	if err := b.Publish(ctx); err != nil {
		t.Fatal(err)
	}
	// Only the user's event went out.
	if scope := nextOnChannel(); scope != scopeUser+"u1" {
		t.Fatalf("first payload on the channel is for %q, want the user's", scope)
	}
	user.expect("user", TypeEmailStatus)

	admin := dial(t, srv, "user=a1&admin=1")
	waitConns(t, h, 2)
	if online, err := h.AdminsOnline(ctx); err != nil || !online {
		t.Fatalf("admins online = %v, %v with an admin connected", online, err)
	}
	if ttl := rdb.TTL(ctx, prefix+adminsKeySuffix).Val(); ttl <= 0 || ttl > adminsTTL {
		t.Fatalf("admins key TTL = %s, want (0, %s]", ttl, adminsTTL)
	}
	b = h.Batch()
	b.ToUser("u1", TypeEmailStatus, map[string]string{"id": "e3"})
	b.ToAdmins(TypeAdminEmail, map[string]string{"id": "e3"})
	if err := b.Publish(ctx); err != nil {
		t.Fatal(err)
	}
	if err := NewPublisher(rdb, prefix).ToAdmins(ctx, TypeStatsAdmin, nil); err != nil {
		t.Fatal(err)
	}
	if ev := admin.expect("admin", TypeAdminEmail); string(ev.Data) != `{"id":"e3"}` {
		t.Fatalf("admin got %s, want e3 (e1 and e2 were published before it connected)", ev.Data)
	}
	admin.expect("admin", TypeStatsAdmin)
	user.expect("user", TypeEmailStatus)

	// The hub renews the key while it holds the admin socket.
	if err := rdb.Del(ctx, prefix+adminsKeySuffix).Err(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(adminsRefresh + waitFor)
	for online, _ := h.AdminsOnline(ctx); !online; online, _ = h.AdminsOnline(ctx) {
		if time.Now().After(deadline) {
			t.Fatalf("admins key not renewed within %s", adminsRefresh+waitFor)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Events for the super admin reach the super admin's sockets only: a regular admin's socket
// gets the admin events all staff may see, never the super admin's figures. They too are
// dropped in Redis while no super admin is online.
func TestSuperAdminEventsReachOnlyTheSuperAdmin(t *testing.T) {
	rdb := newRedis(t, "")
	prefix := testPrefix()
	h := startHub(t, Options{Redis: rdb, Prefix: prefix})
	srv := wsServer(t, h)
	ctx := context.Background()

	admin := dial(t, srv, "user=admin-staff&admin=1")
	waitConns(t, h, 1)
	if online, err := h.SuperAdminsOnline(ctx); err != nil || online {
		t.Fatalf("super admins online = %v, %v with only a regular admin", online, err)
	}
	// Published while no super admin listens: dropped in Redis, so never seen by anyone.
	if err := h.ToSuperAdmins(ctx, TypeStatsAdmin, map[string]any{"totalRevenue": 1}); err != nil {
		t.Fatal(err)
	}
	super := dial(t, srv, "user=admin-owner&admin=1&super=1")
	waitConns(t, h, 2)
	if online, err := h.SuperAdminsOnline(ctx); err != nil || !online {
		t.Fatalf("super admins online = %v, %v with the super admin connected", online, err)
	}
	b := h.Batch()
	b.ToSuperAdmins(TypeStatsAdmin, map[string]any{"totalRevenue": 19, "churnCount": 2})
	b.ToAdmins(TypeAdminEmail, map[string]string{"id": "e1"})
	if err := b.Publish(ctx); err != nil {
		t.Fatal(err)
	}
	if ev := super.expect("super admin", TypeStatsAdmin); string(ev.Data) != `{"churnCount":2,"totalRevenue":19}` {
		t.Fatalf("super admin got %s (the event published before it connected must not arrive)", ev.Data)
	}
	super.expect("super admin", TypeAdminEmail)
	if ev := admin.expect("admin", TypeAdminEmail); string(ev.Data) != `{"id":"e1"}` {
		t.Fatalf("admin got %s", ev.Data)
	}
	// The regular admin got nothing else.
	if err := h.ToAdmins(ctx, TypeAdminEmail, map[string]string{"id": "e2"}); err != nil {
		t.Fatal(err)
	}
	if ev := admin.expect("admin", TypeAdminEmail); string(ev.Data) != `{"id":"e2"}` {
		t.Fatalf("admin's next event: %s %s", ev.Type, ev.Data)
	}

	// The hub renews the super admins' key while it holds such a socket.
	if err := rdb.Del(ctx, prefix+superAdminsKeySuffix).Err(); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, "the super admins key renewed", func() bool {
		online, _ := h.SuperAdminsOnline(ctx)
		return online
	})
}
