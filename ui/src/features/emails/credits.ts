/** Credit notices of the Create Email and Create Similar pages. */
import { STARTER_MONTHLY, TRIAL_CREDITS, isTrialTotal, type Usage } from "@/features/usage/logic";

/** Until usage is known these pages assume plenty left, so the form is never locked by mistake. */
export const FORM_DEFAULT_USAGE: Usage = { emailsCreated: 0, emailsRemaining: 100 };

export interface CreditState {
  remaining: number;
  /** Red card: a 10-credit trial with nothing left. */
  trialComplete: boolean;
  /** Orange card: 1 or 2 trial credits left. */
  almostOut: boolean;
  /** No credits: the form cannot be sent. */
  disabled: boolean;
  /** Create Similar's banner at 0. */
  outTitle: "Trial Credits Exhausted" | "Monthly Limit Reached" | null;
  /** Create Similar's warning at 2 or fewer. */
  low: boolean;
}

export function creditState(usage: Usage | undefined, subscribed: boolean): CreditState {
  const u = usage ?? FORM_DEFAULT_USAGE;
  const remaining = Math.max(0, u.emailsRemaining);
  return {
    remaining,
    trialComplete: !subscribed && isTrialTotal(u) && remaining === 0,
    almostOut: !subscribed && (remaining === 1 || remaining === 2),
    disabled: remaining === 0,
    outTitle: remaining === 0 ? (subscribed ? "Monthly Limit Reached" : "Trial Credits Exhausted") : null,
    low: remaining > 0 && remaining <= 2,
  };
}

export const LIMIT_TITLE = "Usage Limit Reached";
export const LIMIT_MESSAGE = "You've reached your monthly limit. Please upgrade or wait for reset.";

/** The Create Similar page's words for the same answer, naming the plan's limit. */
export function editLimitMessage(subscribed: boolean): string {
  return subscribed
    ? `You've reached your monthly limit of ${STARTER_MONTHLY} emails. Your credits reset with your next billing cycle.`
    : `You've reached your trial limit of ${TRIAL_CREDITS} emails. Please upgrade to keep creating emails.`;
}
