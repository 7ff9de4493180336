import { ComingSoon } from "@/features/placeholder/ComingSoon";

export default function Route() {
  return <ComingSoon title="User Management" description="The User Management section of the admin area is not built yet." />;
}
