import { atom } from "nanostores";

/** Edit mode as the editor bar sees it: on, and how to ask whether the open page has unsaved work. */
export interface EditMode {
  unsaved(): boolean;
}

/**
 * Edit mode; null while it is off. Browser-only. The editor bar reads it here: this module pulls in
 * no editor code, so the bar stays small on every page.
 */
export const $editMode = atom<EditMode | null>(null);
