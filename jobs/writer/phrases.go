package writer

import "strings"

// Phrase tables for the offline writer. Nothing here is a template with
// holes: user text is joined in code, so an empty field can never leave a
// placeholder behind.

type toneSet struct {
	greetings, openers, storyLeads, lessonIntros, ctaLeads, signoffs []string
	topicLead                                                        string // followed by the topic phrase
	benefitLead, proofLead                                           []string
}

var tones = map[string]toneSet{
	"casual": {
		greetings:    []string{"Hey there,", "Hi friend,"},
		openers:      []string{"Okay, story time.", "Grab a coffee for this one.", "Quick story for you today."},
		storyLeads:   []string{"So here's what happened.", "Here's how it went."},
		lessonIntros: []string{"And here's the big takeaway:", "The takeaway?"},
		ctaLeads:     []string{"If that sounds like what you need, here's your next step.", "Ready when you are."},
		signoffs:     []string{"Talk soon,", "Cheers,"},
		topicLead:    "This one is about",
		benefitLead:  []string{"The payoff:", "The best part:"},
		proofLead:    []string{"And you don't have to take my word for it:", "Don't just take my word for it:"},
	},
	"professional": {
		greetings:    []string{"Hello,", "Hi there,"},
		openers:      []string{"I want to share a short story with a practical takeaway.", "Here's a brief case worth a couple of minutes of your time."},
		storyLeads:   []string{"Here's the situation.", "Here's what happened."},
		lessonIntros: []string{"The key takeaway:", "The lesson is straightforward:"},
		ctaLeads:     []string{"If this is relevant to you, the next step is simple.", "If you'd like to move forward, here's how."},
		signoffs:     []string{"Best regards,", "Kind regards,"},
		topicLead:    "The topic today is",
		benefitLead:  []string{"The key benefit:", "What it delivers:"},
		proofLead:    []string{"The results speak for themselves:", "The track record:"},
	},
	"humorous": {
		greetings:    []string{"Hi there, fellow human,", "Well, hello there,"},
		openers:      []string{"Confession time. Try not to laugh too hard.", "I promise this story is going somewhere.", "Pull up a chair. This one has a moral, I swear."},
		storyLeads:   []string{"So, picture this.", "Here's how it all went down."},
		lessonIntros: []string{"The moral of the story (yes, there is one):", "The lesson, minus the embarrassing bits:"},
		ctaLeads:     []string{"If you've read this far, you're clearly my kind of person. Here's the next step.", "No pressure. Okay, a little pressure."},
		signoffs:     []string{"Cheers,", "Until next time,"},
		topicLead:    "Today's slightly ridiculous lesson is about",
		benefitLead:  []string{"The payoff (the good part):", "What's in it for you:"},
		proofLead:    []string{"And before you think I'm making this up:", "Don't just take my word for it, because I'm biased:"},
	},
	"serious": {
		greetings:    []string{"Hello,", "Hi,"},
		openers:      []string{"I want to talk about something that matters.", "I'll keep this direct, because it deserves your attention."},
		storyLeads:   []string{"Here is what happened.", "Let me tell you what happened."},
		lessonIntros: []string{"The lesson is this:", "What this taught me is simple:"},
		ctaLeads:     []string{"If this resonates, please don't set it aside.", "When you're ready to act on it, start here."},
		signoffs:     []string{"Sincerely,", "Take care,"},
		topicLead:    "This is about",
		benefitLead:  []string{"What it gives you:", "The benefit is real:"},
		proofLead:    []string{"This isn't theory:", "The evidence:"},
	},
	"personal": {
		greetings:    []string{"Hi friend,", "Hey,"},
		openers:      []string{"I want to share something personal with you today.", "This one is close to my heart."},
		storyLeads:   []string{"Here's my story.", "Here's what happened."},
		lessonIntros: []string{"What I took away from it:", "Here's what I learned:"},
		ctaLeads:     []string{"If any part of this felt familiar, I'd love to help.", "If you're ready, I'll be right there with you."},
		signoffs:     []string{"Warmly,", "With gratitude,"},
		topicLead:    "It's about",
		benefitLead:  []string{"What I hope it gives you:", "The part I'm proudest of:"},
		proofLead:    []string{"And it's not just me saying it:", "I'm not the only one who feels this way:"},
	},
	"authoritative": {
		greetings:    []string{"Hello,", "Hi there,"},
		openers:      []string{"Here's something most people get wrong.", "Let me show you what actually works."},
		storyLeads:   []string{"Consider this story.", "Here's a case in point."},
		lessonIntros: []string{"Here's the principle:", "The rule is simple:"},
		ctaLeads:     []string{"If you're serious about results, this is your next step.", "Here's exactly what to do next."},
		signoffs:     []string{"To your success,", "Regards,"},
		topicLead:    "The subject is",
		benefitLead:  []string{"The outcome:", "What it delivers:"},
		proofLead:    []string{"The proof:", "The numbers back this up:"},
	},
}

// toneKey maps a tone value, including custom text, onto a known tone.
func toneKey(tone string) string {
	t := strings.ToLower(strings.TrimSpace(tone))
	if _, ok := tones[t]; ok {
		return t
	}
	switch {
	case t == "":
		return "casual"
	case containsAny(t, "funny", "humor", "humour", "witty", "playful", "fun", "silly", "sarcas", "cheeky", "lighthearted", "light-hearted", "joke"):
		return "humorous"
	case containsAny(t, "formal", "corporate", "business", "polished", "professional", "b2b"):
		return "professional"
	case containsAny(t, "expert", "bold", "confident", "authorit", "direct", "assertive", "commanding"):
		return "authoritative"
	case containsAny(t, "serious", "somber", "sombre", "grave", "urgent", "sober"):
		return "serious"
	case containsAny(t, "warm", "heartfelt", "empath", "personal", "intimate", "vulnerable", "honest", "sincere", "caring", "emotional"):
		return "personal"
	}
	return "casual" // friendly, conversational and anything unknown
}

type emotionSet struct {
	hooks     []string
	paragraph string
	fillers   []string
	lessons   []string // generic lessons when the user let the writer decide
	subjects  []string
	ps        string // optional P.S. opener
}

var emotions = map[string]emotionSet{
	"urgency": {
		hooks:     []string{"I'm sending this now because it can't wait.", "Read this one today, not someday."},
		paragraph: "Don't let this sit in your inbox. The longer you wait, the easier it is to talk yourself out of it.",
		fillers:   []string{"Here's the thing about waiting: it feels safe, but it quietly costs you. Every week you put this off is a week of progress you don't get back.", "Right now, you have a choice. Keep doing what you've been doing, or try something that has already worked for someone in your shoes."},
		lessons:   []string{"Waiting for the perfect moment is the most expensive decision most of us make.", "The cost of waiting is always higher than it looks."},
		subjects:  []string{"Don't wait on this one", "Before you put this off again", "Read this today, not someday"},
		ps:        "Don't let this slide to \"later.\"",
	},
	"excitement": {
		hooks:     []string{"I've been itching to share this one with you.", "This is one of my favorite stories to tell."},
		paragraph: "Honestly, I can't wait to see what you do with this.",
		fillers:   []string{"This is the part I love most. Once it clicks, you start seeing opportunities everywhere, and the work gets a lot more fun.", "There's something energizing about finally seeing a clear way forward. That's what I want for you."},
		lessons:   []string{"The biggest breakthroughs usually start with one small, slightly scary yes.", "Momentum beats perfection every time."},
		subjects:  []string{"I can't keep this to myself", "This is the fun part", "Okay, this is exciting"},
		ps:        "I really think you're going to love this.",
	},
	"relief": {
		hooks:     []string{"If you've been carrying this around for a while, this might feel like putting something heavy down.", "Take a breath. This one is good news."},
		paragraph: "You don't have to figure this out alone, and you don't have to keep guessing.",
		fillers:   []string{"Imagine not having this on your mind anymore. No second-guessing, no late-night worrying, just a clear path forward.", "You've been working hard enough. It's time some of that effort started paying you back."},
		lessons:   []string{"You don't have to carry everything on your own. The right help makes the hard part lighter.", "Most of the stress comes from guessing. A clear plan takes it away."},
		subjects:  []string{"You can stop worrying about this", "A little good news for you", "Breathe. This gets easier"},
		ps:        "You don't have to figure this out on your own.",
	},
	"confidence": {
		hooks:     []string{"By the end of this email, you'll know exactly what to do next.", "You're closer than you think, and this story shows why."},
		paragraph: "You already have what it takes. This simply gives you a clear plan to follow.",
		fillers:   []string{"Confidence doesn't come from waiting until you feel ready. It comes from taking the next step and seeing that it works.", "You don't need to have it all figured out. You just need to know the next step, and now you do."},
		lessons:   []string{"Confidence doesn't come before action. It comes from it.", "You don't need to feel ready. You need a plan you trust."},
		subjects:  []string{"Yes, you can do this", "Your next step, made clear", "You're closer than you think"},
		ps:        "You're more ready than you feel.",
	},
	"curiosity": {
		hooks:     []string{"I'll get to why this matters in a moment, but first, a story.", "There's a detail in this story most people miss."},
		paragraph: "I won't spoil everything here, but I think you'll be surprised by what's on the other side of that link.",
		fillers:   []string{"The interesting part isn't only what happened. It's why it happened, and what that means for you.", "Ask yourself: where in your own work is the same thing quietly happening right now?"},
		lessons:   []string{"The answer is often hiding in the place you stopped looking.", "The small details you skip are usually the ones that matter most."},
		subjects:  []string{"I didn't see this coming", "The part nobody talks about", "What would you have done?"},
		ps:        "The most interesting part is on the other side of that link.",
	},
	"frustration": {
		hooks:     []string{"If you're tired of doing everything right and still not seeing results, this one's for you.", "Ever feel like you're working twice as hard for half the results?"},
		paragraph: "You've put up with this long enough. It doesn't have to keep being this hard.",
		fillers:   []string{"The problem usually isn't effort. Most people are working plenty hard. They're just working on the wrong thing, and nobody told them.", "If you're fed up, that's actually a good sign. Frustration is what comes right before change, if you let it."},
		lessons:   []string{"When something keeps not working, doing more of it won't fix it. Doing it differently will.", "Hard work on the wrong thing is still the wrong thing."},
		subjects:  []string{"Tired of doing it the hard way?", "Still stuck? Read this", "It shouldn't be this hard"},
		ps:        "It really doesn't have to be this hard.",
	},
	"hope": {
		hooks:     []string{"If things feel stuck right now, I want you to read this.", "Things can turn around faster than you think."},
		paragraph: "Wherever you're starting from, things can change, and it starts with one step.",
		fillers:   []string{"Every story like this one starts in the same place: someone deciding that things could be different, and then acting like it.", "It doesn't take a miracle. It takes a decision and a little help along the way."},
		lessons:   []string{"Where you are right now is not where you have to stay.", "Things change the moment you decide they can."},
		subjects:  []string{"It's not too late", "Where you are isn't where you'll stay", "This could be your turning point"},
		ps:        "Your turning point might be closer than you think.",
	},
	"empowerment": {
		hooks:     []string{"You have more control over this than you've been told.", "This is a story about taking the wheel back."},
		paragraph: "This is your move to make. You don't need anyone's permission to start.",
		fillers:   []string{"Nobody is coming to fix this for you. That's not bad news. It means the power to change it is already yours.", "You've already proven you can handle hard things. This is just the next one, and it's well within your reach."},
		lessons:   []string{"Nobody is coming to fix it for you, and that's good news, because it means you can.", "You don't need permission to change your own story."},
		subjects:  []string{"This is your call to make", "Take the wheel back", "You don't need permission"},
		ps:        "You have more control here than you think.",
	},
}

// emotionKey maps a desired emotion, including custom text, onto a known
// emotion; custom reports whether the value was the user's own words.
func emotionKey(emotion string) (key string, custom bool) {
	e := strings.ToLower(strings.TrimSpace(emotion))
	if _, ok := emotions[e]; ok {
		return e, false
	}
	switch {
	case e == "":
		return "hope", false
	case containsAny(e, "fomo", "scarc", "hurry", "deadline", "urgen", "now", "rush"):
		return "urgency", true
	case containsAny(e, "excit", "thrill", "energ", "hype", "fun", "joy", "delight", "enthus"):
		return "excitement", true
	case containsAny(e, "calm", "ease", "relie", "peace", "comfort", "reassur", "safe", "relax"):
		return "relief", true
	case containsAny(e, "confiden", "trust", "certain", "secure", "sure", "capable", "pride", "proud"):
		return "confidence", true
	case containsAny(e, "curio", "intrig", "wonder", "myster", "surpris", "interest"):
		return "curiosity", true
	case containsAny(e, "anger", "angry", "frustrat", "annoy", "fed up", "tired", "outrage", "pain"):
		return "frustration", true
	case containsAny(e, "empower", "strong", "power", "control", "brave", "courage", "bold", "determin"):
		return "empowerment", true
	}
	return "hope", true // inspiration, nostalgia, gratitude, belonging…
}

// customFeeling is one sentence naming a custom emotion in the user's own
// word, shaped by whether it reads as an adjective or a noun.
func customFeeling(word string) string {
	w := strings.ToLower(bare(word))
	if w == "" || wordCount(w) > 3 || strings.ContainsAny(w, "\"'/") {
		return ""
	}
	if hasAnySuffix(w, "ed", "ful", "ous", "ive", "ic", "ent", "ant", "ing", "ble", "less") && !hasAnySuffix(w, "ness", "ment") {
		return "If you're feeling " + w + " right now, hold on to that."
	}
	return "Hold on to that sense of " + w + "."
}

type fillerText struct {
	sec  section
	text string
	rank int
}

// sameIdea lists fillers that say the same thing; at most one of each
// group is used.
var sameIdea = [][]string{
	{"Taking the first step is usually the hardest part. The link below makes it easy.", "There's no need to overthink it. Click the link, take a look, and see for yourself."},
	{"Looking back, it all seems obvious. In the moment, it didn't feel that way at all.", "(Yes, I learned that the hard way. Apparently that's the only way I learn anything.)"},
	{"It sounds simple. It is simple. But simple isn't the same as easy, and that's exactly why most people skip it.", "Simple, but powerful."},
	{"Most people hear a lesson like this, nod, and move on. The ones who see real change are the ones who act on it.", "Read that again if you need to. It's worth it."},
}

func ideaGroup(text string) int {
	for i, g := range sameIdea {
		for _, t := range g {
			if t == text {
				return i
			}
		}
	}
	return -1
}

var generalFillers = []fillerText{
	{secLesson, "It sounds simple. It is simple. But simple isn't the same as easy, and that's exactly why most people skip it.", 0},
	{secReflect, "Looking back, it all seems obvious. In the moment, it didn't feel that way at all.", 0},
	{secBridge, "You don't need more information. You need a clear next step and a good reason to take it.", 2},
	{secLesson, "Most people hear a lesson like this, nod, and move on. The ones who see real change are the ones who act on it.", 0},
	{secHook, "Stick with me for a couple of minutes, because this one matters.", 0},
	{secEmotion, "Taking the first step is usually the hardest part. The link below makes it easy.", 0},
	{secReflect, "Maybe some of that sounds familiar. If it does, keep reading.", 0},
	{secLesson, "I still come back to this lesson often, because it's easy to forget when things get busy.", 0},
	{secLesson, "If you want to put this into practice, start small. Pick one idea from this story that fits your situation, try it this week before you feel ready, and pay attention to what changes.", 0},
	{secReflect, "What strikes me most is how ordinary the beginning was. Nothing about it looked like a turning point at the time.", 0},
	{secBridge, "And here's why I'm telling you all of this.", 3},
	{secEmotion, "There's no need to overthink it. Click the link, take a look, and see for yourself.", 0},
}

// reserveFillers are short lines used only when the email is still below its
// length band after everything else.
var reserveFillers = []fillerText{
	{secLesson, "Read that again if you need to. It's worth it.", 0},
	{secReflect, "That part stayed with me.", 0},
	{secBridge, "So let me ask you something: what would change if you applied this today?", 2},
	{secEmotion, "You deserve results that match the effort you're putting in.", 0},
	{secHook, "Here's why this matters to you.", 0},
	{secLesson, "Simple, but powerful.", 0},
	{secReflect, "I hope this story is as useful to you as it has been to me.", 0},
	{secEmotion, "Small steps, taken consistently, add up faster than you'd expect.", 0},
	{secReflect, "Stories like this are a reminder that the principle behind a result matters more than the details.", 0},
	{secEmotion, "Whatever you decide, decide on purpose.", 0},
	{secBridge, "Think about where you want to be a few months from now.", 2},
	{secEmotion, "Progress starts the moment you stop waiting for the perfect time.", 0},
	{secLesson, "It's one of those ideas that gets more useful the more you use it.", 0},
	{secReflect, "I think about that a lot.", 0},
	{secEmotion, "You've already done the hard part by reading this far.", 0},
	{secEmotion, "The next move is yours.", 0},
}

var genericSubjects = []string{
	"A quick story for you", "The lesson I keep coming back to", "What I wish I'd known sooner",
	"Can I tell you a story?", "This one's worth two minutes", "The moment everything changed",
	"Read this before your next move", "Here's what actually worked", "One story, one lesson, one next step",
	"I didn't plan to share this", "A short story with a big lesson", "Something I learned the hard way",
}

func containsAny(s string, subs ...string) bool {
	for _, x := range subs {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}
