import { isSvgMarkup, SVG_CONFIG, SVG_MAX_LENGTH, svgPurifier } from "./sanitize.ts";

/** Something the sanitiser took out: an element (with how often), or an attribute of an element. */
export type SvgRemoval = { kind: "element"; name: string; count: number } | { kind: "attribute"; name: string; element: string; count: number };

/**
 * `sanitizeSvg` with what it removed, for showing an editor before an icon is saved: each removed
 * element and attribute (by name, counted), from DOMPurify's own record of the run. Comments and
 * whitespace are not listed.
 */
export function sanitizeSvgReport(input: unknown): { svg: string | undefined; removed: SvgRemoval[] } {
  if (typeof input !== "string" || input.length > SVG_MAX_LENGTH) return { svg: undefined, removed: [] };
  const purify = svgPurifier();
  const clean = purify.sanitize(input, SVG_CONFIG).trim();
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
  return { svg: isSvgMarkup(clean) ? clean : undefined, removed: [...removed.values()] };
}
