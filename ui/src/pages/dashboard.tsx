import { ComingSoon } from "@/features/placeholder/ComingSoon";

export default function Route() {
  return <ComingSoon title="Dashboard" description="Your usage, bonus progress and recent emails will appear here." />;
}
