import type { Editor } from "@tiptap/react";

/**
 * Gives the focus back to the text a frame later, once the click or key that pressed a button has
 * ended: moved at once, a mouse click left it on the button, and an Enter on a button reached the
 * text and replaced the selection. By then the editor may be gone (the field closed in the same
 * frame): then there is nothing to focus.
 */
export function focusLater(editor: Editor): void {
  requestAnimationFrame(() => {
    if (!editor.isDestroyed) editor.commands.focus();
  });
}
