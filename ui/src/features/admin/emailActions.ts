/** Copy, download and retry of an email from the admin pages, with the catalogue's toasts. */
import { errorMessage } from "@/lib/api";
import { useRealtimeEvent } from "@/lib/realtime";
import { toast } from "@/components/ui/use-toast";
import { copyText, downloadFileName, downloadText } from "@/features/emails/files";
import { emailActions, refreshEmails } from "./hooks";
import { adminEmailText, emailBody } from "./logic";
import type { AdminEmail, AdminEmailEvent } from "./types";

// Emails put back into generation from this tab, until their next outcome arrives over the socket.
const retried = new Set<string>();

function nothingYet(): void {
  toast({ title: "No Content", description: "This email has no generated content yet.", variant: "warning" });
}

export async function copyAdminEmail(e: AdminEmail): Promise<void> {
  if (!emailBody(e)) return nothingYet();
  await copyWithToast(adminEmailText(e), "Email content copied to the clipboard.");
}

export async function copyWithToast(text: string, description: string): Promise<void> {
  try {
    await copyText(text);
    toast({ title: "Copied to Clipboard", description, variant: "success" });
  } catch {
    toast({ title: "Copy Failed", description: "Unable to copy to clipboard.", variant: "destructive" });
  }
}

export function downloadAdminEmail(e: AdminEmail): void {
  if (!emailBody(e)) return nothingYet();
  const name = downloadFileName(e.title);
  try {
    downloadText(name, adminEmailText(e));
    toast({ title: "Downloaded", description: name, variant: "success" });
  } catch {
    toast({ title: "Download Failed", description: "The file could not be saved. Please try again.", variant: "destructive" });
  }
}

/** Puts a failed email back into generation; answers whether the server took it. */
export async function retryAdminEmail(e: Pick<AdminEmail, "id" | "title">): Promise<boolean> {
  try {
    const res = await emailActions.retry(e.id);
    retried.add(e.id);
    toast({ title: "Email Retry Successful", description: res?.message ?? "The email is being generated again.", variant: "success" });
    return true;
  } catch (err) {
    toast({ title: "Retry Failed", description: errorMessage(err, "The email could not be retried."), variant: "destructive" });
    return false;
  } finally {
    void refreshEmails(e.id);
  }
}

/**
 * Reports how a retry ended: an email retried from this tab that fails again says so in a toast
 * (the retry's own toast only said the server took it). Mounted once on the emails page.
 */
export function useRetryOutcomes(): void {
  useRealtimeEvent<AdminEmailEvent>("admin.email", (data) => {
    if (!data || typeof data.id !== "string" || !retried.has(data.id)) return;
    if (data.status === "failed") {
      retried.delete(data.id);
      toast({ title: "Retry Failed", description: `“${data.title}” failed again. Open it to see the reason.`, variant: "destructive" });
    } else if (data.status === "generated") {
      retried.delete(data.id); // the row's badge says it; the retry's own toast stays on screen
    }
  });
}
