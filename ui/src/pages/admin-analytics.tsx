import { SuperOnly } from "@/features/admin/guards";
import { ComingSoon } from "@/features/placeholder/ComingSoon";

export default function Route() {
  return (
    <SuperOnly>
      <ComingSoon title="Analytics" description="The Analytics section of the admin area is not built yet." />
    </SuperOnly>
  );
}
