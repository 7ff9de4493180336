import { useState } from "react";
import { Eye, MoreHorizontal, RotateCcw, SearchX, XCircle } from "lucide-react";
import { errorMessage } from "@/lib/api";
import {
  AlertDialog,
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
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Hint } from "@/components/ui/tooltip";
import { toast } from "@/components/ui/use-toast";
import { useAppConfig, useRole } from "@/features/auth/config";
import { CreateUserDialog } from "./CreateUserDialog";
import { adminActions, refreshAccounts, useAdminUsers, useListQuery } from "./hooks";
import { METRIC_HINTS, USERS_PAGE_SIZE, USER_SORTS, USER_STATUS_FILTERS, customerIdTail, formatCount, fullName, isActiveSubscriber, pageCount, shortDate, userBadge } from "./logic";
import { ListState } from "./ListState";
import { FilterSelect, NumberedPagination, PageHeader, SearchBox, SortSelect, Td, Trunc } from "./parts";
import type { AdminUser } from "./types";
import { UserDetailsDialog } from "./UserDetailsDialog";

type StatusFilter = (typeof USER_STATUS_FILTERS)[number]["value"];

/** /admin/users: find accounts and act on them. */
export default function UsersPage() {
  const { role } = useRole();
  const list = useListQuery<StatusFilter>("all");
  const query = useAdminUsers(list.page, list.search, list.filter, list.sort);
  const { data } = query;
  // Blame the search or the filter only when one is set.
  const emptyText = list.search || list.filter !== "all" ? "Try another search or status filter." : "Accounts appear here as people sign up.";
  const [detailsFor, setDetailsFor] = useState<string | null>(null);
  const [cancelFor, setCancelFor] = useState<AdminUser | null>(null);

  const users = data?.users ?? [];
  const total = data?.total ?? 0;
  const totalPages = data?.totalPages ?? pageCount(total, USERS_PAGE_SIZE);

  async function resetUsage(u: AdminUser) {
    try {
      await adminActions.resetUsage(u.id);
      toast({ title: "Usage Reset", description: `${u.email} can create emails again this period.`, variant: "success" });
    } catch (err) {
      toast({ title: "Error", description: errorMessage(err, "Failed to reset usage"), variant: "destructive" });
    } finally {
      void refreshAccounts(u.id);
    }
  }

  async function cancelSubscription(u: AdminUser) {
    try {
      await adminActions.cancelSubscription(u.id);
      toast({ title: "Subscription Canceled", description: `${u.email}'s subscription ended immediately.`, variant: "success" });
    } catch (err) {
      toast({ title: "Error", description: errorMessage(err, "Failed to cancel subscription"), variant: "destructive" });
    } finally {
      void refreshAccounts(u.id);
    }
  }

  const actions = { open: setDetailsFor, resetUsage: (u: AdminUser) => void resetUsage(u), cancel: setCancelFor };

  return (
    <div className="space-y-6">
      <PageHeader
        title="User Management"
        description={
          data ? (
            <span title={METRIC_HINTS.accounts} data-testid="users-total">
              {`${formatCount(total)} ${total === 1 ? "account" : "accounts"}${list.filter === "all" && !list.search ? ", staff included" : " match"}`}
            </span>
          ) : (
            "Accounts, plans and support actions."
          )
        }
        actions={role === "super" ? <CreateUserDialog /> : null}
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox value={list.input} onChange={list.setInput} label="Search users" placeholder="Search by name, email, ID or customer ID" />
        <FilterSelect value={list.filter} onChange={list.setFilter} options={USER_STATUS_FILTERS} label="Filter by status" />
        <SortSelect sort={list.sort} onSort={list.setSort} options={USER_SORTS} />
      </div>

      <ListState
        query={query}
        errorTitle="Error loading users"
        items={users}
        empty={{ icon: SearchX, title: "No users found", text: emptyText }}
        label="Users"
        columns={[
          { label: "User", sortKey: "name" },
          { label: "Email", sortKey: "email" },
          { label: "ID" },
          { label: "Status", sortKey: "status" },
          { label: "Member Since", sortKey: "created" },
          { label: "Stripe" },
          { label: "Actions", className: "text-right" },
        ]}
        sorting={list}
        card={(u) => <UserCard user={u} actions={actions} />}
        row={(u) => <UserRow user={u} actions={actions} />}
        skeleton={{ cardHeight: "h-32" }}
        footer={<NumberedPagination page={list.page} totalPages={totalPages} onPage={list.setPage} label="User pages" />}
      />

      <UserDetailsDialog userId={detailsFor} onClose={() => setDetailsFor(null)} />

      <AlertDialog open={cancelFor !== null} onOpenChange={(o) => !o && setCancelFor(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Cancel Subscription</AlertDialogTitle>
            <AlertDialogDescription>
              End {cancelFor?.email}'s Starter subscription immediately? They go back to the trial limits.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep</AlertDialogCancel>
            <Button
              variant="destructive"
              onClick={() => {
                const u = cancelFor;
                setCancelFor(null);
                if (u) void cancelSubscription(u);
              }}
            >
              Cancel Subscription
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

interface RowActions {
  open: (id: string) => void;
  resetUsage: (u: AdminUser) => void;
  cancel: (u: AdminUser) => void;
}

function StatusBadges({ user }: { user: AdminUser }) {
  const { superAdminId } = useAppConfig();
  const b = userBadge(user, superAdminId);
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={b.tone} data-testid="user-status">
        {b.label}
      </Badge>
      {user.actionTakerBonus ? <Badge tone="gold">Action Taker</Badge> : null}
    </span>
  );
}

function ActionsMenu({ user, actions }: { user: AdminUser; actions: RowActions }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for ${user.email}`}>
          <MoreHorizontal className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Actions</DropdownMenuLabel>
        {isActiveSubscriber(user) ? (
          <DropdownMenuItem destructive onSelect={() => actions.cancel(user)}>
            <XCircle /> Cancel Subscription
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => actions.resetUsage(user)}>
          <RotateCcw /> Reset Usage
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function ViewButton({ user, actions }: { user: AdminUser; actions: RowActions }) {
  return (
    <Hint label="View details">
      <Button variant="ghost" size="icon" className="size-8" aria-label={`View details of ${user.email}`} onClick={() => actions.open(user.id)}>
        <Eye className="size-4" />
      </Button>
    </Hint>
  );
}

function UserRow({ user, actions }: { user: AdminUser; actions: RowActions }) {
  return (
    <tr className="hover:bg-slate-50/60" data-testid="user-row">
      <Td>
        <Trunc text={fullName(user)} className="max-w-44 font-medium" />
      </Td>
      <Td>
        <Trunc text={user.email} className="max-w-56" />
      </Td>
      <Td>
        <Trunc text={user.id} className="max-w-32 font-mono text-xs text-muted-foreground" />
      </Td>
      <Td>
        <StatusBadges user={user} />
      </Td>
      <Td className="whitespace-nowrap">{shortDate(user.createdAt)}</Td>
      <Td className="font-mono text-xs whitespace-nowrap">{customerIdTail(user.stripeCustomerId)}</Td>
      <Td className="text-right whitespace-nowrap">
        <ViewButton user={user} actions={actions} />
        <ActionsMenu user={user} actions={actions} />
      </Td>
    </tr>
  );
}

function UserCard({ user, actions }: { user: AdminUser; actions: RowActions }) {
  return (
    <Card className="p-4" data-testid="user-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-semibold">{fullName(user)}</p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        </div>
        <div className="flex shrink-0">
          <ViewButton user={user} actions={actions} />
          <ActionsMenu user={user} actions={actions} />
        </div>
      </div>
      <div className="mt-3">
        <StatusBadges user={user} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-xs">
        <div>
          <dt className="text-muted-foreground">Member since</dt>
          <dd className="font-medium">{shortDate(user.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Stripe</dt>
          <dd className="font-mono">{customerIdTail(user.stripeCustomerId)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted-foreground">ID</dt>
          <dd className="truncate font-mono">{user.id}</dd>
        </div>
      </dl>
    </Card>
  );
}
