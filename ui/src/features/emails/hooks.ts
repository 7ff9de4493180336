/**
 * Email data: the SWR queries of the list and of one email, the create and delete calls, and
 * the sync that keeps every cached copy in step with the server's pushes.
 */
import { useCallback, useState } from "react";
import useSWR, { mutate as globalMutate } from "swr";
import { del, get, post, request, staleFor, staleTimes, statusOf } from "@/lib/api";
import { useRealtimeEvent } from "@/lib/realtime";
import { USAGE_KEY } from "@/features/usage/hooks";
import { normalizeUsage } from "@/features/usage/logic";
import type { Email, EmailPayload, EmailStatusEvent } from "./types";

export const EMAILS_KEY = "/api/emails";
export const emailKey = (id: string) => `/api/emails/${encodeURIComponent(id)}`;

const listQuery = staleFor(staleTimes.emails);

/** The loaded part of a list: its emails, newest first, and the next page's address. */
export interface EmailList {
  emails: Email[];
  next: string | null;
}

/** The cache key of the list, searched on the server when search is not blank. */
export function listKey(search = ""): string {
  const q = search.trim();
  return q ? `${EMAILS_KEY}?search=${encodeURIComponent(q)}` : EMAILS_KEY;
}

const isListKey = (key: unknown): key is string => typeof key === "string" && (key === EMAILS_KEY || key.startsWith(`${EMAILS_KEY}?`));

/** The address in a `Link: <…>; rel="next"` header, or null. */
export function nextLink(header: string | null): string | null {
  const m = header?.match(/<([^>]+)>\s*;\s*rel="?next"?/);
  return m && m[1].startsWith(`${EMAILS_KEY}?`) ? m[1] : null;
}

/** One page of GET /api/emails and the address of the next. */
export async function fetchPage(url: string): Promise<EmailList> {
  const res = await request(url);
  const emails = (await res.json()) as Email[];
  return { emails: Array.isArray(emails) ? emails : [], next: nextLink(res.headers.get("Link")) };
}

/** Appends a page, leaving out emails already listed (one may have moved between pages). */
export function appendPage(list: EmailList, page: EmailList): EmailList {
  const seen = new Set(list.emails.map((e) => e.id));
  return { emails: [...list.emails, ...page.emails.filter((e) => !seen.has(e.id))], next: page.next };
}

// How many emails each list shows, so that fetching it again (a catch-up, a focus) reloads
// as many as the reader has paged through, not only the first page.
const shown = new Map<string, number>();

async function fetchList(key: string): Promise<EmailList> {
  let list = await fetchPage(key);
  const want = shown.get(key) ?? 0;
  while (list.next && list.emails.length < want) list = appendPage(list, await fetchPage(list.next));
  return list;
}

/** GET /api/emails: the caller's emails, newest first, a page at a time; `loadMore` adds the next page. */
export function useEmails(search = "") {
  const key = listKey(search);
  const { data, error, isLoading, mutate } = useSWR<EmailList>(key, fetchList, listQuery);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState(false);
  const loadMore = useCallback(async () => {
    if (!data?.next || loadingMore) return;
    setLoadingMore(true);
    setMoreError(false);
    try {
      const page = await fetchPage(data.next);
      const merged = await mutate((cur) => (cur ? appendPage(cur, page) : cur), { revalidate: false });
      if (merged) shown.set(key, merged.emails.length);
    } catch {
      setMoreError(true);
    } finally {
      setLoadingMore(false);
    }
  }, [data?.next, loadingMore, mutate, key]);
  return { emails: data?.emails, hasMore: Boolean(data?.next), loadMore, loadingMore, moreError, error, isLoading, mutate };
}

/** Changes every loaded list (all searches) in place. */
function updateLists(change: (list: EmailList) => EmailList) {
  void globalMutate<EmailList>(isListKey, (list) => (list && Array.isArray(list.emails) ? change(list) : list), {
    revalidate: false,
  });
}

/**
 * GET /api/emails/{id}. While an email is still being written and no socket carries its news,
 * it is asked for again every 2 s.
 */
export function useEmail(id: string | undefined, opts: { follow?: boolean } = {}) {
  const { data, error, isLoading, mutate } = useSWR<Email>(id ? emailKey(id) : null, (key: string) => get<Email>(key), {
    refreshInterval: (latest) => (opts.follow && latest?.status === "processing" ? 2_000 : 0),
  });
  return { email: data, error, isLoading, mutate, notFound: statusOf(error) === 404 };
}

export interface CreateEmailResponse {
  id: string;
  status: string;
  email?: Email;
  usage?: unknown;
}

/** POST /api/emails; the new email and the fresh usage go straight into the caches. */
export async function createEmail(payload: EmailPayload): Promise<CreateEmailResponse> {
  const res = await post<CreateEmailResponse>(EMAILS_KEY, payload);
  if (res.email) {
    addToList(res.email);
    putEmail(res.email);
  }
  if (res.usage) void globalMutate(USAGE_KEY, normalizeUsage(res.usage), { revalidate: false });
  return res;
}

/** DELETE /api/emails/{id}; the email leaves every cache and the lists are asked for again. */
export async function deleteEmail(id: string): Promise<void> {
  await del(emailKey(id));
  dropEmail(id);
  void globalMutate(isListKey);
}

/** Puts an email into its own cache entry and into the lists (new ones first in the whole list). */
export function putEmail(email: Email) {
  void globalMutate(emailKey(email.id), email, { revalidate: false });
  void globalMutate<EmailList>(
    isListKey,
    (list) => {
      if (!list || !Array.isArray(list.emails)) return list;
      const at = list.emails.findIndex((e) => e.id === email.id);
      if (at === -1) return list; // new emails are added by addToList, to the unsearched list only
      const emails = list.emails.slice();
      emails[at] = { ...list.emails[at], ...email };
      return { ...list, emails };
    },
    { revalidate: false },
  );
}

/** An email not listed yet (new, perhaps from another tab) goes into the unsearched list. */
function addToList(email: Email) {
  void globalMutate<EmailList>(EMAILS_KEY, (list) => (list && Array.isArray(list.emails) ? insertByDate(list, email) : list), {
    revalidate: false,
  });
}

/**
 * The list with email in its place, newest first; unchanged when it is listed already, or when
 * it belongs after the loaded pages (the next page brings it).
 */
export function insertByDate(list: EmailList, email: Email): EmailList {
  if (list.emails.some((e) => e.id === email.id)) return list;
  const t = Date.parse(email.createdAt);
  const at = list.emails.findIndex((e) => Date.parse(e.createdAt) <= t);
  if (at === -1) return list.next ? list : { ...list, emails: [...list.emails, email] };
  return { ...list, emails: [...list.emails.slice(0, at), email, ...list.emails.slice(at)] };
}

/** Takes an email out of every cache (it was deleted, perhaps in another tab). */
function dropEmail(id: string) {
  void globalMutate(emailKey(id), undefined, { revalidate: false });
  updateLists((list) => ({ ...list, emails: list.emails.filter((e) => e.id !== id) }));
}

/**
 * Keeps the email caches in step with email.status pushes: the status changes in place at once,
 * then the full email (with its content) is fetched and stored. Mount once in the signed-in layout.
 */
export function useEmailsSync() {
  useRealtimeEvent<EmailStatusEvent>("email.status", (ev) => {
    if (!ev || typeof ev.id !== "string") return;
    updateLists((list) => ({
      ...list,
      emails: list.emails.map((e) => (e.id === ev.id ? { ...e, status: ev.status, title: ev.title || e.title } : e)),
    }));
    get<Email>(emailKey(ev.id))
      .then((email) => {
        addToList(email);
        putEmail(email);
      })
      .catch((err) => {
        if (statusOf(err) === 404) dropEmail(ev.id);
      });
  });
}

// --- Action-taker bonus ----------------------------------------------------------------------

export const ACTION_TAKER_KEY = "/api/action-taker-status";

export interface ActionTakerStatus {
  isActionTaker: boolean;
  emailsCreated: number;
  daysRemaining: number;
  accountAge: number;
  eligibleForBonus: boolean;
  bonusDismissed: boolean;
}

/** GET /api/action-taker-status: never cached, asked for on every mount. */
export function useActionTakerStatus(enabled = true) {
  const { data, error, isLoading, mutate } = useSWR<ActionTakerStatus>(
    enabled ? ACTION_TAKER_KEY : null,
    (key: string) => get<ActionTakerStatus>(key),
    { dedupingInterval: 0, revalidateOnMount: true },
  );
  return { status: data, error, isLoading, mutate };
}

/** POST /api/dismiss-bonus, then the status is asked for again. */
export async function dismissBonus(): Promise<void> {
  await post("/api/dismiss-bonus");
  await globalMutate(ACTION_TAKER_KEY);
}

/** The whole email for a card's copy or download: lists carry no written text. */
export async function fullEmail(id: string): Promise<Email> {
  const email = await get<Email>(emailKey(id));
  void globalMutate(emailKey(id), email, { revalidate: false });
  return email;
}
