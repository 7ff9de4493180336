package storage

import (
	"context"
	"strings"
	"time"

	sq "github.com/Masterminds/squirrel"
	"github.com/jackc/pgx/v5"
)

// List page sizes: what a library page shows unless asked otherwise, and the most it shows.
const (
	DefaultEmailPage = 50
	MaxEmailPage     = 100
)

// EmailSummary is an email as the library lists it: what a card shows, without the story, the
// written email or the other long texts, which the card's actions fetch one email at a time.
// Every byte of a list item is paid for on each of thousands of reads a second (query, encoding,
// compression), so it carries only what a card and the search show.
type EmailSummary struct {
	ID             string
	UserID         string
	Title          string
	Status         string
	ContentFocus   string // the first 160 characters: a card shows two lines
	TargetAudience string // the first 100 characters: a card shows one line
	CampaignName   string
	CreatedAt      time.Time
	GeneratedAt    *time.Time
}

// emailSummaryColumns fill EmailSummary, in scanDest's order.
const emailSummaryColumns = `e.id, e.user_id, e.title, e.status, left(e.content_focus, 160), left(e.target_audience, 100),
 e.campaign_name, e.created_at, e.generated_at`

func (s *EmailSummary) scanDest() []any {
	return []any{&s.ID, &s.UserID, &s.Title, &s.Status, &s.ContentFocus, &s.TargetAudience, &s.CampaignName,
		&s.CreatedAt, &s.GeneratedAt}
}

// EmailCursor is where a page of a user's list ends: the next page starts after it.
type EmailCursor struct {
	CreatedAt time.Time
	ID        string
}

// EmailPageQuery selects one page of a user's list, newest first.
type EmailPageQuery struct {
	UserID string
	Limit  int          // 1..MaxEmailPage; anything else is DefaultEmailPage
	After  *EmailCursor // nil: the first page
	Search string       // case-insensitive, in the title, topic, audience or campaign; valid UTF-8
}

// EmailPage is one page of a list and, when more follow, the cursor of the next one.
type EmailPage struct {
	Emails []EmailSummary
	Next   *EmailCursor
}

// ListEmailPage answers one page of a user's emails, newest first.
func (db *DB) ListEmailPage(ctx context.Context, q EmailPageQuery) (*EmailPage, error) {
	sql, args, err := db.emailPageQuery(q)
	if err != nil {
		return nil, err
	}
	return collectEmailPage(db.Pool.Query(ctx, sql, args...))(pageLimit(q.Limit))
}

func pageLimit(n int) int {
	if n <= 0 || n > MaxEmailPage {
		return DefaultEmailPage
	}
	return n
}

// emailPageQuery reads one row more than the page holds: its presence says a next page exists.
// Pages follow the (user_id, created_at DESC) index; the id breaks ties between equal times.
func (db *DB) emailPageQuery(q EmailPageQuery) (string, []any, error) {
	s := db.sb.Select(emailSummaryColumns).From("emails e").Where(sq.Eq{"e.user_id": q.UserID}).
		OrderBy("e.created_at DESC", "e.id DESC").Limit(uint64(pageLimit(q.Limit) + 1))
	if q.After != nil {
		s = s.Where("(e.created_at, e.id) < (?, ?)", q.After.CreatedAt, q.After.ID)
	}
	if q.Search != "" {
		like := "%" + escapeLike(q.Search) + "%"
		s = s.Where(sq.Or{
			sq.ILike{"e.title": like}, sq.ILike{"e.content_focus": like},
			sq.ILike{"e.target_audience": like}, sq.ILike{"e.campaign_name": like},
		})
	}
	return s.ToSql()
}

// escapeLike makes every character of s match itself in a LIKE pattern (backslash is
// PostgreSQL's default escape character).
func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// collectEmailPage reads the rows of emailPageQuery into a page of at most limit emails.
func collectEmailPage(rows pgx.Rows, err error) func(limit int) (*EmailPage, error) {
	return func(limit int) (*EmailPage, error) {
		if err != nil {
			return nil, err
		}
		defer rows.Close()
		page := &EmailPage{Emails: make([]EmailSummary, 0, limit)}
		for rows.Next() {
			var s EmailSummary
			if err := rows.Scan(s.scanDest()...); err != nil {
				return nil, err
			}
			page.Emails = append(page.Emails, s)
		}
		if err := rows.Err(); err != nil {
			return nil, err
		}
		if len(page.Emails) > limit {
			page.Emails = page.Emails[:limit]
			last := page.Emails[limit-1]
			page.Next = &EmailCursor{CreatedAt: last.CreatedAt, ID: last.ID}
		}
		return page, nil
	}
}
