import { JSDOM } from "jsdom";

/** What DOMPurify sanitises with: a window with a document. */
export type PurifyWindow = Window & typeof globalThis;

let window: PurifyWindow | undefined;

/**
 * The DOM the sanitisers work in, on the server: one jsdom window per process, created on first
 * use (a 1000-page build sanitises thousands of fragments and must not pay for a window each
 * time). Browser bundles get `dom-window.browser.ts` instead (package.json `imports`, condition
 * `browser`), so no island ships jsdom.
 */
export function domWindow(): PurifyWindow {
  window ??= new JSDOM("<!doctype html><html><body></body></html>").window as unknown as PurifyWindow;
  return window;
}
