package jobs

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

// Webhook deliveries travel apart from generations: a stream and consumer group of their own,
// a sorted set of retries waiting for their time, and a capped stream of dead letters. A
// receiver that hangs therefore only ever holds webhook workers, never a generation slot.
const (
	webhookStreamSuffix = "webhooks"
	webhookGroup        = "webhook-senders"
	webhookRetrySuffix  = "webhooks:retry"
	webhookDeadSuffix   = "webhooks:dead"
	webhookStreamMaxLen = 100_000
	webhookDeadMaxLen   = 10_000
)

// webhookJob is one event for one webhook. It keeps its id across attempts, so the endpoint
// sees the same X-StoryMail-Delivery on a retry.
type webhookJob struct {
	ID      string `json:"id"`
	Webhook int    `json:"webhook"`
	Event   string `json:"event"`
	Payload string `json:"payload"`
	Attempt int    `json:"attempt"` // 1 for the first try
}

// WebhookStream is the key of the delivery stream (for tests and diagnostics).
func (q *Queue) WebhookStream() string { return q.prefix + webhookStreamSuffix }

// WebhookRetries is the key of the sorted set of deliveries waiting to be retried.
func (q *Queue) WebhookRetries() string { return q.prefix + webhookRetrySuffix }

// WebhookDeadLetters is the key of the stream of deliveries given up.
func (q *Queue) WebhookDeadLetters() string { return q.prefix + webhookDeadSuffix }

// addWebhookJob queues a delivery as a command on pipe.
func (q *Queue) addWebhookJob(ctx context.Context, pipe redis.Pipeliner, j webhookJob) *redis.StringCmd {
	b, _ := json.Marshal(j)
	return pipe.XAdd(ctx, &redis.XAddArgs{Stream: q.WebhookStream(), MaxLen: webhookStreamMaxLen, Approx: true,
		Values: map[string]any{"event": j.Event, "job": string(b)}}) // the event in the clear, for XRANGE readers
}

// retryWebhookJob parks a delivery until at, as a command on pipe.
func (q *Queue) retryWebhookJob(ctx context.Context, pipe redis.Pipeliner, j webhookJob, at time.Time) {
	b, _ := json.Marshal(j)
	pipe.ZAdd(ctx, q.WebhookRetries(), redis.Z{Score: float64(at.UnixMilli()), Member: string(b)})
}

// deadLetter records a delivery given up, and why, as a command on pipe.
func (q *Queue) deadLetter(ctx context.Context, pipe redis.Pipeliner, j webhookJob, reason string) {
	b, _ := json.Marshal(j)
	pipe.XAdd(ctx, &redis.XAddArgs{Stream: q.WebhookDeadLetters(), MaxLen: webhookDeadMaxLen, Approx: true,
		Values: map[string]any{"job": string(b), "reason": reason, "failedAt": time.Now().UTC().Format(time.RFC3339)}})
}

// promoteDue moves retries whose time has come back onto the stream, atomically: each one is
// queued exactly once however many workers run this.
var promoteDue = redis.NewScript(`
local due = redis.call("ZRANGEBYSCORE", KEYS[1], "-inf", ARGV[1], "LIMIT", 0, tonumber(ARGV[2]))
for _, job in ipairs(due) do
  redis.call("ZREM", KEYS[1], job)
  redis.call("XADD", KEYS[2], "MAXLEN", "~", ARGV[3], "*", "event", cjson.decode(job).event, "job", job)
end
return #due`)

// promoteWebhookRetries queues up to limit due retries and answers how many it moved.
func (q *Queue) promoteWebhookRetries(ctx context.Context, now time.Time, limit int) (int, error) {
	n, err := promoteDue.Run(ctx, q.rdb, []string{q.WebhookRetries(), q.WebhookStream()},
		now.UnixMilli(), limit, webhookStreamMaxLen).Int()
	if err != nil {
		return 0, fmt.Errorf("promote webhook retries: %w", err)
	}
	return n, nil
}

func parseWebhookJob(m redis.XMessage) (webhookJob, error) {
	var j webhookJob
	raw, _ := m.Values["job"].(string)
	if err := json.Unmarshal([]byte(raw), &j); err != nil || j.Webhook <= 0 || j.Attempt <= 0 {
		return j, fmt.Errorf("malformed webhook entry %s", m.ID)
	}
	return j, nil
}
