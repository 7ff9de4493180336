import type { QualityCheck, QualityReport } from "./types";

/** What each check looks at, in a marketer's words. */
export const CHECK_LABELS: Record<string, string> = {
  length: "Length",
  links: "Tracked link",
  subjects: "Subject lines",
  facts: "Facts",
  language: "Language",
  leaks: "Internal notes",
  repetition: "Freshness",
  readability: "Readability",
  capitalisation: "Capitalisation",
  structure: "Structure",
  todo: "Before you send",
};

const ORDER: Record<string, number> = { fail: 0, warn: 1, pass: 2 };

/** Checks with problems first (failures, then warnings), each group in the server's order. */
export function sortChecks(checks: QualityCheck[] | undefined | null): QualityCheck[] {
  return (checks ?? [])
    .map((c, i) => ({ c, i }))
    .sort((a, b) => (ORDER[a.c.status] ?? 3) - (ORDER[b.c.status] ?? 3) || a.i - b.i)
    .map(({ c }) => c);
}

export function checkLabel(id: string): string {
  return CHECK_LABELS[id] ?? id.charAt(0).toUpperCase() + id.slice(1);
}

/** A one-line verdict for the card's header. */
export function qualitySummary(report: QualityReport): string {
  const fails = report.checks.filter((c) => c.status === "fail").length;
  const warns = report.checks.filter((c) => c.status === "warn").length;
  if (fails === 0 && warns === 0) return "Every check passed.";
  const parts = [];
  if (fails) parts.push(`${fails} ${fails === 1 ? "problem" : "problems"} to fix`);
  if (warns) parts.push(`${warns} ${warns === 1 ? "thing" : "things"} to review`);
  return parts.join(", ") + ".";
}

export function scoreTone(score: number): "good" | "fair" | "poor" {
  if (score >= 85) return "good";
  if (score >= 60) return "fair";
  return "poor";
}
