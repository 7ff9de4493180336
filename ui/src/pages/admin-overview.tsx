import { SuperOnly } from "@/features/admin/guards";
import { ComingSoon } from "@/features/placeholder/ComingSoon";

export default function Route() {
  return (
    <SuperOnly>
      <ComingSoon title="Overview" description="The Overview section of the admin area is not built yet." />
    </SuperOnly>
  );
}
