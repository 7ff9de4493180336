import type { ReactNode } from "react";
import { Copy, Download, RefreshCw } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { copyAdminEmail, copyWithToast, downloadAdminEmail, retryAdminEmail } from "./emailActions";
import { useAdminEmail } from "./hooks";
import { dateTime, debugText, emailBody, emailStatusBadge, emailSubjects } from "./logic";
import { Detail } from "./parts";
import type { AdminEmail } from "./types";

const INPUTS: [keyof AdminEmail, string][] = [
  ["contentFocus", "Email Topic"],
  ["story", "Story"],
  ["lesson", "Lesson"],
  ["storyType", "Story Type"],
  ["targetAudience", "Target Audience"],
  ["desiredEmotion", "Desired Emotion"],
  ["callToAction", "Call to Action"],
  ["ctaUrl", "CTA URL"],
  ["productName", "Product Name"],
  ["productDescription", "Product Description"],
  ["keyBenefit", "Key Benefit"],
  ["price", "Price"],
  ["salePrice", "Sale Price"],
  ["proofElement", "Proof Element"],
  ["tonePreference", "Tone"],
  ["emailLength", "Email Length"],
  ["campaignName", "Campaign Name"],
  ["emailSubject", "Subject Idea"],
];

/** Everything about one email: the inputs, the written email and the provider's raw answer. */
export function EmailDetailDialog({ email, onClose, onOpenUser }: { email: AdminEmail | null; onClose: () => void; onOpenUser: (id: string) => void }) {
  return (
    <Dialog open={email !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-3xl [&>*]:min-w-0">{email ? <Body listed={email} onOpenUser={onOpenUser} /> : null}</DialogContent>
    </Dialog>
  );
}

function Body({ listed, onOpenUser }: { listed: AdminEmail; onOpenUser: (id: string) => void }) {
  const { data } = useAdminEmail(listed.id);
  const e = data ?? listed;
  const status = emailStatusBadge(e.status);
  const subjects = emailSubjects(e);
  const body = emailBody(e);
  const raw = debugText(e.rawWebhookData);
  const inputs = INPUTS.filter(([k]) => typeof e[k] === "string" && (e[k] as string).trim() !== "");

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="min-w-0 [overflow-wrap:anywhere]">{e.title}</span> <Badge tone={status.tone}>{status.label}</Badge>
        </DialogTitle>
        <DialogDescription>
          Created {dateTime(e.createdAt)} by{" "}
          <button type="button" className="text-left font-medium break-all text-brand-700 underline-offset-2 hover:underline" onClick={() => onOpenUser(e.userId)}>
            {e.userEmail || e.userId}
          </button>
        </DialogDescription>
      </DialogHeader>

      {e.status === "failed" ? (
        <Alert tone="danger" title="Generation failed">
          <p>{e.errorMessage || "The email could not be generated."}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void retryAdminEmail(e)}>
            <RefreshCw className="size-4" /> Retry
          </Button>
        </Alert>
      ) : null}

      <Block title="User Inputs">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label="Email ID" mono>
            {e.id}
          </Detail>
          <Detail label="User ID" mono>
            {e.userId}
          </Detail>
          {inputs.map(([k, label]) => (
            <div key={k} className={k === "story" || k === "productDescription" ? "sm:col-span-2" : undefined}>
              <Detail label={label}>
                <span className="whitespace-pre-wrap [overflow-wrap:anywhere]">{String(e[k])}</span>
              </Detail>
            </div>
          ))}
        </dl>
      </Block>

      <Block
        title="AI-Generated Content"
        actions={
          <>
            <Button size="sm" variant="outline" onClick={() => void copyAdminEmail(e)} disabled={!body}>
              <Copy className="size-4" /> Copy
            </Button>
            <Button size="sm" variant="outline" onClick={() => downloadAdminEmail(e)} disabled={!body}>
              <Download className="size-4" /> Download
            </Button>
          </>
        }
      >
        {subjects.length > 0 ? (
          <div className="space-y-1.5">
            <p className="text-xs font-medium text-muted-foreground">Subject Line Options</p>
            <ul className="space-y-1.5">
              {subjects.map((s, i) => (
                <li key={i} className="flex items-center gap-2 rounded-lg bg-muted/60 py-1.5 pr-1.5 pl-3 text-sm">
                  <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{s}</span>
                  <Button size="sm" variant="ghost" aria-label={`Copy subject ${i + 1}`} onClick={() => void copyWithToast(s, "Subject line copied.")}>
                    <Copy className="size-3.5" />
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {body ? (
          <div className="max-h-80 overflow-y-auto rounded-xl border border-border bg-surface p-4 font-serif text-[15px] leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]" data-testid="admin-email-content">
            {body}
          </div>
        ) : e.status === "processing" ? (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <p className="text-sm text-muted-foreground">Being written…</p>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No content was generated.</p>
        )}
        {e.utmUrl ? (
          <p className="text-xs break-all text-muted-foreground">
            Tracking link: <span className="font-mono">{e.utmUrl}</span>
          </p>
        ) : null}
      </Block>

      <Block title="Token Usage">
        {e.tokenUsage ? (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="token-usage">
            <Detail label="Prompt">{e.tokenUsage.promptTokens.toLocaleString("en-US")}</Detail>
            <Detail label="Completion">{e.tokenUsage.completionTokens.toLocaleString("en-US")}</Detail>
            <Detail label="Total">{e.tokenUsage.totalTokens.toLocaleString("en-US")}</Detail>
            <Detail label="Model answers">
              {e.tokenUsage.attempts === 1 ? "1 (no correction)" : `${e.tokenUsage.attempts} (corrected once)`}
            </Detail>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">Written by the built-in writer: no model tokens were used.</p>
        )}
      </Block>

      <Block title="Debug: Raw Response">
        {raw ? (
          <pre className="max-h-64 overflow-auto rounded-xl bg-slate-950 p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap text-slate-100" data-testid="raw-response">
            {raw}
          </pre>
        ) : (
          <p className="text-sm text-muted-foreground">No raw response was recorded.</p>
        )}
      </Block>
    </>
  );
}

function Block({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{title}</h3>
        {actions ? <div className="flex gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
