/**
 * The signed-in half of the route table: the user and admin layouts and their pages. It is a
 * chunk of its own, so the entry that every visitor downloads carries neither these imports nor
 * the lists of chunks each of them preloads. routes.tsx loads it once a session is found (or
 * expected).
 */
import { lazy, Suspense, type ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { FullPageSpinner } from "@/components/ui/spinner";
import { useRole } from "@/features/auth/config";
import { RequireAuth } from "@/features/auth/RequireAuth";
import { isAdminRole } from "@/features/auth/roles";
import { load, type Page as LazyPage } from "@/lib/lazyPage";

export const loadAppLayout = () => import("@/features/layout/AppLayout");
const loadAdminLayout = () => import("@/features/admin/AdminLayout");
const AppLayout = lazy(loadAppLayout);
const AdminLayout = lazy(loadAdminLayout);

const pages = {
  dashboard: lazy(() => import("./pages/dashboard")),
  createEmail: lazy(() => import("./pages/create-email")),
  emails: lazy(() => import("./pages/emails")),
  viewEmail: lazy(() => import("./pages/view-email")),
  editEmail: lazy(() => import("./pages/edit-email")),
  billing: lazy(() => import("./pages/billing")),
  billingTestCheckout: lazy(() => import("./pages/billing-test-checkout")),
  manageSubscription: lazy(() => import("./pages/manage-subscription")),
  subscribe: lazy(() => import("./pages/subscribe")),
  settings: lazy(() => import("./pages/settings")),
  bonus: lazy(() => import("./pages/bonus")),
  testWebhook: lazy(() => import("./pages/test-webhook")),
  stripeTest: lazy(() => import("./pages/stripe-test")),

  adminOverview: lazy(() => import("./pages/admin-overview")),
  adminUsers: lazy(() => import("./pages/admin-users")),
  adminEmails: lazy(() => import("./pages/admin-emails")),
  adminSubscriptions: lazy(() => import("./pages/admin-subscriptions")),
  adminWebhooks: lazy(() => import("./pages/admin-webhooks")),
  adminAnalytics: lazy(() => import("./pages/admin-analytics")),
  adminRevenue: lazy(() => import("./pages/admin-revenue")),
  adminSettings: lazy(() => import("./pages/admin-settings")),
  adminAudit: lazy(() => import("./pages/admin-audit")),
  adminNotFound: lazy(() => import("./pages/admin-not-found")),
} satisfies Record<string, LazyPage>;

export type SignedInPageName = keyof typeof pages;

/** One page of the user or admin area, by name. */
export function SignedInPage({ name }: { name: SignedInPageName }) {
  return load(pages[name]);
}

function inLayout(admin: boolean, content?: ReactNode) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {admin ? <AdminLayout>{content}</AdminLayout> : <AppLayout>{content}</AppLayout>}
    </Suspense>
  );
}

/** "/" for someone signed in: the dashboard, or the admin overview for admins. */
export function SignedInHome() {
  const { role } = useRole();
  const admin = isAdminRole(role);
  // The overview is the super admin's; a regular admin's home is the user list.
  if (admin && role !== "super") return <Navigate to="/admin/users" replace />;
  return inLayout(admin, load(admin ? pages.adminOverview : pages.dashboard));
}

/**
 * The user pages: signed-out visitors go to /login. Admins see only admin routes here:
 * /dashboard is their overview, /stripe-test stays open to them, anything else is not found.
 */
export function UserArea() {
  return (
    <RequireAuth>
      <UserAreaFor />
    </RequireAuth>
  );
}

function UserAreaFor() {
  const { role } = useRole();
  const { pathname } = useLocation();
  if (!isAdminRole(role)) return inLayout(false);
  const p = pathname.replace(/\/+$/, "");
  if (p === "/dashboard") return role === "super" ? inLayout(true, load(pages.adminOverview)) : <Navigate to="/admin/users" replace />;
  if (p === "/stripe-test") return inLayout(true, <Outlet />);
  return inLayout(true, load(pages.adminNotFound));
}

/** /admin/*: the admin layout (which turns away non-admins) around the admin page. */
export function AdminArea() {
  return inLayout(true);
}

/** An unknown path for an admin: the admin not-found message inside the admin area. */
export function AdminNotFound() {
  return inLayout(true, load(pages.adminNotFound));
}
