import { useEffect, useReducer } from "react";
import { isRecoverableError } from "./errors";

/**
 * Swallows window errors that are known to be harmless (ResizeObserver notices, undefined
 * references, reading properties of nothing) and re-renders the layout 100 ms later.
 */
export function useSwallowWindowErrors(): number {
  const [tick, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let timer: number | undefined;
    const onError = (event: ErrorEvent) => {
      const text = event.message || (event.error instanceof Error ? event.error.message : "");
      if (!isRecoverableError(text)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      window.clearTimeout(timer);
      timer = window.setTimeout(bump, 100);
    };
    window.addEventListener("error", onError);
    return () => {
      window.removeEventListener("error", onError);
      window.clearTimeout(timer);
    };
  }, []);
  return tick;
}
