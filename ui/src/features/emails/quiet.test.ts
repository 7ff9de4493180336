import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QUIET_LOOK_MS, QuietWatch } from "./quiet";

describe("the 15-second look while the socket is open", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("looks once after 15 s without news, and once per quiet spell after that", () => {
    const look = vi.fn();
    const w = new QuietWatch(look);
    w.heard();
    vi.advanceTimersByTime(QUIET_LOOK_MS - 1);
    expect(look).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(look).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(QUIET_LOOK_MS);
    expect(look).toHaveBeenCalledTimes(2);
  });

  it("waits again from every piece of news", () => {
    const look = vi.fn();
    const w = new QuietWatch(look);
    w.heard();
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(10_000);
      w.heard();
    }
    expect(look).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUIET_LOOK_MS);
    expect(look).toHaveBeenCalledTimes(1);
  });

  it("never looks once stopped (the poller took over, or the email is done)", () => {
    const look = vi.fn();
    const w = new QuietWatch(look);
    w.heard();
    w.stop();
    expect(w.waiting).toBe(false);
    vi.advanceTimersByTime(10 * QUIET_LOOK_MS);
    expect(look).not.toHaveBeenCalled();
  });
});
