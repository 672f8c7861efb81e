import type { SiteData } from "../content/model.ts";
import type { Touched } from "../site/load-changes.ts";
import { READ } from "./reads.ts";

/** The snapshot fields behind `READ.shared` (src/lib/render/reads.ts `readValue`). */
const SHARED: ReadonlySet<keyof SiteData> = new Set<keyof SiteData>([
  "textStyles",
  "icons",
  "languages",
  "globalSettings",
  "navigation",
  "blockSchemas",
  "siteCode",
]);

/** The snapshot fields behind a page's `READ.theme` besides the page itself. */
const THEME_FIELDS: readonly (keyof SiteData)[] = ["themes", "fonts", "colors", "globalSettings"];

/**
 * Whether the value behind `key` can differ after an update that `touched` these fields and ids:
 * the rule of what each key's value is computed from (`readValue`). A key it cannot place may
 * always have changed.
 */
export function mayHaveChanged(key: string, touched: Touched): boolean {
  if (touched.all) return true;
  const { fields, ids } = touched;
  if (key === READ.shared) return [...fields].some((field) => SHARED.has(field));
  if (key === READ.pageIndex) return fields.has("pages");
  if (key === READ.themeColors) return fields.has("themes") || fields.has("fonts");
  if (key === READ.practitionerOrder) return fields.has("practitioners");
  const colon = key.indexOf(":");
  const kind = key.slice(0, colon);
  const arg = key.slice(colon + 1);
  if (kind === "item") return ids.has(arg);
  // The page's theme (its themesettings, else the default one), its background and the palette colours it mentions, and the fonts.
  if (kind === "theme") return THEME_FIELDS.some((field) => fields.has(field)) || (arg !== "" && ids.has(arg));
  // A list shows its items and the assets they mention.
  if (kind === "list") return fields.has(arg as keyof SiteData) || fields.has("assets");
  if (kind === "practitioners") return fields.has("practitioners");
  if (kind === "appointments") return fields.has("appointments");
  if (kind === "pages") return fields.has("pages");
  return true;
}
