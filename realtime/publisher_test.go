package realtime

import (
	"context"
	"testing"

	"github.com/redis/go-redis/v9"
)

// A caller's own commands go first in the events' round trip, and their failure is theirs: the
// events still go out and the batch reports no error for them.
func TestPublishAfterSendsTheCallersCommandsFirst(t *testing.T) {
	rdb := newRedis(t, "")
	prefix := testPrefix()
	h := startHub(t, Options{Redis: rdb, Prefix: prefix})
	user := dial(t, wsServer(t, h), "user=u1")
	waitConns(t, h, 1)
	ctx := context.Background()
	key := prefix + "not-a-number"
	if err := rdb.Set(ctx, key, "x", 0).Err(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rdb.Del(context.Background(), key) })

	var set, failing *redis.IntCmd
	b := h.Batch()
	b.ToUser("u1", TypeEmailStatus, map[string]string{"id": "e1"})
	err := b.PublishAfter(ctx, func(pipe redis.Pipeliner) {
		set = pipe.RPush(ctx, prefix+"order", "job")
		failing = pipe.Incr(ctx, key)
	})
	if err != nil {
		t.Fatalf("events reported %v although only the caller's command failed", err)
	}
	if set.Err() != nil || set.Val() != 1 {
		t.Fatalf("caller's command: %d, %v", set.Val(), set.Err())
	}
	if failing.Err() == nil {
		t.Fatal("the caller's failing command reports no error")
	}
	user.expect("user", TypeEmailStatus)
	rdb.Del(ctx, prefix+"order")
}
