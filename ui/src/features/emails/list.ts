/** Rules of the email lists: status badges, search, the 7-day filter, plan badge and usage line. */
import type { BadgeTone } from "@/components/ui/badge";
import { STARTER_MONTHLY, type Usage } from "@/features/usage/logic";
import type { Email } from "./types";

export const RECENT_DAYS = 7;
const DAY_MS = 86_400_000;

/** generated reads Ready (green), processing Processing (blue), failed Failed (grey). */
export function statusBadge(status: string): { label: string; tone: BadgeTone } {
  if (status === "generated") return { label: "Ready", tone: "success" };
  if (status === "failed") return { label: "Failed", tone: "neutral" };
  return { label: "Processing", tone: "info" };
}

export type ListFilter = "all" | "recent";

/** Whether an email was created within the last 7 days. */
export function isRecent(createdAt: string, now: number = Date.now()): boolean {
  const t = Date.parse(createdAt);
  return Number.isFinite(t) && now - t <= RECENT_DAYS * DAY_MS;
}

/** The emails matching the search text (title, topic, audience, campaign) and the filter. */
export function filterEmails(emails: Email[], search: string, filter: ListFilter, now: number = Date.now()): Email[] {
  const q = search.trim().toLowerCase();
  return emails.filter((e) => {
    if (filter === "recent" && !isRecent(e.createdAt, now)) return false;
    if (!q) return true;
    return [e.title, e.contentFocus, e.targetAudience, e.campaignName]
      .filter(Boolean)
      .some((s) => String(s).toLowerCase().includes(q));
  });
}

export function planBadge(subscribed: boolean): string {
  return subscribed ? "Starter User" : "Trial User";
}

/** 'N of 300 emails used this month' on Starter; 'used/total total emails used' on Trial. */
export function listUsageText(u: Usage, subscribed: boolean): string {
  if (subscribed) return `${u.emailsCreated} of ${STARTER_MONTHLY} emails used this month`;
  return `${u.emailsCreated}/${u.emailsCreated + u.emailsRemaining} total emails used`;
}

/** '(includes N bonus credits)' when an administrator granted some. */
export function bonusNote(u: Usage): string | null {
  const n = u.bonusCredits ?? 0;
  return n > 0 ? `(includes ${n} bonus credits)` : null;
}

/** A date as the lists show it: 'Mar 4, 2026'. */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return d.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
}

/** A date with its time: 'Mar 4, 2026, 3:15 PM'. */
export function longDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  return d.toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" });
}
