package server

import (
	"encoding/base64"
	"encoding/binary"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	gojson "github.com/goccy/go-json"
	"github.com/gofiber/fiber/v2"
	"github.com/google/uuid"

	"storymail/storage"
)

// emailListItem is an email as the library lists it: what a card and the search show. The
// story, the written email and the other texts stay out (a card's actions fetch
// GET /api/emails/{id}); the topic and the audience are cut to what a card shows.
type emailListItem struct {
	ID             string     `json:"id"`
	UserID         string     `json:"userId"`
	Title          string     `json:"title"`
	Status         string     `json:"status"`
	ContentFocus   string     `json:"contentFocus"`
	TargetAudience string     `json:"targetAudience"`
	CampaignName   string     `json:"campaignName"`
	CreatedAt      time.Time  `json:"createdAt"`
	GeneratedAt    *time.Time `json:"generatedAt"`
}

func emailListView(s *storage.EmailSummary) emailListItem {
	return emailListItem{ID: s.ID, UserID: s.UserID, Title: s.Title, Status: s.Status, ContentFocus: s.ContentFocus,
		TargetAudience: s.TargetAudience, CampaignName: s.CampaignName, CreatedAt: s.CreatedAt, GeneratedAt: s.GeneratedAt}
}

// maxEmailSearch caps the search text, in characters.
const maxEmailSearch = 200

var (
	errBadLimit  = badRequest("limit must be a whole number from 1 to " + strconv.Itoa(storage.MaxEmailPage))
	errBadCursor = badRequest("This list link is not valid; load the list again")
	errBadSearch = badRequest("Search text must be valid text of at most 200 characters")
)

// emailListQuery reads GET /api/emails's limit, cursor and search; a value that cannot be
// right answers 400.
func emailListQuery(c *fiber.Ctx, userID string) (storage.EmailPageQuery, error) {
	q := storage.EmailPageQuery{UserID: userID, Limit: storage.DefaultEmailPage}
	if raw := c.Query("limit"); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil || n < 1 || n > storage.MaxEmailPage {
			return q, errBadLimit
		}
		q.Limit = n
	}
	if raw := c.Query("cursor"); raw != "" {
		after, ok := decodeCursor(raw)
		if !ok {
			return q, errBadCursor
		}
		q.After = after
	}
	search := strings.TrimSpace(c.Query("search"))
	if !utf8.ValidString(search) || strings.ContainsRune(search, 0) || utf8.RuneCountInString(search) > maxEmailSearch {
		return q, errBadSearch
	}
	q.Search = search
	return q, nil
}

// A cursor is the position of the last email of a page: its creation time (microseconds, as
// PostgreSQL keeps it) and its id, 24 bytes in URL-safe base64. It only ever narrows the
// owner's own list, so a forged one shows nothing it should not; a malformed one answers 400.
const cursorBytes = 8 + 16

func encodeCursor(cur *storage.EmailCursor) string {
	id, err := uuid.Parse(cur.ID)
	if err != nil {
		return ""
	}
	b := binary.BigEndian.AppendUint64(make([]byte, 0, cursorBytes), uint64(cur.CreatedAt.UnixMicro()))
	b = append(b, id[:]...)
	return base64.RawURLEncoding.EncodeToString(b)
}

func decodeCursor(s string) (*storage.EmailCursor, bool) {
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil || len(b) != cursorBytes {
		return nil, false
	}
	micros := int64(binary.BigEndian.Uint64(b[:8]))
	id, err := uuid.FromBytes(b[8:])
	if err != nil || micros <= 0 || micros > time.Now().Add(24*time.Hour).UnixMicro() {
		return nil, false
	}
	return &storage.EmailCursor{CreatedAt: time.UnixMicro(micros).UTC(), ID: id.String()}, true
}

// nextLink is the Link header naming the page after this one, with the same limit and search.
func nextLink(q storage.EmailPageQuery, next *storage.EmailCursor) string {
	cursor := encodeCursor(next)
	if cursor == "" {
		return ""
	}
	link := "<" + emailListPath + "?limit=" + strconv.Itoa(q.Limit)
	if q.Search != "" {
		link += "&search=" + url.QueryEscape(q.Search)
	}
	return link + "&cursor=" + cursor + `>; rel="next"`
}

// listEmails answers one page of the caller's emails, newest first, as the spec's array; the
// next page, when there is one, is named by the Link header. The first page of a request
// without parameters was read with the session (loadSession).
func (s *Server) listEmails(c *fiber.Ctx) error {
	q, err := emailListQuery(c, currentUser(c).ID)
	if err != nil {
		return err
	}
	page, read := c.Locals(localEmails).(*storage.EmailPage)
	if !read {
		if page, err = s.opts.DB.ListEmailPage(c.UserContext(), q); err != nil {
			return err
		}
	}
	if page.Next != nil {
		if link := nextLink(q, page.Next); link != "" {
			c.Set(fiber.HeaderLink, link)
		}
	}
	items := listItems.Get().(*[]emailListItem)
	defer listItems.Put(items)
	out := (*items)[:0]
	for i := range page.Emails {
		out = append(out, emailListView(&page.Emails[i]))
	}
	*items = out
	// Encoded straight into the response's own buffer: a page is the largest answer the API
	// sends thousands of times a second, and c.JSON would allocate it and copy it once more.
	c.Response().Header.SetContentType(fiber.MIMEApplicationJSON)
	return gojson.NewEncoder(c.Response().BodyWriter()).Encode(out)
}

// listItems holds the item slices of pages being encoded: a fifth of the bytes a list request
// allocated, reused instead.
// A new slice is never nil: an empty library encodes as [], not null.
var listItems = sync.Pool{New: func() any {
	items := make([]emailListItem, 0, 50)
	return &items
}}
