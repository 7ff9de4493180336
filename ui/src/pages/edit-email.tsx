import { ComingSoon } from "@/features/placeholder/ComingSoon";

export default function Route() {
  return <ComingSoon title="Create Similar Email" description="Creating a new email from an existing one is on its way." backTo="/emails" backLabel="Back to My Emails" />;
}
