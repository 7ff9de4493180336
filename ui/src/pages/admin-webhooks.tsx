import { SuperOnly } from "@/features/admin/guards";
import Page from "@/features/admin/WebhooksPage";

export default function Route() {
  return (
    <SuperOnly>
      <Page />
    </SuperOnly>
  );
}
