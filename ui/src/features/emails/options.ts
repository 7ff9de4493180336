/** The email form's choices and story templates, with the values the API expects. */

export interface Option {
  value: string;
  label: string;
}

export const OTHER = "other";

export const STORY_TYPES: Option[] = [
  { value: "direct", label: "Direct Story" },
  { value: "indirect", label: "Indirect Story" },
];

export const STORY_TYPE_HINTS: Record<string, string> = {
  direct: "The story is about your product or the people who use it.",
  indirect: "The story is about something else; its lesson leads to your product.",
};

export const EMOTIONS: Option[] = [
  { value: "urgency", label: "Urgency" },
  { value: "excitement", label: "Excitement" },
  { value: "relief", label: "Relief" },
  { value: "confidence", label: "Confidence" },
  { value: "curiosity", label: "Curiosity" },
  { value: "frustration", label: "Frustration" },
  { value: "hope", label: "Hope" },
  { value: "empowerment", label: "Empowerment" },
  { value: OTHER, label: "Other" },
];

export const CALLS_TO_ACTION: Option[] = [
  { value: "buy", label: "Buy Now" },
  { value: "book", label: "Book a Call" },
  { value: "download", label: "Download" },
  { value: "webinar", label: "Register for a Webinar" },
  { value: "apply", label: "Apply Now" },
  { value: "learn", label: "Learn More" },
  { value: OTHER, label: "Other" },
];

export const TONES: Option[] = [
  { value: "casual", label: "Casual" },
  { value: "professional", label: "Professional" },
  { value: "humorous", label: "Humorous" },
  { value: "serious", label: "Serious" },
  { value: "personal", label: "Personal" },
  { value: "authoritative", label: "Authoritative" },
  { value: OTHER, label: "Other" },
];

export const DEFAULT_LENGTH = "no-preference";

export const LENGTHS: Option[] = [
  { value: "no-preference", label: "No Preference" },
  { value: "short", label: "Short (250-300 words)" },
  { value: "medium", label: "Medium (300-400 words)" },
  { value: "long", label: "Long (400-450 words)" },
];

/** The word band of each length value (spec: short 250-300, medium 300-400, long 400-450). */
export const LENGTH_BANDS: Record<string, [number, number]> = {
  "no-preference": [300, 400],
  short: [250, 300],
  medium: [300, 400],
  long: [400, 450],
};

/** The label of a value among options, or the value itself (custom 'other' text). */
export function labelOf(options: Option[], value: string | null | undefined): string {
  if (!value) return "";
  return options.find((o) => o.value === value)?.label ?? value;
}

/** Whether a stored value is one of the listed choices (anything else was custom 'other' text). */
export function isListed(options: Option[], value: string): boolean {
  return value !== OTHER && options.some((o) => o.value === value);
}

/** The sentence sent as the lesson when the writer is asked to choose the lesson itself. */
export const AI_LESSON =
  "Let the AI decide the most powerful lesson from this story and connect it naturally to the offer.";

// --- Advanced story templates ---------------------------------------------------------------

export interface TemplateField {
  name: string;
  label: string;
  placeholder?: string;
  /** Choices for a select; a text area otherwise. */
  options?: string[];
  multiline?: boolean;
}

export interface StoryTemplate {
  id: string;
  name: string;
  description: string;
  fields: TemplateField[];
}

export interface TemplateCategory {
  id: string;
  label: string;
  templates: StoryTemplate[];
}

export const TEMPLATE_CATEGORIES: TemplateCategory[] = [
  {
    id: "transformation",
    label: "Transformation",
    templates: [
      {
        id: "T01",
        name: "Before and After",
        description: "Where you (or a customer) were, what changed, and where you are now.",
        fields: [
          { name: "timeframe", label: "When did it start?", options: ["6 months ago", "1 year ago", "2 years ago", "5 years ago"] },
          { name: "past_situation", label: "Past situation", placeholder: "I was stuck in a job I hated, working weekends just to keep up", multiline: true },
          { name: "current_situation", label: "Current situation", placeholder: "I run my own studio with three happy clients on retainer", multiline: true },
          { name: "turning_point", label: "Turning point", placeholder: "A friend paid me on the spot to redesign her bakery's logo", multiline: true },
          { name: "process_hint", label: "A hint of the process", placeholder: "I took every small project I could find and asked each client for a referral", multiline: true },
        ],
      },
      {
        id: "T02",
        name: "Revenue Growth",
        description: "The numbers before and after, and the strategy that moved them.",
        fields: [
          { name: "starting_amount", label: "Starting amount", placeholder: "$2,000 a month" },
          { name: "ending_amount", label: "Ending amount", placeholder: "$18,000 a month" },
          { name: "timeframe", label: "Timeframe", placeholder: "14 months" },
          { name: "main_strategy", label: "Main strategy", placeholder: "One weekly story email to a list I had ignored for years", multiline: true },
        ],
      },
    ],
  },
  {
    id: "failure",
    label: "Failure",
    templates: [
      {
        id: "F01",
        name: "Expensive Mistake",
        description: "A costly mistake, what it taught you, and how others can avoid it.",
        fields: [
          { name: "mistake_cost", label: "What it cost", placeholder: "$12,000" },
          { name: "what_happened", label: "What happened", placeholder: "I hired an agency to run ads before I had a tested offer", multiline: true },
          { name: "lesson_learned", label: "Lesson learned", placeholder: "Traffic can't fix an offer nobody wants", multiline: true },
          { name: "prevention_tip", label: "How to avoid it", placeholder: "Test your offer with a small audience before you pay for reach", multiline: true },
        ],
      },
    ],
  },
  {
    id: "client",
    label: "Client Success",
    templates: [
      {
        id: "C01",
        name: "Client Results Story",
        description: "A client's problem, what you did, and the results they got.",
        fields: [
          { name: "client_name", label: "Client name", placeholder: "Maria" },
          { name: "initial_problem", label: "Initial problem", placeholder: "Her store had plenty of visitors but almost no repeat customers", multiline: true },
          { name: "solution_provided", label: "Solution provided", placeholder: "A three-email welcome series that told the story behind her products", multiline: true },
          { name: "results_achieved", label: "Results achieved", placeholder: "Repeat purchases doubled", multiline: true },
          { name: "timeframe", label: "Timeframe", placeholder: "90 days" },
        ],
      },
    ],
  },
];

export function findCategory(id: string): TemplateCategory | undefined {
  return TEMPLATE_CATEGORIES.find((c) => c.id === id);
}

export function findTemplate(categoryId: string, templateId: string): StoryTemplate | undefined {
  return findCategory(categoryId)?.templates.find((t) => t.id === templateId);
}
