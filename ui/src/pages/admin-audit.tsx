import { SuperOnly } from "@/features/admin/guards";
import Page from "@/features/admin/AuditPage";

export default function Route() {
  return (
    <SuperOnly>
      <Page />
    </SuperOnly>
  );
}
