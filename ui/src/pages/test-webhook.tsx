import { ComingSoon } from "@/features/placeholder/ComingSoon";

export default function Route() {
  return <ComingSoon title="Payment Webhook Test" description="The payment webhook test page is on its way." backTo="/" />;
}
