import { describe, expect, it, vi } from "vitest";
import { createPartLoader } from "./part-loader.ts";

/** A loader over fake modules `./<folder>/View.tsx` whose imports are counted. */
function fakeLoader(folders: string[]) {
  const imports = vi.fn((folder: string) => Promise.resolve(`view of ${folder}`));
  const modules = Object.fromEntries(folders.map((folder) => [`./${folder}/View.tsx`, () => imports(folder)]));
  const loader = createPartLoader(modules, (schemaName) => `./${schemaName.replace(/^block-/, "")}/View.tsx`);
  return { loader, imports };
}

describe("createPartLoader", () => {
  it("loads the types of a page once each, however often they are asked for", async () => {
    const { loader, imports } = fakeLoader(["heading", "spacer", "embed"]);
    expect(loader.get("block-heading")).toBeUndefined();
    await Promise.all([loader.load(["block-heading", "block-spacer", "block-heading"]), loader.load(["block-spacer"])]);
    await loader.load(["block-heading"]);
    expect(imports.mock.calls.map(([folder]) => folder).sort()).toEqual(["heading", "spacer"]);
    expect(loader.get("block-heading")).toBe("view of heading");
    expect(loader.get("block-embed")).toBeUndefined();
  });

  it("loads a type added later before it is drawn, and tells its listeners", async () => {
    const { loader } = fakeLoader(["heading", "embed"]);
    await loader.load(["block-heading"]);
    const listener = vi.fn();
    const stop = loader.subscribe(listener);
    const loading = loader.load(["block-embed"]);
    expect(loader.get("block-embed")).toBeUndefined();
    await loading;
    expect(loader.get("block-embed")).toBe("view of embed");
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    await loader.load(["block-heading", "block-embed"]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("takes unknown and admin-defined types without loading anything", async () => {
    const { loader, imports } = fakeLoader(["heading"]);
    expect(loader.has("block-heading")).toBe(true);
    expect(loader.has("block-faq")).toBe(false);
    await expect(loader.load(["block-faq", "teaser"])).resolves.toBeUndefined();
    expect(imports).not.toHaveBeenCalled();
    expect(loader.get("block-faq")).toBeUndefined();
  });

  it("asks again for a module that failed to load", async () => {
    let fail = true;
    const loader = createPartLoader({ "./x/View.tsx": () => (fail ? Promise.reject(new Error("offline")) : Promise.resolve("x")) }, () => "./x/View.tsx");
    await expect(loader.load(["block-x"])).rejects.toThrow("offline");
    fail = false;
    await loader.load(["block-x"]);
    expect(loader.get("block-x")).toBe("x");
  });
});
