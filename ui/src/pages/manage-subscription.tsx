import { ComingSoon } from "@/features/placeholder/ComingSoon";

export default function Route() {
  return <ComingSoon title="Manage Subscription" description="Managing and cancelling your Starter plan is on its way." backTo="/billing" backLabel="Back to Billing" />;
}
