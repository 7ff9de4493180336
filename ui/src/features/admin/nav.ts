import { BarChart3, CreditCard, DollarSign, LayoutDashboard, Mail, ScrollText, Settings, Users, Webhook, type LucideIcon } from "lucide-react";

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  superOnly: boolean;
}

export const ADMIN_NAV: AdminNavItem[] = [
  { to: "/admin", label: "Overview", icon: LayoutDashboard, superOnly: true },
  { to: "/admin/users", label: "User Management", icon: Users, superOnly: false },
  { to: "/admin/emails", label: "Email Content", icon: Mail, superOnly: false },
  { to: "/admin/subscriptions", label: "Subscriptions", icon: CreditCard, superOnly: false },
  { to: "/admin/webhooks", label: "Webhooks", icon: Webhook, superOnly: true },
  { to: "/admin/analytics", label: "Analytics", icon: BarChart3, superOnly: true },
  { to: "/admin/revenue", label: "Revenue", icon: DollarSign, superOnly: true },
  { to: "/admin/audit", label: "Audit Log", icon: ScrollText, superOnly: true },
  { to: "/admin/settings", label: "System Settings", icon: Settings, superOnly: true },
];

/** The menu for a role: everything for the super admin; users, emails and subscriptions for others. */
export function adminNavFor(isSuper: boolean): AdminNavItem[] {
  return isSuper ? ADMIN_NAV : ADMIN_NAV.filter((i) => !i.superOnly);
}
