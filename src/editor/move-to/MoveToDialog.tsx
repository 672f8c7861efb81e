import { useStore } from "@nanostores/react";
import { Header, ListBox, ListBoxItem, ListBoxSection, type Key } from "react-aria-components";
import { Dialog } from "../../components/ui/Dialog.tsx";
import { findBlock } from "../../lib/tree/find-block.ts";
import { $editor } from "../store.ts";
import { useBuilderText } from "../builder-text.ts";
import { ChoiceActions } from "../ChoiceActions.tsx";
import { useSingleChoice } from "../use-single-choice.ts";
import { blockSummary } from "./block-summary.ts";
import { moveBlockTo } from "./move-block-to.ts";
import { moveTargets } from "./move-targets.ts";
import { useEditor } from "../use-editor.ts";

/**
 * The "move to…" dialog: every place on the page the block can go, list by list (the
 * page, then each container, indented by depth), its present place marked and not offered. Arrow
 * keys move through the places, Enter (or a double click, or "Verschieben") moves the block there;
 * the move is announced and the focus returns to the block. Loaded on first use.
 */
export default function MoveToDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const text = useBuilderText();
  const session = useEditor((editor) => editor.session);
  const tree = useStore($editor).tree;
  const choice = useSingleChoice();
  const block = findBlock(tree, id)?.block;
  if (!session || !block) return null;
  const { lang, rules } = session;
  const groups = moveTargets(tree, id, rules, lang);
  const targets = groups.flatMap((group) => group.targets);
  const move = (key: Key | null) => {
    const target = targets.find((candidate) => candidate.key === key && !candidate.current);
    if (!target) return choice.refuse();
    onClose();
    moveBlockTo(id, target.position);
  };
  return (
    <Dialog
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      title={text("builder.moveTo.title", { block: blockSummary(block, lang, rules) })}
      width="max-w-xl"
    >
      <ListBox
        aria-label={text("builder.moveTo.list")}
        aria-describedby="move-to-hint"
        {...choice.listProps}
        disabledKeys={targets.filter((target) => target.current).map((target) => target.key)}
        onAction={(key) => move(key)}
        className="max-h-[60vh] overflow-auto rounded border border-ink/20 p-1 outline-none focus-visible:outline-2 focus-visible:outline-accent"
      >
        {groups.map((group) => (
          <ListBoxSection key={group.parentId ?? ""} id={`group-${group.parentId ?? ""}`} style={{ paddingInlineStart: `${group.depth * 1.25}rem` }}>
            <Header className="mt-1 px-2 py-1 text-xs font-semibold">{group.label}</Header>
            {group.targets.map((target) => (
              <ListBoxItem
                key={target.key}
                id={target.key}
                textValue={`${group.label}: ${target.label}`}
                className={({ isSelected, isFocusVisible, isDisabled }) =>
                  [
                    "flex cursor-default items-center rounded px-3 py-1.5 text-sm outline-none",
                    isSelected ? "bg-main text-paper" : "hover:bg-main/10",
                    isDisabled ? "italic opacity-70" : "",
                    isFocusVisible ? "outline-2 -outline-offset-2 outline-accent" : "",
                  ].join(" ")
                }
              >
                <span aria-hidden="true" className="me-2">
                  ↳
                </span>
                {target.label}
              </ListBoxItem>
            ))}
          </ListBoxSection>
        ))}
      </ListBox>
      <p id="move-to-hint" className="mt-2 text-xs">
        {text("builder.moveTo.hint")}
      </p>
      <ChoiceActions
        alert={choice.missing ? text("builder.moveTo.required") : null}
        cancel={text("builder.moveTo.cancel")}
        confirm={text("builder.moveTo.confirm")}
        onCancel={onClose}
        onConfirm={() => move(choice.chosen)}
      />
    </Dialog>
  );
}
