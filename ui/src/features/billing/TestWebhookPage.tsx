import { ShieldCheck, Webhook } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useTestPages } from "./hooks";
import { PageHeader, TestPageGate } from "./parts";
import { webhookEvents } from "./plans";
import { ManualUpgradeTool, SelfTrigger } from "./testTools";

/** /test-webhook (signed-in user, development only): the payment webhook and the manual upgrade tool. */
export default function TestWebhookPage() {
  const state = useTestPages();
  return (
    <TestPageGate state={state} title="Payment Webhook Test">
      <div className="space-y-6">
        <PageHeader
          title="Payment Webhook Test"
          description="See what the payment webhook does, send a test event, and upgrade an account by hand."
        />
        <Card data-testid="webhook-info">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Webhook className="size-5 text-brand-700" /> Webhook Endpoint
            </CardTitle>
            <CardDescription>
              <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[13px] text-foreground">POST /api/stripe-webhook</code>{" "}
              accepts only signed, recent payloads and processes each event id once, whatever order events arrive in.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-border rounded-xl border border-border">
              {webhookEvents.map((e) => (
                <li key={e.type} className="flex flex-col gap-0.5 px-4 py-2.5 sm:flex-row sm:items-center sm:gap-4">
                  <code className="font-mono text-[13px] font-semibold sm:w-72 sm:shrink-0">{e.type}</code>
                  <span className="text-sm text-muted-foreground">{e.effect}</span>
                </li>
              ))}
            </ul>
            <p className="mt-3 flex items-center gap-1.5 text-xs text-muted-foreground">
              <ShieldCheck className="size-3.5" /> The test events below skip the signature, and exist only in development.
            </p>
          </CardContent>
        </Card>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <SelfTrigger />
          <ManualUpgradeTool />
        </div>
      </div>
    </TestPageGate>
  );
}
