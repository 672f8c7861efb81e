import { atom } from "nanostores";

/** The block the "move to…" dialog is open for; null while it is closed. */
export const $moveTo = atom<string | null>(null);

/** Opens the "move to…" dialog for block `id`. */
export function openMoveTo(id: string): void {
  $moveTo.set(id);
}

/** Closes the "move to…" dialog. */
export function closeMoveTo(): void {
  $moveTo.set(null);
}

let loading: Promise<typeof import("./MoveToDialog.tsx")> | undefined;

/** Loads the dialog's code (kept out of the builder's first load); the promise is shared. */
export function loadMoveToDialog(): Promise<typeof import("./MoveToDialog.tsx")> {
  loading ??= import("./MoveToDialog.tsx");
  return loading;
}
