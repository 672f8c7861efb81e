import { describe, expect, it } from "vitest";
import { site as siteOf } from "../../../tests/support/lib/directory/directory-site.ts";
import { fromSiteJson, toSiteJson } from "./site-json.ts";

describe("site data as JSON", () => {
  it("keeps every part, the asset map included, through JSON", () => {
    const site = siteOf({
      pages: [{ id: "p1", data: { title: { de: "Start", en: "Home" } } }],
      assets: new Map([["a1", { id: "a1", fileName: "a.png", mimeType: "image/png", url: "/cms/api/assets/baukasten/a1", width: 4, height: 3 }]]),
      blockSchemas: [{ name: "block-heading", fields: [] }],
    });
    const back = fromSiteJson(JSON.parse(JSON.stringify(toSiteJson(site))));
    expect(back.assets.get("a1")).toEqual(site.assets.get("a1"));
    expect({ ...back, assets: undefined }).toEqual({ ...site, assets: undefined, globalSettings: undefined });
  });
});
