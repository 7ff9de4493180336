package storage

import "fmt"

// Sort is a list order the staff pages ask for: a column key and a direction. The key is looked
// up in a fixed table per list, so nothing the browser sends reaches the SQL text.
type Sort struct {
	Key  string // empty is the list's default (newest first)
	Desc bool
}

// Sortable columns of the staff lists, by the key the API accepts.
var (
	userSortColumns = map[string]string{
		"created": "created_at", "email": "lower(email)", "name": "lower(concat_ws(' ', first_name, last_name))",
		"usage": "credits_used", "emails": "(SELECT count(*) FROM emails e WHERE e.user_id = users.id)",
		"status": "subscription_status",
	}
	emailSortColumns = map[string]string{
		"created": "e.created_at", "title": "lower(e.title)", "user": "lower(u.email)", "status": "e.status",
	}
	subscriptionSortColumns = map[string]string{
		"created": "created_at", "email": "lower(email)", "status": "subscription_status",
		"renews": "subscription_cancels_at", "usage": "credits_used",
	}
)

// orderBy turns a Sort into ORDER BY terms with a stable tie-break; an unknown key is an error
// the handler answers as a bad request.
func orderBy(s Sort, columns map[string]string, createdCol, idCol string) ([]string, error) {
	if s.Key == "" {
		return []string{createdCol + " DESC", idCol}, nil
	}
	col, ok := columns[s.Key]
	if !ok {
		return nil, fmt.Errorf("%w %q", errUnknownSort, s.Key)
	}
	dir := " ASC NULLS LAST"
	if s.Desc {
		dir = " DESC NULLS LAST"
	}
	return []string{col + dir, createdCol + " DESC", idCol}, nil
}

// SortKeys lists the keys a list accepts, for the error message.
func SortKeys(list string) []string {
	var m map[string]string
	switch list {
	case "users":
		m = userSortColumns
	case "emails":
		m = emailSortColumns
	default:
		m = subscriptionSortColumns
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	return keys
}
