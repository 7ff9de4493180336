/**
 * Every route of the app. Pages load lazily in groups so a visitor's first page (the landing
 * page) does not download the signed-in or admin code. Each page lives in a thin file under
 * src/pages that points at its feature.
 */
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { Outlet, useLocation, type RouteObject } from "react-router";
import { FullPageSpinner } from "@/components/ui/spinner";
import { useRole } from "@/features/auth/config";
import { RequireAuth } from "@/features/auth/RequireAuth";
import { Root } from "./Root";

type Page = LazyExoticComponent<ComponentType>;

const loadAppLayout = () => import("@/features/layout/AppLayout");
const loadLanding = () => import("./pages/landing");
const AppLayout = lazy(loadAppLayout);
const AdminLayout = lazy(() => import("@/features/admin/AdminLayout"));

const pages = {
  landing: lazy(loadLanding),
  login: lazy(() => import("./pages/login")),
  signup: lazy(() => import("./pages/signup")),
  forgotPassword: lazy(() => import("./pages/forgot-password")),
  resetPassword: lazy(() => import("./pages/reset-password")),
  emailVerification: lazy(() => import("./pages/email-verification")),
  emailVerified: lazy(() => import("./pages/email-verified")),
  privacyPolicy: lazy(() => import("./pages/privacy-policy")),
  termsOfUse: lazy(() => import("./pages/terms-of-use")),
  contact: lazy(() => import("./pages/contact")),
  notFound: lazy(() => import("./pages/not-found")),
  adminLogin: lazy(() => import("./pages/admin-login")),

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
  adminNotFound: lazy(() => import("./pages/admin-not-found")),
} satisfies Record<string, Page>;

function load(Page: Page): ReactNode {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Page />
    </Suspense>
  );
}

function isAdminRole(role: string | null): boolean {
  return role === "super" || role === "admin";
}

/** "/": the landing page for visitors, the dashboard for users, the admin overview for admins. */
function Home() {
  const { user, role, isLoading } = useRole();
  // Most people on "/" are visitors: fetch the landing page while the session is being checked.
  useEffect(() => {
    if (isLoading) void loadLanding();
  }, [isLoading]);
  if (isLoading) return <FullPageSpinner />;
  if (!user) return load(pages.landing);
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {isAdminRole(role) ? (
        <AdminLayout>{load(pages.adminOverview)}</AdminLayout>
      ) : (
        <AppLayout>{load(pages.dashboard)}</AppLayout>
      )}
    </Suspense>
  );
}

/**
 * The signed-in user pages: signed-out visitors go to /login. Admins see only admin routes:
 * /dashboard is their overview, /stripe-test stays open to them, anything else is not found.
 */
function UserArea() {
  // Fetch the layout while the session is still being checked, not after.
  useEffect(() => {
    void loadAppLayout();
  }, []);
  return (
    <RequireAuth>
      <UserAreaFor />
    </RequireAuth>
  );
}

function UserAreaFor() {
  const { role } = useRole();
  const { pathname } = useLocation();
  if (isAdminRole(role)) {
    const p = pathname.replace(/\/+$/, "");
    let content: ReactNode;
    if (p === "/dashboard") content = load(pages.adminOverview);
    else if (p === "/stripe-test") content = <Outlet />;
    else content = load(pages.adminNotFound);
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <AdminLayout>{content}</AdminLayout>
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <AppLayout />
    </Suspense>
  );
}

/** Unknown paths: the 404 page, or the admin not-found message inside the admin area for admins. */
function NotFound() {
  const { role, isLoading } = useRole();
  if (isLoading) return <FullPageSpinner />;
  if (isAdminRole(role)) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <AdminLayout>{load(pages.adminNotFound)}</AdminLayout>
      </Suspense>
    );
  }
  return load(pages.notFound);
}

function AdminArea() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <AdminLayout />
    </Suspense>
  );
}

const el = (Page: Page) => load(Page);

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { index: true, element: <Home /> },

      // Public pages
      { path: "login", element: el(pages.login) },
      { path: "signup", element: el(pages.signup) },
      { path: "forgot-password", element: el(pages.forgotPassword) },
      { path: "reset-password", element: el(pages.resetPassword) },
      { path: "email-verification", element: el(pages.emailVerification) },
      { path: "verify-email", element: el(pages.emailVerification) },
      { path: "email-verified", element: el(pages.emailVerified) },
      { path: "privacy-policy", element: el(pages.privacyPolicy) },
      { path: "terms-of-use", element: el(pages.termsOfUse) },
      { path: "contact", element: el(pages.contact) },
      { path: "admin/login", element: el(pages.adminLogin) },

      // Signed-in user pages
      {
        element: <UserArea />,
        children: [
          { path: "dashboard", element: el(pages.dashboard) },
          { path: "create", element: el(pages.createEmail) },
          { path: "create-email", element: el(pages.createEmail) },
          { path: "emails", element: el(pages.emails) },
          { path: "manage-emails", element: el(pages.emails) },
          { path: "view-email/:id", element: el(pages.viewEmail) },
          { path: "edit-email/:id", element: el(pages.editEmail) },
          { path: "billing", element: el(pages.billing) },
          { path: "billing/test-checkout", element: el(pages.billingTestCheckout) },
          { path: "manage-subscription", element: el(pages.manageSubscription) },
          { path: "subscribe", element: el(pages.subscribe) },
          { path: "settings", element: el(pages.settings) },
          { path: "bonus", element: el(pages.bonus) },
          { path: "test-webhook", element: el(pages.testWebhook) },
          { path: "stripe-test", element: el(pages.stripeTest) },
        ],
      },

      // Admin area (the layout itself turns away non-admins)
      {
        path: "admin",
        element: <AdminArea />,
        children: [
          { index: true, element: el(pages.adminOverview) },
          { path: "users", element: el(pages.adminUsers) },
          { path: "emails", element: el(pages.adminEmails) },
          { path: "subscriptions", element: el(pages.adminSubscriptions) },
          { path: "webhooks", element: el(pages.adminWebhooks) },
          { path: "analytics", element: el(pages.adminAnalytics) },
          { path: "revenue", element: el(pages.adminRevenue) },
          { path: "settings", element: el(pages.adminSettings) },
          { path: "*", element: el(pages.adminNotFound) },
        ],
      },

      { path: "*", element: <NotFound /> },
    ],
  },
];

/** Every path the app answers, for documentation and tests. */
export function routePaths(list: RouteObject[] = routes, base = ""): string[] {
  const out: string[] = [];
  for (const r of list) {
    const here = r.index ? base || "/" : r.path ? `${base}/${r.path}`.replace(/\/+/g, "/") : base;
    if (r.index || r.path) out.push(here);
    if (r.children) out.push(...routePaths(r.children, r.path ? here : base));
  }
  return out;
}
