import { describe, expect, it } from "vitest";
import { bonusProblem, emailIdFragment, feedWithEmailEvent, fixStuckToast, planLimit, sortParams, systemRows } from "./logic";
import type { RecentEvent, SystemStatus } from "./types";

const ok: SystemStatus = {
  database: true,
  redis: true,
  paymentMode: "test",
  webhooksActive: 0,
  webhooksTotal: 3,
  queueDepth: 0,
  processing: 0,
  stuck: 0,
  failed: 0,
  environment: "development",
};

describe("systemRows", () => {
  it("says what the checks found, not a fixed 'Connected'", () => {
    const rows = Object.fromEntries(systemRows({ ...ok, database: false, stuck: 2, failed: 1 }).map((r) => [r.id, r]));
    expect(rows.database.state).toBe("Not answering");
    expect(rows.webhooks.state).toBe("Not configured");
    expect(rows.payments.state).toBe("Test mode");
    expect(rows.stuck.state).toBe("2 emails");
    expect(rows.failed.state).toBe("1 email");
    expect(rows.queue.state).toBe("Empty");
  });
  it("counts configured webhooks and names a live payment provider", () => {
    const rows = Object.fromEntries(systemRows({ ...ok, paymentMode: "live", webhooksActive: 1, queueDepth: null }).map((r) => [r.id, r]));
    expect(rows.webhooks.state).toBe("1 of 3 configured");
    expect(rows.payments.state).toBe("Stripe configured");
    expect(rows.queue.state).toBe("Unknown");
    expect(systemRows({ ...ok, paymentMode: "off" }).find((r) => r.id === "payments")?.state).toBe("Not configured");
  });
});

describe("feedWithEmailEvent", () => {
  const base: RecentEvent[] = [{ type: "signup", at: "2026-01-01T10:00:00Z", who: "a@example.com" }];
  it("puts a new email on top and keeps the size", () => {
    const next = feedWithEmailEvent(base, { id: "1", userId: "u", title: "Hi", status: "processing", contentFocus: "", createdAt: "2026-01-01T11:00:00Z" }, 1);
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ type: "email", title: "Hi", status: "processing" });
  });
  it("updates the status of an email already listed", () => {
    const listed: RecentEvent[] = [{ type: "email", at: "2026-01-01T11:00:00Z", who: "a@example.com", title: "Hi", status: "processing" }];
    const next = feedWithEmailEvent(listed, { id: "1", userId: "u", title: "Hi", status: "failed", contentFocus: "", createdAt: "2026-01-01T11:00:00.300Z" }, 5);
    expect(next).toHaveLength(1);
    expect(next[0].status).toBe("failed");
    expect(next[0].who).toBe("a@example.com");
  });
});

describe("list helpers", () => {
  it("sends no sort for the default order", () => {
    expect(sortParams({ key: "created", desc: true })).toEqual({});
    expect(sortParams({ key: "email", desc: false })).toEqual({ sort: "email", order: "asc" });
  });
  it("shows both ends of an email id", () => {
    expect(emailIdFragment("3f2a9c1b-0000-4000-8000-00000000d4e7")).toBe("3f2a9c1b…d4e7");
  });
  it("words Fix Stuck neutrally when nothing was stuck", () => {
    expect(fixStuckToast(0)).toMatchObject({ title: "No Stuck Emails", variant: "default" });
    expect(fixStuckToast(1)).toMatchObject({ title: "Stuck Emails Fixed", variant: "success", description: "Re-queued 1 stuck email for generation." });
  });
  it("gives a cancelled subscriber the trial limit", () => {
    expect(planLimit("active")).toBe(300);
    expect(planLimit("canceled")).toBe(10);
  });
  it("accepts digits only for bonus credits, within the total cap", () => {
    expect(bonusProblem("5", 0)).toBeUndefined();
    expect(bonusProblem("5.0", 0)).toMatch(/Digits only/);
    expect(bonusProblem("1e1", 0)).toMatch(/Digits only/);
    expect(bonusProblem("51", 0)).toMatch(/from 1 to 50/);
    expect(bonusProblem("5", 198)).toMatch(/at most 200/);
  });
});
