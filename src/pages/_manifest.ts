import type { APIRoute } from "astro";
import type { Lang } from "../i18n/locales.ts";
import { recordReads, renderedSite } from "../lib/render/context.ts";
import { READ } from "../lib/render/reads.ts";
import { webManifest } from "../lib/site/web-manifest.ts";

/** The web app manifest route of `lang`, rendered into each build (the site's name and theme colour come from the content). */
export function manifestRoute(lang: Lang): APIRoute {
  return async ({ locals, rewrite }) => {
    const site = await renderedSite(locals);
    if (!site) return rewrite("/404");
    recordReads(locals, [READ.shared, READ.themeColors]);
    return new Response(JSON.stringify(webManifest(site, lang)), { headers: { "Content-Type": "application/manifest+json; charset=utf-8" } });
  };
}
