package quality

import (
	"fmt"
	"net/url"
	"strings"
)

// requiredTags are the UTM tags every copy of the call-to-action link needs.
var requiredTags = []string{"utm_source", "utm_medium", "utm_campaign"}

// linkKey identifies a link by host and path, ignoring the scheme, a
// leading "www.", a trailing slash, the query and the fragment.
func linkKey(raw string) (key string, q url.Values, ok bool) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return "", nil, false
	}
	if !strings.Contains(raw, "://") {
		raw = "http://" + raw
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return "", nil, false
	}
	host := strings.TrimPrefix(strings.ToLower(u.Host), "www.")
	return host + strings.TrimRight(u.EscapedPath(), "/"), u.Query(), true
}

func tracked(q url.Values) bool {
	for _, t := range requiredTags {
		if strings.TrimSpace(q.Get(t)) == "" {
			return false
		}
	}
	return true
}

// userLinkKeys are the link keys of every address the user typed.
func userLinkKeys(src *source) map[string]bool {
	keys := map[string]bool{}
	for _, u := range findURLs(src.all) {
		if k, _, ok := linkKey(u); ok {
			keys[k] = true
		}
	}
	for _, u := range []string{src.b.CtaURL, src.b.TrackedURL} {
		if k, _, ok := linkKey(u); ok {
			keys[k] = true
		}
	}
	return keys
}

func checkLinks(src *source, em *email) Check {
	c := Check{ID: CheckLinks, Status: Pass}
	ctaKey, _, hasCTA := linkKey(src.ctaLink())
	if tk, _, ok := linkKey(src.b.TrackedURL); ok && !hasCTA {
		ctaKey, hasCTA = tk, true
	}
	given := userLinkKeys(src)
	copies, untracked := 0, []string{}
	var strangers []string
	for _, u := range findURLs(em.e.Body) {
		k, q, ok := linkKey(u)
		if !ok {
			continue
		}
		if hasCTA && k == ctaKey {
			copies++
			if !tracked(q) {
				untracked = append(untracked, u)
			}
			continue
		}
		if !given[k] {
			strangers = append(strangers, u)
		}
	}
	var details []string
	switch {
	case hasCTA && copies == 0:
		c.Status = Fail
		c.Message = "Your call-to-action link is missing from the email."
		details = append(details, "Expected a link to "+src.ctaLink()+" with its tracking tags.")
	case len(untracked) > 0:
		c.Status = Fail
		c.Message = fmt.Sprintf("%d of %d %s of your link %s no tracking tags, so clicks on %s will not be counted.",
			len(untracked), copies, plural(copies, "copy", "copies"), plural(len(untracked), "has", "have"), plural(len(untracked), "it", "them"))
		details = append(details, "Untracked: "+strings.Join(untracked, ", ")+" (needs "+strings.Join(requiredTags, ", ")+").")
	case hasCTA:
		c.Message = fmt.Sprintf("Your link appears %d %s, every copy tracked.", copies, plural(copies, "time", "times"))
	default:
		c.Message = "No call-to-action link was given."
	}
	if len(strangers) > 0 {
		c.Status = worst(c.Status, Warn)
		if c.Status == Warn {
			c.Message = fmt.Sprintf("The email links to %d %s you never gave.", len(strangers), plural(len(strangers), "address", "addresses"))
		}
		details = append(details, "Links not in your input: "+strings.Join(strangers, ", ")+".")
	}
	c.Detail = strings.Join(details, " ")
	return c
}
