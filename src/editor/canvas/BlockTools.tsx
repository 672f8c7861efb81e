import { Button } from "react-aria-components";
import { Tooltip } from "../../components/ui/Tooltip.tsx";
import type { UiKey } from "../../i18n/t.ts";
import { openAddBlock } from "../add-block/add-block-request.ts";
import { useBuilderText } from "../builder-text.ts";
import { blockCommand, type BlockCommand } from "../commands.ts";
import { shortcutText, type Shortcut } from "../fields/rich-text/shortcut-text.ts";
import type { InsertPlace } from "../insert-position.ts";
import { openMoveTo } from "../move-to/move-to-request.ts";
import { useEditor } from "../use-editor.ts";
import { BLOCK_TOOL_PATHS, type BlockToolIcon } from "./block-tool-icons.ts";
import { ToolSvg } from "./tool-icons.tsx";

/** The commands with a button in a block's tools (moves into and out of containers are keyboard-only). */
type ToolCommand = Exclude<BlockCommand, "select" | "into-previous" | "out">;

/** The tools that run a command, with the keys that give it on the block's handle (`BlockFrame`). */
const TOOLS: { command: ToolCommand; icon: BlockToolIcon; keys?: Shortcut }[] = [
  { command: "fields", icon: "fields" },
  { command: "up", icon: "up", keys: ["alt", "↑"] },
  { command: "down", icon: "down", keys: ["alt", "↓"] },
  { command: "duplicate", icon: "duplicate", keys: ["mod", "D"] },
  { command: "copy", icon: "copy", keys: ["mod", "C"] },
  { command: "cut", icon: "cut", keys: ["mod", "X"] },
  { command: "paste", icon: "paste", keys: ["mod", "V"] },
  { command: "toggle-shown", icon: "hide" },
  { command: "remove", icon: "remove" },
];

/** The tools that open a dialog: add a block above, below or inside (containers), and "move to…". */
const DIALOG_TOOLS: { key: string; label: UiKey; icon: BlockToolIcon; place?: InsertPlace }[] = [
  { key: "add-before", label: "builder.add.above", icon: "addAbove", place: "before" },
  { key: "add-after", label: "builder.add.below", icon: "addBelow", place: "after" },
  { key: "add-inside", label: "builder.add.inside", icon: "addInside", place: "inside" },
  { key: "move-to", label: "builder.moveTo.open", icon: "moveTo" },
];

const TOOL_CLASS = "rounded p-1 hover:bg-paper/15 focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-40";

function labelOf(command: ToolCommand, hidden: boolean): UiKey {
  if (command === "fields") return "builder.panel.edit";
  if (command === "toggle-shown") return hidden ? "builder.command.show" : "builder.command.hide";
  return `builder.command.${command}`;
}

/**
 * The tools of the block being worked on (loaded on demand, with the first block selected): its
 * commands, adding a block above, below or inside (containers) and "move to…". Each is an icon
 * named for screen readers, with a tip that shows the name (and the key that gives the command on
 * the block's handle) on hover and on keyboard focus.
 */
export default function BlockTools({ blockId, label, hidden, container }: { blockId: string; label: string; hidden: boolean; container: boolean }) {
  const text = useBuilderText();
  const clipboard = useEditor((editor) => editor.clipboard !== null);
  const tool = (key: string, name: string, icon: BlockToolIcon, onPress: () => void, keys?: Shortcut, disabled = false) => (
    <Tooltip key={key} content={keys ? `${name} (${shortcutText(keys, text)})` : name} delay={300} placement="bottom">
      <Button aria-label={name} isDisabled={disabled} onPress={onPress} className={TOOL_CLASS}>
        <ToolSvg path={BLOCK_TOOL_PATHS[icon]} />
      </Button>
    </Tooltip>
  );
  return (
    // In a narrow column the tools wrap, and they stay above the blocks beside it (the next column is drawn later).
    <div
      role="toolbar"
      aria-label={text("builder.tools", { block: label })}
      className="relative z-10 flex flex-wrap gap-0.5 rounded bg-ink p-0.5 text-paper shadow"
    >
      {TOOLS.map(({ command, icon, keys }) =>
        tool(
          command,
          text(labelOf(command, hidden)),
          command === "toggle-shown" && hidden ? "show" : icon,
          () => blockCommand(blockId, command),
          keys,
          command === "paste" && !clipboard,
        ),
      )}
      {DIALOG_TOOLS.filter((dialog) => dialog.place !== "inside" || container).map(({ key, label: name, icon, place }) =>
        tool(key, text(name), icon, () => (place ? openAddBlock(blockId, place) : openMoveTo(blockId))),
      )}
    </div>
  );
}
