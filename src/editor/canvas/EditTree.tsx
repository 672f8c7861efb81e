import { memo, type ReactNode } from "react";
import { blockEditView } from "../../blocks/registry.editor.ts";
import type { RenderContext } from "../../blocks/types.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import { EmptyList } from "../dnd/EmptyList.tsx";
import { BlockFrame } from "./BlockFrame.tsx";
import { editKit } from "./edit-kit.ts";

/** What every frame of the canvas needs besides its block; kept stable while editing, so unchanged blocks do not redraw. */
export interface CanvasContext {
  ctx: RenderContext;
  label(schemaName: string): string;
}

/**
 * The page's block tree as the builder shows it: each block's Edit variant (`registry.editor.ts`:
 * the view's markup with its texts editable in place), else the same view visitors get, each inside
 * a frame that selects it, takes keyboard commands and shows its tools; hidden blocks stay visible, dimmed.
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

/**
 * One block and its subtree. Memoised on the block: a change keeps untouched subtrees as they were
 * (src/lib/tree), so only the changed block and its ancestors redraw.
 */
const EditNode = memo(function EditNode({ block, canvas }: { block: BlockInstance; canvas: CanvasContext }): ReactNode {
  const children = block.children?.length ? (
    <EditTree blocks={block.children} canvas={canvas} />
  ) : (
    <EmptyList parentId={block.id} schemaName={block.schemaName} />
  );
  const view = blockEditView(block, canvas.ctx, children, editKit);
  return (
    <BlockFrame block={block} label={canvas.label(block.schemaName)} known={view !== null}>
      {view}
    </BlockFrame>
  );
});
