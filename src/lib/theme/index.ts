import type { Entity, SiteData } from "../content/model.ts";
import { pageBackground, pickTheme, THEME_COLORS, themeColors, type ThemeColorKey } from "./colors.ts";
import { fallbackFontVariables, fontFaceCss, fontFaces, fontVariables } from "./fonts.ts";
import { WEB_FONTS_CLASS } from "./web-fonts.ts";

export { textStyleClasses, collectTextStyleClasses } from "./text-styles.ts";
export { filterClasses } from "./classes.ts";
export { DEFAULT_COLORS, pickTheme } from "./colors.ts";

export interface ThemeHead {
  /**
   * CSS for one inline `<style>` in `<head>`: `@font-face` rules, the `:root` theme variables, and
   * the fallback font stacks until the root element has WEB_FONTS_CLASS (src/lib/theme/web-fonts.ts).
   */
  css: string;
  /** Whether the theme has web fonts (then the page carries WEB_FONTS_SCRIPT). */
  webFonts: boolean;
  /** CSS for a `<noscript>` style: the web fonts at once when no script runs. */
  noscriptCss: string;
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

  const declarations = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([k, v]) => `${k}:${v}`)
      .join(";");
  const root = `:root{${declarations(vars)}}`;
  const fontCss = fontFaceCss(faces);
  const waiting = `html:not(.${WEB_FONTS_CLASS})`;
  const result: ThemeHead = {
    css: fontCss ? `${fontCss}\n${root}\n${waiting}{${declarations(fallbackFontVariables(faces))}}` : root,
    webFonts: fontCss !== "",
    noscriptCss: fontCss ? `${waiting}{${declarations(fontVariables(faces))}}` : "",
  };
  perSite.set(key, result);
  return result;
}
