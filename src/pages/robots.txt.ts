import type { APIRoute } from "astro";
import { robotsTxt } from "../lib/site/seo.ts";
import { siteUrl } from "../lib/site/site-url.ts";

export const prerender = true;

/** `/robots.txt`: all allowed except the private areas; points at the sitemap. */
export const GET: APIRoute = ({ site }) => new Response(robotsTxt(siteUrl(site)), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
