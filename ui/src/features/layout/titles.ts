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
};

/** The top bar title for a path; anything not listed reads Dashboard. */
export function titleForPath(pathname: string): string {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return TITLES[p] ?? "Dashboard";
}
