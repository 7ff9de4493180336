package writer

import (
	"strings"

	"storymail/jobs/writer/quality"
)

// QualityBrief is the input as the quality check reads it: every text the
// user gave (a template story flattened to its notes), the length band, the
// tracked link and the plan's number of subject lines.
func QualityBrief(in Input) quality.Brief {
	in = prepare(in)
	min, max := LengthBand(in.EmailLength)
	return quality.Brief{
		Title: in.Title, Topic: in.ContentFocus, Story: storyText(in.Story), Lesson: in.Lesson,
		Audience: in.TargetAudience, Emotion: in.DesiredEmotion, CallToAction: in.CallToAction,
		CtaURL: in.CtaURL, TrackedURL: in.link(),
		ProductName: in.ProductName, ProductDescription: in.ProductDescription, KeyBenefit: in.KeyBenefit,
		Price: in.Price, SalePrice: in.SalePrice, Proof: in.ProofElement, Tone: in.TonePreference,
		Campaign: in.CampaignName, EmailSubject: in.EmailSubject, SenderName: in.SenderName,
		MinWords: min, MaxWords: max, SubjectCount: in.SubjectCount,
	}
}

// storyText is the story as prose: a template story's notes, one per line.
func storyText(story string) string {
	a, ok := ParseAdvancedStory(story)
	if !ok {
		return story
	}
	var b strings.Builder
	for _, k := range templateKeys(a) {
		if v := a.Field(k); v != "" {
			b.WriteString(v)
			b.WriteString("\n")
		}
	}
	return b.String()
}
