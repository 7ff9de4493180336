import { describe, expect, it } from "vitest";
import { EMPTY_AUDIT_FILTERS, actionLabel, auditPath, outcomeTone } from "./audit";

describe("audit record", () => {
  it("asks for the page with only the filters that are set", () => {
    expect(auditPath(1, EMPTY_AUDIT_FILTERS)).toBe("/api/admin/audit?page=1&limit=50");
    expect(
      auditPath(3, { actor: " staff@x.com ", target: "u-1", action: "user.delete", outcome: "failure", from: "2026-01-01", to: "2026-01-31" }),
    ).toBe("/api/admin/audit?page=3&limit=50&actor=staff%40x.com&target=u-1&action=user.delete&outcome=failure&from=2026-01-01&to=2026-01-31");
  });
  it("names actions and colours outcomes", () => {
    expect(actionLabel("user.add_bonus_credits")).toBe("Add bonus credits");
    expect(actionLabel("something.new")).toBe("something.new");
    expect(outcomeTone("success")).toBe("success");
    expect(outcomeTone("failure")).toBe("danger");
  });
});
