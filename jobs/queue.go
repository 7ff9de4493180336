// Package jobs runs StoryMail's background work on a Redis Stream: email generation,
// outbound webhook delivery and the sweeper that recovers stuck generations. The email row in
// PostgreSQL is the truth; a stream entry only delivers the work, so every handler is idempotent.
package jobs

import (
	"context"
	"fmt"

	"github.com/redis/go-redis/v9"
)

// Task types carried in the stream entry's "type" field. Webhook deliveries have a stream of
// their own (webhook_queue.go); TaskWebhook only names entries an older release left here.
const (
	TaskGenerate = "generate"
	TaskWebhook  = "webhook"
)

// Queue adds tasks to the stream.
type Queue struct {
	rdb    *redis.Client
	prefix string
	stream string
	group  string
}

// NewQueue returns the queue on stream "<prefix>jobs" with consumer group "workers".
func NewQueue(rdb *redis.Client, prefix string) *Queue {
	return &Queue{rdb: rdb, prefix: prefix, stream: prefix + "jobs", group: "workers"}
}

// Stream is the stream key (for tests and diagnostics).
func (q *Queue) Stream() string { return q.stream }

// EnqueueGenerate asks a worker to write the email. Called after the row is committed.
func (q *Queue) EnqueueGenerate(ctx context.Context, emailID string) error {
	return q.add(ctx, map[string]any{"type": TaskGenerate, "id": emailID})
}

// GenerateIn queues the generation of one email as a command on pipe, for a caller that sends
// other commands to the queue's Redis in the same round trip. The command holds the outcome.
func (q *Queue) GenerateIn(ctx context.Context, pipe redis.Pipeliner, emailID string) *redis.StringCmd {
	return pipe.XAdd(ctx, q.entry(map[string]any{"type": TaskGenerate, "id": emailID}))
}

// entry is the XADD of one job. The stream is trimmed approximately so it never grows without
// bound; work that matters is recoverable from PostgreSQL by the sweeper.
func (q *Queue) entry(values map[string]any) *redis.XAddArgs {
	return &redis.XAddArgs{Stream: q.stream, MaxLen: 100_000, Approx: true, Values: values}
}

func (q *Queue) add(ctx context.Context, values map[string]any) error {
	err := q.rdb.XAdd(ctx, q.entry(values)).Err()
	if err != nil {
		return fmt.Errorf("enqueue %v: %w", values["type"], err)
	}
	return nil
}

// ensureGroup creates the stream and consumer group when missing.
func (q *Queue) ensureGroup(ctx context.Context) error {
	return ensureGroup(ctx, q.rdb, q.stream, q.group)
}

func ensureGroup(ctx context.Context, rdb *redis.Client, stream, group string) error {
	err := rdb.XGroupCreateMkStream(ctx, stream, group, "0").Err()
	if err != nil && err.Error() != "BUSYGROUP Consumer Group name already exists" {
		return fmt.Errorf("create consumer group: %w", err)
	}
	return nil
}
