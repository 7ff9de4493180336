import { describe, expect, it } from "vitest";
import { checkPasswordChange } from "./password";

describe("change password checks", () => {
  it("accepts a matching new password of 6 or more with the current one", () => {
    expect(checkPasswordChange({ current: "old-pass", next: "secret", confirm: "secret" })).toBeNull();
  });

  it("reports a mismatch first", () => {
    expect(checkPasswordChange({ current: "", next: "abc", confirm: "abcd" })).toMatchObject({
      field: "confirm",
      title: "Password Mismatch",
      description: "New password and confirmation do not match.",
    });
  });

  it("then a short password", () => {
    expect(checkPasswordChange({ current: "", next: "abcde", confirm: "abcde" })).toMatchObject({
      field: "next",
      title: "Password Too Short",
      description: "Password must be at least 6 characters long.",
    });
  });

  it("then a missing current password", () => {
    expect(checkPasswordChange({ current: "", next: "abcdef", confirm: "abcdef" })?.field).toBe("current");
  });
});
