import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP, startTestService, type TestService } from "../helpers/content-service.ts";

// 3x2 and 1x1 PNGs, inlined so the expected sizes are visible here.
const PNG_3X2 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEklEQVR4nGP4z8DwHwYZ4BwASNoF+9Lz1wQAAAAASUVORK5CYII=", "base64");
const PNG_1X1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==", "base64");
const ROOT = "00000000-0000-0000-0000-000000000000";

type Asset = { id: string; parentId: string; fileName: string; slug: string; fileVersion: number; version: number; metadata: Record<string, unknown> };
type Folder = { id: string; parentId: string; folderName: string; version: number };

let svc: TestService;
const jsonCall = (path: string, method: string, body: unknown) =>
  svc.call(path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const fileForm = (bytes: Buffer, name: string) => {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type: "image/png" }));
  return form;
};
const assets = `/api/apps/${APP}/assets`;

beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

describe("asset folders, annotate, move, replace, delete with checkReferrers", () => {
  it("creates, lists, renames folders and lists the path to one", async () => {
    const parent = (await (await jsonCall(`${assets}/folders`, "POST", { folderName: "Fotos" })).json()) as Folder;
    expect(parent).toMatchObject({ folderName: "Fotos", parentId: ROOT, version: 0 });
    const childRes = await jsonCall(`${assets}/folders`, "POST", { folderName: " Team ", parentId: parent.id });
    expect(childRes.status).toBe(201);
    const child = (await childRes.json()) as Folder;
    expect(child.folderName).toBe("Team");

    const root = (await (await svc.call(`${assets}/folders`)).json()) as { items: Folder[]; path: Folder[] };
    expect(root.items.map((f) => f.folderName)).toEqual(["Fotos"]);
    expect(root.path).toEqual([]);
    const inside = (await (await svc.call(`${assets}/folders?parentId=${child.id}`)).json()) as { items: Folder[]; path: Folder[] };
    expect(inside.path.map((f) => f.folderName)).toEqual(["Fotos", "Team"]);

    const renamed = (await (await jsonCall(`${assets}/folders/${child.id}`, "PUT", { folderName: "Menschen" })).json()) as Folder;
    expect(renamed).toMatchObject({ folderName: "Menschen", version: 1 });

    expect((await jsonCall(`${assets}/folders`, "POST", { folderName: "" })).status).toBe(400);
    expect((await jsonCall(`${assets}/folders`, "POST", { folderName: "x", parentId: "missing" })).status).toBe(400);
    expect((await jsonCall(`${assets}/folders/missing`, "PUT", { folderName: "x" })).status).toBe(404);
    expect((await svc.call(`${assets}/folders`, { method: "POST", body: "{}", headers: { "content-type": "application/json" }, role: "Reader" })).status).toBe(
      403,
    );
  });

  it("uploads into a folder, moves an asset, renames it and keeps metadata such as a focus point", async () => {
    const folder = (await (await jsonCall(`${assets}/folders`, "POST", { folderName: "Logos" })).json()) as Folder;
    const created = await svc.call(`${assets}?ParentId=${folder.id}`, { method: "POST", body: fileForm(PNG_3X2, "logo.png") });
    const asset = (await created.json()) as Asset;
    expect(asset.parentId).toBe(folder.id);
    const listed = (await (await svc.call(`${assets}?parentId=${folder.id}`)).json()) as { total: number; items: Asset[] };
    expect(listed.items.map((a) => a.id)).toEqual([asset.id]);

    const moved = (await (await jsonCall(`${assets}/${asset.id}/parent`, "PUT", { parentId: ROOT })).json()) as Asset;
    expect(moved.parentId).toBe(ROOT);
    expect((await jsonCall(`${assets}/${asset.id}/parent`, "PUT", { parentId: "nope" })).status).toBe(400);

    const annotated = await jsonCall(`${assets}/${asset.id}`, "PUT", {
      fileName: "Firmen Logo.png",
      metadata: { ...asset.metadata, focusX: 0.5, focusY: -0.25 },
    });
    expect(annotated.status).toBe(200);
    const body = (await annotated.json()) as Asset;
    expect(body).toMatchObject({ fileName: "Firmen Logo.png", slug: "firmen-logo.png", metadata: { focusX: 0.5, focusY: -0.25, pixelWidth: 3 } });
    expect(body.version).toBe(asset.version + 2);
    expect((await jsonCall(`${assets}/${asset.id}`, "PUT", { fileName: "" })).status).toBe(400);
    expect((await jsonCall(`${assets}/missing`, "PUT", { fileName: "x.png" })).status).toBe(404);
  });

  it("replaces the file: same id, next file version, the old version still readable, focus kept", async () => {
    const asset = (await (await svc.call(assets, { method: "POST", body: fileForm(PNG_3X2, "bild.png"), headers: {} })).json()) as Asset;
    await jsonCall(`${assets}/${asset.id}`, "PUT", { metadata: { ...asset.metadata, focusX: 0.1, focusY: 0.2 } });
    const replaced = await svc.call(`${assets}/${asset.id}/content`, { method: "PUT", body: fileForm(PNG_1X1, "neu.png") });
    expect(replaced.status).toBe(200);
    const body = (await replaced.json()) as Asset;
    expect(body).toMatchObject({
      id: asset.id,
      fileName: asset.fileName,
      fileVersion: asset.fileVersion + 1,
      metadata: { pixelWidth: 1, pixelHeight: 1, focusX: 0.1, focusY: 0.2 },
    });
    const now = await svc.call(`/api/assets/${APP}/${asset.id}?version=${body.fileVersion}`);
    expect(Buffer.from(await now.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    const before = await svc.call(`/api/assets/${APP}/${asset.id}?version=${asset.fileVersion}`);
    expect(Buffer.from(await before.arrayBuffer()).equals(PNG_3X2)).toBe(true);

    const wrong = new FormData();
    wrong.set("file", new File(["<html></html>"], "x.html", { type: "text/html" }));
    expect((await svc.call(`${assets}/${asset.id}/content`, { method: "PUT", body: wrong })).status).toBe(400);
    expect(((await (await svc.call(`${assets}/${asset.id}`)).json()) as Asset).fileVersion).toBe(body.fileVersion);
  });

  it("refuses to delete an asset content mentions when checkReferrers=true, and deletes it otherwise", async () => {
    const schema = { name: "gallery", isPublished: true, fields: [{ name: "images", partitioning: "invariant", properties: { fieldType: "Assets" } }] };
    expect((await jsonCall(`/api/apps/${APP}/schemas`, "POST", schema)).status).toBe(201);
    const used = (await (await svc.call(assets, { method: "POST", body: fileForm(PNG_3X2, "used.png"), headers: {} })).json()) as Asset;
    const free = (await (await svc.call(`${assets}?duplicate=true`, { method: "POST", body: fileForm(PNG_3X2, "free.png") })).json()) as Asset;
    expect((await jsonCall(`/api/content/${APP}/gallery?publish=true`, "POST", { images: { iv: [used.id] } })).status).toBe(201);

    const refused = await svc.call(`${assets}/${used.id}?checkReferrers=true`, { method: "DELETE" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/referenced/);
    expect((await svc.call(`${assets}/${used.id}`)).status).toBe(200);
    expect((await svc.call(`${assets}/${free.id}?checkReferrers=true`, { method: "DELETE" })).status).toBe(204);
    expect((await svc.call(`${assets}/${free.id}`)).status).toBe(404);
  });

  it("deletes a folder with its sub-folders and their assets, as Squidex does, and answers 404 for an unknown one", async () => {
    const top = (await (await jsonCall(`${assets}/folders`, "POST", { folderName: "Alt" })).json()) as Folder & { _links: Record<string, unknown> };
    expect(top._links.delete).toEqual({ href: `${assets}/folders/${top.id}`, method: "DELETE" });
    const inner = (await (await jsonCall(`${assets}/folders`, "POST", { folderName: "Innen", parentId: top.id })).json()) as Folder;
    const deep = (await (
      await svc.call(`${assets}?ParentId=${inner.id}&duplicate=true`, { method: "POST", body: fileForm(PNG_1X1, "tief.png") })
    ).json()) as Asset;
    const kept = (await (await svc.call(`${assets}?duplicate=true`, { method: "POST", body: fileForm(PNG_1X1, "bleibt.png") })).json()) as Asset;
    const empty = (await (await jsonCall(`${assets}/folders`, "POST", { folderName: "Leer" })).json()) as Folder;

    expect((await svc.call(`${assets}/folders/${empty.id}`, { method: "DELETE", role: "Reader" })).status).toBe(403);
    expect((await svc.call(`${assets}/folders/${empty.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await svc.call(`${assets}/folders/${empty.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await svc.call(`${assets}/folders/${ROOT}`, { method: "DELETE" })).status).toBe(404);

    expect((await svc.call(`${assets}/folders/${top.id}`, { method: "DELETE" })).status).toBe(204);
    const root = (await (await svc.call(`${assets}/folders`)).json()) as { items: Folder[] };
    expect(root.items.map((f) => f.id)).not.toContain(top.id);
    expect((await svc.call(`${assets}/folders?parentId=${inner.id}`)).status).toBe(404);
    expect((await svc.call(`${assets}/${deep.id}`)).status).toBe(404);
    expect((await svc.call(`/api/assets/${APP}/${deep.id}`)).status).toBe(404);
    expect((await svc.call(`${assets}/${kept.id}`)).status).toBe(200);
  });
});
