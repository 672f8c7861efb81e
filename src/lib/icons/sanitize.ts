import type { DOMPurify } from "dompurify";
import { createPurifier } from "../sanitize/purify.ts";

let purifier: DOMPurify | undefined;

// `url(#id)` references stay (gradients, clip paths); any other url() could load or leak.
const EXTERNAL_URL = /url\s*\(\s*(?!['"]?#)/i;
const CSS_TRICKS = /expression\s*\(|@import|javascript:/i;

function svgPurifier(): DOMPurify {
  if (purifier) return purifier;
  const p = createPurifier();
  p.addHook("uponSanitizeAttribute", (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue;
    if (name === "href" || name === "xlink:href") {
      // Only in-document references (`#id`): no data:, javascript: or external files.
      if (!value.trim().startsWith("#")) data.keepAttr = false;
      return;
    }
    if (name.startsWith("on")) data.keepAttr = false;
    else if (EXTERNAL_URL.test(value) || CSS_TRICKS.test(value)) data.keepAttr = false;
  });
  purifier = p;
  return p;
}

/**
 * Sanitises an SVG from the content service with DOMPurify's svg + svgFilters
 * profiles: no scripts, `foreignObject`, `<style>`, event handlers, external or data: references,
 * or `url()` other than `url(#…)`. Returns the clean `<svg>…</svg>`, or undefined when nothing
 * usable is left (not an SVG, empty, or over 64 KB).
 */
export function sanitizeSvg(input: unknown): string | undefined {
  if (typeof input !== "string" || input.length > 64 * 1024) return undefined;
  const clean = svgPurifier()
    .sanitize(input, {
      USE_PROFILES: { svg: true, svgFilters: true },
      FORBID_TAGS: ["foreignObject", "script", "style", "a", "image", "animate", "set", "animateMotion", "animateTransform"],
      FORBID_ATTR: ["style"],
      ALLOW_DATA_ATTR: false,
    })
    .trim();
  if (!/^<svg[\s>]/i.test(clean) || !/<\/svg>$/i.test(clean)) return undefined;
  return clean;
}
