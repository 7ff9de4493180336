import { useState } from "react";
import { ChevronDown, Code, Copy, Download, FileCode, FileText, Send } from "lucide-react";
import { errorMessage } from "@/lib/api";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/use-toast";
import { exportEmail, sendTest } from "./edit";
import { copyText, downloadFileName, downloadText } from "./files";
import type { Email } from "./types";

/**
 * Export for an email platform (plain text or email-safe HTML, copied or downloaded, as the
 * server renders them) and "Send me a test".
 */
export function ExportActions({ email, disabled }: { email: Email; disabled?: boolean }) {
  const [sending, setSending] = useState(false);

  const copy = async (format: "text" | "html") => {
    try {
      await copyText(await exportEmail(email.id, format));
      toast({ title: format === "html" ? "HTML copied!" : "Text copied!", description: "Paste it into your email platform.", variant: "success" });
    } catch (err) {
      toast({ title: "Copy Failed", description: errorMessage(err, "Unable to copy to clipboard."), variant: "destructive" });
    }
  };
  const download = async (format: "text" | "html") => {
    const name = downloadFileName(email.title, format === "html" ? ".html" : ".txt");
    try {
      downloadText(name, await exportEmail(email.id, format), format === "html" ? "text/html;charset=utf-8" : undefined);
      toast({ title: "Downloaded!", description: name, variant: "success" });
    } catch (err) {
      toast({ title: "Download Failed", description: errorMessage(err), variant: "destructive" });
    }
  };
  const test = async () => {
    setSending(true);
    try {
      toast({ title: "Test email sent", description: await sendTest(email.id), variant: "success" });
    } catch (err) {
      toast({ title: "Test not sent", description: errorMessage(err), variant: "destructive" });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" disabled={disabled}>
            <Code className="size-4" /> Export <ChevronDown className="size-3.5" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => void copy("text")}>
            <Copy className="size-4" /> Copy as plain text
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void copy("html")}>
            <FileCode className="size-4" /> Copy as HTML
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void download("text")}>
            <FileText className="size-4" /> Download .txt
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void download("html")}>
            <Download className="size-4" /> Download .html
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Button variant="outline" onClick={() => void test()} loading={sending} disabled={disabled}>
        <Send className="size-4" /> Send me a test
      </Button>
    </>
  );
}
