import { describe, expect, it } from "vitest";
import { checkLabel, qualitySummary, scoreTone, sortChecks } from "./quality";

describe("quality report display", () => {
  const checks = [
    { id: "length", status: "pass", message: "In band." },
    { id: "facts", status: "warn", message: "Check this." },
    { id: "links", status: "fail", message: "Untracked." },
    { id: "subjects", status: "warn", message: "Long." },
  ];

  it("puts failures first, then warnings, keeping the server's order inside each group", () => {
    expect(sortChecks(checks).map((c) => c.id)).toEqual(["links", "facts", "subjects", "length"]);
    expect(sortChecks(undefined)).toEqual([]);
  });

  it("summarises with correct plurals", () => {
    expect(qualitySummary({ score: 70, checks })).toBe("1 problem to fix, 2 things to review.");
    expect(qualitySummary({ score: 100, checks: [checks[0]] })).toBe("Every check passed.");
  });

  it("labels known checks in plain words and unknown ones readably", () => {
    expect(checkLabel("leaks")).toBe("Internal notes");
    expect(checkLabel("todo")).toBe("Before you send");
    expect(checkLabel("tone")).toBe("Tone");
  });

  it("grades the score", () => {
    expect(scoreTone(92)).toBe("good");
    expect(scoreTone(70)).toBe("fair");
    expect(scoreTone(20)).toBe("poor");
  });
});
