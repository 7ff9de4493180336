import { describe, expect, it } from "vitest";
import { EMPTY_STREAM, applyDelta, wordCount, writingProgress } from "./stream";

describe("streamed text", () => {
  it("joins chunks in order", () => {
    let s = applyDelta(EMPTY_STREAM, 1, "Hello ");
    s = applyDelta(s, 2, "world.");
    expect(s.text).toBe("Hello world.");
    expect(s.seq).toBe(2);
  });
  it("ignores repeats and waits for a missing chunk", () => {
    let s = applyDelta(EMPTY_STREAM, 1, "A");
    s = applyDelta(s, 1, "A");
    s = applyDelta(s, 3, "C");
    expect(s.text).toBe("A");
    s = applyDelta(s, 3, "C");
    s = applyDelta(s, 2, "B");
    expect(s).toEqual({ text: "ABC", seq: 3, pending: {} });
  });
  it("estimates progress from the length asked for, below 100 until done", () => {
    expect(writingProgress("", "short")).toBe(0);
    expect(writingProgress("word ", "short")).toBe(5);
    expect(writingProgress("w ".repeat(140), "short")).toBe(51);
    expect(writingProgress("w ".repeat(1000), "long")).toBe(95);
    expect(writingProgress("w", "long", true)).toBe(100);
    expect(wordCount("  two  words ")).toBe(2);
  });
});
