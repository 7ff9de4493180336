package jobs

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"

	"storymail/jobs/writer"
	"storymail/realtime"
	"storymail/storage"
)

// Timing defaults, named so tests can shorten them.
const (
	DefaultClaimIdle     = 60 * time.Second // a pending entry idle this long belongs to a dead consumer
	DefaultClaimInterval = 15 * time.Second
	DefaultSweepInterval = 30 * time.Second
	DefaultStuckAfter    = 3 * time.Minute // processing with no progress this long is re-enqueued
	DefaultTaskTimeout   = 2 * time.Minute
	DefaultRetryBackoff  = 500 * time.Millisecond
	writeAttempts        = 3 // transient writer errors are retried this many times in all
	maxDeliveries        = 5 // deliveries of one email before it is failed for good
)

// Options configure a Worker.
type Options struct {
	DB            *storage.DB
	Queue         *Queue
	Writer        writer.Writer
	Notifier      *Notifier
	Webhooks      *WebhookSender // nil: webhook tasks are acknowledged and dropped
	Logger        *slog.Logger
	Concurrency   int
	Consumer      string
	ClaimIdle     time.Duration
	ClaimInterval time.Duration
	SweepInterval time.Duration
	StuckAfter    time.Duration
	TaskTimeout   time.Duration
	RetryBackoff  time.Duration
}

// Worker consumes the jobs stream as one consumer of the "workers" group with Concurrency
// goroutines; any number of workers in any number of processes share the stream.
type Worker struct {
	o Options
}

// NewWorker checks options and fills defaults.
func NewWorker(o Options) (*Worker, error) {
	if o.DB == nil || o.Queue == nil || o.Writer == nil || o.Notifier == nil {
		return nil, errors.New("jobs: DB, Queue, Writer and Notifier are required")
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	if o.Concurrency <= 0 {
		o.Concurrency = 4
	}
	if o.Consumer == "" {
		host, _ := os.Hostname()
		o.Consumer = fmt.Sprintf("%s-%d-%s", host, os.Getpid(), uuid.NewString()[:8])
	}
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&o.ClaimIdle, DefaultClaimIdle)
	def(&o.ClaimInterval, DefaultClaimInterval)
	def(&o.SweepInterval, DefaultSweepInterval)
	def(&o.StuckAfter, DefaultStuckAfter)
	def(&o.TaskTimeout, DefaultTaskTimeout)
	def(&o.RetryBackoff, DefaultRetryBackoff)
	return &Worker{o: o}, nil
}

// Run consumes until ctx is done, then lets in-flight tasks finish (each under its own
// deadline) before returning.
func (w *Worker) Run(ctx context.Context) error {
	q := w.o.Queue
	for {
		if err := q.ensureGroup(ctx); err == nil {
			break
		} else if ctx.Err() != nil {
			return nil
		} else {
			w.o.Logger.Warn("jobs: waiting for redis", "err", err)
			sleep(ctx, 2*time.Second)
		}
	}
	var wg sync.WaitGroup
	for i := 0; i < w.o.Concurrency; i++ {
		wg.Add(1)
		go func() { defer wg.Done(); w.consume(ctx) }()
	}
	wg.Add(2)
	go func() { defer wg.Done(); w.every(ctx, w.o.ClaimInterval, w.reclaim) }()
	go func() { defer wg.Done(); w.every(ctx, w.o.SweepInterval, w.sweep) }()
	w.o.Logger.Info("jobs worker running", "consumer", w.o.Consumer, "concurrency", w.o.Concurrency, "writer", w.o.Writer.Name())
	wg.Wait()
	return nil
}

func (w *Worker) consume(ctx context.Context) {
	q := w.o.Queue
	for ctx.Err() == nil {
		res, err := q.rdb.XReadGroup(ctx, &redis.XReadGroupArgs{
			Group: q.group, Consumer: w.o.Consumer, Streams: []string{q.stream, ">"}, Count: 1, Block: 2 * time.Second,
		}).Result()
		if errors.Is(err, redis.Nil) || ctx.Err() != nil {
			continue
		}
		if err != nil {
			if strings.HasPrefix(err.Error(), "NOGROUP") {
				_ = q.ensureGroup(ctx)
			} else {
				w.o.Logger.Warn("jobs: read stream", "err", err)
			}
			sleep(ctx, time.Second+time.Duration(rand.IntN(500))*time.Millisecond)
			continue
		}
		for _, s := range res {
			for _, m := range s.Messages {
				w.handle(m)
			}
		}
	}
}

// handle runs one entry under its own deadline (not the run context: a shutdown lets it
// finish). Entries whose work could not be recorded stay pending for a later reclaim.
func (w *Worker) handle(m redis.XMessage) {
	ctx, cancel := context.WithTimeout(context.Background(), w.o.TaskTimeout)
	defer cancel()
	typ, _ := m.Values["type"].(string)
	id, _ := m.Values["id"].(string)
	var err error
	func() {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("task panicked: %v", r)
			}
		}()
		switch typ {
		case TaskGenerate:
			err = w.generate(ctx, id)
		case TaskWebhook:
			if w.o.Webhooks != nil {
				ev, _ := m.Values["event"].(string)
				payload, _ := m.Values["payload"].(string)
				err = w.o.Webhooks.Deliver(ctx, id, ev, []byte(payload))
			}
		default:
			w.o.Logger.Warn("jobs: unknown task dropped", "type", typ, "entry", m.ID)
		}
	}()
	if err != nil {
		w.o.Logger.Warn("jobs: task left pending for retry", "type", typ, "id", id, "err", err)
		return
	}
	q := w.o.Queue
	pipe := q.rdb.TxPipeline()
	pipe.XAck(ctx, q.stream, q.group, m.ID)
	pipe.XDel(ctx, q.stream, m.ID)
	if _, err := pipe.Exec(ctx); err != nil {
		w.o.Logger.Warn("jobs: ack", "entry", m.ID, "err", err)
	}
}

// generate writes one email. It answers an error only when the outcome could not be stored,
// so the entry stays pending and is delivered again.
func (w *Worker) generate(ctx context.Context, id string) error {
	db := w.o.DB
	attempt, err := db.StartAttempt(ctx, id)
	if errors.Is(err, storage.ErrNotFound) {
		return nil // finished by an earlier delivery, or deleted
	}
	if err != nil {
		return err
	}
	e, err := db.EmailByID(ctx, id)
	if errors.Is(err, storage.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	if attempt > maxDeliveries {
		return w.fail(ctx, e, "generation was interrupted too many times", "")
	}
	in := writerInput(e)
	coalescer := realtime.NewDeltaCoalescer(func(text string, seq int) {
		pctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		_ = w.o.Notifier.pub.ToUser(pctx, e.UserID, realtime.TypeEmailDelta, map[string]any{"id": e.ID, "seq": seq, "delta": text})
	}, realtime.DefaultDeltaInterval)
	var res writer.Result
	for try := 1; try <= writeAttempts; try++ {
		res, err = safeWrite(ctx, w.o.Writer, in, coalescer.Add)
		if err == nil || !errors.Is(err, writer.ErrTransient) || try == writeAttempts {
			break
		}
		backoff := w.o.RetryBackoff * time.Duration(1<<(try-1))
		backoff += time.Duration(rand.Int64N(int64(backoff/2) + 1))
		w.o.Logger.Info("jobs: writer busy, retrying", "email", id, "try", try, "backoff", backoff, "err", err)
		if !sleep(ctx, backoff) {
			break
		}
	}
	coalescer.Close()
	if err != nil {
		return w.fail(ctx, e, err.Error(), res.Raw)
	}
	done, err := db.CompleteEmail(ctx, id, res.Subjects, res.Content, res.Raw)
	if err != nil {
		return err
	}
	if !done {
		return nil // another delivery finished first: its side effects stand alone
	}
	e.Status = storage.EmailGenerated
	w.o.Notifier.EmailStatus(ctx, e)
	w.o.Notifier.StatsChanged()
	if w.o.Webhooks != nil {
		w.o.Webhooks.Trigger(ctx, EventEmailGenerated, map[string]any{"emailId": e.ID, "userId": e.UserID, "title": e.Title})
	}
	return nil
}

func (w *Worker) fail(ctx context.Context, e *storage.Email, reason, raw string) error {
	w.o.Logger.Warn("jobs: email generation failed", "email", e.ID, "reason", reason)
	done, err := w.o.DB.FailEmail(ctx, e.ID, reason, raw)
	if err != nil {
		return err
	}
	if done {
		e.Status = storage.EmailFailed
		w.o.Notifier.EmailStatus(ctx, e)
		w.o.Notifier.Usage(ctx, e.UserID)
		w.o.Notifier.StatsChanged()
	}
	return nil
}

func safeWrite(ctx context.Context, wr writer.Writer, in writer.Input, onDelta func(string)) (res writer.Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("writer panicked: %v", r)
		}
	}()
	return wr.Write(ctx, in, onDelta)
}

// WriterInput maps a stored email to the writer's input.
func writerInput(e *storage.Email) writer.Input {
	return writer.Input{
		Title: e.Title, ContentFocus: e.ContentFocus, Story: e.Story, Lesson: e.Lesson, StoryType: e.StoryType,
		TargetAudience: e.TargetAudience, DesiredEmotion: e.DesiredEmotion, CallToAction: e.CallToAction, CtaURL: e.CtaURL,
		ProductName: e.ProductName, ProductDescription: e.ProductDescription, KeyBenefit: e.KeyBenefit, Price: e.Price,
		SalePrice: e.SalePrice, ProofElement: e.ProofElement, TonePreference: e.TonePreference, EmailLength: e.EmailLength,
		CampaignName: e.CampaignName, EmailSubject: e.EmailSubject, SubjectCount: e.SubjectCount,
		UTMURL: writer.BuildUTMURL(e.CtaURL, e.CampaignName, e.Title, e.StoryType, e.DesiredEmotion),
	}
}

// reclaim takes over entries left pending by consumers that died mid-task.
func (w *Worker) reclaim(ctx context.Context) {
	q := w.o.Queue
	start := "0-0"
	for ctx.Err() == nil {
		msgs, next, err := q.rdb.XAutoClaim(ctx, &redis.XAutoClaimArgs{
			Stream: q.stream, Group: q.group, Consumer: w.o.Consumer, MinIdle: w.o.ClaimIdle, Start: start, Count: 20,
		}).Result()
		if err != nil {
			if ctx.Err() == nil && !errors.Is(err, redis.Nil) {
				w.o.Logger.Warn("jobs: reclaim", "err", err)
			}
			return
		}
		for _, m := range msgs {
			w.o.Logger.Info("jobs: reclaimed entry of a dead consumer", "entry", m.ID, "type", m.Values["type"])
			w.handle(m)
		}
		if next == "0-0" || len(msgs) == 0 {
			return
		}
		start = next
	}
}

// sweep re-enqueues emails stuck in processing, e.g. when Redis lost their entry.
func (w *Worker) sweep(ctx context.Context) {
	ids, err := w.o.DB.StuckEmails(ctx, w.o.StuckAfter, 100)
	if err != nil {
		if ctx.Err() == nil {
			w.o.Logger.Warn("jobs: sweep", "err", err)
		}
		return
	}
	for _, id := range ids {
		w.o.Logger.Info("jobs: re-enqueue stuck email", "email", id)
		if err := w.o.Queue.EnqueueGenerate(ctx, id); err != nil {
			w.o.Logger.Warn("jobs: re-enqueue", "email", id, "err", err)
		}
	}
}

func (w *Worker) every(ctx context.Context, d time.Duration, fn func(context.Context)) {
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

// sleep waits d or until ctx ends; it reports whether the full wait happened.
func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}
