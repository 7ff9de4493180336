import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AlertTriangle, FlaskConical, Lock, ShieldCheck } from "lucide-react";
import { serverMessage, statusOf } from "@/lib/api";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useSessionHandlers } from "@/features/auth/session";
import { completeLocalCheckout, useLocalCheckout } from "./hooks";
import { dollars, longDate } from "./logic";
import { FeatureList } from "./parts";
import { starterFeatures } from "./plans";

/**
 * /billing/test-checkout?session=…: the local test mode's stand-in for the card checkout, used
 * when the server has no payment provider key. Confirming completes the checkout through the
 * same handling as a real completed payment; no card is involved.
 */
export default function TestCheckoutPage() {
  const [params] = useSearchParams();
  const session = params.get("session");
  const { checkout, error, isLoading } = useLocalCheckout(session);
  const navigate = useNavigate();
  const { sessionExpired } = useSessionHandlers();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    if (!session) return;
    setBusy(true);
    setProblem(null);
    try {
      const url = await completeLocalCheckout(session);
      navigate(url, { replace: true });
    } catch (err) {
      setBusy(false);
      if (statusOf(err) === 401) return sessionExpired();
      setProblem(serverMessage(err) ?? "The payment could not be confirmed. Please try again.");
    }
  }

  return (
    <div className="mx-auto max-w-xl space-y-5 py-2 sm:py-6">
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
          <Lock className="size-5" />
        </span>
        <div>
          <h2 className="text-2xl font-bold tracking-tight">Confirm your subscription</h2>
          <p className="text-sm text-muted-foreground">Checkout for StoryMail Starter</p>
        </div>
      </div>

      <Alert tone="info" title="Local test mode" data-testid="test-mode-note">
        Card payments are not set up on this server, so this page stands in for the checkout. Confirming activates Starter right away
        through the same steps as a real payment. <strong>No card is charged.</strong>
      </Alert>

      {!session ? (
        <Unusable text="This checkout link is incomplete. Please start again from the Subscribe page." />
      ) : error ? (
        <Unusable
          text={
            statusOf(error) === 404
              ? (serverMessage(error) ?? "This checkout session has expired or was already used. Please start again from the Subscribe page.")
              : "We couldn't load this checkout. Please try again."
          }
        />
      ) : isLoading || !checkout ? (
        <Card className="space-y-4 p-6" aria-busy="true" aria-label="Loading checkout">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-24 w-full" />
        </Card>
      ) : (
        <Card className="overflow-hidden" data-testid="checkout-summary">
          <div className="space-y-4 p-6">
            <div className="flex items-start justify-between gap-4">
              <div>
                <p className="text-sm font-medium text-muted-foreground">Plan</p>
                <p className="text-xl font-bold tracking-tight">{checkout.plan}</p>
              </div>
              <div className="text-right">
                <p className="text-2xl font-bold tabular-nums">{dollars(checkout.priceCents)}</p>
                <p className="text-sm text-muted-foreground">per {checkout.interval}</p>
              </div>
            </div>
            <FeatureList items={[`${checkout.credits} emails every month`, ...starterFeatures.slice(1, 4)]} />
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5 rounded-xl bg-muted/60 px-4 py-3 text-sm">
              <dt className="text-muted-foreground">Account</dt>
              <dd className="truncate font-medium">{checkout.email}</dd>
              <dt className="text-muted-foreground">Due today</dt>
              <dd className="font-medium tabular-nums">{dollars(0)} (test mode)</dd>
              {checkout.expiresAt ? (
                <>
                  <dt className="text-muted-foreground">Link valid until</dt>
                  <dd className="font-medium">
                    {longDate(checkout.expiresAt)}, {new Date(checkout.expiresAt).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })}
                  </dd>
                </>
              ) : null}
            </dl>
            {problem ? (
              <Alert tone="danger" title="Payment not confirmed">
                {problem}
              </Alert>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 border-t border-border bg-muted/30 px-6 py-4 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link to="/subscribe">Cancel</Link>
            </Button>
            <Button onClick={() => void confirm()} loading={busy}>
              <ShieldCheck className="size-4" /> Confirm payment
            </Button>
          </div>
        </Card>
      )}

      <p className="flex items-start justify-center gap-1.5 text-center text-xs text-muted-foreground">
        <FlaskConical className="mt-px size-3.5 shrink-0" />
        <span className="min-w-0 break-all">
          Test checkout · session {session ? <code className="font-mono">{session}</code> : "missing"}
        </span>
      </p>
    </div>
  );
}

function Unusable({ text }: { text: string }) {
  return (
    <Card className="p-6 text-center" role="alert" data-testid="checkout-unusable">
      <AlertTriangle className="mx-auto size-8 text-amber-600" />
      <p className="mx-auto mt-3 max-w-sm text-[15px]">{text}</p>
      <Button asChild className="mt-5">
        <Link to="/subscribe">Back to Subscribe</Link>
      </Button>
    </Card>
  );
}
