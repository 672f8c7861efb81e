import { useLayoutEffect, useRef, type ClipboardEvent, type KeyboardEvent } from "react";
import type { InlineFieldProps } from "../../blocks/edit-kit.ts";
import { findBlock } from "../../lib/tree/find-block.ts";
import { $editor, checkpoint, dispatch } from "../store.ts";
import { focusBlock } from "../commands.ts";
import { inlineKeyAction, inlineLabel, partChange, partText, singleLine } from "./inline-text.ts";
import { useEditor } from "../use-editor.ts";

function caretToEnd(element: HTMLElement): void {
  const selection = element.ownerDocument.getSelection();
  if (!selection) return;
  selection.selectAllChildren(element);
  selection.collapseToEnd();
}

/** Puts `text` in place of the selection inside `element` (paste), as typing would. */
function insertAtSelection(element: HTMLElement, text: string): void {
  const selection = element.ownerDocument.getSelection();
  const range = selection?.rangeCount ? selection.getRangeAt(0) : undefined;
  if (!selection || !range || !element.contains(range.commonAncestorContainer)) {
    element.append(text);
    caretToEnd(element);
    return;
  }
  range.deleteContents();
  const node = element.ownerDocument.createTextNode(text);
  range.insertNode(node);
  range.setStartAfter(node);
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * One line of a block's text, editable in place on the canvas while its block is the current one
 * (a click on it selects its block and starts editing at once, as Enter on the block's handle does;
 * see `startInlineEdit`). Each change is an `update-fields` of the one partition, so the builder's undo
 * takes it back a word at a time; Enter ends editing, Escape brings back the text editing started
 * with, pasting inserts plain text on one line, and the schema's `maxLength` holds. The text is
 * set from the store, never rendered by React, so typing keeps its caret.
 */
export function InlineText({ block, name, lang, part = lang, label, placeholder, maxLength, className }: InlineFieldProps) {
  const editable = useEditor((editor) => editor.current === block.id);
  const value = partText(block.fields, name, part);
  const ref = useRef<HTMLSpanElement>(null);
  const startedWith = useRef<string | null>(null);

  // The store is the truth (undo, redo, the fields panel); the caret only moves when the text really changed.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || element.textContent === value) return;
    element.textContent = value;
    if (element.ownerDocument.activeElement === element) caretToEnd(element);
  }, [value]);

  const store = (text: string) => {
    const fields = findBlock($editor.get().tree, block.id)?.block.fields;
    if (partText(fields, name, part) === text) return;
    dispatch({ type: "update-fields", id: block.id, changes: partChange(fields, name, part, text) });
  };

  const changed = () => {
    const element = ref.current;
    if (!element) return;
    const raw = element.textContent ?? "";
    const text = singleLine(raw, maxLength);
    // A browser may leave a stray <br> in a field emptied by typing; `:empty` shows the placeholder only without it.
    if (text !== raw || (text === "" && element.firstChild)) {
      element.textContent = text;
      caretToEnd(element);
    }
    store(text);
  };

  const finish = (revert: boolean) => {
    if (revert && startedWith.current !== null) store(startedWith.current);
    checkpoint();
    startedWith.current = null;
    ref.current?.blur();
    focusBlock(block.id);
  };

  const keyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const action = inlineKeyAction(event.nativeEvent);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    finish(action === "revert");
  };

  const paste = (event: ClipboardEvent<HTMLSpanElement>) => {
    event.preventDefault();
    const element = ref.current;
    if (!element) return;
    insertAtSelection(element, singleLine(event.clipboardData.getData("text/plain")));
    changed();
  };

  return (
    <span
      ref={ref}
      data-inline-edit={block.id}
      data-placeholder={placeholder}
      lang={lang}
      contentEditable={editable ? "plaintext-only" : undefined}
      suppressContentEditableWarning
      role={editable ? "textbox" : undefined}
      aria-label={editable ? inlineLabel(lang, label) : undefined}
      aria-placeholder={editable ? placeholder : undefined}
      aria-multiline={editable ? "false" : undefined}
      tabIndex={editable ? 0 : undefined}
      spellCheck={editable}
      onFocus={() => (startedWith.current = partText(findBlock($editor.get().tree, block.id)?.block.fields, name, part))}
      onBlur={() => {
        checkpoint();
        startedWith.current = null;
      }}
      onInput={changed}
      onKeyDown={keyDown}
      onPaste={paste}
      className={[
        "empty:before:italic empty:before:opacity-60 empty:before:content-[attr(data-placeholder)]",
        editable
          ? "cursor-text whitespace-pre-wrap rounded-sm outline-1 outline-offset-2 outline-main/40 outline-dashed focus:outline-2 focus:outline-accent focus:outline-solid"
          : "",
        className ?? "",
      ].join(" ")}
    />
  );
}
