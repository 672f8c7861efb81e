import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BlockInstance } from "../lib/tree/block.ts";
import { findBlock } from "../lib/tree/find-block.ts";
import { findDuplicateId } from "../lib/tree/find-duplicate-id.ts";
import { b, sampleTree } from "../../tests/support/lib/tree/sample-trees.ts";
import { walkTree } from "../lib/tree/walk-tree.ts";
import type { EditorAction } from "./actions.ts";
import { normalizeActive } from "./active.ts";
import { reduce } from "./reduce.ts";
import { initialState, type EditorState } from "./state.ts";
import { counter, rules } from "../../tests/support/editor/page-tree.ts";

/** An action in the abstract: which block and which parent are picked from the tree it meets (some picks miss on purpose). */
const step = fc.record({
  type: fc.constantFrom<EditorAction["type"]>("insert", "paste", "move", "remove", "duplicate", "update-fields", "set-shown", "replace-tree", "set-active"),
  block: fc.nat(20),
  parent: fc.nat(20),
  index: fc.integer({ min: -1, max: 6 }),
  flag: fc.boolean(),
});
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function resolve(tree: readonly BlockInstance[], s: Step, fresh: () => string): EditorAction {
  const ids = [...walkTree(tree)].map((visit) => visit.block.id);
  // Past the ids: a block that is not in the tree (or, for the parent, the root list).
  const id = ids[s.block] ?? `missing-${s.block}`;
  const parentId = s.parent >= ids.length ? (s.parent % 2 ? null : "missing") : ids[s.parent]!;
  const at = { parentId, index: s.index };
  const newBlock = s.flag ? b(fresh(), [b(fresh())]) : { ...b(fresh()), schemaName: s.index > 4 ? "block-unknown" : "block-heading" };
  switch (s.type) {
    case "insert":
      return { type: "insert", block: newBlock, at };
    case "paste":
      return { type: "paste", block: findBlock(tree, id)?.block ?? newBlock, at };
    case "move":
      return { type: "move", id, to: at };
    case "update-fields":
      return { type: "update-fields", id, changes: { text: s.flag ? undefined : { de: `t${s.index}` } } };
    case "set-shown":
      return { type: "set-shown", id, shown: s.flag };
    case "replace-tree":
      return { type: "replace-tree", tree: s.flag ? [b(fresh()), b(fresh(), [])] : [b("dup"), b("dup")] };
    default:
      return { type: s.type, id };
  }
}

function expectWhole(state: EditorState): void {
  expect(findDuplicateId(state.tree)).toBeUndefined();
  expect(normalizeActive(state.tree, state.active)).toBe(state.active);
  if (state.current !== null) expect(findBlock(state.tree, state.current)).toBeDefined();
  for (const { block } of walkTree(state.tree)) if (block.children?.length) expect(rules.isContainer(block.schemaName)).toBe(true);
}

describe("reduce over random action sequences", () => {
  it("never throws, keeps ids unique, one active block per list, a current block that exists, children only in containers", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const context = { rules, newId: counter("id") };
        const fresh = counter("new");
        let state = initialState(sampleTree());
        for (const s of steps) {
          const { state: next, error } = reduce(state, resolve(state.tree, s, fresh), context);
          if (error) {
            expect(next).toBe(state);
            expect(error.code).not.toBe("internal");
          }
          expectWhole(next);
          state = next;
        }
      }),
      { numRuns: 300 },
    );
  });
});
