import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { APP, startTestService, type TestService } from "../helpers/content-service.ts";

// 3x2 PNG and a small PDF, inlined so the expected bytes are visible here.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEklEQVR4nGP4z8DwHwYZ4BwASNoF+9Lz1wQAAAAASUVORK5CYII=", "base64");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 8"><script>alert(1)</script><rect width="16" height="8"/></svg>');
const HTML = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");

type Asset = Record<string, unknown> & { id: string; slug: string; _links: Record<string, { href: string }> };

let svc: TestService;
const upload = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string, init: { role?: "Owner" | "Reader" | null; query?: string } = {}) => {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type }));
  return svc.call(`/api/apps/${APP}/assets${init.query ?? ""}`, { method: "POST", body: form, role: init.role });
};

beforeAll(async () => {
  svc = await startTestService({ maxUploadBytes: 4096 });
});
afterAll(() => svc?.close());

describe("asset upload", () => {
  let png: Asset;

  it("stores a PNG and answers 201 with Location and an AssetDto", async () => {
    const res = await upload(PNG, "Logo Squared.png", "image/png");
    expect(res.status).toBe(201);
    png = (await res.json()) as Asset;
    expect(res.headers.get("location")).toBe(`/api/apps/${APP}/assets/${png.id}`);
    expect(png).toMatchObject({
      fileName: "Logo Squared.png",
      slug: "logo-squared.png",
      mimeType: "image/png",
      fileType: "png",
      fileSize: PNG.length,
      fileVersion: 0,
      version: 0,
      type: "Image",
      isImage: true,
      pixelWidth: 3,
      pixelHeight: 2,
      isProtected: false,
      parentId: "00000000-0000-0000-0000-000000000000",
      metadata: { pixelWidth: 3, pixelHeight: 2 },
    });
    expect(png.fileHash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(png._links.content!.href).toBe(`/api/assets/${APP}/${png.id}/logo-squared.png`);
  });

  it("returns the existing asset for identical bytes unless duplicate=true", async () => {
    const again = await upload(PNG, "other.png", "image/png");
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ id: png.id, _meta: { isDuplicate: "true" } });
    const copy = await upload(PNG, "copy.png", "image/png", { query: "?duplicate=true" });
    const body = (await copy.json()) as Asset;
    expect(body.id).not.toBe(png.id);
    expect(body._meta).toBeUndefined();
    expect((await svc.call(`/api/apps/${APP}/assets/${body.id}`, { method: "DELETE" })).status).toBe(204);
  });

  it("lists and gets assets, with $filter, $orderby, $top and X-NoTotal", async () => {
    const pdf = (await (await upload(PDF, "Flyer.pdf", "application/pdf")).json()) as Asset;
    const all = (await (await svc.call(`/api/apps/${APP}/assets`, { role: "Reader" })).json()) as { total: number; items: Asset[]; _links: object };
    expect(all.total).toBe(2);
    expect(all.items.map((a) => a.id).sort()).toEqual([png.id, pdf.id].sort());
    expect(all._links).toHaveProperty("self");
    const filtered = (await (await svc.call(`/api/apps/${APP}/assets?%24filter=${encodeURIComponent("mimeType eq 'application/pdf'")}`)).json()) as {
      total: number;
      items: Asset[];
    };
    expect(filtered.items.map((a) => a.fileName)).toEqual(["Flyer.pdf"]);
    const byTag = (await (await svc.call(`/api/apps/${APP}/assets?$filter=${encodeURIComponent("tags eq 'image'")}`)).json()) as { items: Asset[] };
    expect(byTag.items.map((a) => a.id)).toEqual([png.id]);
    const ordered = (await (await svc.call(`/api/apps/${APP}/assets?$orderby=fileSize%20asc&$top=1`, { headers: { "X-NoTotal": "1" } })).json()) as {
      total: number;
      items: Asset[];
    };
    expect(ordered.items.map((a) => a.id)).toEqual([PNG.length < PDF.length ? png.id : pdf.id]);
    expect(ordered.total).toBe(-1);
    expect((await svc.call(`/api/apps/${APP}/assets?$filter=${encodeURIComponent("secret eq 1")}`)).status).toBe(400);
    const one = await svc.call(`/api/apps/${APP}/assets/${pdf.id}`, { role: "Reader" });
    expect(await one.json()).toMatchObject({ id: pdf.id, type: "Unknown", isImage: false, mimeType: "application/pdf" });
  });

  it("serves content with the stored type, nosniff, ETag and inline disposition only for raster images", async () => {
    const res = await svc.call(`/api/assets/${APP}/${png.id}/`, { role: null });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toMatch(/^inline; filename="Logo Squared.png"/);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    const etag = res.headers.get("etag")!;
    expect((await svc.call(`/api/assets/${APP}/${png.id}`, { role: null, headers: { "if-none-match": etag } })).status).toBe(304);
    const bySlug = await svc.call(`/api/assets/${APP}/logo-squared.png?cache=3600&download=1`, { role: null });
    expect(bySlug.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(bySlug.headers.get("content-disposition")).toMatch(/^attachment;/);
    const head = await svc.call(`/api/assets/${APP}/${png.id}`, { role: null, method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(PNG.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const ranged = await svc.call(`/api/assets/${APP}/${png.id}/x.png`, { role: null, headers: { range: "bytes=0-7" } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(PNG.subarray(0, 8))).toBe(true);
  });

  it("serves SVG and PDF as sandboxed attachments", async () => {
    const svg = (await (await upload(SVG, "icon.svg", "image/svg+xml")).json()) as Asset;
    expect(svg).toMatchObject({ mimeType: "image/svg+xml", type: "Image", pixelWidth: 16, pixelHeight: 8 });
    const res = await svc.call(`/api/assets/${APP}/${svg.id}/icon.svg`, { role: null });
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    const pdf = await svc.call(`/api/assets/${APP}/flyer.pdf`, { role: null });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment; filename="Flyer.pdf"/);
  });

  it("refuses content that does not match its declared type, and types off the allow-list", async () => {
    const fake = await upload(HTML, "cat.png", "image/png");
    expect(fake.status).toBe(400);
    expect(await fake.json()).toMatchObject({ statusCode: 400, message: expect.stringMatching(/does not match/) });
    expect((await upload(HTML, "page.html", "text/html")).status).toBe(400);
    expect((await upload(HTML, "icon.svg", "image/svg+xml")).status).toBe(400);
    expect((await upload(PNG, "evil.html", "image/png")).status).toBe(400);
  });

  it("answers 413 over the upload limit, whether or not Content-Length is declared", async () => {
    const big = new Uint8Array(10_000);
    big.set(PNG);
    const res = await upload(big, "big.png", "image/png");
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ statusCode: 413 });
    const form = new FormData();
    form.set("file", new File([new Uint8Array(200_000)], "big.txt", { type: "text/plain" }));
    const body = new Response(form);
    const streamed = await svc.call(`/api/apps/${APP}/assets`, {
      method: "POST",
      headers: { "content-type": body.headers.get("content-type")! },
      body: body.body,
      // @ts-expect-error Node's fetch needs duplex for a streamed body
      duplex: "half",
    });
    expect(streamed.status).toBe(413);
  });

  it("refuses anonymous (401) and Reader (403) uploads and deletes", async () => {
    expect((await upload(PNG, "a.png", "image/png", { role: null })).status).toBe(401);
    expect((await upload(PNG, "a.png", "image/png", { role: "Reader" })).status).toBe(403);
    expect((await svc.call(`/api/apps/${APP}/assets/${png.id}`, { method: "DELETE", role: "Reader" })).status).toBe(403);
    expect((await svc.call(`/api/apps/${APP}/assets`, { role: null })).status).toBe(401);
  });

  it("never serves a file outside the asset store for traversal attempts", async () => {
    for (const path of [
      "..%2f..%2fcontent.db",
      "..%2fcontent.db",
      "%2e%2e%2fcontent.db",
      "..",
      "%2e%2e",
      "..%5c..%5ccontent.db",
      `${png.id}%2f..%2f..%2fcontent.db`,
      "content.db",
    ]) {
      const res = await svc.call(`/api/assets/${APP}/${path}`, { role: null });
      expect([400, 404], path).toContain(res.status);
      expect(res.headers.get("content-type"), path).toMatch(/json/);
    }
    expect((await upload(PNG, "../../x.png", "image/png", { query: "?duplicate=true&id=..%2F..%2Fevil" })).status).toBe(400);
  });

  it("deletes the row and its files, then answers 404", async () => {
    expect((await svc.call(`/api/apps/${APP}/assets/${png.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await svc.call(`/api/apps/${APP}/assets/${png.id}`)).status).toBe(404);
    expect((await svc.call(`/api/assets/${APP}/${png.id}/`, { role: null })).status).toBe(404);
    expect((await svc.call(`/api/apps/${APP}/assets/${png.id}`, { method: "DELETE" })).status).toBe(404);
    expect(existsSync(join(svc.dataDir, "assets", png.id))).toBe(false);
    expect(readdirSync(join(svc.dataDir, "assets")).every((name) => !name.endsWith(".tmp"))).toBe(true);
  });
});
