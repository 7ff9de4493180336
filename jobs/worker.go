package jobs

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"strings"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"

	"storymail/jobs/writer"
	"storymail/jobs/writer/quality"
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

// Worker consumes the jobs stream as one consumer of the "workers" group; any number of workers
// in any number of processes share the stream. One reader takes as many entries as there are
// free task slots (Concurrency), the tasks run in parallel, and one recorder stores their
// outcomes in batches: under load, a whole batch of emails costs one read, one attempt update,
// one completion update, one round of events and one acknowledgement.
type Worker struct {
	o        Options
	slots    chan struct{}  // one token per task in flight
	outcomes chan outcome   // finished tasks, for the recorder
	tasks    sync.WaitGroup // tasks started and not yet handed to the recorder

	inFlightMu sync.Mutex
	inFlight   map[string]bool // entries started here and not yet recorded: never reclaimed by us

	outage outage // Redis lost, so that its return queues what it missed (recover.go)
}

// outcome is a finished task: what to store, and the stream entry to acknowledge once stored.
type outcome struct {
	entry     string
	email     *storage.Email      // a generation that ran; nil for other tasks
	completed *storage.Completion // the written email; nil when the generation failed
	failure   string              // why the generation failed
	raw       string              // the provider's answer with a failure
	err       error               // a task that could not record its work: leave the entry pending
}

// recordBatch caps how many outcomes one recorder round stores.
const recordBatch = 256

// NewWorker checks options and fills defaults.
func NewWorker(o Options) (*Worker, error) {
	if o.DB == nil || o.Queue == nil || o.Writer == nil || o.Notifier == nil {
		return nil, errors.New("jobs: DB, Queue, Writer and Notifier are required")
	}
	o.Logger = cmp.Or(o.Logger, slog.Default())
	o.Consumer = consumerName(o.Consumer)
	orDefault(&o.Concurrency, 4)
	orDefault(&o.ClaimIdle, DefaultClaimIdle)
	orDefault(&o.ClaimInterval, DefaultClaimInterval)
	orDefault(&o.SweepInterval, DefaultSweepInterval)
	orDefault(&o.StuckAfter, DefaultStuckAfter)
	orDefault(&o.TaskTimeout, DefaultTaskTimeout)
	orDefault(&o.RetryBackoff, DefaultRetryBackoff)
	return &Worker{o: o, slots: make(chan struct{}, o.Concurrency), outcomes: make(chan outcome, recordBatch),
		inFlight: map[string]bool{}}, nil
}

// Run consumes until ctx is done, then lets in-flight tasks finish (each under its own
// deadline) and records their outcomes before returning.
func (w *Worker) Run(ctx context.Context) error {
	q := w.o.Queue
	for {
		if err := q.ensureGroup(ctx); err == nil {
			break
		} else if ctx.Err() != nil {
			return nil
		} else {
			w.o.Logger.Warn("jobs: waiting for redis", "err", err)
			w.outage.down(time.Now(), false)
			sleep(ctx, 2*time.Second)
		}
	}
	recorded := make(chan struct{})
	go func() { defer close(recorded); w.record() }()
	var loops sync.WaitGroup
	loops.Add(3)
	go func() { defer loops.Done(); w.consume(ctx) }()
	go func() { defer loops.Done(); w.every(ctx, w.o.ClaimInterval, w.reclaim) }()
	go func() { defer loops.Done(); w.every(ctx, w.o.SweepInterval, w.sweep) }()
	w.o.Logger.Info("jobs worker running", "consumer", w.o.Consumer, "concurrency", w.o.Concurrency, "writer", w.o.Writer.Name())
	loops.Wait()
	w.tasks.Wait()
	close(w.outcomes)
	<-recorded
	return nil
}

// consume reads as many new entries as there are free slots, and starts them.
func (w *Worker) consume(ctx context.Context) {
	q := w.o.Queue
	for ctx.Err() == nil {
		free := w.acquire(ctx)
		if free == 0 {
			return
		}
		res, err := q.rdb.XReadGroup(ctx, &redis.XReadGroupArgs{
			Group: q.group, Consumer: w.o.Consumer, Streams: []string{q.stream, ">"}, Count: int64(free), Block: 2 * time.Second,
		}).Result()
		var msgs []redis.XMessage
		for _, s := range res {
			msgs = append(msgs, s.Messages...)
		}
		w.release(free - len(msgs))
		if err != nil && !errors.Is(err, redis.Nil) && ctx.Err() == nil {
			w.outage.down(time.Now(), strings.HasPrefix(err.Error(), "NOGROUP"))
			if strings.HasPrefix(err.Error(), "NOGROUP") {
				_ = q.ensureGroup(ctx)
			} else {
				w.o.Logger.Warn("jobs: read stream", "err", err)
			}
			sleep(ctx, time.Second+time.Duration(rand.IntN(500))*time.Millisecond)
		} else if ctx.Err() == nil {
			w.afterOutage(ctx)
		}
		w.start(msgs)
	}
}

// acquire waits for one free slot, then takes every other free one; 0 when ctx ended first.
func (w *Worker) acquire(ctx context.Context) int {
	if !w.acquireOne(ctx) {
		return 0
	}
	n := 1
	for n < cap(w.slots) {
		select {
		case w.slots <- struct{}{}:
			n++
		default:
			return n
		}
	}
	return n
}

func (w *Worker) release(n int) {
	for ; n > 0; n-- {
		<-w.slots
	}
}

// start runs entries that each hold a slot: generations begin with one attempt update for
// all of them; every task hands its outcome to the recorder and frees its slot.
func (w *Worker) start(msgs []redis.XMessage) {
	if len(msgs) == 0 {
		return
	}
	w.tasks.Add(len(msgs))
	w.inFlightMu.Lock()
	for _, m := range msgs {
		w.inFlight[m.ID] = true
	}
	w.inFlightMu.Unlock()
	var gen []redis.XMessage
	for _, m := range msgs {
		if typ, _ := m.Values["type"].(string); typ == TaskGenerate {
			gen = append(gen, m)
		} else {
			go w.run(func(ctx context.Context) outcome { return w.other(ctx, m) })
		}
	}
	if len(gen) == 0 {
		return
	}
	ids := make([]string, len(gen))
	for i, m := range gen {
		ids[i], _ = m.Values["id"].(string)
	}
	ctx, cancel := context.WithTimeout(context.Background(), w.o.TaskTimeout)
	emails, err := w.o.DB.StartAttempts(ctx, ids)
	cancel()
	byID := make(map[string]*storage.Email, len(emails))
	for i := range emails {
		byID[emails[i].ID] = &emails[i]
	}
	for i, m := range gen {
		e := byID[ids[i]]
		go w.run(func(ctx context.Context) outcome {
			switch {
			case err != nil:
				return outcome{entry: m.ID, err: err} // stays pending; delivered again later
			case e == nil:
				return outcome{entry: m.ID} // finished by an earlier delivery, or deleted
			}
			return w.generate(ctx, m.ID, e)
		})
	}
}

// run executes one task under its own deadline (not the run context: a shutdown lets it finish).
func (w *Worker) run(task func(ctx context.Context) outcome) {
	ctx, cancel := context.WithTimeout(context.Background(), w.o.TaskTimeout)
	o := task(ctx)
	cancel()
	w.outcomes <- o
	w.release(1)
	w.tasks.Done()
}

// other runs a task that is not a generation.
func (w *Worker) other(ctx context.Context, m redis.XMessage) (o outcome) {
	o.entry = m.ID
	typ, _ := m.Values["type"].(string)
	id, _ := m.Values["id"].(string)
	defer func() {
		if r := recover(); r != nil {
			o.err = fmt.Errorf("task panicked: %v", r)
		}
	}()
	switch typ {
	case TaskWebhook:
		if w.o.Webhooks != nil {
			ev, _ := m.Values["event"].(string)
			payload, _ := m.Values["payload"].(string)
			o.err = w.o.Webhooks.HandOver(ctx, id, ev, []byte(payload))
		}
	default:
		w.o.Logger.Warn("jobs: unknown task dropped", "type", typ, "entry", m.ID)
	}
	return o
}

// generate writes one email whose attempt was counted.
func (w *Worker) generate(ctx context.Context, entry string, e *storage.Email) (o outcome) {
	o = outcome{entry: entry, email: e}
	if e.Attempts > maxDeliveries {
		o.failure = "generation was interrupted too many times"
		return o
	}
	defer func() {
		if r := recover(); r != nil {
			o.completed, o.failure = nil, fmt.Sprintf("task panicked: %v", r)
		}
	}()
	in := writerInput(e)
	sender, history, subjects, err := w.o.DB.WriterContext(ctx, e.UserID, e.ID)
	if err != nil && !errors.Is(err, storage.ErrNotFound) {
		o.err = fmt.Errorf("read the writer's context: %w", err)
		return o
	}
	in.SenderName, in.History, in.HistorySubjects = firstName(sender), history, subjects
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
		w.o.Logger.Info("jobs: writer busy, retrying", "email", e.ID, "try", try, "backoff", backoff, "err", err)
		if !sleep(ctx, backoff) {
			break
		}
	}
	coalescer.Close()
	if err != nil {
		o.failure, o.raw = err.Error(), res.Raw
		return o
	}
	// Every email gets inbox preview text: the writer's when usable, else cut from its opening.
	res.PreviewText = writer.FitPreview(res.PreviewText, res.Content, res.Subjects)
	o.completed = &storage.Completion{ID: e.ID, Subjects: res.Subjects, Content: res.Content, Raw: res.Raw, PreviewText: res.PreviewText}
	o.completed.Quality, o.completed.TokenUsage = measure(in, res)
	return o
}

// measure answers the written email's quality report (the writer's own when it made one) and
// the tokens it used, as JSON for storage.
func measure(in writer.Input, res writer.Result) (report, usage []byte) {
	q := res.Quality
	if q == nil {
		r := quality.Evaluate(writer.QualityBrief(in), quality.Email{Subjects: res.Subjects, Body: res.Content, PreviewText: res.PreviewText}, in.History)
		q = &r
	}
	report, _ = json.Marshal(q)
	if res.Usage != nil {
		usage, _ = json.Marshal(res.Usage)
	}
	return report, usage
}

// firstName is the account's first-name field as the sign-off uses it: trimmed, and cut to a
// length a sign-off can carry.
func firstName(name string) string {
	name = strings.Join(strings.Fields(name), " ")
	if r := []rune(name); len(r) > 40 {
		name = string(r[:40])
	}
	return name
}

// record stores outcomes in batches until the outcomes channel is closed: whatever is waiting
// when a round starts goes into that round.
func (w *Worker) record() {
	for first := range w.outcomes {
		batch := []outcome{first}
	more:
		for len(batch) < recordBatch {
			select {
			case o, ok := <-w.outcomes:
				if !ok {
					break more
				}
				batch = append(batch, o)
			default:
				break more
			}
		}
		w.recordBatch(batch)
		w.inFlightMu.Lock()
		for _, o := range batch {
			delete(w.inFlight, o.entry)
		}
		w.inFlightMu.Unlock()
	}
}

// recordBatch stores one batch and acknowledges the entries whose work is recorded; the others
// stay pending for a later reclaim.
func (w *Worker) recordBatch(batch []outcome) {
	ctx, cancel := context.WithTimeout(context.Background(), w.o.TaskTimeout)
	defer cancel()
	defer func() {
		if r := recover(); r != nil {
			w.o.Logger.Error("jobs: recording outcomes panicked; their entries stay pending", "panic", r)
		}
	}()
	var done []storage.Completion
	for _, o := range batch {
		if o.completed != nil {
			done = append(done, *o.completed)
		}
	}
	completed, completeErr := map[string]bool{}, error(nil)
	if len(done) > 0 {
		completed, completeErr = w.o.DB.CompleteEmails(ctx, done)
		if completeErr != nil {
			w.o.Logger.Warn("jobs: store written emails; left pending for retry", "emails", len(done), "err", completeErr)
		}
	}
	var generated []*storage.Email
	acks := make([]string, 0, len(batch))
	for _, o := range batch {
		switch {
		case o.err != nil:
			w.o.Logger.Warn("jobs: task left pending for retry", "entry", o.entry, "err", o.err)
			continue
		case o.completed != nil:
			if completeErr != nil {
				continue
			}
			if completed[o.email.ID] {
				o.email.Status = storage.EmailGenerated
				generated = append(generated, o.email)
			} // else another delivery finished first: its side effects stand alone
		case o.email != nil:
			if err := w.fail(ctx, o.email, o.failure, o.raw); err != nil {
				w.o.Logger.Warn("jobs: record failure; left pending for retry", "email", o.email.ID, "err", err)
				continue
			}
		}
		acks = append(acks, o.entry)
	}
	if len(generated) > 0 {
		w.o.Notifier.EmailsGenerated(ctx, generated)
		if w.o.Webhooks != nil {
			data := make([]any, len(generated))
			for i, e := range generated {
				data[i] = map[string]any{"emailId": e.ID, "userId": e.UserID, "title": e.Title}
			}
			w.o.Webhooks.TriggerAll(ctx, EventEmailGenerated, data)
		}
	}
	if len(acks) == 0 {
		return
	}
	q := w.o.Queue
	pipe := q.rdb.TxPipeline()
	pipe.XAck(ctx, q.stream, q.group, acks...)
	pipe.XDel(ctx, q.stream, acks...)
	if _, err := pipe.Exec(ctx); err != nil {
		w.o.Logger.Warn("jobs: ack", "entries", len(acks), "err", err)
	}
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
			w.inFlightMu.Lock()
			running := w.inFlight[m.ID]
			w.inFlightMu.Unlock()
			if running {
				continue // a long task of ours, not a dead consumer's
			}
			w.o.Logger.Info("jobs: reclaimed entry of a dead consumer", "entry", m.ID, "type", m.Values["type"])
			if w.acquireOne(ctx) {
				w.start([]redis.XMessage{m})
			}
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

// acquireOne waits for a free slot; false when ctx ended first.
func (w *Worker) acquireOne(ctx context.Context) bool {
	select {
	case w.slots <- struct{}{}:
		return true
	case <-ctx.Done():
		return false
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
