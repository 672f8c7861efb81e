import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import { readBuildLatest, readBuildMeta } from "./build-meta.ts";

const dir = mkdtempSync(join(tmpdir(), "build-meta-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
/** A client folder with `latest` as builds/latest.json and `meta` as builds/meta/b1.json (raw text, or JSON of a value). */
function client(latest: unknown, meta?: unknown): string {
  const folder = join(dir, `c${n++}`);
  mkdirSync(join(folder, "builds", "meta"), { recursive: true });
  const text = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
  if (latest !== undefined) writeFileSync(join(folder, "builds", "latest.json"), text(latest));
  if (meta !== undefined) writeFileSync(join(folder, "builds", "meta", "b1.json"), text(meta));
  return folder;
}

const META = {
  id: "b1",
  timestamp: 5,
  routeRules: { "/a": { redirect: { to: "/b", statusCode: 301 } } },
  prerendered: ["/"],
  changes: [{ id: "b1", paths: null }],
};

describe("the build's meta files", () => {
  it("are read through builds/latest.json, from a path or a folder URL", async () => {
    const folder = client({ id: "b1", timestamp: 5 }, META);
    expect(await readBuildLatest(folder)).toEqual({ id: "b1", timestamp: 5 });
    expect(await readBuildMeta(folder)).toEqual(META);
    expect(await readBuildMeta(pathToFileURL(`${folder}/`))).toEqual(META);
  });

  it("are none, silently, when the build has none", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await readBuildMeta(join(dir, "missing"))).toBeUndefined();
    expect(await readBuildMeta(client({ id: "b1", timestamp: 5 }))).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it.each([
    ["latest.json is not JSON", "{", META],
    ["latest.json has a bad id", { id: "../x", timestamp: 5 }, META],
    ["the meta is not JSON", { id: "b1", timestamp: 5 }, "nope"],
    ["the meta lacks its paths", { id: "b1", timestamp: 5 }, { id: "b1", timestamp: 5, routeRules: {} }],
    ["the meta has a bad change list", { id: "b1", timestamp: 5 }, { ...META, changes: [{ id: "b1" }] }],
  ])("are none, with the reason logged, when %s", async (_, latest, meta) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await readBuildMeta(client(latest, meta))).toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Build file .*(latest\.json|b1\.json)/));
    error.mockRestore();
  });

  it("are none when the meta names another build", async () => {
    expect(await readBuildMeta(client({ id: "b1", timestamp: 5 }, { ...META, id: "b2" }))).toBeUndefined();
  });
});
