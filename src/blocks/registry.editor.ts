/**
 * The editor's block registry: each code-backed type's View and, when its folder has an `Edit.tsx`
 * (default export), its Edit variant, which shows on the editor's canvas with its texts editable in
 * place (every other block shows its View). Both load on demand, per type (`loadBlockViews`), so
 * the builder's first load stays the same size however many block types there are; the block
 * declarations (`catalog.ts`) are there at once. Only the editor imports this module (it is loaded
 * on "Bearbeiten"); a visitor page never does, and `check:size` fails if one references it.
 */
import { createElement, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from "react";
import type { BlockInstance } from "../lib/tree/block.ts";
import { walkTree } from "../lib/tree/walk-tree.ts";
import { blockFolder } from "./catalog.ts";
import type { EditKit, EditViewProps } from "./edit-kit.ts";
import { createPartLoader } from "./part-loader.ts";
import type { BlockViewProps, RenderContext } from "./types.ts";
import { renderView, ViewTree, type ViewOf } from "./view-tree.tsx";

const views = createPartLoader(
  import.meta.glob<ComponentType<BlockViewProps>>("./*/View.tsx", { import: "default" }),
  (schemaName) => `./${blockFolder(schemaName)}/View.tsx`,
);
const edits = createPartLoader(
  import.meta.glob<ComponentType<EditViewProps>>("./*/Edit.tsx", { import: "default" }),
  (schemaName) => `./${blockFolder(schemaName)}/Edit.tsx`,
);

/** Whether type `schemaName` has an Edit variant (known before it loads). */
export const hasEditVariant = (schemaName: string): boolean => edits.has(schemaName);

/**
 * Loads the View and Edit variant of each type in `schemaNames` not loaded yet (admin-defined and
 * unknown types have none); resolves when they are there.
 */
export async function loadBlockViews(schemaNames: Iterable<string>): Promise<void> {
  const names = [...schemaNames];
  await Promise.all([views.load(names), edits.load(names)]);
}

/** The types of the blocks in `tree`, each once. */
export function typesIn(tree: readonly BlockInstance[]): Set<string> {
  return new Set([...walkTree(tree)].map(({ block }) => block.schemaName));
}

/** Whether a block of type `schemaName` can be drawn now: its parts are loaded, or it has none to load. */
export function blockViewReady(schemaName: string): boolean {
  return (!views.has(schemaName) || views.get(schemaName) !== undefined) && (!edits.has(schemaName) || edits.get(schemaName) !== undefined);
}

function subscribe(listener: () => void): () => void {
  const stop = [views.subscribe(listener), edits.subscribe(listener)];
  return () => stop.forEach((unsubscribe) => unsubscribe());
}

/**
 * For a component drawing a block of type `schemaName`: whether it can be drawn now; when not, its
 * parts are asked for and the component draws again once they are there.
 */
export function useBlockView(schemaName: string): boolean {
  const ready = useSyncExternalStore(subscribe, () => blockViewReady(schemaName));
  useEffect(() => {
    if (!ready) loadBlockViews([schemaName]).catch((error: unknown) => console.error(`baukasten: the view of ${schemaName} could not be loaded`, error));
  }, [ready, schemaName]);
  return ready;
}

const loadedView: ViewOf = (schemaName) => views.get(schemaName);

/**
 * What the page shows for one block with its rendered `children`, from the Views loaded: its View,
 * the generic view of an admin-defined type; null for a type the site does not know (or whose View
 * has not loaded).
 */
export function blockView(block: BlockInstance, ctx: RenderContext, children: ReactNode): ReactNode | null {
  return renderView(loadedView(block.schemaName), block, ctx, children);
}

/** A block tree as visitors see it, from the Views loaded (`loadBlockViews` of its types first). */
export function LoadedBlockTree(props: { blocks: BlockInstance[]; ctx: RenderContext }): ReactNode {
  return createElement(ViewTree, { ...props, viewOf: loadedView });
}

/**
 * One block on the editor's canvas with its rendered `children`: its Edit variant (with the editor's
 * `kit`), else what the page shows (`blockView`); null for a type the site does not know. Its parts
 * must have loaded (`blockViewReady`).
 */
export function blockEditView(block: BlockInstance, ctx: RenderContext, children: ReactNode, kit: EditKit): ReactNode | null {
  const Edit = edits.get(block.schemaName);
  if (!Edit) return blockView(block, ctx, children);
  return createElement(Edit, { block, ctx, kit }, children);
}
