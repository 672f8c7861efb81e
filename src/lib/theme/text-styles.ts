import type { SiteData } from "../content/model.ts";
import { filterClasses } from "./classes.ts";

const cache = new WeakMap<SiteData, Map<string, string>>();

/** Text style id → its filtered class list, computed once per site snapshot. */
function classMap(site: SiteData): Map<string, string> {
  let map = cache.get(site);
  if (!map) {
    map = new Map();
    for (const style of site.textStyles) map.set(style.id, filterClasses(style.data.twclasses?.iv).classes);
    cache.set(site, map);
  }
  return map;
}

/** The classes of the text style `id` (filtered to class-name characters), or `""`. */
export function textStyleClasses(site: SiteData, id: string | undefined): string {
  if (!id) return "";
  return classMap(site).get(id) ?? "";
}

/**
 * Every text style's classes with the tokens dropped from it, for the Tailwind source file and
 * its build warnings.
 */
export function collectTextStyleClasses(site: Pick<SiteData, "textStyles">): { classes: string[]; warnings: string[] } {
  const classes = new Set<string>();
  const warnings: string[] = [];
  for (const style of site.textStyles) {
    const { classes: kept, dropped } = filterClasses(style.data.twclasses?.iv);
    for (const token of kept.split(" ")) if (token) classes.add(token);
    if (dropped.length) warnings.push(`text style ${style.id}: dropped classes ${dropped.map((d) => JSON.stringify(d.slice(0, 40))).join(", ")}`);
  }
  return { classes: [...classes].sort(), warnings };
}
