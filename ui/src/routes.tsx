/**
 * Every route of the app. Pages load lazily so a visitor's first page (the landing page) does not
 * download the signed-in or admin code; the user and admin pages are listed in ./signed-in, a
 * chunk that loads only once a session is found, so the entry carries neither their imports nor
 * the lists of chunks each of them preloads. Each page lives in a thin file under src/pages that
 * points at its feature.
 */
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from "react";
import type { RouteObject } from "react-router";
import { FullPageSpinner } from "@/components/ui/spinner";
import { useRole } from "@/features/auth/config";
import { isAdminRole } from "@/features/auth/roles";
import { mayBeSignedIn, useUser } from "@/features/auth/useUser";
import { load, preloadable, type Page } from "@/lib/lazyPage";
import { Root } from "./Root";
import type { PublicPageName } from "./public-pages";
import type { SignedInPageName } from "./signed-in";

const landing = preloadable(() => import("./pages/landing"));

/** The landing page's code, fetched before the first render on "/" (main.tsx). */
export const preloadLanding = landing.preload;

// The pages a visitor opens from the landing page's calls to action load straight from here; the
// other public pages are listed in ./public-pages, which loads when one of them is opened.
const loadPublicPages = () => import("./public-pages");
const publicPage = (name: PublicPageName) => lazy(() => loadPublicPages().then((m) => m.publicPages[name]()));

const pages = {
  landing: landing.Page,
  login: lazy(() => import("./pages/login")),
  signup: lazy(() => import("./pages/signup")),
  forgotPassword: publicPage("forgotPassword"),
  resetPassword: publicPage("resetPassword"),
  emailVerification: publicPage("emailVerification"),
  emailVerified: publicPage("emailVerified"),
  privacyPolicy: publicPage("privacyPolicy"),
  termsOfUse: publicPage("termsOfUse"),
  contact: publicPage("contact"),
  notFound: publicPage("notFound"),
  adminLogin: publicPage("adminLogin"),
} satisfies Record<string, Page>;

const loadSignedIn = () => import("./signed-in");

function fromSignedIn<P extends object>(pick: (m: Awaited<ReturnType<typeof loadSignedIn>>) => ComponentType<P>) {
  return lazy(() => loadSignedIn().then((m) => ({ default: pick(m) })));
}

const SignedInPage = fromSignedIn((m) => m.SignedInPage);
const SignedInHome = fromSignedIn((m) => m.SignedInHome);
const UserAreaContent = fromSignedIn((m) => m.UserArea);
const AdminAreaContent = fromSignedIn((m) => m.AdminArea);
const AdminNotFound = fromSignedIn((m) => m.AdminNotFound);

function spin(content: ReactNode) {
  return <Suspense fallback={<FullPageSpinner />}>{content}</Suspense>;
}

const page = (name: SignedInPageName) => spin(<SignedInPage name={name} />);

/**
 * "/": the landing page for visitors, the dashboard for users, the admin overview for admins.
 * A visitor's landing page paints at once (a visitor's browser makes no session check); a browser
 * that may hold a session shows the spinner while the check runs, so a returning user never sees
 * the landing page.
 */
function Home() {
  const { user, isLoading } = useUser();
  const expectUser = isLoading && mayBeSignedIn();
  useEffect(() => {
    if (expectUser) void loadSignedIn();
  }, [expectUser]);
  if (user) return spin(<SignedInHome />);
  if (expectUser) return <FullPageSpinner />;
  return load(pages.landing);
}

/** The signed-in user pages: signed-out visitors go to /login. */
function UserArea() {
  // Fetch the layout while the session is still being checked, not after.
  useEffect(() => {
    void loadSignedIn().then((m) => m.loadAppLayout());
  }, []);
  return spin(<UserAreaContent />);
}

/** Unknown paths: the 404 page, or the admin not-found message inside the admin area for admins. */
function NotFound() {
  const { role, isLoading } = useRole();
  if (isLoading) return <FullPageSpinner />;
  if (isAdminRole(role)) return spin(<AdminNotFound />);
  return load(pages.notFound);
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
          { path: "dashboard", element: page("dashboard") },
          { path: "create", element: page("createEmail") },
          { path: "create-email", element: page("createEmail") },
          { path: "emails", element: page("emails") },
          { path: "manage-emails", element: page("emails") },
          { path: "view-email/:id", element: page("viewEmail") },
          { path: "edit-email/:id", element: page("editEmail") },
          { path: "billing", element: page("billing") },
          { path: "billing/test-checkout", element: page("billingTestCheckout") },
          { path: "manage-subscription", element: page("manageSubscription") },
          { path: "subscribe", element: page("subscribe") },
          { path: "settings", element: page("settings") },
          { path: "bonus", element: page("bonus") },
          { path: "test-webhook", element: page("testWebhook") },
          { path: "stripe-test", element: page("stripeTest") },
        ],
      },

      // Admin area (the layout itself turns away non-admins)
      {
        path: "admin",
        element: spin(<AdminAreaContent />),
        children: [
          { index: true, element: page("adminOverview") },
          { path: "users", element: page("adminUsers") },
          { path: "emails", element: page("adminEmails") },
          { path: "subscriptions", element: page("adminSubscriptions") },
          { path: "webhooks", element: page("adminWebhooks") },
          { path: "analytics", element: page("adminAnalytics") },
          { path: "revenue", element: page("adminRevenue") },
          { path: "settings", element: page("adminSettings") },
          { path: "audit", element: page("adminAudit") },
          { path: "*", element: page("adminNotFound") },
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
