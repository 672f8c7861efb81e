/**
 * One builder action on a page of 200 blocks (target ≤ 16 ms, one frame), through `$editor` as the
 * builder calls it: reducer, undo history, dirty check, draft written to storage, store update.
 * Each action type is timed on a freshly opened page; the baseline, timed alternately in the same
 * run, is what an editor without structural sharing pays per action: a JSON copy of the tree.
 */
import { pageTree } from "../tests/support/editor/page-tree.ts";
import { percentile, TIMED_ACTIONS, timeEditorActions } from "../tests/support/editor/action-timing.ts";
import { median, type Row } from "./lib/report.ts";

export interface TreeOptions {
  iterations: number;
}

/** A frame at 60 Hz, the budget of one tree action. */
const FRAME_MS = 16;
const BLOCKS = 200;

export function benchTree(o: TreeOptions): Row[] {
  const warmup = Math.min(50, o.iterations);
  console.log(`\n[tree] one action through $editor on a page of ${BLOCKS} blocks, ${o.iterations} runs per action after ${warmup} warm-up ones`);
  const tree = pageTree(BLOCKS);
  const naive: number[] = [];
  const ours: Record<string, number[]> = {};
  // Alternate ours and the baseline in rounds, so both see the same state of the machine.
  const rounds = 4;
  for (let round = 0; round < rounds; round++) {
    const times = timeEditorActions({ blocks: BLOCKS, runs: Math.ceil(o.iterations / rounds), warmup: round === 0 ? warmup : 0 });
    for (const [kind, values] of Object.entries(times)) (ours[kind] ??= []).push(...values);
    for (let i = 0; i < Math.ceil(o.iterations / rounds) + (round === 0 ? warmup : 0); i++) {
      const t0 = performance.now();
      JSON.parse(JSON.stringify(tree));
      if (round > 0 || i >= warmup) naive.push(performance.now() - t0);
    }
  }
  const base = median(naive);
  console.log(`  ${"action".padEnd(14)} ${"median ms".padStart(10)} ${"p95 ms".padStart(8)}`);
  const rows: Row[] = [];
  for (const kind of TIMED_ACTIONS) {
    const values = ours[kind] ?? [];
    const mid = median(values);
    const p95 = percentile(values, 0.95);
    console.log(`  ${kind.padEnd(14)} ${mid.toFixed(3).padStart(10)} ${p95.toFixed(3).padStart(8)}`);
    rows.push({
      benchmark: `tree action: ${kind} (ms, median)`,
      ours: mid,
      baseline: base,
      digits: 3,
      ratio: base > 0 ? mid / base : null,
      target: `p95 < ${FRAME_MS} ms`,
      met: Number.isNaN(p95) ? null : p95 < FRAME_MS,
      note: `p95 ${p95.toFixed(3)} ms; baseline: JSON copy of the tree`,
    });
  }
  console.log(`  baseline: JSON copy of the ${BLOCKS}-block tree, median ${base.toFixed(3)} ms, p95 ${percentile(naive, 0.95).toFixed(3)} ms`);
  return rows;
}
