import { describe, expect, it } from "vitest";
import { afterLoginPath, safeReturnTo } from "./afterLogin";

describe("after login", () => {
  it("sends the super admin to /admin", () => {
    expect(afterLoginPath("admin-owner")).toBe("/admin");
    expect(afterLoginPath("admin-boss", "admin-boss")).toBe("/admin");
  });
  it("sends other admin- ids to /admin/users", () => {
    expect(afterLoginPath("admin-7f3a")).toBe("/admin/users");
    expect(afterLoginPath("admin-owner", "admin-boss")).toBe("/admin/users");
  });
  it("sends everyone else to /dashboard", () => {
    expect(afterLoginPath("3c1e2f7a-user")).toBe("/dashboard");
    expect(afterLoginPath("")).toBe("/dashboard");
  });
  it("honours returnTo when the role may open it", () => {
    expect(afterLoginPath("u1", "admin-owner", "/create")).toBe("/create");
    expect(afterLoginPath("u1", "admin-owner", "/view-email/42?x=1")).toBe("/view-email/42?x=1");
    expect(afterLoginPath("admin-owner", "admin-owner", "/admin/revenue")).toBe("/admin/revenue");
    expect(afterLoginPath("admin-7f3a", "admin-owner", "/admin/emails")).toBe("/admin/emails");
  });
  it("ignores returnTo outside the role's pages", () => {
    expect(afterLoginPath("u1", "admin-owner", "/admin")).toBe("/dashboard");
    expect(afterLoginPath("admin-7f3a", "admin-owner", "/admin")).toBe("/admin/users");
    expect(afterLoginPath("admin-owner", "admin-owner", "/create")).toBe("/admin");
  });
  it("ignores unsafe returnTo values", () => {
    expect(afterLoginPath("u1", "admin-owner", "https://evil.example/")).toBe("/dashboard");
    expect(afterLoginPath("u1", "admin-owner", "//evil.example/")).toBe("/dashboard");
    expect(afterLoginPath("u1", "admin-owner", "/\\evil.example")).toBe("/dashboard");
    expect(afterLoginPath("u1", "admin-owner", "/login")).toBe("/dashboard");
    expect(safeReturnTo("javascript:alert(1)")).toBeNull();
  });
});
