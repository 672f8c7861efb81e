import type { ReactNode } from "react";
import { DynamicView } from "../../blocks/dynamic/View.tsx";
import { getBlock } from "../../blocks/registry.ts";
import type { RenderContext } from "../../blocks/types.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import { BlockFrame } from "./BlockFrame.tsx";

/** What every frame of the canvas needs besides its block. */
export interface CanvasContext {
  ctx: RenderContext;
  /** The block being worked on. */
  current: string | null;
  label(schemaName: string): string;
}

/**
 * The page's block tree as the builder shows it: the same views visitors get, each inside a frame
 * that selects it, takes keyboard commands and shows its tools; hidden blocks stay visible, dimmed.
 */
export function EditTree({ blocks, canvas }: { blocks: readonly BlockInstance[]; canvas: CanvasContext }): ReactNode {
  return (
    <>
      {blocks.map((block) => (
        <EditNode key={block.id} block={block} canvas={canvas} />
      ))}
    </>
  );
}

function EditNode({ block, canvas }: { block: BlockInstance; canvas: CanvasContext }): ReactNode {
  const children = block.children ? <EditTree blocks={block.children} canvas={canvas} /> : undefined;
  const definition = getBlock(block.schemaName);
  const schema = definition ? undefined : canvas.ctx.site.blockSchemas?.find((s) => s.name === block.schemaName);
  const view = definition ? (
    <definition.View block={block} ctx={canvas.ctx}>
      {children}
    </definition.View>
  ) : schema ? (
    <DynamicView block={block} ctx={canvas.ctx} schema={schema}>
      {children}
    </DynamicView>
  ) : null;
  return (
    <BlockFrame block={block} label={canvas.label(block.schemaName)} current={canvas.current === block.id} known={view !== null}>
      {view}
    </BlockFrame>
  );
}
