package server

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/gofiber/fiber/v2"

	"storymail/storage"
)

// adminRoutes registers the admin area's routes under /api. Every admin call needs a staff
// account; overview figures, revenue, webhooks, creating accounts and the audit record need the
// super admin. Every staff action is kept on record (audited), refused attempts included: the
// record wraps the role check too.
func (s *Server) adminRoutes(api fiber.Router) {
	ad := api.Group("/admin", requireAdmin, noStore)
	super := s.requireSuperAdmin

	ad.Get("/stats", super, s.adminStats)
	ad.Get("/revenue", super, s.adminRevenue)
	ad.Get("/trends", super, s.adminTrends)
	ad.Get("/system", super, s.adminSystem)
	ad.Post("/create-user", s.audited(auditCreateUser, super), s.adminCreateUser)
	ad.Post("/create-admin", s.audited(auditCreateAdmin, super), s.adminCreateAdmin)
	ad.Get("/webhooks", super, s.adminListWebhooks)
	ad.Put("/webhooks/:id", s.audited(auditWebhookEdit, super), s.adminUpdateWebhook)
	ad.Post("/webhooks/:id/test", s.audited(auditWebhookTest, super), s.adminTestWebhook)
	ad.Get("/audit", super, s.adminAudit)

	ad.Get("/users", s.adminListUsers)
	ad.Get("/user/:id", s.adminUserDetail)
	ad.Delete("/user/:id", s.audited(auditDelete, s.adminDeleteUser))
	ad.Get("/user/:id/export", s.audited(auditExport, s.adminExportUser))
	ad.Post("/user/:id/cancel-subscription", s.audited(auditCancel, s.adminCancelSubscription))
	ad.Post("/user/:id/reset-usage", s.audited(auditResetUsage, s.adminResetUsage))
	ad.Post("/user/:id/add-bonus-credits", s.audited(auditAddCredits, s.adminAddBonusCredits))
	ad.Post("/user/:id/reset-bonus-credits", s.audited(auditResetCredits, s.adminResetBonusCredits))
	ad.Post("/user/:id/delete-and-block", s.audited(auditDeleteAndBlock, s.adminDeleteAndBlock))
	ad.Post("/user/:id/update-password", s.audited(auditSetPassword, s.adminUpdatePassword))

	ad.Get("/emails", s.adminListEmails)
	ad.Get("/emails/:id", s.adminEmailDetail)
	ad.Post("/fix-stuck-emails", s.audited(auditFixStuckEmails, s.adminFixStuckEmails))
	ad.Post("/retry-email/:id", s.audited(auditRetryEmail, s.adminRetryEmail))

	ad.Get("/subscriptions", s.adminListSubscriptions)
}

// noStore keeps staff data out of every cache.
func noStore(c *fiber.Ctx) error {
	c.Set(fiber.HeaderCacheControl, "no-store")
	return c.Next()
}

// Page sizes of the spec: 100 for users and emails, 50 for subscriptions; never above 100.
const (
	adminPageSize        = 100
	subscriptionPageSize = 50
	maxPageSize          = 100
	maxPage              = 1_000_000
	maxSearch            = 200
)

// page is a validated page request.
type page struct {
	number int
	size   int
}

func (p page) offset() int { return (p.number - 1) * p.size }

// totalPages is at least 1 so "page 1 of 1" holds for an empty list.
func (p page) totalPages(total int) int {
	if total <= 0 {
		return 1
	}
	return (total + p.size - 1) / p.size
}

// pageQuery reads page and the size parameter sizeName (default def, capped at maxPageSize).
func pageQuery(c *fiber.Ctx, sizeName string, def int) (page, error) {
	p := page{number: 1, size: def}
	var err error
	if p.number, err = positiveQuery(c, "page", 1); err != nil {
		return p, err
	}
	if p.number > maxPage {
		return p, badRequest("page is too large")
	}
	if p.size, err = positiveQuery(c, sizeName, def); err != nil {
		return p, err
	}
	if p.size > maxPageSize {
		p.size = maxPageSize
	}
	return p, nil
}

func positiveQuery(c *fiber.Ctx, name string, def int) (int, error) {
	raw := strings.TrimSpace(c.Query(name))
	if raw == "" {
		return def, nil
	}
	n, err := strconv.Atoi(raw)
	if err != nil || n < 1 {
		return 0, badRequest(fmt.Sprintf("%s must be a whole number of at least 1", name))
	}
	return n, nil
}

// searchQuery is the trimmed search box, cut to a sane length.
func searchQuery(c *fiber.Ctx) string {
	return clean(c.Query("search"), maxSearch)
}

// statusQuery normalises a status filter: "Super Admin", "super-admin" and "super_admin" are one.
func statusQuery(c *fiber.Ctx) string {
	st := strings.ToLower(strings.TrimSpace(c.Query("status")))
	return strings.NewReplacer(" ", "_", "-", "_").Replace(st)
}

// sortQuery reads sort (a column key of the list) and order (asc or desc, default asc).
func sortQuery(c *fiber.Ctx) (storage.Sort, error) {
	key := strings.ToLower(strings.TrimSpace(c.Query("sort")))
	if len(key) > 32 {
		return storage.Sort{}, badRequest("Unknown sort column")
	}
	switch strings.ToLower(strings.TrimSpace(c.Query("order"))) {
	case "", "asc":
		return storage.Sort{Key: key}, nil
	case "desc":
		return storage.Sort{Key: key, Desc: true}, nil
	}
	return storage.Sort{}, badRequest("order must be asc or desc")
}

// unknownSort is the answer to a sort column the list does not have.
func unknownSort(list string) error {
	keys := storage.SortKeys(list)
	sort.Strings(keys)
	return badRequest("Unknown sort column. Use " + strings.Join(keys, ", ") + ".")
}

// monthStart is the first instant of now's month in UTC: "this month" on every admin page.
func monthStart(now time.Time) time.Time {
	now = now.UTC()
	return time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
}

// dollars is an amount in cents that the API answers as a dollar number with two decimals.
type dollars int64

func (d dollars) MarshalJSON() ([]byte, error) {
	c, sign := int64(d), ""
	if c < 0 {
		c, sign = -c, "-"
	}
	return []byte(fmt.Sprintf("%s%d.%02d", sign, c/100, c%100)), nil
}
