/**
 * The builder's block registry: each block's `Edit` variant by schema name (every block has
 * an edit and a standard variant). Edit variants render the view's markup with their texts editable
 * in place. Only the builder imports this module (it is loaded on "Bearbeiten"); a visitor page
 * never does, and `check:size` fails if one references it.
 */
import { createElement, type ComponentType, type ReactNode } from "react";
import type { BlockInstance } from "../lib/tree/block.ts";
import { blockView } from "./BlockTree.tsx";
import { ButtonEdit } from "./button/Edit.tsx";
import { buttonBlock } from "./button/schema.ts";
import { HeadingEdit } from "./heading/Edit.tsx";
import { headingBlock } from "./heading/schema.ts";
import { RichTextEdit } from "./rich-text/Edit.tsx";
import { richTextBlock } from "./rich-text/schema.ts";
import type { EditKit, EditViewProps } from "./edit-kit.ts";
import type { RenderContext } from "./types.ts";

/** The Edit variants there are, by schema name; every other block shows its View on the canvas. */
export const editVariants: Readonly<Record<string, ComponentType<EditViewProps>>> = {
  [headingBlock.schemaName]: HeadingEdit,
  [buttonBlock.schemaName]: ButtonEdit,
  [richTextBlock.schemaName]: RichTextEdit,
};

/**
 * One block on the editor's canvas with its rendered `children`: its Edit variant (with the editor's
 * `kit`), else what the page shows (`blockView`: the View, or the generic view of an admin-defined
 * type); null for a type the site does not know.
 */
export function blockEditView(block: BlockInstance, ctx: RenderContext, children: ReactNode, kit: EditKit): ReactNode | null {
  const Edit = editVariants[block.schemaName];
  if (!Edit) return blockView(block, ctx, children);
  return createElement(Edit, { block, ctx, kit }, children);
}
