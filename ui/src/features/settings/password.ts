/** The change-password form's checks, in the order and words of the spec. */
import { MIN_PASSWORD } from "@/features/auth/validation";

export interface PasswordChange {
  current: string;
  next: string;
  confirm: string;
}

export interface Problem {
  field: keyof PasswordChange;
  title: string;
  description: string;
}

export function checkPasswordChange(v: PasswordChange): Problem | null {
  if (v.next !== v.confirm) {
    return { field: "confirm", title: "Password Mismatch", description: "New password and confirmation do not match." };
  }
  if (v.next.length < MIN_PASSWORD) {
    return { field: "next", title: "Password Too Short", description: "Password must be at least 6 characters long." };
  }
  if (!v.current) {
    return { field: "current", title: "Current Password Required", description: "Please enter your current password." };
  }
  return null;
}
