import { Link } from "react-router";
import { ArrowRight, BarChart3, CreditCard, DollarSign, Mail, Percent, Server, TrendingUp, Users, type LucideIcon } from "lucide-react";
import { useRealtime } from "@/lib/realtime";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAdminStats } from "./hooks";
import { conversionRate, formatCount, formatMoney, growthRate } from "./logic";
import { LoadError, PageHeader, StatCard, StatCardSkeletons } from "./parts";

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
            value={formatCount(stats.activeSubscriptions)}
            sub="Starter plan subscribers"
            icon={CreditCard}
            tone="success"
            testId="stat-active-subscriptions"
          />
          <StatCard
            label="Monthly Revenue"
            value={formatMoney(stats.totalRevenue)}
            sub="Payments this month"
            icon={DollarSign}
            tone="success"
            testId="stat-monthly-revenue"
          />
          <StatCard
            label="Growth Rate"
            value={`${growthRate(stats)}%`}
            sub="New users this month of all users"
            icon={TrendingUp}
            tone="warning"
            testId="stat-growth-rate"
          />
          <StatCard
            label="Conversion Rate"
            value={`${conversionRate(stats)}%`}
            sub="Active subscriptions of all users"
            icon={Percent}
            tone="brand"
            testId="stat-conversion-rate"
          />
        </div>
      )}

      <div className="grid gap-4 lg:grid-cols-2">
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
            <ul className="divide-y divide-border">
              {SYSTEM.map(([name, state]) => (
                <li key={name} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                  <span className="font-medium">{name}</span>
                  <Badge tone="success">{state}</Badge>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

const SYSTEM: [string, string][] = [
  ["Database", "Connected"],
  ["Payment Integration", "Active"],
  ["Automation Webhook", "Configured"],
  ["Email Generation", "Operational"],
];

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
