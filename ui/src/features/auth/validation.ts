/** Form rules and messages of the sign-in screens, exactly as the product spec words them. */

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const MIN_PASSWORD = 6;

// One @, something on both sides, and a dot in the domain: what browsers and the server accept.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const messages = {
  invalidEmail: "Please enter a valid email address",
  passwordShort: "Password must be at least 6 characters",
  confirmPassword: "Please confirm your password",
  passwordsDontMatch: "Passwords don't match",
  emailRequired: "Please enter your email address",
  resetTokenMissing: "Invalid reset token. Please request a new password reset.",
  fillAllFields: "Please fill in all fields",
  resetPasswordShort: "Password must be at least 6 characters long",
  passwordsDoNotMatch: "Passwords do not match",
} as const;

export function isValidEmail(email: string): boolean {
  return EMAIL_RE.test(email.trim());
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}

export interface LoginInput {
  email: string;
  password: string;
}

export function validateLogin(v: LoginInput): FieldErrors<keyof LoginInput> {
  const e: FieldErrors<keyof LoginInput> = {};
  if (!isValidEmail(v.email)) e.email = messages.invalidEmail;
  if (v.password.length < MIN_PASSWORD) e.password = messages.passwordShort;
  return e;
}

export interface SignupInput {
  firstName?: string;
  lastName?: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function validateSignup(v: SignupInput): FieldErrors<keyof SignupInput> {
  const e: FieldErrors<keyof SignupInput> = {};
  if (!isValidEmail(v.email)) e.email = messages.invalidEmail;
  if (v.password.length < MIN_PASSWORD) e.password = messages.passwordShort;
  if (v.confirmPassword.length < MIN_PASSWORD) e.confirmPassword = messages.confirmPassword;
  else if (v.password !== v.confirmPassword) e.confirmPassword = messages.passwordsDontMatch;
  return e;
}

/** The forgot-password and resend-verification forms only need an email. */
export function validateEmailOnly(email: string): string | null {
  if (!email.trim()) return messages.emailRequired;
  if (!isValidEmail(email)) return messages.invalidEmail;
  return null;
}

export interface ResetInput {
  token: string | null | undefined;
  password: string;
  confirmPassword: string;
}

/** The first problem with a reset attempt, in the order the spec checks them, or null. */
export function validateReset(v: ResetInput): string | null {
  if (!v.token) return messages.resetTokenMissing;
  if (!v.password || !v.confirmPassword) return messages.fillAllFields;
  if (v.password.length < MIN_PASSWORD) return messages.resetPasswordShort;
  if (v.password !== v.confirmPassword) return messages.passwordsDoNotMatch;
  return null;
}

/** The signup body: names are sent only when given. */
export function signupPayload(v: SignupInput): { email: string; password: string; firstName?: string; lastName?: string } {
  const body: { email: string; password: string; firstName?: string; lastName?: string } = {
    email: v.email.trim(),
    password: v.password,
  };
  const first = v.firstName?.trim();
  const last = v.lastName?.trim();
  if (first) body.firstName = first;
  if (last) body.lastName = last;
  return body;
}

/** Messages for the verification result page, keyed by the error query value. */
export function verificationResult(params: URLSearchParams): { ok: boolean; message: string } | null {
  if (params.get("verified") === "true") {
    return { ok: true, message: "Your email has been verified. You can now sign in to StoryMail." };
  }
  const err = params.get("error");
  if (err === null) return null;
  switch (err) {
    case "invalid-token":
      return { ok: false, message: "The verification link is invalid or has already been used" };
    case "token-expired":
      return { ok: false, message: "The verification link has expired. Please request a new one" };
    case "verification-failed":
      return { ok: false, message: "Email verification failed. Please try again or contact support" };
    default:
      return { ok: false, message: "An error occurred during verification. Please try again" };
  }
}

export const NO_VERIFICATION_STATUS = "No verification status found.";

/** The message of a failed reset: token problems get their own text. */
export function resetFailureMessage(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err ?? "");
  if (/token/i.test(text)) return "Reset link has expired or is invalid. Please request a new password reset.";
  return "Failed to reset password. Please try again.";
}
