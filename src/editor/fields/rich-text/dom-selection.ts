import type { Editor } from "@tiptap/react";

/**
 * Makes the editor's selection the one the page shows. A selection the browser makes itself
 * (Shift+arrow keys, a double click) reaches ProseMirror only with the next `selectionchange`
 * event, and on a busy machine a key pressed right after it (Ctrl/⌘+K) can be handled first: the
 * link would then go to the old caret instead of the selected word. Nothing happens when the page's
 * selection lies outside the text.
 */
export function adoptDomSelection(editor: Editor): void {
  const { view } = editor;
  const selection = view.dom.ownerDocument.getSelection();
  const { anchorNode, focusNode } = selection ?? {};
  if (!selection || !anchorNode || !focusNode || !view.dom.contains(anchorNode) || !view.dom.contains(focusNode)) return;
  const anchor = view.posAtDOM(anchorNode, selection.anchorOffset);
  const head = view.posAtDOM(focusNode, selection.focusOffset);
  const current = view.state.selection;
  if (current.anchor === anchor && current.head === head) return;
  editor.commands.setTextSelection({ from: Math.min(anchor, head), to: Math.max(anchor, head) });
}
