import { describe, expect, it } from "vitest";
import { draftProblem, move } from "./edit";

const ok = { subjects: ["One line", "Another line"], previewText: "", content: "Body text." };

describe("edit rules", () => {
  it("accepts a sound draft and an empty preview", () => {
    expect(draftProblem(ok)).toBeNull();
  });
  it("names the first problem like the server does", () => {
    expect(draftProblem({ ...ok, subjects: [] })).toMatch(/between 1 and 10/);
    expect(draftProblem({ ...ok, subjects: ["A", " "] })).toBe("Subject line 2 is empty.");
    expect(draftProblem({ ...ok, subjects: ["Same", "same"] })).toMatch(/Subject line 2 repeats line 1/);
    expect(draftProblem({ ...ok, previewText: "short" })).toMatch(/between 40 and 110 characters \(it has 5\)/);
    const p = "This preview text is long enough to count for the inbox";
    expect(draftProblem({ ...ok, subjects: [p], previewText: p })).toMatch(/must not repeat the first subject line/);
    expect(draftProblem({ ...ok, content: "  " })).toBe("The email body can't be empty.");
    expect(draftProblem({ ...ok, content: "x".repeat(10_001) })).toMatch(/at most 10,000/);
  });
  it("moves subject lines", () => {
    expect(move(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(move(["a", "b"], 0, -1)).toEqual(["a", "b"]);
  });
});
