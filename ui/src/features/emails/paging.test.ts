import { describe, expect, it } from "vitest";
import { appendPage, insertByDate, listKey, nextLink } from "./hooks";
import type { Email } from "./types";

const email = (id: string, createdAt = "2026-01-01T00:00:00Z") => ({ id, title: id, status: "generated", createdAt }) as Email;

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

describe("an email the list has not seen", () => {
  const list = { emails: [email("c", "2026-03-01T00:00:00Z"), email("a", "2026-01-01T00:00:00Z")], next: null as string | null };
  it("goes in its place, newest first", () => {
    expect(insertByDate(list, email("d", "2026-04-01T00:00:00Z")).emails.map((e) => e.id)).toEqual(["d", "c", "a"]);
    expect(insertByDate(list, email("b", "2026-02-01T00:00:00Z")).emails.map((e) => e.id)).toEqual(["c", "b", "a"]);
  });
  it("is left to the next page when it belongs after the loaded ones, and never listed twice", () => {
    expect(insertByDate({ ...list, next: "/api/emails?cursor=x" }, email("z", "2025-01-01T00:00:00Z")).emails).toHaveLength(2);
    expect(insertByDate(list, email("z", "2025-01-01T00:00:00Z")).emails.map((e) => e.id)).toEqual(["c", "a", "z"]);
    expect(insertByDate(list, email("c", "2026-03-01T00:00:00Z"))).toBe(list);
  });
});
