import { Link, useLocation } from "react-router";
import { CreditCard, Gift, LayoutDashboard, LogOut, Mail, PenLine, Settings, Sparkles, TriangleAlert } from "lucide-react";
import { cn } from "@/lib/utils";
import { Logo } from "@/components/brand/Logo";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { displayNameOf } from "@/features/auth/names";
import { useSignOut } from "@/features/auth/session";
import type { User } from "@/features/auth/types";
import { useSubscription, useUsage } from "@/features/usage/hooks";
import {
  NAV_DEFAULT_USAGE,
  STARTER_MONTHLY,
  isActiveSubscription,
  navPrompt,
  usagePercent,
  type Usage,
} from "@/features/usage/logic";
import { UserAvatar } from "./UserAvatar";

export const NAV_ITEMS = [
  { to: "/", label: "Dashboard", icon: LayoutDashboard, match: ["/", "/dashboard"] },
  { to: "/create", label: "Create Email", icon: PenLine, match: ["/create", "/create-email", "/edit-email"] },
  { to: "/emails", label: "My Emails", icon: Mail, match: ["/emails", "/manage-emails", "/view-email"] },
  { to: "/billing", label: "Billing", icon: CreditCard, match: ["/billing", "/subscribe", "/manage-subscription"] },
  { to: "/bonus", label: "Bonus", icon: Gift, match: ["/bonus"] },
  { to: "/settings", label: "Settings", icon: Settings, match: ["/settings"] },
] as const;

function isActive(pathname: string, match: readonly string[]): boolean {
  return match.some((m) => (m === "/" ? pathname === "/" : pathname === m || pathname.startsWith(m + "/")));
}

export function Sidebar({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const signOut = useSignOut();
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center px-5">
        <Logo to="/" />
      </div>
      <nav aria-label="Main" className="flex-1 space-y-1 overflow-y-auto px-3 py-4">
        {NAV_ITEMS.map(({ to, label, icon: Icon, match }) => {
          const active = isActive(pathname, match);
          return (
            <Link
              key={to}
              to={to}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={cn(
                "group flex items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium transition-colors",
                active ? "bg-brand-50 text-brand-800" : "text-muted-foreground hover:bg-muted hover:text-foreground",
              )}
            >
              <Icon className={cn("size-5", active ? "text-brand-700" : "text-muted-foreground/80 group-hover:text-foreground")} />
              {label}
            </Link>
          );
        })}
      </nav>
      <div className="space-y-3 p-3">
        <PlanPanel onNavigate={onNavigate} />
        <div className="flex items-center gap-3 rounded-xl border border-border p-3">
          <UserAvatar user={user} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold" data-testid="display-name">
              {displayNameOf(user)}
            </p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
        </div>
        <Button variant="ghost" className="w-full justify-start text-muted-foreground" onClick={() => void signOut()}>
          <LogOut className="size-4.5" /> Sign Out
        </Button>
      </div>
    </div>
  );
}

/** The plan corner of the navigation, with the upgrade prompt of the spec when credits run low. */
function PlanPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { usage } = useUsage();
  const { subscription } = useSubscription();
  const subscribed = isActiveSubscription(subscription) || usage?.isSubscribed === true;
  const u: Usage = usage ?? NAV_DEFAULT_USAGE;

  if (subscribed) {
    return (
      <div className="rounded-xl bg-muted p-3.5">
        <div className="flex items-center gap-2 text-sm font-semibold">
          <Sparkles className="size-4 text-brand-700" /> Starter Plan
        </div>
        {usage ? (
          <p className="mt-1 text-xs text-muted-foreground">
            {u.emailsCreated} of {STARTER_MONTHLY} emails used this month
          </p>
        ) : (
          <Skeleton className="mt-1.5 h-3.5 w-36" />
        )}
        <Progress className="mt-2.5 h-1.5" value={usagePercent(u)} />
      </div>
    );
  }

  const prompt = navPrompt(usage);
  if (prompt) {
    const out = prompt.kind === "complete";
    return (
      <div
        className={cn("rounded-xl border p-3.5", out ? "border-red-200 bg-red-50" : "border-amber-200 bg-amber-50")}
        role="status"
      >
        <div className={cn("flex items-center gap-2 text-sm font-semibold", out ? "text-red-800" : "text-amber-900")}>
          <TriangleAlert className="size-4" /> {prompt.title}
        </div>
        <p className={cn("mt-1 text-xs", out ? "text-red-700" : "text-amber-800")}>{prompt.text}</p>
        {/* A quiet link: the page itself carries the one big upgrade button. */}
        <Link
          to="/subscribe"
          onClick={onNavigate}
          className={cn("mt-2 inline-flex items-center gap-1.5 text-xs font-semibold hover:underline", out ? "text-red-800" : "text-amber-900")}
        >
          <Sparkles className="size-3.5" /> Upgrade to Starter
        </Link>
      </div>
    );
  }

  if (!usage) return null;
  return (
    <div className="rounded-xl bg-gradient-to-br from-brand-50 to-amber-50/60 p-3.5 ring-1 ring-brand-100">
      <p className="text-sm font-semibold">Trial Plan</p>
      <p className="mt-1 text-xs text-muted-foreground">
        {u.emailsRemaining} credit{u.emailsRemaining === 1 ? "" : "s"} left
      </p>
      <Progress className="mt-2.5 h-1.5" value={usagePercent(u)} />
      <Link
        to="/subscribe"
        onClick={onNavigate}
        className="mt-3 inline-flex items-center gap-1.5 text-xs font-semibold text-brand-700 hover:underline"
      >
        <Sparkles className="size-3.5" /> Upgrade to Starter
      </Link>
    </div>
  );
}
