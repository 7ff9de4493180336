/**
 * Where a sign-in leads: the returnTo path when it is safe and open to the person's role, else the
 * role's home. Only the sign-in pages need this, so it stays out of the code every page loads.
 */
import { DEFAULT_SUPER_ADMIN_ID, roleOf } from "./roles";
import type { Role } from "./types";

/** Where each role lands after signing in when no usable returnTo was given. */
export function homePathFor(role: Role): string {
  switch (role) {
    case "super":
      return "/admin";
    case "admin":
      return "/admin/users";
    default:
      return "/dashboard";
  }
}

/** Admin sections that only the super administrator may open. */
export const SUPER_ONLY_ADMIN_PATHS = ["/admin", "/admin/analytics", "/admin/revenue", "/admin/webhooks", "/admin/settings"];
/** Admin sections open to every administrator. */
export const SHARED_ADMIN_PATHS = ["/admin/users", "/admin/emails", "/admin/subscriptions"];

const AUTH_PAGES = [
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/email-verification",
  "/verify-email",
  "/email-verified",
  "/admin/login",
];

function pathOnly(target: string): string {
  const cut = target.search(/[?#]/);
  const p = cut === -1 ? target : target.slice(0, cut);
  return p.length > 1 ? p.replace(/\/+$/, "") : p;
}

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix + "/");
}

/**
 * A returnTo value the app may follow: a same-site absolute path (never "//host" or a URL with
 * a scheme) that is not one of the sign-in pages.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || typeof value !== "string") return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (/[\u0000-\u001f]/.test(value)) return null;
  if (AUTH_PAGES.includes(pathOnly(value))) return null;
  return value;
}

/** Whether a signed-in person of this role may be sent to the path. */
export function pathAllowedFor(target: string, role: Role): boolean {
  const p = pathOnly(target);
  if (role === "super") return under(p, "/admin") || p === "/stripe-test";
  if (role === "admin") return SHARED_ADMIN_PATHS.some((s) => under(p, s)) || p === "/stripe-test";
  return !under(p, "/admin");
}

/**
 * The page to open after a successful sign-in: the returnTo path when it is safe and open to the
 * person's role, else the role's home (super admin /admin, other admins /admin/users, users /dashboard).
 */
export function afterLoginPath(userId: string, superAdminId: string = DEFAULT_SUPER_ADMIN_ID, returnTo?: string | null): string {
  const role = roleOf(userId, superAdminId);
  const r = safeReturnTo(returnTo);
  if (r && pathAllowedFor(r, role)) return r;
  return homePathFor(role);
}
