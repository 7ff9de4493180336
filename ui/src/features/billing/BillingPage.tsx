import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AlertTriangle, CalendarClock, CreditCard, ExternalLink, Gift, RefreshCw, Settings2, Sparkles, Zap } from "lucide-react";
import { cn } from "@/lib/utils";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { useSubscription, useUsage } from "@/features/usage/hooks";
import { STARTER_MONTHLY, type Subscription, type Usage } from "@/features/usage/logic";
import { refreshBilling, usePortal } from "./hooks";
import {
  isCheckoutReturn,
  longDate,
  planStatus,
  endText,
  resetText,
  showRunningLow,
  showWelcome,
  usageSummary,
  withoutCheckoutFlag,
  type PlanStatus,
} from "./logic";
import { FeatureList, PageHeader, PlanBadge } from "./parts";
import { starterFeatures, trialFeatures } from "./plans";
import { SuccessDialog } from "./SuccessDialog";

/** /billing: the plan, usage and the way to upgrade or manage the subscription. */
export default function BillingPage() {
  const { subscription, error: subError, isLoading: subLoading, mutate: refetchSub } = useSubscription();
  const { usage, error: usageError, mutate: refetchUsage } = useUsage();
  const [params, setParams] = useSearchParams();
  const [celebrate, setCelebrate] = useState(false);
  // Whether the plan was fetched again since the return from checkout.
  const [refetched, setRefetched] = useState(false);

  // Back from a completed checkout: celebrate, take the flag out of the address (so a reload
  // does not celebrate again) and ask for the new plan and allowance. The flag alone proves no
  // payment: the dialog congratulates once the plan fetched again reads active.
  const returned = isCheckoutReturn(params);
  useEffect(() => {
    if (!returned) return;
    setCelebrate(true);
    setRefetched(false);
    setParams((p) => withoutCheckoutFlag(p), { replace: true });
    const done = () => setRefetched(true);
    refreshBilling().then(done, done);
  }, [returned, setParams]);

  const failed = (subError && !subscription) || (usageError && !usage);
  if (failed) {
    return (
      <div className="space-y-6">
        <PageHeader title="Billing & Subscription" />
        <Card className="px-6 py-12 text-center" role="alert" data-testid="billing-error">
          <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-red-50 text-red-600">
            <AlertTriangle className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold">Unable to Load Billing Information</h3>
          <p className="mx-auto mt-1 max-w-sm text-sm text-muted-foreground">
            We couldn't load your plan and usage just now. Please try again in a moment.
          </p>
          <Button
            variant="outline"
            className="mt-5"
            onClick={() => {
              void refetchSub();
              void refetchUsage();
            }}
          >
            <RefreshCw className="size-4" /> Try Again
          </Button>
        </Card>
        <SuccessDialog open={celebrate} confirmed={false} onOpenChange={setCelebrate} />
      </div>
    );
  }

  const loading = subLoading || !subscription || !usage;
  const status = planStatus(subscription, usage);

  return (
    <div className="space-y-6">
      <PageHeader title="Billing & Subscription" description="Your plan, your usage and your payment details." />

      {!loading && showWelcome(usage, status.active) ? (
        <div
          className="flex items-start gap-3.5 rounded-2xl border border-brand-200 bg-gradient-to-r from-brand-50 to-surface p-4 sm:p-5"
          role="status"
          data-testid="welcome-box"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
            <Gift className="size-5" />
          </span>
          <div>
            <p className="font-semibold text-brand-900">Welcome! You have 10 free credits</p>
            <p className="mt-0.5 text-sm text-muted-foreground">
              Each story email uses 1 credit. Try everything, with no card needed, and upgrade when you're ready.
            </p>
          </div>
        </div>
      ) : null}

      {!loading && showRunningLow(usage, status.active) ? (
        <Alert tone="warning" title="Running low on credits!" data-testid="running-low">
          You've used {usage!.emailsCreated} of your 10 trial credits. Upgrade to Starter for {STARTER_MONTHLY} emails every month.{" "}
          <Link to="/subscribe" className="font-semibold underline underline-offset-2">
            Upgrade to Starter
          </Link>
        </Alert>
      ) : null}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <CurrentPlan loading={loading} status={status} subscription={subscription} />
        <UsageCard loading={loading} usage={usage} subscription={subscription} status={status} />
      </div>

      <Plans loading={loading} status={status} />

      <SuccessDialog open={celebrate} confirmed={refetched && status.active} onOpenChange={setCelebrate} />
    </div>
  );
}

function CurrentPlan({ loading, status, subscription }: { loading: boolean; status: PlanStatus; subscription?: Subscription }) {
  const portal = usePortal();
  return (
    <Card className="p-5 sm:p-6 lg:col-span-3" data-testid="current-plan">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <CreditCard className="size-5" />
        </span>
        <div>
          <h3 className="font-semibold tracking-tight">Current Plan</h3>
          <p className="text-sm text-muted-foreground">What you're on and what it costs.</p>
        </div>
      </div>

      {loading ? (
        <div className="mt-5 space-y-3" aria-busy="true" aria-label="Loading plan">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-5 w-56" />
          <Skeleton className="h-10 w-48" />
        </div>
      ) : (
        <>
          <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2">
            <p className="text-2xl font-bold tracking-tight" data-testid="plan-name">
              {status.plan}
            </p>
            <PlanBadge status={status} />
          </div>
          <p className="mt-1 text-3xl font-bold tracking-tight tabular-nums" data-testid="plan-amount">
            {status.amount.replace("/month", "")}
            <span className="text-base font-medium text-muted-foreground">/month</span>
          </p>
          <p className="mt-2 text-sm text-muted-foreground">
            {status.active
              ? status.cancelling
                ? `Your Starter plan stays active until ${longDate(status.endsAt) || "the end of the billing period"}. You can reactivate it from the billing portal until then.`
                : subscription?.billingCycleEnd
                  ? `${STARTER_MONTHLY} emails every month. Renews on ${longDate(subscription.billingCycleEnd)}.`
                  : `${STARTER_MONTHLY} emails every month.`
              : "10 free credits in total. Upgrade for 300 emails every month."}
          </p>

          <div className="mt-5 flex flex-wrap items-center gap-3">
            {status.active ? (
              <>
                <Button onClick={() => void portal.open()} loading={portal.busy}>
                  <ExternalLink className="size-4" /> Manage Subscription
                </Button>
                <Button asChild variant="outline">
                  <Link to="/manage-subscription">
                    <Settings2 className="size-4" /> Subscription Details
                  </Link>
                </Button>
              </>
            ) : (
              <Button asChild>
                <Link to="/subscribe">
                  <Sparkles className="size-4" /> Upgrade to Starter
                </Link>
              </Button>
            )}
          </div>
        </>
      )}
    </Card>
  );
}

function UsageCard({
  loading,
  usage,
  subscription,
  status,
}: {
  loading: boolean;
  usage?: Usage;
  subscription?: Subscription;
  status: PlanStatus;
}) {
  const s = usage ? usageSummary(usage, subscription, status.active) : null;
  const tone = s?.level === "out" ? "danger" : s?.level === "low" ? "warning" : "brand";
  return (
    <Card
      className={cn(
        "p-5 sm:p-6 lg:col-span-2",
        !loading && s?.level === "out" && "border-red-200 bg-red-50/40",
        !loading && s?.level === "low" && "border-orange-200 bg-orange-50/40",
      )}
      data-testid="billing-usage"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <Zap className="size-5" />
        </span>
        <div>
          <h3 className="font-semibold tracking-tight">Usage</h3>
          <p className="text-sm text-muted-foreground">{status.active ? "This billing period" : "Your trial credits"}</p>
        </div>
      </div>

      {loading || !s ? (
        <div className="mt-5 space-y-3" aria-busy="true" aria-label="Loading usage">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-2 w-full" />
        </div>
      ) : (
        <>
          <dl className="mt-5 grid grid-cols-2 gap-3">
            <div className="rounded-xl border border-border bg-background px-3.5 py-3">
              <dt className="text-xs font-medium text-muted-foreground">Emails created</dt>
              <dd className="mt-0.5 text-2xl font-bold tabular-nums" data-testid="usage-created">
                {s.created}
              </dd>
            </div>
            <div className="rounded-xl border border-border bg-background px-3.5 py-3">
              <dt className="text-xs font-medium text-muted-foreground">{status.active ? "Emails remaining" : "Credits remaining"}</dt>
              <dd
                className={cn(
                  "mt-0.5 text-2xl font-bold tabular-nums",
                  s.level === "out" && "text-red-700",
                  s.level === "low" && "text-orange-700",
                )}
                data-testid="usage-remaining"
              >
                {s.remaining}
              </dd>
            </div>
          </dl>
          <Progress value={s.percent} tone={tone} className="mt-4" aria-label="Share used" />
          <p className="mt-2 text-xs text-muted-foreground">
            {s.created} of {s.total} used · {s.percent}%
            {usage?.bonusCredits ? ` · includes ${usage.bonusCredits} bonus credit${usage.bonusCredits === 1 ? "" : "s"}` : ""}
          </p>
          {status.active ? (
            <div className="mt-4 flex items-center gap-2.5 rounded-xl bg-brand-50/70 px-3.5 py-2.5 text-sm" data-testid="usage-reset">
              <CalendarClock className="size-4 shrink-0 text-brand-700" />
              {s.daysUntilReset === null ? (
                <span>Your allowance resets every month.</span>
              ) : (
                <span>
                  <span className="font-semibold">{status.cancelling ? endText(s.daysUntilReset) : resetText(s.daysUntilReset)}</span>
                  {s.resetDate ? <span className="text-muted-foreground"> · {s.resetDate}</span> : null}
                </span>
              )}
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}

function Plans({ loading, status }: { loading: boolean; status: PlanStatus }) {
  const current = loading ? null : status.plan;
  return (
    <section aria-labelledby="plans-title" className="space-y-3">
      <h3 id="plans-title" className="text-lg font-semibold tracking-tight">
        Plans
      </h3>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Card className={cn("p-5 sm:p-6", current === "Trial" && "ring-2 ring-brand-200")} data-testid="plan-trial">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h4 className="font-semibold">Trial</h4>
              <p className="text-2xl font-bold tracking-tight">
                $0<span className="text-sm font-medium text-muted-foreground">/month</span>
              </p>
            </div>
            {current === "Trial" ? <Badge tone="brand">Current Plan</Badge> : null}
          </div>
          <FeatureList items={trialFeatures} tone="muted" className="mt-4" />
        </Card>
        <Card
          className={cn("relative overflow-hidden p-5 sm:p-6", current === "Starter" ? "ring-2 ring-brand-300" : "border-brand-200")}
          data-testid="plan-starter"
        >
          <div className="pointer-events-none absolute -top-16 -right-16 size-40 rounded-full bg-brand-100/60 blur-2xl" />
          <div className="relative flex items-start justify-between gap-3">
            <div>
              <h4 className="font-semibold">Starter</h4>
              <p className="text-2xl font-bold tracking-tight">
                $19<span className="text-sm font-medium text-muted-foreground">/month</span>
              </p>
            </div>
            {current === "Starter" ? <Badge tone="brand">Current Plan</Badge> : <Badge tone="gold">Most Popular</Badge>}
          </div>
          <FeatureList items={starterFeatures} className="relative mt-4" />
          {current === "Trial" ? (
            <Button asChild className="relative mt-5 w-full sm:w-auto">
              <Link to="/subscribe">
                <Sparkles className="size-4" /> Upgrade to Starter
              </Link>
            </Button>
          ) : null}
        </Card>
      </div>
    </section>
  );
}
