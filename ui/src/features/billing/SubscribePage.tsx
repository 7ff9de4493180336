import type { ReactNode } from "react";
import { Link } from "react-router";
import { BadgeCheck, Lock, RotateCcw, ShieldCheck, Sparkles } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useSubscription, useUsage } from "@/features/usage/hooks";
import { useCheckout } from "./hooks";
import { planStatus } from "./logic";
import { ComparisonTable, FeatureList, PageHeader } from "./parts";
import { starterFeatures } from "./plans";

/** /subscribe: the Starter offer and the way to its checkout. */
export default function SubscribePage() {
  const { subscription, isLoading } = useSubscription();
  const { usage } = useUsage();
  const checkout = useCheckout();
  const status = planStatus(subscription, usage);
  const known = Boolean(subscription);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Upgrade to Starter"
        description="300 story emails every month for less than 7 cents each."
        back={{ to: "/billing", label: "Back to Billing" }}
      />

      {known && status.active ? (
        <Alert tone="success" title="You're already on Starter" data-testid="already-starter">
          Your Starter plan is active.{" "}
          <Link to="/billing" className="font-semibold underline underline-offset-2">
            Go to Billing
          </Link>{" "}
          to see your usage or manage your subscription.
        </Alert>
      ) : null}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-5">
        <Card className="relative overflow-hidden border-brand-200 p-6 sm:p-8 lg:col-span-3" data-testid="starter-offer">
          <div className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-brand-100/70 blur-3xl" />
          <div className="relative">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-xl font-bold tracking-tight">Starter</h3>
              <Badge tone="gold">Most Popular</Badge>
            </div>
            <p className="mt-3 flex items-baseline gap-1">
              <span className="text-5xl font-bold tracking-tight tabular-nums">$19</span>
              <span className="text-lg font-medium text-muted-foreground">/month</span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">Billed monthly. Cancel anytime.</p>

            <FeatureList items={starterFeatures} className="mt-6" />

            <div className="mt-7 space-y-3">
              {known && status.active ? (
                <Button asChild size="lg" className="w-full sm:w-auto">
                  <Link to="/billing">Go to Billing</Link>
                </Button>
              ) : (
                <Button
                  size="lg"
                  className="w-full sm:w-auto sm:min-w-56"
                  onClick={() => void checkout.start()}
                  loading={checkout.busy}
                  disabled={isLoading && !subscription}
                >
                  {checkout.busy ? "Redirecting to checkout..." : (
                    <>
                      <Sparkles className="size-4.5" /> Subscribe Now
                    </>
                  )}
                </Button>
              )}
              <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Lock className="size-3.5 shrink-0" /> You'll enter your card on a secure checkout page.
              </p>
              <p className="text-xs text-muted-foreground">
                By subscribing you agree to our{" "}
                <Link to="/terms-of-use" className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  Terms of Use
                </Link>{" "}
                and{" "}
                <Link to="/privacy-policy" className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  Privacy Policy
                </Link>
                .
              </p>
            </div>
          </div>
        </Card>

        <div className="space-y-4 lg:col-span-2">
          <Assurance icon={<ShieldCheck className="size-5" />} title="30-day money-back guarantee">
            Not happy within your first 30 days? Ask for a full refund; refunds take 5-10 business days.
          </Assurance>
          <Assurance icon={<RotateCcw className="size-5" />} title="Cancel anytime">
            Cancel from the Manage Subscription page. You keep Starter until the end of the period you paid for.
          </Assurance>
          <Assurance icon={<BadgeCheck className="size-5" />} title="Under 7 cents per email">
            300 emails for $19 a month, with 5 subject lines and a tracking link for each.
          </Assurance>
        </div>
      </div>

      <ComparisonTable />
    </div>
  );
}

function Assurance({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="flex gap-3.5 p-4 sm:p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">{icon}</span>
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-0.5 text-sm text-muted-foreground">{children}</p>
      </div>
    </Card>
  );
}
