import { Button } from "../../components/ui/Button.tsx";
import { openAddBlock } from "../add-block/add-block-request.ts";
import { useBuilderText } from "../builder-text.ts";
import { $editor } from "../store.ts";

/**
 * What an empty container shows on the canvas: a dashed box to drop blocks into (a list sortablejs
 * can find, `[data-drop-empty]`) with a button that adds the first block. Nothing for a type that
 * holds no children.
 */
export function EmptyList({ parentId, schemaName }: { parentId: string; schemaName: string }) {
  const text = useBuilderText();
  if (!$editor.get().session?.rules.isContainer(schemaName)) return null;
  return (
    <div data-drop-empty="" className="flex flex-wrap items-center justify-center gap-3 rounded border border-dashed border-main/50 p-4 text-sm">
      <span>{text("builder.drag.emptyList")}</span>
      <Button tone="quiet" onPress={() => openAddBlock(parentId, "inside")}>
        {text("builder.add.inside")}
      </Button>
    </div>
  );
}
