import { describe, expect, it } from "vitest";
import { appendPage, listKey, nextLink } from "./hooks";
import type { Email } from "./types";

const email = (id: string) => ({ id, title: id, status: "generated", createdAt: "2026-01-01T00:00:00Z" }) as Email;

describe("library pages", () => {
  it("reads the next page from the Link header", () => {
    expect(nextLink('</api/emails?limit=50&cursor=AAZh-_x>; rel="next"')).toBe("/api/emails?limit=50&cursor=AAZh-_x");
    expect(nextLink(null)).toBeNull();
    expect(nextLink('<https://elsewhere.example/x>; rel="next"')).toBeNull();
    expect(nextLink('</api/emails?limit=50>; rel="prev"')).toBeNull();
  });

  it("searches on the server under a key of its own", () => {
    expect(listKey("")).toBe("/api/emails");
    expect(listKey("  ")).toBe("/api/emails");
    expect(listKey(" 50% off & more ")).toBe("/api/emails?search=50%25%20off%20%26%20more");
  });

  it("appends a page without repeating an email that moved between pages", () => {
    const merged = appendPage({ emails: [email("a"), email("b")], next: "/api/emails?cursor=1" }, { emails: [email("b"), email("c")], next: null });
    expect(merged.emails.map((e) => e.id)).toEqual(["a", "b", "c"]);
    expect(merged.next).toBeNull();
  });
});
