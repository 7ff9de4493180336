package writer

import (
	"fmt"
	"sort"
	"strings"
)

const systemPrompt = `You are an expert direct-response copywriter. You write story-based marketing emails that people actually read: a hook, a real story, a clear lesson, a natural bridge to the offer, one call to action and a P.S.

Rules:
- Plain text only: no markdown, no headings, no bullet symbols, no HTML.
- Never use placeholders such as [Name], {first_name} or <link>. Do not invent a sender name.
- Use only the facts the user gives you (story, product, prices, proof). Do not invent numbers, testimonials or deadlines.
- Write the tracking link exactly as given, character for character.

Answer in exactly this format and nothing else:
<subjects>
one subject line per line, no numbering, no quotes
</subjects>
<email>
the complete email body
</email>`

// BuildPrompt returns the system and user messages for one email.
func BuildPrompt(in Input) (system, user string) {
	in = prepare(in)
	min, max := LengthBand(in.EmailLength)
	var b strings.Builder
	line := func(label, v string) {
		if v = strings.TrimSpace(v); v != "" {
			fmt.Fprintf(&b, "%s: %s\n", label, v)
		}
	}

	b.WriteString("Write one story-style sales email from these details.\n\n")
	line("Email title (internal)", in.Title)
	line("Topic of the email", in.ContentFocus)
	line("Target audience", in.TargetAudience)
	if a, ok := ParseAdvancedStory(in.Story); ok {
		name := a.TemplateName
		if name == "" {
			name = a.TemplateType
		}
		fmt.Fprintf(&b, "Story (built from the %q story template; turn these notes into flowing prose, never list them):\n", name)
		keys := make([]string, 0, len(a.Fields))
		for k := range a.Fields {
			keys = append(keys, k)
		}
		order := map[string]int{}
		for i, k := range knownFieldOrder {
			order[k] = i + 1
		}
		sort.Slice(keys, func(i, j int) bool {
			oi, oj := order[keys[i]], order[keys[j]]
			if oi == 0 {
				oi = len(order) + 1
			}
			if oj == 0 {
				oj = len(order) + 1
			}
			if oi != oj {
				return oi < oj
			}
			return keys[i] < keys[j]
		})
		for _, k := range keys {
			fmt.Fprintf(&b, "- %s: %s\n", strings.ReplaceAll(k, "_", " "), a.Field(k))
		}
	} else {
		line("Story", in.Story)
	}
	if isInstructionLesson(in.Lesson) {
		b.WriteString("Lesson: choose the single most powerful lesson this story supports and state it clearly.\n")
	} else {
		line("Lesson", in.Lesson)
	}
	switch strings.ToLower(strings.TrimSpace(in.StoryType)) {
	case "direct":
		b.WriteString("Story type: direct (the story is directly about the product or the writer's work with it).\n")
	case "indirect":
		b.WriteString("Story type: indirect (the story is not about the product; build a smooth bridge from its lesson to the offer).\n")
	}
	line("Desired emotion in the reader", in.DesiredEmotion)
	line("Tone of voice", firstNonEmpty(in.TonePreference, "conversational"))
	line("Call to action", in.CallToAction)
	line("Product name", in.ProductName)
	line("Product description", in.ProductDescription)
	line("Key benefit", in.KeyBenefit)
	line("Regular price", in.Price)
	line("Sale price", in.SalePrice)
	line("Proof (social proof or results)", in.ProofElement)
	if s := strings.TrimSpace(in.EmailSubject); s != "" {
		fmt.Fprintf(&b, "Preferred subject line (use it as the first subject line, unchanged): %s\n", s)
	}

	b.WriteString("\nRequirements:\n")
	fmt.Fprintf(&b, "- The email body must be between %d and %d words.\n", min, max)
	fmt.Fprintf(&b, "- Give exactly %d different subject lines.\n", in.SubjectCount)
	b.WriteString("- Structure: a short greeting, a hook, the story, the lesson, the bridge to the offer")
	if strings.TrimSpace(in.ProductName+in.ProductDescription+in.KeyBenefit+in.Price+in.SalePrice+in.ProofElement) != "" {
		b.WriteString(" (mention the product, its benefit, the price and sale price, and the proof where given)")
	}
	b.WriteString(", the call to action, a sign-off, then a P.S.\n")
	if link := in.link(); link != "" {
		fmt.Fprintf(&b, "- The call to action must include this exact link on its own or at the end of a sentence: %s\n", link)
	}
	b.WriteString("- Make the reader feel the desired emotion through the story, without naming the emotion.\n")
	b.WriteString("- Short paragraphs separated by blank lines.\n")
	return systemPrompt, b.String()
}
