/** The staff action record (/admin/audit): its types, query path, labels and data hook. */
import useSWR from "swr";
import { get } from "@/lib/api";
import type { BadgeTone } from "@/components/ui/badge";

export const AUDIT_PAGE_SIZE = 50;

export interface AuditEntry {
  id: number;
  at: string;
  actorId: string;
  actorEmail: string;
  action: string;
  target: string;
  outcome: "success" | "failure";
  status: number;
  detail: string;
}

export interface AuditResponse {
  entries: AuditEntry[];
  total: number;
  page: number;
  totalPages: number;
  actions: string[];
}

export interface AuditFilters {
  actor: string;
  target: string;
  action: string; // "all" or one action
  outcome: "all" | "success" | "failure";
  from: string; // YYYY-MM-DD or ""
  to: string;
}

export const EMPTY_AUDIT_FILTERS: AuditFilters = { actor: "", target: "", action: "all", outcome: "all", from: "", to: "" };

export const AUDIT_OUTCOME_FILTERS = [
  { value: "all", label: "All Outcomes" },
  { value: "success", label: "Succeeded" },
  { value: "failure", label: "Failed" },
] as const;

const ACTION_LABELS: Record<string, string> = {
  "user.create": "Create user",
  "admin.create": "Create admin",
  "user.set_password": "Set password",
  "user.add_bonus_credits": "Add bonus credits",
  "user.reset_bonus_credits": "Reset bonus credits",
  "user.reset_usage": "Reset usage",
  "user.cancel_subscription": "Cancel subscription",
  "user.delete": "Delete user",
  "user.delete_and_block": "Delete and block",
  "user.export": "Export user data",
  "webhook.update": "Edit webhook",
  "webhook.test": "Test webhook",
  "email.retry": "Retry email",
  "email.fix_stuck": "Fix stuck emails",
};

/** A readable name for an action; unknown ones show as sent. */
export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

export function outcomeTone(outcome: string): BadgeTone {
  return outcome === "success" ? "success" : "danger";
}

/** GET /api/admin/audit with the filters that are set, and the page. */
export function auditPath(page: number, f: AuditFilters): string {
  const q = new URLSearchParams({ page: String(page), limit: String(AUDIT_PAGE_SIZE) });
  if (f.actor.trim()) q.set("actor", f.actor.trim());
  if (f.target.trim()) q.set("target", f.target.trim());
  if (f.action !== "all") q.set("action", f.action);
  if (f.outcome !== "all") q.set("outcome", f.outcome);
  if (f.from) q.set("from", f.from);
  if (f.to) q.set("to", f.to);
  return `/api/admin/audit?${q.toString()}`;
}

/** 'Mar 4, 2026, 14:05:09' in the viewer's time zone. */
export function auditTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "—";
  return d.toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false });
}

export function useAudit(page: number, filters: AuditFilters) {
  return useSWR<AuditResponse>(auditPath(page, filters), (k: string) => get<AuditResponse>(k), {
    keepPreviousData: true,
    revalidateOnMount: true,
  });
}
