import { atom } from "nanostores";
import { blockTypes } from "../../blocks/catalog.ts";
import { loadBlockViews } from "../../blocks/registry.editor.ts";
import { loadUiStrings } from "../../i18n/t.ts";
import type { InsertPlace } from "../insert-position.ts";
import type { AddTarget } from "./add-position.ts";

/** The add-block dialog's target while it is open; null while it is closed. */
export const $addBlock = atom<AddTarget | null>(null);

/** Opens the add-block dialog for a new block before, after or inside block `anchorId`, or at the end of the page (`null`). */
export function openAddBlock(anchorId: string | null, place: InsertPlace = "after"): void {
  $addBlock.set({ anchorId, place });
}

/** Closes the add-block dialog. */
export function closeAddBlock(): void {
  $addBlock.set(null);
}

let loading: Promise<typeof import("./AddBlockDialog.tsx")> | undefined;

/**
 * Loads the dialog's code (kept out of the builder's first load) and the views of every block type,
 * which its previews show and a block added from it needs at once; the promise is shared, so calling
 * it again costs nothing.
 */
export function loadAddBlockDialog(): Promise<typeof import("./AddBlockDialog.tsx")> {
  // The dialog's alert is German on every page, as the product's wording has it: on /en the German strings come with it.
  loading ??= Promise.all([
    import("./AddBlockDialog.tsx"),
    loadUiStrings("de"),
    // A view that does not come shows its category's drawing in the preview; the canvas asks again for it.
    loadBlockViews(blockTypes.map((type) => type.schemaName)).catch((error: unknown) => console.error("baukasten: block views could not be loaded", error)),
  ]).then(([module]) => module);
  return loading;
}
