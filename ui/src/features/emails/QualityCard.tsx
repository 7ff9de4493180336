import { CircleAlert, CircleCheck, CircleX, Gauge } from "lucide-react";
import { cn } from "@/lib/utils";
import { Card } from "@/components/ui/card";
import { checkLabel, qualitySummary, scoreTone, sortChecks } from "./quality";
import type { QualityCheck, QualityReport } from "./types";

const STATUS_ICON = { fail: CircleX, warn: CircleAlert, pass: CircleCheck } as const;
const STATUS_TEXT = { fail: "Fix", warn: "Review", pass: "Pass" } as const;
const STATUS_CLASS = {
  fail: "text-danger",
  warn: "text-amber-600",
  pass: "text-emerald-600",
} as const;
const SCORE_CLASS = {
  good: "bg-emerald-50 text-emerald-700",
  fair: "bg-amber-50 text-amber-700",
  poor: "bg-red-50 text-danger",
} as const;

/** The "Quality check" card of View Email: every check, problems first, in plain words. */
export function QualityCard({ report }: { report: QualityReport }) {
  const checks = sortChecks(report.checks);
  const tone = scoreTone(report.score);
  return (
    <Card data-testid="quality-card">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-5 py-3.5 sm:px-6">
        <h3 className="flex items-center gap-2 text-base font-semibold tracking-tight">
          <Gauge className="size-4.5 text-brand-700" /> Quality check
        </h3>
        <span
          className={cn("rounded-full px-2.5 py-0.5 text-sm font-semibold tabular-nums", SCORE_CLASS[tone])}
          aria-label={`Quality score ${report.score} out of 100`}
        >
          {report.score}/100
        </span>
      </div>
      <p className="px-5 pt-4 text-sm text-muted-foreground sm:px-6">{qualitySummary(report)}</p>
      <ul className="divide-y divide-border px-5 pb-2 sm:px-6">
        {checks.map((c) => (
          <CheckRow key={c.id} check={c} />
        ))}
      </ul>
    </Card>
  );
}

function CheckRow({ check }: { check: QualityCheck }) {
  const status = (check.status in STATUS_ICON ? check.status : "warn") as keyof typeof STATUS_ICON;
  const Icon = STATUS_ICON[status];
  return (
    <li className="flex gap-3 py-3" data-check={check.id} data-status={status}>
      <Icon className={cn("mt-0.5 size-4.5 shrink-0", STATUS_CLASS[status])} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <span className="font-semibold">{checkLabel(check.id)}</span>
          <span className="sr-only"> ({STATUS_TEXT[status]})</span>
          <span className="text-muted-foreground"> · </span>
          {check.message}
        </p>
        {check.detail && status !== "pass" ? (
          <p className="mt-1 text-[13px] break-words text-muted-foreground">{check.detail}</p>
        ) : null}
      </div>
    </li>
  );
}
