/**
 * Starts editing block `id`'s first text in place (a heading's text, a button's label, rich text):
 * focuses it with the caret at its end. False when the block has no text editable in place (or is
 * not the current block, whose texts alone are editable), so the caller can do something else.
 */
export function startInlineEdit(id: string): boolean {
  const frame = document.querySelector(`[data-block-id="${CSS.escape(id)}"]`);
  // The block's own texts, not those of nested blocks (a section's heading).
  const target = [...(frame?.querySelectorAll<HTMLElement>(`[data-inline-edit="${CSS.escape(id)}"]`) ?? [])].find((element) =>
    element.matches("[contenteditable]:not([contenteditable='false'])"),
  );
  if (!target) return false;
  target.focus();
  const selection = document.getSelection();
  if (selection) {
    selection.selectAllChildren(target);
    selection.collapseToEnd();
  }
  return true;
}
