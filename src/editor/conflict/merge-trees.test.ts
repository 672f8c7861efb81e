import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BlockInstance } from "../../lib/tree/block.ts";
import { findBlock } from "../../lib/tree/find-block.ts";
import { findDuplicateId } from "../../lib/tree/find-duplicate-id.ts";
import { insertBlock } from "../../lib/tree/insert-block.ts";
import { moveBlock } from "../../lib/tree/move-block.ts";
import { removeBlock } from "../../lib/tree/remove-block.ts";
import { replaceFields } from "../../lib/tree/replace-fields.ts";
import { walkTree } from "../../lib/tree/walk-tree.ts";
import { b, isContainer, sampleTree, shape } from "../../../tests/support/lib/tree/sample-trees.ts";
import { mergeTrees } from "./merge-trees.ts";

/** The tree with block `id`'s text set to `text` (both languages). */
const retitle = (tree: BlockInstance[], id: string, text: string) => replaceFields(tree, id, { text: { de: text, en: text } });
const textOf = (tree: readonly BlockInstance[], id: string) => (findBlock(tree, id)?.block.fields["text"] as { de?: string } | undefined)?.de;
const conflictIds = (merge: { conflicts: BlockInstance[] }) => merge.conflicts.map((block) => block.id);
const move = (tree: BlockInstance[], id: string, parentId: string | null, index: number) => moveBlock(tree, id, { parentId, index }, isContainer);
const insert = (tree: BlockInstance[], block: BlockInstance, parentId: string | null, index: number) =>
  insertBlock(tree, block, { parentId, index }, isContainer);
const remove = (tree: BlockInstance[], id: string) => removeBlock(tree, id);
/** The tree after `change`, or undefined when the tree operation refused it (a random edit may miss). */
const attempt = (change: () => BlockInstance[]): BlockInstance[] | undefined => {
  try {
    return change();
  } catch {
    return undefined;
  }
};

describe("merging two versions made from one base", () => {
  const base = sampleTree();

  it("takes each side's change where they changed different blocks", () => {
    const theirs = retitle(base, "a", "A von ihnen");
    const mine = retitle(base, "h2", "H2 von mir");
    const merge = mergeTrees(base, theirs, mine);
    expect(merge.conflicts).toEqual([]);
    expect(textOf(merge.tree, "a")).toBe("A von ihnen");
    expect(textOf(merge.tree, "h2")).toBe("H2 von mir");
    expect(shape(merge.tree)).toEqual(shape(base));
  });

  it("names a block both changed differently and keeps mine for it", () => {
    const merge = mergeTrees(base, retitle(base, "h1", "ihre"), retitle(retitle(base, "h1", "meine"), "z", "Z"));
    expect(conflictIds(merge)).toEqual(["h1"]);
    expect(textOf(merge.tree, "h1")).toBe("meine");
    expect(textOf(merge.tree, "z")).toBe("Z");
  });

  it("sees the same change made on both sides as no conflict", () => {
    const same = retitle(base, "h3", "gleich");
    expect(mergeTrees(base, same, same)).toEqual({ tree: same, conflicts: [] });
  });

  it("keeps both sides' additions where each put them", () => {
    const theirs = insert(base, b("t1"), "s2", 0);
    const mine = insert(insert(base, b("m1"), null, 3), b("m2"), "s1", 1);
    const merge = mergeTrees(base, theirs, mine);
    expect(merge.conflicts).toEqual([]);
    expect(shape(merge.tree)).toEqual(["a", ["s1", ["h1", "m2", ["s2", ["t1", "h2", "h3"]]]], "z", "m1"]);
  });

  it("removes what one side removed and the other left alone", () => {
    const merge = mergeTrees(base, remove(base, "h2"), remove(base, "a"));
    expect(merge.conflicts).toEqual([]);
    expect(shape(merge.tree)).toEqual([["s1", ["h1", ["s2", ["h3"]]]], "z"]);
  });

  it("names a block one side removed and the other changed; mine wins either way", () => {
    const theirRemoval = mergeTrees(base, remove(base, "h1"), retitle(base, "h1", "meine"));
    expect(conflictIds(theirRemoval)).toEqual(["h1"]);
    expect(textOf(theirRemoval.tree, "h1")).toBe("meine");
    const myRemoval = mergeTrees(base, retitle(base, "h1", "ihre"), remove(base, "h1"));
    expect(myRemoval.conflicts).toEqual([]);
    expect(findBlock(myRemoval.tree, "h1")).toBeUndefined();
  });

  it("brings back a container theirs removed when mine added or changed a block inside it", () => {
    const merge = mergeTrees(base, remove(base, "s2"), insert(base, b("m1"), "s2", 2));
    expect(conflictIds(merge)).toEqual(["s2"]);
    expect(shape(merge.tree)).toEqual(["a", ["s1", ["h1", ["s2", ["m1"]]]], "z"]);
  });

  it("takes a move made on one side together with a change of the block on the other", () => {
    const theirs = retitle(base, "h3", "ihre");
    const mine = move(base, "h3", null, 0);
    const merge = mergeTrees(base, theirs, mine);
    expect(merge.conflicts).toEqual([]);
    expect(shape(merge.tree)).toEqual(["h3", "a", ["s1", ["h1", ["s2", ["h2"]]]], "z"]);
    expect(textOf(merge.tree, "h3")).toBe("ihre");
  });

  it("takes their reordering beside my addition", () => {
    const theirs = move(base, "z", null, 0);
    const mine = insert(base, b("m1"), null, 1);
    const merge = mergeTrees(base, theirs, mine);
    expect(merge.conflicts).toEqual([]);
    expect(shape(merge.tree)).toEqual(["z", "a", "m1", ["s1", ["h1", ["s2", ["h2", "h3"]]]]]);
  });

  it("names a block both moved to different places and keeps my place", () => {
    const merge = mergeTrees(base, move(base, "h1", null, 0), move(base, "h1", "s2", 2));
    expect(conflictIds(merge)).toEqual(["h1"]);
    expect(shape(merge.tree)).toEqual(["a", ["s1", [["s2", ["h2", "h3", "h1"]]]], "z"]);
  });

  it("breaks two moves into each other by my place, as a conflict, without a cycle", () => {
    const flat = [b("x", []), b("y", [])];
    const theirs = move(flat, "y", "x", 0);
    const mine = move(flat, "x", "y", 0);
    const merge = mergeTrees(flat, theirs, mine);
    expect(shape(merge.tree)).toEqual([["y", [["x", []]]]]);
    expect(conflictIds(merge)).toEqual(["y"]);
  });
});

/** Random edits of the sample tree by id: retitle, move (into a section or the root), remove, add. */
const edit = fc.record({
  kind: fc.constantFrom("retitle", "move", "remove", "add"),
  block: fc.nat(30),
  parent: fc.nat(30),
  index: fc.nat(4),
});
type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

function apply(tree: BlockInstance[], edits: readonly Edit[], side: string): BlockInstance[] {
  let n = 0;
  for (const e of edits) {
    const ids = [...walkTree(tree)].map((visit) => visit.block.id);
    const sections = [...walkTree(tree)].filter((visit) => visit.block.children).map((visit) => visit.block.id);
    const id = ids[e.block % Math.max(ids.length, 1)];
    const parentId = e.parent % (sections.length + 1) === 0 ? null : sections[(e.parent % (sections.length + 1)) - 1]!;
    let next: BlockInstance[] | undefined;
    if (e.kind === "add") next = attempt(() => insert(tree, b(`${side}${++n}`), parentId, e.index));
    else if (id && e.kind === "retitle") next = retitle(tree, id, `${side}-${n++}`);
    else if (id && e.kind === "move") next = attempt(() => move(tree, id, parentId, e.index));
    else if (id && e.kind === "remove") next = remove(tree, id);
    if (next) tree = next;
  }
  return tree;
}

/** The sample tree and its two versions after each side's edits. */
function bothEdited(theirEdits: readonly Edit[], myEdits: readonly Edit[]) {
  const base = sampleTree();
  return { base, theirs: apply(base, theirEdits, "t"), mine: apply(base, myEdits, "m") };
}

/** A tree's blocks by id. */
const byId = (tree: readonly BlockInstance[]) => new Map([...walkTree(tree)].map((visit) => [visit.block.id, visit.block]));

describe("merging, for any edits of both sides", () => {
  const sides = fc.tuple(fc.array(edit, { maxLength: 6 }), fc.array(edit, { maxLength: 6 }));

  it("makes a tree with every id once, holding every block mine kept and changed", () => {
    fc.assert(
      fc.property(sides, ([theirEdits, myEdits]) => {
        const { base, theirs, mine } = bothEdited(theirEdits, myEdits);
        const { tree, conflicts } = mergeTrees(base, theirs, mine);
        expect(findDuplicateId(tree)).toBeUndefined();
        const merged = byId(tree);
        // Every block of mine that is new or changed is in the merge with my fields.
        const before = byId(base);
        for (const { block } of walkTree(mine)) {
          const was = before.get(block.id);
          if (!was || JSON.stringify(was.fields) !== JSON.stringify(block.fields)) expect(merged.get(block.id)?.fields).toEqual(block.fields);
        }
        // Every named conflict is a block of the merge.
        for (const block of conflicts) expect(merged.has(block.id)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it("is mine against an unchanged theirs, theirs against an unchanged mine, and either when both are the same", () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 8 }), (edits) => {
        const base = sampleTree();
        const changed = apply(base, edits, "x");
        expect(mergeTrees(base, base, changed)).toEqual({ tree: changed, conflicts: [] });
        expect(mergeTrees(base, changed, base)).toEqual({ tree: changed, conflicts: [] });
        expect(mergeTrees(base, changed, changed)).toEqual({ tree: changed, conflicts: [] });
      }),
      { numRuns: 400 },
    );
  });

  it("finds no conflict when the sides only retitled different blocks, and keeps both titles", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom("a", "s1", "h1", "s2", "h2", "h3", "z"), { minLength: 2, maxLength: 7 }), fc.nat(), (ids, cut) => {
        const base = sampleTree();
        const split = 1 + (cut % (ids.length - 1));
        const theirs = ids.slice(0, split).reduce((tree, id) => retitle(tree, id, `t-${id}`), base as BlockInstance[]);
        const mine = ids.slice(split).reduce((tree, id) => retitle(tree, id, `m-${id}`), base as BlockInstance[]);
        const merge = mergeTrees(base, theirs, mine);
        expect(merge.conflicts).toEqual([]);
        expect(shape(merge.tree)).toEqual(shape(base));
        for (const id of ids.slice(0, split)) expect(textOf(merge.tree, id)).toBe(`t-${id}`);
        for (const id of ids.slice(split)) expect(textOf(merge.tree, id)).toBe(`m-${id}`);
      }),
      { numRuns: 300 },
    );
  });

  it("names a conflict for every block both sides changed differently", () => {
    fc.assert(
      fc.property(sides, ([theirEdits, myEdits]) => {
        const { base, theirs, mine } = bothEdited(theirEdits, myEdits);
        const { conflicts } = mergeTrees(base, theirs, mine);
        const named = new Set(conflicts.map((block) => block.id));
        const [was, their, my] = [byId(base), byId(theirs), byId(mine)];
        for (const [id, { fields }] of was) {
          const t = their.get(id)?.fields;
          const m = my.get(id)?.fields;
          const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
          if (t && m && !same(t, fields) && !same(m, fields) && !same(t, m)) expect(named.has(id)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });
});
