import { ComingSoon } from "@/features/placeholder/ComingSoon";

export default function Route() {
  return <ComingSoon title="Payment Testing" description="The checkout and test card page is on its way." backTo="/" />;
}
