import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect } from "react";
import type { RenderContext } from "../../blocks/types.ts";
import { Button } from "../../components/ui/Button.tsx";
import { useBuilderText } from "../builder-text.ts";
import { ToolIcon } from "../canvas/tool-icons.tsx";
import { $addBlock, closeAddBlock, loadAddBlockDialog, openAddBlock } from "./add-block-request.ts";

const AddBlockDialog = lazy(loadAddBlockDialog);

/**
 * The end of the canvas: an "add block" button (on an empty page the only thing there) and the
 * add-block dialog while one is asked for (`openAddBlock`). The dialog's code loads when the
 * browser is idle after the builder opened, or on first use.
 */
export function AddBlockHost({ ctx }: { ctx: RenderContext }) {
  const text = useBuilderText();
  const target = useStore($addBlock);
  useEffect(() => {
    const preload = () => void loadAddBlockDialog();
    if (typeof requestIdleCallback !== "function") return void setTimeout(preload, 1000);
    const handle = requestIdleCallback(preload, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }, []);
  // The dialog closes when edit mode ends.
  useEffect(() => () => closeAddBlock(), []);
  return (
    <div className="site-container flex justify-center py-6">
      <Button tone="quiet" onPress={() => openAddBlock(null)} data-add-block-end="">
        <ToolIcon name="add" />
        {text("builder.add.end")}
      </Button>
      {target && (
        <Suspense fallback={null}>
          <AddBlockDialog target={target} ctx={ctx} onClose={closeAddBlock} />
        </Suspense>
      )}
    </div>
  );
}
