import { describe, expect, it } from "vitest";
import { bonusPercent, recentEmails, showBonusProgress, showBonusUnlocked, showTrialComplete } from "./logic";
import type { Email } from "@/features/emails/types";

const status = { isActionTaker: false, emailsCreated: 2, daysRemaining: 3, accountAge: 2, eligibleForBonus: true, bonusDismissed: false };

describe("dashboard cards", () => {
  it("shows the trial-complete banner only on a spent 10-credit trial", () => {
    expect(showTrialComplete({ emailsCreated: 10, emailsRemaining: 0 }, false)).toBe(true);
    expect(showTrialComplete({ emailsCreated: 10, emailsRemaining: 0 }, true)).toBe(false);
    expect(showTrialComplete({ emailsCreated: 9, emailsRemaining: 1 }, false)).toBe(false);
    expect(showTrialComplete(undefined, false)).toBe(false);
  });
  it("shows bonus progress to trial users of 5 days or less who have not unlocked it", () => {
    expect(showBonusProgress(status, false)).toBe(true);
    expect(showBonusProgress({ ...status, accountAge: 5 }, false)).toBe(true);
    expect(showBonusProgress({ ...status, accountAge: 6 }, false)).toBe(false);
    expect(showBonusProgress(status, true)).toBe(false);
    expect(showBonusProgress({ ...status, isActionTaker: true }, false)).toBe(false);
    expect(showBonusProgress(undefined, false)).toBe(false);
  });
  it("shows the unlocked card until it is dismissed", () => {
    expect(showBonusUnlocked({ ...status, isActionTaker: true })).toBe(true);
    expect(showBonusUnlocked({ ...status, isActionTaker: true, bonusDismissed: true })).toBe(false);
    expect(showBonusUnlocked(status)).toBe(false);
  });
  it("counts progress out of 5 and lists the first 3 emails", () => {
    expect(bonusPercent({ emailsCreated: 2 })).toBe(40);
    expect(bonusPercent({ emailsCreated: 9 })).toBe(100);
    const list = ["a", "b", "c", "d"].map((id) => ({ id }) as Email);
    expect(recentEmails(list).map((e) => e.id)).toEqual(["a", "b", "c"]);
    expect(recentEmails(undefined)).toEqual([]);
  });
});
