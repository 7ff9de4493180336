import { describe, expect, it } from "vitest";
import {
  EMPTY_VALUES,
  MESSAGES,
  buildPayload,
  fallbackTitle,
  isValidUrl,
  parseAdvancedStory,
  prepareSubmit,
  progressPercent,
  serverFieldErrors,
  submitCheck,
  validatePayload,
  valuesFromEmail,
  type FormValues,
} from "./form";
import { AI_LESSON } from "./options";
import type { Email } from "./types";

const STORY = "Last spring my sourdough kept failing, week after week, until an old baker showed me one trick.";

/** A form that passes every check. */
const complete: FormValues = {
  ...EMPTY_VALUES,
  title: "Spring launch",
  contentFocus: "Introducing our baking course",
  story: STORY,
  lesson: "Small steps beat one big push",
  storyType: "direct",
  targetAudience: "Busy parents who bake at home",
  desiredEmotion: "hope",
  callToAction: "buy",
  ctaUrl: "https://example.com/course",
  campaignName: "spring-launch",
};

describe("submit checks", () => {
  it("name the first empty section, in the form's order", () => {
    const cases: [Partial<FormValues>, string, string][] = [
      [{ title: "  " }, "title", 'Please fill out the "Email Title" section'],
      [{ contentFocus: "" }, "contentFocus", 'Please fill out the "Email Topic" section'],
      [{ story: "" }, "story", 'Please fill out the "Your Story" section'],
      [{ lesson: "" }, "lesson", 'Please fill out the "The Lesson" section'],
      [{ storyType: "" }, "storyType", 'Please fill out the "Story Type" section'],
      [{ targetAudience: "" }, "targetAudience", 'Please fill out the "Target Audience" section'],
      [{ desiredEmotion: "" }, "desiredEmotion", 'Please fill out the "Desired Emotion" section'],
      [{ callToAction: "" }, "callToAction", 'Please fill out the "Call to Action" section'],
      [{ ctaUrl: "" }, "ctaUrl", 'Please fill out the "CTA URL" section'],
      [{ campaignName: "" }, "campaignName", 'Please fill out the "Campaign Name" section'],
    ];
    for (const [change, field, message] of cases) {
      expect(submitCheck({ ...complete, ...change })).toEqual({ field, message });
    }
    // Two empty sections: the first one on screen is named.
    expect(submitCheck({ ...complete, ctaUrl: "", contentFocus: "" })?.field).toBe("contentFocus");
    expect(submitCheck(complete)).toBeNull();
  });

  it("skip the lesson when the AI decides it", () => {
    expect(submitCheck({ ...complete, lesson: "", aiLesson: true })).toBeNull();
  });

  it("ask for the advanced template fields in Advanced mode", () => {
    const adv = { ...complete, story: "", storyMode: "advanced" as const };
    expect(submitCheck(adv)).toEqual({ field: "story", message: "Please complete the advanced story template fields" });
    expect(submitCheck({ ...adv, templateCategory: "failure", templateId: "F01", templateFields: { mistake_cost: "  " } })?.message).toBe(
      MESSAGES.advanced,
    );
    expect(submitCheck({ ...adv, templateCategory: "failure", templateId: "F01", templateFields: { mistake_cost: "$12,000" } })).toBeNull();
  });

  it("ask for custom text when 'other' is chosen", () => {
    expect(submitCheck({ ...complete, desiredEmotion: "other" })).toEqual({ field: "customEmotion", message: "Please specify the custom emotion" });
    expect(submitCheck({ ...complete, callToAction: "other", customCta: " " })).toEqual({
      field: "customCta",
      message: "Please specify the custom call-to-action",
    });
    expect(submitCheck({ ...complete, tonePreference: "other" })).toEqual({ field: "customTone", message: "Please specify the custom tone" });
    expect(submitCheck({ ...complete, tonePreference: "other", customTone: "Warm" })).toBeNull();
  });
});

describe("field validation", () => {
  it("applies the minimums and messages of the spec", () => {
    const p = buildPayload({ ...complete, contentFocus: "too short", story: "short story", targetAudience: "parents", ctaUrl: "example.com" });
    expect(validatePayload(p)).toEqual({
      contentFocus: "Please provide more detail about your email topic",
      story: "Please tell us more about your story",
      targetAudience: "Please describe your target audience",
      ctaUrl: "Please enter a valid URL",
    });
    expect(validatePayload(buildPayload(complete))).toEqual({});
  });

  it("counts characters, not bytes, and ignores surrounding spaces", () => {
    const p = buildPayload({ ...complete, contentFocus: "   ééééééééé   " });
    expect(validatePayload(p).contentFocus).toBe(MESSAGES.contentFocus);
    expect(validatePayload({ ...p, contentFocus: "éééééééééé" }).contentFocus).toBeUndefined();
  });

  it("accepts only http and https addresses with a host", () => {
    expect(isValidUrl("https://example.com/a?b=c")).toBe(true);
    expect(isValidUrl("http://localhost:8080")).toBe(true);
    for (const bad of ["", "example.com", "ftp://example.com", "https://", "https://exa mple.com", "javascript:alert(1)"]) {
      expect(isValidUrl(bad), bad).toBe(false);
    }
  });

  it("runs the submit checks first, then the field rules, pointing at the first problem", () => {
    const empty = prepareSubmit({ ...complete, title: "" });
    expect(empty).toMatchObject({ ok: false, alert: { message: 'Please fill out the "Email Title" section' }, focus: "title" });

    const short = prepareSubmit({ ...complete, story: "Too short", ctaUrl: "nope" });
    expect(short).toEqual({
      ok: false,
      alert: null,
      errors: { story: MESSAGES.story, ctaUrl: MESSAGES.ctaUrl },
      focus: "story",
    });

    const ok = prepareSubmit(complete);
    expect(ok.ok).toBe(true);
  });
});

describe("payload", () => {
  it("sends the custom text for 'other' choices", () => {
    const p = buildPayload({
      ...complete,
      desiredEmotion: "other",
      customEmotion: " Nostalgia ",
      callToAction: "other",
      customCta: "Reply to this email",
      tonePreference: "other",
      customTone: "Warm",
    });
    expect(p.desiredEmotion).toBe("Nostalgia");
    expect(p.callToAction).toBe("Reply to this email");
    expect(p.tonePreference).toBe("Warm");
  });

  it("sends the fixed sentence when the AI decides the lesson", () => {
    expect(buildPayload({ ...complete, lesson: "ignored", aiLesson: true }).lesson).toBe(AI_LESSON);
  });

  it("serialises the advanced template as JSON into the story", () => {
    const p = buildPayload({
      ...complete,
      storyMode: "advanced",
      story: "the simple story is not sent",
      templateCategory: "transformation",
      templateId: "T01",
      templateFields: { timeframe: "1 year ago", past_situation: "Stuck in a job I hated", turning_point: " ", other: "x" },
    });
    expect(JSON.parse(p.story)).toEqual({
      template_type: "transformation_T01",
      template_name: "Before and After",
      fields: { timeframe: "1 year ago", past_situation: "Stuck in a job I hated" },
    });
  });

  it("defaults the length and falls back to a title from the topic", () => {
    expect(buildPayload({ ...complete, emailLength: "" }).emailLength).toBe("no-preference");
    expect(fallbackTitle("", "x".repeat(80))).toBe(`Email about ${"x".repeat(50)}...`);
    expect(fallbackTitle(" Mine ", "topic")).toBe("Mine");
  });
});

describe("progress percentage", () => {
  it("is the share of the 10 key fields that are filled", () => {
    expect(progressPercent(EMPTY_VALUES)).toBe(0);
    expect(progressPercent({ ...EMPTY_VALUES, title: "A" })).toBe(10);
    expect(progressPercent({ ...EMPTY_VALUES, title: "A", contentFocus: "B", campaignName: "  " })).toBe(20);
    expect(progressPercent(complete)).toBe(100);
    // Optional fields do not count.
    expect(progressPercent({ ...EMPTY_VALUES, productName: "P", price: "$9", emailSubject: "S" })).toBe(0);
  });

  it("counts what would be sent: the AI lesson, the advanced story, custom choices", () => {
    expect(progressPercent({ ...EMPTY_VALUES, aiLesson: true })).toBe(10);
    expect(progressPercent({ ...EMPTY_VALUES, desiredEmotion: "other" })).toBe(0);
    expect(progressPercent({ ...EMPTY_VALUES, desiredEmotion: "other", customEmotion: "Awe" })).toBe(10);
    const adv = { ...EMPTY_VALUES, storyMode: "advanced" as const, templateCategory: "client", templateId: "C01" };
    expect(progressPercent(adv)).toBe(0);
    expect(progressPercent({ ...adv, templateFields: { client_name: "Maria" } })).toBe(10);
  });
});

describe("Create Similar prefill", () => {
  const base: Email = {
    id: "e1",
    title: "Old",
    status: "generated",
    contentFocus: "Topic of the email",
    story: STORY,
    lesson: AI_LESSON,
    storyType: "indirect",
    targetAudience: "Coaches and consultants",
    desiredEmotion: "Nostalgia",
    callToAction: "book",
    ctaUrl: "https://example.com",
    tonePreference: "casual",
    emailLength: "short",
    campaignName: "c",
    createdAt: "2026-01-01T00:00:00Z",
  };

  it("restores custom choices, the AI lesson and free text", () => {
    const v = valuesFromEmail(base);
    expect(v).toMatchObject({ desiredEmotion: "other", customEmotion: "Nostalgia", callToAction: "book", customCta: "", aiLesson: true, lesson: "" });
    expect(v.storyMode).toBe("simple");
    expect(buildPayload(v)).toMatchObject({ desiredEmotion: "Nostalgia", lesson: AI_LESSON, story: STORY, emailLength: "short" });
  });

  it("reads an advanced story back into its template", () => {
    const story = JSON.stringify({ template_type: "failure_F01", template_name: "Expensive Mistake", fields: { mistake_cost: "$12,000", what_happened: "Ads" } });
    const v = valuesFromEmail({ ...base, story });
    expect(v).toMatchObject({ storyMode: "advanced", templateCategory: "failure", templateId: "F01" });
    expect(JSON.parse(buildPayload(v).story)).toEqual(JSON.parse(story));
    expect(parseAdvancedStory("{not json")).toBeNull();
    expect(parseAdvancedStory('{"template_type":"unknown_X9","fields":{}}')).toBeNull();
  });
});

describe("server field errors", () => {
  it("puts the server's messages on the fields, custom inputs included", () => {
    const v = { ...complete, desiredEmotion: "other", customEmotion: "x" };
    const out = serverFieldErrors(
      { message: "Please enter a valid URL", field: "ctaUrl", errors: { ctaUrl: "Please enter a valid URL", desiredEmotion: "Too long", bogus: "?" } },
      v,
    );
    expect(out).toEqual({ errors: { ctaUrl: "Please enter a valid URL", customEmotion: "Too long" }, focus: "ctaUrl" });
    expect(serverFieldErrors(undefined, v)).toEqual({ errors: {}, focus: null });
  });
});
