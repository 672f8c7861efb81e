import { afterEach, describe, expect, it, vi } from "vitest";
import { assetFilter, assetsByIds, listAssets, toAssetInfo } from "./asset-api.ts";

afterEach(() => vi.unstubAllGlobals());

const dto = {
  id: "a1",
  fileName: "Hero Bild.png",
  slug: "hero-bild.png",
  mimeType: "image/png",
  fileVersion: 2,
  metadata: { pixelWidth: 800, pixelHeight: 600 },
};

describe("toAssetInfo", () => {
  it("builds the URL the site's image views use, with the file version", () => {
    expect(toAssetInfo("site", dto)).toEqual({
      id: "a1",
      fileName: "Hero Bild.png",
      mimeType: "image/png",
      url: "/cms/api/assets/site/a1/hero-bild.png?version=2",
      width: 800,
      height: 600,
    });
  });
  it("falls back to the file name without a slug and leaves out unknown sizes", () => {
    expect(toAssetInfo("site", { id: "b", fileName: "a b.pdf", mimeType: "application/pdf" })).toEqual({
      id: "b",
      fileName: "a b.pdf",
      mimeType: "application/pdf",
      url: "/cms/api/assets/site/b/a%20b.pdf",
    });
  });
  it("refuses what is not an asset", () => {
    expect(() => toAssetInfo("site", { id: 1 })).toThrow(/Invalid asset/);
  });
});

describe("assetFilter", () => {
  it("searches file names, quoting the text for OData, and narrows to images", () => {
    expect(assetFilter({ search: "  O'Brien " })).toBe("contains(fileName,'O''Brien')");
    expect(assetFilter({ search: "hero", imagesOnly: true })).toBe("contains(fileName,'hero') and startswith(mimeType,'image/')");
    expect(assetFilter({ search: " " })).toBeUndefined();
  });
});

describe("listAssets, assetsByIds", () => {
  it("asks the proxy for one page and maps the items", async () => {
    const fetch = vi.fn(async () => Response.json({ total: 30, items: [dto] }));
    vi.stubGlobal("fetch", fetch);
    const { total, items } = await listAssets("site", { search: "hero", page: 1, imagesOnly: true });
    expect(total).toBe(30);
    expect(items[0]!.url).toBe("/cms/api/assets/site/a1/hero-bild.png?version=2");
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]), "http://x");
    expect(url.pathname).toBe("/cms/api/apps/site/assets");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      $top: "24",
      $skip: "24",
      $filter: "contains(fileName,'hero') and startswith(mimeType,'image/')",
    });
  });
  it("throws when the service does not answer with a list", async () => {
    vi.stubGlobal("fetch", async () => new Response("nope", { status: 502 }));
    await expect(listAssets("site", {})).rejects.toThrow(/502/);
  });
  it("reads assets by id, and asks nothing for none", async () => {
    const fetch = vi.fn(async () => Response.json({ total: 1, items: [dto] }));
    vi.stubGlobal("fetch", fetch);
    expect(await assetsByIds("site", [])).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect((await assetsByIds("site", ["a1", "gone"])).map((asset) => asset.id)).toEqual(["a1"]);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain("ids=a1%2Cgone");
  });
});
