package writer

import (
	"regexp"
	"strings"
)

// tellerByTitle says "I" where a first-person story names its own teller by title: in an
// email signed by Dre, "Coach Dre started giving him the key" is "I started giving him the
// key". Only a title and the sender's name leading a clause are changed; any other mention
// is left as typed.
func tellerByTitle(story, sender, lang string) string {
	sender = strings.TrimSpace(sender)
	if lang != "en" || sender == "" || strings.Contains(sender, " ") || !iTeller.MatchString(story) {
		return story
	}
	re := regexp.MustCompile(`(^|[.!?]\s+|\n\s*(?:[-*•]\s*)?|,\s+(?:and|but|so|then)\s+)(?:` + titles + `)\.?\s+` + regexp.QuoteMeta(sender) + `\s+(\p{Ll})`)
	return re.ReplaceAllString(story, "${1}I ${2}")
}

const titles = `Coach|Chef|Dr|Miss|Mr|Ms|Mrs|Pastor|Sensei|Captain|Cap|Sister|Brother|Auntie|Uncle`
