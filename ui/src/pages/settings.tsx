import { ComingSoon } from "@/features/placeholder/ComingSoon";

export default function Route() {
  return <ComingSoon title="Settings" description="Your account details, password and data options will appear here." backTo="/" />;
}
