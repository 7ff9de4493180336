import { useEffect, useRef } from "react";
import { AlertTriangle, ArrowLeft, Check, PenLine, RefreshCw, Wifi, WifiOff } from "lucide-react";
import { cn } from "@/lib/utils";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { POLL_ERRORS } from "./polling";
import { writingProgress, wordCount } from "./stream";
import type { GenerationState } from "./useGeneration";

/**
 * The wait after submit: the email appears as it is written (pushed text), with a progress bar
 * and the state of the connection; or, when it failed, the reason and the way back.
 */
export function GenerationView({
  state,
  title,
  emailLength,
  connected,
  maxPolls,
  onBack,
  onRetry,
}: {
  state: GenerationState;
  title: string;
  emailLength?: string;
  connected: boolean;
  maxPolls: number;
  onBack: () => void;
  onRetry: () => void;
}) {
  const text = state.stream.text;
  const failed = state.phase === "failed";
  const pct = writingProgress(text, emailLength);
  const words = wordCount(text);
  const boxRef = useRef<HTMLDivElement>(null);

  // Keep the newest words in view while the email grows.
  useEffect(() => {
    const box = boxRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [text]);

  const steps = [
    { label: "Story received", done: true },
    { label: "Writing your email", done: false, active: !failed },
    { label: "Subject lines & tracking link", done: false, active: false },
  ];

  return (
    <section aria-labelledby="generation-title" aria-busy={!failed} className="space-y-5" data-testid="generation">
      <Card className="overflow-hidden">
        <div className={cn("h-1 w-full", failed ? "bg-danger" : "bg-gradient-to-r from-brand-500 via-brand-400 to-amber-300")} />
        <div className="space-y-5 p-5 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex min-w-0 items-start gap-3">
              <span
                className={cn(
                  "flex size-11 shrink-0 items-center justify-center rounded-2xl",
                  failed ? "bg-red-50 text-danger" : "bg-brand-50 text-brand-700",
                )}
              >
                {failed ? <AlertTriangle className="size-5" /> : <PenLine className="size-5" />}
              </span>
              <div className="min-w-0">
                <h2 id="generation-title" className="text-lg font-semibold tracking-tight sm:text-xl">
                  {failed ? "Generation Failed" : "Writing your story email…"}
                </h2>
                <p className="truncate text-sm text-muted-foreground">{title}</p>
              </div>
            </div>
            <div className="flex items-center gap-2">
              {failed ? (
                <Badge tone="danger">Failed</Badge>
              ) : (
                <Badge tone="info" data-testid="generation-status">
                  <span className="size-1.5 animate-pulse rounded-full bg-current" aria-hidden="true" /> Processing
                </Badge>
              )}
              {!failed ? (
                connected ? (
                  <Badge tone="success" data-testid="generation-mode">
                    <Wifi className="size-3" /> Live
                  </Badge>
                ) : (
                  <Badge tone="neutral" data-testid="generation-mode">
                    <WifiOff className="size-3" /> Checking status
                  </Badge>
                )
              ) : null}
            </div>
          </div>

          {failed ? (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
              <p className="font-semibold">{state.error}</p>
              <p className="mt-1 text-red-800/90">
                {state.error === POLL_ERRORS.generationFailed
                  ? "Your credit has been returned. Your answers are still in the form: try again, or adjust them first."
                  : "Your answers are still in the form. The email may still appear in My Emails."}
              </p>
            </div>
          ) : (
            <>
              <div className="space-y-2">
                <div className="flex items-center justify-between text-sm">
                  <span className="flex items-center gap-2 font-medium">
                    <Spinner className="size-4 text-brand-700" label="Generating" />
                    {text ? `${words} words written` : "Reading your story…"}
                  </span>
                  <span className="font-semibold text-brand-700 tabular-nums" data-testid="generation-progress">
                    {pct}%
                  </span>
                </div>
                <Progress value={pct} aria-label="Generation progress" />
              </div>
              <ol className="grid gap-2 text-sm sm:grid-cols-3">
                {steps.map((s, i) => (
                  <li
                    key={s.label}
                    className={cn(
                      "flex items-center gap-2 rounded-xl border px-3 py-2",
                      s.done ? "border-emerald-200 bg-emerald-50 text-emerald-900" : s.active ? "border-brand-200 bg-brand-50/60" : "border-border text-muted-foreground",
                    )}
                  >
                    <span
                      className={cn(
                        "flex size-5 shrink-0 items-center justify-center rounded-full text-[11px] font-bold",
                        s.done ? "bg-emerald-600 text-white" : "bg-muted text-muted-foreground",
                      )}
                    >
                      {s.done ? (
                        <Check className="size-3" strokeWidth={3} />
                      ) : s.active ? (
                        <Spinner className="size-3.5 text-brand-700" label="In progress" />
                      ) : (
                        i + 1
                      )}
                    </span>
                    {s.label}
                  </li>
                ))}
              </ol>
              {!connected ? (
                <p className="text-xs text-muted-foreground" data-testid="generation-polls">
                  The live connection is not available, so the status is checked every 2 seconds
                  {state.polls > 0 ? ` (check ${state.polls} of ${maxPolls})` : ""}.
                </p>
              ) : null}
            </>
          )}

          {failed ? (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button onClick={onRetry}>
                <RefreshCw className="size-4" /> Try Again
              </Button>
              <Button variant="outline" onClick={onBack}>
                <ArrowLeft className="size-4" /> Back to the form
              </Button>
            </div>
          ) : null}
        </div>
      </Card>

      {!failed ? (
        <Card>
          <div className="flex items-center justify-between border-b border-border px-5 py-3 sm:px-6">
            <h3 className="text-sm font-semibold">Your email, as it is written</h3>
            <span className="text-xs text-muted-foreground">Opens by itself when it is done</span>
          </div>
          <div
            ref={boxRef}
            aria-live="polite"
            aria-label="Email being written"
            data-testid="generation-text"
            className="max-h-[55vh] min-h-48 overflow-y-auto px-5 py-4 font-serif text-[16px] leading-relaxed whitespace-pre-wrap sm:px-6"
          >
            {text ? (
              <>
                {text}
                <span className="ml-0.5 inline-block h-5 w-0.5 translate-y-1 animate-pulse bg-brand-600" aria-hidden="true" />
              </>
            ) : (
              <div className="space-y-3 py-1" aria-hidden="true">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-11/12" />
                <Skeleton className="h-4 w-4/5" />
              </div>
            )}
          </div>
        </Card>
      ) : null}
    </section>
  );
}
