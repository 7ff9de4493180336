import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft, Check, FlaskConical, X } from "lucide-react";
import { cn } from "@/lib/utils";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { TestPagesState } from "./hooks";
import type { PlanStatus } from "./logic";
import { comparison } from "./plans";

export function PageHeader({
  title,
  description,
  back,
  action,
}: {
  title: string;
  description?: ReactNode;
  back?: { to: string; label: string };
  action?: ReactNode;
}) {
  return (
    <header className="space-y-3">
      {back ? (
        <Link to={back.to} className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" /> {back.label}
        </Link>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
          {description ? <p className="mt-1 text-[15px] text-muted-foreground">{description}</p> : null}
        </div>
        {action}
      </div>
    </header>
  );
}

export function PlanBadge({ status, className }: { status: PlanStatus; className?: string }) {
  return (
    <Badge tone={status.tone} className={className} data-testid="plan-status">
      {status.badge}
    </Badge>
  );
}

export function FeatureList({ items, tone = "brand", className }: { items: readonly string[]; tone?: "brand" | "muted"; className?: string }) {
  return (
    <ul className={cn("space-y-2.5", className)}>
      {items.map((f) => (
        <li key={f} className="flex items-start gap-2.5 text-sm">
          <span
            className={cn(
              "mt-0.5 flex size-4.5 shrink-0 items-center justify-center rounded-full",
              tone === "brand" ? "bg-brand-100 text-brand-700" : "bg-muted text-muted-foreground",
            )}
          >
            <Check className="size-3" strokeWidth={3} />
          </span>
          <span className="leading-snug">{f}</span>
        </li>
      ))}
    </ul>
  );
}

function Cell({ value }: { value: string | boolean }) {
  if (value === true) return <Check className="mx-auto size-4.5 text-emerald-600" aria-label="Included" />;
  if (value === false) return <X className="mx-auto size-4.5 text-muted-foreground/60" aria-label="Not included" />;
  return <span>{value}</span>;
}

/** The free Trial next to Starter, row by row, each plan under its own name. */
export function ComparisonTable() {
  return (
    <Card className="overflow-hidden" data-testid="plan-comparison">
      <div className="border-b border-border px-5 py-4 sm:px-6">
        <h3 className="font-semibold tracking-tight">Free Trial vs Starter</h3>
        <p className="text-sm text-muted-foreground">The free trial next to the Starter plan.</p>
      </div>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-border bg-muted/50 text-left text-xs tracking-wide text-muted-foreground uppercase">
            <th scope="col" className="px-4 py-2.5 font-semibold sm:px-6">
              Feature
            </th>
            <th scope="col" className="w-[22%] px-2 py-2.5 text-center font-semibold">
              Trial
            </th>
            <th scope="col" className="w-[28%] px-2 py-2.5 text-center font-semibold text-brand-700 sm:pr-6">
              Starter
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {comparison.map((row) => (
            <tr key={row.feature}>
              <th scope="row" className="px-4 py-3 text-left font-medium sm:px-6">
                {row.feature}
              </th>
              <td className="px-2 py-3 text-center text-muted-foreground">
                <Cell value={row.free} />
              </td>
              <td className="bg-brand-50/40 px-2 py-3 text-center font-semibold sm:pr-6">
                <Cell value={row.pro} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** Gate of the payment test pages: a skeleton while the environment is unknown, a notice outside development. */
export function TestPageGate({ state, title, children }: { state: TestPagesState; title: string; children: ReactNode }) {
  if (state === "loading") {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (state === "unavailable") {
    return (
      <section className="mx-auto max-w-xl py-8 sm:py-12" aria-labelledby="test-unavailable">
        <Card className="p-8 text-center sm:p-10">
          <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
            <FlaskConical className="size-6" />
          </span>
          <h2 id="test-unavailable" className="mt-4 text-xl font-bold tracking-tight">
            {title} is unavailable
          </h2>
          <p className="mx-auto mt-2 max-w-sm text-[15px] leading-relaxed text-muted-foreground">
            The payment test pages are only available in the development environment.
          </p>
          <Button asChild variant="outline" className="mt-6">
            <Link to="/">Back to Dashboard</Link>
          </Button>
        </Card>
      </section>
    );
  }
  return <>{children}</>;
}

/** A small label/value list; monospaced for ids and results. */
export function Facts({ items, mono = true }: { items: [string, ReactNode][]; mono?: boolean }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
      {items.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted-foreground">{k}</dt>
          <dd className={cn("min-w-0 break-all", mono ? "font-mono text-[13px]" : "font-medium")}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
