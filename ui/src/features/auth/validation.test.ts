import { describe, expect, it } from "vitest";
import {
  NO_VERIFICATION_STATUS,
  isValidEmail,
  resetFailureMessage,
  signupPayload,
  validateEmailOnly,
  validateLogin,
  validateReset,
  validateSignup,
  verificationResult,
} from "./validation";

describe("login rules", () => {
  it("accepts a valid email and a 6-character password", () => {
    expect(validateLogin({ email: "jane@example.com", password: "secret" })).toEqual({});
  });
  it("needs a valid email", () => {
    expect(validateLogin({ email: "jane@", password: "secret1" }).email).toBe("Please enter a valid email address");
    expect(validateLogin({ email: "", password: "secret1" }).email).toBe("Please enter a valid email address");
  });
  it("needs a password of at least 6 characters", () => {
    expect(validateLogin({ email: "jane@example.com", password: "12345" }).password).toBe(
      "Password must be at least 6 characters",
    );
  });
});

describe("signup rules", () => {
  const ok = { email: "jane@example.com", password: "secret1", confirmPassword: "secret1" };
  it("accepts a matching pair with optional names left out", () => {
    expect(validateSignup(ok)).toEqual({});
  });
  it("checks the email and the password length", () => {
    const e = validateSignup({ email: "nope", password: "123", confirmPassword: "123456" });
    expect(e.email).toBe("Please enter a valid email address");
    expect(e.password).toBe("Password must be at least 6 characters");
  });
  it("asks to confirm the password when the confirmation is short", () => {
    expect(validateSignup({ ...ok, confirmPassword: "" }).confirmPassword).toBe("Please confirm your password");
    expect(validateSignup({ ...ok, confirmPassword: "12345" }).confirmPassword).toBe("Please confirm your password");
  });
  it("reports a mismatch on the confirmation field", () => {
    const e = validateSignup({ ...ok, confirmPassword: "secret2" });
    expect(e.confirmPassword).toBe("Passwords don't match");
    expect(e.password).toBeUndefined();
  });
  it("sends names only when given", () => {
    expect(signupPayload({ ...ok, firstName: "  ", lastName: "" })).toEqual({ email: "jane@example.com", password: "secret1" });
    expect(signupPayload({ ...ok, email: " jane@example.com ", firstName: " Jane ", lastName: "Doe" })).toEqual({
      email: "jane@example.com",
      password: "secret1",
      firstName: "Jane",
      lastName: "Doe",
    });
  });
});

describe("forgot password and resend verification", () => {
  it("requires an email", () => {
    expect(validateEmailOnly("")).toBe("Please enter your email address");
    expect(validateEmailOnly("   ")).toBe("Please enter your email address");
  });
  it("rejects a malformed email and accepts a good one", () => {
    expect(validateEmailOnly("jane")).toBe("Please enter a valid email address");
    expect(validateEmailOnly("jane@example.com")).toBeNull();
  });
  it("knows what an email looks like", () => {
    expect(isValidEmail("a.b+tag@sub.example.co")).toBe(true);
    expect(isValidEmail("a b@example.com")).toBe(false);
    expect(isValidEmail("a@b")).toBe(false);
  });
});

describe("reset password rules", () => {
  it("checks the token first", () => {
    expect(validateReset({ token: null, password: "", confirmPassword: "" })).toBe(
      "Invalid reset token. Please request a new password reset.",
    );
  });
  it("needs both fields", () => {
    expect(validateReset({ token: "t", password: "secret1", confirmPassword: "" })).toBe("Please fill in all fields");
    expect(validateReset({ token: "t", password: "", confirmPassword: "secret1" })).toBe("Please fill in all fields");
  });
  it("needs 6 characters", () => {
    expect(validateReset({ token: "t", password: "12345", confirmPassword: "12345" })).toBe(
      "Password must be at least 6 characters long",
    );
  });
  it("needs the two to match", () => {
    expect(validateReset({ token: "t", password: "secret1", confirmPassword: "secret2" })).toBe("Passwords do not match");
    expect(validateReset({ token: "t", password: "secret1", confirmPassword: "secret1" })).toBeNull();
  });
  it("explains token failures separately", () => {
    expect(resetFailureMessage(new Error('400: {"message":"Invalid or expired token"}'))).toBe(
      "Reset link has expired or is invalid. Please request a new password reset.",
    );
    expect(resetFailureMessage(new Error("500: Internal Server Error"))).toBe("Failed to reset password. Please try again.");
  });
});

describe("verification result", () => {
  const r = (q: string) => verificationResult(new URLSearchParams(q));
  it("reads verified=true", () => {
    expect(r("verified=true")?.ok).toBe(true);
  });
  it("maps every error code", () => {
    expect(r("error=invalid-token")?.message).toBe("The verification link is invalid or has already been used");
    expect(r("error=token-expired")?.message).toBe("The verification link has expired. Please request a new one");
    expect(r("error=verification-failed")?.message).toBe("Email verification failed. Please try again or contact support");
    expect(r("error=whatever")?.message).toBe("An error occurred during verification. Please try again");
    expect(r("error=token-expired")?.ok).toBe(false);
  });
  it("has nothing without a status", () => {
    expect(r("")).toBeNull();
    expect(NO_VERIFICATION_STATUS).toBe("No verification status found.");
  });
});
