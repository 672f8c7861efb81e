import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFile, inlineScriptHashes, loadStaticIndex, updateStaticIndex, type StaticIndex } from "./static-index.ts";

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

  it("takes the files a build hands over from their bytes, as it would read them", async () => {
    const html = "<p>home</p><script>go()</script>";
    const handed = await loadStaticIndex(root, new Map([["/index.html", { bytes: Buffer.from(html), mtime: new Date() }]]));
    const home = handed.files.get("/index.html")!;
    expect(home.identity.etag).toBe(index.files.get("/index.html")!.identity.etag);
    expect(home.identity.body?.toString()).toBe(html);
    expect(handed.scriptHashes).toEqual(index.scriptHashes);
    expect([...handed.files.keys()].sort()).toEqual([...index.files.keys()].sort());
  });

  it("does not read a handed-over file back: the bytes given are the ones it serves", async () => {
    // Bytes unlike the file's on disk show which ones the index took.
    const handed = await loadStaticIndex(root, new Map([["/en/index.html", { bytes: Buffer.from("<p>handed</p>"), mtime: new Date() }]]));
    expect(handed.files.get("/en/index.html")!.identity.body?.toString()).toBe("<p>handed</p>");
    expect(handed.files.get("/index.html")!.identity.body?.toString()).toBe("<p>home</p><script>go()</script>");
  });

  it("finds folders by their index.html", () => {
    expect(findFile(index, "/")?.urlPath).toBe("/index.html");
    expect(findFile(index, "/en")?.urlPath).toBe("/en/index.html");
    expect(findFile(index, "/en/")?.urlPath).toBe("/en/index.html");
    expect(findFile(index, "/fr")).toBeUndefined();
  });
});

describe("updateStaticIndex", () => {
  let base: string;
  beforeAll(() => {
    base = mkdtempSync(join(tmpdir(), "static-index-update-"));
    mkdirSync(join(base, "one", "en"), { recursive: true });
    writeFileSync(join(base, "one", "index.html"), "<p>old</p>");
    writeFileSync(join(base, "one", "index.html.br"), "old-br");
    writeFileSync(join(base, "one", "en", "index.html"), "<p>en</p>");
  });
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it("takes the bytes a build hands over as they would be read back, keeps the rest, and points everything at the new folder", async () => {
    const previousRoot = join(base, "one");
    const previous = await loadStaticIndex(previousRoot);
    const root = join(base, "two");
    cpSync(previousRoot, root, { recursive: true });
    // A build rewrites the home page (dropping its compressed sibling) and hands over the bytes.
    const html = "<p>new</p><script>go()</script>";
    rmSync(join(root, "index.html.br"));
    writeFileSync(join(root, "index.html"), html);
    const change = { changed: ["/index.html"], removed: [], replacedDirs: [] };
    const handed = await updateStaticIndex(previous, previousRoot, root, {
      ...change,
      written: new Map([["/index.html", { bytes: Buffer.from(html), mtime: new Date() }]]),
    });
    const readBack = await updateStaticIndex(previous, previousRoot, root, change);

    const home = handed.files.get("/index.html")!;
    expect(home.identity.body?.toString()).toBe(html);
    expect(home.identity.path).toBe(join(root, "index.html"));
    expect(home.br).toBeUndefined();
    expect(home.identity.etag).toBe(readBack.files.get("/index.html")!.identity.etag);
    expect(home.identity.etag).not.toBe(previous.files.get("/index.html")!.identity.etag);
    expect([...handed.scriptHashes]).toEqual([...readBack.scriptHashes]);
    expect(handed.scriptHashes.size).toBe(1);
    expect(handed.files.get("/en/index.html")!.identity.path).toBe(join(root, "en", "index.html"));
    expect(handed.files.get("/en/index.html")!.identity.body?.toString()).toBe("<p>en</p>");

    // Bytes unlike the file's on disk show that the index took the handed ones, not a read-back.
    const other = await updateStaticIndex(previous, previousRoot, root, {
      ...change,
      written: new Map([["/index.html", { bytes: Buffer.from("<p>handed</p>"), mtime: new Date() }]]),
    });
    expect(other.files.get("/index.html")!.identity.body?.toString()).toBe("<p>handed</p>");
  });
});
