/** Data of the admin area: SWR queries, the live updates pushed over the socket, and the staff actions. */
import { useEffect, useState } from "react";
import useSWR, { mutate as globalMutate, type SWRConfiguration } from "swr";
import { del, get, post, put, staleFor } from "@/lib/api";
import { useRealtimeEvent } from "@/lib/realtime";
import { downloadFile } from "@/features/settings/download";
import {
  EMAILS_PAGE_SIZE,
  LIVE_APPLY_MS,
  SEARCH_DEBOUNCE_MS,
  SUBSCRIPTIONS_PAGE_SIZE,
  SUBSCRIPTION_STALE_MS,
  USERS_PAGE_SIZE,
  DEFAULT_SORT,
  isAdminStats,
  revenuePath,
  sortParams,
  type ListSort,
  type CreateUserForm,
  type RevenueRange,
} from "./logic";
import { useThrottled } from "./throttle";
import type {
  AdminEmail,
  AdminEmailEvent,
  AdminStats,
  EmailListResponse,
  RevenueData,
  SubscriptionListResponse,
  SystemStatus,
  Trends,
  UserDetail,
  UserListResponse,
  Webhook,
} from "./types";

export const STATS_KEY = "/api/admin/stats";
export const WEBHOOKS_KEY = "/api/admin/webhooks";

/** Admin data is asked again whenever a page mounts; paging keeps the last page on screen meanwhile. */
const fresh: SWRConfiguration = { revalidateIfStale: true, revalidateOnMount: true, keepPreviousData: true };

// --- search + paging ------------------------------------------------------------------------------

/**
 * The search box and page of a list. The query follows the box 500 ms after typing stops and
 * starts again at page 1; a new filter starts at page 1 too.
 */
export function useListQuery<F extends string>(initialFilter: F) {
  const [input, setInput] = useState("");
  const [query, setQuery] = useState({ search: "", page: 1, filter: initialFilter, sort: DEFAULT_SORT as ListSort });
  useEffect(() => {
    const search = input.trim();
    if (search === query.search) return;
    const t = setTimeout(() => setQuery((q) => ({ ...q, search, page: 1 })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [input, query.search]);
  return {
    input,
    setInput,
    search: query.search,
    page: query.page,
    filter: query.filter,
    setPage: (page: number) => setQuery((q) => ({ ...q, page })),
    setFilter: (filter: F) => setQuery((q) => ({ ...q, filter, page: 1 })),
    sort: query.sort,
    setSort: (sort: ListSort) => setQuery((q) => ({ ...q, sort, page: 1 })),
  };
}

function listPath(base: string, params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === "" || v === "all") continue;
    q.set(k, String(v));
  }
  return `${base}?${q}`;
}

// --- overview and analytics (live) ----------------------------------------------------------------

/**
 * GET /api/admin/stats, kept current by the stats.admin push (the same shape). A burst of pushes
 * is applied at most once per 500 ms, always ending on the newest figures.
 */
export function useAdminStats() {
  const swr = useSWR<AdminStats>(STATS_KEY, (k: string) => get<AdminStats>(k), fresh);
  const apply = useThrottled((data: AdminStats) => {
    void swr.mutate(data, { revalidate: false });
  }, LIVE_APPLY_MS);
  useRealtimeEvent<unknown>("stats.admin", (data) => {
    if (isAdminStats(data)) apply(data);
  });
  return swr;
}

export function useRevenue(range: RevenueRange) {
  return useSWR<RevenueData>(revenuePath(range), (k: string) => get<RevenueData>(k), fresh);
}

// --- users ----------------------------------------------------------------------------------------

export function usersPath(page: number, search: string, status: string, sort: ListSort = DEFAULT_SORT): string {
  return listPath("/api/admin/users", { page, limit: USERS_PAGE_SIZE, search, status, ...sortParams(sort) });
}

export function useAdminUsers(page: number, search: string, status: string, sort: ListSort = DEFAULT_SORT) {
  return useSWR<UserListResponse>(usersPath(page, search, status, sort), (k: string) => get<UserListResponse>(k), fresh);
}

export const userKey = (id: string) => `/api/admin/user/${encodeURIComponent(id)}`;

export function useUserDetail(id: string | null) {
  return useSWR<UserDetail>(id ? userKey(id) : null, (k: string) => get<UserDetail>(k), { revalidateIfStale: true, revalidateOnMount: true });
}

const startsWith = (prefix: string) => (key: unknown) => typeof key === "string" && key.startsWith(prefix);

/** After a change to an account: lists, the account's details and the figures are asked again. */
export async function refreshAccounts(id?: string): Promise<void> {
  await Promise.all([
    globalMutate(startsWith("/api/admin/users")),
    globalMutate(startsWith("/api/admin/subscriptions")),
    id ? globalMutate(userKey(id)) : Promise.resolve(),
    globalMutate(STATS_KEY),
  ]);
}

/** After an account is deleted: its cached details are dropped without asking again; lists and figures are. */
export async function forgetAccount(id: string): Promise<void> {
  await Promise.all([
    globalMutate(userKey(id), undefined, { revalidate: false }),
    globalMutate(startsWith("/api/admin/users")),
    globalMutate(startsWith("/api/admin/subscriptions")),
    globalMutate(STATS_KEY),
  ]);
}

const userAction = (id: string, action: string) => `${userKey(id)}/${action}`;

export const adminActions = {
  cancelSubscription: (id: string) => post(userAction(id, "cancel-subscription")),
  resetUsage: (id: string) => post(userAction(id, "reset-usage")),
  addBonusCredits: (id: string, credits: number) => post(userAction(id, "add-bonus-credits"), { credits }),
  resetBonusCredits: (id: string) => post(userAction(id, "reset-bonus-credits")),
  deleteUser: (id: string) => del(userKey(id)),
  deleteAndBlock: (id: string, reason: string) => post(userAction(id, "delete-and-block"), { reason }),
  updatePassword: (id: string, newPassword: string) => post(userAction(id, "update-password"), { newPassword }),
  exportUser: (id: string) => downloadFile(userAction(id, "export"), `user-${id}-export.json`, "application/json"),
  createUser: (f: CreateUserForm) =>
    post<{ message?: string }>(f.userType === "admin" ? "/api/admin/create-admin" : "/api/admin/create-user", {
      email: f.email.trim(),
      password: f.password,
      firstName: f.firstName.trim(),
      lastName: f.lastName.trim(),
      userType: f.userType,
      confirmAdmin: f.userType === "admin" ? f.confirmAdmin : false,
    }),
};

// --- emails (live) --------------------------------------------------------------------------------

export function emailsPath(page: number, search: string, status = "all", sort: ListSort = DEFAULT_SORT): string {
  return listPath("/api/admin/emails", { page, limit: EMAILS_PAGE_SIZE, search, status, ...sortParams(sort) });
}

/**
 * A page of GET /api/admin/emails. Every admin.email push (an email created, generated or failed)
 * asks the shown page again, at most once per 500 ms however many pushes arrive.
 */
export function useAdminEmails(page: number, search: string, status = "all", sort: ListSort = DEFAULT_SORT) {
  const key = emailsPath(page, search, status, sort);
  const swr = useSWR<EmailListResponse>(key, (k: string) => get<EmailListResponse>(k), fresh);
  const revalidate = useThrottled(() => void swr.mutate(), LIVE_APPLY_MS);
  useRealtimeEvent<AdminEmailEvent>("admin.email", (data) => {
    if (data && typeof data === "object" && typeof data.id === "string") revalidate();
  });
  return swr;
}

export const emailKey = (id: string) => `/api/admin/emails/${encodeURIComponent(id)}`;

export function useAdminEmail(id: string | null) {
  return useSWR<AdminEmail>(id ? emailKey(id) : null, (k: string) => get<AdminEmail>(k), { revalidateIfStale: true, revalidateOnMount: true });
}

export async function refreshEmails(id?: string): Promise<void> {
  await Promise.all([globalMutate(startsWith("/api/admin/emails?")), id ? globalMutate(emailKey(id)) : Promise.resolve()]);
}

export const emailActions = {
  retry: (id: string) => post<{ success?: boolean; message?: string }>(`/api/admin/retry-email/${encodeURIComponent(id)}`),
  fixStuck: () => post<{ success?: boolean; fixedCount?: number; message?: string }>("/api/admin/fix-stuck-emails"),
};

// --- subscriptions --------------------------------------------------------------------------------

export function subscriptionsPath(page: number, search: string, status: string, sort: ListSort = DEFAULT_SORT): string {
  return listPath("/api/admin/subscriptions", { page, pageSize: SUBSCRIPTIONS_PAGE_SIZE, search, status, ...sortParams(sort) });
}

export function useAdminSubscriptions(page: number, search: string, status: string, sort: ListSort = DEFAULT_SORT) {
  return useSWR<SubscriptionListResponse>(subscriptionsPath(page, search, status, sort), (k: string) => get<SubscriptionListResponse>(k), {
    ...staleFor(SUBSCRIPTION_STALE_MS),
    keepPreviousData: true,
  });
}

// --- webhooks -------------------------------------------------------------------------------------

export function useWebhooks() {
  return useSWR<{ webhooks: Webhook[] }>(WEBHOOKS_KEY, (k: string) => get<{ webhooks: Webhook[] }>(k), fresh);
}

export const webhookActions = {
  update: (id: number, url: string, description: string) =>
    put<{ webhook?: Webhook; message?: string }>(`/api/admin/webhooks/${id}`, { url: url.trim(), description: description.trim() }),
  test: (id: number) => post<{ message?: string; status?: number; response?: string }>(`/api/admin/webhooks/${id}/test`),
};

// --- overview trends, feed and system status -------------------------------------------------------

export const TRENDS_KEY = "/api/admin/trends";
export const SYSTEM_KEY = "/api/admin/system";

export function useTrends() {
  return useSWR<Trends>(TRENDS_KEY, (k: string) => get<Trends>(k), fresh);
}

/** The live checks behind the status panels, asked again every 30 s while a panel shows. */
export function useSystemStatus() {
  return useSWR<SystemStatus>(SYSTEM_KEY, (k: string) => get<SystemStatus>(k), { ...fresh, refreshInterval: 30_000 });
}
