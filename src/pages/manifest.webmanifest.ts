import { manifestRoute } from "./_manifest.ts";

export const prerender = false;

/** The German web app manifest (`/manifest.webmanifest`). */
export const GET = manifestRoute("de");
