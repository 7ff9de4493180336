import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { titleForPath } from "./titles";

const PUBLIC_TITLES: Record<string, string> = {
  "/login": "Sign In",
  "/signup": "Start Your Free Trial",
  "/forgot-password": "Forgot Password",
  "/reset-password": "Reset Password",
  "/email-verification": "Verify Your Email",
  "/verify-email": "Verify Your Email",
  "/email-verified": "Email Verification",
  "/privacy-policy": "Privacy Policy",
  "/terms-of-use": "Terms of Use",
  "/contact": "Contact Us",
  "/admin/login": "Admin Login",
};

export const SITE_NAME = "StoryMail";

/** The browser tab title for a path. */
export function documentTitleFor(pathname: string): string {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (p === "/") return `${SITE_NAME} — story-style sales emails in minutes`;
  const name = PUBLIC_TITLES[p] ?? (p.startsWith("/admin") ? "Admin" : titleForPath(p));
  return `${name} · ${SITE_NAME}`;
}

// A page that knows better than its path (an email's title, a 404) names itself for as long as it
// is shown on that path. Kept outside React because the page sits below the frame that sets the
// title, and a parent's effect runs after its children's.
let named: { path: string; title: string } | null = null;
const listeners = new Set<() => void>();
const subscribe = (cb: () => void) => {
  listeners.add(cb);
  return () => void listeners.delete(cb);
};
const snapshot = () => named;
function setNamed(next: typeof named) {
  named = next;
  for (const l of listeners) l();
}

/** The tab title to show: the page's own name while it is on screen, else the path's. */
export function tabTitle(pathname: string, pageName: { path: string; title: string } | null): string {
  if (pageName && pageName.path === pathname && pageName.title.trim()) return `${pageName.title.trim()} · ${SITE_NAME}`;
  return documentTitleFor(pathname);
}

export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const pageName = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    document.title = tabTitle(pathname, pageName);
  }, [pathname, pageName]);
}

/** Names the tab after this page (e.g. "Page Not Found", an email's title) while it is shown. */
export function usePageTitle(title: string | null | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return;
    const mine = { path: pathname, title };
    setNamed(mine);
    return () => {
      if (named === mine) setNamed(null);
    };
  }, [pathname, title]);
}
