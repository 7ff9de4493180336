import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { throttle } from "./throttle";

describe("throttle", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs the first call at once", () => {
    const fn = vi.fn();
    const t = throttle(fn, 500);
    t(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith(1);
  });

  it("collapses a burst into one trailing call with the newest arguments", () => {
    const fn = vi.fn();
    const t = throttle(fn, 500);
    for (let i = 1; i <= 100; i++) t(i);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenLastCalledWith(1);
    vi.advanceTimersByTime(499);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(100);
    vi.advanceTimersByTime(5_000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("runs at most once per window under a steady stream", () => {
    const fn = vi.fn();
    const t = throttle(fn, 500);
    // One event every 50 ms for 3 s: 60 events.
    for (let i = 0; i < 60; i++) {
      t(i);
      vi.advanceTimersByTime(50);
    }
    vi.advanceTimersByTime(1_000);
    // 3 s of events at one call per 500 ms: the leading call, then about one per window.
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(6);
    expect(fn.mock.calls.length).toBeLessThanOrEqual(7);
    expect(fn).toHaveBeenLastCalledWith(59);
  });

  it("runs at once again after a quiet window", () => {
    const fn = vi.fn();
    const t = throttle(fn, 500);
    t("a");
    vi.advanceTimersByTime(600);
    t("b");
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith("b");
  });

  it("cancel drops the pending call and flush runs it now", () => {
    const fn = vi.fn();
    const t = throttle(fn, 500);
    t(1);
    t(2);
    t.cancel();
    vi.advanceTimersByTime(1_000);
    expect(fn).toHaveBeenCalledTimes(1);

    t(3); // quiet for 1 s: runs at once
    t(4);
    t.flush();
    expect(fn).toHaveBeenCalledTimes(3);
    expect(fn).toHaveBeenLastCalledWith(4);
    vi.advanceTimersByTime(1_000);
    expect(fn).toHaveBeenCalledTimes(3);
  });
});
