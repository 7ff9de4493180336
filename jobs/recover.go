package jobs

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

// outageMargin reaches back before the first failed read: a submit may have failed to queue
// its job a little before this worker's blocked read noticed that Redis was gone.
const outageMargin = 30 * time.Second

// recoverBatch caps the emails queued per statement when Redis is back.
const recoverBatch = 500

// outage remembers that this worker lost Redis, so that once it answers again the emails
// submitted meanwhile (whose jobs could not be queued) are queued at once instead of sitting
// until the stuck sweep finds them minutes later.
type outage struct {
	mu    sync.Mutex
	since time.Time // zero while Redis answers
	empty bool      // Redis came back without the consumer group: it lost every queued job
}

// down records a failed read; noGroup says Redis answered but had lost the group.
func (o *outage) down(now time.Time, noGroup bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.since.IsZero() {
		o.since = now
	}
	o.empty = o.empty || noGroup
}

// end answers whether an outage just ended, when it began and whether Redis came back empty.
func (o *outage) end() (since time.Time, empty, ended bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.since.IsZero() {
		return time.Time{}, false, false
	}
	since, empty = o.since, o.empty
	o.since, o.empty = time.Time{}, false
	return since, empty, true
}

// afterOutage runs after every successful read; when Redis was away before it, it queues the
// jobs Redis never got: those of emails submitted during the outage, or, when Redis came back
// empty, of every email still waiting for its first attempt. A job queued twice is harmless:
// workers only write an email that is still processing.
func (w *Worker) afterOutage(ctx context.Context) {
	since, empty, ended := w.outage.end()
	if !ended {
		return
	}
	from := since.Add(-outageMargin)
	if empty {
		from = time.Time{}
	}
	queued := 0
	for ctx.Err() == nil {
		ids, err := w.o.DB.UnqueuedEmails(ctx, from, recoverBatch)
		if err != nil {
			w.o.Logger.Warn("jobs: queue emails missed during the redis outage; the sweeper will", "err", err)
			return
		}
		if len(ids) == 0 {
			break
		}
		pipe := w.o.Queue.rdb.Pipeline()
		for _, id := range ids {
			w.o.Queue.GenerateIn(ctx, pipe, id)
		}
		if _, err := pipe.Exec(ctx); err != nil && !errors.Is(err, redis.Nil) {
			w.o.Logger.Warn("jobs: queue emails missed during the redis outage; the sweeper will", "err", err)
			return
		}
		queued += len(ids)
		if len(ids) < recoverBatch {
			break
		}
	}
	w.o.Logger.Info("jobs: redis is back; queued the emails it missed", "emails", queued, "outage_began", since, "redis_was_empty", empty)
}
