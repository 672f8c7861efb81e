import { mkdtemp, readFile, readlink, stat, writeFile, mkdir, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { buildFolders, linkTree, writeFileAtomic, writeNew, writePrecompressed } from "./folders.ts";

const temp = () => mkdtemp(join(tmpdir(), "builds-"));

describe("build folders", () => {
  it("links a tree without sharing later writes: a replaced file changes only the new build", async () => {
    const dir = await temp();
    await mkdir(join(dir, "a", "page"), { recursive: true });
    await writeFile(join(dir, "a", "page", "index.html"), "old");
    await linkTree(join(dir, "a"), join(dir, "b"));
    expect((await stat(join(dir, "b", "page", "index.html"))).ino).toBe((await stat(join(dir, "a", "page", "index.html"))).ino);
    await writeFileAtomic(join(dir, "b", "page", "index.html"), "new");
    expect(await readFile(join(dir, "a", "page", "index.html"), "utf8")).toBe("old");
    expect(await readFile(join(dir, "b", "page", "index.html"), "utf8")).toBe("new");
  });

  it("writes a new page in place, folders included, and never through a file another build shares", async () => {
    const dir = await temp();
    await writeNew(join(dir, "b", "new", "page", "index.html"), "fresh");
    expect(await readFile(join(dir, "b", "new", "page", "index.html"), "utf8")).toBe("fresh");

    await mkdir(join(dir, "a", "old"), { recursive: true });
    await writeFile(join(dir, "a", "old", "index.html"), "old");
    await writeFile(join(dir, "a", "old", "index.html.br"), "old-br");
    await linkTree(join(dir, "a"), join(dir, "c"));
    await writeNew(join(dir, "c", "old", "index.html"), "new");
    expect(await readFile(join(dir, "a", "old", "index.html"), "utf8")).toBe("old");
    expect(await readFile(join(dir, "c", "old", "index.html"), "utf8")).toBe("new");
    // The compressed sibling of the old bytes is gone from the new build, as writeServed drops it.
    expect(await readdir(join(dir, "c", "old"))).toEqual(["index.html"]);
  });

  it("swaps the live link, keeps the history and deletes all but the newest two", async () => {
    const folders = buildFolders(await temp());
    for (const id of ["b1", "b2", "b3"]) {
      await mkdir(folders.folder(id), { recursive: true });
      await writeFile(folders.record(id), "{}");
      await folders.setLive(id);
    }
    expect(await readlink(join(folders.dir, "live"))).toBe("b3");
    expect(await folders.live()).toBe("b3");
    await folders.prune(2);
    expect((await readdir(folders.dir)).sort()).toEqual(["b2", "b2.json", "b3", "b3.json", "history.json", "live"]);
    expect(await folders.history()).toEqual(["b2", "b3"]);
    // A rollback makes the older one live again; both stay.
    await folders.setLive("b2");
    await folders.prune(2);
    expect(await folders.live()).toBe("b2");
    expect(await folders.history()).toEqual(["b3", "b2"]);
  });

  it("writes a page's .br and .gz siblings by rename, never through the siblings another build shares", async () => {
    const dir = await temp();
    const page = Buffer.from(`<!doctype html><p>${"new words ".repeat(300)}</p>`);
    await mkdir(join(dir, "a", "p"), { recursive: true });
    await writeFile(join(dir, "a", "p", "index.html"), "old");
    await writeFile(join(dir, "a", "p", "index.html.br"), "old-br");
    await writeFile(join(dir, "a", "p", "index.html.gz"), "old-gz");
    await linkTree(join(dir, "a"), join(dir, "b"));
    await writeFileAtomic(join(dir, "b", "p", "index.html"), page);
    const variants = await writePrecompressed(join(dir, "b", "p", "index.html"), page);
    expect(brotliDecompressSync(await readFile(join(dir, "b", "p", "index.html.br")))).toEqual(page);
    expect(gunzipSync(await readFile(join(dir, "b", "p", "index.html.gz")))).toEqual(page);
    expect(variants.br?.length).toBeLessThan(page.length);
    expect(await readFile(join(dir, "a", "p", "index.html.br"), "utf8")).toBe("old-br");
    expect(await readFile(join(dir, "a", "p", "index.html.gz"), "utf8")).toBe("old-gz");

    // A file too small to be worth compressing loses the siblings of its older, larger version.
    await writeFileAtomic(join(dir, "b", "p", "index.html"), "tiny");
    expect(await writePrecompressed(join(dir, "b", "p", "index.html"), Buffer.from("tiny"))).toEqual({});
    expect(await readdir(join(dir, "b", "p"))).toEqual(["index.html"]);
  });
});
