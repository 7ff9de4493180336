/** Building blocks shared by the admin pages: headers, figure cards, load errors, search and paging. */
import type { ReactNode } from "react";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, RefreshCw, Search, XCircle, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Hint } from "@/components/ui/tooltip";
import { pageNumbers, showingText, type ListSort } from "./logic";

export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" data-testid="admin-page-title">
          {title}
        </h1>
        {description ? <p className="text-[15px] text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}

const iconTones = {
  brand: "bg-brand-50 text-brand-700",
  success: "bg-emerald-50 text-emerald-700",
  info: "bg-blue-50 text-blue-700",
  warning: "bg-amber-50 text-amber-700",
  danger: "bg-red-50 text-red-700",
  neutral: "bg-slate-100 text-slate-700",
} as const;

export type IconTone = keyof typeof iconTones;

/** One figure: label, big value, a line under it and an optional badge. */
export function StatCard({
  label,
  value,
  sub,
  icon: Icon,
  tone = "brand",
  badge,
  testId,
  className,
  dense,
  hint,
}: {
  label: string;
  value: ReactNode;
  sub?: ReactNode;
  icon: LucideIcon;
  tone?: IconTone;
  badge?: { label: string; tone: BadgeTone };
  testId?: string;
  className?: string;
  /** In a row of five the icon gives its room to the label on wide screens. */
  dense?: boolean;
  /** What exactly the figure counts, shown on hover or focus of the label. */
  hint?: string;
}) {
  return (
    <Card className={cn("p-4 sm:p-5", className)} data-testid={testId}>
      <div className="flex items-start justify-between gap-2 sm:gap-3">
        {hint ? (
          <Hint label={hint}>
            <button type="button" className="text-left text-[13px] font-medium text-muted-foreground underline decoration-dotted underline-offset-4 sm:text-sm" data-testid={testId ? `${testId}-hint` : undefined} aria-label={`${label}: ${hint}`}>
              {label}
            </button>
          </Hint>
        ) : (
          <p className="text-[13px] font-medium text-muted-foreground sm:text-sm">{label}</p>
        )}
        <span className={cn("flex size-8 shrink-0 items-center justify-center rounded-xl sm:size-9", dense && "xl:hidden", iconTones[tone])}>
          <Icon className="size-4 sm:size-4.5" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-1 text-2xl font-bold tracking-tight tabular-nums sm:text-3xl" data-testid={testId ? `${testId}-value` : undefined}>
        {value}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground sm:text-sm">
        {badge ? <Badge tone={badge.tone}>{badge.label}</Badge> : null}
        {sub ? <span>{sub}</span> : null}
      </div>
    </Card>
  );
}

export function StatCardSkeletons({ count, className }: { count: number; className?: string }) {
  return (
    <div className={cn("grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3", className)} aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-[120px] rounded-card sm:h-[132px]" />
      ))}
    </div>
  );
}

/** A load error of spec 2 §8: the message, 'Please try refreshing the page', and Retry when given. */
export function LoadError({ title, onRetry }: { title: string; onRetry?: () => void }) {
  return (
    <Card className="px-6 py-10 text-center" role="alert">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50 text-danger">
        <XCircle className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      <p className="mt-1 text-sm text-muted-foreground">Please try refreshing the page.</p>
      {onRetry ? (
        <Button variant="outline" className="mt-5" onClick={onRetry}>
          <RefreshCw className="size-4" /> Retry
        </Button>
      ) : null}
    </Card>
  );
}

export function SearchBox({ value, onChange, label, placeholder }: { value: string; onChange: (v: string) => void; label: string; placeholder: string }) {
  return (
    <div className="relative min-w-0 flex-1">
      <Search className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input type="search" aria-label={label} placeholder={placeholder} className="pl-10" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

export function FilterSelect<T extends string>({
  value,
  onChange,
  options,
  label,
}: {
  value: T;
  onChange: (v: T) => void;
  options: readonly { value: T; label: string }[];
  label: string;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as T)}>
      <SelectTrigger aria-label={label} className="sm:w-48">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Previous, up to 5 numbered pages, Next; nothing when everything fits on one page. */
export function NumberedPagination({ page, totalPages, onPage, label }: { page: number; totalPages: number; onPage: (p: number) => void; label: string }) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1.5">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" /> Previous
      </Button>
      {pageNumbers(page, totalPages).map((n) => (
        <Button
          key={n}
          variant={n === page ? "primary" : "outline"}
          size="sm"
          className="min-w-8 px-2.5"
          aria-current={n === page ? "page" : undefined}
          aria-label={`Page ${n}`}
          onClick={() => onPage(n)}
        >
          {n}
        </Button>
      ))}
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next <ChevronRight className="size-4" />
      </Button>
    </nav>
  );
}

/** First, Previous, Next, Last and 'Showing x to y of z'. */
export function EdgePagination({
  page,
  totalPages,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  totalPages: number;
  pageSize: number;
  total: number;
  onPage: (p: number) => void;
}) {
  const last = Math.max(1, totalPages);
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted-foreground" data-testid="showing-text">
        {showingText(page, pageSize, total)}
      </p>
      <nav aria-label="Subscriber pages" className="flex flex-wrap items-center gap-1.5">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(1)}>
          <ChevronsLeft className="size-4" />
          <span className="sr-only sm:not-sr-only">First</span>
        </Button>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft className="size-4" />
          <span className="sr-only sm:not-sr-only">Previous</span>
        </Button>
        <span className="px-2 text-sm font-medium tabular-nums">
          Page {Math.min(page, last)} of {last}
        </span>
        <Button variant="outline" size="sm" disabled={page >= last} onClick={() => onPage(page + 1)}>
          <span className="sr-only sm:not-sr-only">Next</span>
          <ChevronRight className="size-4" />
        </Button>
        <Button variant="outline" size="sm" disabled={page >= last} onClick={() => onPage(last)}>
          <span className="sr-only sm:not-sr-only">Last</span>
          <ChevronsRight className="size-4" />
        </Button>
      </nav>
    </div>
  );
}

/** A table inside a card that scrolls sideways on narrow screens rather than squeezing. */
export function TableCard({ children, label, busy }: { children: ReactNode; label: string; busy?: boolean }) {
  return (
    <Card className="overflow-hidden">
      <div className="overflow-x-auto" aria-busy={busy || undefined}>
        <table className="w-full min-w-[720px] text-left text-sm" aria-label={label}>
          {children}
        </table>
      </div>
    </Card>
  );
}

export function Th({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <th scope="col" className={cn("bg-slate-50 px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase", className)}>
      {children}
    </th>
  );
}

/** A column heading that sorts the list: a click sorts by it, a second click turns the order. */
export function SortTh<K extends string>({
  children,
  sortKey,
  sort,
  onSort,
  className,
}: {
  children: ReactNode;
  sortKey: K;
  sort: ListSort<K>;
  onSort: (s: ListSort<K>) => void;
  className?: string;
}) {
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.desc ? ArrowDown : ArrowUp;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.desc ? "descending" : "ascending") : "none"}
      className={cn("bg-slate-50 px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase", className)}
    >
      <button
        type="button"
        className={cn("inline-flex items-center gap-1 uppercase hover:text-foreground", active && "text-foreground")}
        onClick={() => onSort({ key: sortKey, desc: active ? !sort.desc : sortKey === "created" })}
      >
        {children}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}

export function Td({ children, className }: { children?: ReactNode; className?: string }) {
  return <td className={cn("border-t border-border px-4 py-3 align-middle", className)}>{children}</td>;
}

/**
 * Text cut to one line with the whole of it on hover. It may break between any two letters, so a
 * table column of it can narrow to fit the table in its card; the one-line clamp hides the rest
 * behind an ellipsis. (Unbreakable text, as with truncate, held each column at its full width.)
 */
export function Trunc({ text, className }: { text: string; className?: string }) {
  return (
    <span className={cn("line-clamp-1 max-w-48 break-all", className)} title={text}>
      {text}
    </span>
  );
}

export function SkeletonRows({ rows, cols }: { rows: number; cols: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} data-testid="skeleton-row">
          {Array.from({ length: cols }, (_, c) => (
            <Td key={c}>
              <Skeleton className="h-4 w-full max-w-40" />
            </Td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function EmptyState({
  icon: Icon,
  title,
  text,
  children,
  className,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  text?: string;
  children?: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={cn("px-6 py-12 text-center", className)} data-testid={testId}>
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-6" />
      </span>
      <p className="mt-4 font-semibold">{title}</p>
      {text ? <p className="mt-1 text-sm text-muted-foreground">{text}</p> : null}
      {children}
    </div>
  );
}

/** A label and its value in a details list. */
export function Detail({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={cn("mt-0.5 text-sm break-words", mono && "font-mono text-[13px]")}>{children}</dd>
    </div>
  );
}

/** The list order on phones, where the table's sortable headings are not shown. */
export function SortSelect({ sort, onSort, options }: { sort: ListSort; onSort: (s: ListSort) => void; options: readonly { value: string; label: string }[] }) {
  const value = `${sort.key}:${sort.desc ? "desc" : "asc"}`;
  const known = options.some((o) => o.value === value) ? options : [{ value, label: "Custom order" }, ...options];
  return (
    <div className="md:hidden">
      <FilterSelect
        value={value}
        onChange={(v) => {
          const [key, dir] = v.split(":");
          onSort({ key, desc: dir === "desc" });
        }}
        options={known}
        label="Sort the list"
      />
    </div>
  );
}
