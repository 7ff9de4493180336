package main

import "storymail/jobs/writer"

// maxHistory is how many of a user's previous emails the writer and the
// repetition check see.
const maxHistory = 20

// toInput maps a brief to the writer's input the way the worker does, with
// the account's plan and name and the user's previous bodies (newest first).
func toInput(b Brief, history []string) writer.Input {
	if len(history) > maxHistory {
		history = history[:maxHistory]
	}
	return writer.Input{
		Title: b.Title, ContentFocus: b.ContentFocus, Story: b.Story, Lesson: b.Lesson, StoryType: b.StoryType,
		TargetAudience: b.TargetAudience, DesiredEmotion: b.DesiredEmotion, CallToAction: b.CallToAction,
		CtaURL: b.CtaURL, ProductName: b.ProductName, ProductDescription: b.ProductDescription,
		KeyBenefit: b.KeyBenefit, Price: b.Price, SalePrice: b.SalePrice, ProofElement: b.ProofElement,
		TonePreference: b.TonePreference, EmailLength: b.EmailLength, CampaignName: b.CampaignName,
		EmailSubject: b.EmailSubject,
		SubjectCount: subjectCounts[b.Plan],
		UTMURL:       writer.BuildUTMURL(b.CtaURL, b.CampaignName, b.Title, b.StoryType, b.DesiredEmotion),
		SenderName:   b.Sender,
		History:      append([]string(nil), history...),
	}
}
