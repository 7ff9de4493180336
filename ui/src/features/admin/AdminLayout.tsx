import { Suspense, useEffect, useState, type ReactNode } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { LogOut, Menu, ShieldAlert, ShieldCheck, Crown } from "lucide-react";
import { cn } from "@/lib/utils";
import { Logo } from "@/components/brand/Logo";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FullPageSpinner } from "@/components/ui/spinner";
import { TooltipProvider } from "@/components/ui/tooltip";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { useRole } from "@/features/auth/config";
import { displayNameOf } from "@/features/auth/names";
import { useSignOut } from "@/features/auth/session";
import type { User } from "@/features/auth/types";
import { ErrorBoundary } from "@/features/layout/ErrorBoundary";
import { UserAvatar } from "@/features/layout/UserAvatar";
import { adminNavFor } from "./nav";

/** Wraps every admin page: only signed-in admins get in; the menu depends on the admin level. */
export default function AdminLayout({ children }: { children?: ReactNode }) {
  const { user, role, isLoading } = useRole();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // Close the overlay menu once the window is wide enough for the fixed one (resize settles for 100 ms).
  useEffect(() => {
    let t: number | undefined;
    const onResize = () => {
      window.clearTimeout(t);
      t = window.setTimeout(() => {
        if (window.innerWidth >= 1024) setMenuOpen(false);
      }, 100);
    };
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("resize", onResize);
      window.clearTimeout(t);
    };
  }, []);

  if (isLoading) return <FullPageSpinner />;
  if (!user || (role !== "super" && role !== "admin")) return <AdminAccessRequired />;

  const isSuper = role === "super";
  return (
    <TooltipProvider>
    <div className="min-h-dvh bg-slate-50">
      <aside className="fixed inset-y-0 left-0 z-40 hidden w-64 bg-slate-950 text-slate-200 lg:block">
        <AdminSidebar user={user} isSuper={isSuper} />
      </aside>
      <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
        <SheetContent className="bg-slate-950 text-slate-200" aria-describedby={undefined}>
          <SheetTitle className="sr-only">Admin navigation</SheetTitle>
          <SheetDescription className="sr-only">Admin sections</SheetDescription>
          <AdminSidebar user={user} isSuper={isSuper} onNavigate={() => setMenuOpen(false)} />
        </SheetContent>
      </Sheet>
      <div className="lg:pl-64">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-border bg-white/90 px-4 backdrop-blur-md sm:px-6">
          <Button variant="ghost" size="icon" className="-ml-2 lg:hidden" onClick={() => setMenuOpen(true)} aria-label="Open menu">
            <Menu className="size-5" />
          </Button>
          <p className="flex-1 text-lg font-semibold tracking-tight">Admin</p>
          <RoleBadge isSuper={isSuper} />
        </header>
        <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<FullPageSpinner />}>{children ?? <Outlet />}</Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
    </TooltipProvider>
  );
}

function RoleBadge({ isSuper }: { isSuper: boolean }) {
  return isSuper ? (
    <Badge tone="gold">
      <Crown className="size-3.5" /> Super Admin
    </Badge>
  ) : (
    <Badge tone="brand">
      <ShieldCheck className="size-3.5" /> Administrator
    </Badge>
  );
}

function AdminSidebar({ user, isSuper, onNavigate }: { user: User; isSuper: boolean; onNavigate?: () => void }) {
  const signOut = useSignOut();
  const here = useLocation().pathname.replace(/\/+$/, "") || "/";
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center px-5">
        <Logo to={isSuper ? "/admin" : "/admin/users"} light />
      </div>
      <div className="px-5 pb-2">
        <RoleBadge isSuper={isSuper} />
      </div>
      <nav aria-label="Admin" className="flex-1 space-y-1 overflow-y-auto px-3 py-3">
        {adminNavFor(isSuper).map(({ to, label, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            onClick={onNavigate}
            aria-current={here === to ? "page" : undefined}
            className={cn(
              "flex items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium transition-colors",
              here === to ? "bg-white/10 text-white" : "text-slate-400 hover:bg-white/5 hover:text-white",
            )}
          >
            <Icon className="size-5" />
            {label}
          </Link>
        ))}
      </nav>
      <div className="space-y-2 border-t border-white/10 p-3">
        <div className="flex items-center gap-3 rounded-xl p-2">
          <UserAvatar user={user} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-white">{displayNameOf(user)}</p>
            <p className="truncate text-xs text-slate-400">{user.email}</p>
          </div>
        </div>
        <button
          onClick={() => void signOut()}
          className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-slate-300 transition hover:bg-white/5 hover:text-white"
        >
          <LogOut className="size-4.5" /> Sign Out
        </button>
      </div>
    </div>
  );
}

export function AdminAccessRequired() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 p-6">
      <div className="w-full max-w-md rounded-card border border-border bg-surface p-8 text-center shadow-card">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-700">
          <ShieldAlert className="size-7" />
        </span>
        <h1 className="mt-5 text-xl font-bold tracking-tight">Admin Access Required</h1>
        <p className="mt-2 text-[15px] text-muted-foreground">You need to sign in with an administrator account to view this page.</p>
        <Button asChild className="mt-6">
          <Link to="/admin/login">Go to Admin Login</Link>
        </Button>
      </div>
    </div>
  );
}
