import { describe, expect, it } from "vitest";
import { assetUrl } from "./asset-url.ts";

describe("assetUrl", () => {
  it("names the file by slug, else by file name, with its version when there is one", () => {
    expect(assetUrl("site", { id: "a1", fileName: "Bild 1.png", slug: "bild-1.png", fileVersion: 2 })).toBe("/cms/api/assets/site/a1/bild-1.png?version=2");
    expect(assetUrl("site", { id: "a1", fileName: "Bild 1.png", slug: null })).toBe("/cms/api/assets/site/a1/Bild%201.png");
    expect(assetUrl("site", { id: "a1", fileName: "x.png", fileVersion: 1.5 })).toBe("/cms/api/assets/site/a1/x.png");
  });
});
