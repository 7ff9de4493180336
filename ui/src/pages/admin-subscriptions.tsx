import { ComingSoon } from "@/features/placeholder/ComingSoon";

export default function Route() {
  return <ComingSoon title="Subscriptions" description="The Subscriptions section of the admin area is not built yet." />;
}
