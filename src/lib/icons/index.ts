import type { SiteData } from "../content/model.ts";
import { sanitizeSvg } from "./sanitize.ts";
import { escapeHtml } from "../sanitize/escape.ts";

export { sanitizeSvg } from "./sanitize.ts";

/** An icon of the `icons` schema, sanitised. */
export interface SafeIcon {
  name: string;
  critical: boolean;
  svg: string;
}

const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const cache = new WeakMap<object, Map<string, SafeIcon>>();

/**
 * Every icon of the site, sanitised once per site snapshot; icons with a bad name or an SVG that
 * does not survive sanitising are left out (and reported through `warn`).
 */
export function siteIcons(site: Pick<SiteData, "icons">, warn: (message: string) => void = (m) => console.warn(`[icons] ${m}`)): Map<string, SafeIcon> {
  let map = cache.get(site);
  if (map) return map;
  map = new Map();
  for (const item of site.icons) {
    const name = item.data.name?.iv;
    if (typeof name !== "string" || !NAME.test(name)) {
      warn(`icon ${item.id} skipped: bad name`);
      continue;
    }
    const svg = sanitizeSvg(item.data.svg?.iv);
    if (!svg) {
      warn(`icon ${name} skipped: no usable SVG after sanitising`);
      continue;
    }
    map.set(name, { name, critical: item.data.critical?.iv === true, svg });
  }
  cache.set(site, map);
  return map;
}

/** The sanitised SVG markup of icon `name`, or undefined. */
export function iconSvg(site: SiteData, name: string | undefined): string | undefined {
  return name ? siteIcons(site).get(name)?.svg : undefined;
}

/**
 * An icon's SVG prepared for inlining: `aria-hidden` for decorative use, or `role="img"` with an
 * `aria-label`; `class` replaced by `className`. The markup is already sanitised.
 */
export function inlineSvg(svg: string, options: { className?: string; label?: string } = {}): string {
  let open = /^<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!open) return "";
  const body = svg.slice(open.length);
  open = open.replace(/\s(aria-hidden|role|aria-label|class|focusable)="[^"]*"/gi, "");
  const attrs: string[] = [];
  if (options.className) attrs.push(`class="${escapeHtml(options.className)}"`);
  if (options.label) attrs.push(`role="img"`, `aria-label="${escapeHtml(options.label)}"`);
  else attrs.push(`aria-hidden="true"`);
  attrs.push(`focusable="false"`);
  return open.replace(/\s*\/?>$/, (end) => ` ${attrs.join(" ")}${end.trim() === "/>" ? "/>" : ">"}`) + body;
}
