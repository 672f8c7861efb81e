import { atom } from "nanostores";

/** What the builder's live region says next (a polite announcement: a copy, a deletion, a save). */
export const $notice = atom<{ text: string; at: number } | null>(null);

/** Says `text` in the builder's live region. */
export function notify(text: string): void {
  $notice.set({ text, at: Date.now() });
}

/** A field the fields panel should show and focus: a block, and a field path as `pathOf` makes it (`text.en`). */
export interface FieldFocusRequest {
  blockId: string;
  path: string;
  /** When it was asked for, so asking for the same field twice focuses it again. */
  at: number;
}

/**
 * The field the fields panel should bring into view and focus next (asked for by the validation
 * list and the hints; the panel makes the block current, opens it and focuses the field's control).
 */
export const $fieldFocus = atom<FieldFocusRequest | null>(null);

/** Asks the fields panel to show `blockId`'s field at `path` (`text.en`) and focus it. */
export function focusField(blockId: string, path: string): void {
  $fieldFocus.set({ blockId, path, at: Date.now() });
}
