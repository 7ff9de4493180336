import { describe, expect, it } from "vitest";
import { CONTACT_REASONS, contactPayload, validateContact } from "./form";

const good = { name: "Jo", email: "jo@example.com", reason: "bug_report", message: "The export button does nothing." };

describe("contact form", () => {
  it("lists the spec's reasons", () => {
    expect(CONTACT_REASONS.map((r) => r.value)).toEqual([
      "general_inquiry",
      "technical_support",
      "billing_question",
      "feature_request",
      "bug_report",
      "partnership",
      "media_inquiry",
      "other",
    ]);
  });

  it("accepts a complete message", () => {
    expect(validateContact(good)).toEqual({});
  });

  it("words each problem as the spec does", () => {
    expect(validateContact({ name: " J ", email: "jo@", reason: "", message: "too short" })).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      reason: "Please select a reason for contact",
      message: "Message must be at least 10 characters",
    });
    expect(validateContact({ ...good, reason: "Support" }).reason).toBe("Please select a reason for contact");
    expect(validateContact({ ...good, message: "0123456789" })).toEqual({});
  });

  it("sends trimmed values", () => {
    expect(contactPayload({ ...good, name: "  Jo  ", message: " Hello there! " })).toEqual({
      name: "Jo",
      email: "jo@example.com",
      reason: "bug_report",
      message: "Hello there!",
    });
  });
});
