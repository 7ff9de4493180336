import type { Role } from "./types";

export const DEFAULT_SUPER_ADMIN_ID = "admin-owner";

export function isAdminId(id: string | null | undefined): boolean {
  return typeof id === "string" && id.startsWith("admin-");
}

/** Whether the role opens the admin area (the super administrator and other administrators). */
export function isAdminRole(role: Role | null | undefined): boolean {
  return role === "super" || role === "admin";
}

/** The one super administrator has the configured id; other admin- ids are administrators. */
export function roleOf(id: string | null | undefined, superAdminId: string = DEFAULT_SUPER_ADMIN_ID): Role {
  if (id && id === superAdminId) return "super";
  if (isAdminId(id)) return "admin";
  return "user";
}
