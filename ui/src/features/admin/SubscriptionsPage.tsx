import { Ban, CalendarClock, CreditCard, DollarSign, ExternalLink, TrendingDown, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { useAdminSubscriptions, useListQuery } from "./hooks";
import {
  SUBSCRIPTIONS_PAGE_SIZE,
  SUBSCRIPTION_SKELETONS,
  SUBSCRIPTION_STATUS_FILTERS,
  formatCount,
  formatMoney,
  fullName,
  pageCount,
  shortDate,
  stripeCustomerUrl,
  subscriptionDisplay,
  METRIC_HINTS,
  SUBSCRIPTION_SORTS,
  planLimit,
} from "./logic";
import { ListState } from "./ListState";
import { EdgePagination, FilterSelect, SortSelect, PageHeader, SearchBox, StatCard, StatCardSkeletons, Td, Trunc } from "./parts";
import type { SubscriptionUser } from "./types";

type StatusFilter = (typeof SUBSCRIPTION_STATUS_FILTERS)[number]["value"];

/** /admin/subscriptions: who pays, who is leaving, and the money it makes. */
export default function SubscriptionsPage() {
  const list = useListQuery<StatusFilter>("all");
  const query = useAdminSubscriptions(list.page, list.search, list.filter, list.sort);
  const { data, error } = query;
  // Blame the search or the filter only when one is set.
  const emptyText = list.search || list.filter !== "all" ? "Try another search or status filter." : "Subscribers appear here once someone upgrades to Starter.";
  const users = data?.users ?? [];
  const total = data?.total ?? 0;
  const totalPages = data?.totalPages ?? pageCount(total, SUBSCRIPTIONS_PAGE_SIZE);
  const sum = data?.summary;

  return (
    <div className="space-y-6">
      <PageHeader title="Subscriptions" description="Starter subscribers, cancellations and monthly revenue." />

      {sum ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5">
          <StatCard dense label="Active Subscriptions" hint={METRIC_HINTS.renewingSubscribers} value={formatCount(sum.active)} icon={CreditCard} tone="success" testId="sub-active" />
          <StatCard dense label="Cancelling Soon" value={formatCount(sum.cancelling)} icon={CalendarClock} tone="warning" testId="sub-cancelling" />
          <StatCard dense label="Cancelled" value={formatCount(sum.cancelled)} icon={Ban} tone="danger" testId="sub-cancelled" />
          <StatCard dense label="Monthly Revenue" hint={METRIC_HINTS.mrr} value={formatMoney(sum.monthlyRevenue)} sub={`${formatCount(sum.active + sum.cancelling)} paying × $19`} icon={DollarSign} testId="sub-revenue" />
          <StatCard dense className="col-span-2 sm:col-span-1" label="Churn Rate" value={`${sum.churnRate}%`} icon={TrendingDown} tone="neutral" testId="sub-churn" />
        </div>
      ) : error ? null : (
        <StatCardSkeletons count={5} className="sm:grid-cols-3 xl:grid-cols-5" />
      )}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox value={list.input} onChange={list.setInput} label="Search subscribers" placeholder="Search by email, name or customer ID" />
        <FilterSelect value={list.filter} onChange={list.setFilter} options={SUBSCRIPTION_STATUS_FILTERS} label="Filter by subscription status" />
        <SortSelect sort={list.sort} onSort={list.setSort} options={SUBSCRIPTION_SORTS} />
      </div>

      <ListState
        query={query}
        errorTitle="Error loading subscriptions"
        items={users}
        empty={{ icon: Users, title: "No subscribers found", text: emptyText }}
        label="Subscribers"
        columns={[
          { label: "Subscriber", sortKey: "email" },
          { label: "Status", sortKey: "status" },
          { label: "Usage", sortKey: "usage" },
          { label: "Cancelled / Ends", sortKey: "renews" },
          { label: "Since", sortKey: "created" },
          { label: "Customer", className: "text-right" },
        ]}
        sorting={list}
        card={(u) => <SubscriberCard sub={u} />}
        row={(u) => <SubscriberRow sub={u} />}
        skeleton={{ cardHeight: "h-28", count: SUBSCRIPTION_SKELETONS, testId: "skeleton-row" }}
        footer={data ? <EdgePagination page={list.page} totalPages={totalPages} pageSize={SUBSCRIPTIONS_PAGE_SIZE} total={total} onPage={list.setPage} /> : null}
      />
    </div>
  );
}

function StateBadge({ sub }: { sub: SubscriptionUser }) {
  const d = subscriptionDisplay(sub);
  return (
    <Badge tone={d.tone} title={d.note} data-testid="subscription-state">
      {d.label}
    </Badge>
  );
}

function CustomerLink({ id }: { id: string | null }) {
  if (!id) return <span className="text-xs text-muted-foreground">No Stripe customer</span>;
  return (
    <a
      href={stripeCustomerUrl(id)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-mono text-xs text-brand-700 underline-offset-2 hover:underline"
      aria-label={`Open customer ${id} in the Stripe dashboard`}
    >
      {id} <ExternalLink className="size-3.5" />
    </a>
  );
}

function endText(sub: SubscriptionUser): string {
  if (sub.subscriptionCancelsAt) return `Ends ${shortDate(sub.subscriptionCancelsAt)}`;
  if (sub.subscriptionCancelledAt) return `Cancelled ${shortDate(sub.subscriptionCancelledAt)}`;
  return "—";
}

function SubscriberRow({ sub }: { sub: SubscriptionUser }) {
  return (
    <tr className="hover:bg-slate-50/60" data-testid="subscriber-row">
      <Td>
        <Trunc text={fullName(sub)} className="max-w-52 font-medium" />
        <Trunc text={sub.email} className="max-w-52 text-xs text-muted-foreground" />
      </Td>
      <Td>
        <StateBadge sub={sub} />
      </Td>
      <Td className="whitespace-nowrap tabular-nums">{formatCount(sub.monthlyUsage)} / {formatCount(planLimit(sub.subscriptionStatus))}</Td>
      <Td className="whitespace-nowrap">{endText(sub)}</Td>
      <Td className="whitespace-nowrap">{shortDate(sub.createdAt)}</Td>
      <Td className="text-right">
        <CustomerLink id={sub.stripeCustomerId} />
      </Td>
    </tr>
  );
}

function SubscriberCard({ sub }: { sub: SubscriptionUser }) {
  return (
    <Card className="p-4" data-testid="subscriber-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-semibold">{fullName(sub)}</p>
          <p className="truncate text-sm text-muted-foreground">{sub.email}</p>
        </div>
        <StateBadge sub={sub} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-xs">
        <div>
          <dt className="text-muted-foreground">Usage</dt>
          <dd className="font-medium">{formatCount(sub.monthlyUsage)} / {formatCount(planLimit(sub.subscriptionStatus))}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Cancelled / Ends</dt>
          <dd className="font-medium">{endText(sub)}</dd>
        </div>
      </dl>
      <div className="mt-3 truncate">
        <CustomerLink id={sub.stripeCustomerId} />
      </div>
    </Card>
  );
}
