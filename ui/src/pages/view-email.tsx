import { ComingSoon } from "@/features/placeholder/ComingSoon";

export default function Route() {
  return <ComingSoon title="View Email" description="Viewing a single email with its subject lines and UTM link is on its way." backTo="/emails" backLabel="Back to My Emails" />;
}
