import { atom } from "nanostores";

/** A save or publish that met a newer version (412 on `If-Match`): the conflict dialog is open while this is set. */
export interface ConflictRequest {
  /** When it happened, so a second conflict re-reads the newest version. */
  at: number;
}

/** The conflict to resolve, or null. Set by the toolbar on a 412; cleared by the dialog. */
export const $conflict = atom<ConflictRequest | null>(null);

/** Opens the conflict dialog (a save or publish answered 412). */
export function showConflict(): void {
  $conflict.set({ at: Date.now() });
}

/** Closes the conflict dialog; the builder keeps the editor's work as it is. */
export function closeConflict(): void {
  $conflict.set(null);
}
