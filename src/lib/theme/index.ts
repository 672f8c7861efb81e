import type { Entity, SiteData } from "../content/model.ts";
import { pageBackground, pickTheme, THEME_COLORS, themeColors, type ThemeColorKey } from "./colors.ts";
import { fontFaceCss, fontFaces, fontVariables } from "./fonts.ts";

export { textStyleClasses, collectTextStyleClasses } from "./text-styles.ts";
export { filterClasses } from "./classes.ts";
export { DEFAULT_COLORS, pickTheme } from "./colors.ts";

export interface ThemeHead {
  /** CSS for one inline `<style>` in `<head>`: `@font-face` rules and the `:root` theme variables. */
  css: string;
  /**
   * Fonts to preload (the main font): `<link rel="preload" as="font" href type crossorigin>`;
   * `crossorigin` is required for font preloads even on the same origin.
   */
  preloads: { href: string; type: string }[];
}

const cache = new WeakMap<SiteData, Map<string, ThemeHead>>();

/**
 * The theme of a page as CSS: the page's `themesettings` (else the default theme) as `--theme-*`
 * colour variables, its `backgroundColor` as `--theme-page-background`, the font styles as
 * `@font-face` rules and `--theme-font-*` variables. Every hex is validated (`Bad Hex` → warning and
 * the default); `warn` defaults to `console.warn`. Results are cached per site snapshot and theme.
 */
export function themeHead(site: SiteData, page?: Entity, warn: (message: string) => void = (m) => console.warn(`[theme] ${m}`)): ThemeHead {
  const theme = pickTheme(site, page);
  const key = `${theme?.id ?? ""}|${JSON.stringify(page?.data.backgroundColor ?? null)}`;
  let perSite = cache.get(site);
  if (!perSite) cache.set(site, (perSite = new Map()));
  const hit = perSite.get(key);
  if (hit) return hit;

  const colors = themeColors(theme, warn);
  const vars: Record<string, string> = {};
  for (const name of Object.keys(THEME_COLORS) as ThemeColorKey[]) vars[THEME_COLORS[name]] = colors[name];
  const background = pageBackground(site, page, warn);
  if (background) vars["--theme-page-background"] = background;
  const faces = fontFaces(site, warn);
  Object.assign(vars, fontVariables(faces));

  const root = `:root{${Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(";")}}`;
  const fontCss = fontFaceCss(faces);
  const main = faces.find((f) => f.mission === "main");
  const result: ThemeHead = {
    css: fontCss ? `${fontCss}\n${root}` : root,
    preloads: main ? [{ href: main.url, type: `font/${main.type}` }] : [],
  };
  perSite.set(key, result);
  return result;
}
