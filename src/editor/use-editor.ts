import { useSyncExternalStore } from "react";
import { $editor, type EditorSnapshot } from "./store.ts";

/**
 * One value read from the editor store: the component redraws when that value changes, not on every
 * change of the store (a canvas of 200 blocks would otherwise redraw on each keystroke). `select`
 * must return the same value for the same snapshot: a primitive, or an object the store keeps.
 */
export function useEditor<T>(select: (snapshot: EditorSnapshot) => T): T {
  return useSyncExternalStore(
    (changed) => $editor.listen(changed),
    () => select($editor.get()),
  );
}
