import type { BlockInstance } from "../../lib/tree/block.ts";
import { sameValue } from "../../lib/tree/same-tree.ts";
import { walkTree } from "../../lib/tree/walk-tree.ts";

/** How another version differs from mine, block by block (matched by id). */
export interface BlockDiff {
  /** Blocks only the other version has. */
  added: BlockInstance[];
  /** Blocks only my version has. */
  removed: BlockInstance[];
  /** Blocks both have, with other fields, visibility or place. */
  changed: BlockInstance[];
}

/** Every block of a tree by id, with its parent's id (`""` for the page). */
function places(tree: readonly BlockInstance[]): Map<string, { block: BlockInstance; parent: string }> {
  const out = new Map<string, { block: BlockInstance; parent: string }>();
  for (const { block, parent } of walkTree(tree)) out.set(block.id, { block, parent: parent?.id ?? "" });
  return out;
}

/**
 * The blocks `theirs` added, removed and changed compared with `mine`, each list in tree order of
 * the version that has them. A block counts as changed when its type, its own fields, its
 * visibility or its container differ (a change inside a container is the inner block's, not the
 * container's; a block that only moved among its siblings is not listed, as every insertion would
 * list all the blocks after it).
 */
export function blockDiff(mine: readonly BlockInstance[], theirs: readonly BlockInstance[]): BlockDiff {
  const before = places(mine);
  const after = places(theirs);
  const diff: BlockDiff = { added: [], removed: [], changed: [] };
  for (const [id, now] of after) {
    const was = before.get(id);
    if (!was) diff.added.push(now.block);
    else if (
      was.block.schemaName !== now.block.schemaName ||
      was.block.active !== now.block.active ||
      was.parent !== now.parent ||
      !sameValue(was.block.fields, now.block.fields)
    )
      diff.changed.push(now.block);
  }
  for (const [id, was] of before) if (!after.has(id)) diff.removed.push(was.block);
  return diff;
}
