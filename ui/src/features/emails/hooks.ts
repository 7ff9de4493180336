/**
 * Email data: the SWR queries of the list and of one email, the create and delete calls, and
 * the sync that keeps every cached copy in step with the server's pushes.
 */
import useSWR, { mutate as globalMutate } from "swr";
import { del, get, post, staleFor, staleTimes, statusOf } from "@/lib/api";
import { useRealtimeEvent } from "@/lib/realtime";
import { USAGE_KEY } from "@/features/usage/hooks";
import { normalizeUsage } from "@/features/usage/logic";
import type { Email, EmailPayload, EmailStatusEvent } from "./types";

export const EMAILS_KEY = "/api/emails";
export const emailKey = (id: string) => `/api/emails/${encodeURIComponent(id)}`;

const listQuery = staleFor(staleTimes.emails);

/** GET /api/emails: the caller's emails, newest first. */
export function useEmails() {
  const { data, error, isLoading, mutate } = useSWR<Email[]>(EMAILS_KEY, (key: string) => get<Email[]>(key), listQuery);
  return { emails: data, error, isLoading, mutate };
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
  if (res.email) putEmail(res.email);
  if (res.usage) void globalMutate(USAGE_KEY, normalizeUsage(res.usage), { revalidate: false });
  return res;
}

/** DELETE /api/emails/{id}; the email leaves every cache and the list is asked for again. */
export async function deleteEmail(id: string): Promise<void> {
  await del(emailKey(id));
  await globalMutate<Email[]>(EMAILS_KEY, (list) => list?.filter((e) => e.id !== id), { revalidate: false });
  void globalMutate(emailKey(id), undefined, { revalidate: false });
  void globalMutate(EMAILS_KEY);
}

/** Puts an email into its own cache entry and into the list (new ones first). */
export function putEmail(email: Email) {
  void globalMutate(emailKey(email.id), email, { revalidate: false });
  void globalMutate<Email[]>(
    EMAILS_KEY,
    (list) => {
      if (!list) return list;
      const at = list.findIndex((e) => e.id === email.id);
      if (at === -1) return [email, ...list];
      const next = list.slice();
      next[at] = { ...list[at], ...email };
      return next;
    },
    { revalidate: false },
  );
}

/** Takes an email out of every cache (it was deleted, perhaps in another tab). */
function dropEmail(id: string) {
  void globalMutate(emailKey(id), undefined, { revalidate: false });
  void globalMutate<Email[]>(EMAILS_KEY, (list) => list?.filter((e) => e.id !== id), { revalidate: false });
}

/**
 * Keeps the email caches in step with email.status pushes: the status changes in place at once,
 * then the full email (with its content) is fetched and stored. Mount once in the signed-in layout.
 */
export function useEmailsSync() {
  useRealtimeEvent<EmailStatusEvent>("email.status", (ev) => {
    if (!ev || typeof ev.id !== "string") return;
    void globalMutate<Email[]>(
      EMAILS_KEY,
      (list) =>
        list?.map((e) => (e.id === ev.id ? { ...e, status: ev.status, title: ev.title || e.title } : e)),
      { revalidate: false },
    );
    get<Email>(emailKey(ev.id))
      .then(putEmail)
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
