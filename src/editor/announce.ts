import type { Lang } from "../i18n/locales.ts";
import { t, type UiKey } from "../i18n/t.ts";
import type { BlockInstance } from "../lib/tree/block.ts";
import { findBlock } from "../lib/tree/find-block.ts";
import type { KeyboardMove, KeyboardMoveKind } from "./keyboard-moves.ts";
import type { BlockRules } from "./rules.ts";

const MOVED: Record<KeyboardMoveKind, UiKey> = {
  up: "editor.move.up",
  down: "editor.move.down",
  "into-previous": "editor.move.intoPrevious",
  out: "editor.move.out",
  to: "editor.move.to",
};

const BLOCKED: Record<KeyboardMoveKind, UiKey> = {
  up: "editor.move.blocked.up",
  down: "editor.move.blocked.down",
  "into-previous": "editor.move.blocked.intoPrevious",
  out: "editor.move.blocked.out",
  to: "editor.move.blocked.to",
};

/** The label of the container `parentId` (`null`: the page itself). */
function containerLabel(tree: readonly BlockInstance[], parentId: string | null, lang: Lang, rules: BlockRules): string {
  const parent = parentId === null ? undefined : findBlock(tree, parentId)?.block;
  return parent ? rules.label(parent.schemaName, lang) : t(lang, "editor.container.root");
}

/**
 * What a screen reader announces after block `id` moved by keyboard, read from `tree` as it is
 * after the move: the block's type, its position and the number of blocks in its list, and the
 * container it is in (the page at the root). Empty when the block is not in the tree.
 */
export function announceMove(tree: readonly BlockInstance[], id: string, kind: KeyboardMoveKind, lang: Lang, rules: BlockRules): string {
  const found = findBlock(tree, id);
  if (!found) return "";
  return t(lang, MOVED[kind], {
    block: rules.label(found.block.schemaName, lang),
    position: found.index + 1,
    count: (found.parent?.children ?? tree).length,
    container: containerLabel(tree, found.parent?.id ?? null, lang, rules),
  });
}

/** What a screen reader announces when a keyboard move of block `id` is not possible from where it is. */
export function announceBlocked(tree: readonly BlockInstance[], id: string, move: KeyboardMove, lang: Lang, rules: BlockRules): string {
  const block = findBlock(tree, id)?.block;
  if (!block) return "";
  const container = move.kind === "to" ? containerLabel(tree, move.target.parentId, lang, rules) : "";
  return t(lang, BLOCKED[move.kind], { block: rules.label(block.schemaName, lang), container });
}
