import { atom } from "nanostores";
import type { LoadedPage } from "../io/page-io.ts";

/** A version shown in the canvas: the page as it was then, and when it was saved if the site knows. */
export type PreviewedVersion = LoadedPage & { at?: string };

/** The version history's state: the list open or not, and the version shown in the canvas instead of the draft. */
export interface VersionsState {
  open: boolean;
  /** A version previewed read-only in the canvas; null: the canvas shows the editor's draft. */
  preview: PreviewedVersion | null;
}

/** The version history: what the toolbar opens, the list reads and the canvas shows. */
export const $versions = atom<VersionsState>({ open: false, preview: null });

/** Opens the list of versions (its code loads now). */
export function openVersions(): void {
  $versions.set({ ...$versions.get(), open: true });
}

/** Closes the list; a preview stays shown. */
export function closeVersions(): void {
  $versions.set({ ...$versions.get(), open: false });
}

/** Shows `page` (a version of the open page) read-only in the canvas and closes the list. */
export function previewVersion(page: PreviewedVersion): void {
  $versions.set({ open: false, preview: page });
}

/** Back to the draft: the canvas shows the editor's tree again. */
export function endPreview(): void {
  $versions.set({ ...$versions.get(), preview: null });
}
