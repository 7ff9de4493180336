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
	return titledTeller.ReplaceAllStringFunc(story, func(m string) string {
		g := titledTeller.FindStringSubmatch(m)
		if g[2] != sender {
			return m // another coach: "I watched Coach Sam take over"
		}
		return g[1] + "I " + g[3]
	})
}

// titledTeller is a clause led by a title and a name, then a lower-case word: "Coach Dre
// started…" at a sentence's, a bullet's or a joined clause's start.
var titledTeller = regexp.MustCompile(`(^|[.!?]\s+|\n\s*(?:[-*•]\s*)?|,\s+(?:and|but|so|then)\s+)(?:Coach|Chef|Dr|Miss|Mr|Ms|Mrs|Pastor|Sensei|Captain|Cap|Sister|Brother|Auntie|Uncle)\.?\s+([\p{L}'’-]+)\s+(\p{Ll})`)
