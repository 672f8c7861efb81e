import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { startSite, type Site } from "../helpers/site.ts";

let site: Site;
let hero: string;
let original: Buffer;

const get = (path: string) => fetch(`${site.url}${path}`, { redirect: "manual" });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
async function image(path: string) {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  const body = await bytes(res);
  const meta = await sharp(body).metadata();
  return { type: res.headers.get("content-type"), cache: res.headers.get("cache-control"), width: meta.width, height: meta.height, body };
}

beforeAll(async () => {
  site = await startSite();
  const html = await (await get("/")).text();
  const img = /<img [^>]*fetchPriority="high"[^>]*>/i.exec(html)?.[0] ?? "";
  hero = /src="([^"?]+)/.exec(img)?.[1] ?? "";
  expect(hero).toMatch(/^\/cms\/api\/assets\/baukasten\/[^/]+\/[^/]+\.png$/);
  original = await bytes(await get(hero));
});
afterAll(() => site?.stop());

describe("images on the home page through the /cms proxy", () => {
  it("renders the hero with a srcset of WebP variants of its current file version up to its intrinsic width", async () => {
    const html = await (await get("/")).text();
    const img = /<img [^>]*fetchPriority="high"[^>]*>/i.exec(html)![0];
    const srcset = /srcSet="([^"]+)"/i.exec(img)![1]!.replaceAll("&amp;", "&");
    expect(srcset.split(", ").map((c) => c.replace(hero, ""))).toEqual([
      ...[320, 480, 640, 800, 1024].map((w) => `?version=0&width=${w}&format=webp&cache=31536000 ${w}w`),
      "?version=0&format=webp&cache=31536000 1200w",
    ]);
    expect(img).toContain('width="1200" height="700"');
  });

  it("lets anonymous visitors fetch the allow-listed WebP variants, cacheable for a year", async () => {
    const variant = await image(`${hero}?width=800&format=webp&cache=31536000`);
    expect(variant).toMatchObject({ type: "image/webp", cache: "public, max-age=31536000", width: 800, height: 467 });
    expect(variant.body.length).toBeLessThan(original.length / 5);
    expect(await image(`${hero}?format=webp`)).toMatchObject({ type: "image/webp", width: 1200, height: 700 });
  });

  it("drops every other width, parameter and value: the visitor gets the original (or the allowed part)", async () => {
    for (const query of [
      "?width=801",
      "?height=5",
      "?mode=Crop&width=5&height=5",
      "?quality=1",
      "?format=gif",
      "?format=WEBP",
      "?width=800%20",
      "?cache=86400",
    ]) {
      const res = await image(`${hero}${query}`);
      expect(res.type, query).toBe("image/png");
      expect(res.body.equals(original), query).toBe(true);
      expect(res.cache, query).toBe("no-cache");
    }
    expect(await image(`${hero}?width=320&height=5&mode=Crop&quality=1&format=webp`)).toMatchObject({ type: "image/webp", width: 320, height: 187 });
    expect(await image(`${hero}?width=320&width=1920&format=webp`)).toMatchObject({ width: 320 });
  });
});
