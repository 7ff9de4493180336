import { afterEach, describe, expect, it, vi } from "vitest";
import { holdToasts, toast } from "./use-toast";

afterEach(() => {
  vi.useRealTimers();
});

describe("holdToasts", () => {
  it("drops toasts raised while held, then lets them through again", () => {
    vi.useFakeTimers();
    expect(toast({ title: "Unauthorized" })).not.toBe("");
    holdToasts(2_000);
    expect(toast({ title: "Delete Failed" })).toBe("");
    vi.advanceTimersByTime(2_001);
    expect(toast({ title: "Email Deleted" })).not.toBe("");
  });
});
