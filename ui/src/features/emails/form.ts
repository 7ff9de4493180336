/**
 * The email form's rules (spec §5): the values it holds, the payload it sends, the submit checks
 * that point at one empty section, the field validation, and the progress percentage.
 */
import {
  AI_LESSON,
  CALLS_TO_ACTION,
  DEFAULT_LENGTH,
  EMOTIONS,
  OTHER,
  TONES,
  findTemplate,
  isListed,
  type StoryTemplate,
} from "./options";
import type { Email, EmailPayload } from "./types";

export type StoryMode = "simple" | "advanced";

export interface FormValues {
  title: string;
  contentFocus: string;
  storyMode: StoryMode;
  story: string;
  templateCategory: string;
  templateId: string;
  templateFields: Record<string, string>;
  lesson: string;
  aiLesson: boolean;
  storyType: string;
  targetAudience: string;
  desiredEmotion: string;
  customEmotion: string;
  callToAction: string;
  customCta: string;
  ctaUrl: string;
  productName: string;
  productDescription: string;
  keyBenefit: string;
  price: string;
  salePrice: string;
  proofElement: string;
  tonePreference: string;
  customTone: string;
  emailLength: string;
  campaignName: string;
  emailSubject: string;
}

/** Every key a message can point at: the payload's fields plus the form-only custom inputs. */
export type FieldKey = keyof EmailPayload | "customEmotion" | "customCta" | "customTone";

export type FieldErrors = Partial<Record<FieldKey, string>>;

export const EMPTY_VALUES: FormValues = {
  title: "",
  contentFocus: "",
  storyMode: "simple",
  story: "",
  templateCategory: "",
  templateId: "",
  templateFields: {},
  lesson: "",
  aiLesson: false,
  storyType: "",
  targetAudience: "",
  desiredEmotion: "",
  customEmotion: "",
  callToAction: "",
  customCta: "",
  ctaUrl: "",
  productName: "",
  productDescription: "",
  keyBenefit: "",
  price: "",
  salePrice: "",
  proofElement: "",
  tonePreference: "",
  customTone: "",
  emailLength: DEFAULT_LENGTH,
  campaignName: "",
  emailSubject: "",
};

/** Names of the sections as the form labels them; the submit checks quote them. */
export const SECTION_NAMES = {
  title: "Email Title",
  contentFocus: "Email Topic",
  story: "Your Story",
  lesson: "The Lesson",
  storyType: "Story Type",
  targetAudience: "Target Audience",
  desiredEmotion: "Desired Emotion",
  callToAction: "Call to Action",
  ctaUrl: "CTA URL",
  campaignName: "Campaign Name",
} as const;

export const MESSAGES = {
  title: "Title is required",
  contentFocus: "Please provide more detail about your email topic",
  story: "Please tell us more about your story",
  storyType: "Please select how your story relates to your product",
  targetAudience: "Please describe your target audience",
  desiredEmotion: "Please select the desired emotion",
  callToAction: "Please select a call to action",
  ctaUrl: "Please enter a valid URL",
  campaignName: "Campaign name is required",
  advanced: "Please complete the advanced story template fields",
  customEmotion: "Please specify the custom emotion",
  customCta: "Please specify the custom call-to-action",
  customTone: "Please specify the custom tone",
} as const;

export const MIN_CONTENT_FOCUS = 10;
export const MIN_STORY = 50;
export const MIN_AUDIENCE = 10;

export function fillOutMessage(section: string): string {
  return `Please fill out the "${section}" section`;
}

const blank = (s: string | undefined | null) => !s || !s.trim();

// --- Advanced story payload ------------------------------------------------------------------

export interface AdvancedStory {
  template_type: string;
  template_name: string;
  fields: Record<string, string>;
}

/** The template's filled fields (trimmed; empty ones left out), in the template's order. */
function filledFields(tpl: StoryTemplate, fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of tpl.fields) {
    const v = (fields[f.name] ?? "").trim();
    if (v) out[f.name] = v;
  }
  return out;
}

/** The advanced story as JSON for the story field, or "" when no template field is filled. */
export function advancedStoryJSON(v: Pick<FormValues, "templateCategory" | "templateId" | "templateFields">): string {
  const tpl = findTemplate(v.templateCategory, v.templateId);
  if (!tpl) return "";
  const fields = filledFields(tpl, v.templateFields);
  if (Object.keys(fields).length === 0) return "";
  const payload: AdvancedStory = { template_type: `${v.templateCategory}_${tpl.id}`, template_name: tpl.name, fields };
  return JSON.stringify(payload);
}

/** Reads a story saved in advanced mode back into its template, or null for free text. */
export function parseAdvancedStory(
  story: string,
): { templateCategory: string; templateId: string; templateFields: Record<string, string> } | null {
  const s = story.trim();
  if (!s.startsWith("{") || !s.endsWith("}")) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(s);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== "object") return null;
  const obj = raw as Record<string, unknown>;
  if (typeof obj.template_type !== "string") return null;
  const cut = obj.template_type.lastIndexOf("_");
  if (cut <= 0) return null;
  const templateCategory = obj.template_type.slice(0, cut).toLowerCase();
  const templateId = obj.template_type.slice(cut + 1).toUpperCase();
  const tpl = findTemplate(templateCategory, templateId);
  if (!tpl) return null;
  const fields: Record<string, string> = {};
  const given = obj.fields && typeof obj.fields === "object" ? (obj.fields as Record<string, unknown>) : {};
  for (const f of tpl.fields) {
    const v = given[f.name];
    if (typeof v === "string" || typeof v === "number") fields[f.name] = String(v);
  }
  return { templateCategory, templateId, templateFields: fields };
}

// --- Effective values ------------------------------------------------------------------------

/** The story that will be sent: free text, or the advanced template as JSON. */
export function effectiveStory(v: FormValues): string {
  return v.storyMode === "advanced" ? advancedStoryJSON(v) : v.story;
}

export function effectiveLesson(v: FormValues): string {
  return v.aiLesson ? AI_LESSON : v.lesson;
}

/** A select's value, or the custom text typed beside it when 'other' is chosen. */
function chosen(value: string, custom: string): string {
  return value === OTHER ? custom.trim() : value;
}

export const effectiveEmotion = (v: FormValues) => chosen(v.desiredEmotion, v.customEmotion);
export const effectiveCta = (v: FormValues) => chosen(v.callToAction, v.customCta);
export const effectiveTone = (v: FormValues) => chosen(v.tonePreference, v.customTone);

/** An empty title becomes 'Email about {first 50 chars of focus}...'. */
export function fallbackTitle(title: string, contentFocus: string): string {
  if (title.trim()) return title.trim();
  return `Email about ${[...contentFocus.trim()].slice(0, 50).join("")}...`;
}

/** The body of POST /api/emails for these values. */
export function buildPayload(v: FormValues): EmailPayload {
  const t = (s: string) => s.trim();
  return {
    title: fallbackTitle(v.title, v.contentFocus),
    contentFocus: t(v.contentFocus),
    story: t(effectiveStory(v)),
    lesson: t(effectiveLesson(v)),
    storyType: v.storyType,
    targetAudience: t(v.targetAudience),
    desiredEmotion: effectiveEmotion(v),
    callToAction: effectiveCta(v),
    ctaUrl: t(v.ctaUrl),
    productName: t(v.productName),
    productDescription: t(v.productDescription),
    keyBenefit: t(v.keyBenefit),
    price: t(v.price),
    salePrice: t(v.salePrice),
    proofElement: t(v.proofElement),
    tonePreference: effectiveTone(v),
    emailLength: v.emailLength || DEFAULT_LENGTH,
    campaignName: t(v.campaignName),
    emailSubject: t(v.emailSubject),
  };
}

/** The form's values for an existing email (Create Similar). */
export function valuesFromEmail(e: Email): FormValues {
  const s = (x: string | null | undefined) => x ?? "";
  const advanced = parseAdvancedStory(s(e.story));
  const emotion = s(e.desiredEmotion);
  const cta = s(e.callToAction);
  const tone = s(e.tonePreference);
  const pick = (options: typeof EMOTIONS, value: string) =>
    !value ? { value: "", custom: "" } : isListed(options, value) ? { value, custom: "" } : { value: OTHER, custom: value };
  const em = pick(EMOTIONS, emotion);
  const ca = pick(CALLS_TO_ACTION, cta);
  const to = pick(TONES, tone);
  const aiLesson = s(e.lesson).trim() === AI_LESSON;
  return {
    ...EMPTY_VALUES,
    title: s(e.title),
    contentFocus: s(e.contentFocus),
    storyMode: advanced ? "advanced" : "simple",
    story: advanced ? "" : s(e.story),
    templateCategory: advanced?.templateCategory ?? "",
    templateId: advanced?.templateId ?? "",
    templateFields: advanced?.templateFields ?? {},
    lesson: aiLesson ? "" : s(e.lesson),
    aiLesson,
    storyType: e.storyType === "direct" || e.storyType === "indirect" ? e.storyType : "",
    targetAudience: s(e.targetAudience),
    desiredEmotion: em.value,
    customEmotion: em.custom,
    callToAction: ca.value,
    customCta: ca.custom,
    ctaUrl: s(e.ctaUrl),
    productName: s(e.productName),
    productDescription: s(e.productDescription),
    keyBenefit: s(e.keyBenefit),
    price: s(e.price),
    salePrice: s(e.salePrice),
    proofElement: s(e.proofElement),
    tonePreference: to.value,
    customTone: to.custom,
    emailLength: e.emailLength || DEFAULT_LENGTH,
    campaignName: s(e.campaignName),
    emailSubject: s(e.emailSubject),
  };
}

// --- Progress --------------------------------------------------------------------------------

/** The 10 key fields whose share of non-empty values is the form's progress. */
export const KEY_FIELDS = [
  "title",
  "contentFocus",
  "story",
  "lesson",
  "storyType",
  "targetAudience",
  "desiredEmotion",
  "callToAction",
  "ctaUrl",
  "campaignName",
] as const;

/** The share of the 10 key fields that are filled, as a whole percentage. */
export function progressPercent(v: FormValues): number {
  const effective: Record<(typeof KEY_FIELDS)[number], string> = {
    title: v.title,
    contentFocus: v.contentFocus,
    story: effectiveStory(v),
    lesson: effectiveLesson(v),
    storyType: v.storyType,
    targetAudience: v.targetAudience,
    desiredEmotion: effectiveEmotion(v),
    callToAction: effectiveCta(v),
    ctaUrl: v.ctaUrl,
    campaignName: v.campaignName,
  };
  const filled = KEY_FIELDS.filter((k) => !blank(effective[k])).length;
  return Math.round((filled / KEY_FIELDS.length) * 100);
}

// --- Submit checks and validation ------------------------------------------------------------

export interface Problem {
  field: FieldKey;
  message: string;
}

/**
 * The first empty section, in the form's order, as the alert names it; null when every
 * required section has something in it.
 */
export function submitCheck(v: FormValues): Problem | null {
  const empty = (field: keyof typeof SECTION_NAMES): Problem => ({ field, message: fillOutMessage(SECTION_NAMES[field]) });
  if (blank(v.title)) return empty("title");
  if (blank(v.contentFocus)) return empty("contentFocus");
  if (v.storyMode === "simple") {
    if (blank(v.story)) return empty("story");
  } else if (!advancedStoryJSON(v)) {
    return { field: "story", message: MESSAGES.advanced };
  }
  if (!v.aiLesson && blank(v.lesson)) return empty("lesson");
  if (blank(v.storyType)) return empty("storyType");
  if (blank(v.targetAudience)) return empty("targetAudience");
  if (blank(v.desiredEmotion)) return empty("desiredEmotion");
  if (v.desiredEmotion === OTHER && blank(v.customEmotion)) return { field: "customEmotion", message: MESSAGES.customEmotion };
  if (blank(v.callToAction)) return empty("callToAction");
  if (v.callToAction === OTHER && blank(v.customCta)) return { field: "customCta", message: MESSAGES.customCta };
  if (blank(v.ctaUrl)) return empty("ctaUrl");
  if (v.tonePreference === OTHER && blank(v.customTone)) return { field: "customTone", message: MESSAGES.customTone };
  if (blank(v.campaignName)) return empty("campaignName");
  return null;
}

/** A web address the server accepts: http or https with a host and no spaces. */
export function isValidUrl(s: string): boolean {
  const v = s.trim();
  if (!v || /\s/.test(v)) return false;
  try {
    const u = new URL(v);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname !== "";
  } catch {
    return false;
  }
}

const chars = (s: string) => [...s.trim()].length;

/** Field validation of spec §5 on the payload about to be sent (messages by field). */
export function validatePayload(p: EmailPayload): FieldErrors {
  const e: FieldErrors = {};
  if (chars(p.title) < 1) e.title = MESSAGES.title;
  if (chars(p.contentFocus) < MIN_CONTENT_FOCUS) e.contentFocus = MESSAGES.contentFocus;
  if (chars(p.story) < MIN_STORY) e.story = MESSAGES.story;
  if (p.storyType !== "direct" && p.storyType !== "indirect") e.storyType = MESSAGES.storyType;
  if (chars(p.targetAudience) < MIN_AUDIENCE) e.targetAudience = MESSAGES.targetAudience;
  if (chars(p.desiredEmotion) < 1) e.desiredEmotion = MESSAGES.desiredEmotion;
  if (chars(p.callToAction) < 1) e.callToAction = MESSAGES.callToAction;
  if (!isValidUrl(p.ctaUrl)) e.ctaUrl = MESSAGES.ctaUrl;
  if (chars(p.campaignName) < 1) e.campaignName = MESSAGES.campaignName;
  return e;
}

/** The order of fields on screen: the first problem in this order is the one scrolled to. */
export const FIELD_ORDER: FieldKey[] = [
  "title",
  "contentFocus",
  "story",
  "lesson",
  "storyType",
  "targetAudience",
  "desiredEmotion",
  "customEmotion",
  "callToAction",
  "customCta",
  "ctaUrl",
  "productName",
  "productDescription",
  "keyBenefit",
  "price",
  "salePrice",
  "proofElement",
  "tonePreference",
  "customTone",
  "emailLength",
  "campaignName",
  "emailSubject",
];

export function firstField(errors: FieldErrors): FieldKey | null {
  return FIELD_ORDER.find((k) => errors[k]) ?? null;
}

/**
 * A server field that a custom input stands for: an error on desiredEmotion while 'other' is
 * chosen belongs under the custom emotion input, and so on.
 */
export function screenField(field: FieldKey, v: FormValues): FieldKey {
  if (field === "desiredEmotion" && v.desiredEmotion === OTHER) return "customEmotion";
  if (field === "callToAction" && v.callToAction === OTHER) return "customCta";
  if (field === "tonePreference" && v.tonePreference === OTHER) return "customTone";
  return field;
}

export type SubmitOutcome =
  | { ok: true; payload: EmailPayload }
  | { ok: false; alert: Problem | null; errors: FieldErrors; focus: FieldKey };

/**
 * Everything that happens when Submit is pressed, before any call: the submit checks first
 * (one alert naming the first empty section), then the field rules.
 */
export function prepareSubmit(v: FormValues): SubmitOutcome {
  const problem = submitCheck(v);
  if (problem) return { ok: false, alert: problem, errors: { [problem.field]: problem.message }, focus: problem.field };
  const payload = buildPayload(v);
  const raw = validatePayload(payload);
  const errors: FieldErrors = {};
  for (const [k, msg] of Object.entries(raw) as [FieldKey, string][]) errors[screenField(k, v)] = msg;
  const first = firstField(errors);
  if (first) return { ok: false, alert: null, errors, focus: first };
  return { ok: true, payload };
}

/** Reads the server's 400 answer ({message, field, errors}) into messages by on-screen field. */
export function serverFieldErrors(data: unknown, v: FormValues): { errors: FieldErrors; focus: FieldKey | null } {
  const errors: FieldErrors = {};
  if (!data || typeof data !== "object") return { errors, focus: null };
  const d = data as { message?: unknown; field?: unknown; errors?: unknown };
  const known = new Set<string>(FIELD_ORDER);
  if (d.errors && typeof d.errors === "object") {
    for (const [k, msg] of Object.entries(d.errors as Record<string, unknown>)) {
      if (known.has(k) && typeof msg === "string") errors[screenField(k as FieldKey, v)] = msg;
    }
  }
  if (typeof d.field === "string" && known.has(d.field) && typeof d.message === "string") {
    const f = screenField(d.field as FieldKey, v);
    errors[f] ??= d.message;
  }
  const focus =
    typeof d.field === "string" && known.has(d.field) ? screenField(d.field as FieldKey, v) : firstField(errors);
  return { errors, focus };
}
