import { Link } from "react-router";
import { AlertTriangle, CalendarClock, CreditCard, ExternalLink, LifeBuoy, RefreshCw, Sparkles, XCircle } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useSubscription, useUsage } from "@/features/usage/hooks";
import { CANCEL_CONFIRM_TEXT, CANCEL_CONFIRM_TITLE, useCancelSubscription, usePortal } from "./hooks";
import { allowanceText, longDate, planStatus } from "./logic";
import { Facts, FeatureList, PageHeader, PlanBadge } from "./parts";
import { starterFeatures } from "./plans";

/** /manage-subscription: the current plan, cancelling it, support, and the way to upgrade. */
export default function ManageSubscriptionPage() {
  const { subscription, error, isLoading, mutate } = useSubscription();
  const { usage } = useUsage();
  const status = planStatus(subscription, usage);
  const cancel = useCancelSubscription();
  const portal = usePortal();

  const header = (
    <PageHeader
      title="Manage Subscription"
      description="Your current plan, and changes to it."
      back={{ to: "/billing", label: "Back to Billing" }}
    />
  );

  if (error && !subscription) {
    return (
      <div className="space-y-6">
        {header}
        <Card className="px-6 py-12 text-center" role="alert">
          <AlertTriangle className="mx-auto size-8 text-red-600" />
          <h3 className="mt-3 text-lg font-semibold">Unable to Load Billing Information</h3>
          <Button variant="outline" className="mt-5" onClick={() => void mutate()}>
            <RefreshCw className="size-4" /> Try Again
          </Button>
        </Card>
      </div>
    );
  }

  const loading = isLoading || !subscription;

  return (
    <div className="space-y-6">
      {header}

      <Card className="p-5 sm:p-6" data-testid="manage-plan">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <CreditCard className="size-5" />
          </span>
          <h3 className="font-semibold tracking-tight">Current Plan</h3>
        </div>

        {loading ? (
          <div className="mt-5 space-y-3" aria-busy="true" aria-label="Loading plan">
            <Skeleton className="h-8 w-48" />
            <Skeleton className="h-5 w-72 max-w-full" />
          </div>
        ) : (
          <div className="mt-5 grid gap-6 md:grid-cols-2">
            <div className="space-y-3">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <p className="text-2xl font-bold tracking-tight" data-testid="plan-name">
                  {status.plan}
                </p>
                <PlanBadge status={status} />
              </div>
              <p className="text-lg font-semibold tabular-nums">{status.amount}</p>
              <p className="text-sm text-muted-foreground">{allowanceText(status.active)}</p>
              {status.active ? (
                <Facts
                  mono={false}
                  items={[
                    [status.cancelling ? "Active until" : "Renews on", longDate(status.endsAt ?? subscription?.billingCycleEnd) || "End of billing period"],
                    ...(subscription?.subscriptionCancelledAt
                      ? ([["Cancelled on", longDate(subscription.subscriptionCancelledAt)]] as [string, string][])
                      : []),
                  ]}
                />
              ) : null}
            </div>
            {status.active ? <FeatureList items={starterFeatures} /> : null}
          </div>
        )}
      </Card>

      {!loading && status.cancelling ? (
        <Alert tone="warning" title="Cancelling at End of Cycle" data-testid="cancelling-note">
          Your Starter plan stays active until {longDate(status.endsAt) || "the end of the current billing period"}; after that your
          account returns to the free Trial. Changed your mind? Reactivate it from the billing portal before then.
          <div className="mt-3">
            <Button size="sm" variant="outline" onClick={() => void portal.open()} loading={portal.busy}>
              <ExternalLink className="size-4" /> Open Billing Portal
            </Button>
          </div>
        </Alert>
      ) : null}

      {!loading && status.active && !status.cancelling ? (
        <Card className="border-red-200 p-5 sm:p-6" data-testid="cancel-card">
          <div className="flex items-start gap-3.5">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-red-50 text-danger">
              <XCircle className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold tracking-tight">Cancel Subscription</h3>
              <p className="mt-1 text-sm text-muted-foreground">
                You keep Starter, and your remaining emails, until the end of the current billing period. You won't be charged again.
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                <AlertDialog>
                  <AlertDialogTrigger asChild>
                    <Button variant="destructive" loading={cancel.busy}>
                      Cancel Subscription
                    </Button>
                  </AlertDialogTrigger>
                  <AlertDialogContent data-testid="cancel-confirm">
                    <AlertDialogHeader>
                      <AlertDialogTitle>{CANCEL_CONFIRM_TITLE}</AlertDialogTitle>
                      <AlertDialogDescription>{CANCEL_CONFIRM_TEXT}</AlertDialogDescription>
                    </AlertDialogHeader>
                    <AlertDialogFooter>
                      <AlertDialogCancel>Keep Starter</AlertDialogCancel>
                      <AlertDialogAction destructive onClick={() => void cancel.cancel()}>
                        Cancel Subscription
                      </AlertDialogAction>
                    </AlertDialogFooter>
                  </AlertDialogContent>
                </AlertDialog>
                <Button variant="outline" onClick={() => void portal.open()} loading={portal.busy}>
                  <ExternalLink className="size-4" /> Billing Portal
                </Button>
              </div>
            </div>
          </div>
        </Card>
      ) : null}

      {!loading && !status.active ? (
        <Card className="border-brand-200 bg-gradient-to-r from-brand-50 to-surface p-5 sm:p-6" data-testid="upgrade-card">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
              <Sparkles className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold tracking-tight">You're on the free Trial</h3>
              <p className="mt-0.5 text-sm text-muted-foreground">Upgrade to Starter for 300 emails every month, reset monthly.</p>
            </div>
            <Button asChild>
              <Link to="/subscribe">Upgrade to Starter</Link>
            </Button>
          </div>
        </Card>
      ) : null}

      <Card className="p-5 sm:p-6" data-testid="support-card">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-blue-50 text-blue-700">
            <LifeBuoy className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold tracking-tight">Need help with billing?</h3>
            <p className="mt-0.5 text-sm text-muted-foreground">
              Refunds under the 30-day money-back guarantee, invoices or anything else: we reply within 24 hours (Mon-Fri 9:00-6:00
              EST).
            </p>
          </div>
          <Button asChild variant="outline">
            <Link to="/contact">Contact Support</Link>
          </Button>
        </div>
      </Card>

      {!loading && status.active ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarClock className="size-4 shrink-0" />
          <span>
            Looking for usage? It is on the{" "}
            <Link to="/billing" className="font-medium text-brand-700 hover:underline">
              Billing page
            </Link>
            .
          </span>
        </p>
      ) : null}
    </div>
  );
}
