/** Copy and download of a whole email, with the toasts of the error catalogue. */
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { copyText, downloadFileName, downloadText, emailAsText, hasContent } from "./files";
import type { Email } from "./types";

export const COPIED_MS = 2_000;

const noContent = (): void => void toast({ title: "No Content", description: "This email has no generated content yet.", variant: "warning" });

/** Copies the email's text (title, subject lines, body, link) to the clipboard. */
export async function copyEmail(email: Email): Promise<void> {
  if (!hasContent(email)) return noContent();
  try {
    await copyText(emailAsText(email));
    toast({ title: "Copied to Clipboard", description: "The email is ready to paste.", variant: "success" });
  } catch {
    toast({ title: "Copy Failed", description: "Unable to copy to clipboard.", variant: "destructive" });
  }
}

/** Saves the email as '{title}.txt'. */
export function downloadEmail(email: Email): void {
  if (!hasContent(email)) return noContent();
  try {
    downloadText(downloadFileName(email.title), emailAsText(email));
    toast({ title: "Downloaded!", description: downloadFileName(email.title), variant: "success" });
  } catch {
    toast({ title: "Download Failed", description: "The file could not be saved. Please try again.", variant: "destructive" });
  }
}

/**
 * Copy buttons that read 'Copied!' for 2 seconds: `copied` is the key of the last button used
 * (null once the 2 seconds are over).
 */
export function useCopied() {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  const copy = useCallback(async (key: string, text: string, success: string, failure = "Copy failed") => {
    if (!text.trim()) {
      noContent();
      return;
    }
    try {
      await copyText(text);
    } catch {
      toast({ title: failure, description: "Unable to copy to clipboard.", variant: "destructive" });
      return;
    }
    setCopied(key);
    toast({ title: success, variant: "success" });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPIED_MS);
  }, []);
  return { copied, copy };
}
