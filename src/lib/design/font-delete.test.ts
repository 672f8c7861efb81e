import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { embeddedClient, type EmbeddedClient } from "../../../tests/support/lib/cms/embedded-client.ts";
import { fontAssetId, handleFontDelete } from "./font-delete.ts";
import { handleFontUpload } from "./font-upload.ts";
import { listItems } from "./items.ts";
import { fontOf, siteTheme } from "./theme.ts";

const inter = new Uint8Array(readFileSync(new URL("../../../public/fonts/inter-latin-400-normal.woff2", import.meta.url)));
const shipped = (mission: string, url: string) => ({
  name: { iv: `Shipped ${mission}` },
  mission: { iv: mission },
  font: { iv: { name: "Inter", weight: 400, style: "normal", url, type: "woff2" } },
});
const field = (name: string, fieldType = "String") => ({ name, partitioning: "invariant", properties: { fieldType, label: name } });

describe("handleFontDelete", () => {
  let embedded: EmbeddedClient;
  const upload = async (mission: string, family = "Brand Sans") => {
    const form = { action: "font", family, weight: "500", style: "normal", mission };
    expect(await handleFontUpload(embedded.cms, form, new File([inter as BlobPart], "brand.woff2", { type: "font/woff2" }))).toMatchObject({ ok: true });
    const theme = await siteTheme(embedded.cms);
    return theme.choices.find((c) => c.name === family)!.url;
  };
  const remove = (url: string) => handleFontDelete(embedded.cms, { action: "fontDelete", url });

  beforeEach(async () => {
    embedded = embeddedClient();
    const { cms } = embedded;
    await cms.schemas.create({ name: "font-styles", isPublished: true, fields: [field("name"), field("mission"), field("font", "Json")] });
    await cms.schemas.create({ name: "theme-settings", isPublished: true, fields: [field("name")] });
    await cms.schemas.create({ name: "global-settings", isPublished: true, fields: [field("defaultTheme", "References")] });
    await cms.contents.create("theme-settings", { name: { iv: "Standard" } }, { publish: true });
    // Main, support and flowing text have a shipped font; navbar has none yet.
    for (const mission of ["main", "support", "flowingtext"])
      await cms.contents.create("font-styles", shipped(mission, `/fonts/${mission}.woff2`), { publish: true });
  });
  afterEach(() => embedded.close());

  it("deletes an uploaded font no mission uses: its font style and its asset", async () => {
    const { cms } = embedded;
    await cms.contents.create("font-styles", shipped("navbar", "/fonts/navbar.woff2"), { publish: true });
    const url = await upload("navbar");
    expect((await cms.assets.list()).items).toHaveLength(1);
    expect(await remove(url)).toEqual({ ok: true, location: "/manage/tailwind?done=fontDeleted" });
    expect((await listItems(cms, "font-styles")).map((item) => fontOf(item)?.url)).not.toContain(url);
    expect((await cms.assets.list()).items).toEqual([]);
    expect((await siteTheme(cms)).choices.map((c) => c.url).sort()).toEqual([
      "/fonts/flowingtext.woff2",
      "/fonts/main.woff2",
      "/fonts/navbar.woff2",
      "/fonts/support.woff2",
    ]);
  });

  it("refuses a font a mission still uses, naming the missions, and changes nothing", async () => {
    const { cms } = embedded;
    const url = await upload("navbar");
    const before = await listItems(cms, "font-styles");
    expect(await remove(url)).toEqual({ ok: false, status: 409, fields: {}, form: "fontInUse", missions: ["navbar"] });
    expect(await listItems(cms, "font-styles")).toEqual(before);
    expect((await cms.assets.list()).items.map((a) => a.id)).toEqual([fontAssetId(url)]);
  });

  it("keeps the fonts shipped with the site, refuses a font not on offer, and a malformed post is a 400", async () => {
    const { cms } = embedded;
    await cms.contents.create("font-styles", shipped("support", "/fonts/spare.woff2"), { publish: true });
    expect(await remove("/fonts/spare.woff2")).toMatchObject({ ok: false, status: 409, form: "builtIn" });
    expect(await remove("/fonts/none.woff2")).toMatchObject({ ok: false, status: 404, form: "gone" });
    expect(await listItems(cms, "font-styles")).toHaveLength(4);
    await expect(handleFontDelete(cms, { action: "fontDelete" })).rejects.toMatchObject({ status: 400 });
    await expect(handleFontDelete(cms, { action: "fontDelete", url: "x".repeat(301) })).rejects.toMatchObject({ status: 400 });
  });

  it("reads the asset id from an uploaded font's URL only", () => {
    expect(fontAssetId("/cms/api/assets/app/3f2a-b1/brand-sans-500-normal.woff2?version=0")).toBe("3f2a-b1");
    expect(fontAssetId("/fonts/lora-latin-400-normal.woff2")).toBeUndefined();
  });
});
