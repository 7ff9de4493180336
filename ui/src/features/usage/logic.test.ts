import { describe, expect, it } from "vitest";
import { isActiveSubscription, navPrompt, normalizeUsage, trialUsedBefore, usageLevel, usagePercent, usageText } from "./logic";

describe("usage text", () => {
  it("counts emails on an active subscription", () => {
    expect(usageText({ emailsCreated: 42, emailsRemaining: 258 }, true)).toBe("42/300 emails used");
  });
  it("counts credits otherwise", () => {
    expect(usageText({ emailsCreated: 3, emailsRemaining: 7 }, false)).toBe("3/10 credits used");
  });
  it("defaults to nothing used when usage is unknown", () => {
    expect(usageText(undefined, false)).toBe("0/10 credits used");
  });
  it("only 'active' is a subscription", () => {
    expect(isActiveSubscription({ subscriptionStatus: "active" })).toBe(true);
    expect(isActiveSubscription({ subscriptionStatus: "past_due" })).toBe(false);
    expect(isActiveSubscription({ subscriptionStatus: "canceled" })).toBe(false);
    expect(isActiveSubscription(undefined)).toBe(false);
  });
});

describe("navigation upgrade prompt", () => {
  it("shows Trial Complete at 0 of 10", () => {
    expect(navPrompt({ emailsCreated: 10, emailsRemaining: 0 })).toEqual({
      kind: "complete",
      title: "Trial Complete!",
      text: "Upgrade to continue creating emails",
    });
  });
  it("shows Low Credits at 1 or 2 left", () => {
    expect(navPrompt({ emailsCreated: 8, emailsRemaining: 2 })?.text).toBe("2 credits left");
    expect(navPrompt({ emailsCreated: 9, emailsRemaining: 1 })).toMatchObject({ title: "Low Credits", text: "1 credit left" });
  });
  it("stays hidden otherwise", () => {
    expect(navPrompt({ emailsCreated: 5, emailsRemaining: 5 })).toBeNull();
    expect(navPrompt({ emailsCreated: 12, emailsRemaining: 1 })).toBeNull(); // trial total is not 10 (bonus credits)
    expect(navPrompt(undefined)).toBeNull(); // the panel assumes 100 remaining until it knows
  });
});

describe("usage card levels", () => {
  it("is out at 0, low at 1-2, ok above", () => {
    expect(usageLevel(0)).toBe("out");
    expect(usageLevel(1)).toBe("low");
    expect(usageLevel(2)).toBe("low");
    expect(usageLevel(3)).toBe("ok");
  });
  it("computes the share used", () => {
    expect(usagePercent({ emailsCreated: 3, emailsRemaining: 7 })).toBe(30);
    expect(usagePercent({ emailsCreated: 0, emailsRemaining: 0 })).toBe(0);
  });
  it("reads the usage envelope and fills gaps", () => {
    expect(normalizeUsage({ usage: { emailsCreated: 2, emailsRemaining: 8, bonusCredits: 0 } })).toEqual({
      emailsCreated: 2,
      emailsRemaining: 8,
      bonusCredits: 0,
      isSubscribed: undefined,
    });
    expect(normalizeUsage(null)).toEqual({ emailsCreated: 0, emailsRemaining: 10 });
  });
});

describe("trial used before", () => {
  it("reads the server's flag only when it is true", () => {
    expect(normalizeUsage({ usage: { emailsCreated: 0, emailsRemaining: 0, trialUsedBefore: true } }).trialUsedBefore).toBe(true);
    expect(normalizeUsage({ usage: { emailsCreated: 0, emailsRemaining: 10 } }).trialUsedBefore).toBeUndefined();
    expect(normalizeUsage({ usage: { emailsCreated: 0, emailsRemaining: 10, trialUsedBefore: "yes" } }).trialUsedBefore).toBeUndefined();
  });
  it("explains a trial account that starts without credits, never a subscriber", () => {
    const u = { emailsCreated: 0, emailsRemaining: 0, trialUsedBefore: true };
    expect(trialUsedBefore(u, false)).toBe(true);
    expect(trialUsedBefore(u, true)).toBe(false);
    expect(trialUsedBefore({ emailsCreated: 0, emailsRemaining: 10 }, false)).toBe(false);
    expect(trialUsedBefore(undefined, false)).toBe(false);
  });
});
