import { ComingSoon } from "@/features/placeholder/ComingSoon";

export default function Route() {
  return <ComingSoon title="Bonus" description="The action-taker bonus (20 story templates for 5 emails in your first 5 days) is on its way." backTo="/" />;
}
