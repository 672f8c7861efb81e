import { lazy, Suspense, useId, type ReactNode } from "react";
import { Button, type KeyboardEvent } from "react-aria-components";
import { hasEditVariant } from "../../blocks/registry.editor.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import { useBuilderText } from "../builder-text.ts";
import { BlockMarker } from "../checks/BlockMarker.tsx";
import { blockCommand, type BlockCommand } from "../commands.ts";
import { startInlineEdit } from "./start-inline-edit.ts";
import { ToolIcon } from "./tool-icons.tsx";
import { useEditor } from "../use-editor.ts";
import { $editor } from "../store.ts";

/** Keys on a focused block frame and the command each gives (Alt+arrows move, like list items in many editors). */
function commandFor(event: KeyboardEvent): BlockCommand | undefined {
  const mod = event.ctrlKey || event.metaKey;
  if (event.altKey && !mod) {
    const moves: Record<string, BlockCommand> = { ArrowUp: "up", ArrowDown: "down", ArrowRight: "into-previous", ArrowLeft: "out" };
    return moves[event.key];
  }
  if (mod && !event.altKey && !event.shiftKey) {
    const keys: Record<string, BlockCommand> = { c: "copy", x: "cut", v: "paste", d: "duplicate" };
    return keys[event.key.toLowerCase()];
  }
  if (!mod && !event.altKey && (event.key === "Delete" || event.key === "Backspace")) return "remove";
  return undefined;
}

/** The current block's tools, loaded on demand (`loadBlockTools` fetches them ahead, once the builder shows). */
const loadTools = () => import("./BlockTools.tsx");
const BlockTools = lazy(loadTools);

/** Starts loading the block tools, so they show without a wait when a block is first selected. */
export function loadBlockTools(): void {
  void loadTools();
}

/**
 * One block on the canvas: a group named after its type, with a handle (a button with the type's
 * name) that carries the keyboard: Enter selects the block (on the current block: starts editing
 * its text in place, `startInlineEdit`, or for a block without such text moves into its fields in
 * the panel), Alt+arrows move it, Ctrl+C/X/V/D copy,
 * cut, paste below and duplicate, Delete removes it. A click anywhere in the block selects it too
 * (`Builder`). The block being worked on shows its tools beside its handle, among them adding a
 * block above, below or inside (containers) and "move to…"; while drag is on, a grip to drag it by.
 */
export function BlockFrame({ block, label, known, children }: { block: BlockInstance; label: string; known: boolean; children: ReactNode }) {
  const text = useBuilderText();
  const drag = useEditor((editor) => editor.drag);
  const container = $editor.get().session?.rules.isContainer(block.schemaName) ?? false;
  const current = useEditor((editor) => editor.current === block.id);
  const hintId = useId();
  // The current block's texts are editable in place: its handle says how to get there by keyboard.
  const inline = current && hasEditVariant(block.schemaName);
  const keyDown = (event: KeyboardEvent) => {
    const command = commandFor(event);
    // Other keys (Tab, Ctrl+Z for undo …) go on to the page: react-aria stops them by default.
    if (!command) return event.continuePropagation();
    event.preventDefault();
    blockCommand(block.id, command);
  };
  const hidden = block.active === false;
  const name = hidden ? text("builder.block.hiddenLabel", { block: label }) : label;
  return (
    <div
      data-block-id={block.id}
      role="group"
      aria-label={name}
      aria-current={current ? "true" : undefined}
      className={[
        "relative outline-offset-2",
        current ? "outline-2 outline-accent" : "outline-1 outline-transparent hover:outline-dashed hover:outline-accent/70",
      ].join(" ")}
    >
      {/* In the flow, above the block: nested blocks starting at the same corner never hide each other's handles. */}
      <div className="flex min-h-7 flex-wrap items-center justify-between gap-1 px-1 py-0.5">
        {drag && (
          // The mouse's way to move; the keyboard has Alt+arrows and "move to…" (so the grip is hidden from screen readers).
          <span
            data-drag-handle=""
            aria-hidden="true"
            title={text("builder.drag.handle")}
            className="cursor-grab rounded bg-paper p-1 text-main ring-1 ring-main/25"
          >
            <ToolIcon name="grip" />
          </span>
        )}
        <Button
          data-block-handle={block.id}
          aria-pressed={current}
          aria-describedby={inline ? hintId : undefined}
          onPress={() => (current && startInlineEdit(block.id)) || blockCommand(block.id, "select")}
          onKeyDown={keyDown}
          className={({ isFocusVisible }) =>
            [
              "min-h-6 rounded px-2 py-1 text-xs font-semibold",
              // Opaque, so a label reads on any section colour, a dark one included.
              current ? "bg-main text-paper" : "bg-paper text-main ring-1 ring-main/25 hover:ring-main/60",
              isFocusVisible ? "outline-2 outline-offset-2 outline-accent" : "outline-none",
            ].join(" ")
          }
        >
          {name}
        </Button>
        <BlockMarker blockId={block.id} label={label} />
        {drag && <span className="me-auto" />}
        {inline ? (
          <span id={hintId} hidden>
            {text("builder.inline.hint")}
          </span>
        ) : null}
        {current && (
          <Suspense fallback={null}>
            <BlockTools blockId={block.id} label={label} hidden={hidden} container={container} />
          </Suspense>
        )}
      </div>
      <div className={hidden ? "opacity-40" : undefined}>
        {known ? children : <p className="rounded border border-dashed border-main/40 p-4 text-sm">{text("builder.block.unknown", { block: label })}</p>}
      </div>
    </div>
  );
}
