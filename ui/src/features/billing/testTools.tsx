/** The pieces of the payment test pages (development only). */
import { useState, type FormEvent } from "react";
import { Copy, CreditCard, ExternalLink, Search, Send, Zap } from "lucide-react";
import { get, post, serverMessage, statusOf } from "@/lib/api";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import type { Subscription } from "@/features/usage/logic";
import { createCheckoutSession, refreshBilling } from "./hooks";
import { checkoutCompletedEvent, normalizeLookup, type TestLookup } from "./logic";
import { Facts } from "./parts";
import { testCards } from "./plans";

export interface TriggerResult {
  eventId: string;
  duplicate: boolean;
  activated: boolean;
  userId: string;
  subscription?: Subscription;
}

/** POST /api/test-stripe-webhook with a checkout-completed event. */
export async function triggerCheckoutCompleted(body: unknown): Promise<TriggerResult> {
  const res = await post<TriggerResult>("/api/test-stripe-webhook", body);
  // When the event was for the signed-in user, their plan just changed.
  await refreshBilling();
  return res;
}

function resultFacts(r: TriggerResult): [string, string][] {
  return [
    ["Event", r.eventId],
    ["User", r.userId],
    ["Outcome", r.duplicate ? "Already processed (duplicate event id)" : r.activated ? "Starter activated" : "Received, no change"],
    ["Status", r.subscription?.subscriptionStatus ?? "unknown"],
  ];
}

/** Creates a checkout session and offers to open it. */
export function CheckoutTester() {
  const [busy, setBusy] = useState(false);
  const [session, setSession] = useState<{ url: string; sessionId?: string; testMode?: boolean } | null>(null);

  async function create() {
    setBusy(true);
    try {
      setSession(await createCheckoutSession());
    } catch (err) {
      toast({
        title: "Failed to create checkout session",
        description: serverMessage(err) ?? "The server did not answer. Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card data-testid="checkout-tester">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCard className="size-5 text-brand-700" /> Checkout Session
        </CardTitle>
        <CardDescription>Creates a Starter checkout session for the signed-in account, as Subscribe Now does.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Button onClick={() => void create()} loading={busy}>
          Create Checkout Session
        </Button>
        {session ? (
          <div className="space-y-3 rounded-xl border border-border bg-background p-4">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-semibold">Session created</p>
              {session.testMode ? <Badge tone="info">Local test mode</Badge> : <Badge tone="success">Stripe test mode</Badge>}
            </div>
            <Facts items={[["Session", session.sessionId ?? "—"], ["URL", session.url]]} />
            <Button asChild size="sm" variant="outline">
              <a href={session.url}>
                <ExternalLink className="size-4" /> Open Checkout
              </a>
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text.replace(/\s+/g, ""));
    toast({ title: "Copied!", description: text, variant: "success" });
  } catch {
    toast({ title: "Copy Failed", description: "Unable to copy to clipboard.", variant: "destructive" });
  }
}

/** Stripe's test cards. */
export function TestCards() {
  return (
    <Card data-testid="test-cards">
      <CardHeader>
        <CardTitle>Test Cards</CardTitle>
        <CardDescription>
          For Stripe's test checkout: any future expiry date, any 3-digit CVC and any postal code. In local test mode no card is
          asked for.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border rounded-xl border border-border">
          {testCards.map((c) => (
            <li key={c.number} className="flex items-center gap-3 px-3.5 py-2.5 sm:px-4">
              <div className="min-w-0 flex-1">
                <p className="font-mono text-sm font-semibold tabular-nums">{c.number}</p>
                <p className="text-xs text-muted-foreground">
                  {c.brand} · {c.outcome}
                </p>
              </div>
              <Button variant="ghost" size="icon" className="size-8" aria-label={`Copy ${c.number}`} onClick={() => void copy(c.number)}>
                <Copy className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/**
 * The manual upgrade tool: looks a user up by email, then triggers a checkout-completed event
 * for them (a user may only upgrade themselves; staff anyone).
 */
export function ManualUpgradeTool({
  title = "Manual Upgrade Tool",
  description = "Look up a user by email and trigger a checkout-completed event for them.",
  defaultEmail = "",
}: {
  title?: string;
  description?: string;
  defaultEmail?: string;
}) {
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string | undefined>();
  const [looking, setLooking] = useState(false);
  const [found, setFound] = useState<TestLookup | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<TriggerResult | null>(null);

  async function lookUp(e?: FormEvent) {
    e?.preventDefault();
    const value = email.trim();
    setResult(null);
    if (!value) {
      setError("Please enter user email");
      setFound(null);
      return;
    }
    setError(undefined);
    setLooking(true);
    try {
      const res = normalizeLookup(await get(`/api/test-subscription/${encodeURIComponent(value)}`));
      if (!res) throw new Error("User not found");
      setFound(res);
    } catch (err) {
      setFound(null);
      const msg = statusOf(err) === 404 ? "User not found" : (serverMessage(err) ?? "User not found");
      setError(msg);
      toast({ title: "User not found", description: msg === "User not found" ? `No account for ${value}.` : msg, variant: "destructive" });
    } finally {
      setLooking(false);
    }
  }

  async function trigger() {
    if (!found) return;
    setSending(true);
    try {
      const r = await triggerCheckoutCompleted(checkoutCompletedEvent(found));
      setResult(r);
      setFound((f) => (f ? { ...f, subscriptionStatus: r.subscription?.subscriptionStatus ?? f.subscriptionStatus } : f));
      toast({ title: "Webhook triggered", description: r.activated ? "Starter is now active for this user." : "The event was received.", variant: "success" });
    } catch (err) {
      toast({ title: "Webhook trigger failed", description: serverMessage(err) ?? "Please try again.", variant: "destructive" });
    } finally {
      setSending(false);
    }
  }

  return (
    <Card data-testid="manual-upgrade">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Zap className="size-5 text-brand-700" /> {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form noValidate onSubmit={(e) => void lookUp(e)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label="User email" error={error} className="flex-1">
            <Input
              type="email"
              autoComplete="off"
              placeholder="name@example.com"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (error) setError(undefined);
              }}
            />
          </Field>
          <Button type="submit" variant="outline" loading={looking} className={error ? "sm:mb-6" : undefined}>
            <Search className="size-4" /> Look Up User
          </Button>
        </form>

        {found ? (
          <div className="space-y-3 rounded-xl border border-border bg-background p-4" data-testid="lookup-result">
            <Facts
              items={[
                ["Email", found.email],
                ["User id", found.userId],
                ["Customer", found.stripeCustomerId ?? "No Stripe customer"],
                ["Status", found.subscriptionStatus ?? "unknown"],
              ]}
            />
            <Button onClick={() => void trigger()} loading={sending}>
              <Send className="size-4" /> Trigger Checkout Completed
            </Button>
          </div>
        ) : null}

        {result ? (
          <Alert tone={result.duplicate ? "warning" : "success"} title="Event processed" data-testid="trigger-result">
            <Facts items={resultFacts(result)} />
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Sends a checkout-completed event for the signed-in account, and can replay it. */
export function SelfTrigger() {
  const [sending, setSending] = useState(false);
  const [last, setLast] = useState<TriggerResult | null>(null);

  async function send(replay: boolean) {
    setSending(true);
    try {
      // An empty session means the caller; a replay reuses the event id and must change nothing.
      const body = replay && last ? { id: last.eventId, type: "checkout.session.completed" } : { type: "checkout.session.completed" };
      setLast(await triggerCheckoutCompleted(body));
    } catch (err) {
      toast({ title: "Webhook trigger failed", description: serverMessage(err) ?? "Please try again.", variant: "destructive" });
    } finally {
      setSending(false);
    }
  }

  return (
    <Card data-testid="self-trigger">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Send className="size-5 text-brand-700" /> Send a Test Event
        </CardTitle>
        <CardDescription>
          Sends checkout.session.completed for your own account through the same handling as a signed webhook. Sending the same
          event id again is recognised and changes nothing.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void send(false)} loading={sending}>
            Send Test Event
          </Button>
          <Button variant="outline" onClick={() => void send(true)} disabled={!last || sending}>
            Replay Last Event
          </Button>
        </div>
        {last ? (
          <Alert tone={last.duplicate ? "warning" : "success"} title={last.duplicate ? "Duplicate event" : "Event processed"}>
            <Facts items={resultFacts(last)} />
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
