import { ParseError, parseOrThrow } from "../parse.ts";
import { localized } from "../content/localized.ts";
import type { Entity } from "../content/model.ts";
import { BlockTreeSchema, type BlockInstance } from "../tree/block.ts";

const trees = new WeakMap<Entity, BlockInstance[]>();

/** A build warning naming the page it is about. */
export function pageWarn(path: string): (message: string) => void {
  return (message) => console.warn(`[page ${path}] ${message}`);
}

/**
 * The page's block tree (`blocks.iv`), validated with `BlockTreeSchema`. A broken tree is reported
 * as a build warning naming the page and yields `[]`: the page renders without blocks.
 * Parsed once per page entity (both languages share the tree).
 */
export function pageBlocks(page: Entity, warn: (message: string) => void = pageWarn(page.id)): BlockInstance[] {
  const cached = trees.get(page);
  if (cached) return cached;
  let blocks: BlockInstance[] = [];
  try {
    blocks = parseOrThrow(BlockTreeSchema, localized(page.data, "blocks", "de") ?? [], `block tree of page ${page.id}`);
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    warn(`${error.message}; the page is rendered without blocks`);
  }
  trees.set(page, blocks);
  return blocks;
}
