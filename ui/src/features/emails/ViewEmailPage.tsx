import { useCallback, useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import {
  ArrowLeft,
  Check,
  Copy,
  Download,
  FileQuestion,
  Link2,
  PenLine,
  RefreshCw,
  Sparkles,
  TriangleAlert,
  User as UserIcon,
} from "lucide-react";
import { useUser } from "@/features/auth/useUser";
import { useRealtime, useRealtimeEvent } from "@/lib/realtime";
import { cn } from "@/lib/utils";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { copyEmail, downloadEmail, useCopied } from "./actions";
import { draftOf, type EmailDraft } from "./edit";
import { EmailEditor } from "./EmailEditor";
import { ExportActions } from "./ExportActions";
import { InboxPreview } from "./InboxPreview";
import { VersionsPanel } from "./VersionsPanel";
import { subjectLines } from "./files";
import { parseAdvancedStory } from "./form";
import { useEmail } from "./hooks";
import { longDate } from "./list";
import { CALLS_TO_ACTION, EMOTIONS, LENGTHS, STORY_TYPES, TONES, findTemplate, labelOf } from "./options";
import { QualityCard } from "./QualityCard";
import { StatusBadge } from "./StatusBadge";
import { EMPTY_STREAM, applyDelta } from "./stream";
import type { Email, EmailDeltaEvent } from "./types";
import { utmBreakdown } from "./utm";

/** /view-email/{id}: one email with its subject lines, content, tracking link and inputs. */
export default function ViewEmailPage() {
  const { id = "" } = useParams();
  const { connected } = useRealtime();
  const { email, error, isLoading, notFound, mutate } = useEmail(id, { follow: !connected });

  if (notFound) {
    return (
      <Shell>
        <StateCard icon={FileQuestion} title="Email Not Found">
          This email doesn't exist or you don't have permission to view it.
        </StateCard>
      </Shell>
    );
  }
  if (error && !email) {
    return (
      <Shell>
        <StateCard
          icon={TriangleAlert}
          title="Error Loading Email"
          tone="danger"
          action={
            <Button variant="outline" onClick={() => void mutate()}>
              <RefreshCw className="size-4" /> Try Again
            </Button>
          }
        >
          We couldn't load this email. Please check your connection and try again.
        </StateCard>
      </Shell>
    );
  }
  if (isLoading || !email) return <Shell><LoadingView /></Shell>;
  return (
    <Shell>
      <EmailView email={email} />
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2 text-muted-foreground">
          <Link to="/manage-emails">
            <ArrowLeft className="size-4" /> Back to My Emails
          </Link>
        </Button>
      </div>
      {children}
    </div>
  );
}

function StateCard({
  icon: Icon,
  title,
  tone,
  action,
  children,
}: {
  icon: typeof FileQuestion;
  title: string;
  tone?: "danger";
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="px-6 py-12 text-center" role={tone === "danger" ? "alert" : undefined}>
      <span
        className={cn(
          "mx-auto flex size-14 items-center justify-center rounded-full",
          tone === "danger" ? "bg-red-50 text-danger" : "bg-muted text-muted-foreground",
        )}
      >
        <Icon className="size-7" />
      </span>
      <h2 className="mt-4 text-xl font-bold tracking-tight">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-[15px] text-muted-foreground">{children}</p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        {action}
        <Button asChild variant={action ? "ghost" : "outline"}>
          <Link to="/manage-emails">Back to My Emails</Link>
        </Button>
      </div>
    </Card>
  );
}

function LoadingView() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading email">
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-1/3" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Skeleton className="h-48 rounded-2xl" />
          <Skeleton className="h-96 rounded-2xl" />
        </div>
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    </div>
  );
}

function EmailView({ email }: { email: Email }) {
  const content = email.generatedContent?.trim() ?? "";
  const processing = email.status === "processing";
  const editable = email.status === "generated" && Boolean(content);
  const { user } = useUser();
  // The inbox mock-up follows the text being typed, saved or not.
  const [draft, setDraft] = useState<EmailDraft>(() => draftOf(email));
  const onDraft = useCallback((d: EmailDraft) => setDraft(d), []);
  const current = editable ? { ...email, generatedSubject: draft.subjects, previewText: draft.previewText, generatedContent: draft.content } : email;

  return (
    <article className="space-y-6" aria-labelledby="email-title">
      {/* The title gets the full width, the actions the row below it: beside it they squeezed it. */}
      <header className="flex flex-col gap-4">
        <div className="min-w-0 space-y-2">
          <h2 id="email-title" className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {email.title}
          </h2>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5 text-sm text-muted-foreground">
            <StatusBadge status={email.status} />
            {email.version ? <Badge>Version {email.version}</Badge> : null}
            <span>Created {longDate(email.createdAt)}</span>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button variant="outline" onClick={() => void copyEmail(current)} disabled={!content}>
            <Copy className="size-4" /> Copy
          </Button>
          <Button variant="outline" onClick={() => downloadEmail(current)} disabled={!content}>
            <Download className="size-4" /> Download
          </Button>
          <ExportActions email={email} disabled={!editable} />
          <Button asChild className="col-span-2">
            <Link to={`/edit-email/${encodeURIComponent(email.id)}`}>
              <PenLine className="size-4" /> Create
            </Link>
          </Button>
        </div>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {processing ? (
            <StillWriting email={email} />
          ) : !content ? (
            <NoContent email={email} />
          ) : (
            <>
              <InboxPreview
                sender={user?.firstName?.trim() || "You"}
                subject={subjectLines(draft.subjects)[0] ?? email.title}
                previewText={draft.previewText}
                body={draft.content}
              />
              <EmailEditor key={email.id} email={email} onDraft={onDraft} />
              {email.quality?.checks?.length ? <QualityCard report={email.quality} /> : null}
              <VersionsPanel email={email} />
            </>
          )}
          <UtmCard email={email} />
        </div>
        <InputDetails email={email} />
      </div>
    </article>
  );
}

function CardHead({ icon: Icon, title, action }: { icon: typeof Copy; title: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-5 py-3.5 sm:px-6">
      <h3 className="flex items-center gap-2 text-base font-semibold tracking-tight">
        <Icon className="size-4.5 text-brand-700" /> {title}
      </h3>
      {action}
    </div>
  );
}

function CopyButton({ copied, onClick, label, size = "sm" }: { copied: boolean; onClick: () => void; label: string; size?: "sm" | "md" }) {
  return (
    <Button variant={copied ? "secondary" : "outline"} size={size} onClick={onClick} aria-live="polite">
      {copied ? <Check className="size-4" /> : <Copy className="size-4" />}
      {copied ? "Copied!" : label}
    </Button>
  );
}

function UtmCard({ email }: { email: Email }) {
  const { copied, copy } = useCopied();
  const { url, rows } = utmBreakdown(email.utmUrl, email);
  return (
    <Card>
      <CardHead
        icon={Link2}
        title="UTM Tracking URL"
        action={
          url ? <CopyButton copied={copied === "utm"} label="Copy UTM URL" onClick={() => void copy("utm", url, "Copied!")} /> : null
        }
      />
      <div className="space-y-4 px-5 py-5 sm:px-6">
        {url ? (
          <code className="block rounded-xl bg-muted px-3.5 py-3 font-mono text-[13px] leading-relaxed break-all text-foreground" data-testid="utm-url">
            {url}
          </code>
        ) : (
          <p className="text-sm text-muted-foreground">No call-to-action URL was given, so there is no tracking link.</p>
        )}
        <dl className="divide-y divide-border rounded-xl border border-border" data-testid="utm-breakdown">
          {rows.map((r) => (
            <div key={r.key} className="flex items-baseline justify-between gap-4 px-3.5 py-2.5">
              <dt className="shrink-0 text-sm text-muted-foreground">
                {r.label} <code className="ml-1 font-mono text-xs text-muted-foreground">{r.param}</code>
              </dt>
              <dd className="min-w-0 text-right text-sm font-semibold break-words">{r.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}

function NoContent({ email }: { email: Email }) {
  return (
    <Card className="px-6 py-10 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <FileQuestion className="size-6" />
      </span>
      <h3 className="mt-3 text-lg font-semibold">No Generated Content</h3>
      <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">
        {email.status === "failed"
          ? "Writing this email failed and your credit was returned. Adjust your inputs and create it again."
          : "This email has no generated content. Edit your inputs to create it again."}
      </p>
      <Button asChild className="mt-5">
        <Link to={`/edit-email/${encodeURIComponent(email.id)}`}>
          <PenLine className="size-4" /> Edit Email
        </Link>
      </Button>
    </Card>
  );
}

/** An email still being written: its text appears here as it is pushed. */
function StillWriting({ email }: { email: Email }) {
  const [stream, setStream] = useState(EMPTY_STREAM);
  useRealtimeEvent<EmailDeltaEvent>("email.delta", (ev) => {
    if (ev?.id === email.id && typeof ev.delta === "string") setStream((s) => applyDelta(s, ev.seq, ev.delta));
  });
  return (
    <Card>
      <CardHead icon={Sparkles} title="Writing your email…" action={<Spinner className="size-4 text-brand-700" label="Generating" />} />
      <div className="min-h-40 px-5 py-5 font-serif text-[16px] leading-relaxed whitespace-pre-wrap sm:px-8" aria-live="polite">
        {stream.text || (
          <span className="font-sans text-sm text-muted-foreground">
            This email is still being written. It appears here as soon as it is ready.
          </span>
        )}
      </div>
    </Card>
  );
}

function InputDetails({ email }: { email: Email }) {
  const advanced = parseAdvancedStory(email.story ?? "");
  const template = advanced ? findTemplate(advanced.templateCategory, advanced.templateId) : undefined;
  const price = [email.price, email.salePrice ? `${email.salePrice} (sale)` : ""].filter(Boolean).join(" → ");
  const rows: { label: string; value: ReactNode; wide?: boolean }[] = [
    { label: "Story Type", value: labelOf(STORY_TYPES, email.storyType) },
    { label: "Desired Emotion", value: labelOf(EMOTIONS, email.desiredEmotion) },
    { label: "Call to Action", value: labelOf(CALLS_TO_ACTION, email.callToAction) },
    { label: "Price", value: price },
    { label: "Social Proof", value: email.proofElement, wide: true },
    { label: "Campaign Name", value: email.campaignName, wide: true },
    { label: "Target Audience", value: email.targetAudience, wide: true },
    {
      label: "Story",
      wide: true,
      value:
        advanced && template ? (
          <span className="block space-y-1.5">
            <span className="block font-medium">
              {template.name} ({template.id})
            </span>
            {template.fields
              .filter((f) => advanced.templateFields[f.name])
              .map((f) => (
                <span key={f.name} className="block">
                  <span className="text-muted-foreground">{f.label}:</span> {advanced.templateFields[f.name]}
                </span>
              ))}
          </span>
        ) : (
          email.story
        ),
    },
    { label: "Content Focus", value: email.contentFocus, wide: true },
  ];
  if (email.keyBenefit?.trim()) rows.push({ label: "Key Benefit", value: email.keyBenefit, wide: true });
  rows.push(
    { label: "Tone", value: labelOf(TONES, email.tonePreference) || "No preference" },
    { label: "Length", value: labelOf(LENGTHS, email.emailLength || "no-preference") },
    { label: "Created", value: longDate(email.createdAt), wide: true },
  );
  return (
    <Card>
      <CardHead icon={UserIcon} title="Your Input Details" />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-4 px-5 py-5 sm:px-6">
        {rows.map((r) => (
          <div key={r.label} className={cn("min-w-0", r.wide && "col-span-2")}>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{r.label}</dt>
            <dd className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line">
              {r.value || <span className="text-muted-foreground">Not specified</span>}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
