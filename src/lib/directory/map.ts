/** OSM raster tiles: the map's tiles unless `MAPS_STYLE_URL` names another template. */
export const DEFAULT_MAPS_STYLE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/** Tile settings for the directory map: a raster tile template and its attribution. */
export interface MapTiles {
  url: string;
  attribution: string;
}

const OSM_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * The tile template from configuration (`MAPS_STYLE_URL`, default OSM raster tiles) with
 * `MAPS_TOKEN` appended as `access_token` when set. Falls back to the defaults when the
 * configuration cannot be read. Pure, so views running in the builder can import it; the page
 * passes the result in the render context (`RenderContext.mapTiles`).
 */
export function mapTiles(read: () => { mapsStyleUrl: string; mapsToken: string | undefined }): MapTiles {
  let url = DEFAULT_MAPS_STYLE_URL;
  let token: string | undefined;
  try {
    const c = read();
    url = c.mapsStyleUrl;
    token = c.mapsToken;
  } catch {
    // Keep the defaults: the map is decoration and the list carries the content.
  }
  // A vector style URL (the former default, still in old .env files) is no tile template for Leaflet.
  if (!/\{z\}/.test(url) || !/\{x\}/.test(url) || !/\{y\}/.test(url)) url = DEFAULT_MAPS_STYLE_URL;
  if (token) url += `${url.includes("?") ? "&" : "?"}access_token=${encodeURIComponent(token)}`;
  return { url, attribution: OSM_ATTRIBUTION };
}
