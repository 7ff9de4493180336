import { useState } from "react";
import { Link } from "react-router";
import { CalendarClock, Download, FileText, Gift, Hourglass, PenLine, RefreshCw, Sparkles } from "lucide-react";
import { statusOf } from "@/lib/api";
import { useRealtimeEvent } from "@/lib/realtime";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useActionTakerStatus, type ActionTakerStatus } from "@/features/emails/hooks";
import { downloadFile } from "@/features/settings/download";
import { BONUS_EMAILS, bonusCount, bonusPercent, bonusState, daysLeftText, remainingText } from "./logic";

const PDF_PATH = "/api/bonus/templates.pdf";

// A taste of what the PDF holds, so the reward is concrete before it is earned.
const sample = [
  "The Origin Story",
  "The Costly Mistake",
  "The Customer Transformation",
  "Behind the Curtain",
  "The Skeptic Who Came Around",
  "The Number That Changed Everything",
];

function TemplateList() {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {sample.map((t) => (
        <li key={t} className="flex items-center gap-2.5 rounded-xl border border-border bg-background px-3.5 py-2.5 text-sm">
          <FileText className="size-4 shrink-0 text-brand-600" /> {t}
        </li>
      ))}
      <li className="flex items-center gap-2.5 rounded-xl border border-dashed border-border px-3.5 py-2.5 text-sm text-muted-foreground">
        <Sparkles className="size-4 shrink-0" /> and 14 more, each with prompts
      </li>
    </ul>
  );
}

function Unlocked() {
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadFile(PDF_PATH, "storymail-story-templates.pdf", "application/pdf");
      toast({ title: "Downloaded!", description: "Your 20 story templates are saved as a PDF.", variant: "success" });
    } catch (err) {
      if (statusOf(err) === 401) return;
      toast({ title: "Download Failed", description: "We couldn't download the templates. Please try again.", variant: "destructive" });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <div className="brand-gradient relative overflow-hidden rounded-card px-6 py-10 text-white shadow-pop sm:px-10">
        <div className="pointer-events-none absolute -top-16 -right-10 size-56 rounded-full bg-amber-300/30 blur-3xl" />
        <span className="relative flex size-14 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/30">
          <Gift className="size-7 text-amber-300" />
        </span>
        <p className="relative mt-5 text-sm font-semibold tracking-[0.12em] text-amber-300 uppercase">Bonus unlocked</p>
        <h2 className="relative mt-1 text-2xl font-bold tracking-tight sm:text-3xl">Your 20 story templates are ready</h2>
        <p className="relative mt-2 max-w-xl leading-relaxed text-white/80">
          You created {BONUS_EMAILS} emails in your first 5 days. Here's your reward: twenty proven story structures, each
          with prompts that pull the story out of your own week.
        </p>
        <Button variant="white" size="lg" className="relative mt-7 h-auto min-h-12 w-full py-3 whitespace-normal sm:w-auto" onClick={download} loading={downloading}>
          {downloading ? null : <Download className="size-4" />} Download Story Templates (PDF)
        </Button>
      </div>
      <Card>
        <CardContent className="space-y-4">
          <h3 className="font-semibold">Inside the PDF</h3>
          <TemplateList />
        </CardContent>
      </Card>
    </>
  );
}

function InProgress({ status }: { status: ActionTakerStatus }) {
  const done = bonusCount(status);
  return (
    <>
      <Card className="overflow-hidden">
        <div className="border-b border-border bg-gradient-to-r from-brand-50 to-amber-50 px-6 py-7 sm:px-8">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="flex items-start gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-card">
                <Gift className="size-6" />
              </span>
              <div>
                <h2 className="text-xl font-bold tracking-tight">Unlock 20 story templates</h2>
                <p className="mt-1 text-muted-foreground">Create 5 emails within your first 5 days and they're yours.</p>
              </div>
            </div>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-semibold text-amber-800 shadow-sm ring-1 ring-amber-200">
              <CalendarClock className="size-4" /> {daysLeftText(status.daysRemaining)}
            </span>
          </div>
        </div>
        <CardContent className="space-y-4">
          <div className="flex items-baseline justify-between gap-3">
            <p className="text-sm font-medium" data-testid="bonus-progress">
              {done} of {BONUS_EMAILS} emails created
            </p>
            <p className="text-sm text-muted-foreground">{remainingText(status)}</p>
          </div>
          <Progress value={bonusPercent(status)} aria-label={`${done} of ${BONUS_EMAILS} emails created`} />
          <ol className="flex justify-between gap-1" aria-hidden="true">
            {Array.from({ length: BONUS_EMAILS }, (_, i) => (
              <li
                key={i}
                className={
                  i < done
                    ? "flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                    : "flex size-8 items-center justify-center rounded-full bg-muted text-sm font-semibold text-muted-foreground"
                }
              >
                {i + 1}
              </li>
            ))}
          </ol>
          <div className="flex justify-end pt-2">
            <Button asChild>
              <Link to="/create">
                <PenLine className="size-4" /> Create Email
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-4">
          <h3 className="font-semibold">What you'll unlock</h3>
          <TemplateList />
        </CardContent>
      </Card>
    </>
  );
}

function Expired() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
          <Hourglass className="size-7" />
        </span>
        <h2 className="mt-5 text-xl font-bold tracking-tight">Bonus Period Expired</h2>
        <p className="mt-2 max-w-md leading-relaxed text-muted-foreground">
          The story templates bonus was open for the first 5 days after sign-up. Your stories still make the best
          emails, so keep writing.
        </p>
        <Button asChild className="mt-6">
          <Link to="/create">
            <PenLine className="size-4" /> Create Email
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** /bonus: the action-taker bonus in its three states. */
export default function BonusPage() {
  const { status, error, isLoading, mutate } = useActionTakerStatus();

  // A new email moves the progress: ask again when usage changes or an email finishes.
  useRealtimeEvent("usage", () => void mutate());
  useRealtimeEvent("email.status", () => void mutate());

  let body;
  if (status) {
    const state = bonusState(status);
    body = state === "unlocked" ? <Unlocked /> : state === "progress" ? <InProgress status={status} /> : <Expired />;
  } else if (error && !isLoading) {
    body = (
      <div className="space-y-4">
        <Alert tone="danger" title="Unable to load your bonus">
          We couldn't check your bonus progress. Please try again.
        </Alert>
        <Button variant="outline" onClick={() => void mutate()}>
          <RefreshCw className="size-4" /> Try Again
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-44 w-full rounded-card" />
        <Skeleton className="h-32 w-full rounded-card" />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Action-Taker Bonus</h1>
        <p className="mt-1 text-muted-foreground">Create 5 emails within your first 5 days to unlock 20 story templates.</p>
      </div>
      {body}
    </div>
  );
}
