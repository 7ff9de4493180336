import { ComingSoon } from "@/features/placeholder/ComingSoon";

export default function Route() {
  return <ComingSoon title="My Emails" description="Your library of generated emails, with search, preview, copy and download, is on its way." backTo="/" />;
}
