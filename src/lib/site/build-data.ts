import snapshot from "virtual:baukasten/build-snapshot";
import type { SiteData } from "../content/model.ts";
import { defaultServices } from "../default-services.ts";
import { siteDataFromJson } from "./load.ts";

let data: Promise<SiteData> | undefined;

/**
 * The site data prerendered routes render from. In `astro build` it is the build's snapshot,
 * read once by the build (src/integrations/build-context.ts), so every page, payload and manifest
 * of one build shows the same content; in `astro dev`, the dev services' current copy.
 */
export function loadSiteData(): Promise<SiteData> {
  if (snapshot !== undefined) return (data ??= Promise.resolve(siteDataFromJson(snapshot)));
  return defaultServices().then((services) => services.siteData.get());
}
