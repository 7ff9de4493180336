package storage

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"
)

// Webhook is an outbound endpoint that receives one kind of event.
type Webhook struct {
	ID               int        `json:"id"`
	Name             string     `json:"name"`
	Event            string     `json:"event"`
	Status           string     `json:"status"`
	Description      string     `json:"description"`
	URL              string     `json:"url"`
	TriggerCondition string     `json:"triggerCondition"`
	Secret           string     `json:"-"`
	TriggerCount     int        `json:"triggerCount"`
	LastTriggered    *time.Time `json:"lastTriggered"`
}

const webhookColumns = `id, name, event, status, description, url, trigger_condition, secret, trigger_count, last_triggered`

func scanWebhook(row pgx.Row) (*Webhook, error) {
	var w Webhook
	if err := row.Scan(&w.ID, &w.Name, &w.Event, &w.Status, &w.Description, &w.URL, &w.TriggerCondition, &w.Secret, &w.TriggerCount, &w.LastTriggered); err != nil {
		return nil, notFound(err)
	}
	return &w, nil
}

// ListWebhooks returns every configured webhook.
func (db *DB) ListWebhooks(ctx context.Context) ([]Webhook, error) {
	return collectWebhooks(db.Pool.Query(ctx, `SELECT `+webhookColumns+` FROM webhooks ORDER BY id`))
}

func collectWebhooks(rows pgx.Rows, err error) ([]Webhook, error) {
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Webhook{}
	for rows.Next() {
		w, err := scanWebhook(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, *w)
	}
	return out, rows.Err()
}

// WebhookByID loads one webhook.
func (db *DB) WebhookByID(ctx context.Context, id int) (*Webhook, error) {
	return scanWebhook(db.Pool.QueryRow(ctx, `SELECT `+webhookColumns+` FROM webhooks WHERE id = $1`, id))
}

// ActiveWebhooks lists the webhooks that receive events: active, with a URL.
func (db *DB) ActiveWebhooks(ctx context.Context) ([]Webhook, error) {
	return collectWebhooks(db.Pool.Query(ctx, `SELECT `+webhookColumns+` FROM webhooks WHERE status = 'active' AND url <> '' ORDER BY id`))
}

// UpdateWebhook changes the URL and description.
func (db *DB) UpdateWebhook(ctx context.Context, id int, url, description string) error {
	return db.execOne(ctx, `UPDATE webhooks SET url = $2, description = $3 WHERE id = $1`, id, url, description)
}

// WebhookTriggered counts a delivered event.
func (db *DB) WebhookTriggered(ctx context.Context, id int) error {
	return db.execOne(ctx, `UPDATE webhooks SET trigger_count = trigger_count + 1, last_triggered = now() WHERE id = $1`, id)
}
