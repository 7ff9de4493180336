import { useState } from "react";
import { Copy, Download, Eye, Inbox, RefreshCw, Wrench } from "lucide-react";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Hint } from "@/components/ui/tooltip";
import { toast } from "@/components/ui/use-toast";
import { copyAdminEmail, downloadAdminEmail, retryAdminEmail, useRetryOutcomes } from "./emailActions";
import { EmailDetailDialog } from "./EmailDetailDialog";
import { emailActions, refreshEmails, useAdminEmails, useListQuery } from "./hooks";
import { EMAILS_PAGE_SIZE, EMAIL_SORTS, EMAIL_STATUS_FILTERS, dateTime, emailIdFragment, emailStatusBadge, fixStuckToast, formatCount, pageCount, shortDate, timeOfDay, unwrapEmails } from "./logic";
import { LiveBadge } from "./OverviewPage";
import { ListState } from "./ListState";
import { FilterSelect, NumberedPagination, PageHeader, SearchBox, SortSelect, Td } from "./parts";
import type { AdminEmail } from "./types";
import { UserDetailsDialog } from "./UserDetailsDialog";

type StatusFilter = (typeof EMAIL_STATUS_FILTERS)[number]["value"];

/** /admin/emails: every generated email, live, with retry and the debug view. */
export default function EmailsPage() {
  const list = useListQuery<StatusFilter>("all");
  const query = useAdminEmails(list.page, list.search, list.filter, list.sort);
  const { data } = query;
  useRetryOutcomes();
  const [viewing, setViewing] = useState<AdminEmail | null>(null);
  const [userFor, setUserFor] = useState<string | null>(null);
  const [fixing, setFixing] = useState(false);
  const [retrying, setRetrying] = useState<string | null>(null);

  const emails = unwrapEmails(data);
  const total = data?.total ?? 0;
  const totalPages = data?.totalPages ?? pageCount(total, EMAILS_PAGE_SIZE);

  async function fixStuck() {
    setFixing(true);
    try {
      const res = await emailActions.fixStuck();
      toast(fixStuckToast(res?.fixedCount ?? 0, res?.message));
    } catch (err) {
      toast({ title: "Fix Failed", description: errorMessage(err, "Stuck emails could not be fixed."), variant: "destructive" });
    } finally {
      setFixing(false);
      void refreshEmails();
    }
  }

  async function retry(e: AdminEmail) {
    setRetrying(e.id);
    await retryAdminEmail(e);
    setRetrying(null);
  }

  const actions: RowActions = {
    view: setViewing,
    user: setUserFor,
    retry: (e) => void retry(e),
    retrying,
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Email Content"
        description={data ? `${formatCount(total)} ${total === 1 ? "email" : "emails"}` : "Every email written on the platform."}
        actions={
          <>
            <LiveBadge />
            <Button variant="outline" onClick={() => void fixStuck()} loading={fixing}>
              <Wrench className="size-4" /> Fix Stuck Emails
            </Button>
          </>
        }
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox value={list.input} onChange={list.setInput} label="Search emails" placeholder="Search by title, topic, email ID or owner's email" />
        <FilterSelect value={list.filter} onChange={list.setFilter} options={EMAIL_STATUS_FILTERS} label="Filter by email status" />
        <SortSelect sort={list.sort} onSort={list.setSort} options={EMAIL_SORTS} />
      </div>

      <ListState
        query={query}
        errorTitle="Error loading emails"
        items={emails}
        empty={{ icon: Inbox, title: "No emails found", text: list.search || list.filter !== "all" ? "Try another search or status." : "Emails appear here as users write them." }}
        label="Emails"
        columns={[
          { label: "Title", sortKey: "title" },
          { label: "ID" },
          { label: "Owner", sortKey: "user" },
          { label: "Status", sortKey: "status" },
          { label: "Created", sortKey: "created" },
          { label: "Actions", className: "text-right" },
        ]}
        sorting={list}
        card={(e) => <EmailCard email={e} actions={actions} />}
        row={(e) => <EmailRow email={e} actions={actions} />}
        skeleton={{ cardHeight: "h-36" }}
        footer={<NumberedPagination page={list.page} totalPages={totalPages} onPage={list.setPage} label="Email pages" />}
      />

      <EmailDetailDialog
        email={viewing}
        onClose={() => setViewing(null)}
        onOpenUser={(id) => {
          setViewing(null);
          setUserFor(id);
        }}
      />
      <UserDetailsDialog userId={userFor} onClose={() => setUserFor(null)} />
    </div>
  );
}

interface RowActions {
  view: (e: AdminEmail) => void;
  user: (id: string) => void;
  retry: (e: AdminEmail) => void;
  retrying: string | null;
}

function StatusCell({ status }: { status: string }) {
  const b = emailStatusBadge(status);
  return (
    <Badge tone={b.tone} data-testid="admin-email-status">
      {status === "processing" ? <span className="size-1.5 animate-pulse rounded-full bg-current" aria-hidden="true" /> : null}
      {b.label}
    </Badge>
  );
}

function RowButtons({ email, actions }: { email: AdminEmail; actions: RowActions }) {
  return (
    <span className="inline-flex items-center gap-0.5">
      <Hint label="View details">
        <Button variant="ghost" size="icon" className="size-8" aria-label={`View ${email.title}`} onClick={() => actions.view(email)}>
          <Eye className="size-4" />
        </Button>
      </Hint>
      {email.status === "failed" ? (
        <Hint label="Retry generation">
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-brand-700"
            aria-label={`Retry ${email.title}`}
            loading={actions.retrying === email.id}
            onClick={() => actions.retry(email)}
          >
            {actions.retrying === email.id ? null : <RefreshCw className="size-4" />}
          </Button>
        </Hint>
      ) : null}
      <Hint label="Copy content">
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Copy ${email.title}`} onClick={() => void copyAdminEmail(email)}>
          <Copy className="size-4" />
        </Button>
      </Hint>
      <Hint label="Download as text">
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Download ${email.title}`} onClick={() => downloadAdminEmail(email)}>
          <Download className="size-4" />
        </Button>
      </Hint>
    </span>
  );
}

function UserLink({ email, actions, className }: { email: AdminEmail; actions: RowActions; className?: string }) {
  return (
    <button
      type="button"
      className={cn("block max-w-44 truncate text-left text-sm text-brand-700 underline-offset-2 hover:underline", className)}
      title={email.userEmail ? `${email.userEmail} (${email.userId})` : email.userId}
      onClick={() => actions.user(email.userId)}
      data-testid="admin-email-owner"
    >
      {email.userEmail || "Deleted user"}
    </button>
  );
}

/** The title on up to two lines with the topic under it; both in full on hover. */
function TitleAndTopic({ email, className = "font-medium" }: { email: AdminEmail; className?: string }) {
  return (
    <div className="min-w-0">
      <p className={cn("line-clamp-2 break-words", className)} title={email.title}>
        {email.title}
      </p>
      {email.contentFocus ? (
        <p className="mt-0.5 line-clamp-1 text-[13px] break-words text-muted-foreground" title={email.contentFocus}>
          {email.contentFocus}
        </p>
      ) : null}
    </div>
  );
}

function EmailRow({ email, actions }: { email: AdminEmail; actions: RowActions }) {
  return (
    <tr className="hover:bg-slate-50/60" data-testid="admin-email-row" data-email-id={email.id}>
      <Td className="min-w-56">
        <TitleAndTopic email={email} />
      </Td>
      <Td className="max-w-32 truncate font-mono text-xs text-muted-foreground">
        <span title={email.id}>{emailIdFragment(email.id)}</span>
      </Td>
      <Td>
        <UserLink email={email} actions={actions} />
      </Td>
      <Td>
        <StatusCell status={email.status} />
      </Td>
      <Td className="whitespace-nowrap">
        {/* Date over time: the title gets the width a one-line date and time would take. */}
        <span className="block">{shortDate(email.createdAt)}</span>
        <span className="block text-xs text-muted-foreground">{timeOfDay(email.createdAt)}</span>
      </Td>
      <Td className="text-right whitespace-nowrap">
        <RowButtons email={email} actions={actions} />
      </Td>
    </tr>
  );
}

function EmailCard({ email, actions }: { email: AdminEmail; actions: RowActions }) {
  return (
    <Card className="p-4" data-testid="admin-email-card" data-email-id={email.id}>
      <div className="flex items-start justify-between gap-3">
        <TitleAndTopic email={email} className="font-semibold" />
        <StatusCell status={email.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-xs">
        <div className="min-w-0">
          <dt className="text-muted-foreground">Owner</dt>
          <dd>
            <UserLink email={email} actions={actions} className="max-w-full" />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Created</dt>
          <dd className="font-medium">{dateTime(email.createdAt)}</dd>
        </div>
      </dl>
      <div className="mt-2 -mb-1 flex justify-end">
        <RowButtons email={email} actions={actions} />
      </div>
    </Card>
  );
}
