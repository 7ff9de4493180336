package storage

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"
)

// ContactMessage is one message sent from the contact page or the help widget.
type ContactMessage struct {
	ID        int64
	UserID    string // empty when the sender was signed out
	Name      string
	Email     string
	Reason    string
	Subject   string
	Message   string
	CreatedAt time.Time
}

// CreateContactMessage stores a message and answers it with its id and time.
func (db *DB) CreateContactMessage(ctx context.Context, m ContactMessage) (*ContactMessage, error) {
	err := db.Pool.QueryRow(ctx, `INSERT INTO contact_messages (user_id, name, email, reason, subject, message)
		VALUES (NULLIF($1, ''), $2, $3, $4, $5, $6) RETURNING id, created_at`,
		m.UserID, m.Name, m.Email, m.Reason, m.Subject, m.Message).Scan(&m.ID, &m.CreatedAt)
	if err != nil {
		return nil, err
	}
	return &m, nil
}

// ContactMessagesFor lists the messages a person sent, signed in as userID or from email, oldest first.
func (db *DB) ContactMessagesFor(ctx context.Context, userID, email string) ([]ContactMessage, error) {
	rows, err := db.Pool.Query(ctx, `SELECT id, COALESCE(user_id, ''), name, email, reason, subject, message, created_at
		FROM contact_messages WHERE user_id = $1 OR lower(email) = $2 ORDER BY created_at, id`, userID, NormalizeEmail(email))
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (ContactMessage, error) {
		var m ContactMessage
		err := row.Scan(&m.ID, &m.UserID, &m.Name, &m.Email, &m.Reason, &m.Subject, &m.Message, &m.CreatedAt)
		return m, err
	})
}

// ActionTakerEmailCount counts the emails a user created within the first ActionTakerDays of the
// account, the same window CreateEmail uses to unlock the bonus.
func (db *DB) ActionTakerEmailCount(ctx context.Context, u *User) (int, error) {
	var n int
	err := db.Pool.QueryRow(ctx, `SELECT count(*) FROM emails WHERE user_id = $1 AND created_at <= $2`,
		u.ID, u.CreatedAt.Add(ActionTakerDays*24*time.Hour)).Scan(&n)
	return n, err
}

// MarkActionTaker records the unlocked bonus so it stays unlocked whatever happens to the emails.
func (db *DB) MarkActionTaker(ctx context.Context, userID string) error {
	return db.execOne(ctx, `UPDATE users SET action_taker_bonus = true, updated_at = now() WHERE id = $1`, userID)
}

// DismissBonus hides the dashboard's bonus-unlocked card.
func (db *DB) DismissBonus(ctx context.Context, userID string) error {
	return db.execOne(ctx, `UPDATE users SET bonus_dismissed = true, updated_at = now() WHERE id = $1`, userID)
}

// AccountPayment is one recorded payment of an account, for its data export.
type AccountPayment struct {
	AmountCents int64
	Currency    string
	PaidAt      time.Time
	PeriodStart *time.Time
	PeriodEnd   *time.Time
	InvoiceID   string
}

// PaymentsForAccount lists a user's payments, oldest first.
func (db *DB) PaymentsForAccount(ctx context.Context, userID string) ([]AccountPayment, error) {
	rows, err := db.Pool.Query(ctx, `SELECT amount_cents, currency, paid_at, period_start, period_end, COALESCE(stripe_invoice_id, '')
		FROM payments WHERE user_id = $1 ORDER BY paid_at, id`, userID)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (AccountPayment, error) {
		var p AccountPayment
		err := row.Scan(&p.AmountCents, &p.Currency, &p.PaidAt, &p.PeriodStart, &p.PeriodEnd, &p.InvoiceID)
		return p, err
	})
}

// DeleteAccount removes a user and everything that names them: by cascade their emails, tokens,
// sessions and signed-in contact messages, and here the messages they sent signed out from the
// same address. Payments and refunds keep their amounts with user_id cleared.
func (db *DB) DeleteAccount(ctx context.Context, userID string) error {
	return db.inTx(ctx, func(tx pgx.Tx) error {
		var email string
		err := tx.QueryRow(ctx, `DELETE FROM users WHERE id = $1 RETURNING email`, userID).Scan(&email)
		if err != nil {
			return notFound(err)
		}
		_, err = tx.Exec(ctx, `DELETE FROM contact_messages WHERE user_id = $1 OR lower(email) = $2`, userID, NormalizeEmail(email))
		return err
	})
}
