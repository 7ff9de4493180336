import { useUser } from "@/features/auth/useUser";
import { useTestPages } from "./hooks";
import { PageHeader, TestPageGate } from "./parts";
import { CheckoutTester, ManualUpgradeTool, TestCards } from "./testTools";

/** /stripe-test (signed-in user or admin, development only): checkout sessions, test cards, a manual webhook. */
export default function StripeTestPage() {
  const state = useTestPages();
  const { user } = useUser();
  return (
    <TestPageGate state={state} title="Payment Testing">
      <div className="space-y-6">
        <PageHeader
          title="Payment Testing"
          description="Development tools for the Starter checkout: create a checkout session, pay with a test card, or trigger the webhook by hand."
        />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <div className="space-y-6">
            <CheckoutTester />
            <ManualUpgradeTool
              title="Manual Webhook Trigger"
              description="Sends checkout.session.completed for a user, as the payment provider would after a paid checkout."
              defaultEmail={user?.email ?? ""}
            />
          </div>
          <TestCards />
        </div>
      </div>
    </TestPageGate>
  );
}
