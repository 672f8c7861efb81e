import type { Entity, SiteData } from "../content/model.ts";
import { inlineScript } from "../http/inline-script.ts";
import { pageBackground, pickTheme, THEME_COLORS, themeColors, type ThemeColorKey } from "./colors.ts";
import { fallbackFontVariables, fontFaceCss, fontFaces, fontVariables } from "./fonts.ts";
import { pageSurfaces, surfaceClass, surfaceColorsOn } from "./surfaces.ts";
import { WEB_FONTS_CLASS, WEB_FONTS_SCRIPT } from "./web-fonts.ts";

export { textStyleClasses, collectTextStyleClasses } from "./text-styles.ts";
export { filterClasses } from "./classes.ts";
export { DEFAULT_COLORS, pickTheme } from "./colors.ts";

export interface ThemeHead {
  /**
   * CSS for one inline `<style>` in `<head>`: `@font-face` rules; the `:root` theme variables with
   * the page's contrast-checked heading and eyebrow colours (`--page-heading`, `--page-eyebrow`);
   * the site's default theme for the header and footer (`.site-chrome`) when the page has a theme of
   * its own; one `.surface-<hex>` rule per palette colour the page mentions (the text colours on
   * that background); and the fallback font stacks until the root element has WEB_FONTS_CLASS
   * (src/lib/theme/web-fonts.ts). Everything a theme decides is here, none of it in the page's
   * body: a theme change rewrites this element of each page and renders nothing anew.
   */
  css: string;
  /** Whether the theme has web fonts (then the page carries WEB_FONTS_SCRIPT). */
  webFonts: boolean;
  /** CSS for a `<noscript>` style: the web fonts at once when no script runs. */
  noscriptCss: string;
  /** The backgrounds (validated hexes) this CSS has a `.surface-<hex>` rule for. */
  surfaces: ReadonlySet<string>;
}

const cache = new WeakMap<SiteData, Map<string, ThemeHead>>();

/**
 * The theme of a page as CSS: the page's `themesettings` (else the default theme) as `--theme-*`
 * colour variables, its `backgroundColor` as `--theme-page-background`, the font styles as
 * `@font-face` rules and `--theme-font-*` variables. Every hex is validated (`Bad Hex` → warning and
 * the default); `warn` defaults to `console.warn`. Results are cached per site snapshot and theme,
 * so the warnings go to the first caller only: a caller that passes a silent `warn` takes them from
 * every later one.
 */
export function themeHead(site: SiteData, page?: Entity, warn: (message: string) => void = (m) => console.warn(`[theme] ${m}`)): ThemeHead {
  const theme = pickTheme(site, page);
  const surfaces = pageSurfaces(site, page);
  const key = `${theme?.id ?? ""}|${JSON.stringify(page?.data.backgroundColor ?? null)}|${surfaces.join(",")}`;
  let perSite = cache.get(site);
  if (!perSite) cache.set(site, (perSite = new Map()));
  const hit = perSite.get(key);
  if (hit) return hit;

  const colors = themeColors(theme, warn);
  const vars: Record<string, string> = colorVariables(colors);
  const background = pageBackground(site, page, warn);
  if (background) vars["--theme-page-background"] = background;
  const ink = surfaceColorsOn(colors, background ?? colors.colorWhite);
  vars["--page-heading"] = ink.heading;
  vars["--page-eyebrow"] = ink.eyebrow;
  const faces = fontFaces(site, warn);
  Object.assign(vars, fontVariables(faces));

  const rules = [`:root{${declarations(vars)}}`];
  const chromeTheme = pickTheme(site);
  // Bad hexes of the default theme are reported on the pages that use it; stay quiet here.
  if (chromeTheme !== theme) rules.push(`.site-chrome{${declarations(colorVariables(themeColors(chromeTheme, () => {})))}}`);
  for (const hex of surfaces) {
    const s = surfaceColorsOn(colors, hex);
    rules.push(`.${surfaceClass(hex)}{color:${s.text};--surface-heading:${s.heading};--surface-eyebrow:${s.eyebrow}}`);
  }
  const fontCss = fontFaceCss(faces);
  const waiting = `html:not(.${WEB_FONTS_CLASS})`;
  if (fontCss) rules.push(`${waiting}{${declarations(fallbackFontVariables(faces))}}`);
  const result: ThemeHead = {
    css: [fontCss, ...rules].filter(Boolean).join("\n"),
    webFonts: fontCss !== "",
    noscriptCss: fontCss ? `${waiting}{${declarations(fontVariables(faces))}}` : "",
    surfaces: new Set(surfaces),
  };
  perSite.set(key, result);
  return result;
}

const declarations = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([k, v]) => `${k}:${v}`)
    .join(";");

/** The six theme colours as `--theme-*` variables. */
function colorVariables(colors: Record<ThemeColorKey, string>): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const name of Object.keys(THEME_COLORS) as ThemeColorKey[]) vars[THEME_COLORS[name]] = colors[name];
  return vars;
}

/** Marks the theme's `<style>` in a page, so a theme change can find and replace it (`replaceThemeHead`). */
const THEME_STYLE = "<style data-theme>";

/** The web-fonts script and its `<noscript>` fallback, as they follow the theme's `<style>`. */
const webFontsOpening = () => `<script>${inlineScript(WEB_FONTS_SCRIPT)}</script><noscript><style>`;
const WEB_FONTS_CLOSING = "</style></noscript>";

/**
 * The theme's part of a page's `<head>` as HTML: its `<style>`, and with web fonts the script that
 * enables them and the `<noscript>` style for pages without scripts. None of the CSS can hold `<`
 * (hexes are validated, font names and URLs are checked), so `</style>` ends it.
 */
export function themeHeadHtml(head: ThemeHead): string {
  const style = `${THEME_STYLE}${head.css}</style>`;
  return head.webFonts ? `${style}${webFontsOpening()}${head.noscriptCss}${WEB_FONTS_CLOSING}` : style;
}

/**
 * `html` with its theme part (`themeHeadHtml`) replaced by `fragment`; undefined when the page has
 * no theme part or more than one (it is then rendered anew).
 */
export function replaceThemeHead(html: string, fragment: string): string | undefined {
  const start = html.indexOf(THEME_STYLE);
  if (start < 0 || html.indexOf(THEME_STYLE, start + 1) >= 0) return undefined;
  const styleEnd = html.indexOf("</style>", start);
  if (styleEnd < 0) return undefined;
  let end = styleEnd + "</style>".length;
  if (html.startsWith(webFontsOpening(), end)) {
    const close = html.indexOf(WEB_FONTS_CLOSING, end + webFontsOpening().length);
    if (close < 0) return undefined;
    end = close + WEB_FONTS_CLOSING.length;
  }
  return html.slice(0, start) + fragment + html.slice(end);
}
