import { useSyncExternalStore } from "react";
import { $editor, type EditorSnapshot } from "../../stores/editor.ts";

/**
 * One boolean read from the editor store: the component redraws when that value changes, not on
 * every change of the store (a canvas of 200 blocks would otherwise redraw on each keystroke).
 */
export function useEditorFlag(read: (snapshot: EditorSnapshot) => boolean): boolean {
  return useSyncExternalStore(
    (changed) => $editor.listen(changed),
    () => read($editor.get()),
  );
}
