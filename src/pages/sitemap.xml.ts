import type { APIRoute } from "astro";
import { recordReads, renderedSite } from "../lib/render/context.ts";
import { READ } from "../lib/render/reads.ts";
import { siteSitemap } from "../lib/site/sitemap.ts";
import { siteUrl } from "../lib/site/site-url.ts";

export const prerender = false;

/** `/sitemap.xml`: every content page and detail page in both languages, with hreflang alternates; rendered into each build. */
export const GET: APIRoute = async ({ locals, rewrite }) => {
  const data = await renderedSite(locals);
  if (!data) return rewrite("/404");
  recordReads(locals, [READ.pageIndex, READ.list("practitioners"), READ.list("challenges")]);
  return new Response(siteSitemap(data, siteUrl()), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
