import { config, DEFAULT_PORT, type Config } from "../config.ts";

/**
 * The site's public base URL, which canonical, hreflang, sitemap and robots URLs start with:
 * `SITE_URL`, else this server on localhost at its port (a demo started on another port names
 * itself, not the default 4321). Read when a page is rendered, so it is the running server's, not
 * the code build's. Port 0 (any free port, which the system picks only when listening) names the
 * default port: a page rendered before then cannot know the one picked.
 */
export function siteUrl(settings: Pick<Config, "siteUrl" | "port"> = config()): string {
  return settings.siteUrl ?? `http://localhost:${settings.port || DEFAULT_PORT}`;
}
