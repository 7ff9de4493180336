package writer

import "storymail/jobs/writer/quality"

// QualityBrief is the brief the quality check measures an email against:
// the user's input with a template story flattened to its field values, the
// length band, the tracked link and the plan's subject count.
func QualityBrief(in Input) quality.Brief {
	in = prepare(in)
	min, max := LengthBand(in.EmailLength)
	return quality.Brief{
		Title: in.Title, Topic: in.ContentFocus, Story: storyText(in.Story), Lesson: lessonOrEmpty(in.Lesson),
		Audience: in.TargetAudience, Emotion: in.DesiredEmotion, CallToAction: in.CallToAction,
		CtaURL: in.CtaURL, TrackedURL: in.UTMURL,
		ProductName: in.ProductName, ProductDescription: in.ProductDescription, KeyBenefit: in.KeyBenefit,
		Price: in.Price, SalePrice: in.SalePrice, Proof: in.ProofElement,
		Tone: in.TonePreference, Campaign: in.CampaignName, EmailSubject: in.EmailSubject, SenderName: in.SenderName,
		MinWords: min, MaxWords: max, SubjectCount: in.SubjectCount,
	}
}

// lessonOrEmpty drops the "let AI decide" instruction, which is no lesson.
func lessonOrEmpty(l string) string {
	if isInstructionLesson(l) {
		return ""
	}
	return l
}
