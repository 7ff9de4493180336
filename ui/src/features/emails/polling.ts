/**
 * Following a generation by asking the server (spec §4, §8, §9): used whenever the socket is not
 * open. The first poll comes 1 s after start, then one every 2 s, at most 150 polls (5 minutes).
 * A generated email found after more than 50 polls is opened with a full page load.
 */

export const FIRST_POLL_MS = 1_000;
export const POLL_INTERVAL_MS = 2_000;
export const MAX_POLLS = 150;
export const HARD_REDIRECT_AFTER = 50;
/** Network hiccups tolerated in a row before polling gives up. */
export const MAX_NETWORK_MISSES = 3;

export const POLL_ERRORS = {
  sessionExpired: "Session expired",
  fetchFailed: "Failed to fetch email status",
  generationFailed: "Email generation failed",
  timedOut: "Email generation timed out after 5 minutes",
} as const;

/** Headers that ask every cache on the way to pass the request through. */
export const NO_CACHE_HEADERS: Record<string, string> = {
  "Cache-Control": "no-cache, no-store, must-revalidate",
  Pragma: "no-cache",
  Expires: "0",
};

/** Delay before poll number `attempt` (1-based): 1 s for the first, 2 s for each after it. */
export function pollDelay(attempt: number): number {
  return attempt <= 1 ? FIRST_POLL_MS : POLL_INTERVAL_MS;
}

/** When each poll fires, in ms after start, for an uninterrupted run. */
export function pollSchedule(max = MAX_POLLS): number[] {
  const out: number[] = [];
  let t = 0;
  for (let a = 1; a <= max; a++) {
    t += pollDelay(a);
    out.push(t);
  }
  return out;
}

/** The single-email address with a cache-busting parameter. */
export function pollUrl(id: string, now: number = Date.now(), attempt = 0): string {
  return `/api/emails/${encodeURIComponent(id)}?_t=${now}-${attempt}`;
}

/** What one poll saw. */
export type PollResult =
  | { kind: "email"; status: string }
  | { kind: "http"; status: number }
  | { kind: "network" };

export type PollDecision =
  | { kind: "continue" }
  | { kind: "generated"; hard: boolean }
  | { kind: "error"; message: string };

/**
 * What to do after poll number `attempt` (1-based). `misses` counts network failures in a row
 * including this one.
 */
export function decidePoll(attempt: number, result: PollResult, misses = 0): PollDecision {
  if (result.kind === "http") {
    if (result.status === 401) return { kind: "error", message: POLL_ERRORS.sessionExpired };
    // A server that is briefly unavailable is worth another try; any other answer is final.
    if (result.status < 500 || misses >= MAX_NETWORK_MISSES) return { kind: "error", message: POLL_ERRORS.fetchFailed };
  } else if (result.kind === "network") {
    if (misses >= MAX_NETWORK_MISSES) return { kind: "error", message: POLL_ERRORS.fetchFailed };
  } else if (result.status === "generated") {
    return { kind: "generated", hard: attempt > HARD_REDIRECT_AFTER };
  } else if (result.status === "failed") {
    return { kind: "error", message: POLL_ERRORS.generationFailed };
  }
  if (attempt >= MAX_POLLS) return { kind: "error", message: POLL_ERRORS.timedOut };
  return { kind: "continue" };
}

export interface Timers {
  set: (fn: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const browserTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export interface PollerOptions {
  /** One look at the email; resolves to what was seen (it should not throw). */
  check: (attempt: number) => Promise<PollResult>;
  /** Called once with the final decision (generated or error). */
  onDone: (decision: Exclude<PollDecision, { kind: "continue" }>) => void;
  timers?: Timers;
}

/**
 * Runs the polls. It can be paused (the socket opened) and resumed (the socket closed again);
 * the count of polls carries over, so the 150-poll limit covers the whole wait.
 */
export class Poller {
  private attempts = 0;
  private misses = 0;
  private timer: unknown = null;
  private running = false;
  private inFlight = false;
  private finished = false;
  private readonly timers: Timers;

  constructor(private readonly opts: PollerOptions) {
    this.timers = opts.timers ?? browserTimers;
  }

  get polls(): number {
    return this.attempts;
  }

  get done(): boolean {
    return this.finished;
  }

  /** Starts (or resumes) polling: the next poll comes after its scheduled delay. */
  start(): void {
    if (this.finished || this.running) return;
    this.running = true;
    if (!this.inFlight) this.schedule();
  }

  /** Stops polling for now; start() picks up where it left. */
  pause(): void {
    this.running = false;
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  /** Stops for good (the answer came another way, or the page went away). */
  stop(): void {
    this.pause();
    this.finished = true;
  }

  private schedule() {
    this.timer = this.timers.set(() => void this.poll(), pollDelay(this.attempts + 1));
  }

  private async poll() {
    this.timer = null;
    if (!this.running || this.finished) return;
    this.attempts += 1;
    const attempt = this.attempts;
    this.inFlight = true;
    let result: PollResult;
    try {
      result = await this.opts.check(attempt);
    } catch {
      result = { kind: "network" };
    }
    this.inFlight = false;
    if (this.finished) return;
    const transient = result.kind === "network" || (result.kind === "http" && result.status >= 500);
    this.misses = transient ? this.misses + 1 : 0;
    const decision = decidePoll(attempt, result, this.misses);
    if (decision.kind === "continue") {
      if (this.running) this.schedule();
      return;
    }
    this.stop();
    this.opts.onDone(decision);
  }
}
