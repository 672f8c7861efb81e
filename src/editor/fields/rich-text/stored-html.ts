import { sanitizeHtml } from "../../../lib/sanitize/html.ts";

/** Paragraphs holding nothing but whitespace or line breaks: what an editor emptied by the user leaves. */
const BLANK = /^(?:<p>(?:\s|&nbsp;|<br>)*<\/p>\s*)*$/u;

/**
 * The HTML a rich-text field stores from the editor's output: sanitised with the site's sanitiser
 * (the subset p, h2–h4, strong, em, a, ul, ol, li, blockquote, br; links with a safe target only),
 * so nothing unsafe is saved even if the editor or a paste let it through; an empty text is `""`,
 * so a cleared translation falls back to German as the content service does.
 */
export function storedHtml(html: string): string {
  const clean = sanitizeHtml(html);
  return BLANK.test(clean) ? "" : clean;
}
