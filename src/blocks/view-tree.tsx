import type { ComponentType, ReactNode } from "react";
import type { BlockInstance } from "../lib/tree/block.ts";
import { DynamicView } from "./DynamicView.tsx";
import type { BlockViewProps, RenderContext } from "./types.ts";

/** The View of a code-backed block type; undefined for admin-defined and unknown types (and, in the editor, one not loaded yet). */
export type ViewOf = (schemaName: string) => ComponentType<BlockViewProps> | undefined;

/**
 * Renders a block tree with the Views `viewOf` gives: active blocks in order, containers with their
 * children inside. Admin-defined types (a component schema tagged `block` in `ctx.site.blockSchemas`)
 * render through the generic view; anything else renders nothing and is reported with `ctx.warn`.
 */
export function ViewTree(props: { blocks: BlockInstance[]; ctx: RenderContext; viewOf: ViewOf }): ReactNode {
  const { blocks, ctx, viewOf } = props;
  if (!Array.isArray(blocks)) return null;
  return <>{blocks.map((block) => (block && block.active !== false ? <ViewNode key={block.id} block={block} ctx={ctx} viewOf={viewOf} /> : null))}</>;
}

function ViewNode({ block, ctx, viewOf }: { block: BlockInstance; ctx: RenderContext; viewOf: ViewOf }): ReactNode {
  const children = block.children?.length ? <ViewTree blocks={block.children} ctx={ctx} viewOf={viewOf} /> : undefined;
  const view = renderView(viewOf(block.schemaName), block, ctx, children);
  if (view === null) ctx.warn(`unknown block type ${block.schemaName} on ${ctx.path}`);
  return view;
}

/**
 * The view of one block with its rendered `children`: `View` for a code-backed type, the generic
 * view for an admin-defined one, null for a type the site does not know.
 */
export function renderView(View: ComponentType<BlockViewProps> | undefined, block: BlockInstance, ctx: RenderContext, children: ReactNode): ReactNode | null {
  if (View) {
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
