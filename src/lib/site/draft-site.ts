import type { Services } from "../services.ts";
import type { SiteData } from "../content/model.ts";
import { all } from "./load.ts";

/**
 * The live site data with the pages not published yet added (a page just created in the page admin
 * is a draft), for an editor's request of a path no build holds: the page is shown at its address
 * so edit mode can start on it. Only for logged-in editors; visitors get the 404 page as before.
 */
export async function draftSite(services: Services): Promise<SiteData> {
  const [site, pages] = await Promise.all([services.siteData.get(), all(services.cms, "pages", undefined, { unpublished: true })]);
  const live = new Set(site.pages.map((page) => page.id));
  return { ...site, pages: [...site.pages, ...pages.filter((page) => !live.has(page.id))] };
}
