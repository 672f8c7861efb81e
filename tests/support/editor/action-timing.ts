/**
 * Times single builder actions through `$editor` on a realistic page, for the performance test
 * (`action-timing.test.ts`) and the bench (`bench/tree.ts`).
 */
import { MemoryStorage } from "./memory-storage.ts";
import { pageTree, TYPES, draftPage } from "./page-tree.ts";
import type { BlockInstance } from "../../../src/lib/tree/block.ts";
import { walkTree } from "../../../src/lib/tree/walk-tree.ts";
import { $editor, closeEditor, copy, dispatch, openEditor, paste, redo, undo } from "../../../src/editor/store.ts";

/** What can be timed: every action type of the reducer, and undo and redo. */
export const TIMED_ACTIONS = [
  "insert",
  "paste",
  "move",
  "remove",
  "duplicate",
  "update-fields",
  "set-shown",
  "replace-tree",
  "set-active",
  "undo",
  "redo",
] as const;
export type TimedAction = (typeof TIMED_ACTIONS)[number];

/** A small deterministic generator (mulberry32), so every run picks the same blocks. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Picks {
  blocks: BlockInstance[];
  containers: BlockInstance[];
  leaves: BlockInstance[];
}

function picks(tree: BlockInstance[]): Picks {
  const blocks = [...walkTree(tree)].map((visit) => visit.block);
  return { blocks, containers: blocks.filter((block) => block.children), leaves: blocks.filter((block) => !block.children) };
}

/**
 * Runs one `action` of the given kind on a freshly opened page `tree` and returns the time the
 * store took for it in ms (reducer, history, dirty check, draft written to an in-memory storage,
 * store update). Setup (opening, a change to undo, a copy to paste) is not timed.
 */
function timeOnce(kind: TimedAction, tree: BlockInstance[], p: Picks, random: () => number, run: number): number {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  let n = 0;
  openEditor({ app: "site", page: draftPage("bench", 1), tree, lang: "de", types: TYPES, storage: new MemoryStorage(), newId: () => `r${run}-${++n}` });
  const container = pick(p.containers);
  const into = random() < 0.2 ? null : container.id;
  const size = into === null ? tree.length : (container.children?.length ?? 0);
  const heading = (): BlockInstance => ({
    id: `new-${run}`,
    schemaName: "block-heading",
    schemaId: "schema-block-heading",
    active: true,
    fields: { text: { de: "Neu", en: "New" } },
  });
  const edit = () => {
    const target = pick(p.leaves);
    return () => dispatch({ type: "update-fields", id: target.id, changes: { text: { de: `Text ${run}`, en: `Text ${run}` } } });
  };
  let timed: () => unknown;
  switch (kind) {
    case "insert":
      timed = () => dispatch({ type: "insert", block: heading(), at: { parentId: into, index: Math.floor(random() * (size + 1)) } });
      break;
    case "paste": {
      copy(pick(p.containers.filter((block) => block.schemaName === "block-section")).id);
      timed = () => paste({ parentId: into, index: size });
      break;
    }
    case "move": {
      const leaf = pick(p.leaves);
      const children = container.children ?? [];
      const count = children.length - (children.includes(leaf) ? 1 : 0);
      timed = () => dispatch({ type: "move", id: leaf.id, to: { parentId: container.id, index: Math.floor(random() * (count + 1)) } });
      break;
    }
    case "remove":
    case "duplicate":
    case "set-active": {
      const id = pick(p.blocks).id;
      timed = () => dispatch({ type: kind, id });
      break;
    }
    case "set-shown": {
      const id = pick(p.blocks).id;
      timed = () => dispatch({ type: "set-shown", id, shown: false });
      break;
    }
    case "update-fields":
      timed = edit();
      break;
    case "replace-tree": {
      // A restored version: an equal tree that shares nothing with the open one, the worst case for the dirty check.
      const restored = structuredClone(tree);
      restored[0]!.fields = { ...restored[0]!.fields, paddingY: { iv: "sm" } };
      timed = () => dispatch({ type: "replace-tree", tree: restored });
      break;
    }
    case "undo":
      edit()();
      timed = undo;
      break;
    case "redo":
      edit()();
      undo();
      timed = redo;
      break;
  }
  const t0 = performance.now();
  timed();
  const ms = performance.now() - t0;
  const { error } = $editor.get();
  closeEditor();
  if (error) throw new Error(`${kind} was refused (${error.code}); the timing would measure a refusal`);
  return ms;
}

/** The timings (ms) of `runs` actions of each kind on a page of `blocks` blocks, after `warmup` untimed runs of each. */
export function timeEditorActions(options: { blocks?: number; runs: number; warmup?: number; kinds?: readonly TimedAction[] }): Record<TimedAction, number[]> {
  const tree = pageTree(options.blocks ?? 200);
  const p = picks(tree);
  const kinds = options.kinds ?? TIMED_ACTIONS;
  const random = seeded(9);
  const times = Object.fromEntries(kinds.map((kind) => [kind, [] as number[]])) as Record<TimedAction, number[]>;
  for (let run = 0; run < (options.warmup ?? 20) + options.runs; run++) {
    for (const kind of kinds) {
      const ms = timeOnce(kind, tree, p, random, run);
      if (run >= (options.warmup ?? 20)) times[kind].push(ms);
    }
  }
  return times;
}

/** The value below which `share` (0–1) of `values` lie (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}
