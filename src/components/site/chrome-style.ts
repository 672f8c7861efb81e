import type { SiteData } from "../../lib/content/model.ts";
import { pickTheme, THEME_COLORS, themeColors, type ThemeColorKey } from "../../lib/theme/colors.ts";

/**
 * Inline style for the header and footer: the site's default theme as `--theme-*` variables, so
 * the chrome looks the same on every page while a page with a theme of its own paints only its
 * content. Undefined without site data (the chrome then uses the page's variables).
 */
export function chromeStyle(site: SiteData | undefined): string | undefined {
  if (!site) return undefined;
  let style = styles.get(site);
  if (style === undefined) {
    // Bad hexes are reported by the layout's themeHead(); stay quiet here.
    const colors = themeColors(pickTheme(site), () => {});
    style = (Object.keys(THEME_COLORS) as ThemeColorKey[]).map((key) => `${THEME_COLORS[key]}:${colors[key]}`).join(";");
    styles.set(site, style);
  }
  return style;
}

// Header and footer of every page of one site snapshot share the style: worked out once per snapshot.
const styles = new WeakMap<SiteData, string>();
