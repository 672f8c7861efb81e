import { afterEach, describe, expect, it } from "vitest";
import type { AssetInfo } from "../../../lib/content/model.ts";
import { $knownAssets, withKnownAssets } from "./known-assets.ts";
import { rememberAssets } from "./remember-assets.ts";

const asset = (id: string, url = `/a/${id}`): AssetInfo => ({ id, fileName: `${id}.png`, mimeType: "image/png", url });

afterEach(() => $knownAssets.set(new Map()));

describe("known assets", () => {
  it("replaces an asset whose file changed (a new version), not one that only came again", () => {
    rememberAssets([asset("a"), asset("b")]);
    const first = $knownAssets.get();
    rememberAssets([{ ...asset("a"), fileName: "other.png" }]);
    expect($knownAssets.get()).toBe(first);
    rememberAssets([asset("a", "/a/a?version=2")]);
    expect($knownAssets.get().get("a")!.url).toBe("/a/a?version=2");
  });
  it("adds them to the site's assets for the canvas, without touching the site", () => {
    const site = { assets: new Map([["old", asset("old")]]), name: "x" };
    expect(withKnownAssets(site, new Map())).toBe(site);
    const merged = withKnownAssets(site, new Map([["new", asset("new")]]));
    expect([...merged.assets.keys()]).toEqual(["old", "new"]);
    expect(merged.name).toBe("x");
    expect([...site.assets.keys()]).toEqual(["old"]);
  });
});
