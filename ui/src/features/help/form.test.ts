import { describe, expect, it } from "vitest";
import { HELP_REASONS, helpPayload, isComplete, prefillName } from "./form";

describe("help widget form", () => {
  it("offers the spec's reasons", () => {
    expect(HELP_REASONS.map((r) => `${r.value}|${r.label}`)).toEqual([
      "Support|Technical Support",
      "Question|General Question",
      "Sales|Sales Inquiry",
      "Bug Report|Bug Report",
      "Feature Request|Feature Request",
      "Billing|Billing Question",
      "Other|Other",
    ]);
  });

  it("prefills the name from the signed-in user", () => {
    expect(prefillName({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" })).toBe("Ada Lovelace");
    expect(prefillName({ firstName: "Ada", lastName: "", email: "ada@example.com" })).toBe("Ada");
    expect(prefillName({ firstName: null, lastName: "Lovelace", email: "countess@example.com" })).toBe("countess");
    expect(prefillName({ email: "" })).toBe("");
    expect(prefillName(null)).toBe("");
  });

  it("needs every field", () => {
    const full = { name: "Ada", email: "ada@example.com", reason: "Support", message: "It broke" };
    expect(isComplete(full)).toBe(true);
    for (const k of ["name", "email", "reason", "message"] as const) {
      expect(isComplete({ ...full, [k]: "   " })).toBe(false);
    }
  });

  it("sends the reason followed by ' Request via Chat Widget' as the subject", () => {
    expect(helpPayload({ name: " Ada ", email: "ada@example.com ", reason: "Bug Report", message: " Export fails " })).toEqual({
      name: "Ada",
      email: "ada@example.com",
      reason: "Bug Report",
      message: "Export fails",
      subject: "Bug Report Request via Chat Widget",
    });
  });
});
