package jobs

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"storymail/realtime"
	"storymail/storage"
)

// Notifier publishes the domain's realtime events. Server and workers share it so an event
// looks the same whoever raises it.
type Notifier struct {
	db  *storage.DB
	pub *realtime.Publisher
	log *slog.Logger

	statsMu      sync.Mutex
	statsPending bool
	statsEvery   time.Duration
	adminHook    func(ctx context.Context)
}

// NewNotifier builds a notifier. Public statistics are recomputed at most once per interval
// however many signups or emails land in it.
func NewNotifier(db *storage.DB, pub *realtime.Publisher, log *slog.Logger) *Notifier {
	if log == nil {
		log = slog.Default()
	}
	return &Notifier{db: db, pub: pub, log: log, statsEvery: 250 * time.Millisecond}
}

// SetAdminStatsHook installs the function that publishes stats.admin; it is throttled like
// the public statistics.
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
	ev := EmailStatusEvent{ID: e.ID, Status: e.Status, Title: e.Title}
	if e.Status == storage.EmailFailed {
		ev.Error = "Email generation failed"
	}
	n.warn(n.pub.ToUser(ctx, e.UserID, realtime.TypeEmailStatus, ev), "email.status")
	n.warn(n.pub.ToAdmins(ctx, realtime.TypeAdminEmail, map[string]any{
		"id": e.ID, "userId": e.UserID, "title": e.Title, "status": e.Status, "contentFocus": e.ContentFocus, "createdAt": e.CreatedAt,
	}), "admin.email")
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

// StatsChanged schedules a stats.public (and stats.admin) broadcast; bursts collapse into one.
func (n *Notifier) StatsChanged() {
	n.statsMu.Lock()
	defer n.statsMu.Unlock()
	if n.statsPending {
		return
	}
	n.statsPending = true
	time.AfterFunc(n.statsEvery, func() {
		n.statsMu.Lock()
		n.statsPending = false
		n.statsMu.Unlock()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		n.PublishStats(ctx)
	})
}

// PublishStats broadcasts the public statistics now.
func (n *Notifier) PublishStats(ctx context.Context) {
	s, err := n.db.PublicStats(ctx)
	if err != nil {
		n.log.Warn("stats event: count", "err", err)
		return
	}
	n.warn(n.pub.ToAll(ctx, realtime.TypeStatsPublic, s), "stats.public")
	if n.adminHook != nil {
		n.adminHook(ctx)
	}
}

// Publisher exposes the underlying publisher for events without a helper here.
func (n *Notifier) Publisher() *realtime.Publisher { return n.pub }

func (n *Notifier) warn(err error, what string) {
	if err != nil {
		n.log.Warn("publish event", "type", what, "err", err)
	}
}
