package storage

import (
	"context"
	"encoding/binary"
	"math"
	"strconv"
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

// scan reads a row of emailSummaryColumns. Text arrives as its bytes and the two times in
// PostgreSQL's binary form (microseconds since 2000), read here directly: pgx's generic Scan
// was an eighth of the CPU of a list request. A row in any other form goes through Scan.
func (s *EmailSummary) scan(rows pgx.Rows) error {
	raw, fds := rows.RawValues(), rows.FieldDescriptions()
	if len(raw) != 9 || len(fds) != 9 || fds[7].Format != pgx.BinaryFormatCode || fds[8].Format != pgx.BinaryFormatCode {
		return rows.Scan(s.scanDest()...)
	}
	for _, v := range raw[:7] {
		if v == nil {
			return rows.Scan(s.scanDest()...)
		}
	}
	created, ok := binaryTime(raw[7])
	if !ok {
		return rows.Scan(s.scanDest()...)
	}
	if raw[8] != nil {
		generated, ok := binaryTime(raw[8])
		if !ok {
			return rows.Scan(s.scanDest()...)
		}
		s.GeneratedAt = &generated
	}
	// The seven texts share one allocation instead of taking one each: fewer objects for the GC.
	var all strings.Builder
	all.Grow(len(raw[0]) + len(raw[1]) + len(raw[2]) + len(raw[3]) + len(raw[4]) + len(raw[5]) + len(raw[6]))
	var texts [7]string
	for i, v := range raw[:7] {
		start := all.Len()
		all.Write(v)
		texts[i] = all.String()[start:]
	}
	s.ID, s.UserID, s.Title, s.Status = texts[0], texts[1], texts[2], texts[3]
	s.ContentFocus, s.TargetAudience, s.CampaignName = texts[4], texts[5], texts[6]
	s.CreatedAt = created
	return nil
}

// binaryTime reads a timestamptz in binary form as pgx does (local time); infinity is not ok.
func binaryTime(b []byte) (time.Time, bool) {
	if len(b) != 8 {
		return time.Time{}, false
	}
	us := int64(binary.BigEndian.Uint64(b))
	if us == math.MaxInt64 || us == math.MinInt64 {
		return time.Time{}, false
	}
	return time.UnixMicro(us + postgresEpochMicros), true
}

// postgresEpochMicros is 2000-01-01 UTC in Unix microseconds.
const postgresEpochMicros = 946_684_800_000_000

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

// firstEmailPageSQL is emailPageQuery's default first page, the one every library opens with:
// written out once, since building it per request cost as much CPU as encoding the page. The
// limit stays a literal so that a cached generic plan still knows how few rows it needs.
var firstEmailPageSQL = `SELECT ` + emailSummaryColumns + ` FROM emails e WHERE e.user_id = $1
 ORDER BY e.created_at DESC, e.id DESC LIMIT ` + strconv.Itoa(DefaultEmailPage+1)

// emailPageQuery reads one row more than the page holds: its presence says a next page exists.
// Pages follow the (user_id, created_at DESC, id DESC) index; the id breaks ties between equal
// times.
func (db *DB) emailPageQuery(q EmailPageQuery) (string, []any, error) {
	if q.After == nil && q.Search == "" && pageLimit(q.Limit) == DefaultEmailPage {
		return firstEmailPageSQL, []any{q.UserID}, nil
	}
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
		// Room for the extra row that says a next page exists.
		page := &EmailPage{Emails: make([]EmailSummary, 0, limit+1)}
		for rows.Next() {
			var s EmailSummary
			if err := s.scan(rows); err != nil {
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

// ExplainEmailPage answers PostgreSQL's plan for one page query, for tests that pin the plan.
func (db *DB) ExplainEmailPage(ctx context.Context, q EmailPageQuery) (string, error) {
	sql, args, err := db.emailPageQuery(q)
	if err != nil {
		return "", err
	}
	rows, err := db.Pool.Query(ctx, "EXPLAIN "+sql, args...)
	if err != nil {
		return "", err
	}
	lines, err := pgx.CollectRows(rows, pgx.RowTo[string])
	return strings.Join(lines, "\n"), err
}
