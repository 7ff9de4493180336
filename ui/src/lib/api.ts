/**
 * The one HTTP client of the app. Every call sends cookies and speaks JSON. A non-successful
 * answer becomes an error whose message is "{status}: {body text or status text}", so callers
 * and the session handling can recognise it by its prefix.
 */
import type { SWRConfiguration } from "swr";

export class ApiError extends Error {
  readonly status: number;
  /** The raw response body (may be empty). */
  readonly body: string;
  /** The parsed JSON body, when the body was JSON. */
  readonly data: unknown;

  constructor(status: number, statusText: string, body: string) {
    super(errorText(status, statusText, body));
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.data = parseJSON(body);
  }
}

/** Builds the message of a failed call: the status, a colon, a space, then the body or the status text. */
export function errorText(status: number, statusText: string, body: string): string {
  return `${status}: ${body || statusText}`;
}

function parseJSON(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface RequestOptions extends Omit<RequestInit, "body"> {
  /** Sent as JSON when present. */
  json?: unknown;
}

/** Performs a call and returns the response, throwing ApiError for any non-successful status. */
export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const { json, headers, ...init } = options;
  const h = new Headers(headers);
  if (!h.has("Accept")) h.set("Accept", "application/json");
  let body: BodyInit | undefined;
  if (json !== undefined) {
    h.set("Content-Type", "application/json");
    body = JSON.stringify(json);
  }
  const res = await fetch(path, { credentials: "include", ...init, headers: h, body });
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    const err = new ApiError(res.status, res.statusText, text);
    if (res.status === 401 && endsSession(path)) notifySessionLost(err);
    throw err;
  }
  return res;
}

// --- a session that ends while the page is open -----------------------------------------------

type SessionLostListener = (err: ApiError) => void;
const sessionLostListeners = new Set<SessionLostListener>();

/** Calls whose 401 does not mean a lost session: a wrong password, or "who am I" while signed out. */
const NOT_SESSION_ENDING = new Set(["/api/auth/login", "/api/auth/user", "/api/auth/logout", "/api/config"]);

/** Whether a 401 from this call means the session is gone. */
export function endsSession(path: string): boolean {
  return !NOT_SESSION_ENDING.has(path.split("?")[0]);
}

/** Calls `listener` whenever a call answers 401 because the session is gone. Returns the unsubscribe. */
export function onSessionLost(listener: SessionLostListener): () => void {
  sessionLostListeners.add(listener);
  return () => {
    sessionLostListeners.delete(listener);
  };
}

function notifySessionLost(err: ApiError) {
  for (const l of sessionLostListeners) l(err);
}

/** Performs a call and returns its JSON body (or undefined when the body is empty). */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await request(path, options);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const get = <T>(path: string, init?: RequestOptions) => api<T>(path, { ...init, method: "GET" });
export const post = <T>(path: string, json?: unknown, init?: RequestOptions) =>
  api<T>(path, { ...init, method: "POST", json });
export const put = <T>(path: string, json?: unknown, init?: RequestOptions) =>
  api<T>(path, { ...init, method: "PUT", json });
export const del = <T>(path: string, init?: RequestOptions) => api<T>(path, { ...init, method: "DELETE" });

/** The SWR fetcher: the key is the path. */
export const fetcher = <T>(path: string) => get<T>(path);

function messageText(err: unknown): string {
  if (err instanceof Error) return err.message;
  if (typeof err === "string") return err;
  return "";
}

/** The HTTP status carried by an error of this client, or 0 for network and other errors. */
export function statusOf(err: unknown): number {
  if (err instanceof ApiError) return err.status;
  const m = /^(\d{3}):/.exec(messageText(err));
  return m ? Number(m[1]) : 0;
}

/** A signed-out session: a message beginning "401:" that mentions Unauthorized. */
export function isUnauthorized(err: unknown): boolean {
  const msg = messageText(err);
  return msg.startsWith("401:") && msg.toLowerCase().includes("unauthorized");
}

/**
 * The text to show a person for a failed call: the "message" of a JSON body when there is one,
 * else the body text, else the fallback.
 */
export function errorMessage(err: unknown, fallback = "Something went wrong. Please try again."): string {
  if (err instanceof ApiError) {
    const fromJSON = messageFromData(err.data);
    if (fromJSON) return fromJSON;
    const body = err.body.trim();
    if (body && !body.startsWith("<") && body.length <= 300) return body;
    return fallback;
  }
  const msg = messageText(err);
  const m = /^\d{3}: ([\s\S]*)$/.exec(msg);
  if (m) {
    const fromJSON = messageFromData(parseJSON(m[1]));
    if (fromJSON) return fromJSON;
    const body = m[1].trim();
    if (body && !body.startsWith("{") && !body.startsWith("<") && body.length <= 300) return body;
    return fallback;
  }
  return fallback;
}

/** The server's own message in an error, or undefined when it sent none. */
export function serverMessage(err: unknown): string | undefined {
  if (err instanceof ApiError) return messageFromData(err.data);
  const m = /^\d{3}: ([\s\S]*)$/.exec(messageText(err));
  return m ? messageFromData(parseJSON(m[1])) : undefined;
}

function messageFromData(data: unknown): string | undefined {
  if (data && typeof data === "object") {
    const d = data as Record<string, unknown>;
    for (const k of ["message", "error"]) {
      if (typeof d[k] === "string" && (d[k] as string).trim()) return d[k] as string;
    }
  }
  return undefined;
}

/** True when an error came from the network rather than from an answer of the server. */
export function isNetworkError(err: unknown): boolean {
  return err instanceof TypeError;
}

const MINUTE = 60_000;

/**
 * App-wide SWR defaults: no refetch on focus or reconnect, no polling, cached data is not
 * revalidated on mount, and no retries. Queries opt in to staleness and retries where stated.
 */
export const swrDefaults: SWRConfiguration = {
  fetcher,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
  errorRetryCount: 0,
};

/** Cache lifetimes of the spec, as SWR dedupe windows. */
export const staleTimes = {
  user: 5 * MINUTE,
  stats: 5 * MINUTE,
  usage: 30_000,
  subscription: 30_000,
  emails: 30_000,
} as const;

/** Settings for a query that may serve cached data for `ms` before asking again. */
export function staleFor(ms: number): SWRConfiguration {
  return { dedupingInterval: ms, revalidateIfStale: true };
}

/** Retries a failed query `count` times, `delay` ms apart, unless it was a 401. */
export function retryUnless401(count: number, delay = 1000): SWRConfiguration {
  return {
    shouldRetryOnError: true,
    errorRetryCount: count,
    errorRetryInterval: delay,
    onErrorRetry: (err, _key, _config, revalidate, { retryCount }) => {
      if (messageText(err).includes("401") || statusOf(err) === 401) return;
      if (retryCount > count) return;
      setTimeout(() => revalidate({ retryCount }), delay);
    },
  };
}
