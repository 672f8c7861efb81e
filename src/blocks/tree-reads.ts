import { READ } from "../lib/render/keys.ts";
import type { BlockInstance } from "../lib/tree/block.ts";
import { walkTree } from "../lib/tree/walk-tree.ts";
import { blockType } from "./catalog.ts";

/** The read keys of the collections a block tree's views list (each block type's `reads`). */
export function blockTreeReads(tree: readonly BlockInstance[]): Set<string> {
  const keys = new Set<string>();
  for (const { block } of walkTree(tree)) for (const list of blockType(block.schemaName)?.reads ?? []) keys.add(READ.list(list));
  return keys;
}
