import { describe, expect, it } from "vitest";
import { routePaths } from "./routes";

// Every route of the role table (admin-and-routes §2.12) and the user app's screens (§2).
const expected = [
  "/",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/email-verification",
  "/verify-email",
  "/email-verified",
  "/privacy-policy",
  "/terms-of-use",
  "/contact",
  "/admin/login",
  "/dashboard",
  "/create",
  "/create-email",
  "/emails",
  "/manage-emails",
  "/view-email/:id",
  "/edit-email/:id",
  "/billing",
  "/manage-subscription",
  "/subscribe",
  "/settings",
  "/bonus",
  "/test-webhook",
  "/stripe-test",
  "/admin",
  "/admin/users",
  "/admin/emails",
  "/admin/subscriptions",
  "/admin/webhooks",
  "/admin/analytics",
  "/admin/revenue",
  "/admin/settings",
  "/admin/audit",
  "/*",
];

describe("route table", () => {
  it("has every route of the spec", () => {
    const paths = routePaths();
    for (const p of expected) expect(paths, p).toContain(p);
  });
});
