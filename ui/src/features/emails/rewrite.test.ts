import { describe, expect, it } from "vitest";
import { RewriteTracker, applyRewriteDelta, leftLabel, liveText, rewriteProblem, startLive } from "./rewrite";

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

describe("a rewrite's pushes and the answer that starts it", () => {
  const started = { rewriteId: "r1", original: "A long hook that goes on." };
  const done = { id: "e", rewriteId: "r1", status: "done" as const, version: 3 };

  it("ends the rewrite when its done push arrives before the POST answer (it used to stay 'Rewriting…')", () => {
    const t = new RewriteTracker();
    t.begin();
    expect(t.delta({ id: "e", rewriteId: "r1", seq: 1, delta: "A short hook." })).toBe(false);
    expect(t.ended(done)).toBe(false); // nothing under way yet: kept for the answer
    const { end } = t.started(started);
    expect(end).toEqual(done);
    // Nothing is under way afterwards: a repeated push ends nothing.
    expect(t.ended(done)).toBe(false);
  });

  it("keeps a failure that arrives first, with its message", () => {
    const t = new RewriteTracker();
    t.begin();
    t.ended({ id: "e", rewriteId: "r1", status: "failed", message: "The writer is busy." });
    expect(t.started(started).end).toMatchObject({ status: "failed", message: "The writer is busy." });
  });

  it("starts the live text with the chunks pushed before the answer", () => {
    const t = new RewriteTracker();
    t.begin();
    t.delta({ id: "e", rewriteId: "r1", seq: 1, delta: "A short " });
    t.delta({ id: "e", rewriteId: "other", seq: 2, delta: "NOPE" });
    const { live, end } = t.started(started);
    expect(end).toBeNull();
    expect(live.stream.text).toBe("A short ");
    expect(t.delta({ id: "e", rewriteId: "r1", seq: 2, delta: "hook." })).toBe(true);
    expect(t.ended(done)).toBe(true);
  });

  it("in the usual order, ends the rewrite on its own push only", () => {
    const t = new RewriteTracker();
    t.begin();
    expect(t.started(started)).toMatchObject({ end: null });
    expect(t.ended({ ...done, rewriteId: "other" })).toBe(false);
    expect(t.ended(done)).toBe(true);
    expect(t.ended(done)).toBe(false);
  });

  it("keeps nothing when no request is waiting, and forgets what a failed request was sent", () => {
    const t = new RewriteTracker();
    t.ended(done); // a push for an earlier rewrite, with no request out
    t.begin();
    expect(t.started(started).end).toBeNull();

    const u = new RewriteTracker();
    u.begin();
    u.ended(done);
    u.abort();
    u.begin();
    expect(u.started({ rewriteId: "r2", original: "x" }).end).toBeNull();
  });
});
