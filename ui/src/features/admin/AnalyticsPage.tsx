import { Activity, Ban, CalendarClock, Mail, Percent, RotateCcw, TrendingDown, TrendingUp, Users, Zap } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { useAdminStats } from "./hooks";
import {
  activityRate,
  churnRate,
  conversionRate,
  conversionRating,
  emailsPerUser,
  engagementRating,
  formatCount,
  formatMoney,
  growthRate,
  growthRating,
  plural,
  refundRate,
  showMonthlyReset,
} from "./logic";
import { LiveBadge } from "./OverviewPage";
import { LoadError, PageHeader, StatCard, StatCardSkeletons } from "./parts";
import type { AdminStats } from "./types";

/** /admin/analytics: rates with their rating labels, live. */
export default function AnalyticsPage() {
  const { data: stats, error, mutate } = useAdminStats();

  return (
    <div className="space-y-6">
      <PageHeader title="Analytics" description="How the product is growing, converting and being used." actions={<LiveBadge />} />
      {error && !stats ? (
        <LoadError title="Error loading analytics data" onRetry={() => void mutate()} />
      ) : !stats ? (
        <StatCardSkeletons count={4} className="xl:grid-cols-4" />
      ) : (
        <Figures stats={stats} />
      )}
    </div>
  );
}

function Figures({ stats }: { stats: AdminStats }) {
  const conversion = conversionRate(stats);
  const growth = growthRate(stats);
  const perUser = emailsPerUser(stats);
  const activity = activityRate(stats);

  return (
    <>
      {showMonthlyReset(stats) ? (
        <Alert tone="info" title="Monthly metrics have reset" data-testid="monthly-reset">
          A new month has started, so this month's new users and emails count again from zero.
        </Alert>
      ) : null}

      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          label="Conversion Rate"
          value={`${conversion}%`}
          sub="Subscribers of all users"
          icon={Percent}
          badge={conversionRating(conversion)}
          testId="analytics-conversion"
        />
        <StatCard
          label="Monthly Growth"
          value={`${growth}%`}
          sub={`${plural(stats.newUsersThisMonth, "new user")} this month`}
          icon={TrendingUp}
          tone="success"
          badge={growthRating(growth)}
          testId="analytics-growth"
        />
        <StatCard
          label="Avg Emails per User"
          value={perUser.toFixed(1)}
          sub={`${plural(stats.totalEmails, "email")} in total`}
          icon={Mail}
          tone="info"
          badge={engagementRating(perUser)}
          testId="analytics-emails-per-user"
        />
        <StatCard
          label="Activity Rate"
          value={`${activity}%`}
          sub={`${plural(stats.activeUsersThisMonth, "user")} wrote an email this month`}
          icon={Activity}
          tone="warning"
          testId="analytics-activity"
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>User Funnel</CardTitle>
            <CardDescription>From sign-up to paying subscriber.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <FunnelRow label="Total users" value={stats.totalUsers} of={stats.totalUsers} />
            <FunnelRow label="Active this month" value={stats.activeUsersThisMonth} of={stats.totalUsers} />
            <FunnelRow label="Active subscriptions" value={stats.activeSubscriptions} of={stats.totalUsers} tone="success" />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>This Month</CardTitle>
            <CardDescription>Counts since the first of the month (UTC).</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-2 gap-4">
            <MiniFigure icon={Users} label="New users" value={formatCount(stats.newUsersThisMonth)} />
            <MiniFigure icon={Mail} label="Emails created" value={formatCount(stats.emailsCreatedThisMonth)} />
            <MiniFigure icon={Zap} label="Active users" value={formatCount(stats.activeUsersThisMonth)} />
            <MiniFigure icon={CalendarClock} label="Revenue" value={formatMoney(stats.totalRevenue)} />
          </CardContent>
        </Card>
      </div>

      {stats.stripeDataAvailable ? (
        <Card data-testid="stripe-live-data">
          <CardHeader>
            <CardTitle className="flex flex-wrap items-center gap-2">
              Payment Health <Badge tone="success">Stripe Live Data</Badge>
            </CardTitle>
            <CardDescription>Cancellations and refunds recorded from the payment provider.</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <MiniFigure icon={Ban} label="Canceled subscriptions" value={formatCount(stats.churnCount)} />
            <MiniFigure icon={RotateCcw} label="Refunds" value={formatCount(stats.refundCount)} />
            <MiniFigure icon={TrendingDown} label="Churn rate" value={`${churnRate(stats)}%`} />
            <MiniFigure icon={Percent} label="Refund rate" value={`${refundRate(stats)}%`} />
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}

function FunnelRow({ label, value, of, tone = "brand" }: { label: string; value: number; of: number; tone?: "brand" | "success" }) {
  const pct = of > 0 ? Math.round((value / of) * 100) : 0;
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground tabular-nums">
          {formatCount(value)} · {pct}%
        </span>
      </div>
      <Progress value={pct} tone={tone} aria-label={label} />
    </div>
  );
}

function MiniFigure({ icon: Icon, label, value }: { icon: typeof Users; label: string; value: string }) {
  return (
    <div className="rounded-xl bg-muted/60 p-4">
      <p className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Icon className="size-3.5" /> {label}
      </p>
      <p className="mt-1 text-xl font-bold tabular-nums">{value}</p>
    </div>
  );
}
