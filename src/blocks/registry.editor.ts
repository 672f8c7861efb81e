/**
 * The editor's block registry: the Edit variants by schema name, derived from the catalog: a block
 * whose folder has an `Edit.tsx` (default export) shows it on the editor's canvas, with its texts
 * editable in place; every other block shows its View. Only the editor imports this module (it is
 * loaded on "Bearbeiten"); a visitor page never does, and `check:size` fails if one references it.
 */
import { createElement, type ComponentType, type ReactNode } from "react";
import type { BlockInstance } from "../lib/tree/block.ts";
import { blockView } from "./BlockTree.tsx";
import { blockFolder, blockTypes } from "./catalog.ts";
import type { EditKit, EditViewProps } from "./edit-kit.ts";
import type { RenderContext } from "./types.ts";

const variants = import.meta.glob<ComponentType<EditViewProps>>("./*/Edit.tsx", { eager: true, import: "default" });

/** The Edit variants there are, by schema name; every other block shows its View on the canvas. */
export const editVariants: Readonly<Record<string, ComponentType<EditViewProps>>> = Object.fromEntries(
  blockTypes.flatMap(({ schemaName }) => {
    const Edit = variants[`./${blockFolder(schemaName)}/Edit.tsx`];
    return Edit ? [[schemaName, Edit]] : [];
  }),
);

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
