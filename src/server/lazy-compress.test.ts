import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { lazyVariant, needsVariant, variantEtag } from "./lazy-compress.ts";
import type { StaticFile } from "./static-index.ts";

function file(body: Buffer, compressible = true): StaticFile {
  return {
    urlPath: "/seite/index.html",
    type: "text/html; charset=utf-8",
    html: true,
    cacheControl: "no-cache",
    lastModified: new Date(0).toUTCString(),
    identity: { path: "/nowhere/seite/index.html", size: body.length, etag: '"abc"', body },
    compressible,
  };
}

const page = Buffer.from("<p>Atem und Ruhe</p>\n".repeat(400));

describe("lazyVariant", () => {
  it("compresses on first use, stores the variant and reuses it", async () => {
    const f = file(page);
    expect(needsVariant(f, "br")).toBe(true);
    const br = await lazyVariant(f, "br");
    expect(br!.etag).toBe('"abc-br"');
    expect(brotliDecompressSync(br!.body!).equals(page)).toBe(true);
    expect(f.br).toBe(br);
    expect(needsVariant(f, "br")).toBe(false);
    const gz = await lazyVariant(f, "gzip");
    expect(gz!.etag).toBe('"abc-gz"');
    expect(gunzipSync(gz!.body!).equals(page)).toBe(true);
    expect(gz!.size).toBeLessThan(page.length);
  });

  it("shares one compression between concurrent first requests", async () => {
    const f = file(page);
    const [a, b] = await Promise.all([lazyVariant(f, "gzip"), lazyVariant(f, "gzip")]);
    expect(a).toBe(b);
  });

  it("gives up on a file that does not get smaller, and never touches incompressible ones", async () => {
    const noise = randomBytes(4096);
    const f = file(noise);
    expect(await lazyVariant(f, "gzip")).toBeUndefined();
    expect(needsVariant(f, "gzip")).toBe(false);
    expect(f.gzip).toBeUndefined();
    expect(needsVariant(file(page, false), "br")).toBe(false);
  });

  it("derives variant ETags from the original's", () => {
    expect(variantEtag('"x1-y2"', "br")).toBe('"x1-y2-br"');
    expect(variantEtag('"x1"', "gzip")).toBe('"x1-gz"');
  });
});
