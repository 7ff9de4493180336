const TITLES: Record<string, string> = {
  "/": "Dashboard",
  "/dashboard": "Dashboard",
  "/create": "Create Email",
  "/create-email": "Create Email",
  "/emails": "My Emails",
  "/manage-emails": "My Emails",
  "/billing": "Billing",
  "/analytics": "Analytics",
  "/settings": "Settings",
  "/bonus": "Bonus",
  "/subscribe": "Upgrade to Starter",
  "/manage-subscription": "Manage Subscription",
  "/test-webhook": "Test Webhook",
  "/stripe-test": "Payment Test",
};

/** Pages under a prefix, named by what they are rather than their id. */
const PREFIXES: [string, string][] = [
  ["/view-email/", "View Email"],
  ["/edit-email/", "Create Similar Email"],
  ["/billing/", "Billing"],
];

/**
 * The top bar title for a path: the spec's names for its listed pages, the page's own name for
 * the others, and "Page Not Found" for a path the app does not have.
 */
export function titleForPath(pathname: string): string {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const exact = TITLES[p];
  if (exact) return exact;
  for (const [prefix, title] of PREFIXES) if (p.startsWith(prefix)) return title;
  return "Page Not Found";
}
