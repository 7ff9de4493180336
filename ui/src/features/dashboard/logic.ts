/** Which dashboard cards show, from the plan, usage and the action-taker bonus status. */
import { isTrialTotal, type Usage } from "@/features/usage/logic";
import type { ActionTakerStatus } from "@/features/emails/hooks";
import type { Email } from "@/features/emails/types";

export const BONUS_EMAILS = 5;
export const BONUS_DAYS = 5;
export const RECENT_ON_DASHBOARD = 3;

/** The red banner at the top: a 10-credit trial with nothing left. */
export function showTrialComplete(usage: Usage | undefined, subscribed: boolean): boolean {
  return Boolean(usage) && !subscribed && isTrialTotal(usage!) && usage!.emailsRemaining <= 0;
}

/**
 * A trial with no credits left (used up, or none to begin with): the page then carries a single
 * upgrade prompt, and Create Email says why it cannot be used.
 */
export function outOfTrialCredits(usage: Usage | undefined, subscribed: boolean): boolean {
  return Boolean(usage) && !subscribed && usage!.emailsRemaining <= 0;
}

/** The progress card: trial users with an account of 5 days or less who have not unlocked the bonus. */
export function showBonusProgress(status: ActionTakerStatus | undefined, subscribed: boolean): boolean {
  return Boolean(status) && !subscribed && status!.accountAge <= BONUS_DAYS && !status!.isActionTaker;
}

/** The unlocked card: the bonus is unlocked and its notice was not dismissed. */
export function showBonusUnlocked(status: ActionTakerStatus | undefined): boolean {
  return Boolean(status?.isActionTaker) && !status?.bonusDismissed;
}

/** Progress towards the bonus as a percentage of the 5 emails. */
export function bonusPercent(status: Pick<ActionTakerStatus, "emailsCreated">): number {
  return Math.round((Math.min(BONUS_EMAILS, Math.max(0, status.emailsCreated)) / BONUS_EMAILS) * 100);
}

export function recentEmails(emails: Email[] | undefined): Email[] {
  return (emails ?? []).slice(0, RECENT_ON_DASHBOARD);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
