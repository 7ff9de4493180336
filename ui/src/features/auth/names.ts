import type { User } from "./types";

type NameSource = Pick<User, "firstName" | "lastName" | "email"> | null | undefined;

const clean = (s: string | null | undefined) => (typeof s === "string" ? s.trim() : "");

/** Initials from first and last name, else the first two letters of the email, else "U". */
export function initialsOf(user: NameSource): string {
  const first = clean(user?.firstName);
  const last = clean(user?.lastName);
  if (first || last) return ((first[0] ?? "") + (last[0] ?? "")).toUpperCase();
  const email = clean(user?.email);
  if (email) return email.slice(0, 2).toUpperCase();
  return "U";
}

/** The name to show: first and last name, else the email, else "User". */
export function displayNameOf(user: NameSource): string {
  const full = [clean(user?.firstName), clean(user?.lastName)].filter(Boolean).join(" ");
  if (full) return full;
  const email = clean(user?.email);
  if (email) return email;
  return "User";
}
