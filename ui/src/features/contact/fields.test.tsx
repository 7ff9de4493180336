import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MessageFields, type MessageFieldsProps } from "./fields";

const props: MessageFieldsProps = {
  idPrefix: "contact",
  values: { name: "Ann", email: "ann@example.com", reason: "", message: "Hello there" },
  set: () => {},
  reasons: [{ value: "other", label: "Other" }],
  reasonLabel: "Reason for contact",
  reasonPlaceholder: "Select a reason",
  messagePlaceholder: "How can we help?",
  messageRows: 6,
  messageHint: "At least 10 characters.",
};

describe("message fields", () => {
  it("label every control by its id and show the values", () => {
    const html = renderToStaticMarkup(<MessageFields {...props} />);
    for (const f of ["name", "email", "reason", "message"]) expect(html).toContain(`for="contact-${f}"`);
    expect(html).toMatch(/<input[^>]*id="contact-name"[^>]*value="Ann"/);
    expect(html).toMatch(/<input[^>]*type="email"[^>]*id="contact-email"[^>]*value="ann@example.com"/);
    expect(html).toMatch(/<textarea[^>]*rows="6"[^>]*id="contact-message"[^>]*>Hello there<\/textarea>/);
    expect(html).toContain("Select a reason");
    expect(html).toContain("At least 10 characters.");
    expect(html).not.toContain('role="alert"');
  });

  it("tie each error to its control", () => {
    const html = renderToStaticMarkup(
      <MessageFields {...props} errors={{ name: "Name must be at least 2 characters", reason: "Please select a reason for contact" }} />,
    );
    expect(html).toMatch(/id="contact-name"[^>]*aria-invalid="true"[^>]*aria-describedby="contact-name-error"/);
    expect(html).toContain('<p id="contact-name-error" role="alert"');
    expect(html).toMatch(/id="contact-reason"[^>]*aria-invalid="true"[^>]*aria-describedby="contact-reason-error"/);
    expect(html).toContain(">Please select a reason for contact</p>");
    expect(html).not.toContain('id="contact-email-error"');
  });

  it("are smaller, stacked and without a hint in the help panel", () => {
    const html = renderToStaticMarkup(<MessageFields {...props} idPrefix="help" messageHint={undefined} messageRows={3} compact />);
    // One column: side by side, a prefilled address was cut off in the narrow panel.
    expect(html).toContain('class="grid gap-3.5"');
    expect(html).not.toContain("grid-cols-2");
    expect(html).toMatch(/<input[^>]*class="[^"]*h-10"[^>]*id="help-name"/);
    expect(html).toMatch(/<textarea[^>]*rows="3"[^>]*id="help-message"/);
    expect(html).not.toContain("At least 10 characters.");
  });
});
