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
  return sanitizeSvgReport(input).svg;
}

/** The largest SVG markup kept (64 KB). */
export const SVG_MAX_LENGTH = 64 * 1024;

/** Something the sanitiser took out: an element (with how often), or an attribute of an element. */
export type SvgRemoval = { kind: "element"; name: string; count: number } | { kind: "attribute"; name: string; element: string; count: number };

const CONFIG = {
  USE_PROFILES: { svg: true, svgFilters: true },
  FORBID_TAGS: ["foreignObject", "script", "style", "a", "image", "animate", "set", "animateMotion", "animateTransform"],
  FORBID_ATTR: ["style"],
  ALLOW_DATA_ATTR: false,
};

/**
 * `sanitizeSvg` with what it removed, for showing an editor before an icon is saved: each removed
 * element and attribute (by name, counted), from DOMPurify's own record of the run. Comments and
 * whitespace are not listed.
 */
export function sanitizeSvgReport(input: unknown): { svg: string | undefined; removed: SvgRemoval[] } {
  if (typeof input !== "string" || input.length > SVG_MAX_LENGTH) return { svg: undefined, removed: [] };
  const purify = svgPurifier();
  const clean = purify.sanitize(input, CONFIG).trim();
  const removed = new Map<string, SvgRemoval>();
  for (const entry of purify.removed as { element?: Node; attribute?: Attr | null; from?: Node }[]) {
    if (entry.attribute) {
      const element = (entry.from?.nodeName ?? "").toLowerCase();
      const key = `a:${element}:${entry.attribute.name}`;
      const seen = removed.get(key);
      if (seen) seen.count++;
      else removed.set(key, { kind: "attribute", name: entry.attribute.name, element, count: 1 });
    } else if (entry.element && entry.element.nodeType === 1) {
      const name = (entry.element as Element).localName;
      // The document wrapper DOMPurify parses the markup into, not part of the input.
      if (name === "html" || name === "head" || name === "body") continue;
      const key = `e:${name}`;
      const seen = removed.get(key);
      if (seen) seen.count++;
      else removed.set(key, { kind: "element", name, count: 1 });
    }
  }
  if (!/^<svg[\s>]/i.test(clean) || !/<\/svg>$/i.test(clean)) return { svg: undefined, removed: [...removed.values()] };
  return { svg: clean, removed: [...removed.values()] };
}
