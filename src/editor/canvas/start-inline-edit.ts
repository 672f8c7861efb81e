import { caretAt } from "./caret-offset.ts";

/** The block's own texts editable in place, not those of nested blocks (a section's heading). */
function editableText(frame: Element | null, id: string): HTMLElement | undefined {
  return [...(frame?.querySelectorAll<HTMLElement>(`[data-inline-edit="${CSS.escape(id)}"]`) ?? [])].find((element) =>
    element.matches("[contenteditable]:not([contenteditable='false'])"),
  );
}

/** Focuses `target` with the caret `offset` characters into its text (where a click landed), or at its end. */
function focusAt(target: HTMLElement, offset: number | undefined): void {
  target.focus();
  const selection = document.getSelection();
  if (!selection) return;
  const caret = offset === undefined ? undefined : caretAt(target, offset);
  if (caret) selection.collapse(caret.node, caret.offset);
  else {
    selection.selectAllChildren(target);
    selection.collapseToEnd();
  }
}

/**
 * Starts editing block `id`'s first text in place (a heading's text, a button's label, rich text):
 * focuses it with the caret at its end, or `offset` characters into its text (where a click landed). A rich text whose editor is still loading (the first one
 * opened) is focused once it has come. False when the block has no text editable in place (or is
 * not the current block, whose texts alone are editable), so the caller can do something else.
 */
export function startInlineEdit(id: string, offset?: number): boolean {
  const frame = document.querySelector(`[data-block-id="${CSS.escape(id)}"]`);
  const target = editableText(frame, id);
  if (target) {
    focusAt(target, offset);
    return true;
  }
  if (!frame?.querySelector(`[data-inline-loading="${CSS.escape(id)}"]`)) return false;
  const waiting = new MutationObserver(() => {
    const loaded = editableText(frame, id);
    if (!loaded) return;
    waiting.disconnect();
    focusAt(loaded, offset);
  });
  waiting.observe(frame, { childList: true, subtree: true, attributes: true, attributeFilter: ["contenteditable"] });
  // An editor that never comes (offline) leaves the focus where it is.
  setTimeout(() => waiting.disconnect(), 15_000);
  return true;
}
