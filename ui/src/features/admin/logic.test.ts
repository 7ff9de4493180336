import { describe, expect, it } from "vitest";
import {
  activityRate,
  adminEmailText,
  churnRate,
  conversionRate,
  conversionRating,
  customRangeProblem,
  customerIdTail,
  debugText,
  emailsPerUser,
  engagementRating,
  formatMoney,
  growthRate,
  growthRating,
  isAdminStats,
  monthLabel,
  pageCount,
  pageNumbers,
  percent,
  plural,
  refundRate,
  revenuePath,
  showMonthlyReset,
  showingText,
  stripeCustomerUrl,
  subscriptionDisplay,
  supportPasswordValid,
  timeOfDay,
  unwrapEmails,
  userBadge,
  validBonusCredits,
  validateCreateUser,
  webhookUrlError,
  EMPTY_CREATE_USER,
  last30Days,
} from "./logic";
import type { AdminEmail, AdminStats } from "./types";

const stats: AdminStats = {
  totalUsers: 40,
  totalEmails: 130,
  activeSubscriptions: 7,
  totalRevenue: 133,
  newUsersThisMonth: 9,
  emailsCreatedThisMonth: 31,
  activeUsersThisMonth: 13,
  stripeDataAvailable: true,
  churnCount: 3,
  refundCount: 1,
};

describe("rates", () => {
  it("rounds percentages and never divides by zero", () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
    expect(percent(1, 0)).toBe(0);
    expect(percent(0, 5)).toBe(0);
  });
  it("computes the overview and analytics rates from the stats", () => {
    expect(growthRate(stats)).toBe(23); // 9 / 40 = 22.5 → 23
    expect(conversionRate(stats)).toBe(18); // 7 / 40 = 17.5 → 18
    expect(activityRate(stats)).toBe(33); // 13 / 40 = 32.5 → 33
    expect(churnRate(stats)).toBe(8); // 3 / 40 = 7.5 → 8
    expect(refundRate(stats)).toBe(3); // 1 / 40 = 2.5 → 3
    expect(emailsPerUser(stats)).toBe(3.3);
    const empty = { ...stats, totalUsers: 0 };
    expect(growthRate(empty)).toBe(0);
    expect(conversionRate(empty)).toBe(0);
    expect(emailsPerUser(empty)).toBe(0);
  });
  it("labels conversion at 15 and 10", () => {
    expect(conversionRating(15).label).toBe("Excellent");
    expect(conversionRating(14).label).toBe("Good");
    expect(conversionRating(10).label).toBe("Good");
    expect(conversionRating(9).label).toBe("Needs Improvement");
  });
  it("labels growth at 20 and 10", () => {
    expect(growthRating(20).label).toBe("Excellent");
    expect(growthRating(19).label).toBe("Good");
    expect(growthRating(10).label).toBe("Good");
    expect(growthRating(9).label).toBe("Steady");
  });
  it("labels emails per user at 5 and 2", () => {
    expect(engagementRating(5).label).toBe("High Engagement");
    expect(engagementRating(4.9).label).toBe("Moderate");
    expect(engagementRating(2).label).toBe("Moderate");
    expect(engagementRating(1.9).label).toBe("Low");
  });
  it("shows the monthly reset notice on day 1 or 2 with no new users and emails", () => {
    const zero = { newUsersThisMonth: 0, emailsCreatedThisMonth: 0 };
    expect(showMonthlyReset(zero, new Date("2026-03-01T10:00:00Z"))).toBe(true);
    expect(showMonthlyReset(zero, new Date("2026-03-02T23:59:00Z"))).toBe(true);
    expect(showMonthlyReset(zero, new Date("2026-03-03T00:00:00Z"))).toBe(false);
    expect(showMonthlyReset({ ...zero, newUsersThisMonth: 1 }, new Date("2026-03-01T10:00:00Z"))).toBe(false);
    expect(showMonthlyReset({ ...zero, emailsCreatedThisMonth: 1 }, new Date("2026-03-01T10:00:00Z"))).toBe(false);
  });
  it("accepts only stats-shaped pushes", () => {
    expect(isAdminStats(stats)).toBe(true);
    expect(isAdminStats({ totalUsers: "4" })).toBe(false);
    expect(isAdminStats(null)).toBe(false);
  });
});

describe("pagination", () => {
  it("shows every page up to 5", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 0)).toEqual([]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it("shows a window of 5 around the current page, kept in range", () => {
    expect(pageNumbers(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(3, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(4, 12)).toEqual([2, 3, 4, 5, 6]);
    expect(pageNumbers(7, 12)).toEqual([5, 6, 7, 8, 9]);
    expect(pageNumbers(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageNumbers(40, 12)).toEqual([8, 9, 10, 11, 12]);
  });
  it("counts pages", () => {
    expect(pageCount(0, 100)).toBe(1);
    expect(pageCount(100, 100)).toBe(1);
    expect(pageCount(101, 100)).toBe(2);
  });
  it("writes 'Showing x to y of z'", () => {
    expect(showingText(1, 50, 120)).toBe("Showing 1 to 50 of 120");
    expect(showingText(2, 50, 120)).toBe("Showing 51 to 100 of 120");
    expect(showingText(3, 50, 120)).toBe("Showing 101 to 120 of 120");
    expect(showingText(1, 50, 7)).toBe("Showing 1 to 7 of 7");
    expect(showingText(1, 50, 0)).toBe("Showing 0 to 0 of 0");
  });
});

describe("users", () => {
  const base = { id: "u1", subscriptionStatus: "trial", subscriptionCancelledAt: null, subscriptionCancelsAt: null };
  it("badges accounts per spec 2 §4", () => {
    expect(userBadge({ ...base, id: "admin-owner" }, "admin-owner").label).toBe("Super Admin");
    expect(userBadge({ ...base, id: "admin-42" }, "admin-owner").label).toBe("Admin");
    expect(userBadge({ ...base, subscriptionStatus: "active" }, "admin-owner").label).toBe("Starter");
    expect(
      userBadge({ ...base, subscriptionStatus: "active", subscriptionCancelledAt: "2026-01-01", subscriptionCancelsAt: "2026-02-01" }, "admin-owner").label,
    ).toBe("Cancelling");
    // Both dates are needed for Cancelling.
    expect(userBadge({ ...base, subscriptionStatus: "active", subscriptionCancelledAt: "2026-01-01" }, "admin-owner").label).toBe("Starter");
    expect(userBadge({ ...base, subscriptionStatus: "canceled" }, "admin-owner").label).toBe("Cancelled");
    expect(userBadge(base, "admin-owner").label).toBe("Trial");
  });
  it("shows the last 8 characters of the customer id or No Stripe", () => {
    expect(customerIdTail("cus_ABCDEFGH12345678")).toBe("12345678");
    expect(customerIdTail("cus_1")).toBe("cus_1");
    expect(customerIdTail(null)).toBe("No Stripe");
    expect(customerIdTail("  ")).toBe("No Stripe");
  });
  it("allows 1 to 50 whole bonus credits", () => {
    expect(validBonusCredits(5)).toBe(true);
    expect(validBonusCredits(1)).toBe(true);
    expect(validBonusCredits(50)).toBe(true);
    expect(validBonusCredits(0)).toBe(false);
    expect(validBonusCredits(51)).toBe(false);
    expect(validBonusCredits(2.5)).toBe(false);
    expect(validBonusCredits(Number.NaN)).toBe(false);
  });
  it("needs 6 characters for a support password", () => {
    expect(supportPasswordValid("12345")).toBe(false);
    expect(supportPasswordValid("123456")).toBe(true);
  });
  it("validates the create-user form per spec 2 §5", () => {
    expect(validateCreateUser(EMPTY_CREATE_USER)).toEqual({
      email: "Invalid email address",
      password: "Password must be at least 8 characters",
    });
    const ok = { ...EMPTY_CREATE_USER, email: "sam@example.com", password: "12345678" };
    expect(validateCreateUser(ok)).toEqual({});
    expect(validateCreateUser({ ...ok, password: "1234567" }).password).toBe("Password must be at least 8 characters");
    expect(validateCreateUser({ ...ok, userType: "admin" })).toEqual({ confirmAdmin: "Please confirm admin user creation" });
    expect(validateCreateUser({ ...ok, userType: "admin", confirmAdmin: true })).toEqual({});
  });
});

describe("subscriptions", () => {
  it("maps the display states and colours", () => {
    expect(subscriptionDisplay({ subscriptionStatus: "active", subscriptionCancelledAt: null })).toMatchObject({ label: "Active", tone: "success" });
    expect(subscriptionDisplay({ subscriptionStatus: "active", subscriptionCancelledAt: "2026-01-02" })).toMatchObject({
      label: "Cancelling at End of Cycle",
      tone: "warning",
    });
    expect(subscriptionDisplay({ subscriptionStatus: "cancelled", subscriptionCancelledAt: "2026-01-02" })).toMatchObject({ label: "Cancelled", tone: "danger" });
    expect(subscriptionDisplay({ subscriptionStatus: "inactive", subscriptionCancelledAt: null })).toMatchObject({ label: "Inactive", tone: "neutral" });
  });
  it("links to the customer in the Stripe dashboard", () => {
    expect(stripeCustomerUrl("cus_123")).toBe("https://dashboard.stripe.com/customers/cus_123");
  });
});

describe("emails", () => {
  const email: AdminEmail = {
    id: "e1",
    userId: "u1",
    title: "Spring",
    status: "generated",
    createdAt: "2026-01-01T00:00:00Z",
    contentFocus: "Course",
    generatedSubject: ["One", "Two"],
    generatedContent: "Hello there",
  };
  it("unwraps list items wrapped in an inner emails field", () => {
    expect(unwrapEmails({ emails: [email], total: 1 })).toEqual([email]);
    expect(unwrapEmails({ emails: [{ emails: email } as unknown as AdminEmail], total: 1 })).toEqual([email]);
    expect(unwrapEmails(undefined)).toEqual([]);
  });
  it("writes the email as text with its subject options", () => {
    expect(adminEmailText(email)).toBe("Spring\n\nSubject Line Options:\n1. One\n2. Two\n\nHello there\n");
    expect(adminEmailText({ ...email, generatedSubject: null, subject: '["A"]', generatedContent: "", content: "Body" })).toBe(
      "Spring\n\nSubject Line Options:\n1. A\n\nBody\n",
    );
  });
  it("pretty-prints a JSON raw answer and leaves text alone", () => {
    expect(debugText('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(debugText("plain")).toBe("plain");
    expect(debugText("{broken")).toBe("{broken");
    expect(debugText(undefined)).toBe("");
  });
});

describe("webhooks", () => {
  it("requires an http(s) URL", () => {
    expect(webhookUrlError("")).toBe("URL is required");
    expect(webhookUrlError("   ")).toBe("URL is required");
    expect(webhookUrlError("not a url")).toBe("Please enter a valid URL");
    expect(webhookUrlError("ftp://example.com")).toBe("Please enter a valid URL");
    expect(webhookUrlError("https://hooks.example.com/x")).toBeUndefined();
  });
});

describe("revenue", () => {
  it("builds the call for each range", () => {
    expect(revenuePath({ kind: "lifetime" })).toBe("/api/admin/revenue");
    expect(revenuePath({ kind: "custom", start: "2026-01-01", end: "2026-01-31" })).toBe("/api/admin/revenue?startDate=2026-01-01&endDate=2026-01-31");
    const r = last30Days(new Date("2026-03-31T12:00:00Z"));
    expect(r).toEqual({ kind: "last30", since: "2026-03-01T12:00:00.000Z" });
    expect(revenuePath(r)).toBe("/api/admin/revenue?startDate=2026-03-01T12%3A00%3A00.000Z");
  });
  it("needs both custom dates in order", () => {
    expect(customRangeProblem("", "")).toBeDefined();
    expect(customRangeProblem("2026-01-01", "")).toBeDefined();
    expect(customRangeProblem("", "2026-01-01")).toBeDefined();
    expect(customRangeProblem("2026-02-01", "2026-01-01")).toBeDefined();
    expect(customRangeProblem("2026-01-01", "2026-01-01")).toBeUndefined();
  });
  it("counts in words", () => {
    expect(plural(1, "refund")).toBe("1 refund");
    expect(plural(0, "refund")).toBe("0 refunds");
    expect(plural(1200, "payment")).toBe("1,200 payments");
  });
  it("formats money and months", () => {
    expect(formatMoney(1234.5)).toBe("$1,234.50");
    expect(formatMoney(undefined)).toBe("$0.00");
    expect(monthLabel("2026-03")).toBe("Mar 2026");
    expect(monthLabel("bad")).toBe("bad");
    expect(timeOfDay("2026-03-04T15:15:00Z")).toMatch(/^\d{1,2}:\d{2}\s(AM|PM)$/);
    expect(timeOfDay(null)).toBe("");
    expect(timeOfDay("bad")).toBe("");
  });
});
