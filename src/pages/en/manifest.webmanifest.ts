import { manifestRoute } from "../_manifest.ts";

export const prerender = false;

/** The English web app manifest (`/en/manifest.webmanifest`). */
export const GET = manifestRoute("en");
