/**
 * What the Create Email and Create Similar pages share: sending the form, following the
 * generation to the finished email, and the credit notices.
 */
import { useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { AlertTriangle, Sparkles, XCircle } from "lucide-react";
import { mutate as globalMutate } from "swr";
import { ApiError, isUnauthorized, serverMessage, statusOf } from "@/lib/api";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useSessionHandlers } from "@/features/auth/session";
import { USAGE_KEY, useSubscription, useUsage } from "@/features/usage/hooks";
import {
  STARTER_MONTHLY,
  TRIAL_CREDITS,
  TRIAL_USED_TEXT,
  TRIAL_USED_TITLE,
  isActiveSubscription,
  trialUsedBefore,
} from "@/features/usage/logic";
import { GenerationView } from "./GenerationView";
import { EmailForm, type ServerProblem } from "./EmailForm";
import { creditState, editLimitMessage, LIMIT_MESSAGE, LIMIT_TITLE } from "./credits";
import { serverFieldErrors, type FormValues } from "./form";
import { createEmail } from "./hooks";
import type { EmailPayload } from "./types";
import { useGeneration } from "./useGeneration";

export type ComposeVariant = "create" | "edit";

export const GENERATED_TOAST = { title: "Email Generated!", description: "Your story email has been generated successfully." };

/** Plan and credits as these pages see them (plenty left until usage is known). */
export function useCredits() {
  const { usage } = useUsage();
  const { subscription } = useSubscription();
  const subscribed = isActiveSubscription(subscription) || usage?.isSubscribed === true;
  return { usage, subscribed, credits: creditState(usage, subscribed) };
}

function isLimitReached(err: unknown): boolean {
  const status = statusOf(err);
  if (status === 402) return true;
  if (status === 409 && err instanceof ApiError) {
    const d = err.data as { error?: unknown } | undefined;
    return d?.error === LIMIT_TITLE;
  }
  return false;
}

/** The form plus the live wait that replaces it after submit. */
export function Composer({
  variant,
  initial,
  submitLabel,
}: {
  variant: ComposeVariant;
  initial?: FormValues;
  submitLabel: string;
}) {
  const navigate = useNavigate();
  const { unauthorized, sessionExpired } = useSessionHandlers();
  const { subscribed, credits } = useCredits();
  const [submitting, setSubmitting] = useState(false);
  const [last, setLast] = useState<{ payload: EmailPayload; values: FormValues } | null>(null);

  const gen = useGeneration({
    onGenerated: (id, hard) => {
      toast({ ...GENERATED_TOAST, variant: "success" });
      const to = `/view-email/${encodeURIComponent(id)}`;
      if (hard) window.location.assign(to);
      else navigate(to);
    },
    onFailed: (message) => {
      // The server gave the credit back: show it now in the top bar and the navigation.
      void globalMutate(USAGE_KEY);
      toast({ title: "Generation Failed", description: message || "Failed to create email. Please try again.", variant: "destructive" });
    },
  });

  async function submit(payload: EmailPayload, values: FormValues): Promise<ServerProblem | void> {
    setSubmitting(true);
    setLast({ payload, values });
    gen.begin();
    try {
      const res = await createEmail(payload);
      if (variant === "edit") {
        toast({ title: "New Email Created!", description: "Your new email is being written now.", variant: "success" });
      }
      gen.track(res.id);
      window.scrollTo({ top: 0, behavior: "smooth" });
    } catch (err) {
      gen.abort();
      return failed(err, values);
    } finally {
      setSubmitting(false);
    }
  }

  function failed(err: unknown, values: FormValues): ServerProblem | void {
    if (isUnauthorized(err)) return void unauthorized();
    if (statusOf(err) === 401) return void sessionExpired();
    if (isLimitReached(err)) {
      toast({
        title: LIMIT_TITLE,
        description: variant === "edit" ? editLimitMessage(subscribed) : (serverMessage(err) ?? LIMIT_MESSAGE),
        variant: "destructive",
      });
      void globalMutate(USAGE_KEY);
      return;
    }
    const message = serverMessage(err);
    // 400: a field is invalid; 422: the story's language cannot be written. Both name a field.
    if ((statusOf(err) === 400 || statusOf(err) === 422) && err instanceof ApiError) {
      toast({ title: variant === "edit" ? "Creation Failed" : "Generation Failed", description: message, variant: "destructive" });
      const { errors, focus } = serverFieldErrors(err.data, values);
      return { errors, focus };
    }
    if (variant === "edit") {
      toast({ title: "Creation Failed", description: "Failed to create modified email. Please try again.", variant: "destructive" });
    } else {
      toast({ title: "Generation Failed", description: message ?? "Failed to create email. Please try again.", variant: "destructive" });
    }
  }

  const waiting = gen.state.phase !== "idle";
  const footnote = credits.disabled ? (
    "No credits left."
  ) : (
    <>
      Uses 1 credit ·{" "}
      <span className="font-medium text-foreground" data-testid="credits-left">
        {subscribed
          ? `${credits.remaining} email${credits.remaining === 1 ? "" : "s"} left this month`
          : `${credits.remaining} credit${credits.remaining === 1 ? "" : "s"} left`}
      </span>
    </>
  );

  return (
    <>
      {waiting ? (
        <GenerationView
          state={gen.state}
          title={last?.payload.title ?? ""}
          emailLength={last?.payload.emailLength}
          connected={gen.connected}
          maxPolls={gen.maxPolls}
          onBack={gen.reset}
          onRetry={() => {
            if (last) void submit(last.payload, last.values);
          }}
        />
      ) : null}
      {/* Kept mounted while waiting, so going back finds every answer where it was. */}
      <div hidden={waiting}>
        <EmailForm
          initial={initial}
          disabled={credits.disabled}
          submitting={submitting}
          submitLabel={submitLabel}
          footnote={footnote}
          onSubmit={submit}
        />
      </div>
    </>
  );
}

// --- Credit notices --------------------------------------------------------------------------

function Notice({
  tone,
  title,
  children,
  actions,
  testId,
}: {
  tone: "danger" | "warning";
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  const danger = tone === "danger";
  const Icon = danger ? XCircle : AlertTriangle;
  return (
    <div
      role={danger ? "alert" : "status"}
      data-testid={testId}
      className={
        danger
          ? "flex flex-col gap-4 rounded-2xl border border-red-200 bg-red-50 p-5 sm:flex-row sm:items-center"
          : "flex flex-col gap-4 rounded-2xl border border-orange-200 bg-orange-50 p-5 sm:flex-row sm:items-center"
      }
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span
          className={
            danger
              ? "flex size-10 shrink-0 items-center justify-center rounded-xl bg-red-100 text-red-700"
              : "flex size-10 shrink-0 items-center justify-center rounded-xl bg-orange-100 text-orange-700"
          }
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0">
          <p className={danger ? "font-semibold text-red-900" : "font-semibold text-orange-900"}>{title}</p>
          <p className={danger ? "mt-0.5 text-sm text-red-800" : "mt-0.5 text-sm text-orange-800"}>{children}</p>
        </div>
      </div>
      {actions ? <div className="flex shrink-0 flex-col gap-2 sm:flex-row">{actions}</div> : null}
    </div>
  );
}

function UpgradeButton({ danger }: { danger?: boolean }) {
  return (
    <Button asChild variant={danger ? "destructive" : "primary"}>
      <Link to="/subscribe">
        <Sparkles className="size-4" /> Upgrade to Starter
      </Link>
    </Button>
  );
}

/** The Create Email page's cards: Trial Complete (red), Almost Out of Credits (orange), or the monthly limit. */
export function CreateCreditNotices() {
  const { usage, subscribed, credits } = useCredits();
  if (!usage) return null;
  if (credits.trialComplete) {
    return (
      <Notice
        tone="danger"
        title="Trial Complete"
        testId="trial-complete"
        actions={
          <>
            <UpgradeButton danger />
            <Button asChild variant="outline">
              <Link to="/billing">View All Plans</Link>
            </Button>
          </>
        }
      >
        You've used all {TRIAL_CREDITS} free credits. Upgrade to Starter for {STARTER_MONTHLY} story emails every month.
      </Notice>
    );
  }
  if (credits.disabled && trialUsedBefore(usage, subscribed)) {
    return (
      <Notice tone="danger" title={TRIAL_USED_TITLE} testId="trial-used-before" actions={<UpgradeButton danger />}>
        {TRIAL_USED_TEXT}
      </Notice>
    );
  }
  if (credits.disabled) {
    return (
      <Notice
        tone="danger"
        title={subscribed ? "Monthly Limit Reached" : "No Credits Left"}
        testId="no-credits"
        actions={
          <Button asChild variant="outline">
            <Link to="/billing">View Billing</Link>
          </Button>
        }
      >
        {subscribed
          ? `You've used all ${STARTER_MONTHLY} emails this month. Your credits reset with your next billing cycle.`
          : "You have no credits left. Upgrade to keep creating story emails."}
      </Notice>
    );
  }
  if (credits.almostOut) {
    return (
      <Notice tone="warning" title="Almost Out of Credits" testId="almost-out" actions={<UpgradeButton />}>
        You have {credits.remaining} credit{credits.remaining === 1 ? "" : "s"} left in your free trial. Upgrade to Starter
        to keep creating story emails.
      </Notice>
    );
  }
  return null;
}

/** Create Similar's banner at 0 credits and its warning at 2 or fewer. */
export function EditCreditNotices() {
  const { usage, subscribed, credits } = useCredits();
  if (!usage) return null;
  if (credits.outTitle) {
    return (
      <Notice
        tone="danger"
        title={credits.outTitle}
        testId="credits-exhausted"
        actions={subscribed ? (
          <Button asChild variant="outline">
            <Link to="/billing">View Billing</Link>
          </Button>
        ) : (
          <UpgradeButton danger />
        )}
      >
        {credits.remaining === 0 && trialUsedBefore(usage, subscribed) ? TRIAL_USED_TEXT : editLimitMessage(subscribed)}
      </Notice>
    );
  }
  if (credits.low) {
    return (
      <Notice tone="warning" title="Running Low on Credits" testId="low-credits" actions={subscribed ? undefined : <UpgradeButton />}>
        Creating this email uses 1 credit. You have {credits.remaining} credit{credits.remaining === 1 ? "" : "s"} left
        {subscribed ? " this month" : ""}.
      </Notice>
    );
  }
  return null;
}
