/** The admin area's rules: rates and their labels, badges, pagination, validation and formatting. */
import type { BadgeTone } from "@/components/ui/badge";
import { subjectLines } from "@/features/emails/files";
import type { AdminEmail, AdminStats, AdminUser, EmailListResponse, AdminEmailEvent, RecentEvent, SubscriptionUser, SystemStatus } from "./types";

// --- constants of spec 2 §9 ---------------------------------------------------------------------

export const USERS_PAGE_SIZE = 100;
export const EMAILS_PAGE_SIZE = 100;
export const SUBSCRIPTIONS_PAGE_SIZE = 50;
export const SEARCH_DEBOUNCE_MS = 500;
export const MAX_PAGE_BUTTONS = 5;
export const LIVE_APPLY_MS = 500;
export const BONUS_MIN = 1;
export const BONUS_MAX = 50;
export const BONUS_DEFAULT = 5;
export const SUPPORT_MIN_PASSWORD = 6;
export const CREATE_MIN_PASSWORD = 8;
export const DEFAULT_BLOCK_REASON = "Terms of service violation";
export const STARTER_PRICE = 19;
export const STARTER_LIMIT = 300;
export const TRIAL_CREDITS = 10;
export const WEBHOOK_SKELETONS = 5;
export const SUBSCRIPTION_SKELETONS = 10;
export const SUBSCRIPTION_STALE_MS = 30_000;

// --- rates ----------------------------------------------------------------------------------------

/** part / whole as a rounded percentage; 0 when there is nothing to divide by. */
export function percent(part: number, whole: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return 0;
  return Math.round((part / whole) * 100);
}

/** New users this month over all users. */
export const growthRate = (s: AdminStats) => percent(s.newUsersThisMonth, s.totalUsers);
/** Active subscriptions over all users. */
export const conversionRate = (s: AdminStats) => percent(s.activeSubscriptions, s.totalUsers);
/** Users who wrote an email this month over all users. */
export const activityRate = (s: AdminStats) => percent(s.activeUsersThisMonth, s.totalUsers);
/** Cancelled subscriptions over all users. */
export const churnRate = (s: AdminStats) => percent(s.churnCount, s.totalUsers);
/** Refunds over all users (the same base as churn, so the two compare). */
export const refundRate = (s: AdminStats) => percent(s.refundCount, s.totalUsers);

/** Emails per user with one decimal; 0 without users. */
export function emailsPerUser(s: AdminStats): number {
  if (s.totalUsers <= 0) return 0;
  return Math.round((s.totalEmails / s.totalUsers) * 10) / 10;
}

export type Rating = { label: string; tone: BadgeTone };

export function conversionRating(rate: number): Rating {
  if (rate >= 15) return { label: "Excellent", tone: "success" };
  if (rate >= 10) return { label: "Good", tone: "info" };
  return { label: "Needs Improvement", tone: "warning" };
}

export function growthRating(rate: number): Rating {
  if (rate >= 20) return { label: "Excellent", tone: "success" };
  if (rate >= 10) return { label: "Good", tone: "info" };
  return { label: "Steady", tone: "neutral" };
}

export function engagementRating(perUser: number): Rating {
  if (perUser >= 5) return { label: "High Engagement", tone: "success" };
  if (perUser >= 2) return { label: "Moderate", tone: "info" };
  return { label: "Low", tone: "neutral" };
}

/**
 * The "monthly metrics have reset" notice: on day 1 or 2 of the month (UTC, the server's month)
 * while this month has no new users and no new emails yet.
 */
export function showMonthlyReset(s: Pick<AdminStats, "newUsersThisMonth" | "emailsCreatedThisMonth">, now: Date = new Date()): boolean {
  const day = now.getUTCDate();
  return (day === 1 || day === 2) && s.newUsersThisMonth === 0 && s.emailsCreatedThisMonth === 0;
}

/** Whether a value looks like the stats entity (pushes are checked before they replace the cache). */
export function isAdminStats(v: unknown): v is AdminStats {
  if (!v || typeof v !== "object") return false;
  const o = v as Record<string, unknown>;
  return ["totalUsers", "totalEmails", "activeSubscriptions", "newUsersThisMonth"].every((k) => typeof o[k] === "number");
}

// --- pagination -----------------------------------------------------------------------------------

export function pageCount(total: number, size: number): number {
  if (!Number.isFinite(total) || total <= 0 || size <= 0) return 1;
  return Math.ceil(total / size);
}

/**
 * The numbered page buttons: all pages when there are at most `max`, else a window of `max`
 * pages around the current one, kept inside 1..total.
 */
export function pageNumbers(current: number, total: number, max: number = MAX_PAGE_BUTTONS): number[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const n = Math.min(max, total);
  const cur = Math.min(Math.max(1, current), total);
  let start = cur - Math.floor(n / 2);
  start = Math.max(1, Math.min(start, total - n + 1));
  return Array.from({ length: n }, (_, i) => start + i);
}

/** 'Showing x to y of z' for a 1-based page. */
export function showingText(page: number, pageSize: number, total: number): string {
  if (total <= 0) return "Showing 0 to 0 of 0";
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return `Showing ${from} to ${to} of ${total}`;
}

// --- users ----------------------------------------------------------------------------------------

export const USER_STATUS_FILTERS = [
  { value: "all", label: "All Users" },
  { value: "trial", label: "Trial" },
  { value: "starter", label: "Starter" },
  { value: "cancelling", label: "Cancelling" },
  { value: "cancelled", label: "Cancelled" },
  { value: "admin", label: "Admin" },
  { value: "super_admin", label: "Super Admin" },
] as const;

export function isAdminAccount(id: string): boolean {
  return id.startsWith("admin-");
}

/** The list badge of spec 2 §4. */
export function userBadge(u: Pick<AdminUser, "id" | "subscriptionStatus" | "subscriptionCancelledAt" | "subscriptionCancelsAt">, superAdminId: string): Rating {
  if (u.id === superAdminId) return { label: "Super Admin", tone: "gold" };
  if (isAdminAccount(u.id)) return { label: "Admin", tone: "brand" };
  if (u.subscriptionStatus === "active") {
    if (u.subscriptionCancelledAt && u.subscriptionCancelsAt) return { label: "Cancelling", tone: "warning" };
    return { label: "Starter", tone: "success" };
  }
  if (u.subscriptionStatus === "canceled" || u.subscriptionStatus === "cancelled") return { label: "Cancelled", tone: "danger" };
  return { label: "Trial", tone: "neutral" };
}

/** The subscription status in words, for the details dialog. */
export function subscriptionStatusText(status: string | null | undefined): string {
  if (status === "active") return "Active (Starter)";
  if (status === "canceled" || status === "cancelled") return "Cancelled";
  return "Trial";
}

export function isActiveSubscriber(u: Pick<AdminUser, "subscriptionStatus">): boolean {
  return u.subscriptionStatus === "active";
}

/** The last 8 characters of the payment customer id, or No Stripe. */
export function customerIdTail(id: string | null | undefined): string {
  const v = (id ?? "").trim();
  return v ? v.slice(-8) : "No Stripe";
}

/** 'First Last', or the email's name part when both are empty. */
export function fullName(u: { firstName?: string | null; lastName?: string | null; email?: string | null }): string {
  const n = [u.firstName, u.lastName].map((s) => (s ?? "").trim()).filter(Boolean).join(" ");
  return n || (u.email ?? "").split("@")[0] || "Unnamed user";
}

// --- subscriptions --------------------------------------------------------------------------------

export const SUBSCRIPTION_STATUS_FILTERS = [
  { value: "all", label: "All Statuses" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
  { value: "cancelled", label: "Cancelled" },
  { value: "cancelling", label: "Cancelling" },
] as const;

export type SubscriptionDisplay = { label: string; tone: BadgeTone; note: string };

/** The display states of spec 2 §2.8. */
export function subscriptionDisplay(s: Pick<SubscriptionUser, "subscriptionStatus" | "subscriptionCancelledAt">): SubscriptionDisplay {
  if (s.subscriptionStatus === "active") {
    return s.subscriptionCancelledAt
      ? { label: "Cancelling at End of Cycle", tone: "warning", note: "Access until the end of the paid period" }
      : { label: "Active", tone: "success", note: "Fully active" };
  }
  if (s.subscriptionStatus === "cancelled" || s.subscriptionStatus === "canceled") {
    return { label: "Cancelled", tone: "danger", note: "Subscription has ended" };
  }
  return { label: "Inactive", tone: "neutral", note: "No subscription" };
}

export function stripeCustomerUrl(id: string): string {
  return `https://dashboard.stripe.com/customers/${encodeURIComponent(id)}`;
}

// --- emails ---------------------------------------------------------------------------------------

export function emailStatusBadge(status: string): Rating {
  switch (status) {
    case "generated":
      return { label: "Generated", tone: "success" };
    case "processing":
      return { label: "Processing", tone: "info" };
    case "failed":
      return { label: "Failed", tone: "danger" };
    default:
      return { label: "Unknown", tone: "neutral" };
  }
}

/** List items may arrive wrapped ({emails: {...}}); this answers the plain emails. */
export function unwrapEmails(res: Partial<EmailListResponse> | null | undefined): AdminEmail[] {
  const list = Array.isArray(res?.emails) ? res.emails : [];
  return list.map((item) => {
    const inner = (item as unknown as { emails?: unknown }).emails;
    if (inner && typeof inner === "object" && !Array.isArray(inner)) return { ...(inner as AdminEmail) };
    return item;
  });
}

export function emailSubjects(e: Pick<AdminEmail, "generatedSubject" | "subject">): string[] {
  return subjectLines(e.generatedSubject ?? e.subject ?? null);
}

export function emailBody(e: Pick<AdminEmail, "generatedContent" | "content">): string {
  return (e.generatedContent || e.content || "").trim();
}

/** The whole email as text: title, subject options, content. */
export function adminEmailText(e: AdminEmail): string {
  const parts = [e.title.trim()];
  const subjects = emailSubjects(e);
  if (subjects.length) parts.push(["Subject Line Options:", ...subjects.map((s, i) => `${i + 1}. ${s}`)].join("\n"));
  const body = emailBody(e);
  if (body) parts.push(body);
  if (e.utmUrl) parts.push(`Tracking link: ${e.utmUrl}`);
  return parts.join("\n\n") + "\n";
}

/** The raw provider answer, pretty-printed when it is JSON. */
export function debugText(raw: string | null | undefined): string {
  const s = (raw ?? "").trim();
  if (!s) return "";
  if (s.startsWith("{") || s.startsWith("[")) {
    try {
      return JSON.stringify(JSON.parse(s), null, 2);
    } catch {
      /* not JSON after all */
    }
  }
  return s;
}

// --- validation -----------------------------------------------------------------------------------

/** A whole number of bonus credits from 1 to 50. */
export function validBonusCredits(n: number): boolean {
  return Number.isInteger(n) && n >= BONUS_MIN && n <= BONUS_MAX;
}

export const SUPPORT_PASSWORD_ERROR = "Password must be at least 6 characters long.";

export function supportPasswordValid(p: string): boolean {
  return p.length >= SUPPORT_MIN_PASSWORD && p.trim() !== "";
}

export interface CreateUserForm {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userType: "user" | "admin";
  confirmAdmin: boolean;
}

export const EMPTY_CREATE_USER: CreateUserForm = { email: "", password: "", firstName: "", lastName: "", userType: "user", confirmAdmin: false };

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The create-user rules of spec 2 §5; an empty object when the form may be sent. */
export function validateCreateUser(f: CreateUserForm): Partial<Record<keyof CreateUserForm, string>> {
  const errors: Partial<Record<keyof CreateUserForm, string>> = {};
  if (!EMAIL_RE.test(f.email.trim())) errors.email = "Invalid email address";
  if (f.password.length < CREATE_MIN_PASSWORD) errors.password = "Password must be at least 8 characters";
  if (f.userType === "admin" && !f.confirmAdmin) errors.confirmAdmin = "Please confirm admin user creation";
  return errors;
}

/** The webhook edit rule: a URL is required and must be an http(s) URL. */
export function webhookUrlError(url: string): string | undefined {
  const v = url.trim();
  if (!v) return "URL is required";
  try {
    const u = new URL(v);
    if ((u.protocol !== "http:" && u.protocol !== "https:") || !u.hostname) return "Please enter a valid URL";
  } catch {
    return "Please enter a valid URL";
  }
  return undefined;
}

// --- revenue --------------------------------------------------------------------------------------

export type RevenueRange = { kind: "lifetime" } | { kind: "last30"; since: string } | { kind: "custom"; start: string; end: string };

/** Last 30 Days: 30 days back to now. */
export function last30Days(now: Date = new Date()): RevenueRange {
  return { kind: "last30", since: new Date(now.getTime() - 30 * 86_400_000).toISOString() };
}

/** The revenue call for a range. */
export function revenuePath(r: RevenueRange): string {
  if (r.kind === "last30") return `/api/admin/revenue?startDate=${encodeURIComponent(r.since)}`;
  if (r.kind === "custom") {
    const q = new URLSearchParams({ startDate: r.start, endDate: r.end });
    return `/api/admin/revenue?${q}`;
  }
  return "/api/admin/revenue";
}

/** Why a custom range cannot be applied yet, or undefined when it can. */
export function customRangeProblem(start: string, end: string): string | undefined {
  if (!start || !end) return "Choose a start and an end date";
  if (start > end) return "The start date must not be after the end date";
  return undefined;
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const count = new Intl.NumberFormat("en-US");

/** $1,234.50 */
export function formatMoney(n: number | null | undefined): string {
  return money.format(Number.isFinite(n) ? (n as number) : 0);
}

export function formatCount(n: number | null | undefined): string {
  return count.format(Number.isFinite(n) ? (n as number) : 0);
}

/** '1 refund', '3 refunds' */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${formatCount(n)} ${n === 1 ? word : many}`;
}

/** '2025-03' → 'Mar 2025' */
export function monthLabel(ym: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(ym);
  if (!m) return ym;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
  return d.toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
}

/** 'Mar 4, 2026' */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return "—";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "—";
  return d.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
}

/** '3:15 PM', or '' when there is no valid time. */
export function timeOfDay(iso: string | null | undefined): string {
  const d = new Date(iso ?? "");
  return Number.isNaN(d.getTime()) ? "" : d.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
}

/** 'Mar 4, 2026, 3:15 PM' */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "—";
  return d.toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" });
}

// --- sorting --------------------------------------------------------------------------------------

/** A list's order: a column key the server knows, and the direction. "created" descending is the default. */
export interface ListSort<K extends string = string> {
  key: K;
  desc: boolean;
}

export const DEFAULT_SORT: ListSort<"created"> = { key: "created", desc: true };

/** The sort and order query parameters; the default order sends none. */
export function sortParams(s: ListSort): { sort?: string; order?: string } {
  if (s.key === "created" && s.desc) return {};
  return { sort: s.key, order: s.desc ? "desc" : "asc" };
}

// --- system status ----------------------------------------------------------------------------------

export interface SystemRow {
  id: string;
  name: string;
  state: string;
  tone: "success" | "warning" | "danger" | "neutral";
  detail?: string;
}

/** The status panel's lines, worded from the live checks; nothing here is assumed. */
export function systemRows(s: SystemStatus): SystemRow[] {
  const payments: SystemRow =
    s.paymentMode === "live"
      ? { id: "payments", name: "Payment Provider", state: "Stripe configured", tone: "success" }
      : s.paymentMode === "test"
        ? { id: "payments", name: "Payment Provider", state: "Test mode", tone: "warning", detail: "No Stripe key: checkouts are local tests" }
        : { id: "payments", name: "Payment Provider", state: "Not configured", tone: "danger" };
  const hooks: SystemRow =
    s.webhooksActive === 0
      ? { id: "webhooks", name: "Automation Webhooks", state: "Not configured", tone: "neutral", detail: "No webhook has a URL" }
      : { id: "webhooks", name: "Automation Webhooks", state: `${s.webhooksActive} of ${s.webhooksTotal} configured`, tone: "success" };
  return [
    { id: "database", name: "Database", state: s.database ? "Connected" : "Not answering", tone: s.database ? "success" : "danger" },
    { id: "redis", name: "Queue and cache (Redis)", state: s.redis ? "Connected" : "Not answering", tone: s.redis ? "success" : "danger" },
    payments,
    hooks,
    {
      id: "queue",
      name: "Generation queue",
      state: s.queueDepth == null ? "Unknown" : s.queueDepth === 0 ? "Empty" : `${formatCount(s.queueDepth)} waiting`,
      tone: s.queueDepth == null ? "neutral" : s.queueDepth > 50 ? "warning" : "success",
    },
    {
      id: "stuck",
      name: "Stuck emails",
      state: s.stuck === 0 ? "None" : plural(s.stuck, "email"),
      tone: s.stuck === 0 ? "success" : "warning",
      detail: "Processing for over two minutes without progress",
    },
    { id: "failed", name: "Failed emails", state: s.failed === 0 ? "None" : plural(s.failed, "email"), tone: s.failed === 0 ? "success" : "danger" },
  ];
}

// --- activity feed -----------------------------------------------------------------------------------

/**
 * The feed after an admin.email push: an email already listed (same title and creation time) has
 * its status updated in place; a new one goes on top; the feed keeps its newest `size` lines.
 */
export function feedWithEmailEvent(feed: RecentEvent[], ev: AdminEmailEvent, size: number): RecentEvent[] {
  const at = ev.createdAt || new Date().toISOString();
  const same = (e: RecentEvent) => e.type === "email" && e.title === ev.title && Math.abs(Date.parse(e.at) - Date.parse(at)) < 1000;
  const i = feed.findIndex(same);
  if (i >= 0) {
    const next = feed.slice();
    next[i] = { ...feed[i], status: ev.status };
    return next;
  }
  return [{ type: "email" as const, at, who: "", title: ev.title, status: ev.status }, ...feed].slice(0, size);
}

// --- metric definitions ------------------------------------------------------------------------------

/** One definition per figure, said the same way wherever the figure shows. */
export const METRIC_HINTS = {
  customers: "Accounts that are not staff, whatever their plan.",
  accounts: "Every account in the list, staff included.",
  payingSubscribers: "Customers on the Starter plan right now, including those cancelling at the end of their paid period.",
  renewingSubscribers: "Starter subscribers who have not cancelled: they renew at the end of the period.",
  collectedThisMonth: "Money actually received since the 1st of this month (UTC), before fees and refunds.",
  mrr: "Monthly recurring revenue: $19 for every paying Starter subscriber, cancelling ones included until their period ends.",
} as const;

/** The orders the phone layouts offer (the tables sort by their headings). */
export const USER_SORTS = [
  { value: "created:desc", label: "Newest first" },
  { value: "created:asc", label: "Oldest first" },
  { value: "email:asc", label: "Email A–Z" },
  { value: "name:asc", label: "Name A–Z" },
  { value: "emails:desc", label: "Most emails" },
] as const;

export const EMAIL_SORTS = [
  { value: "created:desc", label: "Newest first" },
  { value: "created:asc", label: "Oldest first" },
  { value: "title:asc", label: "Title A–Z" },
  { value: "user:asc", label: "Owner A–Z" },
  { value: "status:asc", label: "Status" },
] as const;

export const SUBSCRIPTION_SORTS = [
  { value: "created:desc", label: "Newest first" },
  { value: "email:asc", label: "Email A–Z" },
  { value: "usage:desc", label: "Most used" },
  { value: "renews:asc", label: "Ending soonest" },
] as const;

export const EMAIL_STATUS_FILTERS = [
  { value: "all", label: "All Statuses" },
  { value: "failed", label: "Failed" },
  { value: "processing", label: "Processing" },
  { value: "generated", label: "Generated" },
] as const;

/** The start and end of an email's id ('3f2a9c1b…7d4e'): two emails in a list never look alike. */
export function emailIdFragment(id: string): string {
  return id.length > 14 ? `${id.slice(0, 8)}…${id.slice(-4)}` : id;
}

/** Fix Stuck Emails' answer: a success only when something was re-queued, a neutral note otherwise. */
export function fixStuckToast(fixed: number, message?: string): { title: string; description: string; variant: "success" | "default" } {
  if (fixed > 0) return { title: "Stuck Emails Fixed", description: message ?? `Re-queued ${plural(fixed, "stuck email")} for generation.`, variant: "success" };
  return { title: "No Stuck Emails", description: "Nothing is stuck: every email processing has made progress in the last two minutes.", variant: "default" };
}

/** A plan's monthly allowance before bonus credits: Starter while active (cancelling included), else the trial's. */
export function planLimit(status: string | null | undefined): number {
  return status === "active" ? STARTER_LIMIT : TRIAL_CREDITS;
}

/** The most bonus credits one user may hold in all (the server refuses more). */
export const BONUS_TOTAL_MAX = 200;

/** The bonus box: digits only, 1–50 at a time, and never above the total cap. */
export function bonusProblem(raw: string, current: number): string | undefined {
  if (!/^\d{1,3}$/.test(raw)) return `Digits only: a whole number from ${BONUS_MIN} to ${BONUS_MAX}.`;
  const n = Number(raw);
  if (n < BONUS_MIN || n > BONUS_MAX) return `A whole number from ${BONUS_MIN} to ${BONUS_MAX}.`;
  if (current + n > BONUS_TOTAL_MAX) return `A user can hold at most ${BONUS_TOTAL_MAX} bonus credits; this one has ${current}.`;
  return undefined;
}
