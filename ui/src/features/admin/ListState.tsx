import { Fragment, type ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import type { ListSort } from "./logic";
import { EmptyState, LoadError, SkeletonRows, SortTh, TableCard, Th } from "./parts";

/** What ListState reads of a list's SWR answer. */
export interface ListQuery {
  data?: unknown;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

/** A table column: its heading, the sort key when the heading sorts the list, and the heading's classes. */
export interface Column {
  label: string;
  sortKey?: string;
  className?: string;
}

export interface ListStateProps<T extends { id: string | number }> {
  query: ListQuery;
  /** The load error's title (spec 2 §8), shown with Retry when the list failed and there is nothing to show. */
  errorTitle: string;
  items: readonly T[];
  /** What the cards and the table say when there are no items. */
  empty: { icon: LucideIcon; title: string; text?: string };
  /** The table's accessible name. */
  label: string;
  /** The table's headings, one a column. */
  columns: readonly Column[];
  /** The list's order and its setter, for the columns with a sortKey. */
  sorting?: { sort: ListSort; setSort: (s: ListSort) => void };
  /** A phone card of one item. */
  card: (item: T) => ReactNode;
  /** A table row of one item. */
  row: (item: T) => ReactNode;
  /** Skeletons of the first load: the phone cards' height class; count replaces 5 cards and 8 rows; testId marks the cards. */
  skeleton: { cardHeight: string; count?: number; testId?: string };
  /** Paging under the list, shown unless the list failed. */
  footer?: ReactNode;
}

/**
 * The results of an admin list page: the load error with Retry; else one card per item on phones
 * and the table on wider screens, each showing skeletons while the first page loads, the empty
 * state when there are no items, or the items.
 */
export function ListState<T extends { id: string | number }>({ query, errorTitle, items, empty, label, columns, sorting, card, row, skeleton, footer }: ListStateProps<T>) {
  const { data, error, isLoading, mutate } = query;
  if (error && !data) return <LoadError title={errorTitle} onRetry={() => void mutate()} />;
  const loading = isLoading && !data;
  const emptyState = <EmptyState icon={empty.icon} title={empty.title} text={empty.text} />;
  return (
    <>
      <div className="space-y-3 md:hidden">
        {loading ? (
          Array.from({ length: skeleton.count ?? 5 }, (_, i) => <Skeleton key={i} className={cn(skeleton.cardHeight, "rounded-card")} data-testid={skeleton.testId} />)
        ) : items.length === 0 ? (
          <Card>{emptyState}</Card>
        ) : (
          items.map((item) => <Fragment key={item.id}>{card(item)}</Fragment>)
        )}
      </div>
      <div className="hidden md:block">
        <TableCard label={label} busy={isLoading}>
          <thead>
            <tr>
              {columns.map((c) =>
                c.sortKey && sorting ? (
                  <SortTh key={c.label} sortKey={c.sortKey} sort={sorting.sort} onSort={sorting.setSort} className={c.className}>
                    {c.label}
                  </SortTh>
                ) : (
                  <Th key={c.label} className={c.className}>
                    {c.label}
                  </Th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <SkeletonRows rows={skeleton.count ?? 8} cols={columns.length} />
            ) : items.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>{emptyState}</td>
              </tr>
            ) : (
              items.map((item) => <Fragment key={item.id}>{row(item)}</Fragment>)
            )}
          </tbody>
        </TableCard>
      </div>
      {footer}
    </>
  );
}
