import { describe, expect, it } from "vitest";
import { cut, desktopRow, phoneRow, shownPreview } from "./inbox";

describe("inbox mock-up", () => {
  it("keeps short text whole and cuts long text on a word with an ellipsis", () => {
    expect(cut("Short line", 40)).toBe("Short line");
    const long = "The plan nobody followed and what it taught me about leading";
    const c = cut(long, 40);
    expect(Array.from(c).length).toBeLessThanOrEqual(40);
    expect(c.endsWith("…")).toBe(true);
    expect(long.startsWith(c.slice(0, -1))).toBe(true);
    expect(c).toBe("The plan nobody followed and what it…");
  });

  it("gives the desktop row's room left after the subject to the preview", () => {
    const row = desktopRow("I froze in my first meeting", "x ".repeat(100));
    expect(row.subject).toBe("I froze in my first meeting");
    expect(Array.from(row.subject + row.preview).length).toBeLessThanOrEqual(90);
    expect(desktopRow("s".repeat(95), "preview").preview).toBe("");
  });

  it("cuts the phone subject at 40 and the preview at 90", () => {
    const row = phoneRow("a".repeat(60), "b ".repeat(80));
    expect(Array.from(row.subject).length).toBeLessThanOrEqual(40);
    expect(Array.from(row.preview).length).toBeLessThanOrEqual(90);
  });

  it("falls back to the body's opening without the greeting", () => {
    expect(shownPreview("", "Hi Sam,\n\nTwo years ago I froze.\n\nNobody followed.")).toBe("Two years ago I froze. Nobody followed.");
    expect(shownPreview("  My preheader ", "Body")).toBe("My preheader");
  });
});
