import { lazy, Suspense, useMemo } from "react";
import { Link } from "react-router";
import { Activity, ArrowRight, BarChart3, CreditCard, DollarSign, Mail, Percent, Server, TrendingUp, Users, type LucideIcon } from "lucide-react";
import { useRealtime } from "@/lib/realtime";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ActivityFeed } from "./ActivityFeed";
import { useAdminStats, useTrends } from "./hooks";
import { conversionRate, formatCount, formatMoney, growthRate, METRIC_HINTS } from "./logic";
import { LoadError, PageHeader, StatCard, StatCardSkeletons } from "./parts";
import { SystemPanel } from "./SystemPanel";
import type { TrendSeries } from "./TrendsChart";

// The chart library loads with the overview's trends only, never with the landing page or other admin pages.
const TrendsChart = lazy(() => import("./TrendsChart"));

/** /admin: the super admin's overview, live. */
export default function OverviewPage() {
  const { data: stats, error, mutate } = useAdminStats();

  return (
    <div className="space-y-6">
      <PageHeader title="Admin Overview" description="Users, emails, subscriptions and revenue at a glance." actions={<LiveBadge />} />

      {error && !stats ? (
        <LoadError title="Error loading admin stats" onRetry={() => void mutate()} />
      ) : !stats ? (
        <StatCardSkeletons count={6} />
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
          <StatCard
            label="Total Users"
            hint={METRIC_HINTS.customers}
            value={formatCount(stats.totalUsers)}
            sub={`+${formatCount(stats.newUsersThisMonth)} new this month`}
            icon={Users}
            testId="stat-total-users"
          />
          <StatCard
            label="Total Emails"
            value={formatCount(stats.totalEmails)}
            sub={`${formatCount(stats.emailsCreatedThisMonth)} created this month`}
            icon={Mail}
            tone="info"
            testId="stat-total-emails"
          />
          <StatCard
            label="Active Subscriptions"
            hint={METRIC_HINTS.payingSubscribers}
            value={formatCount(stats.activeSubscriptions)}
            sub="Starter plan, cancelling ones included"
            icon={CreditCard}
            tone="success"
            testId="stat-active-subscriptions"
          />
          <StatCard
            label="Monthly Revenue"
            hint={METRIC_HINTS.collectedThisMonth}
            value={formatMoney(stats.totalRevenue)}
            sub="Payments received since the 1st"
            icon={DollarSign}
            tone="success"
            testId="stat-monthly-revenue"
          />
          <StatCard
            label="Growth Rate"
            value={`${growthRate(stats)}%`}
            sub="New customers this month of all customers"
            icon={TrendingUp}
            tone="warning"
            testId="stat-growth-rate"
          />
          <StatCard
            label="Conversion Rate"
            value={`${conversionRate(stats)}%`}
            sub="Paying subscribers of all customers"
            icon={Percent}
            tone="brand"
            testId="stat-conversion-rate"
          />
        </div>
      )}

      <Trends />

      <div className="grid gap-4 lg:grid-cols-2">
        <RecentActivity />
        <div className="min-w-0 space-y-4">
        <Card>
          <CardHeader>
            <CardTitle>Quick Links</CardTitle>
            <CardDescription>Jump to the everyday admin tasks.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-2 sm:grid-cols-2">
            <QuickLink to="/admin/users" icon={Users} label="Manage Users" />
            <QuickLink to="/admin/emails" icon={Mail} label="Email Content" />
            <QuickLink to="/admin/subscriptions" icon={CreditCard} label="Subscriptions" />
            <QuickLink to="/admin/analytics" icon={BarChart3} label="View Analytics" />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Server className="size-5 text-muted-foreground" /> System Overview
            </CardTitle>
            <CardDescription>Status of the platform's building blocks.</CardDescription>
          </CardHeader>
          <CardContent>
            <SystemPanel />
          </CardContent>
        </Card>
        </div>
      </div>
    </div>
  );
}

/** New customers, emails and money collected per day over the last 30 days. */
function Trends() {
  const { data, error, mutate } = useTrends();
  const days = useMemo(() => data?.days.map((d) => d.date) ?? [], [data]);
  const series = useMemo<TrendSeries[]>(
    () =>
      data
        ? [
            { label: "New customers", color: "#6d28d9", values: data.days.map((d) => d.newUsers) },
            { label: "Emails", color: "#2563eb", values: data.days.map((d) => d.emails) },
            { label: "Revenue", color: "#059669", values: data.days.map((d) => d.revenue), money: true },
          ]
        : [],
    [data],
  );
  if (error && !data) return <LoadError title="Error loading trends" onRetry={() => void mutate()} />;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {(data ? series : [null, null, null]).map((s, i) => (
        <Card key={s?.label ?? i} className="min-w-0">
          <CardHeader className="pb-2">
            <CardTitle className="text-base">{s ? `${s.label} per day` : <Skeleton className="h-5 w-32" />}</CardTitle>
            <CardDescription>{s ? `${s.money ? formatMoney(sum(s.values)) : formatCount(sum(s.values))} in the last 30 days` : "Last 30 days"}</CardDescription>
          </CardHeader>
          <CardContent>
            {s ? (
              <Suspense fallback={<Skeleton className="h-[190px]" />}>
                <TrendsChart days={days} series={s} />
              </Suspense>
            ) : (
              <Skeleton className="h-[190px]" />
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function RecentActivity() {
  const { data } = useTrends();
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Activity className="size-5 text-muted-foreground" /> Recent Activity
        </CardTitle>
        <CardDescription>Signups, emails and payments, newest first; emails update live.</CardDescription>
      </CardHeader>
      <CardContent>
        <ActivityFeed initial={data?.recent} />
      </CardContent>
    </Card>
  );
}

function QuickLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-3 rounded-xl border border-border px-4 py-3 text-sm font-medium transition hover:border-brand-200 hover:bg-brand-50/50"
    >
      <Icon className="size-4.5 text-brand-700" />
      <span className="flex-1">{label}</span>
      <ArrowRight className="size-4 text-muted-foreground transition group-hover:translate-x-0.5" />
    </Link>
  );
}

/** Shows whether figures arrive live over the socket. */
export function LiveBadge() {
  const { connected } = useRealtime();
  return connected ? (
    <Badge tone="success" data-testid="live-badge">
      <span className="size-1.5 animate-pulse rounded-full bg-current" aria-hidden="true" /> Live
    </Badge>
  ) : (
    <Badge tone="neutral" data-testid="live-badge">
      Connecting…
    </Badge>
  );
}
