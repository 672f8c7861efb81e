import { atom } from "nanostores";
import { $editor, setActive } from "../store.ts";

/** The fields panel's own state (browser-only, like the rest of the builder). */
export interface PanelState {
  /** On phones, where the panel is a sheet over the canvas: whether it is shown. Beside the canvas it always is. */
  open: boolean;
  /** Publishing was tried: every field shows its message, not only those left or changed. */
  submitted: boolean;
  /**
   * A request to move focus into the panel: to the field at `path` (`text.en`), or to the first
   * field without one. `at` tells two requests for the same place apart.
   */
  focus: { blockId: string; path?: string; at: number } | null;
}

/** The fields panel's state; changed only by the functions below. */
export const $panel = atom<PanelState>({ open: false, submitted: false, focus: null });

/** Shows the panel (on phones: opens the sheet). */
export function openPanel(): void {
  $panel.set({ ...$panel.get(), open: true });
}

/** Hides the sheet on phones; beside the canvas the panel stays. */
export function closePanel(): void {
  $panel.set({ ...$panel.get(), open: false });
}

/**
 * Marks the fields as submitted (call it when publishing is tried, `true`) or not (`false`, when
 * the page is left or published): while set, every invalid field shows its message at once.
 */
export function markSubmitted(submitted = true): void {
  if ($panel.get().submitted !== submitted) $panel.set({ ...$panel.get(), submitted });
}

/**
 * Moves the keyboard into the fields of block `blockId`: makes it the current block, opens the
 * panel and focuses the field at `path` (`text.en`), or the first field. Returns false when there
 * is no such block.
 */
export function editFields(blockId: string, path?: string): boolean {
  if ($editor.get().current !== blockId && setActive(blockId)) return false;
  $panel.set({ ...$panel.get(), open: true, focus: { blockId, ...(path === undefined ? {} : { path }), at: Date.now() } });
  return true;
}

/** Marks a focus request as done, so a later render does not focus again. */
export function focusDone(): void {
  if ($panel.get().focus) $panel.set({ ...$panel.get(), focus: null });
}
