import { sanitizeHtml } from "../../../lib/sanitize/html.ts";

/** Paragraphs holding nothing but whitespace or line breaks at the end: the editor keeps one after a list or quote to type in. */
const TRAILING_BLANK = /(?:<p>(?:\s|&nbsp;|<br>)*<\/p>\s*)+$/u;

/**
 * The HTML a rich-text field stores from the editor's output: sanitised with the site's sanitiser
 * (the subset p, h2–h4, strong, em, a, ul, ol, li, blockquote, br; links with a safe target only),
 * so nothing unsafe is saved even if the editor or a paste let it through. Empty paragraphs at the
 * end are dropped (no stray gap on the page), so an emptied text is `""` and a cleared translation
 * falls back to German as the content service does.
 */
export function storedHtml(html: string): string {
  return sanitizeHtml(html).replace(TRAILING_BLANK, "");
}
