import type { BlockInstance } from "../../lib/tree/block.ts";
import type { BlockRules } from "../rules.ts";

/** The container a page's worth of blocks is wrapped in for the clipboard. */
const PAGE_CLIPBOARD_TYPE = "block-section";

/**
 * A whole page's blocks as one clipboard block: a section (a container, so it may be pasted on any
 * page and inside other containers) holding `tree`, so the one-block clipboard and its paste take
 * a page's worth at once; pasting gives every block fresh ids. Undefined when the tree is empty or
 * the site has no section type. The section takes the schema id of a section in the tree if any.
 */
export function pageClipboardBlock(tree: readonly BlockInstance[], rules: BlockRules, newId: () => string): BlockInstance | undefined {
  if (!tree.length || !rules.knows(PAGE_CLIPBOARD_TYPE) || !rules.isContainer(PAGE_CLIPBOARD_TYPE)) return undefined;
  const section = tree.find((block) => block.schemaName === PAGE_CLIPBOARD_TYPE);
  return { id: newId(), schemaName: PAGE_CLIPBOARD_TYPE, schemaId: section?.schemaId ?? "", active: true, fields: {}, children: [...tree] };
}
