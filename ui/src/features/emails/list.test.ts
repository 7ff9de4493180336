import { describe, expect, it } from "vitest";
import { creditState, editLimitMessage } from "./credits";
import { bonusNote, filterEmails, isRecent, listUsageText, planBadge, statusBadge } from "./list";
import type { Email } from "./types";

const now = Date.parse("2026-03-10T12:00:00Z");
const mk = (id: string, daysAgo: number, extra: Partial<Email> = {}): Email => ({
  id,
  title: `Email ${id}`,
  status: "generated",
  contentFocus: "A topic",
  story: "",
  lesson: "",
  storyType: "direct",
  targetAudience: "Parents",
  desiredEmotion: "hope",
  callToAction: "buy",
  ctaUrl: "https://x.test",
  createdAt: new Date(now - daysAgo * 86_400_000).toISOString(),
  ...extra,
});

describe("email list", () => {
  it("labels statuses", () => {
    expect(statusBadge("generated")).toEqual({ label: "Ready", tone: "success" });
    expect(statusBadge("processing")).toEqual({ label: "Processing", tone: "info" });
    expect(statusBadge("failed").tone).toBe("neutral");
  });
  it("filters the last 7 days and searches title, topic, audience and campaign", () => {
    const list = [mk("1", 1), mk("2", 6.9), mk("3", 8, { campaignName: "Spring" }), mk("4", 2, { targetAudience: "Coaches" })];
    expect(filterEmails(list, "", "recent", now).map((e) => e.id)).toEqual(["1", "2", "4"]);
    expect(filterEmails(list, "spring", "all", now).map((e) => e.id)).toEqual(["3"]);
    expect(filterEmails(list, "spring", "recent", now)).toEqual([]);
    expect(filterEmails(list, " COACH ", "all", now).map((e) => e.id)).toEqual(["4"]);
    expect(isRecent("not a date", now)).toBe(false);
  });
  it("shows the plan and usage lines", () => {
    expect(planBadge(true)).toBe("Starter User");
    expect(planBadge(false)).toBe("Trial User");
    expect(listUsageText({ emailsCreated: 12, emailsRemaining: 288 }, true)).toBe("12 of 300 emails used this month");
    expect(listUsageText({ emailsCreated: 4, emailsRemaining: 11, bonusCredits: 5 }, false)).toBe("4/15 total emails used");
    expect(bonusNote({ emailsCreated: 4, emailsRemaining: 11, bonusCredits: 5 })).toBe("(includes 5 bonus credits)");
    expect(bonusNote({ emailsCreated: 4, emailsRemaining: 6, bonusCredits: 0 })).toBeNull();
  });
});

describe("credit cards", () => {
  it("shows Trial Complete at 0 of 10, Almost Out at 1-2, and disables the form at 0", () => {
    expect(creditState({ emailsCreated: 10, emailsRemaining: 0 }, false)).toMatchObject({
      trialComplete: true,
      almostOut: false,
      disabled: true,
      outTitle: "Trial Credits Exhausted",
    });
    expect(creditState({ emailsCreated: 8, emailsRemaining: 2 }, false)).toMatchObject({ trialComplete: false, almostOut: true, disabled: false, low: true });
    expect(creditState({ emailsCreated: 7, emailsRemaining: 3 }, false)).toMatchObject({ almostOut: false, low: false });
    expect(creditState({ emailsCreated: 300, emailsRemaining: 0 }, true)).toMatchObject({
      trialComplete: false,
      disabled: true,
      outTitle: "Monthly Limit Reached",
    });
    // Bonus credits: not a 10-credit trial, so not "Trial Complete", but still nothing left.
    expect(creditState({ emailsCreated: 12, emailsRemaining: 0, bonusCredits: 2 }, false)).toMatchObject({ trialComplete: false, disabled: true });
  });
  it("assumes 100 remaining until usage is known", () => {
    expect(creditState(undefined, false)).toMatchObject({ remaining: 100, disabled: false, almostOut: false });
  });
  it("names the plan's limit on Create Similar", () => {
    expect(editLimitMessage(false)).toMatch(/^You've reached your trial limit of 10 emails\./);
    expect(editLimitMessage(true)).toMatch(/^You've reached your monthly limit of 300 emails\./);
  });
});
