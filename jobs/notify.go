package jobs

import (
	"context"
	"log/slog"
	"time"

	"github.com/redis/go-redis/v9"

	"storymail/realtime"
	"storymail/storage"
)

// Notifier publishes the domain's realtime events. Server and workers share it so an event
// looks the same whoever raises it.
type Notifier struct {
	db  *storage.DB
	pub *realtime.Publisher
	log *slog.Logger

	publicStats *throttle
	adminStats  *throttle
	adminHook   func(ctx context.Context)
}

// statsEvery is the most often the statistics are recounted however many signups or emails land:
// the counts scan whole tables, which under load must not run more than once per interval.
const statsEvery = 3 * time.Second

// NewNotifier builds a notifier.
func NewNotifier(db *storage.DB, pub *realtime.Publisher, log *slog.Logger) *Notifier {
	if log == nil {
		log = slog.Default()
	}
	n := &Notifier{db: db, pub: pub, log: log}
	n.publicStats = &throttle{every: statsEvery, fn: func() { n.withTimeout(n.PublishStats) }}
	n.adminStats = &throttle{every: statsEvery, fn: func() { n.withTimeout(n.publishAdminStats) }}
	return n
}

// SetAdminStatsHook installs the function that publishes stats.admin; it is throttled like
// the public statistics, on its own schedule.
func (n *Notifier) SetAdminStatsHook(fn func(ctx context.Context)) { n.adminHook = fn }

// EmailStatusEvent is the data of email.status.
type EmailStatusEvent struct {
	ID     string `json:"id"`
	Status string `json:"status"`
	Title  string `json:"title"`
	Error  string `json:"error,omitempty"`
}

// EmailStatus tells the owner (and staff) where a generation stands.
func (n *Notifier) EmailStatus(ctx context.Context, e *storage.Email) {
	b := n.pub.Batch()
	addEmailStatus(b, e)
	n.warn(b.Publish(ctx), "email.status")
}

// EmailsGenerated tells each owner (and staff) that their email is written, all in one round
// trip, and schedules the statistics broadcast once for the whole batch.
func (n *Notifier) EmailsGenerated(ctx context.Context, emails []*storage.Email) {
	b := n.pub.Batch()
	for _, e := range emails {
		addEmailStatus(b, e)
	}
	n.warn(b.Publish(ctx), "email.status")
	n.StatsChanged()
}

// EmailCreated queues a new email's generation on q, then pushes its status and its owner's
// usage after the charge: one round trip to Redis, no database read. q must use the notifier's
// Redis. It answers whether the job was queued; a job that was not is queued by the sweeper.
// The admin overview counts the email from now (throttled), not once it is written: with a
// slow model it would otherwise run as far behind as the model.
func (n *Notifier) EmailCreated(ctx context.Context, q *Queue, e *storage.Email, owner *storage.User) error {
	b := n.pub.Batch()
	b.ToUser(owner.ID, realtime.TypeUsage, map[string]any{"usage": owner.Usage()})
	addEmailStatus(b, e)
	var job *redis.StringCmd
	n.warn(b.PublishAfter(ctx, func(pipe redis.Pipeliner) { job = q.GenerateIn(ctx, pipe, e.ID) }), "email created")
	n.AdminStatsChanged()
	return job.Err()
}

func addEmailStatus(b *realtime.Batch, e *storage.Email) {
	ev := EmailStatusEvent{ID: e.ID, Status: e.Status, Title: e.Title}
	if e.Status == storage.EmailFailed {
		ev.Error = "Email generation failed"
	}
	b.ToUser(e.UserID, realtime.TypeEmailStatus, ev)
	b.ToAdmins(realtime.TypeAdminEmail, map[string]any{
		"id": e.ID, "userId": e.UserID, "title": e.Title, "status": e.Status, "contentFocus": e.ContentFocus, "createdAt": e.CreatedAt,
	})
}

// Usage pushes the user's fresh usage (same shape as GET /api/usage).
func (n *Notifier) Usage(ctx context.Context, userID string) {
	u, err := n.db.UserByID(ctx, userID)
	if err != nil {
		n.log.Warn("usage event: load user", "err", err)
		return
	}
	n.warn(n.pub.ToUser(ctx, userID, realtime.TypeUsage, map[string]any{"usage": u.Usage()}), "usage")
}

// StatsChanged schedules a stats.public and a stats.admin broadcast: at once when none went out
// in the last interval, else at the end of it, so bursts collapse into one.
func (n *Notifier) StatsChanged() {
	n.publicStats.trigger()
	n.AdminStatsChanged()
}

// AdminStatsChanged schedules only the stats.admin broadcast, for changes the public figures do
// not show (an email submitted, not yet written).
func (n *Notifier) AdminStatsChanged() {
	if n.adminHook != nil {
		n.adminStats.trigger()
	}
}

// PublishStats broadcasts the public statistics now.
func (n *Notifier) PublishStats(ctx context.Context) {
	s, err := n.db.PublicStats(ctx)
	if err != nil {
		n.log.Warn("stats event: count", "err", err)
		return
	}
	n.warn(n.pub.ToAll(ctx, realtime.TypeStatsPublic, s), "stats.public")
}

func (n *Notifier) publishAdminStats(ctx context.Context) {
	if n.adminHook != nil {
		n.adminHook(ctx)
	}
}

func (n *Notifier) withTimeout(fn func(ctx context.Context)) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	fn(ctx)
}

// Publisher exposes the underlying publisher for events without a helper here.
func (n *Notifier) Publisher() *realtime.Publisher { return n.pub }

func (n *Notifier) warn(err error, what string) {
	if err != nil {
		n.log.Warn("publish event", "type", what, "err", err)
	}
}
