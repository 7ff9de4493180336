import { describe, expect, it } from "vitest";
import { compareVersions } from "./versions";
import type { EmailVersion } from "./types";

const v = (n: number, content: string): EmailVersion => ({
  number: n, kind: "edit", generatedSubject: ["Same subject"], previewText: "", generatedContent: content,
  authorId: "u", authorName: "", restoredFrom: null, current: false, createdAt: "", updatedAt: "",
});

describe("compareVersions", () => {
  it("marks the words added and removed", () => {
    const changes = compareVersions(v(1, "Two years ago I froze."), v(2, "Three years ago I froze."));
    expect(changes.filter((c) => c.removed).map((c) => c.value.trim())).toEqual(["Two"]);
    expect(changes.filter((c) => c.added).map((c) => c.value.trim())).toEqual(["Three"]);
  });
});
