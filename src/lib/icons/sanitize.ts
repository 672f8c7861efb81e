import type { DOMPurify } from "dompurify";
import { createPurifier } from "../sanitize/purify.ts";

let purifier: DOMPurify | undefined;

// `url(#id)` references stay (gradients, clip paths); any other url() could load or leak.
const EXTERNAL_URL = /url\s*\(\s*(?!['"]?#)/i;
const CSS_TRICKS = /expression\s*\(|@import|javascript:/i;

/** The one DOMPurify instance with the SVG hooks (shared with `sanitizeSvgReport`). */
export function svgPurifier(): DOMPurify {
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

/** The largest SVG markup kept (64 KB). */
export const SVG_MAX_LENGTH = 64 * 1024;

/** DOMPurify's settings for icons: the svg and svgFilters profiles without anything that runs, loads or styles. */
export const SVG_CONFIG = {
  USE_PROFILES: { svg: true, svgFilters: true },
  FORBID_TAGS: ["foreignObject", "script", "style", "a", "image", "animate", "set", "animateMotion", "animateTransform"],
  FORBID_ATTR: ["style"],
  ALLOW_DATA_ATTR: false,
};

/** True for markup that is one `<svg>` element. */
export const isSvgMarkup = (clean: string) => /^<svg[\s>]/i.test(clean) && /<\/svg>$/i.test(clean);

/**
 * Sanitises an SVG from the content service with DOMPurify's svg + svgFilters
 * profiles: no scripts, `foreignObject`, `<style>`, event handlers, external or data: references,
 * or `url()` other than `url(#…)`. Returns the clean `<svg>…</svg>`, or undefined when nothing
 * usable is left (not an SVG, empty, or over 64 KB). What it removed: `sanitizeSvgReport`
 * (a module of its own, so the builder's bundle does not carry it).
 */
export function sanitizeSvg(input: unknown): string | undefined {
  if (typeof input !== "string" || input.length > SVG_MAX_LENGTH) return undefined;
  const clean = svgPurifier().sanitize(input, SVG_CONFIG).trim();
  return isSvgMarkup(clean) ? clean : undefined;
}
