/**
 * Errors that come and go on their own (layout observers, a value read before it arrived):
 * the error screen recovers from these by itself and the layout swallows them as window errors.
 */
export function isRecoverableError(err: unknown): boolean {
  const msg = err instanceof Error ? err.message : typeof err === "string" ? err : "";
  return (
    msg.includes("ResizeObserver") ||
    msg.includes("is not defined") ||
    msg.includes("Cannot read properties") ||
    /reading properties of (null|undefined)/i.test(msg)
  );
}

export const RECOVER_TEXT = "The page will automatically recover in a moment.";
export const PERSIST_TEXT = "Please try refreshing the page or contact support if the problem persists.";

export function errorScreenText(err: unknown): string {
  return isRecoverableError(err) ? RECOVER_TEXT : PERSIST_TEXT;
}
