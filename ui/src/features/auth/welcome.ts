/**
 * "Welcome" the first time someone arrives, "Welcome back" after: remembered per account in this
 * browser, since the server keeps no record of past sign-ins.
 */
const KEY_PREFIX = "storymail.welcomed.";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether this account was already welcomed in this browser. */
export function welcomedBefore(userId: string | undefined, store: Storage | null = storage()): boolean {
  if (!userId || !store) return false;
  try {
    return store.getItem(KEY_PREFIX + userId) !== null;
  } catch {
    return false;
  }
}

/** Remembers that this account has been welcomed. */
export function markWelcomed(userId: string | undefined, store: Storage | null = storage()): void {
  if (!userId || !store) return;
  try {
    store.setItem(KEY_PREFIX + userId, "1");
  } catch {
    /* storage full or blocked: the next visit says "Welcome" once more */
  }
}

/** The greeting: "Welcome" on a first visit, "Welcome back" after, with the first name when known. */
export function greeting(returning: boolean, firstName?: string | null): string {
  const word = returning ? "Welcome back" : "Welcome";
  const name = firstName?.trim();
  return name ? `${word}, ${name}!` : `${word}!`;
}
