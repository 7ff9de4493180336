import { describe, expect, it } from "vitest";
import { applyRewriteDelta, leftLabel, liveText, rewriteProblem, startLive } from "./rewrite";

const body = "Hi,\n\nA long hook that goes on.\n\nThe story.";

describe("live rewrite", () => {
  it("puts the streamed text in the part's place, in order, ignoring other rewrites", () => {
    let live = startLive("r1", "A long hook that goes on.");
    expect(liveText(body, live)).toBe(body);
    live = applyRewriteDelta(live, { id: "e", rewriteId: "r1", seq: 2, delta: "hook." });
    expect(liveText(body, live)).toBe(body); // chunk 1 still missing
    live = applyRewriteDelta(live, { id: "e", rewriteId: "r1", seq: 1, delta: "A short " });
    live = applyRewriteDelta(live, { id: "e", rewriteId: "other", seq: 3, delta: "NOPE" });
    live = applyRewriteDelta(live, { id: "e", seq: 3, delta: "NOPE" }); // a generation's delta
    expect(liveText(body, live)).toBe("Hi,\n\nA short hook.\n\nThe story.");
  });

  it("leaves the body alone when the part is no longer there", () => {
    let live = startLive("r1", "Gone.");
    live = applyRewriteDelta(live, { id: "e", rewriteId: "r1", seq: 1, delta: "New" });
    expect(liveText(body, live)).toBe(body);
  });
});

describe("rewrite request", () => {
  it("needs a part or a selection, and an instruction for custom", () => {
    expect(rewriteProblem({ modifier: "shorter" })).toMatch(/Choose a part/);
    expect(rewriteProblem({ selection: "  ", modifier: "shorter" })).toMatch(/Choose a part/);
    expect(rewriteProblem({ part: "hook", modifier: "custom" })).toMatch(/instruction/);
    expect(rewriteProblem({ part: "hook", modifier: "custom", instruction: "x".repeat(201) })).toMatch(/200/);
    expect(rewriteProblem({ part: "hook", modifier: "custom", instruction: "mention Lisbon" })).toBe("");
    expect(rewriteProblem({ selection: "A long hook", modifier: "warmer" })).toBe("");
  });

  it("counts what is left", () => {
    expect(leftLabel(1)).toBe("1 rewrite left today");
    expect(leftLabel(0)).toBe("0 rewrites left today");
  });
});
