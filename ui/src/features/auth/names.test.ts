import { describe, expect, it } from "vitest";
import { displayNameOf, initialsOf } from "./names";

describe("initials and display name", () => {
  it("come from first and last name", () => {
    const u = { firstName: "jane", lastName: "doe", email: "jd@example.com" };
    expect(initialsOf(u)).toBe("JD");
    expect(displayNameOf(u)).toBe("jane doe");
  });
  it("use a single name when only one is given", () => {
    expect(initialsOf({ firstName: "Ann", lastName: null, email: "x@y.z" })).toBe("A");
    expect(displayNameOf({ firstName: "Ann", lastName: "", email: "x@y.z" })).toBe("Ann");
  });
  it("fall back to the first two letters of the email", () => {
    expect(initialsOf({ firstName: "", lastName: " ", email: "marketer@example.com" })).toBe("MA");
    expect(displayNameOf({ email: "marketer@example.com" })).toBe("marketer@example.com");
  });
  it("fall back to U and User", () => {
    expect(initialsOf(null)).toBe("U");
    expect(displayNameOf(undefined)).toBe("User");
    expect(initialsOf({ email: "" })).toBe("U");
  });
});
