package storage

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"time"

	sq "github.com/Masterminds/squirrel"
	gojson "github.com/goccy/go-json"
	"github.com/jackc/pgx/v5"
)

// Email statuses: a generation starts processing and ends generated or failed.
const (
	EmailProcessing = "processing"
	EmailGenerated  = "generated"
	EmailFailed     = "failed"
)

// EmailInput is what the Create Email form submits (the JSON names are the API's).
type EmailInput struct {
	Title              string `json:"title"`
	ContentFocus       string `json:"contentFocus"`
	Story              string `json:"story"`
	Lesson             string `json:"lesson"`
	StoryType          string `json:"storyType"`
	TargetAudience     string `json:"targetAudience"`
	DesiredEmotion     string `json:"desiredEmotion"`
	CallToAction       string `json:"callToAction"`
	CtaURL             string `json:"ctaUrl"`
	ProductName        string `json:"productName"`
	ProductDescription string `json:"productDescription"`
	KeyBenefit         string `json:"keyBenefit"`
	Price              string `json:"price"`
	SalePrice          string `json:"salePrice"`
	ProofElement       string `json:"proofElement"`
	TonePreference     string `json:"tonePreference"`
	EmailLength        string `json:"emailLength"`
	CampaignName       string `json:"campaignName"`
	EmailSubject       string `json:"emailSubject"`
}

// Email is one story email and the state of its generation.
type Email struct {
	EmailInput
	ID               string
	UserID           string
	UserEmail        string // filled by admin queries
	Status           string
	SubjectCount     int
	GeneratedSubject []string
	GeneratedContent string
	RawResponse      string
	ErrorMessage     string
	Attempts         int
	CreditRefunded   bool
	CreatedAt        time.Time
	UpdatedAt        time.Time
	GeneratedAt      *time.Time
	// Quality is the JSON quality report of the current text (null until written; not read by
	// lists). TokenUsage is the JSON token count of a model's generation.
	Quality    json.RawMessage
	TokenUsage json.RawMessage
	// PreviewText is the inbox preheader. Version is the number of the version the row shows
	// (0 before the email is written); Revision counts every save (see versions.go).
	PreviewText string
	Version     int
	Revision    int
}

const emailColumns = `e.id, e.user_id, e.title, e.status, e.content_focus, e.story, e.lesson, e.story_type,
 e.target_audience, e.desired_emotion, e.call_to_action, e.cta_url, e.product_name, e.product_description,
 e.key_benefit, e.price, e.sale_price, e.proof_element, e.tone_preference, e.email_length, e.campaign_name,
 e.email_subject, e.subject_count, e.generated_subject, COALESCE(e.generated_content, ''), COALESCE(e.raw_response, ''),
 COALESCE(e.error_message, ''), e.attempts, e.credit_refunded, e.created_at, e.updated_at, e.generated_at,
 e.quality, e.token_usage, e.preview_text, e.version, e.revision`

// emailListColumns are emailColumns without the provider's raw answer and the quality report,
// which are read one email at a time: lists stay small.
var emailListColumns = strings.NewReplacer("COALESCE(e.raw_response, '')", "''",
	"e.quality, e.token_usage,", "NULL::jsonb, NULL::jsonb,").Replace(emailColumns)

// scanEmail reads emailColumns, plus the owner's email when withOwner is set.
func scanEmail(row pgx.Row, withOwner ...bool) (*Email, error) {
	var e Email
	var subjects []byte
	dest := e.scanDest(&subjects)
	if len(withOwner) > 0 && withOwner[0] {
		dest = append(dest, &e.UserEmail)
	}
	if err := row.Scan(dest...); err != nil {
		return nil, notFound(err)
	}
	e.setSubjects(subjects)
	return &e, nil
}

// scanDest lists the fields emailColumns fill, in order; the subject lines arrive as JSON.
func (e *Email) scanDest(subjects *[]byte) []any {
	return []any{&e.ID, &e.UserID, &e.Title, &e.Status, &e.ContentFocus, &e.Story, &e.Lesson, &e.StoryType,
		&e.TargetAudience, &e.DesiredEmotion, &e.CallToAction, &e.CtaURL, &e.ProductName, &e.ProductDescription,
		&e.KeyBenefit, &e.Price, &e.SalePrice, &e.ProofElement, &e.TonePreference, &e.EmailLength, &e.CampaignName,
		&e.EmailSubject, &e.SubjectCount, subjects, &e.GeneratedContent, &e.RawResponse,
		&e.ErrorMessage, &e.Attempts, &e.CreditRefunded, &e.CreatedAt, &e.UpdatedAt, &e.GeneratedAt,
		&e.Quality, &e.TokenUsage, &e.PreviewText, &e.Version, &e.Revision}
}

// setSubjects decodes the stored subject lines. They were written by this package, so the
// faster decoder is safe here, and it matters: a list of 25 emails spent a tenth of its CPU
// decoding them with encoding/json.
func (e *Email) setSubjects(subjects []byte) {
	if len(subjects) > 0 {
		_ = gojson.Unmarshal(subjects, &e.GeneratedSubject)
	}
}

func collectEmails(rows pgx.Rows, err error) ([]Email, error) {
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Email{}
	for rows.Next() {
		e, err := scanEmail(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, *e)
	}
	return out, rows.Err()
}

// createEmailSQL takes one credit and inserts the email in a single statement (one round trip,
// atomic without an explicit transaction). The credit is taken by a conditional UPDATE, so
// concurrent submits can never oversell. The action-taker bonus unlocks with the 5th email
// inside the first 5 days: the count cannot see the row being inserted, hence the + 1.
const createEmailSQL = `WITH charged AS (
	UPDATE users SET credits_used = credits_used + 1, updated_at = now(),
		action_taker_bonus = action_taker_bonus OR (created_at >= now() - make_interval(days => $22)
			AND (SELECT count(*) FROM emails WHERE user_id = $2 AND created_at <= users.created_at + make_interval(days => $22)) + 1 >= $23)
	WHERE id = $2 AND credits_used < ` + creditLimitSQL + `
	RETURNING ` + userColumns + `
), created AS (
	INSERT INTO emails (id, user_id, title, content_focus, story, lesson, story_type, target_audience,
		desired_emotion, call_to_action, cta_url, product_name, product_description, key_benefit, price, sale_price,
		proof_element, tone_preference, email_length, campaign_name, email_subject, subject_count)
	SELECT $1, charged.id, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
		CASE WHEN charged.subscription_status = 'active' THEN $24::int ELSE $25::int END
	FROM charged
	RETURNING *
)
SELECT ` + emailColumns + `, charged.* FROM created e CROSS JOIN charged`

// CreateEmail takes one credit and inserts the email; without a credit left it answers
// ErrNoCredits and writes nothing. It returns the email and the user after the charge.
func (db *DB) CreateEmail(ctx context.Context, id, userID string, in EmailInput) (*Email, *User, error) {
	var email Email
	var user User
	var subjects []byte
	err := db.Pool.QueryRow(ctx, createEmailSQL,
		id, userID, in.Title, in.ContentFocus, in.Story, in.Lesson, in.StoryType, in.TargetAudience,
		in.DesiredEmotion, in.CallToAction, in.CtaURL, in.ProductName, in.ProductDescription, in.KeyBenefit,
		in.Price, in.SalePrice, in.ProofElement, in.TonePreference, in.EmailLength, in.CampaignName,
		in.EmailSubject, ActionTakerDays, ActionTakerEmails, StarterSubjectLines, TrialSubjectLines,
	).Scan(append(email.scanDest(&subjects), user.scanDest()...)...)
	if errors.Is(err, pgx.ErrNoRows) {
		// Nothing was written: tell a missing account from a spent allowance.
		var exists bool
		if err := db.Pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM users WHERE id = $1)`, userID).Scan(&exists); err != nil {
			return nil, nil, err
		}
		if !exists {
			return nil, nil, ErrNotFound
		}
		return nil, nil, ErrNoCredits
	}
	if err != nil {
		return nil, nil, err
	}
	email.setSubjects(subjects)
	return &email, &user, nil
}

// ListEmails returns a user's emails, newest first, without the provider's raw answers.
func (db *DB) ListEmails(ctx context.Context, userID string, limit int) ([]Email, error) {
	return db.listEmails(ctx, emailListColumns, userID, limit)
}

// ListEmailsWithRaw is ListEmails with the provider's raw answers, for staff exports.
func (db *DB) ListEmailsWithRaw(ctx context.Context, userID string) ([]Email, error) {
	return db.listEmails(ctx, emailColumns, userID, 0)
}

func (db *DB) listEmails(ctx context.Context, columns, userID string, limit int) ([]Email, error) {
	query, args, err := db.listEmailsQuery(columns, userID, limit)
	if err != nil {
		return nil, err
	}
	return collectEmails(db.Pool.Query(ctx, query, args...))
}

func (db *DB) listEmailsQuery(columns, userID string, limit int) (string, []any, error) {
	q := db.sb.Select(columns).From("emails e").Where(sq.Eq{"e.user_id": userID}).OrderBy("e.created_at DESC", "e.id DESC")
	if limit > 0 {
		q = q.Limit(uint64(limit))
	}
	return q.ToSql()
}

// EmailForUser loads an email only if it belongs to userID; anything else is ErrNotFound.
func (db *DB) EmailForUser(ctx context.Context, id, userID string) (*Email, error) {
	return scanEmail(db.Pool.QueryRow(ctx, `SELECT `+emailColumns+` FROM emails e WHERE e.id = $1 AND e.user_id = $2`, id, userID))
}

// EmailByID loads any email (workers and staff).
func (db *DB) EmailByID(ctx context.Context, id string) (*Email, error) {
	return scanEmail(db.Pool.QueryRow(ctx, `SELECT `+emailColumns+`, u.email FROM emails e JOIN users u ON u.id = e.user_id WHERE e.id = $1`, id), true)
}

// DeleteEmail removes a user's own email.
func (db *DB) DeleteEmail(ctx context.Context, id, userID string) error {
	return db.execOne(ctx, `DELETE FROM emails WHERE id = $1 AND user_id = $2`, id, userID)
}

// StartAttempts counts a delivery of each email's generation job and answers the emails still
// processing, their attempt numbers counted; the others are done (or deleted): nothing to do.
// One statement for a whole batch of deliveries.
func (db *DB) StartAttempts(ctx context.Context, ids []string) ([]Email, error) {
	return collectEmails(db.Pool.Query(ctx, `UPDATE emails e SET attempts = e.attempts + 1, updated_at = now()
		WHERE e.id = ANY($1) AND e.status = 'processing' RETURNING `+emailColumns, ids))
}

// Completion is one written email to store.
type Completion struct {
	ID       string
	Subjects []string
	Content  string
	Raw      string
	// PreviewText is the inbox preheader the writer chose ("" when it gave none).
	PreviewText string
	// Quality and TokenUsage are JSON documents; nil stores NULL.
	Quality    []byte
	TokenUsage []byte
}

// CompleteEmails stores written emails, each once, in one statement, and records each one's
// text as its first version (kind generated; a staff retry of a failed email counts on from the
// email's current number). It answers the ids it completed: an email another worker or an
// earlier delivery already finished is left alone, so completion side effects run exactly once.
func (db *DB) CompleteEmails(ctx context.Context, done []Completion) (map[string]bool, error) {
	ids := make([]string, len(done))
	subjects := make([]string, len(done))
	contents := make([]string, len(done))
	raws := make([]string, len(done))
	previews := make([]string, len(done))
	qualities := make([]*string, len(done))
	usages := make([]*string, len(done))
	for i, c := range done {
		subj, _ := json.Marshal(c.Subjects)
		ids[i], subjects[i], contents[i], raws[i], previews[i] = c.ID, string(subj), c.Content, c.Raw, c.PreviewText
		qualities[i], usages[i] = jsonText(c.Quality), jsonText(c.TokenUsage)
	}
	rows, err := db.Pool.Query(ctx, `WITH completed AS (
		UPDATE emails e SET status = 'generated', generated_subject = v.subjects::jsonb,
			generated_content = v.content, raw_response = v.raw, quality = v.quality::jsonb, token_usage = v.usage::jsonb,
			preview_text = v.preview, version = e.version + 1, revision = e.revision + 1,
			error_message = NULL, generated_at = now(), updated_at = now()
		FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
			AS v(id, subjects, content, raw, quality, usage, preview)
		WHERE e.id = v.id AND e.status = 'processing'
		RETURNING e.id, e.user_id, e.version, e.generated_subject, e.preview_text, e.generated_content
	), versioned AS (
		INSERT INTO email_versions (email_id, number, kind, subjects, preview_text, content, author_id)
		SELECT id, version, 'generated', COALESCE(NULLIF(generated_subject, 'null'::jsonb), '[]'), preview_text, generated_content, user_id FROM completed
	)
	SELECT id FROM completed`, ids, subjects, contents, raws, qualities, usages, previews)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	completed := make(map[string]bool, len(done))
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		completed[id] = true
	}
	return completed, rows.Err()
}

// jsonText passes a JSON document as text, nil as SQL NULL.
func jsonText(doc []byte) *string {
	if len(doc) == 0 {
		return nil
	}
	s := string(doc)
	return &s
}

// CompleteEmail stores one written email; false when it was already finished.
func (db *DB) CompleteEmail(ctx context.Context, id string, subjects []string, content, raw string) (bool, error) {
	completed, err := db.CompleteEmails(ctx, []Completion{{ID: id, Subjects: subjects, Content: content, Raw: raw}})
	return completed[id], err
}

// FailEmail ends a generation as failed and gives its credit back, once. It answers false
// when the email was not processing. The credit goes back only to the period it was taken
// from: after a monthly reset there is nothing to give back.
func (db *DB) FailEmail(ctx context.Context, id, reason, raw string) (bool, error) {
	done := false
	err := db.inTx(ctx, func(tx pgx.Tx) error {
		var userID string
		var created time.Time
		var refunded bool
		err := tx.QueryRow(ctx, `UPDATE emails SET status = 'failed', error_message = $2, raw_response = NULLIF($3, ''),
			updated_at = now(), credit_refunded = true
			WHERE id = $1 AND status = 'processing'
			RETURNING user_id, created_at, (SELECT credit_refunded FROM emails WHERE id = $1)`, id, reason, raw).Scan(&userID, &created, &refunded)
		if errors.Is(err, pgx.ErrNoRows) {
			return nil
		}
		if err != nil {
			return err
		}
		done = true
		if refunded {
			return nil
		}
		_, err = tx.Exec(ctx, `UPDATE users SET credits_used = GREATEST(credits_used - 1, 0), updated_at = now()
			WHERE id = $1 AND period_started_at <= $2`, userID, created)
		return err
	})
	return done, err
}

// RequeueFailedEmail puts a failed email back to processing for a staff retry. No credit is
// taken: the user already paid for it once.
func (db *DB) RequeueFailedEmail(ctx context.Context, id string) error {
	return db.execOne(ctx, `UPDATE emails SET status = 'processing', attempts = 0, error_message = NULL, updated_at = now()
		WHERE id = $1 AND status = 'failed'`, id)
}

// StuckEmails lists emails processing without progress for longer than age, oldest first,
// and marks them touched so concurrent sweepers do not pick them twice.
func (db *DB) StuckEmails(ctx context.Context, age time.Duration, limit int) ([]string, error) {
	// The partial index finds the emails still processing; updated_at is deliberately not in it
	// (see migration 00003), so it is filtered here.
	rows, err := db.Pool.Query(ctx, `UPDATE emails SET updated_at = now() WHERE id IN (
		SELECT id FROM emails WHERE status = 'processing' AND updated_at < $1 ORDER BY updated_at LIMIT $2 FOR UPDATE SKIP LOCKED)
		RETURNING id`, time.Now().Add(-age), limit)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowTo[string])
}

// PublicStats are the landing page's live numbers.
type PublicStats struct {
	TotalUsers     int `json:"totalUsers"`
	EmailsThisWeek int `json:"emailsThisWeek"`
	TotalEmails    int `json:"totalEmails"`
}

// PublicStats counts non-staff users and generated emails.
func (db *DB) PublicStats(ctx context.Context) (PublicStats, error) {
	var s PublicStats
	err := db.Pool.QueryRow(ctx, `SELECT
		(SELECT count(*) FROM users WHERE id NOT LIKE 'admin-%'),
		(SELECT count(*) FROM emails WHERE status = 'generated' AND created_at > now() - interval '7 days'),
		(SELECT count(*) FROM emails WHERE status = 'generated')`).Scan(&s.TotalUsers, &s.EmailsThisWeek, &s.TotalEmails)
	return s, err
}

// HistoryLimit is how many of a user's previous emails a generation sees.
const HistoryLimit = 20

// WriterContext answers what a generation needs beyond the email itself: the owner's first
// name (for the sign-off), the bodies of their previous written emails, newest first, at most
// HistoryLimit (so the writer can avoid repeating itself), and those emails' subject lines (so
// it does not offer a subject the reader has already seen). One round trip.
func (db *DB) WriterContext(ctx context.Context, userID, emailID string) (firstName string, history, subjects []string, err error) {
	err = db.Pool.QueryRow(ctx, `WITH recent AS (
			SELECT e.generated_content, e.generated_subject, e.created_at FROM emails e
			WHERE e.user_id = $1 AND e.id <> $2 AND e.status = 'generated' AND e.generated_content IS NOT NULL
			ORDER BY e.created_at DESC LIMIT $3)
		SELECT COALESCE(u.first_name, ''),
			ARRAY(SELECT generated_content FROM recent ORDER BY created_at DESC),
			ARRAY(SELECT s FROM recent, jsonb_array_elements_text(CASE jsonb_typeof(generated_subject)
				WHEN 'array' THEN generated_subject
				WHEN 'string' THEN jsonb_build_array(generated_subject #>> '{}')
				ELSE '[]'::jsonb END) s)
		FROM users u WHERE u.id = $1`, userID, emailID, HistoryLimit).Scan(&firstName, &history, &subjects)
	return firstName, history, subjects, notFound(err)
}
