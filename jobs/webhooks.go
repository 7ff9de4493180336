package jobs

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"time"

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

const webhookAttempts = 3

// WebhookSender turns domain events into signed POSTs, delivered by the workers.
type WebhookSender struct {
	db      *storage.DB
	queue   *Queue
	client  *http.Client
	log     *slog.Logger
	backoff time.Duration
}

// NewWebhookSender builds the sender; client nil uses a 10 s timeout client.
func NewWebhookSender(db *storage.DB, queue *Queue, client *http.Client, log *slog.Logger) *WebhookSender {
	if client == nil {
		client = &http.Client{Timeout: 10 * time.Second}
	}
	if log == nil {
		log = slog.Default()
	}
	return &WebhookSender{db: db, queue: queue, client: client, log: log, backoff: time.Second}
}

// Envelope is the JSON body every webhook receives.
type Envelope struct {
	Event  string    `json:"event"`
	SentAt time.Time `json:"sentAt"`
	Data   any       `json:"data"`
	Test   bool      `json:"test,omitempty"`
}

// Trigger enqueues a delivery to every active webhook of event. Failures are logged: a
// webhook never blocks the action that raised it.
func (s *WebhookSender) Trigger(ctx context.Context, event string, data any) {
	s.TriggerAll(ctx, event, []any{data})
}

// TriggerAll is Trigger for several occurrences of one event, with one lookup of the webhooks.
func (s *WebhookSender) TriggerAll(ctx context.Context, event string, data []any) {
	hooks, err := s.db.ActiveWebhooksFor(ctx, event)
	if err != nil {
		s.log.Warn("webhooks: list", "event", event, "err", err)
		return
	}
	for _, h := range hooks {
		for _, d := range data {
			body, _ := json.Marshal(Envelope{Event: event, SentAt: time.Now().UTC(), Data: d})
			if err := s.queue.EnqueueWebhook(ctx, h.ID, event, body); err != nil {
				s.log.Warn("webhooks: enqueue", "webhook", h.ID, "err", err)
			}
		}
	}
}

// Deliver posts one payload with retries and counts the trigger on success. A webhook that
// keeps failing is given up (logged), never retried forever.
func (s *WebhookSender) Deliver(ctx context.Context, id, event string, payload []byte) error {
	wid, err := strconv.Atoi(id)
	if err != nil {
		return nil
	}
	h, err := s.db.WebhookByID(ctx, wid)
	if errors.Is(err, storage.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	if h.URL == "" || h.Status != "active" {
		return nil
	}
	var lastErr error
	for try := 1; try <= webhookAttempts; try++ {
		status, _, err := s.post(ctx, h, event, payload)
		if err == nil && status < 300 {
			return s.db.WebhookTriggered(ctx, h.ID)
		}
		lastErr = err
		if err == nil {
			lastErr = fmt.Errorf("endpoint answered %d", status)
		}
		if try < webhookAttempts && !sleep(ctx, s.backoff*time.Duration(1<<(try-1))) {
			break
		}
	}
	s.log.Warn("webhooks: delivery given up", "webhook", h.ID, "event", event, "err", lastErr)
	return nil
}

// Test sends a sample event now and reports the endpoint's answer.
func (s *WebhookSender) Test(ctx context.Context, id int) (status int, body string, err error) {
	h, err := s.db.WebhookByID(ctx, id)
	if err != nil {
		return 0, "", err
	}
	if h.URL == "" {
		return 0, "", errors.New("this webhook has no URL yet")
	}
	payload, _ := json.Marshal(Envelope{Event: h.Event, SentAt: time.Now().UTC(), Test: true,
		Data: map[string]any{"message": "Test event from StoryMail", "webhook": h.Name}})
	status, body, err = s.post(ctx, h, h.Event, payload)
	if err == nil && status < 300 {
		_ = s.db.WebhookTriggered(ctx, h.ID)
	}
	return status, body, err
}

func (s *WebhookSender) post(ctx context.Context, h *storage.Webhook, event string, payload []byte) (int, string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, h.URL, bytes.NewReader(payload))
	if err != nil {
		return 0, "", err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "StoryMail-Webhooks/1.0")
	req.Header.Set("X-StoryMail-Event", event)
	req.Header.Set(SignatureHeader, Sign(h.Secret, time.Now(), payload))
	res, err := s.client.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(res.Body, 2048))
	return res.StatusCode, string(b), nil
}

// Sign computes the signature header value for a payload sent at t.
func Sign(secret string, t time.Time, payload []byte) string {
	ts := strconv.FormatInt(t.Unix(), 10)
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(ts + "."))
	mac.Write(payload)
	return "t=" + ts + ",v1=" + hex.EncodeToString(mac.Sum(nil))
}
