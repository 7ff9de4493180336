import { useState } from "react";
import { BarChart3, CalendarRange, CreditCard, DollarSign, Receipt, RotateCcw, Wallet } from "lucide-react";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useRevenue } from "./hooks";
import { customRangeProblem, formatCount, formatMoney, last30Days, monthLabel, percent, plural, shortDate, type RevenueRange } from "./logic";
import { EmptyState, LoadError, PageHeader, StatCard, StatCardSkeletons, Td, Th } from "./parts";
import type { RevenueData } from "./types";

type Kind = RevenueRange["kind"];

const RANGES: { kind: Kind; label: string }[] = [
  { kind: "lifetime", label: "Lifetime" },
  { kind: "last30", label: "Last 30 Days" },
  { kind: "custom", label: "Custom Range" },
];

/** /admin/revenue: money over a range, and the last 12 months. */
export default function RevenuePage() {
  const [range, setRange] = useState<RevenueRange>({ kind: "lifetime" });
  const [kind, setKind] = useState<Kind>("lifetime");
  const [start, setStart] = useState("");
  const [end, setEnd] = useState("");
  const { data, error, mutate, isValidating } = useRevenue(range);
  const problem = customRangeProblem(start, end);

  function choose(k: Kind) {
    setKind(k);
    if (k === "lifetime") setRange({ kind: "lifetime" });
    if (k === "last30") setRange(last30Days());
  }

  return (
    <div className="space-y-6">
      <PageHeader title="Revenue" description="Payments, fees and refunds recorded from the payment provider." />

      <Card className="p-4 sm:p-5">
        <div className="flex flex-col gap-4">
          <div className="inline-flex w-full rounded-xl bg-muted p-1 sm:w-auto sm:self-start" role="group" aria-label="Revenue range">
            {RANGES.map((r) => (
              <button
                key={r.kind}
                type="button"
                aria-pressed={kind === r.kind}
                onClick={() => choose(r.kind)}
                className={cn(
                  "flex-1 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition sm:flex-none sm:px-4",
                  kind === r.kind ? "bg-surface text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {r.label}
              </button>
            ))}
          </div>
          {kind === "custom" ? (
            <form
              className="flex flex-col gap-3 sm:flex-row sm:items-end"
              onSubmit={(e) => {
                e.preventDefault();
                if (!problem) setRange({ kind: "custom", start, end });
              }}
            >
              <div className="space-y-1.5">
                <Label htmlFor="revenue-start">Start date</Label>
                <Input id="revenue-start" type="date" value={start} max={end || undefined} onChange={(e) => setStart(e.target.value)} />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="revenue-end">End date</Label>
                <Input id="revenue-end" type="date" value={end} min={start || undefined} onChange={(e) => setEnd(e.target.value)} />
              </div>
              <Button type="submit" disabled={Boolean(problem)} className="h-11">
                <CalendarRange className="size-4" /> Apply Range
              </Button>
              {start && end && problem ? <p className="text-[13px] font-medium text-danger sm:self-center">{problem}</p> : null}
            </form>
          ) : null}
          <p className="text-sm text-muted-foreground" data-testid="revenue-range">
            Showing: <span className="font-medium text-foreground">{rangeText(range)}</span>
            {isValidating && data ? <span className="ml-2 text-xs">Updating…</span> : null}
          </p>
        </div>
      </Card>

      {error && !data ? (
        <LoadError title="Error loading revenue data" onRetry={() => void mutate()} />
      ) : !data ? (
        <StatCardSkeletons count={5} className="lg:grid-cols-3" />
      ) : (
        <RevenueFigures data={data} />
      )}
    </div>
  );
}

function rangeText(r: RevenueRange): string {
  if (r.kind === "lifetime") return "Lifetime";
  if (r.kind === "last30") return "Last 30 Days";
  return `${shortDate(r.start + "T00:00:00")} – ${shortDate(r.end + "T00:00:00")}`;
}

function RevenueFigures({ data }: { data: RevenueData }) {
  const gross = data.totalRevenue;
  const payments = data.paymentCount ?? 0;
  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-6">
        <StatCard className="lg:col-span-2" label="Gross Revenue" value={formatMoney(gross)} sub={plural(payments, "payment")} icon={DollarSign} tone="success" testId="revenue-gross" />
        <StatCard className="lg:col-span-2" label="Net Revenue" value={formatMoney(data.netRevenue)} sub="After fees and refunds" icon={Wallet} testId="revenue-net" />
        <StatCard
          className="col-span-2 lg:col-span-2"
          label="Payment Fees"
          value={formatMoney(data.stripeFees)}
          sub={data.feesEstimated ? "Estimated at $0.85 per subscription per month where unknown" : "As reported by the payment provider"}
          icon={Receipt}
          tone="warning"
          testId="revenue-fees"
        />
        <StatCard className="lg:col-span-3" label="Total Refunds" value={formatMoney(data.totalRefunds)} sub={plural(data.refundCount ?? 0, "refund")} icon={RotateCcw} tone="danger" testId="revenue-refunds" />
        <StatCard className="lg:col-span-3" label="Active Subscribers" value={formatCount(data.totalSubscriptions)} sub="Starter plan, right now" icon={CreditCard} tone="info" testId="revenue-subscribers" />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Revenue Breakdown</CardTitle>
            <CardDescription>Where the gross revenue goes.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-3">
            <BreakdownRow label="Gross revenue" amount={gross} of={gross} className="bg-emerald-500" />
            <BreakdownRow label="Payment fees" amount={-data.stripeFees} of={gross} className="bg-amber-500" />
            <BreakdownRow label="Refunds" amount={-data.totalRefunds} of={gross} className="bg-red-500" />
            <div className="flex items-center justify-between border-t border-border pt-3 text-sm font-semibold">
              <span>Net revenue</span>
              <span className="tabular-nums">{formatMoney(data.netRevenue)}</span>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Performance Metrics</CardTitle>
            <CardDescription>Ratios for the selected range.</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-4">
              <Metric label="Average payment" value={payments > 0 ? formatMoney(gross / payments) : formatMoney(0)} />
              <Metric label="Revenue per subscriber" value={data.totalSubscriptions > 0 ? formatMoney(gross / data.totalSubscriptions) : formatMoney(0)} />
              <Metric label="Net margin" value={`${percent(data.netRevenue, gross)}%`} />
              <Metric label="Fee rate" value={`${percent(data.stripeFees, gross)}%`} />
              <Metric label="Refund rate" value={`${percent(data.totalRefunds, gross)}%`} />
              <Metric label="Monthly price" value="$19.00" />
            </dl>
          </CardContent>
        </Card>
      </div>

      <History months={data.subscriptionHistory ?? []} />
    </>
  );
}

function BreakdownRow({ label, amount, of, className }: { label: string; amount: number; of: number; className: string }) {
  const pct = of > 0 ? Math.min(100, Math.round((Math.abs(amount) / of) * 100)) : 0;
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between text-sm">
        <span>{label}</span>
        <span className="tabular-nums">
          {amount < 0 ? "−" : ""}
          {formatMoney(Math.abs(amount))} <span className="text-muted-foreground">({pct}%)</span>
        </span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-muted">
        <div className={cn("h-full rounded-full", className)} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-muted/60 p-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-lg font-bold tabular-nums">{value}</dd>
    </div>
  );
}

function History({ months }: { months: RevenueData["subscriptionHistory"] }) {
  const empty = months.every((m) => m.revenue === 0 && m.refunds === 0 && m.fees === 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>12-Month History</CardTitle>
        <CardDescription>Monthly revenue, refunds, fees and net revenue.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {empty ? (
          <EmptyState
            icon={BarChart3}
            title="No revenue in the last 12 months"
            text="Monthly revenue, refunds and fees appear here once customers pay for Starter."
            className="rounded-xl border border-dashed border-border py-10"
            testId="revenue-history-empty"
          />
        ) : (
          <HistoryFigures months={months} />
        )}
      </CardContent>
    </Card>
  );
}

function HistoryFigures({ months }: { months: RevenueData["subscriptionHistory"] }) {
  const max = Math.max(0, ...months.map((m) => m.revenue));
  return (
    <>
      <div className="flex h-40 items-end gap-1.5 sm:gap-2" aria-hidden="true">
        {months.map((m) => (
          <div key={m.date} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
            <div
              className="w-full rounded-t-md bg-brand-500/80"
              style={{ height: `${max > 0 ? Math.max(2, (m.revenue / max) * 100) : 2}%` }}
              title={`${monthLabel(m.date)}: ${formatMoney(m.revenue)}`}
            />
            {/* Phones have room for a month's initial only. */}
            <span className="w-full text-center text-[10px] text-muted-foreground">
              <span className="sm:hidden">{monthLabel(m.date).slice(0, 1)}</span>
              <span className="hidden sm:inline">{monthLabel(m.date).slice(0, 3)}</span>
            </span>
          </div>
        ))}
      </div>
      {/* Phones: one line per month; wider screens: the table. */}
      <ul className="-mx-6 divide-y divide-border border-t border-border sm:hidden" aria-label="Revenue by month">
        {[...months].reverse().map((m) => (
          <li key={m.date} className="flex items-start justify-between gap-3 px-6 py-2.5 text-sm">
            <div>
              <p className="font-medium">{monthLabel(m.date)}</p>
              <p className="text-xs text-muted-foreground">
                Refunds {formatMoney(m.refunds)} · Fees {formatMoney(m.fees)}
              </p>
            </div>
            <div className="text-right tabular-nums">
              <p>{formatMoney(m.revenue)}</p>
              <p className="text-xs font-semibold">Net {formatMoney(m.netRevenue)}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="-mx-6 hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[560px] text-left text-sm" aria-label="Revenue by month">
          <thead>
            <tr>
              <Th className="pl-6">Month</Th>
              <Th className="text-right">Revenue</Th>
              <Th className="text-right">Refunds</Th>
              <Th className="text-right">Fees</Th>
              <Th className="pr-6 text-right">Net Revenue</Th>
            </tr>
          </thead>
          <tbody>
            {[...months].reverse().map((m) => (
              <tr key={m.date}>
                <Td className="pl-6 font-medium">{monthLabel(m.date)}</Td>
                <Td className="text-right tabular-nums">{formatMoney(m.revenue)}</Td>
                <Td className="text-right tabular-nums">{formatMoney(m.refunds)}</Td>
                <Td className="text-right tabular-nums">{formatMoney(m.fees)}</Td>
                <Td className="pr-6 text-right font-semibold tabular-nums">{formatMoney(m.netRevenue)}</Td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
