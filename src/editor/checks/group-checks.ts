import { LOCALES, type Lang } from "../../i18n/locales.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import { walkTree } from "../../lib/tree/walk-tree.ts";
import type { Check } from "./check.ts";

/** The checks about one block (or the page itself: no `block`), in the order found. */
export interface BlockGroup {
  /** The block, with its position on the page (1 for the first block, counting nested ones); undefined for the page. */
  block?: { id: string; schemaName: string; position: number };
  checks: Check[];
}

/** The checks of one content language (`all`: those about every language), by block in page order. */
export interface LangGroup {
  lang: Lang | "all";
  blocks: BlockGroup[];
}

/**
 * Groups checks for the list: by content language (German, English, then those about every
 * language), within a language the page's own first, then by block in page order. Checks about
 * blocks no longer in the tree are left out; empty groups are not returned.
 */
export function groupChecks(checks: readonly Check[], tree: readonly BlockInstance[]): LangGroup[] {
  const positions = new Map<string, { schemaName: string; position: number }>();
  let position = 0;
  for (const { block } of walkTree(tree)) positions.set(block.id, { schemaName: block.schemaName, position: ++position });
  const groups: LangGroup[] = [];
  for (const lang of [...LOCALES, "all"] as const) {
    const inLang = checks.filter((check) => (check.lang ?? "all") === lang);
    const byBlock = new Map<string | undefined, Check[]>();
    for (const check of inLang) {
      if (check.blockId !== undefined && !positions.has(check.blockId)) continue;
      byBlock.set(check.blockId, [...(byBlock.get(check.blockId) ?? []), check]);
    }
    const blocks = [...byBlock.entries()]
      .map(([id, found]): BlockGroup => {
        const at = id === undefined ? undefined : positions.get(id)!;
        return { ...(at && id !== undefined ? { block: { id, ...at } } : {}), checks: found };
      })
      .sort((a, b) => (a.block?.position ?? 0) - (b.block?.position ?? 0));
    if (blocks.length) groups.push({ lang, blocks });
  }
  return groups;
}
