import { describe, expect, it } from "vitest";
import { bonusCount, bonusPercent, bonusState, daysLeftText, remainingText } from "./logic";

const base = { isActionTaker: false, emailsCreated: 0, daysRemaining: 5, accountAge: 0 };

describe("action-taker bonus", () => {
  it("is unlocked once earned, whatever the account's age", () => {
    expect(bonusState({ ...base, isActionTaker: true, accountAge: 40 })).toBe("unlocked");
  });

  it("is in progress up to and including day 5, expired after", () => {
    expect(bonusState({ ...base, accountAge: 5, daysRemaining: 0 })).toBe("progress");
    expect(bonusState({ ...base, accountAge: 6, daysRemaining: 0 })).toBe("expired");
  });

  it("counts progress out of 5", () => {
    expect(bonusCount({ emailsCreated: 3 })).toBe(3);
    expect(bonusCount({ emailsCreated: 9 })).toBe(5);
    expect(bonusPercent({ emailsCreated: 2 })).toBe(40);
    expect(remainingText({ emailsCreated: 4 })).toBe("1 more email to go");
    expect(remainingText({ emailsCreated: 1 })).toBe("4 more emails to go");
  });

  it("words the days left", () => {
    expect(daysLeftText(3)).toBe("3 days left");
    expect(daysLeftText(1)).toBe("1 day left");
    expect(daysLeftText(0)).toBe("Last day");
  });
});
