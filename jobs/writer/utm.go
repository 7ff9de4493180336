package writer

import (
	"net/url"
	"regexp"
	"strings"
)

// BuildUTMURL adds the tracking tags of spec §9 to the call-to-action URL:
// utm_source=email, utm_medium=email, utm_campaign = campaign name, else
// title, else "email-campaign"; utm_content = story type, else "story";
// utm_term = desired emotion (without the user's bracketed notes: "empowerment (not fear!!
// don't make it scary)" is "empowerment", the link being what readers see), else
// "engagement". Existing query parameters
// stay in place (a utm_* already present is replaced where it stands). An
// empty or invalid URL gives "".
func BuildUTMURL(ctaURL, campaignName, title, storyType, desiredEmotion string) string {
	raw := strings.TrimSpace(ctaURL)
	if raw == "" {
		return ""
	}
	u, err := url.Parse(raw)
	if err != nil || u.Scheme == "" || u.Host == "" || strings.ContainsAny(raw, " \t\r\n") {
		return ""
	}
	tags := [][2]string{
		{"utm_source", "email"},
		{"utm_medium", "email"},
		{"utm_campaign", firstNonEmpty(campaignName, title, "email-campaign")},
		{"utm_content", firstNonEmpty(storyType, "story")},
		{"utm_term", firstNonEmpty(withoutNotes(desiredEmotion), "engagement")},
	}
	var parts []string
	if u.RawQuery != "" {
		parts = strings.Split(u.RawQuery, "&")
	}
	for _, tag := range tags {
		pair := url.QueryEscape(tag[0]) + "=" + url.QueryEscape(tag[1])
		found := false
		kept := parts[:0]
		for _, p := range parts {
			k, _, _ := strings.Cut(p, "=")
			if uk, err := url.QueryUnescape(k); err == nil && uk == tag[0] {
				if found {
					continue // like URLSearchParams.set: later duplicates go
				}
				found = true
				p = pair
			}
			kept = append(kept, p)
		}
		parts = kept
		if !found {
			parts = append(parts, pair)
		}
	}
	u.RawQuery = strings.Join(parts, "&")
	u.ForceQuery = false
	return u.String()
}

func firstNonEmpty(vals ...string) string {
	for _, v := range vals {
		if v = strings.TrimSpace(v); v != "" {
			return v
		}
	}
	return ""
}

// emotionNote is an aside in brackets beside a desired emotion.
var emotionNote = regexp.MustCompile(`\s*(?:\([^()]*\)|\[[^\[\]]*\])`)

// withoutNotes is a field without its bracketed asides.
func withoutNotes(s string) string { return strings.TrimSpace(emotionNote.ReplaceAllString(s, "")) }
