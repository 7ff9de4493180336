package writer

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"strings"
	"testing"
)

var showSamples = flag.Bool("samples", false, "print the offline writer's emails for the sample briefs")

// sampleBriefs are varied forms: every tone, emotion and call to action,
// templates, bullet notes, thin, rambling, third-person, number-heavy and
// Spanish stories.
func sampleBriefs() map[string]Input {
	m := map[string]Input{}
	base := func() Input {
		return Input{ContentFocus: "Why small steady habits beat big pushes", TargetAudience: "small business owners who feel stuck",
			CtaURL: "https://example.com/offer", CampaignName: "autumn", SubjectCount: 3, StoryType: "direct",
			DesiredEmotion: "hope", CallToAction: "buy", TonePreference: "casual", EmailLength: "medium"}
	}
	in := bakeryInput()
	m["bakery"] = in

	in = bakeryInput()
	in.Lesson = aiLesson
	in.SenderName = "Dana Whitfield"
	m["bakery-ai-lesson"] = in

	in = base()
	in.Title = "Launch notes"
	in.Story = "- sales flat for 6 months\n- 80-hour weeks\n- no day off since March\n- customer left a note on the counter saying thanks for being open every morning\n- stopped chasing big launches\n- focused on showing up daily\n- revenue up 30% by December"
	in.Lesson = "Consistency beats intensity"
	in.ProductName = "Steady Studio"
	in.ProductDescription = "A 6-week coaching program for owners who want calmer growth"
	in.Price = "$300"
	in.TonePreference = "professional"
	in.DesiredEmotion = "confidence"
	in.CallToAction = "book"
	m["bullets"] = in

	in = base()
	in.Title = "Thin"
	in.Story = "I almost gave up on my candle shop last winter, then one order changed my mind."
	in.Lesson = "One customer can be enough to keep going"
	in.ProductName = "Winter Ember"
	in.ProductDescription = "A hand-poured candle that smells like cedar and orange peel"
	in.KeyBenefit = "A calm, warm room in ten minutes"
	in.Price = "$28"
	in.EmailLength = "short"
	in.DesiredEmotion = "relief"
	in.TonePreference = "personal"
	m["thin-candle"] = in

	in = base()
	in.Title = "Shelter"
	in.Story = "Biscuit came to us in March, soaked from three days in the rain, too scared to eat. Our volunteer Priya sat by his kennel every evening and read aloud to him. On day 11 he took a treat from her hand. Last week he went home with a family of four, and they sent us a photo of him asleep on the sofa."
	in.Lesson = "Patience is what turns a frightened animal into a family dog"
	in.CallToAction = "Donate to the shelter"
	in.DesiredEmotion = "belonging"
	in.TonePreference = "warm and heartfelt"
	in.StoryType = "indirect"
	in.TargetAudience = "past donors and animal lovers"
	in.SenderName = "Ruth"
	m["donate-shelter"] = in

	in = base()
	in.Title = "Rambling"
	var b strings.Builder
	for i := 0; i < 9; i++ {
		fmt.Fprintf(&b, "In week %d I tried another tactic on the store, and honestly most of it was noise, the ads, the discounts, the new logo, all of it took time and money. I kept a notebook of what people asked in the shop and read it on Sunday nights. ", i+1)
	}
	b.WriteString("Then one Sunday I realised that every question in the notebook was about delivery times, not prices. I put the delivery date on every product page and sales rose 22% the next month. ")
	for i := 0; i < 6; i++ {
		b.WriteString("My brother-in-law still thinks the logo did it, but he also thinks pineapple belongs on pizza, so there's that, and we argue about it at every family dinner without fail. ")
	}
	in.Story = b.String()
	in.Lesson = aiLesson
	in.ContentFocus = "Listening to customer questions instead of guessing"
	in.ProductName = "The Question Notebook"
	in.ProductDescription = "a printable workbook for tracking what customers ask"
	in.Price = "free"
	in.CallToAction = "download"
	in.EmailLength = "long"
	in.DesiredEmotion = "curiosity"
	in.TonePreference = "humorous"
	m["rambling-900"] = in

	in = base()
	in.Title = "Client story"
	in.Story = "When Jordan first called, his plumbing company had 40 five-star reviews and an empty calendar. He was spending $2,400 a month on ads that sent people to his home page. We rebuilt one landing page around a single emergency call-out offer. Within 60 days he had booked 37 new jobs from the same ad budget."
	in.Lesson = "Send paid traffic to one page with one offer"
	in.CallToAction = "apply"
	in.TonePreference = "authoritative"
	in.DesiredEmotion = "empowerment"
	in.StoryType = "indirect"
	in.ProductName = "Landing Page Sprint"
	in.ProofElement = "Jordan booked 37 jobs in 60 days"
	m["client-third-person"] = in

	in = base()
	in.Title = "Numbers"
	in.Story = "In 2023 our list had 1,200 subscribers and a 14% open rate. We cut the send schedule from 5 emails a week to 2, and wrote every one as a story. By June opens were at 41%, and 3 of our 4 best sales days that year came from those emails."
	in.Lesson = "Fewer, better emails earn more attention"
	in.ProductName = "Story Email Kit"
	in.Price = "$97"
	in.SalePrice = "$67"
	in.DesiredEmotion = "urgency"
	in.TonePreference = "serious"
	in.SubjectCount = 5
	m["numbers-sale"] = in

	in = base()
	in.Title = "Historia"
	in.Story = "Hace dos años estaba a punto de cerrar mi panadería en Valencia. Trabajaba 14 horas al día y las ventas no subían. Una mañana, una clienta, Carmen, me dejó una nota en el mostrador dándome las gracias por abrir cada día. Esa nota me hizo cambiar de enfoque: dejé de perseguir grandes lanzamientos y me concentré en estar ahí cada mañana. Aprendí que la constancia vale más que la motivación."
	in.Lesson = "Let the AI decide the most powerful lesson from this story"
	in.ContentFocus = "Por qué la constancia gana a la motivación"
	in.TargetAudience = "dueños de pequeños negocios"
	in.ProductName = "Guía de la Constancia"
	in.ProductDescription = "una guía de 30 días para crear hábitos que hacen crecer tu negocio"
	in.KeyBenefit = "crecer sin quemarte"
	in.Price = "Gratis"
	in.CallToAction = "download"
	in.SenderName = "Lucía"
	m["spanish"] = in

	in = base()
	in.Title = "Donativo"
	in.Story = "Luna llegó al refugio en marzo, empapada y con miedo. Durante once días, nuestra voluntaria Marta se sentó junto a su jaula cada tarde. El día doce, Luna comió de su mano. La semana pasada se fue a casa con una familia de cuatro personas."
	in.Lesson = "La paciencia convierte el miedo en confianza"
	in.CallToAction = "Haz un donativo al refugio"
	in.DesiredEmotion = "hope"
	in.TonePreference = "personal"
	in.TargetAudience = "donantes del refugio"
	in.EmailLength = "short"
	m["spanish-donate"] = in

	for i, t := range []string{"casual", "professional", "humorous", "serious", "personal", "authoritative", "quietly confident"} {
		in = base()
		in.Title = "Tone " + t
		in.Story = "Last spring I lost my biggest client, 40% of my income, in a single phone call. I spent a week panicking and sending proposals to anyone. Then I looked at which clients had stayed longest, and every one of them had come through a referral. I stopped cold pitching and asked five happy clients for one introduction each. By autumn I had replaced the lost income with three new referral clients."
		in.Lesson = []string{"Your best next client usually knows your last one", "", aiLesson}[i%3]
		in.TonePreference = t
		in.DesiredEmotion = []string{"urgency", "excitement", "relief", "confidence", "curiosity", "frustration", "hope", "empowerment", "nostalgia"}[i]
		in.CallToAction = []string{"buy", "book", "download", "webinar", "apply", "learn", "Join the waitlist"}[i]
		in.ProductName = []string{"Referral Engine", "", "The Referral Script", "", "Referral Lab", "", ""}[i]
		in.KeyBenefit = []string{"steady clients without cold pitching", "", "", "a full calendar from people who already trust you", "", "", ""}[i]
		in.EmailLength = []string{"short", "medium", "long", "medium", "short", "long", "no-preference"}[i]
		in.StoryType = []string{"direct", "indirect"}[i%2]
		m["tone-"+t] = in
	}

	for name, story := range map[string]string{"T01": advT01, "T02": advT02, "F01": advF01, "C01": advC01} {
		in = bakeryInput()
		in.Story = story
		in.Lesson = aiLesson
		in.EmailLength = []string{"short", "medium", "long"}[len(name)%3]
		m["template-"+name] = in
	}
	m["minimal"] = minimalInput()
	in = minimalInput()
	in.EmailLength = "long"
	m["minimal-long"] = in

	in = base()
	in.Title = "B2B"
	in.Story = "Our finance team closed the books in 19 days every month. The CFO, Anika, asked why. We mapped every step on a whiteboard and found that 8 of those days were spent waiting for approvals sitting in one inbox. We moved approvals into the ledger tool with a 48-hour rule. The next close took 9 days."
	in.Lesson = "Most delays are waiting, not work"
	in.ProductName = "CloseFlow"
	in.ProductDescription = "approval routing for finance teams"
	in.KeyBenefit = "A faster month-end close"
	in.ProofElement = "Used by 120 finance teams"
	in.CallToAction = "Request a demo"
	in.TonePreference = "professional"
	in.DesiredEmotion = "frustration"
	in.EmailSubject = "The 19-day close"
	in.SubjectCount = 5
	m["b2b-custom-cta"] = in
	return m
}

// TestOfflineSamples prints the sample emails with -samples.
func TestOfflineSamples(t *testing.T) {
	if !*showSamples {
		t.Skip("run with -samples to print the sample emails")
	}
	for name, in := range sampleBriefs() {
		res := write(t, in)
		fmt.Printf("\n===== %s (%d words, band %v)\nSUBJECTS: %q\n\n%s\n", name, bandWords(res.Content), func() [2]int { a, b := LengthBand(in.EmailLength); return [2]int{a, b} }(), res.Subjects, res.Content)
	}
}

func nil2ctx() context.Context { return context.Background() }

func jsonUnmarshal(s string, v any) error { return json.Unmarshal([]byte(s), v) }
