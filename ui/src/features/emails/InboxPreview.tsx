import { Inbox, Monitor, Smartphone } from "lucide-react";
import { Card } from "@/components/ui/card";
import { desktopRow, phoneRow, shownPreview } from "./inbox";

/**
 * How the email's line looks in an inbox list: sender, favourite subject line and preview text,
 * cut where a desktop row and a phone row cut them.
 */
export function InboxPreview({ sender, subject, previewText, body }: { sender: string; subject: string; previewText?: string; body?: string }) {
  const preview = shownPreview(previewText, body);
  const desk = desktopRow(subject, preview);
  const phone = phoneRow(subject, preview);
  return (
    <Card data-testid="inbox-preview">
      <div className="flex items-center gap-2 border-b border-border px-5 py-3.5 sm:px-6">
        <Inbox className="size-4.5 text-brand-700" />
        <h3 className="text-base font-semibold tracking-tight">Inbox Preview</h3>
        {!previewText?.trim() ? (
          <span className="ml-auto text-xs text-muted-foreground">No preview text: inboxes show the email's first words</span>
        ) : null}
      </div>
      <div className="space-y-4 px-5 py-4 sm:px-6">
        <div>
          <p className="mb-1.5 flex items-center gap-1.5 text-xs font-medium text-muted-foreground uppercase">
            <Monitor className="size-3.5" /> Desktop
          </p>
          <div className="flex items-baseline gap-3 rounded-lg border border-border bg-surface px-3 py-2 text-sm" data-testid="inbox-desktop">
            <span className="w-28 shrink-0 truncate font-semibold">{sender}</span>
            <span className="min-w-0 truncate">
              <span className="font-semibold">{desk.subject}</span>
              {desk.preview ? <span className="text-muted-foreground"> – {desk.preview}</span> : null}
            </span>
          </div>
        </div>
        <div>
          <p className="mb-1.5 flex items-center gap-1.5 text-xs font-medium text-muted-foreground uppercase">
            <Smartphone className="size-3.5" /> Phone
          </p>
          <div className="max-w-sm rounded-lg border border-border bg-surface px-3 py-2 text-sm" data-testid="inbox-phone">
            <p className="font-semibold">{sender}</p>
            <p className="font-medium">{phone.subject}</p>
            <p className="text-muted-foreground">{phone.preview}</p>
          </div>
        </div>
      </div>
    </Card>
  );
}
