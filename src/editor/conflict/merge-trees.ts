import type { BlockInstance } from "../../lib/tree/block.ts";
import { sameValue } from "../../lib/tree/same-tree.ts";
import { walkTree } from "../../lib/tree/walk-tree.ts";

/** What a three-way merge came to: the merged tree and the blocks both sides changed (in it, mine kept). */
export interface TreeMerge {
  tree: BlockInstance[];
  /** Blocks whose content, visibility or place both sides changed differently, or one removed while the other changed it; in merged-tree order. */
  conflicts: BlockInstance[];
}

/** A block of one version: itself and its parent's id (`""` at the root). */
interface Place {
  block: BlockInstance;
  parent: string;
}

interface Version {
  places: Map<string, Place>;
  /** Each list's block ids in order, by parent id (`""` for the page). */
  lists: Map<string, string[]>;
  /** The blocks whose place this version changed against the base: another parent, or another order among the siblings both kept. */
  moved: Set<string>;
}

function read(tree: readonly BlockInstance[]): Omit<Version, "moved"> {
  const places = new Map<string, Place>();
  const lists = new Map<string, string[]>([["", []]]);
  for (const { block, parent } of walkTree(tree)) {
    const parentId = parent?.id ?? "";
    places.set(block.id, { block, parent: parentId });
    lists.get(parentId)!.push(block.id);
    if (block.children) lists.set(block.id, []);
  }
  return { places, lists };
}

/** The ids of `a` that stay in order in `b` (a longest common subsequence of two lists of distinct ids). */
function inOrder(a: readonly string[], b: readonly string[]): Set<string> {
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      kept.add(a[i]!);
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return kept;
}

/** `tree` read against `base`: which of the blocks both have it put elsewhere. */
function against(base: Omit<Version, "moved">, tree: readonly BlockInstance[]): Version {
  const version = read(tree);
  const moved = new Set<string>();
  for (const [id, place] of version.places) {
    const was = base.places.get(id);
    if (was && was.parent !== place.parent) moved.add(id);
  }
  for (const [parent, ids] of version.lists) {
    const before = (base.lists.get(parent) ?? []).filter((id) => version.places.get(id)?.parent === parent);
    const common = ids.filter((id) => base.places.get(id)?.parent === parent);
    const kept = inOrder(before, common);
    for (const id of common) if (!kept.has(id)) moved.add(id);
  }
  return { ...version, moved };
}

/** A block's own content: type, visibility and fields (its children are blocks of their own). */
const sameContent = (a: BlockInstance, b: BlockInstance) =>
  a.schemaName === b.schemaName && a.schemaId === b.schemaId && a.active === b.active && sameValue(a.fields, b.fields);

/** Whether `id` sits in the same container after the same sibling in both versions. */
function samePlace(a: Version, b: Version, id: string): boolean {
  const parent = a.places.get(id)!.parent;
  if (b.places.get(id)!.parent !== parent) return false;
  const before = (version: Version) => {
    const list = version.lists.get(parent)!;
    return list[list.indexOf(id) - 1];
  };
  return before(a) === before(b);
}

/** The sibling before `id` in `list` that `placed` holds, nearest first; undefined when there is none. */
function predecessor(list: readonly string[], id: string, placed: ReadonlySet<string>): string | undefined {
  for (let i = list.indexOf(id) - 1; i >= 0; i--) if (placed.has(list[i]!)) return list[i];
  return undefined;
}

/**
 * Merges two versions made from one base, block by block (matched by id): `theirs` (saved
 * meanwhile) and `mine` (the editor's tree). A block only one side changed (its fields, type,
 * visibility, its container or its order among its siblings) takes that side's change; a block
 * only one side added is added where that side put it; one only one side removed is removed. A
 * block both changed differently, or one side removed while the other changed it, is a conflict:
 * the merge keeps mine for it and names it. A block kept for mine inside a container `theirs`
 * removed brings the container back (a conflict too). Pure: the inputs are not changed.
 */
export function mergeTrees(base: readonly BlockInstance[], theirs: readonly BlockInstance[], mine: readonly BlockInstance[]): TreeMerge {
  const b: Version = { ...read(base), moved: new Set() };
  const t = against(b, theirs);
  const m = against(b, mine);
  const conflicts = new Set<string>();
  /** Each surviving block: its content and the version its place comes from. */
  const result = new Map<string, { block: BlockInstance; from: Version }>();

  const ids = new Set([...m.places.keys(), ...t.places.keys(), ...b.places.keys()]);
  for (const id of ids) {
    const was = b.places.get(id)?.block;
    const my = m.places.get(id)?.block;
    const their = t.places.get(id)?.block;
    const myChange = my !== undefined && (was === undefined || !sameContent(was, my) || m.moved.has(id));
    const theirChange = their !== undefined && (was === undefined || !sameContent(was, their) || t.moved.has(id));
    if (my && their) {
      const contentClash = was ? !sameContent(was, my) && !sameContent(was, their) && !sameContent(my, their) : !sameContent(my, their);
      const placeClash = (was ? m.moved.has(id) && t.moved.has(id) : true) && !samePlace(m, t, id);
      if (contentClash || placeClash) conflicts.add(id);
      const content = was && sameContent(was, my) ? their : my;
      const from = m.moved.has(id) || !t.moved.has(id) ? m : t;
      result.set(id, { block: content, from });
    } else if (my) {
      // Theirs removed it (or never had it): kept when it is mine's addition, or mine changed it.
      if (was && myChange) conflicts.add(id);
      if (!was || myChange) result.set(id, { block: my, from: m });
    } else if (their) {
      // Mine removed it: their change of it meets my removal, which wins.
      if (!was) result.set(id, { block: their, from: t });
      else if (theirChange) conflicts.add(id);
    }
  }

  const parentOf = (id: string) => result.get(id)!.from.places.get(id)!.parent;
  // Settle the places: a kept block needs its container (one removed meanwhile comes back, as a
  // conflict), and two moves into each other (mine puts A into B, theirs B into A) would make a
  // cycle (mine's place wins). Each round fixes one block; there are finitely many.
  for (let changed = true; changed;) {
    changed = false;
    for (const id of result.keys()) {
      const seen = new Set<string>();
      let at = id;
      while (at !== "" && result.has(at) && !seen.has(at)) {
        seen.add(at);
        at = parentOf(at);
      }
      if (at === "") continue;
      if (!result.has(at)) {
        const from = [m, t, b].find((version) => version.places.has(at))!;
        result.set(at, { block: from.places.get(at)!.block, from });
      } else {
        const theirsPlaced = [...seen].find((block) => result.get(block)!.from === t && m.places.has(block))!;
        result.set(theirsPlaced, { ...result.get(theirsPlaced)!, from: m });
        at = theirsPlaced;
      }
      conflicts.add(at);
      changed = true;
      break;
    }
  }

  const members = new Map<string, Set<string>>();
  for (const id of result.keys()) {
    const parent = parentOf(id);
    if (!members.has(parent)) members.set(parent, new Set());
    members.get(parent)!.add(id);
  }
  /** A list in merged order: mine's order for blocks placed as mine has them, then each other block after its nearest predecessor in the version it comes from. */
  const order = (parent: string): string[] => {
    const own = members.get(parent) ?? new Set<string>();
    const list = (m.lists.get(parent) ?? []).filter((id) => own.has(id) && result.get(id)!.from === m);
    const placed = new Set(list);
    for (const version of [t, b]) {
      for (const id of version.lists.get(parent) ?? []) {
        if (!own.has(id) || placed.has(id) || result.get(id)!.from !== version) continue;
        const before = predecessor(version.lists.get(parent)!, id, placed);
        list.splice(before === undefined ? 0 : list.indexOf(before) + 1, 0, id);
        placed.add(id);
      }
    }
    // A block placed by a version that does not list it under this parent cannot occur; keep any left over at the end.
    for (const id of own) if (!placed.has(id)) list.push(id);
    return list;
  };
  const build = (parent: string): BlockInstance[] =>
    order(parent).map((id) => {
      const { block } = result.get(id)!;
      const { children: _, ...own } = block;
      const children = build(id);
      return block.children || children.length > 0 ? { ...own, children } : own;
    });
  const tree = build("");
  const named = [...walkTree(tree)].filter(({ block }) => conflicts.has(block.id)).map(({ block }) => block);
  return { tree, conflicts: named };
}
