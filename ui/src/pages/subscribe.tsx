import { ComingSoon } from "@/features/placeholder/ComingSoon";

export default function Route() {
  return <ComingSoon title="Upgrade to Starter" description="Upgrading to Starter ($19/month, 300 emails per month) is on its way." backTo="/billing" backLabel="Back to Billing" />;
}
