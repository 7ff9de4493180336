import { Link, useLocation } from "react-router";
import { CreditCard, LogOut, Menu, Settings, Zap } from "lucide-react";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { displayNameOf } from "@/features/auth/names";
import { useSignOut } from "@/features/auth/session";
import type { User } from "@/features/auth/types";
import { useSubscription, useUsage } from "@/features/usage/hooks";
import { DEFAULT_USAGE, isActiveSubscription, usageLevel, usageText } from "@/features/usage/logic";
import { titleForPath } from "./titles";
import { UserAvatar } from "./UserAvatar";

export function TopBar({ user, onMenu }: { user: User; onMenu: () => void }) {
  const { pathname } = useLocation();
  const { usage } = useUsage();
  const { subscription } = useSubscription();
  const signOut = useSignOut();
  const subscribed = isActiveSubscription(subscription) || usage?.isSubscribed === true;
  const u = usage ?? DEFAULT_USAGE;
  const level = subscribed ? "ok" : usageLevel(u.emailsRemaining);

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b sm:gap-3 border-border bg-surface/85 px-4 backdrop-blur-md sm:px-6">
      <Button variant="ghost" size="icon" className="-ml-2 lg:hidden" onClick={onMenu} aria-label="Open menu">
        <Menu className="size-5" />
      </Button>
      {/* On a phone a long title takes two lines rather than losing its end ("Dashbo…"). */}
      <h1
        className="line-clamp-2 min-w-0 flex-1 text-base leading-tight font-semibold tracking-tight break-words sm:line-clamp-1 sm:text-lg"
        data-testid="page-title"
      >
        {titleForPath(pathname)}
      </h1>
      {usage === undefined ? (
        // Never a guessed number: a placeholder until the server says how many are used.
        <Skeleton className="h-7 w-28 shrink-0 rounded-full" data-testid="usage-loading" />
      ) : (
      <Link
        to="/billing"
        className={cn(
          "inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset transition sm:px-3",
          level === "out" && "bg-red-50 text-red-700 ring-red-200",
          level === "low" && "bg-amber-50 text-amber-800 ring-amber-200",
          level === "ok" && "bg-muted text-muted-foreground ring-border hover:text-foreground",
        )}
        data-testid="usage-text"
      >
        <Zap className="hidden size-3.5 sm:block" />
        {usageText(usage, subscribed)}
      </Link>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          {/* On a phone the menu panel carries the account and Sign Out: the title gets the room. */}
          <button className="hidden rounded-full transition hover:opacity-90 sm:block" aria-label="Account menu">
            <UserAvatar user={user} />
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <DropdownMenuLabel className="py-2">
            <span className="block truncate text-sm font-semibold text-foreground">{displayNameOf(user)}</span>
            <span className="block truncate font-normal">{user.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuItem asChild>
            <Link to="/settings">
              <Settings /> Settings
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/billing">
              <CreditCard /> Billing
            </Link>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void signOut()}>
            <LogOut /> Sign Out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </header>
  );
}
