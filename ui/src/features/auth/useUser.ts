import useSWR, { mutate as globalMutate } from "swr";
import { ApiError, get, retryUnless401, staleFor, staleTimes, statusOf } from "@/lib/api";
import type { User } from "./types";

export const USER_KEY = "/api/auth/user";

/**
 * Kept in localStorage while this browser has a session, so "/" can tell a returning user from a
 * visitor before the server answers. The inline script that preloads the landing page reads it
 * too (vite.config.ts).
 */
export const SESSION_HINT_KEY = "storymail.signedIn";

/** Whether this browser had a session when it last asked; false when storage is unavailable. */
export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Set by the server together with the session cookie (which scripts cannot read) and cleared with
 * it: without it, and without the hint of an earlier session, nobody is signed in.
 */
export const SIGNED_IN_COOKIE = "sm_signed_in";

function hasSignedInCookie(): boolean {
  return typeof document !== "undefined" && `; ${document.cookie}`.includes(`; ${SIGNED_IN_COOKIE}=`);
}

/**
 * Whether asking the server is worth it. A visitor is not asked about: the server's 401 would be
 * logged by the browser as an error on every public page. The hint covers a session that began
 * before the server set the cookie.
 */
export function mayBeSignedIn(): boolean {
  return hasSignedInCookie() || wasSignedIn();
}

/**
 * The server sent the prerendered landing page, which it does only to a browser without a session
 * cookie: whatever this browser remembers, nobody is signed in.
 */
export function forgetSessionHint() {
  rememberSession(false);
}

function rememberSession(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, "1");
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    /* storage unavailable: the signed-in cookie alone then tells a returning user from a visitor */
  }
}

function normalizeUser(raw: unknown): User | null {
  if (!raw || typeof raw !== "object") return null;
  const obj = raw as Record<string, unknown>;
  const u = (obj.user && typeof obj.user === "object" ? obj.user : obj) as Record<string, unknown>;
  if (typeof u.id !== "string" && typeof u.email !== "string") return null;
  return {
    id: String(u.id ?? ""),
    email: String(u.email ?? ""),
    firstName: typeof u.firstName === "string" ? u.firstName : null,
    lastName: typeof u.lastName === "string" ? u.lastName : null,
    emailVerified: typeof u.emailVerified === "boolean" ? u.emailVerified : undefined,
    createdAt: typeof u.createdAt === "string" ? u.createdAt : undefined,
  };
}

/** The current user, or null when signed out (401). Other failures raise "Failed to fetch user". */
export async function fetchUser(): Promise<User | null> {
  if (!mayBeSignedIn()) return null;
  try {
    const user = normalizeUser(await get(USER_KEY));
    rememberSession(user !== null);
    return user;
  } catch (err) {
    if (statusOf(err) === 401) {
      rememberSession(false);
      return null;
    }
    if (err instanceof ApiError) throw new Error("Failed to fetch user");
    throw err;
  }
}

const userQuery = { ...staleFor(staleTimes.user), ...retryUnless401(2, 1000) };

/**
 * The signed-in user. `user` is null when signed out or when the call failed (a failure counts as
 * signed out); `isLoading` is true only until the first answer.
 */
export function useUser() {
  const { data, error, isLoading, mutate } = useSWR<User | null>(USER_KEY, fetchUser, userQuery);
  const user = data ?? null;
  return {
    user,
    isAuthenticated: Boolean(user),
    isLoading: isLoading && data === undefined && !error,
    error: error as Error | undefined,
    mutate,
  };
}

/** Asks the server again who is signed in and waits for the answer. */
export function refreshUser(): Promise<User | null | undefined> {
  return globalMutate<User | null>(USER_KEY, fetchUser(), { revalidate: false });
}

/**
 * Forgets the signed-in user (at once, so the next render already sees a signed-out visitor) and
 * every cached answer that belonged to them.
 */
export function clearSession(): Promise<unknown> {
  rememberSession(false);
  const user = globalMutate(USER_KEY, null, { revalidate: false });
  const rest = globalMutate((key) => key !== USER_KEY && key !== "/api/config", undefined, { revalidate: false });
  return Promise.all([user, rest]);
}
