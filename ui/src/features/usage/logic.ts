/** Plan and usage rules of the product: trial 10 credits once, Starter 300 emails a month. */

export const TRIAL_CREDITS = 10;
export const STARTER_MONTHLY = 300;

export interface Usage {
  emailsCreated: number;
  emailsRemaining: number;
  bonusCredits?: number;
  isSubscribed?: boolean;
  /** The address already had its free trial with an earlier account: this one starts with none. */
  trialUsedBefore?: boolean;
}

export interface Subscription {
  subscriptionStatus?: string | null;
  stripeCustomerId?: string | null;
  subscriptionCancelledAt?: string | null;
  subscriptionCancelsAt?: string | null;
  billingCycleEnd?: string | null;
  daysUntilReset?: number | null;
}

/** Usage used when the server's answer is missing: nothing created, 10 remaining. */
export const DEFAULT_USAGE: Usage = { emailsCreated: 0, emailsRemaining: TRIAL_CREDITS };
/** The navigation panel assumes plenty left until it knows better, so it never nags too early. */
export const NAV_DEFAULT_USAGE: Usage = { emailsCreated: 0, emailsRemaining: 100 };

function num(v: unknown, fallback: number): number {
  return typeof v === "number" && Number.isFinite(v) ? v : fallback;
}

/** Reads GET /api/usage ({usage: {...}} or the bare object), filling gaps from `fallback`. */
export function normalizeUsage(raw: unknown, fallback: Usage = DEFAULT_USAGE): Usage {
  if (!raw || typeof raw !== "object") return fallback;
  const obj = raw as Record<string, unknown>;
  const u = (obj.usage && typeof obj.usage === "object" ? obj.usage : obj) as Record<string, unknown>;
  return {
    emailsCreated: num(u.emailsCreated, fallback.emailsCreated),
    emailsRemaining: num(u.emailsRemaining, fallback.emailsRemaining),
    bonusCredits: typeof u.bonusCredits === "number" ? u.bonusCredits : undefined,
    isSubscribed: typeof u.isSubscribed === "boolean" ? u.isSubscribed : undefined,
    trialUsedBefore: u.trialUsedBefore === true ? true : undefined,
  };
}

export const TRIAL_USED_TITLE = "Free Trial Already Used";
export const TRIAL_USED_TEXT =
  "This email address already had its free trial with an earlier account, so this account starts without free credits. Upgrade to Starter to create story emails.";

/** A trial account that starts with no credits because its address had the trial before. */
export function trialUsedBefore(usage: Usage | null | undefined, subscribed: boolean): boolean {
  return !subscribed && usage?.trialUsedBefore === true;
}

/** 'active' is the Starter plan; everything else shows as Trial. */
export function isActiveSubscription(sub: Subscription | null | undefined): boolean {
  return sub?.subscriptionStatus === "active";
}

/** A trial account is recognised by created plus remaining adding up to exactly 10. */
export function isTrialTotal(u: Usage): boolean {
  return u.emailsCreated + u.emailsRemaining === TRIAL_CREDITS;
}

/** The top bar's usage line: 'n/300 emails used' on Starter, 'n/10 credits used' otherwise. */
export function usageText(usage: Usage | null | undefined, subscribed: boolean): string {
  const created = usage?.emailsCreated ?? DEFAULT_USAGE.emailsCreated;
  return subscribed ? `${created}/${STARTER_MONTHLY} emails used` : `${created}/${TRIAL_CREDITS} credits used`;
}

export type UsageLevel = "out" | "low" | "ok";

/** Out of credits at 0 remaining (red), almost out at 1 or 2 (orange), otherwise normal. */
export function usageLevel(remaining: number): UsageLevel {
  if (remaining <= 0) return "out";
  if (remaining <= 2) return "low";
  return "ok";
}

/** Share used: created / (created + remaining), as a whole percentage. */
export function usagePercent(u: Usage): number {
  const total = u.emailsCreated + u.emailsRemaining;
  if (total <= 0) return 0;
  return Math.round((u.emailsCreated / total) * 100);
}

export interface NavPrompt {
  kind: "complete" | "low";
  title: string;
  text: string;
}

/** The navigation upgrade prompt: only on a 10-credit trial with 0, 1 or 2 credits left. */
export function navPrompt(usage: Usage | null | undefined): NavPrompt | null {
  const u = usage ?? NAV_DEFAULT_USAGE;
  if (!isTrialTotal(u)) return null;
  if (u.emailsRemaining === 0) return { kind: "complete", title: "Trial Complete!", text: "Upgrade to continue creating emails" };
  if (u.emailsRemaining === 1 || u.emailsRemaining === 2) {
    const n = u.emailsRemaining;
    return { kind: "low", title: "Low Credits", text: `${n} credit${n === 1 ? "" : "s"} left` };
  }
  return null;
}
