/**
 * Billing rules shown by the billing pages: which plan a subscription means, its status badge,
 * the usage card's numbers and the warnings, and the error texts of the payment calls.
 */
import { serverMessage, statusOf } from "@/lib/api";
import type { BadgeTone } from "@/components/ui/badge";
import {
  STARTER_MONTHLY,
  TRIAL_CREDITS,
  isActiveSubscription,
  usageLevel,
  usagePercent,
  type Subscription,
  type Usage,
  type UsageLevel,
} from "@/features/usage/logic";

export const STARTER_PRICE = 19;

export type PlanName = "Starter" | "Trial";

export interface PlanStatus {
  plan: PlanName;
  /** 'active' (Starter, renewing or cancelling). */
  active: boolean;
  /** Active, but cancelled: the plan ends with the billing period. */
  cancelling: boolean;
  badge: string;
  tone: BadgeTone;
  amount: "$19/month" | "$0/month";
  /** When a cancelling plan ends (ISO), if known. */
  endsAt: string | null;
}

/**
 * The plan a subscription means. Only 'active' is Starter; an active plan with a cancellation
 * date is Cancelling until the period ends. Every other status shows as Trial, badged with what
 * happened (past due, cancelled) or simply Free Trial.
 */
export function planStatus(sub: Subscription | null | undefined, usage?: Usage | null): PlanStatus {
  const active = isActiveSubscription(sub) || usage?.isSubscribed === true;
  const cancelling = active && Boolean(sub?.subscriptionCancelledAt);
  if (active) {
    return {
      plan: "Starter",
      active,
      cancelling,
      badge: cancelling ? "Cancelling" : "Active",
      tone: cancelling ? "warning" : "success",
      amount: "$19/month",
      endsAt: cancelling ? (sub?.subscriptionCancelsAt ?? sub?.billingCycleEnd ?? null) : null,
    };
  }
  const status = (sub?.subscriptionStatus ?? "").toLowerCase();
  let badge = "Free Trial";
  let tone: BadgeTone = "brand";
  if (status === "past_due") {
    badge = "Past Due";
    tone = "danger";
  } else if (status === "canceled" || status === "cancelled") {
    badge = "Cancelled";
    tone = "neutral";
  }
  return { plan: "Trial", active: false, cancelling: false, badge, tone, amount: "$0/month", endsAt: null };
}

/** A date as 'March 5, 2026' (local time), or '' when missing or unreadable. */
export function longDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return d.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * Whole days until the Starter allowance resets: the server's daysUntilReset, else counted up
 * from billingCycleEnd (never below 0). Null when unknown.
 */
export function daysUntilReset(sub: Subscription | null | undefined, now: Date = new Date()): number | null {
  if (typeof sub?.daysUntilReset === "number" && Number.isFinite(sub.daysUntilReset)) return Math.max(0, sub.daysUntilReset);
  if (!sub?.billingCycleEnd) return null;
  const end = new Date(sub.billingCycleEnd).getTime();
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY));
}

/** 'Resets today', 'Resets in 1 day', 'Resets in 12 days'. */
export function resetText(days: number): string {
  if (days <= 0) return "Resets today";
  return `Resets in ${days} ${days === 1 ? "day" : "days"}`;
}

/** For a cancelling plan: 'Plan ends today', 'Plan ends in 12 days'. */
export function endText(days: number): string {
  if (days <= 0) return "Plan ends today";
  return `Plan ends in ${days} ${days === 1 ? "day" : "days"}`;
}

export interface UsageSummary {
  created: number;
  remaining: number;
  total: number;
  percent: number;
  level: UsageLevel;
  /** Starter only. */
  daysUntilReset: number | null;
  resetDate: string;
}

/** The billing usage card: created, remaining and, for Starter, days until the monthly reset. */
export function usageSummary(usage: Usage, sub: Subscription | null | undefined, active: boolean, now: Date = new Date()): UsageSummary {
  const created = Math.max(0, usage.emailsCreated);
  const remaining = Math.max(0, usage.emailsRemaining);
  return {
    created,
    remaining,
    total: created + remaining,
    percent: usagePercent({ emailsCreated: created, emailsRemaining: remaining }),
    level: usageLevel(remaining),
    daysUntilReset: active ? daysUntilReset(sub, now) : null,
    resetDate: active ? longDate(sub?.billingCycleEnd) : "",
  };
}

/** The welcome box: a trial user who has not used a credit yet. */
export function showWelcome(usage: Usage | undefined, active: boolean): boolean {
  return Boolean(usage) && !active && usage!.emailsCreated === 0 && !usage!.trialUsedBefore;
}

/**
 * 'Running low on credits!': a trial user who has used 7 to 10 credits and still has some left
 * (with none left the page says the trial is complete, not that it is running low).
 */
export function showRunningLow(usage: Usage | undefined, active: boolean): boolean {
  if (!usage || active || usage.emailsRemaining <= 0) return false;
  return usage.emailsCreated >= 7 && usage.emailsCreated <= TRIAL_CREDITS;
}

/** The address came back from a completed checkout (?success=true). */
export function isCheckoutReturn(params: URLSearchParams): boolean {
  return params.get("success") === "true";
}

/** The query string without the checkout flag, other parameters kept. */
export function withoutCheckoutFlag(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete("success");
  return next;
}

export interface Problem {
  title: string;
  description: string;
}

/** Thrown when the checkout call answered without a URL to go to. */
export class NoCheckoutURL extends Error {
  constructor() {
    super("No checkout URL received");
    this.name = "NoCheckoutURL";
  }
}

/**
 * The toast for a failed Subscribe Now: the server's own message ('Failed to create checkout
 * session', already subscribed, rate limited), 'No checkout URL received', or, when the server
 * could not be asked, 'Failed to create checkout session'.
 */
export function checkoutProblem(err: unknown): Problem {
  const title = "Failed to start checkout process";
  if (err instanceof NoCheckoutURL) return { title, description: "No checkout URL received" };
  return { title, description: serverMessage(err) ?? "Failed to create checkout session" };
}

/** The toast for a billing portal that did not open: no URL in the answer, or a failed call. */
export function portalProblem(err: unknown | null): Problem {
  if (err === null) return { title: "Error", description: "Unable to open billing portal. Please try again." };
  const status = statusOf(err);
  // The server explains a refusal (not on Starter, no billing account, too many attempts).
  if (status === 403 || status === 429) {
    return { title: "Error", description: serverMessage(err) ?? "Failed to open billing portal. Please try again." };
  }
  return { title: "Error", description: "Failed to open billing portal. Please try again." };
}

/** The toast for a cancellation that failed. */
export function cancelProblem(err: unknown): Problem {
  // Nothing to cancel (already ended) is worth saying as is; anything else goes to support.
  if (statusOf(err) === 400 || statusOf(err) === 429) {
    const msg = serverMessage(err);
    if (msg) return { title: "Error", description: msg };
  }
  return { title: "Error", description: "Failed to cancel subscription. Please contact support." };
}

/** Price in dollars from cents: 1900 → '$19.00'. */
export function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The usage line of a plan, e.g. on the Manage Subscription page. */
export function allowanceText(active: boolean): string {
  return active ? `${STARTER_MONTHLY} emails every month` : `${TRIAL_CREDITS} free credits in total (one-time)`;
}

/** Whether the environment offers the payment test pages. */
export function testPagesAvailable(appEnv: string | undefined): boolean {
  return appEnv === "development";
}

/** Reads the test-subscription lookup: {email, stripeCustomerId, userId, subscriptionStatus}. */
export interface TestLookup {
  email: string;
  userId: string;
  stripeCustomerId: string | null;
  subscriptionStatus?: string;
}

export function normalizeLookup(raw: unknown): TestLookup | null {
  if (!raw || typeof raw !== "object") return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.userId !== "string" || !r.userId) return null;
  return {
    email: typeof r.email === "string" ? r.email : "",
    userId: r.userId,
    stripeCustomerId: typeof r.stripeCustomerId === "string" && r.stripeCustomerId ? r.stripeCustomerId : null,
    subscriptionStatus: typeof r.subscriptionStatus === "string" ? r.subscriptionStatus : undefined,
  };
}

/** A random id with a prefix, like the test events' ids (evt_test_…, cs_test_…). */
export function testId(prefix: string, random: () => number = Math.random): string {
  let s = "";
  for (let i = 0; i < 16; i++) s += "abcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(random() * 36)];
  return `${prefix}${s}`;
}

/**
 * The body of a manual checkout-completed event (admin-and-routes §7): session id, mode
 * subscription, subscription id, customer and metadata userId.
 */
export function checkoutCompletedEvent(target: TestLookup, eventId = testId("evt_test_")) {
  return {
    id: eventId,
    type: "checkout.session.completed",
    data: {
      object: {
        id: testId("cs_test_"),
        mode: "subscription",
        payment_status: "paid",
        subscription: testId("sub_test_"),
        customer: target.stripeCustomerId ?? undefined,
        customer_email: target.email || undefined,
        client_reference_id: target.userId,
        metadata: { userId: target.userId },
      },
    },
  };
}
