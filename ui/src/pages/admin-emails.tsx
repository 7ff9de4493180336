import { ComingSoon } from "@/features/placeholder/ComingSoon";

export default function Route() {
  return <ComingSoon title="Email Content" description="The Email Content section of the admin area is not built yet." />;
}
