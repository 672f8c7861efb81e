import type { ReactNode } from "react";
import type { BlockInstance } from "../lib/tree/block.ts";
import { DynamicView } from "./DynamicView.tsx";
import { PageFlow } from "./PageFlow.tsx";
import { getBlock } from "./registry.ts";
import type { RenderContext } from "./types.ts";

/**
 * Renders a block tree on the server: active blocks in order, containers with their children
 * inside. Code-backed types come from the registry; admin-defined types (a component schema tagged
 * `block` in `ctx.site.blockSchemas`) render through the generic view; anything else renders
 * nothing and is reported with `ctx.warn`.
 */
export function BlockTree(props: { blocks: BlockInstance[]; ctx: RenderContext }): ReactNode {
  const { blocks, ctx } = props;
  if (!Array.isArray(blocks)) return null;
  return <>{blocks.map((block) => (block && block.active !== false ? <BlockNode key={block.id} block={block} ctx={ctx} /> : null))}</>;
}

/** A page's block tree as visitors get it: the top-level blocks in the page flow (content width, rhythm). */
export function PageBlocks(props: { blocks: BlockInstance[]; ctx: RenderContext }): ReactNode {
  return (
    <PageFlow>
      <BlockTree blocks={props.blocks} ctx={props.ctx} />
    </PageFlow>
  );
}

function BlockNode({ block, ctx }: { block: BlockInstance; ctx: RenderContext }): ReactNode {
  const children = block.children?.length ? <BlockTree blocks={block.children} ctx={ctx} /> : undefined;
  const view = blockView(block, ctx, children);
  if (view === null) ctx.warn(`unknown block type ${block.schemaName} on ${ctx.path}`);
  return view;
}

/**
 * The view of one block with its rendered `children`: the registry's for code-backed types, the
 * generic view for admin-defined ones (a component schema tagged `block` in `ctx.site.blockSchemas`),
 * null for a type the site does not know. The page and the builder's canvas both render through it.
 */
export function blockView(block: BlockInstance, ctx: RenderContext, children: ReactNode): ReactNode | null {
  const definition = getBlock(block.schemaName);
  if (definition) {
    const View = definition.View;
    return (
      <View block={block} ctx={ctx}>
        {children}
      </View>
    );
  }
  const schema = ctx.site.blockSchemas?.find((s) => s.name === block.schemaName);
  if (!schema) return null;
  return (
    <DynamicView block={block} ctx={ctx} schema={schema}>
      {children}
    </DynamicView>
  );
}
