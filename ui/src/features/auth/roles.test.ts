import { describe, expect, it } from "vitest";
import { isAdminRole, roleOf } from "./roles";

describe("roles", () => {
  it("tells the three roles apart", () => {
    expect(roleOf("admin-owner")).toBe("super");
    expect(roleOf("admin-x")).toBe("admin");
    expect(roleOf("user-admin-x")).toBe("user");
    expect(roleOf(null)).toBe("user");
  });
  it("opens the admin area to both admin roles only", () => {
    expect(isAdminRole("super")).toBe(true);
    expect(isAdminRole("admin")).toBe(true);
    expect(isAdminRole("user")).toBe(false);
    expect(isAdminRole(null)).toBe(false);
  });
});
