/** The landing page's words, kept apart from its layout. */

export const problems = [
  {
    figure: "An afternoon",
    title: "for one decent sales email",
    text: "You know your offer inside out, but turning it into something people want to read takes hours you don't have, so the email goes out late or not at all.",
  },
  {
    figure: "Skimmed",
    title: "feature lists and discounts",
    text: "Bullet points and \"20% off this week\" train readers to skip to the unsubscribe link. Facts inform; stories persuade.",
  },
  {
    figure: "Deleted",
    title: "generic AI copy",
    text: "\"Unlock your potential\" and \"In today's fast-paced world\" sound like nobody. Readers spot it in one line and move on.",
  },
] as const;

export const differences = [
  { them: "Starts from a blank prompt you have to engineer", us: "Starts from your real story: a client win, a mistake, a turning point" },
  { them: "Writes about features in a brochure voice", us: "Follows the hook, story, lesson, offer arc that keeps people reading" },
  { them: "One subject line, if you remember to ask", us: "Up to 5 subject lines with every email (3 on the free trial), ready to A/B test" },
  { them: "Leaves tracking to you", us: "A UTM-tagged link built from your call to action" },
  { them: "Lost in a chat history", us: "Every email saved to a searchable library you can clone from" },
] as const;

export const testimonials = [
  {
    quote:
      "I wrote about the client who almost fired me in our first month. My list usually opens in the low 30s. That email hit 79.1%, and three people booked calls the same day.",
    name: "Dana Reyes",
    role: "Business coach",
    initials: "DR",
    highlight: "79.1% open rate",
  },
  {
    quote:
      "Sunday evenings used to disappear into the weekly promo. Now I tell StoryMail what happened at the bakery that week and the email is done before my coffee is cold.",
    name: "Marcus Tate",
    role: "Owner, Tate's Bakehouse",
    initials: "MT",
    highlight: null,
  },
  {
    quote:
      "It doesn't sound like a robot because it's my story. I test two of the five subject lines on every send, and the library means I never start from zero.",
    name: "Priya Shah",
    role: "E-commerce marketer",
    initials: "PS",
    highlight: null,
  },
] as const;

export const steps = [
  {
    title: "Share your story",
    text: "Write a few lines about something that happened in your business, or fill in a guided template for a transformation, a costly mistake or a client result.",
  },
  {
    title: "Choose the lesson and the offer",
    text: "Say who it's for, the feeling you want them to have, and the action to take: buy, book, download, join a webinar or apply. Pick a tone and a length.",
  },
  {
    title: "Copy, paste, send",
    text: "In about 90 seconds you get the email, up to 5 subject lines and a UTM-tagged link. Paste it into the email platform you already use and hit send.",
  },
] as const;

export const starterFeatures = [
  "300 emails every month",
  "5 subject lines per email",
  "Advanced features: story templates, tone and length controls, UTM tracking links",
  "Searchable library: copy, download and clone any email",
  "Priority email support",
] as const;

export const faqs = [
  {
    q: "Do I need a credit card to start the free trial?",
    a: "No. Sign up with your email and you get 10 free credits, one per email, with no credit card required. You only enter payment details if you decide to upgrade to Starter.",
  },
  {
    q: "How is this different from asking a chatbot to write an email?",
    a: "StoryMail is built for one job. It asks for the ingredients a persuasive story email needs (what happened, the lesson, your audience, the emotion and the call to action) and shapes them into a hook, story, lesson and offer. You also get up to 5 subject lines, a tracking link and a library of everything you've written.",
  },
  {
    q: "Which email platforms does it work with?",
    a: "All of them. StoryMail writes the email; you copy it or download it as a text file and paste it into whatever you send with. The UTM link works with any analytics tool.",
  },
  {
    q: "I'm not a natural storyteller. Will it still work for me?",
    a: "Yes. Guided templates walk you through proven story types one question at a time, and if you're unsure what the lesson is, you can let StoryMail choose it for you. Most people find they have more stories than they thought.",
  },
  {
    q: "What if it isn't right for me?",
    a: "Cancel anytime from the Manage Subscription page; you keep Starter until the end of the period you paid for. And within your first 30 days you can ask for a full refund under our money-back guarantee.",
  },
] as const;

/** Text wordmarks standing in for customer logos: each set in its own type so the strip reads as logos. */
export const wordmarks = [
  { name: "Northwind Coaching", className: "font-serif text-lg italic" },
  { name: "COPPERLEAF", className: "text-base font-black tracking-[0.2em]" },
  { name: "brightline studio", className: "text-lg font-light tracking-tight lowercase" },
  { name: "Harbor & Pine", className: "font-serif text-lg font-semibold" },
  { name: "FIELDNOTE", className: "font-mono text-base font-bold tracking-widest" },
  { name: "Lumen Fitness", className: "text-lg font-extrabold tracking-tight" },
] as const;
