import type { PurifyWindow } from "./dom-window.ts";

/** The DOM the sanitisers work in, in the browser (the builder renders block views live): the page's own window. */
export function domWindow(): PurifyWindow {
  return window;
}
