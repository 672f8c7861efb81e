import type { Localized } from "../blocks/fields.ts";
import type { Lang } from "../i18n/locales.ts";
import type { BlockInstance } from "../lib/tree/block.ts";
import { findBlock } from "../lib/tree/find-block.ts";
import type { IsContainer } from "../lib/tree/insert-block.ts";
import { walkTree } from "../lib/tree/walk-tree.ts";
import type { EditorErrorCode } from "./errors.ts";

/** What the editor needs to know of a block type (code-backed ones from `blocks/catalog.ts`, admin-defined ones from their schema). */
export interface BlockTypeInfo {
  schemaName: string;
  /** True when instances hold children. */
  container: boolean;
  label: Localized;
}

/** Where blocks may go, and what they are called, for the block types of this site. */
export interface BlockRules {
  isContainer: IsContainer;
  /** Whether the type is one of this site's block types. */
  knows(schemaName: string): boolean;
  /** The type's label in `lang`; the schema name for an unknown type. */
  label(schemaName: string, lang: Lang): string;
}

/** The rules for a site with these block types: containers hold any known type, the root list too. */
export function blockRules(types: readonly BlockTypeInfo[]): BlockRules {
  const byName = new Map(types.map((type) => [type.schemaName, type]));
  return {
    isContainer: (schemaName) => byName.get(schemaName)?.container ?? false,
    knows: (schemaName) => byName.has(schemaName),
    label: (schemaName, lang) => byName.get(schemaName)?.label[lang] ?? schemaName,
  };
}

/**
 * Why `block` (new content: inserted or pasted, with its subtree) cannot go among the children of
 * `parentId` (`null`: the root list), or undefined when it can: `not-found` (no such parent),
 * `not-a-container` (the parent holds no children), `not-allowed` (a block of the subtree has a type
 * the site does not know, or children under a type that is no container).
 */
export function placementRefusal(
  tree: readonly BlockInstance[],
  parentId: string | null,
  block: BlockInstance,
  rules: BlockRules,
): EditorErrorCode | undefined {
  if (parentId !== null) {
    const parent = findBlock(tree, parentId)?.block;
    if (!parent) return "not-found";
    if (!rules.isContainer(parent.schemaName)) return "not-a-container";
  }
  for (const { block: inner } of walkTree([block])) {
    if (!rules.knows(inner.schemaName)) return "not-allowed";
    if (inner.children?.length && !rules.isContainer(inner.schemaName)) return "not-allowed";
  }
  return undefined;
}
