import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  FIRST_POLL_MS,
  MAX_POLLS,
  NO_CACHE_HEADERS,
  POLL_ERRORS,
  POLL_INTERVAL_MS,
  Poller,
  decidePoll,
  pollDelay,
  pollSchedule,
  pollUrl,
  type PollResult,
} from "./polling";

describe("poll schedule", () => {
  it("polls first after 1 s, then every 2 s, 150 times in all (5 minutes)", () => {
    expect(pollDelay(1)).toBe(1000);
    expect(pollDelay(2)).toBe(2000);
    expect(pollDelay(150)).toBe(2000);
    const s = pollSchedule();
    expect(s).toHaveLength(150);
    expect(s.slice(0, 4)).toEqual([1000, 3000, 5000, 7000]);
    expect(s.at(-1)).toBe(FIRST_POLL_MS + 149 * POLL_INTERVAL_MS);
    expect(s.at(-1)! <= 5 * 60_000).toBe(true);
  });

  it("asks past every cache", () => {
    const a = pollUrl("abc", 1000, 1);
    const b = pollUrl("abc", 1000, 2);
    expect(a.startsWith("/api/emails/abc?_t=")).toBe(true);
    expect(a).not.toBe(b);
    expect(NO_CACHE_HEADERS["Cache-Control"]).toContain("no-cache");
    expect(NO_CACHE_HEADERS.Pragma).toBe("no-cache");
  });
});

describe("poll decisions", () => {
  const email = (status: string): PollResult => ({ kind: "email", status });
  it("goes to the email when generated, with a full page load after more than 50 polls", () => {
    expect(decidePoll(1, email("generated"))).toEqual({ kind: "generated", hard: false });
    expect(decidePoll(50, email("generated"))).toEqual({ kind: "generated", hard: false });
    expect(decidePoll(51, email("generated"))).toEqual({ kind: "generated", hard: true });
  });
  it("uses the exact messages of the error catalogue", () => {
    expect(decidePoll(3, { kind: "http", status: 401 })).toEqual({ kind: "error", message: "Session expired" });
    expect(decidePoll(3, { kind: "http", status: 404 })).toEqual({ kind: "error", message: "Failed to fetch email status" });
    expect(decidePoll(3, email("failed"))).toEqual({ kind: "error", message: "Email generation failed" });
    expect(decidePoll(150, email("processing"))).toEqual({ kind: "error", message: "Email generation timed out after 5 minutes" });
    expect(decidePoll(149, email("processing"))).toEqual({ kind: "continue" });
  });
  it("rides out brief outages, then gives up", () => {
    expect(decidePoll(2, { kind: "network" }, 1)).toEqual({ kind: "continue" });
    expect(decidePoll(2, { kind: "http", status: 503 }, 2)).toEqual({ kind: "continue" });
    expect(decidePoll(2, { kind: "network" }, 3)).toEqual({ kind: "error", message: POLL_ERRORS.fetchFailed });
  });
});

describe("Poller", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(answers: (attempt: number) => PollResult) {
    const seen: number[] = [];
    const done = vi.fn();
    const poller = new Poller({
      check: async (attempt) => {
        seen.push(Date.now());
        return answers(attempt);
      },
      onDone: done,
    });
    return { poller, seen, done };
  }

  it("follows the schedule and stops when the email is generated", async () => {
    vi.setSystemTime(0);
    const { poller, seen, done } = setup((a) => ({ kind: "email", status: a === 3 ? "generated" : "processing" }));
    poller.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual([1000]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toEqual([1000, 3000, 5000]);
    expect(done).toHaveBeenCalledExactlyOnceWith({ kind: "generated", hard: false });
    expect(poller.done).toBe(true);
  });

  it("pauses while the socket is open and keeps counting when it resumes", async () => {
    vi.setSystemTime(0);
    const { poller, seen } = setup(() => ({ kind: "email", status: "processing" }));
    poller.start();
    await vi.advanceTimersByTimeAsync(3000); // polls at 1 s and 3 s
    poller.pause();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen).toHaveLength(2);
    poller.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(seen).toHaveLength(3);
    expect(poller.polls).toBe(3);
    poller.stop();
  });

  it("times out after 150 polls with the catalogue's message", async () => {
    const { poller, seen, done } = setup(() => ({ kind: "email", status: "processing" }));
    poller.start();
    await vi.advanceTimersByTimeAsync(pollSchedule().at(-1)! + 10_000);
    expect(seen).toHaveLength(MAX_POLLS);
    expect(done).toHaveBeenCalledExactlyOnceWith({ kind: "error", message: "Email generation timed out after 5 minutes" });
  });

  it("forces a full page load when the email is found after more than 50 polls", async () => {
    const { poller, done } = setup((a) => ({ kind: "email", status: a === 51 ? "generated" : "processing" }));
    poller.start();
    await vi.advanceTimersByTimeAsync(pollSchedule()[50]);
    expect(done).toHaveBeenCalledExactlyOnceWith({ kind: "generated", hard: true });
  });

  it("treats a thrown check as a network miss", async () => {
    let n = 0;
    const done = vi.fn();
    const poller = new Poller({
      check: async () => {
        n++;
        throw new TypeError("Failed to fetch");
      },
      onDone: done,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(n).toBe(3);
    expect(done).toHaveBeenCalledExactlyOnceWith({ kind: "error", message: "Failed to fetch email status" });
  });
});
