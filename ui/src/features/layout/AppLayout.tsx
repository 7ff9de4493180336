import { Suspense, useState, type ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { FullPageSpinner } from "@/components/ui/spinner";
import { SkipLink } from "@/components/ui/skip-link";
import { TooltipProvider } from "@/components/ui/tooltip";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { useUser } from "@/features/auth/useUser";
import { useEmailsSync } from "@/features/emails/hooks";
import { useUsageSync } from "@/features/usage/hooks";
import { ErrorBoundary } from "./ErrorBoundary";
import { useScrollTopOnNavigate } from "./scrollTop";
import { useSwallowWindowErrors } from "./swallowErrors";
import { Sidebar } from "./Sidebar";
import { TopBar } from "./TopBar";

/** The signed-in frame: navigation on the left (a sliding overlay on small screens), top bar, page. */
export default function AppLayout({ children }: { children?: ReactNode }) {
  const { user } = useUser();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const tick = useSwallowWindowErrors();
  useScrollTopOnNavigate();
  useUsageSync();
  useEmailsSync();

  if (!user) return null;

  return (
    <TooltipProvider>
    <div className="min-h-dvh">
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 z-40 hidden w-64 border-r border-border bg-surface lg:block">
        <Sidebar user={user} />
      </aside>

      <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
        <SheetContent
          aria-describedby={undefined}
          data-testid="mobile-nav"
          // Open on the first page link, not on the last button of the panel (Sign Out).
          onOpenAutoFocus={(e) => {
            const first = document.querySelector<HTMLElement>('[data-testid="mobile-nav"] nav a');
            if (!first) return;
            e.preventDefault();
            first.focus();
          }}
        >
          <SheetTitle className="sr-only">Navigation</SheetTitle>
          <SheetDescription className="sr-only">Main navigation</SheetDescription>
          <Sidebar user={user} onNavigate={() => setMenuOpen(false)} />
        </SheetContent>
      </Sheet>

      <div className="lg:pl-64">
        <TopBar user={user} onMenu={() => setMenuOpen(true)} />
        {/* The bottom padding keeps the help button clear of the last controls of a page. */}
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl px-4 pt-6 pb-24 outline-none sm:px-6 sm:pt-8 sm:pb-28 lg:px-8"
          data-render={tick}
        >
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<FullPageSpinner />}>{children ?? <Outlet />}</Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
    </TooltipProvider>
  );
}
