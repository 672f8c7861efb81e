import createDOMPurify, { type DOMPurify } from "dompurify";
import { domWindow } from "#dom-window";

/**
 * A fresh DOMPurify instance on the shared window. Hooks are per instance, so the HTML and SVG
 * sanitisers each create their own once and keep it.
 */
export function createPurifier(): DOMPurify {
  return createDOMPurify(domWindow());
}
