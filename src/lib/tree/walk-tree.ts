import type { BlockInstance } from "./block.ts";

/** One block of a walk with where it sits. */
export interface TreeVisit {
  block: BlockInstance;
  /** The containing block; undefined at the root. */
  parent: BlockInstance | undefined;
  /** Position among its siblings. */
  index: number;
  /** 0 at the root. */
  depth: number;
}

function* walk(blocks: readonly BlockInstance[], parent: BlockInstance | undefined, depth: number): Generator<TreeVisit> {
  for (const [index, block] of blocks.entries()) {
    yield { block, parent, index, depth };
    if (block.children) yield* walk(block.children, block, depth + 1);
  }
}

/** Visits every block of a tree depth first, a parent before its children (inactive ones too). */
export function walkTree(tree: readonly BlockInstance[]): Generator<TreeVisit> {
  return walk(tree, undefined, 0);
}
