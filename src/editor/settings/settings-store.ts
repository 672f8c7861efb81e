import { atom } from "nanostores";

/** The page settings dialog is open. */
export const $settingsOpen = atom(false);

/** Opens the page settings (their code loads now). */
export function openPageSettings(): void {
  $settingsOpen.set(true);
}

/** Closes them; what was typed and not saved is dropped. */
export function closePageSettings(): void {
  $settingsOpen.set(false);
}
