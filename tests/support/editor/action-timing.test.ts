import { describe, expect, it } from "vitest";
import { pageTree } from "./page-tree.ts";
import { walkTree } from "../../../src/lib/tree/walk-tree.ts";
import { percentile, TIMED_ACTIONS, timeEditorActions } from "./action-timing.ts";

/** One frame at 60 Hz: a tree action must fit well inside it, or editing stutters. */
const FRAME_MS = 16;

describe("one tree action on a page of 200 blocks", () => {
  it("is a page of 200 blocks nested four levels deep", () => {
    const visits = [...walkTree(pageTree(200))];
    expect(visits).toHaveLength(200);
    expect(Math.max(...visits.map((visit) => visit.depth))).toBe(3);
  });

  // Loose on purpose: the figures are a fraction of a millisecond, the bound a whole frame, so a
  // busy machine does not fail it; `npm run bench -- --only tree` prints the real figures.
  it("takes well under a frame through $editor, for every action, undo and redo (median of 40 runs)", () => {
    const times = timeEditorActions({ blocks: 200, runs: 40, warmup: 10 });
    for (const kind of TIMED_ACTIONS) {
      expect(times[kind], kind).toHaveLength(40);
      expect(percentile(times[kind], 0.5), kind).toBeLessThan(FRAME_MS);
    }
  });
});

describe("percentile", () => {
  it("gives the nearest-rank value", () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.95)).toBe(95);
    expect(percentile([3], 0.95)).toBe(3);
    expect(percentile([], 0.5)).toBeNaN();
  });
});
