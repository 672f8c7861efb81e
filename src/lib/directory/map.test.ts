import { describe, expect, it } from "vitest";
import { DEFAULT_MAPS_STYLE_URL, mapTiles } from "./map.ts";

describe("mapTiles", () => {
  it("defaults to OSM raster tiles with their attribution", () => {
    expect(DEFAULT_MAPS_STYLE_URL).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    const tiles = mapTiles(() => ({ mapsStyleUrl: DEFAULT_MAPS_STYLE_URL, mapsToken: undefined }));
    expect(tiles.url).toBe(DEFAULT_MAPS_STYLE_URL);
    expect(tiles.attribution).toContain("OpenStreetMap");
  });
  it("appends MAPS_TOKEN as a query parameter", () => {
    expect(mapTiles(() => ({ mapsStyleUrl: "https://tiles.example/{z}/{x}/{y}.png", mapsToken: "a b&c" })).url).toBe(
      "https://tiles.example/{z}/{x}/{y}.png?access_token=a%20b%26c",
    );
    expect(mapTiles(() => ({ mapsStyleUrl: "https://tiles.example/{z}/{x}/{y}.png?style=x", mapsToken: "t" })).url).toBe(
      "https://tiles.example/{z}/{x}/{y}.png?style=x&access_token=t",
    );
  });
  it("falls back to the default for a URL that is no tile template, or when configuration fails", () => {
    expect(mapTiles(() => ({ mapsStyleUrl: "https://tiles.openfreemap.org/styles/liberty", mapsToken: undefined })).url).toBe(DEFAULT_MAPS_STYLE_URL);
    expect(
      mapTiles(() => {
        throw new Error("bad env");
      }).url,
    ).toBe(DEFAULT_MAPS_STYLE_URL);
  });
});
