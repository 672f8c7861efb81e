import type { APIRoute } from "astro";
import { robotsTxt } from "../lib/site/seo.ts";
import { siteUrl } from "../lib/site/site-url.ts";

export const prerender = false;

/** `/robots.txt`: all allowed except the private areas; points at the sitemap. Rendered into each build, as it names the site's address. */
export const GET: APIRoute = () => new Response(robotsTxt(siteUrl()), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
