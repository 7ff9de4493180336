package writer

import (
	"net/url"
	"testing"
)

func TestBuildUTMURL(t *testing.T) {
	tests := []struct {
		name                                 string
		cta, campaign, title, story, emotion string
		want                                 string
	}{
		{"all given", "https://example.com/offer", "spring-launch", "My title", "direct", "hope",
			"https://example.com/offer?utm_source=email&utm_medium=email&utm_campaign=spring-launch&utm_content=direct&utm_term=hope"},
		{"title when no campaign", "https://example.com", "", "Big News", "indirect", "urgency",
			"https://example.com?utm_source=email&utm_medium=email&utm_campaign=Big+News&utm_content=indirect&utm_term=urgency"},
		{"defaults", "https://example.com/a", "", "", "", "",
			"https://example.com/a?utm_source=email&utm_medium=email&utm_campaign=email-campaign&utm_content=story&utm_term=engagement"},
		{"blank values are empty", "https://example.com/a", "  ", " ", " ", "\t",
			"https://example.com/a?utm_source=email&utm_medium=email&utm_campaign=email-campaign&utm_content=story&utm_term=engagement"},
		{"keeps existing params in order", "https://shop.example.com/p?ref=abc&color=red", "c", "", "direct", "relief",
			"https://shop.example.com/p?ref=abc&color=red&utm_source=email&utm_medium=email&utm_campaign=c&utm_content=direct&utm_term=relief"},
		{"replaces existing utm in place", "https://x.io/?utm_source=fb&a=1&utm_source=tw", "c", "", "direct", "hope",
			"https://x.io/?utm_source=email&a=1&utm_medium=email&utm_campaign=c&utm_content=direct&utm_term=hope"},
		{"keeps fragment", "https://x.io/page#buy", "c", "", "", "",
			"https://x.io/page?utm_source=email&utm_medium=email&utm_campaign=c&utm_content=story&utm_term=engagement#buy"},
		{"custom emotion text is encoded", "https://x.io", "Q3 / promo", "", "direct", "quiet pride & joy",
			"https://x.io?utm_source=email&utm_medium=email&utm_campaign=Q3+%2F+promo&utm_content=direct&utm_term=quiet+pride+%26+joy"},
		{"the emotion's bracketed note stays out of the link", "https://x.io", "c", "", "direct", "empowerment (not fear!! don't make it scary)",
			"https://x.io?utm_source=email&utm_medium=email&utm_campaign=c&utm_content=direct&utm_term=empowerment"},
		{"an emotion that is only a note", "https://x.io", "c", "", "direct", "(tbd)",
			"https://x.io?utm_source=email&utm_medium=email&utm_campaign=c&utm_content=direct&utm_term=engagement"},
		{"trims url", "  https://x.io/a  ", "c", "", "", "",
			"https://x.io/a?utm_source=email&utm_medium=email&utm_campaign=c&utm_content=story&utm_term=engagement"},
		{"empty", "", "c", "t", "direct", "hope", ""},
		{"no scheme", "example.com/offer", "c", "t", "direct", "hope", ""},
		{"not a url", "just some words", "c", "t", "direct", "hope", ""},
		{"bad escape", "https://x.io/%zz", "c", "t", "direct", "hope", ""},
		{"scheme only", "https://", "c", "t", "direct", "hope", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := BuildUTMURL(tt.cta, tt.campaign, tt.title, tt.story, tt.emotion)
			if got != tt.want {
				t.Fatalf("BuildUTMURL()\n got %q\nwant %q", got, tt.want)
			}
			if got == "" {
				return
			}
			u, err := url.Parse(got)
			if err != nil {
				t.Fatalf("result does not parse: %v", err)
			}
			q := u.Query()
			if q.Get("utm_source") != "email" || q.Get("utm_medium") != "email" || len(q["utm_source"]) != 1 {
				t.Fatalf("bad utm tags in %q", got)
			}
		})
	}
}
