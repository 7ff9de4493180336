package quality

import (
	"fmt"
	"strings"
)

// leakMinWords is the shortest title, topic or audience whose verbatim copy
// in the body counts as a leak: shorter ones ("busy parents") occur
// naturally. A two-word title still counts. A field the story itself
// contains word for word is never a leak.
const leakMinWords = 3

func checkLeaks(src *source, em *email) Check {
	c := Check{ID: CheckLeaks, Status: Pass}
	body := fold(em.plain)
	story := fold(src.b.Story)
	fields := []struct{ name, value string }{
		{"title", src.b.Title},
		{"topic", src.b.Topic},
		{"audience description", src.b.Audience},
	}
	var leaked, details []string
	for _, f := range fields {
		v := fold(f.value)
		n := len(strings.Fields(v))
		min := leakMinWords
		if f.name == "title" {
			min = 2
		}
		// Words the story itself uses are the story's, not a leak.
		if n < min || containsPhrase(story, v) {
			continue
		}
		if containsPhrase(body, v) {
			leaked = append(leaked, f.name)
			details = append(details, fmt.Sprintf("%s “%s”", f.name, strings.TrimSpace(f.value)))
		}
	}
	if len(leaked) == 0 {
		c.Message = "None of your internal fields (title, topic, audience) is copied into the email."
		return c
	}
	c.Status = Fail
	c.Message = "The email copies your " + strings.Join(leaked, " and ") + " word for word; readers should not see your notes."
	c.Detail = "Copied: " + strings.Join(details, "; ") + "."
	return c
}
