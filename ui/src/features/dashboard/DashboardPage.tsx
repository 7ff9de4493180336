import { useEffect, useState } from "react";
import { Link } from "react-router";
import { ArrowRight, Download, FileText, Gift, Inbox, Info, PartyPopper, Plus, RefreshCw, Sparkles, Trophy, X, XCircle, Zap } from "lucide-react";
import { useRealtimeEvent } from "@/lib/realtime";
import { cn } from "@/lib/utils";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useUser } from "@/features/auth/useUser";
import { greeting, markWelcomed, welcomedBefore } from "@/features/auth/welcome";
import { dismissBonus, useActionTakerStatus, useEmails } from "@/features/emails/hooks";
import { shortDate } from "@/features/emails/list";
import { StatusBadge } from "@/features/emails/StatusBadge";
import { useSubscription, useUsage } from "@/features/usage/hooks";
import {
  DEFAULT_USAGE,
  STARTER_MONTHLY,
  TRIAL_CREDITS,
  TRIAL_USED_TEXT,
  TRIAL_USED_TITLE,
  isActiveSubscription,
  trialUsedBefore,
  usageLevel,
  usagePercent,
  type Usage,
} from "@/features/usage/logic";
import {
  BONUS_DAYS,
  BONUS_EMAILS,
  bonusPercent,
  plural,
  recentEmails,
  showBonusProgress,
  showBonusUnlocked,
  outOfTrialCredits,
  showTrialComplete,
} from "./logic";

/** / and /dashboard for a signed-in user. */
export default function DashboardPage() {
  const { user } = useUser();
  const { usage } = useUsage();
  const { subscription } = useSubscription();
  const subscribed = isActiveSubscription(subscription) || usage?.isSubscribed === true;
  const { status, mutate: refreshBonus } = useActionTakerStatus();

  // Each new email moves the bonus along: ask again when the server says usage changed.
  useRealtimeEvent("usage", () => void refreshBonus());

  const out = outOfTrialCredits(usage, subscribed);
  const progress = showBonusProgress(status, subscribed);
  const unlocked = showBonusUnlocked(status);
  const firstName = user?.firstName?.trim();
  // Decided once per visit, so the heading does not change under the reader.
  const [returning] = useState(() => welcomedBefore(user?.id));
  useEffect(() => markWelcomed(user?.id), [user?.id]);

  return (
    <div className="space-y-6">
      {showTrialComplete(usage, subscribed) ? (
        <div
          role="alert"
          data-testid="trial-complete"
          className="flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:p-5"
        >
          <XCircle className="hidden size-6 shrink-0 text-red-600 sm:block" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-red-900">Trial Complete!</p>
            <p className="text-sm text-red-800">
              You've used all {TRIAL_CREDITS} free credits. Upgrade to Starter for {STARTER_MONTHLY} story emails every month.
            </p>
          </div>
          <Button asChild variant="destructive">
            <Link to="/subscribe">Upgrade to Starter</Link>
          </Button>
        </div>
      ) : null}

      {trialUsedBefore(usage, subscribed) ? (
        <div
          role="status"
          data-testid="trial-used-before"
          className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:p-5"
        >
          <Info className="hidden size-6 shrink-0 text-amber-600 sm:block" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-amber-900">{TRIAL_USED_TITLE}</p>
            <p className="text-sm text-amber-800">{TRIAL_USED_TEXT}</p>
          </div>
          <Button asChild>
            <Link to="/subscribe">Upgrade to Starter</Link>
          </Button>
        </div>
      ) : null}

      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {greeting(returning, firstName)}
          </h2>
          <p className="mt-1 text-[15px] text-muted-foreground">Turn your next story into a sales email.</p>
        </div>
        {out ? (
          <Button size="lg" variant="outline" disabled data-testid="create-email-used-up">
            <Plus className="size-4.5" /> Free trial used up
          </Button>
        ) : (
          <Button asChild size="lg">
            <Link to="/create">
              <Plus className="size-4.5" /> Create Email
            </Link>
          </Button>
        )}
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <UsageCard usage={usage} subscribed={subscribed} wide={!progress && !unlocked} />
        {progress && status ? <BonusProgressCard emailsCreated={status.emailsCreated} daysRemaining={status.daysRemaining} /> : null}
        {unlocked ? <BonusUnlockedCard onDismissed={() => void refreshBonus()} /> : null}
      </div>

      <RecentEmails />
    </div>
  );
}

function UsageCard({ usage, subscribed, wide }: { usage: Usage | undefined; subscribed: boolean; wide: boolean }) {
  const u = usage ?? DEFAULT_USAGE;
  const total = u.emailsCreated + u.emailsRemaining;
  const level = usageLevel(u.emailsRemaining);
  const tone = level === "out" ? "danger" : level === "low" ? "warning" : "brand";
  return (
    <Card
      className={cn(
        "p-5 sm:p-6",
        wide && "md:col-span-2",
        level === "out" && "border-red-200 bg-red-50/50",
        level === "low" && "border-orange-200 bg-orange-50/50",
      )}
      data-testid="usage-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <Zap className="size-5" />
          </span>
          <div>
            <h3 className="font-semibold tracking-tight">Your Usage</h3>
            <p className="text-sm text-muted-foreground">{subscribed ? "Starter Plan · resets monthly" : "Trial Plan · one-time credits"}</p>
          </div>
        </div>
        <Badge tone={subscribed ? "brand" : "neutral"}>{subscribed ? "Starter" : "Trial"}</Badge>
      </div>

      {usage ? (
        <div className="mt-5 space-y-2">
          <div className="flex items-baseline justify-between gap-2">
            <p className="text-3xl font-bold tracking-tight tabular-nums">
              {u.emailsCreated}
              <span className="text-lg font-medium text-muted-foreground"> / {total}</span>
            </p>
            <p
              className={cn(
                "text-sm font-medium",
                level === "out" ? "text-red-700" : level === "low" ? "text-orange-700" : "text-muted-foreground",
              )}
              data-testid="usage-remaining"
            >
              {level === "out"
                ? subscribed
                  ? "Monthly limit reached"
                  : "Out of credits"
                : `${plural(u.emailsRemaining, subscribed ? "email" : "credit")} remaining`}
            </p>
          </div>
          <Progress value={usagePercent(u)} tone={tone} aria-label="Credits used" />
          <p className="text-xs text-muted-foreground">
            {subscribed ? `${u.emailsCreated} of ${STARTER_MONTHLY} emails used this month` : `${usagePercent(u)}% of your trial credits used`}
            {u.bonusCredits ? ` · includes ${plural(u.bonusCredits, "bonus credit")}` : ""}
          </p>
        </div>
      ) : (
        <div className="mt-5 space-y-2" aria-busy="true">
          <Skeleton className="h-9 w-28" />
          <Skeleton className="h-2 w-full" />
        </div>
      )}

      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {subscribed ? (
          <Link to="/billing" className="font-semibold text-brand-700 hover:underline">
            Manage billing
          </Link>
        ) : (
          <>
            {/* With nothing left, the banner above is the one upgrade prompt on the page. */}
            {level === "out" ? null : (
              <Button asChild size="sm">
                <Link to="/subscribe">
                  <Sparkles className="size-4" /> Upgrade to Starter
                </Link>
              </Button>
            )}
            <Link to="/billing" className="font-medium text-brand-700 hover:underline">
              view plans
            </Link>
          </>
        )}
      </div>
    </Card>
  );
}

function BonusProgressCard({ emailsCreated, daysRemaining }: { emailsCreated: number; daysRemaining: number }) {
  const done = Math.min(BONUS_EMAILS, emailsCreated);
  return (
    <Card className="relative overflow-hidden border-amber-200 bg-gradient-to-br from-amber-50 to-surface p-5 sm:p-6" data-testid="bonus-progress">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
          <Trophy className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold tracking-tight">Action Taker Bonus</h3>
          <p className="text-sm text-muted-foreground">
            Create {BONUS_EMAILS} emails within your first {BONUS_DAYS} days to unlock 20 story templates.
          </p>
        </div>
      </div>
      <div className="mt-5 space-y-2">
        <div className="flex items-center justify-between text-sm">
          <span className="font-semibold tabular-nums">
            {done} of {BONUS_EMAILS} emails created
          </span>
          <span className="text-muted-foreground">{plural(Math.max(0, daysRemaining), "day")} left</span>
        </div>
        <Progress value={bonusPercent({ emailsCreated })} tone="warning" aria-label="Bonus progress" />
      </div>
      <Link to="/bonus" className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-amber-800 hover:underline">
        Learn about the bonus <ArrowRight className="size-4" />
      </Link>
    </Card>
  );
}

function BonusUnlockedCard({ onDismissed }: { onDismissed: () => void }) {
  const [busy, setBusy] = useState(false);
  async function dismiss() {
    setBusy(true);
    try {
      await dismissBonus();
      toast({ title: "Notification Dismissed", description: "You can still access the bonus from the Bonus tab anytime.", variant: "success" });
      onDismissed();
    } catch {
      toast({ title: "Error", description: "Unable to dismiss notification. Please try again.", variant: "destructive" });
      setBusy(false);
    }
  }
  return (
    <Card className="relative overflow-hidden border-emerald-200 bg-gradient-to-br from-emerald-50 to-surface p-5 sm:p-6" data-testid="bonus-unlocked">
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-3 right-3 size-8 text-muted-foreground"
        aria-label="Dismiss"
        onClick={() => void dismiss()}
        disabled={busy}
      >
        <X className="size-4" />
      </Button>
      <div className="flex items-start gap-3 pr-8">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-700">
          <PartyPopper className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold tracking-tight">Bonus Unlocked!</h3>
          <p className="text-sm text-muted-foreground">
            You created {BONUS_EMAILS} emails in your first {BONUS_DAYS} days. Your 20 story templates are ready.
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to="/bonus">
            <Download className="size-4" /> Download Templates
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/bonus">
            <Gift className="size-4" /> View Details
          </Link>
        </Button>
      </div>
    </Card>
  );
}

function RecentEmails() {
  const { emails, error, isLoading, mutate } = useEmails();
  const recent = recentEmails(emails);
  return (
    <Card>
      <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-4 sm:px-6">
        <h3 className="flex items-center gap-2 font-semibold tracking-tight">
          <FileText className="size-4.5 text-brand-700" /> Recent Emails
        </h3>
        <Link to="/manage-emails" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          View All <ArrowRight className="size-4" />
        </Link>
      </div>
      {error && !emails ? (
        <div className="px-6 py-8 text-center" role="alert">
          <p className="text-sm text-muted-foreground">Unable to Load Emails</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void mutate()}>
            <RefreshCw className="size-4" /> Try Again
          </Button>
        </div>
      ) : isLoading || !emails ? (
        <div className="space-y-3 p-5" aria-busy="true" aria-label="Loading emails">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : recent.length === 0 ? (
        <div className="px-6 py-12 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <Inbox className="size-6" />
          </span>
          <p className="mt-3 font-semibold">No emails yet</p>
          <p className="mt-1 text-sm text-muted-foreground">Your story emails appear here as soon as you create them.</p>
          <Button asChild className="mt-5">
            <Link to="/create">
              <Plus className="size-4" /> Create Your First Email
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="divide-y divide-border" data-testid="recent-emails">
          {recent.map((e) => (
            <li key={e.id}>
              <Link
                to={`/view-email/${encodeURIComponent(e.id)}`}
                className="flex items-center gap-3 px-5 py-3.5 transition hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:outline-none sm:px-6"
              >
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 font-medium break-words">{e.title}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {shortDate(e.createdAt)} · {e.contentFocus}
                  </p>
                </div>
                <StatusBadge status={e.status} className="shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
