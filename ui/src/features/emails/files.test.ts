import { describe, expect, it } from "vitest";
import { downloadFileName, emailAsText, hasContent, subjectLines } from "./files";

describe("download file name", () => {
  it("is the title with .txt", () => {
    expect(downloadFileName("Spring launch: the bakery story")).toBe("Spring launch- the bakery story.txt");
    expect(downloadFileName("My Email")).toBe("My Email.txt");
    expect(downloadFileName("Héllo wörld")).toBe("Héllo wörld.txt");
  });
  it("never names a path or an empty file", () => {
    expect(downloadFileName("a/b\\c")).toBe("a-b-c.txt");
    expect(downloadFileName("  ")).toBe("email.txt");
    expect(downloadFileName("..hidden")).toBe("hidden.txt");
    expect(downloadFileName(undefined)).toBe("email.txt");
  });
});

describe("subject lines", () => {
  it("reads arrays, JSON strings, ' | ' lists and single strings", () => {
    expect(subjectLines(["A", " B ", ""])).toEqual(["A", "B"]);
    expect(subjectLines('["A","B"]')).toEqual(["A", "B"]);
    expect(subjectLines("A | B | C")).toEqual(["A", "B", "C"]);
    expect(subjectLines("Only one")).toEqual(["Only one"]);
    expect(subjectLines(null)).toEqual([]);
  });
});

describe("email as text", () => {
  it("holds the title, subjects, body and link", () => {
    const text = emailAsText({ title: "T", generatedSubject: ["S1", "S2"], generatedContent: "Body", utmUrl: "https://x.test?utm_source=email" });
    expect(text).toBe("T\n\nSubject Line Options:\n1. S1\n2. S2\n\nBody\n\nTracking link: https://x.test?utm_source=email\n");
    expect(hasContent({ generatedContent: "  " })).toBe(false);
  });
});
