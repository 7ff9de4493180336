import { describe, expect, it } from "vitest";
import { storyTooThin, wordCount } from "./language";
import { LENGTH_BANDS } from "./options";

describe("story length notice", () => {
  it("counts words as the band does", () => {
    expect(wordCount("  My grandpa had\na cabin.  ")).toBe(5);
    expect(wordCount("")).toBe(0);
  });

  it("flags a story under half the band's floor", () => {
    expect(storyTooThin(55, LENGTH_BANDS.short)).toBe(true);
    expect(storyTooThin(125, LENGTH_BANDS.short)).toBe(false);
    expect(storyTooThin(180, LENGTH_BANDS.long)).toBe(true);
    expect(storyTooThin(200, LENGTH_BANDS.long)).toBe(false);
  });
});
