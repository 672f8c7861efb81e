import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import type { SiteData } from "../content/model.ts";
import { pickTheme, themeColors } from "../theme/colors.ts";
import { siteName } from "./navigation.ts";

/** The app icons the code build generates from `public/favicon.svg` (src/integrations/app-icons.ts), by size. */
const APP_ICONS = [
  { src: "/pwa/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/pwa/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/pwa/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;
export const APPLE_TOUCH_ICON = "/pwa/apple-touch-icon.png";

/** The manifest of a language (`/manifest.webmanifest`, `/en/manifest.webmanifest`). */
export const manifestPath = (lang: Lang): string => (lang === "en" ? "/en/manifest.webmanifest" : "/manifest.webmanifest");

/**
 * The web app manifest in `lang`: the site's name, the theme's main colour, start URL
 * and scope `/` (the language's home as start), the generated icons.
 */
export function webManifest(site: SiteData, lang: Lang): Record<string, unknown> {
  const colors = themeColors(pickTheme(site), () => {});
  const name = siteName(site, lang, t(lang, "site.name"));
  return {
    id: "/",
    name,
    short_name: name.length > 12 ? name.slice(0, 12).trim() : name,
    description: t(lang, "app.description"),
    lang,
    dir: "ltr",
    start_url: lang === "en" ? "/en" : "/",
    scope: "/",
    display: "standalone",
    theme_color: colors.colorMain,
    background_color: colors.colorWhite,
    icons: APP_ICONS,
  };
}
