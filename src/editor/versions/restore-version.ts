import { dispatch } from "../store.ts";
import type { EditorError } from "../errors.ts";
import type { LoadedPage } from "../io/page-io.ts";
import { endPreview } from "./versions-store.ts";

/**
 * Makes an old version's blocks the draft: one undoable `replace-tree` step (the page is then
 * unsaved until "Entwurf speichern"), and the canvas returns from the preview to the draft.
 * Returns the refusal when the tree could not replace the draft (e.g. ids given twice).
 */
export function restoreVersion(version: LoadedPage): EditorError | undefined {
  const error = dispatch({ type: "replace-tree", tree: version.tree });
  if (!error) endPreview();
  return error;
}
