import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { embeddedClient, type EmbeddedClient } from "../../../tests/support/lib/cms/embedded-client.ts";
import { handleAssetForm } from "./handle-form.ts";
import { ROOT_FOLDER } from "./library.ts";

const post = (fields: Record<string, string>) =>
  new Request("http://site/manage/squidex-assets", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==", "base64");

describe("deleting an asset folder in the admin", () => {
  let embedded: EmbeddedClient;
  const run = (fields: Record<string, string>) => handleAssetForm({ cms: embedded.cms, uploadLimit: 10 * 1024 * 1024 }, post(fields));
  beforeEach(() => {
    embedded = embeddedClient();
  });
  afterEach(() => embedded.close());

  it("deletes an empty folder and goes back to the folder it was in", async () => {
    const { cms } = embedded;
    const parent = await cms.assets.folders.create("Fotos");
    const child = await cms.assets.folders.create("Leer", parent.id);
    expect(await run({ action: "folder-delete", folder: child.id })).toEqual({
      ok: true,
      location: `/manage/squidex-assets?folder=${parent.id}&done=folder-deleted`,
    });
    expect((await cms.assets.folders.list(parent.id)).items).toEqual([]);
    expect(await run({ action: "folder-delete", folder: parent.id })).toEqual({ ok: true, location: "/manage/squidex-assets?done=folder-deleted" });
    expect((await cms.assets.folders.list()).items).toEqual([]);
  });

  it("refuses a folder that holds assets or folders with what it holds, and deletes nothing", async () => {
    const { cms } = embedded;
    const full = await cms.assets.folders.create("Voll");
    await cms.assets.folders.create("Innen", full.id);
    const asset = await cms.assets.upload(new File([PNG], "bild.png", { type: "image/png" }), { parentId: full.id });
    expect(await run({ action: "folder-delete", folder: full.id })).toMatchObject({
      ok: false,
      status: 409,
      action: "folder-delete",
      problem: "folderNotEmpty",
      holds: { folders: 1, assets: 1 },
    });
    expect((await cms.assets.folders.list(full.id)).items.map((f) => f.folderName)).toEqual(["Innen"]);
    expect((await cms.assets.get(asset.id)).parentId).toBe(full.id);
  });

  it("answers a folder that is gone with 404 and a malformed post with a 400", async () => {
    expect(await run({ action: "folder-delete", folder: "a1b2c3" })).toMatchObject({ ok: false, status: 404, problem: "gone" });
    await expect(run({ action: "folder-delete", folder: "../x" })).rejects.toMatchObject({ status: 400 });
    await expect(run({ action: "folder-delete" })).rejects.toMatchObject({ status: 400 });
    expect(await run({ action: "folder-delete", folder: ROOT_FOLDER })).toMatchObject({ ok: false, status: 404, problem: "gone" });
  });
});
