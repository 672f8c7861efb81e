import type { BlockInstance } from "./block.ts";
import { walkTree } from "./walk-tree.ts";

/**
 * The first id that occurs twice in `tree` (depth first), or undefined when every id is unique.
 * Every tree operation relies on unique ids, so a tree from outside (a stored draft, a restored
 * version) is checked with this before the editor takes it.
 */
export function findDuplicateId(tree: readonly BlockInstance[]): string | undefined {
  const seen = new Set<string>();
  for (const { block } of walkTree(tree)) {
    if (seen.has(block.id)) return block.id;
    seen.add(block.id);
  }
  return undefined;
}
