import { atom } from "nanostores";
import { browserStorage, readItem, writeItem, type KeyValueStorage } from "../storage.ts";

/** The preview widths of the canvas in CSS pixels; `full` is the window's width. */
export const VIEWPORT_WIDTHS = { phone: 390, tablet: 768, desktop: 1280, full: null } as const;

/** A preview width of the canvas. */
export type Viewport = keyof typeof VIEWPORT_WIDTHS;

/** Where the chosen preview width is remembered (per browser, for every page). */
export const VIEWPORT_KEY = "baukasten.builder.viewport";

const isViewport = (value: unknown): value is Viewport => typeof value === "string" && Object.hasOwn(VIEWPORT_WIDTHS, value);

/** The remembered preview width, `full` when none (or storage cannot be read). */
export function readViewport(storage: KeyValueStorage | undefined = browserStorage()): Viewport {
  const stored = readItem(storage, VIEWPORT_KEY);
  return isViewport(stored) ? stored : "full";
}

/** The canvas's preview width. */
export const $viewport = atom<Viewport>(readViewport());

/** Sets the canvas's preview width and remembers it in this browser (when storage allows). */
export function setViewport(viewport: Viewport, storage: KeyValueStorage | undefined = browserStorage()): void {
  if (!isViewport(viewport)) return;
  $viewport.set(viewport);
  writeItem(storage, VIEWPORT_KEY, viewport);
}
