/** The action-taker bonus: 5 emails within the first 5 days unlock 20 story templates. */

export const BONUS_EMAILS = 5;
export const BONUS_DAYS = 5;

export interface BonusStatus {
  isActionTaker: boolean;
  emailsCreated: number;
  daysRemaining: number;
  accountAge: number;
}

export type BonusState = "unlocked" | "progress" | "expired";

/** Unlocked once earned; in progress while the account is 5 days old or younger; expired after. */
export function bonusState(s: BonusStatus): BonusState {
  if (s.isActionTaker) return "unlocked";
  if (s.accountAge <= BONUS_DAYS) return "progress";
  return "expired";
}

/** Emails toward the bonus, capped at 5. */
export function bonusCount(s: Pick<BonusStatus, "emailsCreated">): number {
  return Math.max(0, Math.min(BONUS_EMAILS, Math.floor(s.emailsCreated || 0)));
}

export function bonusPercent(s: Pick<BonusStatus, "emailsCreated">): number {
  return Math.round((bonusCount(s) / BONUS_EMAILS) * 100);
}

export function daysLeftText(days: number): string {
  if (days <= 0) return "Last day";
  return days === 1 ? "1 day left" : `${days} days left`;
}

/** "3 more emails to go" (or one). */
export function remainingText(s: Pick<BonusStatus, "emailsCreated">): string {
  const left = BONUS_EMAILS - bonusCount(s);
  return left === 1 ? "1 more email to go" : `${left} more emails to go`;
}
