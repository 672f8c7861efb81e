import { config } from "../config.ts";
import { DEFAULT_SITE_URL } from "./seo.ts";

/** The site's public base URL: Astro's `site`, else `SITE_URL`, else `http://localhost:4321`. */
export function siteUrl(astroSite?: URL): string {
  return astroSite?.href ?? config().siteUrl ?? DEFAULT_SITE_URL;
}
