import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, expect, it } from "vitest";
import { brotliQuality, gzipLevel } from "../lib/http/compression.ts";
import { precompressDir } from "./precompress.ts";

const root = mkdtempSync(join(tmpdir(), "precompress-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("writes smaller br and gz siblings for compressible files over 1 KB only", async () => {
  const css = "body { color: red; }\n".repeat(200);
  mkdirSync(join(root, "_astro"));
  writeFileSync(join(root, "_astro", "a.css"), css);
  writeFileSync(join(root, "small.js"), "let a = 1;");
  writeFileSync(join(root, "font.woff2"), Buffer.alloc(4096, 7));
  const random = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 2654435761) % 251));
  writeFileSync(join(root, "noise.txt"), random.toString("latin1"));

  await precompressDir(root);

  expect(brotliDecompressSync(readFileSync(join(root, "_astro", "a.css.br"))).toString()).toBe(css);
  expect(gunzipSync(readFileSync(join(root, "_astro", "a.css.gz"))).toString()).toBe(css);
  expect(existsSync(join(root, "small.js.br"))).toBe(false);
  expect(existsSync(join(root, "font.woff2.br"))).toBe(false);
  for (const ext of ["br", "gz"]) {
    const sibling = join(root, `noise.txt.${ext}`);
    if (existsSync(sibling)) expect(readFileSync(sibling).length).toBeLessThan(readFileSync(join(root, "noise.txt")).length);
  }
});

it("compresses only files without siblings, never the siblings, and tolerates a missing folder", async () => {
  expect(await precompressDir(join(root, "missing"))).toEqual({ files: 0, written: 0 });
  expect(await precompressDir(root)).toMatchObject({ written: 0 });
  writeFileSync(join(root, "_astro", "b.css"), "p { margin: 0; }\n".repeat(200));
  expect(await precompressDir(root)).toMatchObject({ written: 2 });
  expect(existsSync(join(root, "_astro", "b.css.br"))).toBe(true);
});

it("uses brotli 11 for hashed assets only, a fast quality for pages and payloads", () => {
  expect(brotliQuality("/out/client/_astro/app.B1x.js")).toBe(11);
  expect(brotliQuality("/out/client/ueber-uns/index.html")).toBe(10);
  expect(brotliQuality("/out/client/404.HTML")).toBe(10);
  expect(brotliQuality("/out/client/ueber-uns/_payload.json")).toBe(5);
  expect(gzipLevel("/out/client/_astro/app.B1x.js")).toBe(9);
  expect(gzipLevel("/out/client/ueber-uns/index.html")).toBe(6);
});
