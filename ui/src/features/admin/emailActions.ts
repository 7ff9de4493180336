/** Copy, download and retry of an email from the admin pages, with the catalogue's toasts. */
import { errorMessage } from "@/lib/api";
import { toast } from "@/components/ui/use-toast";
import { copyText, downloadFileName, downloadText } from "@/features/emails/files";
import { emailActions, refreshEmails } from "./hooks";
import { adminEmailText, emailBody } from "./logic";
import type { AdminEmail } from "./types";

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
    toast({ title: "Email Retry Successful", description: res?.message ?? "The email is being generated again.", variant: "success" });
    return true;
  } catch (err) {
    toast({ title: "Retry Failed", description: errorMessage(err, "The email could not be retried."), variant: "destructive" });
    return false;
  } finally {
    void refreshEmails(e.id);
  }
}
