import type { AssetInfo, SiteData } from "../content/model.ts";

/** `SiteData` as JSON: the asset map as a list (what `/api/editor/site` answers). */
export type SiteJson = Omit<SiteData, "assets"> & { assets: AssetInfo[] };

/** The site data as the builder receives it (`JSON.stringify` of the result). */
export function toSiteJson(site: SiteData): SiteJson {
  return { ...site, assets: [...site.assets.values()] };
}

/** The site data the builder's views render from, back from its JSON form. */
export function fromSiteJson(json: SiteJson): SiteData {
  return { ...json, assets: new Map(json.assets.map((asset) => [asset.id, asset])) };
}
