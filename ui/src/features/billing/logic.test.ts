import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import {
  NoCheckoutURL,
  cancelProblem,
  checkoutCompletedEvent,
  checkoutProblem,
  daysUntilReset,
  dollars,
  endText,
  isCheckoutReturn,
  longDate,
  normalizeLookup,
  planStatus,
  portalProblem,
  resetText,
  showRunningLow,
  showWelcome,
  testId,
  testPagesAvailable,
  usageSummary,
  withoutCheckoutFlag,
} from "./logic";

const apiErr = (status: number, body: unknown) => new ApiError(status, "", typeof body === "string" ? body : JSON.stringify(body));

describe("plan and status badge", () => {
  it("active is Starter at $19/month with an Active badge", () => {
    expect(planStatus({ subscriptionStatus: "active" })).toMatchObject({
      plan: "Starter",
      active: true,
      cancelling: false,
      badge: "Active",
      tone: "success",
      amount: "$19/month",
      endsAt: null,
    });
  });
  it("active with a cancellation date is Cancelling until the period ends", () => {
    const s = planStatus({
      subscriptionStatus: "active",
      subscriptionCancelledAt: "2026-03-01T12:00:00Z",
      subscriptionCancelsAt: "2026-03-20T12:00:00Z",
      billingCycleEnd: "2026-03-20T12:00:00Z",
    });
    expect(s).toMatchObject({ plan: "Starter", active: true, cancelling: true, badge: "Cancelling", tone: "warning" });
    expect(s.endsAt).toBe("2026-03-20T12:00:00Z");
  });
  it("a cancelling plan without cancelsAt ends with the billing cycle", () => {
    expect(
      planStatus({ subscriptionStatus: "active", subscriptionCancelledAt: "2026-03-01T12:00:00Z", billingCycleEnd: "2026-04-01T12:00:00Z" })
        .endsAt,
    ).toBe("2026-04-01T12:00:00Z");
  });
  it("everything else is Trial at $0/month, badged by what happened", () => {
    expect(planStatus({ subscriptionStatus: "inactive" })).toMatchObject({ plan: "Trial", badge: "Free Trial", amount: "$0/month" });
    expect(planStatus({ subscriptionStatus: "past_due" })).toMatchObject({ plan: "Trial", badge: "Past Due", tone: "danger" });
    expect(planStatus({ subscriptionStatus: "canceled" })).toMatchObject({ plan: "Trial", badge: "Cancelled" });
    expect(planStatus({ subscriptionStatus: "cancelled" })).toMatchObject({ plan: "Trial", badge: "Cancelled" });
    expect(planStatus(undefined)).toMatchObject({ plan: "Trial", active: false, cancelling: false });
    // A cancellation date alone does not make a trial 'Cancelling'.
    expect(planStatus({ subscriptionStatus: "canceled", subscriptionCancelledAt: "2026-03-01T12:00:00Z" }).cancelling).toBe(false);
  });
  it("usage saying subscribed counts as Starter while the subscription is unknown", () => {
    expect(planStatus(undefined, { emailsCreated: 1, emailsRemaining: 299, isSubscribed: true }).plan).toBe("Starter");
  });
});

describe("usage card", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it("counts created and remaining with the share used", () => {
    const s = usageSummary({ emailsCreated: 3, emailsRemaining: 7 }, undefined, false, now);
    expect(s).toMatchObject({ created: 3, remaining: 7, total: 10, percent: 30, level: "ok", daysUntilReset: null, resetDate: "" });
  });
  it("marks the level: out at 0, low at 1-2", () => {
    expect(usageSummary({ emailsCreated: 10, emailsRemaining: 0 }, undefined, false, now).level).toBe("out");
    expect(usageSummary({ emailsCreated: 8, emailsRemaining: 2 }, undefined, false, now).level).toBe("low");
  });
  it("shows days until reset and the reset date for Starter only", () => {
    const sub = { subscriptionStatus: "active", billingCycleEnd: "2026-03-22T12:00:00Z", daysUntilReset: 12 };
    const s = usageSummary({ emailsCreated: 42, emailsRemaining: 258 }, sub, true, now);
    expect(s.daysUntilReset).toBe(12);
    expect(s.resetDate).toBe("March 22, 2026");
    expect(usageSummary({ emailsCreated: 1, emailsRemaining: 9 }, sub, false, now).daysUntilReset).toBeNull();
  });
  it("counts days from billingCycleEnd when the server gave none", () => {
    expect(daysUntilReset({ billingCycleEnd: "2026-03-12T00:00:00Z" }, now)).toBe(2);
    expect(daysUntilReset({ billingCycleEnd: "2026-03-01T00:00:00Z" }, now)).toBe(0);
    expect(daysUntilReset({ daysUntilReset: -3 }, now)).toBe(0);
    expect(daysUntilReset({ billingCycleEnd: "not a date" }, now)).toBeNull();
    expect(daysUntilReset(undefined, now)).toBeNull();
  });
  it("words the reset", () => {
    expect(resetText(0)).toBe("Resets today");
    expect(resetText(1)).toBe("Resets in 1 day");
    expect(resetText(12)).toBe("Resets in 12 days");
    expect(endText(0)).toBe("Plan ends today");
    expect(endText(1)).toBe("Plan ends in 1 day");
    expect(endText(30)).toBe("Plan ends in 30 days");
  });
  it("formats dates and money", () => {
    expect(longDate("2026-01-05T12:00:00Z")).toBe("January 5, 2026");
    expect(longDate(null)).toBe("");
    expect(longDate("nope")).toBe("");
    expect(dollars(1900)).toBe("$19.00");
  });
});

describe("welcome box and running low", () => {
  it("welcomes a trial user who has used nothing", () => {
    expect(showWelcome({ emailsCreated: 0, emailsRemaining: 10 }, false)).toBe(true);
    expect(showWelcome({ emailsCreated: 1, emailsRemaining: 9 }, false)).toBe(false);
    // No "10 free credits" for an account whose address already had its trial.
    expect(showWelcome({ emailsCreated: 0, emailsRemaining: 0, trialUsedBefore: true }, false)).toBe(false);
    expect(showWelcome({ emailsCreated: 0, emailsRemaining: 300 }, true)).toBe(false);
    expect(showWelcome(undefined, false)).toBe(false);
  });
  it("warns trial users who used 7 to 10", () => {
    for (const used of [7, 8, 9]) expect(showRunningLow({ emailsCreated: used, emailsRemaining: 10 - used }, false), `${used}`).toBe(true);
    // Nothing left is not "running low".
    expect(showRunningLow({ emailsCreated: 10, emailsRemaining: 0 }, false)).toBe(false);
    expect(showRunningLow({ emailsCreated: 8, emailsRemaining: 2, bonusCredits: 0 }, false)).toBe(true);
    for (const used of [0, 6, 11]) expect(showRunningLow({ emailsCreated: used, emailsRemaining: 0 }, false), `${used}`).toBe(false);
    expect(showRunningLow({ emailsCreated: 8, emailsRemaining: 292 }, true)).toBe(false);
    expect(showRunningLow(undefined, false)).toBe(false);
  });
});

describe("checkout return flag", () => {
  it("recognises success=true and removes only it", () => {
    const p = new URLSearchParams("success=true&tab=usage");
    expect(isCheckoutReturn(p)).toBe(true);
    expect(isCheckoutReturn(new URLSearchParams("success=false"))).toBe(false);
    const next = withoutCheckoutFlag(p);
    expect(next.toString()).toBe("tab=usage");
    expect(p.get("success")).toBe("true"); // the input is untouched
  });
});

describe("error texts of the payment calls", () => {
  it("checkout: the server's message, no URL, or the fallback", () => {
    expect(checkoutProblem(apiErr(502, { message: "Failed to create checkout session", code: "checkout_failed" }))).toEqual({
      title: "Failed to start checkout process",
      description: "Failed to create checkout session",
    });
    expect(checkoutProblem(new NoCheckoutURL()).description).toBe("No checkout URL received");
    expect(checkoutProblem(new TypeError("Failed to fetch")).description).toBe("Failed to create checkout session");
    expect(checkoutProblem(apiErr(409, { message: "You already have an active Starter subscription." })).description).toBe(
      "You already have an active Starter subscription.",
    );
  });
  it("portal: no URL is 'Unable…', a failed call 'Failed…', a refusal explains itself", () => {
    expect(portalProblem(null).description).toBe("Unable to open billing portal. Please try again.");
    expect(portalProblem(apiErr(502, { message: "upstream" })).description).toBe("Failed to open billing portal. Please try again.");
    expect(portalProblem(new TypeError("Failed to fetch")).description).toBe("Failed to open billing portal. Please try again.");
    expect(portalProblem(apiErr(403, { message: "Only on Starter." })).description).toBe("Only on Starter.");
  });
  it("cancel: support unless there is nothing to cancel", () => {
    expect(cancelProblem(apiErr(502, { message: "x" })).description).toBe("Failed to cancel subscription. Please contact support.");
    expect(cancelProblem(new TypeError("Failed to fetch")).description).toBe("Failed to cancel subscription. Please contact support.");
    expect(cancelProblem(apiErr(400, { message: "You don't have an active subscription to cancel." })).description).toBe(
      "You don't have an active subscription to cancel.",
    );
  });
});

describe("payment test pages", () => {
  it("exist only in development", () => {
    expect(testPagesAvailable("development")).toBe(true);
    expect(testPagesAvailable("production")).toBe(false);
    expect(testPagesAvailable("test")).toBe(false);
    expect(testPagesAvailable(undefined)).toBe(false);
  });
  it("reads the lookup", () => {
    expect(normalizeLookup({ email: "a@b.co", userId: "u1", stripeCustomerId: null, subscriptionStatus: "inactive" })).toEqual({
      email: "a@b.co",
      userId: "u1",
      stripeCustomerId: null,
      subscriptionStatus: "inactive",
    });
    expect(normalizeLookup({ email: "a@b.co" })).toBeNull();
    expect(normalizeLookup(null)).toBeNull();
  });
  it("builds a checkout-completed event naming the user", () => {
    const ev = checkoutCompletedEvent({ email: "a@b.co", userId: "u1", stripeCustomerId: "cus_1" }, "evt_fixed");
    expect(ev.id).toBe("evt_fixed");
    expect(ev.type).toBe("checkout.session.completed");
    expect(ev.data.object).toMatchObject({ mode: "subscription", customer: "cus_1", client_reference_id: "u1", metadata: { userId: "u1" } });
    expect(ev.data.object.id).toMatch(/^cs_test_[a-z0-9]{16}$/);
    expect(ev.data.object.subscription).toMatch(/^sub_test_[a-z0-9]{16}$/);
    expect(testId("evt_", () => 0)).toBe("evt_aaaaaaaaaaaaaaaa");
  });
});
