/**
 * The visitor-side block registry: `schemaName` → block definition (declaration + server-rendered
 * View), derived from the catalog's list: each listed block's folder default-exports its View from
 * `View.tsx`. This is all a public page imports; editing parts live in `registry.editor.ts`, which
 * only the editor loads, so no editor code reaches a visitor page.
 */
import type { ComponentType } from "react";
import { blockFolder, blockTypes } from "./catalog.ts";
import type { BlockDefinition, BlockViewProps } from "./types.ts";

const views = import.meta.glob<ComponentType<BlockViewProps>>("./*/View.tsx", { eager: true, import: "default" });

/** Every code-backed block type, in the catalog's order. */
export const blocks: readonly BlockDefinition[] = blockTypes.map((type) => {
  const View = views[`./${blockFolder(type.schemaName)}/View.tsx`];
  if (!View) throw new Error(`No View.tsx for ${type.schemaName}`);
  return { ...type, View };
});

const bySchemaName = new Map<string, BlockDefinition>(blocks.map((b) => [b.schemaName, b]));

/** The definition of a block type, or undefined for admin-defined and unknown types. */
export function getBlock(schemaName: string): BlockDefinition | undefined {
  return bySchemaName.get(schemaName);
}
