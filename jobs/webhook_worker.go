package jobs

import (
	"cmp"
	"context"
	"errors"
	"log/slog"
	"math/rand/v2"
	"strings"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

// Webhook worker defaults, named so tests can shorten them.
const (
	DefaultWebhookWorkers     = 4
	DefaultWebhookAttempts    = 6                // tries of one delivery before it is dead-lettered
	DefaultWebhookBackoff     = 10 * time.Second // before the first retry; each later wait is 3 times longer
	DefaultWebhookMaxBackoff  = time.Hour
	DefaultWebhookRetryPoll   = time.Second
	DefaultWebhookClaimIdle   = time.Minute // well past a delivery's timeout: its consumer is gone
	DefaultWebhookClaimPeriod = 15 * time.Second
)

// WebhookWorkerOptions configure a WebhookWorker. Zero values take the defaults above.
type WebhookWorkerOptions struct {
	Sender        *WebhookSender
	Logger        *slog.Logger
	Concurrency   int // deliveries in flight in this process
	Consumer      string
	MaxAttempts   int
	Backoff       time.Duration
	MaxBackoff    time.Duration
	RetryPoll     time.Duration
	ClaimIdle     time.Duration
	ClaimInterval time.Duration
}

// WebhookWorker posts the deliveries of the webhook stream as one consumer of its group, with
// its own concurrency: however long endpoints take, generation never waits for them. A failed
// delivery is retried later with growing waits and dead-lettered after MaxAttempts.
type WebhookWorker struct {
	o     WebhookWorkerOptions
	q     *Queue
	slots chan struct{}
	tasks sync.WaitGroup
}

// NewWebhookWorker checks options and fills defaults.
func NewWebhookWorker(o WebhookWorkerOptions) (*WebhookWorker, error) {
	if o.Sender == nil {
		return nil, errors.New("jobs: the webhook worker needs a Sender")
	}
	o.Logger = cmp.Or(o.Logger, slog.Default())
	o.Consumer = consumerName(o.Consumer)
	orDefault(&o.Concurrency, DefaultWebhookWorkers)
	orDefault(&o.MaxAttempts, DefaultWebhookAttempts)
	orDefault(&o.Backoff, DefaultWebhookBackoff)
	orDefault(&o.MaxBackoff, DefaultWebhookMaxBackoff)
	orDefault(&o.RetryPoll, DefaultWebhookRetryPoll)
	orDefault(&o.ClaimIdle, DefaultWebhookClaimIdle)
	orDefault(&o.ClaimInterval, DefaultWebhookClaimPeriod)
	return &WebhookWorker{o: o, q: o.Sender.queue, slots: make(chan struct{}, o.Concurrency)}, nil
}

// Run delivers until ctx is done, then lets the deliveries in flight finish (each under its
// own timeout) before returning.
func (w *WebhookWorker) Run(ctx context.Context) error {
	for {
		err := ensureGroup(ctx, w.q.rdb, w.q.WebhookStream(), webhookGroup)
		if err == nil {
			break
		}
		if ctx.Err() != nil {
			return nil
		}
		w.o.Logger.Warn("webhooks: waiting for redis", "err", err)
		sleep(ctx, 2*time.Second)
	}
	var loops sync.WaitGroup
	loops.Add(3)
	go func() { defer loops.Done(); w.consume(ctx) }()
	go func() { defer loops.Done(); w.every(ctx, w.o.RetryPoll, w.promote) }()
	go func() { defer loops.Done(); w.every(ctx, w.o.ClaimInterval, w.reclaim) }()
	w.o.Logger.Info("webhook worker running", "consumer", w.o.Consumer, "concurrency", w.o.Concurrency)
	loops.Wait()
	w.tasks.Wait()
	return nil
}

// consume reads as many entries as there are free slots and delivers each in its own goroutine.
func (w *WebhookWorker) consume(ctx context.Context) {
	for ctx.Err() == nil {
		if !w.acquire(ctx) {
			return
		}
		free := 1
		for free < cap(w.slots) && w.tryAcquire() {
			free++
		}
		res, err := w.q.rdb.XReadGroup(ctx, &redis.XReadGroupArgs{Group: webhookGroup, Consumer: w.o.Consumer,
			Streams: []string{w.q.WebhookStream(), ">"}, Count: int64(free), Block: 2 * time.Second}).Result()
		var msgs []redis.XMessage
		for _, s := range res {
			msgs = append(msgs, s.Messages...)
		}
		for range free - len(msgs) {
			<-w.slots
		}
		if err != nil && !errors.Is(err, redis.Nil) && ctx.Err() == nil {
			if strings.HasPrefix(err.Error(), "NOGROUP") {
				_ = ensureGroup(ctx, w.q.rdb, w.q.WebhookStream(), webhookGroup)
			} else {
				w.o.Logger.Warn("webhooks: read stream", "err", err)
			}
			sleep(ctx, time.Second+rand.N(500*time.Millisecond))
		}
		for _, m := range msgs {
			w.start(m)
		}
	}
}

// start delivers one entry that holds a slot.
func (w *WebhookWorker) start(m redis.XMessage) {
	w.tasks.Add(1)
	go func() {
		defer w.tasks.Done()
		defer func() { <-w.slots }()
		defer func() {
			if r := recover(); r != nil {
				w.o.Logger.Error("webhooks: delivery panicked; the entry stays pending", "entry", m.ID, "panic", r)
			}
		}()
		w.process(m)
	}()
}

// process posts one delivery and settles its entry in one transaction: acknowledged, with a
// retry parked or a dead letter written when it failed.
func (w *WebhookWorker) process(m redis.XMessage) {
	timeout := w.o.Sender.client.timeout
	ctx, cancel := context.WithTimeout(context.Background(), timeout+5*time.Second)
	defer cancel()
	pipe := w.q.rdb.TxPipeline()
	job, err := parseWebhookJob(m)
	switch {
	case err != nil:
		w.o.Logger.Warn("webhooks: malformed entry dropped", "entry", m.ID, "err", err)
	default:
		postCtx, stop := context.WithTimeout(ctx, timeout)
		d, skip, err := w.o.Sender.deliver(postCtx, job)
		stop()
		switch {
		case err != nil:
			w.o.Logger.Warn("webhooks: load webhook; left pending for retry", "webhook", job.Webhook, "err", err)
			return
		case skip, d.OK():
		case d.Permanent() || job.Attempt >= w.o.MaxAttempts:
			w.o.Logger.Warn("webhooks: delivery given up", "webhook", job.Webhook, "event", job.Event,
				"delivery", job.ID, "attempts", job.Attempt, "reason", d.Reason())
			w.q.deadLetter(ctx, pipe, job, d.Reason())
		default:
			wait := w.backoff(job.Attempt)
			w.o.Logger.Info("webhooks: delivery failed, retrying", "webhook", job.Webhook, "delivery", job.ID,
				"attempt", job.Attempt, "in", wait, "reason", d.Reason())
			job.Attempt++
			w.q.retryWebhookJob(ctx, pipe, job, time.Now().Add(wait))
		}
	}
	pipe.XAck(ctx, w.q.WebhookStream(), webhookGroup, m.ID)
	pipe.XDel(ctx, w.q.WebhookStream(), m.ID)
	if _, err := pipe.Exec(ctx); err != nil {
		w.o.Logger.Warn("webhooks: settle entry; it stays pending", "entry", m.ID, "err", err)
	}
}

// backoff is the wait after the given failed attempt: Backoff × 3^(attempt-1), capped, with up
// to a quarter of jitter so endpoints that failed together are not retried together.
func (w *WebhookWorker) backoff(attempt int) time.Duration {
	d := w.o.Backoff
	for i := 1; i < attempt && d < w.o.MaxBackoff; i++ {
		d *= 3
	}
	d = min(d, w.o.MaxBackoff)
	return d + rand.N(d/4+1)
}

// promote queues the retries whose time has come.
func (w *WebhookWorker) promote(ctx context.Context) {
	for ctx.Err() == nil {
		n, err := w.q.promoteWebhookRetries(ctx, time.Now(), 100)
		if err != nil {
			if ctx.Err() == nil {
				w.o.Logger.Warn("webhooks: retries", "err", err)
			}
			return
		}
		if n < 100 {
			return
		}
	}
}

// reclaim takes over deliveries left pending by a consumer that died mid-post.
func (w *WebhookWorker) reclaim(ctx context.Context) {
	start := "0-0"
	for ctx.Err() == nil {
		msgs, next, err := w.q.rdb.XAutoClaim(ctx, &redis.XAutoClaimArgs{Stream: w.q.WebhookStream(), Group: webhookGroup,
			Consumer: w.o.Consumer, MinIdle: w.o.ClaimIdle, Start: start, Count: 20}).Result()
		if err != nil {
			if ctx.Err() == nil && !errors.Is(err, redis.Nil) {
				w.o.Logger.Warn("webhooks: reclaim", "err", err)
			}
			return
		}
		for _, m := range msgs {
			if !w.acquire(ctx) {
				return
			}
			w.start(m)
		}
		if next == "0-0" || len(msgs) == 0 {
			return
		}
		start = next
	}
}

func (w *WebhookWorker) acquire(ctx context.Context) bool {
	select {
	case w.slots <- struct{}{}:
		return true
	case <-ctx.Done():
		return false
	}
}

func (w *WebhookWorker) tryAcquire() bool {
	select {
	case w.slots <- struct{}{}:
		return true
	default:
		return false
	}
}

func (w *WebhookWorker) every(ctx context.Context, d time.Duration, fn func(context.Context)) {
	t := time.NewTicker(d)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			fn(ctx)
		}
	}
}
