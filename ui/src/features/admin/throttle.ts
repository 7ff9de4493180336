/**
 * Coalescing of pushed events: a burst of socket events must not re-render the dashboards on
 * every one of them. throttle() runs the function at once when it has been quiet for `wait` ms,
 * otherwise once at the end of the window with the latest arguments, so the last event of a
 * burst is never lost and the function runs at most once per window.
 */
import { useEffect, useMemo, useRef } from "react";

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call. */
  cancel(): void;
  /** Runs a pending trailing call now. */
  flush(): void;
}

export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number): Throttled<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const run = (args: A) => {
    last = Date.now();
    pending = undefined;
    fn(...args);
  };

  const throttled = ((...args: A) => {
    const elapsed = Date.now() - last;
    if (elapsed >= wait && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        if (pending) run(pending);
      }, Math.max(0, wait - elapsed));
    }
  }) as Throttled<A>;

  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  throttled.flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending) run(pending);
  };
  return throttled;
}

/** A throttled callback for a component: always calls the latest `fn`, cancelled on unmount. */
export function useThrottled<A extends unknown[]>(fn: (...args: A) => void, wait: number): Throttled<A> {
  const ref = useRef(fn);
  useEffect(() => {
    ref.current = fn;
  });
  const t = useMemo(() => throttle((...args: A) => ref.current(...args), wait), [wait]);
  useEffect(() => () => t.cancel(), [t]);
  return t;
}
