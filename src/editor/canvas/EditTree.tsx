import { memo, type ReactNode } from "react";
import { blockEditView, useBlockView } from "../../blocks/registry.editor.ts";
import type { RenderContext } from "../../blocks/types.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import { useBuilderText } from "../builder-text.ts";
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
 * the view's markup with its texts editable in place), else the same view visitors get (loaded on
 * demand, `BlockLoading` until it is there), each inside
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
 * Stands in for a block whose type's view is still loading: the builder loads the views of the
 * page's types before it opens, so this shows only for the moment a type new to the session takes
 * (pasted, restored, merged in).
 */
function BlockLoading({ label }: { label: string }): ReactNode {
  const text = useBuilderText();
  return (
    <p role="status" className="min-h-16 animate-pulse rounded bg-ink/5 p-4 text-sm">
      <span className="sr-only">{text("builder.block.loading", { block: label })}</span>
    </p>
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
  const ready = useBlockView(block.schemaName);
  const label = canvas.label(block.schemaName);
  const view = ready ? blockEditView(block, canvas.ctx, children, editKit) : <BlockLoading label={label} />;
  return (
    <BlockFrame block={block} label={label} known={view !== null}>
      {view}
    </BlockFrame>
  );
});
