import type { ReactNode } from "react";
import type { BlockInstance } from "../lib/tree/block.ts";
import { PageFlow } from "./PageFlow.tsx";
import { getBlock } from "./registry.ts";
import type { RenderContext } from "./types.ts";
import { renderView, ViewTree, type ViewOf } from "./view-tree.tsx";

/** The registry's View of a code-backed type: all of them are there at once (the server renders synchronously). */
const registryView: ViewOf = (schemaName) => getBlock(schemaName)?.View;

/**
 * Renders a block tree on the server: active blocks in order, containers with their children
 * inside. Code-backed types come from the registry; admin-defined types (a component schema tagged
 * `block` in `ctx.site.blockSchemas`) render through the generic view; anything else renders
 * nothing and is reported with `ctx.warn`.
 */
export function BlockTree(props: { blocks: BlockInstance[]; ctx: RenderContext }): ReactNode {
  return <ViewTree blocks={props.blocks} ctx={props.ctx} viewOf={registryView} />;
}

/** A page's block tree as visitors get it: the top-level blocks in the page flow (content width, rhythm). */
export function PageBlocks(props: { blocks: BlockInstance[]; ctx: RenderContext }): ReactNode {
  return (
    <PageFlow>
      <BlockTree blocks={props.blocks} ctx={props.ctx} />
    </PageFlow>
  );
}

/**
 * The view of one block with its rendered `children`: the registry's for code-backed types, the
 * generic view for admin-defined ones (a component schema tagged `block` in `ctx.site.blockSchemas`),
 * null for a type the site does not know. Server-side; the builder renders through `registry.editor.ts`.
 */
export function blockView(block: BlockInstance, ctx: RenderContext, children: ReactNode): ReactNode | null {
  return renderView(registryView(block.schemaName), block, ctx, children);
}
