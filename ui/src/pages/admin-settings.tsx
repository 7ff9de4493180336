import { SuperOnly } from "@/features/admin/guards";
import Page from "@/features/admin/SettingsPage";

export default function Route() {
  return (
    <SuperOnly>
      <Page />
    </SuperOnly>
  );
}
