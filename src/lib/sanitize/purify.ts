import createDOMPurify, { type DOMPurify } from "dompurify";
import { JSDOM } from "jsdom";

type PurifyWindow = Parameters<typeof createDOMPurify>[0];

let window: PurifyWindow | undefined;

/**
 * One jsdom window per process, created on first use: a 1000-page build sanitises thousands of
 * fragments and must not pay for a window each time.
 */
function sharedWindow(): PurifyWindow {
  window ??= new JSDOM("<!doctype html><html><body></body></html>").window as unknown as PurifyWindow;
  return window;
}

/**
 * A fresh DOMPurify instance on the shared window. Hooks are per instance, so the HTML and SVG
 * sanitisers each create their own once and keep it.
 */
export function createPurifier(): DOMPurify {
  return createDOMPurify(sharedWindow());
}
