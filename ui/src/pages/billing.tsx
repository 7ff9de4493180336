import { ComingSoon } from "@/features/placeholder/ComingSoon";

export default function Route() {
  return <ComingSoon title="Billing & Subscription" description="Your plan, usage and billing details will appear here." backTo="/" />;
}
