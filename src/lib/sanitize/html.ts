import type { DOMPurify } from "dompurify";
import { isExternal, safeUrl } from "../safe-url.ts";
import { createPurifier } from "./purify.ts";

/** The rich-text subset the editor produces (`EDITOR.richtext` in src/lib/content/tags.ts). */
const RICH_TEXT_TAGS = ["p", "h2", "h3", "h4", "strong", "em", "a", "ul", "ol", "li", "blockquote", "br"] as const;

let purifier: DOMPurify | undefined;

function richTextPurifier(): DOMPurify {
  if (purifier) return purifier;
  const p = createPurifier();
  p.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName !== "A") return;
    const href = safeUrl(node.getAttribute("href"));
    if (!href) {
      node.removeAttribute("href");
      node.removeAttribute("rel");
      return;
    }
    node.setAttribute("href", href);
    if (isExternal(href)) node.setAttribute("rel", "noopener noreferrer");
    else node.removeAttribute("rel");
  });
  purifier = p;
  return p;
}

/**
 * Sanitises CMS rich text on the server: only p, h2–h4, strong, em, a, ul, ol, li,
 * blockquote and br survive; links keep a safe `href` (site-relative, https:, mailto:, tel:) and
 * external ones get `rel="noopener noreferrer"`; a link without a safe target becomes its text.
 * Idempotent: `sanitizeHtml(sanitizeHtml(x)) === sanitizeHtml(x)`.
 */
export function sanitizeHtml(input: unknown): string;
// Last overload: what `v.transform(sanitizeHtml)` infers on a string pipe.
export function sanitizeHtml(input: string): string;
export function sanitizeHtml(input: unknown): string {
  if (typeof input !== "string" || input === "") return "";
  const hit = memo.get(input);
  if (hit !== undefined) return hit;
  // Serialising a sanitised tree can yield markup that parses into another tree (a removed <table>
  // inside <p> leaves <p><p></p></p>), so run to a fixed point: the result re-sanitises to itself.
  // Plain text blocks (PLAIN_BLOCKS) are already that fixed point: DOMPurify returns them unchanged.
  let out = PLAIN_BLOCKS.test(input) ? input : sanitizeUncached(input);
  for (let pass = 0; pass < 3 && out !== input; pass++) {
    const again = sanitizeUncached(out);
    if (again === out) break;
    out = again;
  }
  // Bounded: a build sanitises each distinct fragment once (pages repeat texts across languages,
  // cards and details); a long-running server must not grow without limit.
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(input, out);
  return out;
}

/**
 * Fast path for the most common rich text: headings and paragraphs of plain text with strong/em,
 * no links, no attributes. Text without `<`, `>`, `&`, NBSP, CR or NUL, in blocks the HTML parser
 * keeps exactly as written (no nesting it would repair), is what DOMPurify returns unchanged
 * (tested against it in html.test.ts); anything else takes the full sanitiser.
 */
// Unambiguous (TEXT never matches "<"), so a failing input cannot backtrack exponentially.
const TEXT = "[^<>&\\u00a0\\r\\0]*";
const PLAIN_BLOCKS = new RegExp(`^(?:<(p|h2|h3|h4)>${TEXT}(?:<(strong|em)>${TEXT}</\\2>${TEXT})*</\\1>\\n?)+$`);

const MEMO_LIMIT = 5000;
const memo = new Map<string, string>();

/** The full sanitiser without the fast path and the memo (exported for tests). */
export function sanitizeUncached(input: string): string {
  const purify = richTextPurifier();
  // DOMPurify serialises to a string without importing a fragment into the shared document.
  const html = purify.sanitize(input, { ...CONFIG, RETURN_DOM_FRAGMENT: false }) as unknown as string;
  // The hook strips every attribute of a link without a safe target, so such a link serialises as
  // a bare `<a>`: only then is the fragment needed to unwrap it.
  if (!html.includes("<a>")) return html;
  const fragment = purify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  const container = fragment.ownerDocument.createElement("div");
  container.append(fragment);
  // Unwrap links left without a target: their text stays, the link does not. Not querySelectorAll:
  // jsdom builds a selector engine per document that adds listeners to the shared window and never
  // removes them, which made every later call slower (145 s of a 1,000-page build).
  for (const a of Array.from(container.getElementsByTagName("a"))) {
    if (!a.hasAttribute("href")) a.replaceWith(...Array.from(a.childNodes));
  }
  return container.innerHTML;
}

const CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: ["href", "rel"],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};
