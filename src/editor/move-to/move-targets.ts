import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import { findBlock } from "../../lib/tree/find-block.ts";
import type { BlockPosition } from "../../lib/tree/insert-block.ts";
import type { BlockRules } from "../rules.ts";
import { blockSummary } from "./block-summary.ts";

/** One place a block can move to. */
export interface MoveTarget {
  /** Unique in the dialog: `parent/index`. */
  key: string;
  /** What the place is called: "Am Anfang" or "Nach „Überschrift: …“". */
  label: string;
  /** The `move` position: `index` counts the list without the moved block. */
  position: BlockPosition;
  /** The block is there now (moving there changes nothing). */
  current: boolean;
}

/** One list of blocks the block can move into: the page itself or a container. */
export interface MoveGroup {
  parentId: string | null;
  /** Nesting depth: 0 for the page, 1 for a container on the page … */
  depth: number;
  label: string;
  targets: MoveTarget[];
}

/**
 * Every place block `id` can move to, list by list in page order: the page's root list, then each
 * container (however deep), each with its start and a place after every other block in it. The
 * block's own subtree is left out (a block cannot move into itself), and so are the lists of types
 * that hold no children. Empty when the block is not in the tree.
 */
export function moveTargets(tree: readonly BlockInstance[], id: string, rules: BlockRules, lang: Lang): MoveGroup[] {
  const found = findBlock(tree, id);
  if (!found) return [];
  const from = { parentId: found.parent?.id ?? null, index: found.index };
  const groups: MoveGroup[] = [];
  const visit = (parentId: string | null, label: string, depth: number, children: readonly BlockInstance[]) => {
    const others = children.filter((child) => child.id !== id);
    const target = (index: number, text: string): MoveTarget => {
      const current = from.parentId === parentId && from.index === index;
      return {
        key: `${parentId ?? ""}/${index}`,
        label: current ? t(lang, "builder.moveTo.current", { place: text }) : text,
        position: { parentId, index },
        current,
      };
    };
    groups.push({
      parentId,
      depth,
      label,
      targets: [
        target(0, t(lang, "builder.moveTo.start")),
        ...others.map((child, index) => target(index + 1, t(lang, "builder.moveTo.after", { block: blockSummary(child, lang, rules) }))),
      ],
    });
    for (const child of others) {
      if (rules.isContainer(child.schemaName)) visit(child.id, blockSummary(child, lang, rules), depth + 1, child.children ?? []);
    }
  };
  visit(null, t(lang, "editor.container.root"), 0, tree);
  return groups;
}
