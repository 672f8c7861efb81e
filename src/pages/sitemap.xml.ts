import type { APIRoute } from "astro";
import { loadSiteData } from "../lib/site/build-data.ts";
import { siteSitemap } from "../lib/site/sitemap.ts";
import { siteUrl } from "../lib/site/site-url.ts";

export const prerender = true;

/** `/sitemap.xml`: every content page and detail page in both languages, with hreflang alternates. */
export const GET: APIRoute = async ({ site }) =>
  new Response(siteSitemap(await loadSiteData(), siteUrl(site)), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
