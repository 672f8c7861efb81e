import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { embeddedClient, type EmbeddedClient } from "../../../tests/support/lib/cms/embedded-client.ts";
import { fontFaceCss, fontFaces, FONT_URL } from "../theme/fonts.ts";
import { FONT_MAX_BYTES, handleFontUpload, woff2Problem } from "./font-upload.ts";
import { listItems } from "./items.ts";
import { fontOf } from "./theme.ts";

const inter = new Uint8Array(readFileSync(new URL("../../../public/fonts/inter-latin-400-normal.woff2", import.meta.url)));
const form = (o: Record<string, string> = {}) => ({ action: "font", family: "Brand Sans", weight: "500", style: "normal", mission: "navbar", ...o });
const file = (bytes: Uint8Array, name = "brand.woff2") => new File([bytes as BlobPart], name, { type: "font/woff2" });

describe("woff2Problem", () => {
  it("judges the bytes: a real woff2 passes, anything else is named", () => {
    expect(woff2Problem(inter)).toBeUndefined();
    expect(woff2Problem(new Uint8Array())).toEqual({ code: "noFile" });
    expect(woff2Problem(new TextEncoder().encode("wOF2 is what I am, honestly".repeat(3)))).toEqual({ code: "brokenFont" });
    // A TrueType font renamed to .woff2 starts with 00 01 00 00.
    expect(woff2Problem(new Uint8Array([0, 1, 0, 0, ...new Uint8Array(60)]))).toEqual({ code: "notWoff2" });
    expect(woff2Problem(new Uint8Array(FONT_MAX_BYTES + 1))).toMatchObject({ code: "tooLarge" });
  });
});

describe("handleFontUpload", () => {
  let embedded: EmbeddedClient;
  beforeEach(async () => {
    embedded = embeddedClient();
    await embedded.cms.schemas.create({
      name: "font-styles",
      type: "Default",
      isPublished: true,
      properties: { label: "Font styles" },
      fields: [
        { name: "name", partitioning: "invariant", properties: { fieldType: "String", label: "Name", isRequired: true } },
        { name: "mission", partitioning: "invariant", properties: { fieldType: "String", label: "Mission", isRequired: true } },
        { name: "font", partitioning: "invariant", properties: { fieldType: "Json", label: "Font" } },
      ],
    });
  });
  afterEach(() => embedded.close());

  it("stores the trimmed file as an asset and registers a published font style every mission can choose", async () => {
    const { cms } = embedded;
    expect(await handleFontUpload(cms, form(), file(inter))).toEqual({ ok: true, location: "/manage/tailwind?done=fontAdded" });
    const registered = (await listItems(cms, "font-styles")).map(fontOf);
    expect(registered).toHaveLength(1);
    const choice = registered[0]!;
    expect(choice).toMatchObject({ name: "Brand Sans", weight: 500, style: "normal", type: "woff2" });
    expect(choice.url).toMatch(FONT_URL);
    const assets = await cms.assets.list();
    expect(assets.items.map((a) => [a.fileName, a.mimeType])).toEqual([["brand-sans-500-normal.woff2", "font/woff2"]]);
    expect(assets.items[0]!.fileSize).toBeLessThanOrEqual(inter.length);
    // Published: the visitor pages' theme takes it.
    const published = await cms.contents.list("font-styles");
    const faces = fontFaces({ fonts: published.items } as never, () => {});
    expect(fontFaceCss(faces)).toContain(`font-family:"Brand Sans";src:url(${choice.url}) format("woff2");font-weight:500`);
  });

  it("refuses what is not a sound woff2 or a plain family name, and stores nothing", async () => {
    const { cms } = embedded;
    const ttf = new Uint8Array([0, 1, 0, 0, ...new Uint8Array(200)]);
    expect(await handleFontUpload(cms, form(), file(ttf, "renamed.woff2"))).toMatchObject({ ok: false, status: 400, fields: { file: { code: "notWoff2" } } });
    expect(await handleFontUpload(cms, form(), file(new TextEncoder().encode("hello"), "notes.woff2"))).toMatchObject({
      fields: { file: { code: "notWoff2" } },
    });
    // The right signature and header, garbage behind it: the subsetter cannot read it.
    const broken = new Uint8Array(inter);
    broken.fill(0x41, 48);
    expect(await handleFontUpload(cms, form(), file(broken))).toMatchObject({ fields: { file: { code: "brokenFont" } } });
    expect(await handleFontUpload(cms, form({ family: 'Evil");x{' }), file(inter))).toMatchObject({ fields: { family: { code: "badFamily" } } });
    expect(await handleFontUpload(cms, form({ family: " " }), undefined)).toMatchObject({ fields: { family: { code: "required" }, file: { code: "noFile" } } });
    expect((await cms.assets.list()).items).toEqual([]);
    expect(await listItems(cms, "font-styles")).toEqual([]);
  });

  it("refuses a malformed post as a 400", async () => {
    await expect(handleFontUpload(embedded.cms, form({ weight: "450" }), file(inter))).rejects.toMatchObject({ status: 400 });
  });
});
