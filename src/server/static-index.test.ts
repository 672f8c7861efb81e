import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFile, inlineScriptHashes, loadStaticIndex, type StaticIndex } from "./static-index.ts";

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts only", () => {
    const body = "console.log(1)";
    const expected = `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
    const html = `<script>${body}</script><script type="module">${body}</script><script src="/a.js"></script>
      <script type="application/ld+json">{"a":1}</script><script type="application/json">{}</script>`;
    expect(inlineScriptHashes(html)).toEqual([expected, expected]);
  });
});

describe("loadStaticIndex", () => {
  let root: string;
  let index: StaticIndex;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "static-index-"));
    mkdirSync(join(root, "en"), { recursive: true });
    mkdirSync(join(root, "_astro"));
    mkdirSync(join(root, ".git"));
    writeFileSync(join(root, "index.html"), "<p>home</p><script>go()</script>");
    writeFileSync(join(root, "index.html.br"), "br-bytes");
    writeFileSync(join(root, "en", "index.html"), "<p>en</p>");
    writeFileSync(join(root, "_astro", "a.B1.css"), "body{}");
    writeFileSync(join(root, ".git", "HEAD"), "ref: refs/heads/main");
    writeFileSync(join(root, "big.bin"), Buffer.alloc(100 * 1024));
    index = await loadStaticIndex(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("indexes files with type, cache policy, ETags and precompressed siblings", () => {
    const home = index.files.get("/index.html")!;
    expect(home.type).toBe("text/html; charset=utf-8");
    expect(home.html).toBe(true);
    expect(home.cacheControl).toBe("no-cache");
    expect(home.br?.body?.toString()).toBe("br-bytes");
    expect(home.gzip).toBeUndefined();
    expect(home.compressible).toBe(false);
    expect(home.br!.etag).not.toBe(home.identity.etag);
    expect(index.files.get("/_astro/a.B1.css")!.cacheControl).toContain("immutable");
    expect(index.files.has("/index.html.br")).toBe(false);
  });

  it("keeps small files in memory and streams large ones", () => {
    expect(index.files.get("/_astro/a.B1.css")!.identity.body?.toString()).toBe("body{}");
    const big = index.files.get("/big.bin")!;
    expect(big.identity.body).toBeUndefined();
    expect(big.identity.size).toBe(100 * 1024);
    expect(big.compressible).toBe(false);
  });

  it("never indexes hidden files and collects inline-script hashes", () => {
    expect([...index.files.keys()].some((key) => key.includes(".git"))).toBe(false);
    expect(index.scriptHashes.size).toBe(1);
  });

  it("finds folders by their index.html", () => {
    expect(findFile(index, "/")?.urlPath).toBe("/index.html");
    expect(findFile(index, "/en")?.urlPath).toBe("/en/index.html");
    expect(findFile(index, "/en/")?.urlPath).toBe("/en/index.html");
    expect(findFile(index, "/fr")).toBeUndefined();
  });
});
