import { describe, expect, it } from "vitest";
import { fileNameFromDisposition } from "./download";

describe("file name from Content-Disposition", () => {
  it("reads quoted and bare names", () => {
    expect(fileNameFromDisposition('attachment; filename="storymail-export-2025-01-31.txt"', "x.txt")).toBe(
      "storymail-export-2025-01-31.txt",
    );
    expect(fileNameFromDisposition("attachment; filename=report.txt", "x.txt")).toBe("report.txt");
    expect(fileNameFromDisposition('attachment; filename="say \\"hi\\".txt"', "x.txt")).toBe('say "hi".txt');
  });

  it("prefers the encoded name", () => {
    expect(
      fileNameFromDisposition("attachment; filename=\"fallback.txt\"; filename*=UTF-8''caf%C3%A9%20notes.txt", "x.txt"),
    ).toBe("café notes.txt");
  });

  it("drops folders and falls back when there is no usable name", () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', "x.txt")).toBe("passwd");
    expect(fileNameFromDisposition('attachment; filename=".."', "x.txt")).toBe("x.txt");
    expect(fileNameFromDisposition("attachment", "x.txt")).toBe("x.txt");
    expect(fileNameFromDisposition(null, "x.txt")).toBe("x.txt");
  });
});
