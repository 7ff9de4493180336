import { describe, expect, it } from "vitest";
import { FALLBACK_TEXT, SOCIAL_PROOF_MIN_USERS, formatCount, normalizeStats, pluralize, statText, statsMood } from "./stats";

describe("public statistics", () => {
  it("reads the answer and the push alike", () => {
    expect(normalizeStats({ totalUsers: 412, emailsThisWeek: 97, totalEmails: 2310 })).toEqual({
      totalUsers: 412,
      emailsThisWeek: 97,
      totalEmails: 2310,
    });
  });

  it("refuses anything incomplete or odd", () => {
    expect(normalizeStats(null)).toBeNull();
    expect(normalizeStats({ totalUsers: 1, emailsThisWeek: 2 })).toBeNull();
    expect(normalizeStats({ totalUsers: "1", emailsThisWeek: 2, totalEmails: 3 })).toBeNull();
    expect(normalizeStats({ totalUsers: -1, emailsThisWeek: 2, totalEmails: 3 })).toBeNull();
  });

  it("prints counts with thousands separators", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1,000");
    expect(formatCount(123456.6)).toBe("123,457");
    expect(formatCount(-98765)).toBe("-98,765");
  });

  it("falls back to the fixed figures only after a failure", () => {
    const stats = { totalUsers: 1200, emailsThisWeek: 15, totalEmails: 4000 };
    expect(statText({ stats, failed: false }, "totalUsers")).toBe("1,200");
    expect(statText({ stats: undefined, failed: false }, "totalUsers")).toBeNull();
    expect(statText({ stats: undefined, failed: true }, "totalUsers")).toBe("359+");
    expect(statText({ stats: undefined, failed: true }, "emailsThisWeek")).toBe("89");
    expect(statText({ stats: undefined, failed: true }, "totalEmails")).toBe("359+");
    expect(FALLBACK_TEXT).toEqual({ totalUsers: "359+", emailsThisWeek: "89", totalEmails: "359+" });
  });
});

describe("how the page speaks of its numbers", () => {
  const stats = (totalUsers: number) => ({ totalUsers, emailsThisWeek: 0, totalEmails: 0 });
  it("does not print the counts of a young install", () => {
    expect(statsMood({ stats: stats(0), failed: false })).toBe("young");
    expect(statsMood({ stats: stats(SOCIAL_PROOF_MIN_USERS - 1), failed: false })).toBe("young");
    expect(statsMood({ stats: stats(SOCIAL_PROOF_MIN_USERS), failed: false })).toBe("counted");
  });
  it("shows the fixed figures after a failure, and a placeholder while loading", () => {
    expect(statsMood({ stats: undefined, failed: true })).toBe("fallback");
    expect(statsMood({ stats: undefined, failed: false })).toBe("loading");
  });
  it("pluralises", () => {
    expect(pluralize(1, "marketer", "marketers")).toBe("marketer");
    expect(pluralize(0, "marketer", "marketers")).toBe("marketers");
    expect(pluralize(2, "marketer", "marketers")).toBe("marketers");
  });
});
