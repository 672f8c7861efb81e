import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { renderPng } from "../../scripts/seed/images.ts";
import { APP, startTestService, type TestService } from "../helpers/content-service.ts";

// The seed's generator: a 600×350 gradient PNG like the home hero, and an SVG that must pass untouched.
const PNG = Buffer.from(renderPng({ key: "variants", fileName: "morgen.png", width: 600, height: 350, palette: ["#e8a87c", "#f3ede2", "#c2643f"] }));
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 8"><rect width="16" height="8"/></svg>');

/** A valid PNG signature and header claiming 20000×20000 pixels: passes the upload check, too big to decode. */
function hugePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20000, 0);
  header.writeUInt32BE(20000, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

let svc: TestService;
let png: { id: string };
let svg: { id: string };
const upload = async (bytes: Buffer, name: string, type: string) => {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  const res = await svc.call(`/api/apps/${APP}/assets`, { method: "POST", body: form });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
};
const file = (id: string, query: string, headers: Record<string, string> = {}, method = "GET") =>
  svc.call(`/api/assets/${APP}/${id}/morgen.png${query}`, { role: null, headers, method });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
const size = async (body: Buffer) => {
  const meta = await sharp(body).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
};
const folder = (id: string) => join(svc.dataDir, "assets", id);

beforeAll(async () => {
  svc = await startTestService({ maxUploadBytes: 512 * 1024 });
  png = await upload(PNG, "morgen.png", "image/png");
  svg = await upload(SVG, "icon.svg", "image/svg+xml");
});
afterAll(() => svc?.close());

describe("asset file variants (?width, height, mode, quality, format)", () => {
  it("resizes to WebP with the aspect ratio kept, inline, locked down, and caches the file beside the asset", async () => {
    const res = await file(png.id, "?width=300&format=webp");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("content-disposition")).toMatch(/^inline; filename="morgen.webp"/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    const body = await bytes(res);
    expect(res.headers.get("content-length")).toBe(String(body.length));
    expect(await size(body)).toEqual({ format: "webp", width: 300, height: 175 });
    expect(body.length).toBeLessThan(PNG.length / 4);
    expect(existsSync(join(folder(png.id), "0.300x0-max-q0.webp"))).toBe(true);
  });

  it("answers a second request from the cached file", async () => {
    const first = await bytes(await file(png.id, "?width=320&format=webp"));
    const cached = join(folder(png.id), "0.320x0-max-q0.webp");
    expect(readdirSync(folder(png.id))).toContain("0.320x0-max-q0.webp");
    // Different (valid) bytes in the cache file: a re-encode would not return them.
    const marker = await sharp({ create: { width: 7, height: 3, channels: 3, background: "#123456" } })
      .webp()
      .toBuffer();
    writeFileSync(cached, marker);
    const second = await bytes(await file(png.id, "?format=WEBP&width=320"));
    expect(second.equals(marker)).toBe(true);
    expect(second.equals(first)).toBe(false);
  });

  it("crops with mode=Crop, never enlarges with Max, enlarges only with CropUpsize", async () => {
    expect(await size(await bytes(await file(png.id, "?mode=Crop&width=100&height=100")))).toEqual({ format: "png", width: 100, height: 100 });
    expect(await size(await bytes(await file(png.id, "?mode=Max&width=2000&height=2000&format=jpeg&quality=50")))).toEqual({
      format: "jpeg",
      width: 600,
      height: 350,
    });
    expect(await size(await bytes(await file(png.id, "?width=1200")))).toEqual({ format: "png", width: 600, height: 350 });
    expect(await size(await bytes(await file(png.id, "?mode=cropupsize&width=1200")))).toEqual({ format: "png", width: 1200, height: 700 });
  });

  it("refuses bad values with a 400 ErrorDto and caches nothing", async () => {
    const before = readdirSync(folder(png.id)).sort();
    for (const query of [
      "?width=0",
      "?width=99999",
      "?width=abc",
      "?height=-1",
      "?format=exe",
      "?mode=Nope",
      "?quality=0",
      "?quality=101",
      "?width=300&format=exe",
    ]) {
      const res = await file(png.id, query);
      expect(res.status, query).toBe(400);
      expect(res.headers.get("content-type"), query).toMatch(/^application\/json/);
      const body = (await res.json()) as { message: string; statusCode: number; details: string[] };
      expect(body, query).toMatchObject({ message: "Validation error", statusCode: 400 });
      expect(body.details[0], query).toMatch(/^(width|height|format|mode|quality): /);
    }
    expect(readdirSync(folder(png.id)).sort()).toEqual(before);
  });

  it("serves SVG unchanged, with its attachment disposition and sandbox, whatever the resize query", async () => {
    const res = await svc.call(`/api/assets/${APP}/${svg.id}/icon.svg?width=100&height=100&format=webp&mode=Crop`, { role: null });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect((await bytes(res)).equals(SVG)).toBe(true);
    expect(readdirSync(folder(svg.id))).toEqual(["0"]);
  });

  it("gives each variant its own ETag and answers If-None-Match with 304", async () => {
    const original = await file(png.id, "");
    const variant = await file(png.id, "?width=300&format=webp&cache=3600");
    const etag = variant.headers.get("etag")!;
    expect(etag).toMatch(/^"0-[A-Za-z0-9]+-300x0-max-q0\.webp"$/);
    expect(etag).not.toBe(original.headers.get("etag"));
    expect(variant.headers.get("cache-control")).toBe("public, max-age=3600");
    const unchanged = await file(png.id, "?width=300&format=webp", { "if-none-match": etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("etag")).toBe(etag);
    expect((await file(png.id, "?width=300&format=webp", { "if-none-match": original.headers.get("etag")! })).status).toBe(200);
    expect((await file(png.id, "", { "if-none-match": etag })).status).toBe(200);
  });

  it("sends variants whole (no ranges) and keeps ranges for the stored file; HEAD has the variant's length", async () => {
    const whole = await file(png.id, "?width=300&format=webp", { range: "bytes=0-9" });
    expect(whole.status).toBe(200);
    const body = await bytes(whole);
    expect(whole.headers.get("accept-ranges")).toBeNull();
    const head = await file(png.id, "?width=300&format=webp", {}, "HEAD");
    expect(head.headers.get("content-length")).toBe(String(body.length));
    const ranged = await file(png.id, "", { range: "bytes=0-9" });
    expect(ranged.status).toBe(206);
    expect((await bytes(ranged)).equals(PNG.subarray(0, 10))).toBe(true);
  });

  it("encodes a variant once for concurrent first requests and leaves no temporary files", async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => file(png.id, "?width=480&format=avif")));
    const bodies = await Promise.all(responses.map(bytes));
    expect(responses.every((r) => r.status === 200 && r.headers.get("content-type") === "image/avif")).toBe(true);
    expect(bodies.every((b) => b.equals(bodies[0]!))).toBe(true);
    expect(await size(bodies[0]!)).toEqual({ format: "heif", width: 480, height: 280 });
    expect(readdirSync(folder(png.id)).filter((name) => name.includes("480x0") || name.endsWith(".tmp"))).toEqual(["0.480x0-max-q0.avif"]);
  });

  it("serves the stored file when it cannot be decoded, never a 500", async () => {
    const huge = await upload(hugePng(), "huge.png", "image/png");
    const res = await svc.call(`/api/assets/${APP}/${huge.id}/huge.png?width=300&format=webp`, { role: null });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect((await bytes(res)).equals(hugePng())).toBe(true);
    expect(readdirSync(folder(huge.id))).toEqual(["0"]);
  });

  it("keeps at most 64 variants per file: further sizes get the stored file, even in a burst", async () => {
    const small = Buffer.from(renderPng({ key: "cap", fileName: "cap.png", width: 100, height: 50, palette: ["#e8a87c", "#f3ede2", "#c2643f"] }));
    const asset = await upload(small, "cap.png", "image/png");
    const ask = (width: number) => svc.call(`/api/assets/${APP}/${asset.id}/cap.png?width=${width}&format=webp`, { role: null });
    const first = await Promise.all(Array.from({ length: 64 }, (_, i) => ask(i + 1)));
    expect(first.map((r) => r.headers.get("content-type"))).toEqual(Array(64).fill("image/webp"));
    const burst = await Promise.all(Array.from({ length: 16 }, (_, i) => ask(65 + i)));
    for (const res of burst) {
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect((await bytes(res)).equals(small)).toBe(true);
    }
    expect(readdirSync(folder(asset.id)).filter((name) => name !== "0")).toHaveLength(64);
    expect((await ask(10)).headers.get("content-type")).toBe("image/webp");
  });

  it("removes the variants with the asset", async () => {
    expect((await svc.call(`/api/apps/${APP}/assets/${png.id}`, { method: "DELETE" })).status).toBe(204);
    expect(existsSync(folder(png.id))).toBe(false);
    expect((await file(png.id, "?width=300&format=webp")).status).toBe(404);
  });
});
