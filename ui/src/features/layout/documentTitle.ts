import { useEffect } from "react";
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

export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitleFor(pathname);
  }, [pathname]);
}
