import { useEffect, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { CalendarDays, Copy, Download, Eye, Inbox, Loader2, PenLine, Plus, RefreshCw, Search, SearchX, Trash2, Users, XCircle } from "lucide-react";
import { cn } from "@/lib/utils";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Hint } from "@/components/ui/tooltip";
import { toast } from "@/components/ui/use-toast";
import { outOfTrialCredits } from "@/features/dashboard/logic";
import { useSubscription, useUsage } from "@/features/usage/hooks";
import { DEFAULT_USAGE, isActiveSubscription } from "@/features/usage/logic";
import { copyEmail, downloadEmail } from "./actions";
import { hasContent } from "./files";
import { deleteEmail, fullEmail, useEmails } from "./hooks";
import { bonusNote, filterEmails, listUsageText, planBadge, shortDate, type ListFilter } from "./list";
import { ListErrorBoundary } from "./ListErrorBoundary";
import { StatusBadge } from "./StatusBadge";
import type { Email } from "./types";

export const DELETE_TITLE = "Delete Email";
export const DELETE_TEXT = "Are you sure you want to delete this email? This action cannot be undone.";

/** /emails and /manage-emails: the library of the user's emails. */
export default function EmailsPage() {
  const { usage } = useUsage();
  const { subscription } = useSubscription();
  const subscribed = isActiveSubscription(subscription) || usage?.isSubscribed === true;
  const u = usage ?? DEFAULT_USAGE;
  const note = bonusNote(u);
  const out = outOfTrialCredits(usage, subscribed);

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">My Emails</h2>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge tone={subscribed ? "brand" : "neutral"} data-testid="plan-badge">
              {planBadge(subscribed)}
            </Badge>
            <span data-testid="list-usage">
              {usage ? listUsageText(u, subscribed) : <Skeleton className="inline-block h-4 w-36 align-middle" />}
              {usage && note && !subscribed ? ` ${note}` : ""}
            </span>
          </div>
        </div>
        {/* As on the dashboard: with no credits left the button says why it cannot be used. */}
        {out ? (
          <Button variant="outline" disabled data-testid="create-email-used-up">
            <Plus className="size-4" /> Free trial used up
          </Button>
        ) : (
          <Button asChild>
            <Link to="/create">
              <Plus className="size-4" /> Create New Email
            </Link>
          </Button>
        )}
      </header>

      {out ? (
        <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:p-5" data-testid="trial-complete">
          <XCircle className="hidden size-6 shrink-0 text-red-600 sm:block" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-red-900">Trial Complete</p>
            <p className="text-sm text-red-800">You've used all your free credits. Upgrade to Starter to keep creating story emails.</p>
          </div>
          <Button asChild variant="destructive">
            <Link to="/subscribe">Upgrade Now</Link>
          </Button>
        </div>
      ) : null}

      <ListErrorBoundary>
        <EmailLibrary />
      </ListErrorBoundary>
    </div>
  );
}

const FILTERS: { value: ListFilter; label: string }[] = [
  { value: "all", label: "All Emails" },
  { value: "recent", label: "Recent (7 days)" },
];

/** How long typing pauses before the server is asked for the search. */
export const SEARCH_DEBOUNCE_MS = 300;

/** value, once it has stopped changing for ms. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/**
 * Search, filter and the cards. Search and filter live in the address, so a remount keeps them.
 * The server searches and pages; the list grows a page at a time with "Load more".
 */
function EmailLibrary() {
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const filter: ListFilter = params.get("filter") === "recent" ? "recent" : "all";
  const asked = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const { emails, error, isLoading, hasMore, loadMore, loadingMore, moreError } = useEmails(asked);

  function update(next: { q?: string; filter?: ListFilter }) {
    const p = new URLSearchParams(params);
    const q = next.q ?? search;
    const f = next.filter ?? filter;
    if (q) p.set("q", q);
    else p.delete("q");
    if (f === "recent") p.set("filter", "recent");
    else p.delete("filter");
    setParams(p, { replace: true });
  }

  if (error && !emails) {
    return (
      <Card className="px-6 py-12 text-center" role="alert">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50 text-danger">
          <XCircle className="size-6" />
        </span>
        <h3 className="mt-4 text-lg font-semibold">Unable to Load Emails</h3>
        <p className="mt-1 text-sm text-muted-foreground">Something went wrong while loading your emails.</p>
        <Button variant="outline" className="mt-5" onClick={() => window.location.reload()}>
          <RefreshCw className="size-4" /> Refresh Page
        </Button>
      </Card>
    );
  }

  // The server answered for `asked`; the text typed since narrows what is loaded until it catches up.
  const shown = emails ? filterEmails(emails, search === asked ? "" : search, filter) : [];
  const searching = search.trim() !== "";

  return (
    <section aria-label="Your emails" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            aria-label="Search emails"
            placeholder="Search by title, topic, audience or campaign"
            className="pl-10"
            value={search}
            onChange={(e) => update({ q: e.target.value })}
          />
        </div>
        <div className="inline-flex shrink-0 rounded-xl bg-muted p-1" role="group" aria-label="Filter emails">
          {FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={filter === f.value}
              onClick={() => update({ filter: f.value })}
              className={cn(
                "flex-1 rounded-lg px-3.5 py-2 text-sm font-medium whitespace-nowrap transition sm:flex-none",
                filter === f.value ? "bg-surface text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {f.label}
            </button>
          ))}
        </div>
      </div>

      {isLoading || !emails ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-busy="true" aria-label="Loading emails">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-52 rounded-2xl" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        emails.length === 0 && !searching && filter === "all" ? (
          <EmptyState
            icon={Inbox}
            title="No emails yet"
            text="Your story emails are saved here automatically. Write your first one in a few minutes."
            action={
              <Button asChild>
                <Link to="/create">
                  <Plus className="size-4" /> Create Your First Email
                </Link>
              </Button>
            }
          />
        ) : (
          <EmptyState icon={SearchX} title="No emails found" text="Try adjusting your search terms" />
        )
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {shown.length} {shown.length === 1 ? "email" : "emails"}
            {filter === "recent" ? ` of ${emails.length}` : ""}
            {hasMore ? " shown" : ""}
          </p>
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {shown.map((e) => (
              <li key={e.id}>
                <EmailCard email={e} />
              </li>
            ))}
          </ul>
        </>
      )}
      {emails && hasMore ? (
        <div className="flex flex-col items-center gap-2 pt-2">
          <Button variant="outline" onClick={() => void loadMore()} disabled={loadingMore} aria-busy={loadingMore} data-testid="load-more">
            {loadingMore ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
            {loadingMore ? "Loading..." : "Load more"}
          </Button>
          {moreError ? (
            <p role="alert" className="text-sm text-danger">
              Unable to load more emails. Please try again.
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function EmptyState({ icon: Icon, title, text, action }: { icon: typeof Inbox; title: string; text: string; action?: ReactNode }) {
  return (
    <Card className="border-dashed px-6 py-14 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Icon className="size-7" />
      </span>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mx-auto mt-1 max-w-sm text-sm text-muted-foreground">{text}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </Card>
  );
}

function EmailCard({ email }: { email: Email }) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // The list carries no written text: the actions fetch the whole email first.
  const content = hasContent(email) || email.status === "generated";
  const view = `/view-email/${encodeURIComponent(email.id)}`;
  const [fetching, setFetching] = useState(false);

  async function withFullEmail(act: (full: Email) => unknown) {
    setFetching(true);
    try {
      await act(await fullEmail(email.id));
    } catch {
      toast({ title: "Unable to Load Email", description: "Please try again.", variant: "destructive" });
    } finally {
      setFetching(false);
    }
  }

  async function onDelete() {
    setDeleting(true);
    try {
      await deleteEmail(email.id);
      toast({ title: "Email Deleted", description: `"${email.title}" was deleted.`, variant: "success" });
    } catch {
      toast({ title: "Delete Failed", description: "Failed to delete email. Please try again.", variant: "destructive" });
      setDeleting(false);
    }
  }

  return (
    <Card className={cn("flex h-full flex-col transition-colors hover:border-brand-200", deleting && "opacity-50")} data-testid="email-card">
      <div className="flex-1 space-y-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 text-base leading-snug font-semibold break-words">
            <Link to={view} className="hover:text-brand-700 hover:underline">
              {email.title}
            </Link>
          </h3>
          <StatusBadge status={email.status} className="shrink-0" />
        </div>
        <p className="line-clamp-2 text-sm text-muted-foreground">{email.contentFocus}</p>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-3.5" /> {shortDate(email.createdAt)}
          </span>
          <span className="inline-flex min-w-0 items-center gap-1.5">
            <Users className="size-3.5 shrink-0" /> <span className="truncate">Target: {email.targetAudience}</span>
          </span>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-border px-4 py-3">
        <Button asChild variant="outline" size="sm">
          <Link to={view}>
            <Eye className="size-4" /> Preview
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={`/edit-email/${encodeURIComponent(email.id)}`}>
            <PenLine className="size-4" /> Create Similar
          </Link>
        </Button>
        <div className="ml-auto flex items-center gap-1">
          <Hint label="Copy">
            <Button variant="ghost" size="icon" className="size-8" aria-label="Copy" disabled={!content || fetching} onClick={() => void withFullEmail(copyEmail)}>
              <Copy className="size-4" />
            </Button>
          </Hint>
          <Hint label="Download">
            <Button variant="ghost" size="icon" className="size-8" aria-label="Download" disabled={!content || fetching} onClick={() => void withFullEmail(downloadEmail)}>
              <Download className="size-4" />
            </Button>
          </Hint>
          <Hint label="Delete">
            <Button
              variant="ghost"
              size="icon"
              className="size-8 text-danger hover:bg-red-50"
              aria-label="Delete"
              disabled={deleting}
              onClick={() => setConfirming(true)}
            >
              <Trash2 className="size-4" />
            </Button>
          </Hint>
        </div>
      </div>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{DELETE_TITLE}</AlertDialogTitle>
            <AlertDialogDescription>{DELETE_TEXT}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction destructive onClick={() => void onDelete()}>
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
