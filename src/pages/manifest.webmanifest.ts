import type { APIRoute } from "astro";
import { recordReads, renderedSite } from "../lib/render/context.ts";
import { READ } from "../lib/render/reads.ts";
import { webManifest } from "../lib/site/web-manifest.ts";

export const prerender = false;

/** The web app manifest (de), rendered into each build (the site's name and theme colour come from the content). */
export const GET: APIRoute = async ({ locals, rewrite }) => {
  const site = await renderedSite(locals);
  if (!site) return rewrite("/404");
  recordReads(locals, [READ.shared]);
  return new Response(JSON.stringify(webManifest(site, "de")), { headers: { "Content-Type": "application/manifest+json; charset=utf-8" } });
};
