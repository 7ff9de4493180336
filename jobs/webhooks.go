package jobs

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"log/slog"
	"strconv"
	"sync"
	"time"

	"github.com/google/uuid"

	"storymail/storage"
)

// Outbound webhook events (the seeded webhooks' event column).
const (
	EventEmailGenerated        = "email.generated"
	EventUserSignup            = "user.signup"
	EventSubscriptionActivated = "subscription.activated"
	EventContactReceived       = "contact.received"
)

// Signature header: "t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the webhook's secret>".
const SignatureHeader = "X-StoryMail-Signature"

// webhookListTTL is how long the list of active webhooks is reused before it is read again.
// Raising an event then costs no database read, only the XADD of its deliveries; an edit made
// in another process reaches the triggers within this time.
const webhookListTTL = 5 * time.Second

// ErrNoWebhookURL means a webhook is tested before it has a URL.
var ErrNoWebhookURL = errors.New("jobs: webhook has no URL")

// WebhookSender turns domain events into deliveries on the webhook stream, which the webhook
// workers post (WebhookWorker); it also sends the admin's test events itself.
type WebhookSender struct {
	db     *storage.DB
	queue  *Queue
	client *WebhookClient
	log    *slog.Logger

	hooksMu sync.Mutex
	hooks   map[string][]int // event → ids of active webhooks with a URL
	hooksAt time.Time
}

// NewWebhookSender builds the sender; a nil client refuses private addresses and times out
// after DefaultWebhookTimeout.
func NewWebhookSender(db *storage.DB, queue *Queue, client *WebhookClient, log *slog.Logger) *WebhookSender {
	if client == nil {
		client = NewWebhookClient(WebhookClientOptions{})
	}
	if log == nil {
		log = slog.Default()
	}
	return &WebhookSender{db: db, queue: queue, client: client, log: log}
}

// Envelope is the JSON body every webhook receives.
type Envelope struct {
	Event  string    `json:"event"`
	SentAt time.Time `json:"sentAt"`
	Data   any       `json:"data"`
	Test   bool      `json:"test,omitempty"`
}

// Trigger queues a delivery to every active webhook of event. Failures are logged: a webhook
// never blocks the action that raised it.
func (s *WebhookSender) Trigger(ctx context.Context, event string, data any) {
	s.TriggerAll(ctx, event, []any{data})
}

// TriggerAll is Trigger for several occurrences of one event: one XADD per webhook and
// occurrence, all in one round trip to Redis, and nothing at all when no webhook listens.
func (s *WebhookSender) TriggerAll(ctx context.Context, event string, data []any) {
	ids, err := s.listeners(ctx, event)
	if err != nil {
		s.log.Warn("webhooks: list", "event", event, "err", err)
		return
	}
	if len(ids) == 0 || len(data) == 0 {
		return
	}
	pipe := s.queue.rdb.Pipeline()
	for _, d := range data {
		body, _ := json.Marshal(Envelope{Event: event, SentAt: time.Now().UTC(), Data: d})
		for _, id := range ids {
			s.queue.addWebhookJob(ctx, pipe, webhookJob{ID: uuid.NewString(), Webhook: id, Event: event, Payload: string(body), Attempt: 1})
		}
	}
	if _, err := pipe.Exec(ctx); err != nil {
		s.log.Warn("webhooks: enqueue", "event", event, "deliveries", len(ids)*len(data), "err", err)
	}
}

// listeners answers the active webhooks of event from a list at most webhookListTTL old.
func (s *WebhookSender) listeners(ctx context.Context, event string) ([]int, error) {
	s.hooksMu.Lock()
	defer s.hooksMu.Unlock()
	if s.hooks != nil && time.Since(s.hooksAt) < webhookListTTL {
		return s.hooks[event], nil
	}
	hooks, err := s.db.ActiveWebhooks(ctx)
	if err != nil {
		return nil, err
	}
	s.hooks, s.hooksAt = map[string][]int{}, time.Now()
	for _, h := range hooks {
		s.hooks[h.Event] = append(s.hooks[h.Event], h.ID)
	}
	return s.hooks[event], nil
}

// Forget drops the cached list of active webhooks, after an edit in this process.
func (s *WebhookSender) Forget() {
	s.hooksMu.Lock()
	s.hooks = nil
	s.hooksMu.Unlock()
}

// CheckURL refuses a URL webhooks may not call: its host does not resolve (ErrUnknownHost), or
// resolves to a private or local address (ErrPrivateAddress) while those are not allowed.
func (s *WebhookSender) CheckURL(ctx context.Context, raw string) error {
	return s.client.CheckURL(ctx, raw)
}

// HandOver moves a delivery an older release queued on the jobs stream to the webhook stream,
// so that the generation workers never post webhooks themselves.
func (s *WebhookSender) HandOver(ctx context.Context, id, event string, payload []byte) error {
	wid, err := strconv.Atoi(id)
	if err != nil || wid <= 0 {
		return nil
	}
	pipe := s.queue.rdb.Pipeline()
	cmd := s.queue.addWebhookJob(ctx, pipe, webhookJob{ID: uuid.NewString(), Webhook: wid, Event: event, Payload: string(payload), Attempt: 1})
	_, _ = pipe.Exec(ctx)
	return cmd.Err()
}

// Test sends a sample event now and reports what became of it. The error is for a webhook that
// cannot be loaded or has no URL; the endpoint's own failures are in the Delivery.
func (s *WebhookSender) Test(ctx context.Context, id int) (Delivery, error) {
	h, err := s.db.WebhookByID(ctx, id)
	if err != nil {
		return Delivery{}, err
	}
	if h.URL == "" {
		return Delivery{}, ErrNoWebhookURL
	}
	payload, _ := json.Marshal(Envelope{Event: h.Event, SentAt: time.Now().UTC(), Test: true,
		Data: map[string]any{"message": "Test event from StoryMail", "webhook": h.Name}})
	d := s.client.post(ctx, h.URL, h.Secret, h.Event, uuid.NewString(), payload)
	if d.OK() {
		if err := s.db.WebhookTriggered(ctx, h.ID); err != nil {
			s.log.Warn("webhooks: count test delivery", "webhook", h.ID, "err", err)
		}
	}
	return d, nil
}

// deliver posts one queued delivery to its webhook as it is configured now. skip means the
// webhook is gone, paused or without a URL: the delivery is dropped. err is a database error:
// the delivery stays pending and is tried again later.
func (s *WebhookSender) deliver(ctx context.Context, j webhookJob) (d Delivery, skip bool, err error) {
	h, err := s.db.WebhookByID(ctx, j.Webhook)
	if errors.Is(err, storage.ErrNotFound) {
		return d, true, nil
	}
	if err != nil {
		return d, false, err
	}
	if h.URL == "" || h.Status != "active" {
		return d, true, nil
	}
	d = s.client.post(ctx, h.URL, h.Secret, j.Event, j.ID, []byte(j.Payload))
	if d.OK() {
		if err := s.db.WebhookTriggered(ctx, h.ID); err != nil {
			s.log.Warn("webhooks: count delivery", "webhook", h.ID, "err", err)
		}
	}
	return d, false, nil
}

// Sign computes the signature header value for a payload sent at t.
func Sign(secret string, t time.Time, payload []byte) string {
	ts := strconv.FormatInt(t.Unix(), 10)
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(ts + "."))
	mac.Write(payload)
	return "t=" + ts + ",v1=" + hex.EncodeToString(mac.Sum(nil))
}
