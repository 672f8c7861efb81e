import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SquidexClient } from "@squidex/squidex";
import { APP, SECRETS, clientId, startTestService, type TestService } from "../helpers/content-service.ts";

// A 3x2 PNG; the SDK uploads it exactly as a browser File would be.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEklEQVR4nGP4z8DwHwYZ4BwASNoF+9Lz1wQAAAAASUVORK5CYII=", "base64");

let svc: TestService;
let sdk: SquidexClient;

beforeAll(async () => {
  svc = await startTestService();
  sdk = new SquidexClient({ appName: APP, clientId: clientId("Owner"), clientSecret: SECRETS.Owner, url: svc.url });
});
afterAll(() => svc?.close());

describe("official SDK against assets and GraphQL", () => {
  it("uploads, reads, lists, downloads and deletes an asset", async () => {
    const created = await sdk.assets.postAsset({ file: new File([PNG], "logo.png", { type: "image/png" }) });
    expect(created.id).toBeTruthy();

    const asset = await sdk.assets.getAsset(created.id);
    expect(asset.fileName).toBe("logo.png");
    expect(asset.fileSize).toBe(PNG.length);
    expect(asset.mimeType).toBe("image/png");
    expect(asset.created).toBeInstanceOf(Date);

    const list = await sdk.assets.getAssets();
    expect(list.total).toBe(1);
    expect(list.items.map((a) => a.id)).toEqual([created.id]);

    const raw = await sdk.assets.getAssetContentBySlugRaw(created.id, {});
    expect(raw.raw.headers.get("content-type")).toBe("image/png");
    const blob = await raw.value();
    expect(blob.size).toBe(PNG.length);
    expect(Buffer.from(await blob.arrayBuffer()).equals(PNG)).toBe(true);

    await sdk.assets.deleteAsset(created.id, {});
    await expect(sdk.assets.getAsset(created.id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("reports a refused upload as a typed 400 error", async () => {
    const html = new File(["<html><script>alert(1)</script></html>"], "x.png", { type: "image/png" });
    await expect(sdk.assets.postAsset({ file: html })).rejects.toMatchObject({ statusCode: 400 });
  });

  it("queries GraphQL through postGraphQL", async () => {
    const schema = await svc.call(`/api/apps/${APP}/schemas`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "pages", isPublished: true, fields: [{ name: "title", partitioning: "language", properties: { fieldType: "String" } }] }),
    });
    expect(schema.status).toBe(201);
    const content = await sdk.contents.postContent("pages", { title: { de: "Startseite", en: "Home" } } as never, { publish: true });
    const result = await sdk.contents.postGraphQL({ body: { query: "{ queryPagesContents { id flatData { title } data { title { en } } } }" } });
    expect(result).toEqual({ data: { queryPagesContents: [{ id: content.id, flatData: { title: "Startseite" }, data: { title: { en: "Home" } } }] } });
  });
});
