import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { assetReader, catalogsIn, chunkName, collect, gzipBytes, moduleImports, splitEditor, type AssetReader } from "./size-graph.ts";

/**
 * A tiny build folder shaped like Astro's client output: the editor bar island imports React and a
 * shared chunk statically, and the builder entry (`mount`) with `import()`; the builder imports a
 * fields panel lazily, which shares a date chunk with a dialog; the shared chunk loads the UI strings
 * per language with `import()`; a visitor island shares React and the strings.
 */
const FILES: Record<string, string> = {
  "EditorBar.Aa11bb22.js": `import{a}from"./react.Cc33dd44.js";import{s}from"./shared.Ee55ff66.js";const go=()=>import(\`./mount.Gg77hh88.js\`);export default go;`,
  "react.Cc33dd44.js": `export const a = ${JSON.stringify("react ".repeat(400))};`,
  "shared.Ee55ff66.js": `import "./react.Cc33dd44.js";export const s = (l) => l === "de" ? import("./de.Ii99jj00.js") : import('./en.Kk11ll22.js');`,
  "de.Ii99jj00.js": `export default ${JSON.stringify(Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`key.${i}`, `Deutscher Text Nummer ${i * 7919}`])))};`,
  "en.Kk11ll22.js": `export default {"key.0":"text"};`,
  "mount.Gg77hh88.js": `import { a } from "./react.Cc33dd44.js";import {x} from "./canvas.Mm33nn44.js";export const open = () => import("./FieldsPanel.Oo55pp66.js");export const ask = () => import("./Dialog.Qq77rr88.js");`,
  "canvas.Mm33nn44.js": `export const x = ${JSON.stringify("canvas ".repeat(200))};`,
  "FieldsPanel.Oo55pp66.js": `import "./DateField.Ss99tt00.js";export default ${JSON.stringify("fields ".repeat(300))};`,
  "Dialog.Qq77rr88.js": `import {d} from "./DateField.Ss99tt00.js";export default 1;`,
  "DateField.Ss99tt00.js": `export const d = ${JSON.stringify("date ".repeat(100))};`,
  "InstallPrompt.Uu11vv22.js": `import{a}from"./react.Cc33dd44.js";import{s}from"./shared.Ee55ff66.js";`,
};

let root: string;
let read: AssetReader;
const ids = (list: Iterable<{ id: string }>) => [...list].map((s) => chunkName(s.id)).sort();
const split = () => splitEditor(read, ["/_astro/EditorBar.Aa11bb22.js"], { builderEntry: "mount", languages: ["de", "en"] });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "size-graph-"));
  mkdirSync(join(root, "_astro"));
  for (const [name, code] of Object.entries(FILES)) writeFileSync(join(root, "_astro", name), code);
  read = assetReader(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("moduleImports", () => {
  it("tells static imports from import(), whatever the quotes", () => {
    expect(moduleImports(FILES["EditorBar.Aa11bb22.js"]!)).toEqual({
      static: ["./react.Cc33dd44.js", "./shared.Ee55ff66.js"],
      dynamic: ["./mount.Gg77hh88.js"],
    });
    expect(moduleImports(FILES["shared.Ee55ff66.js"]!)).toEqual({ static: ["./react.Cc33dd44.js"], dynamic: ["./de.Ii99jj00.js", "./en.Kk11ll22.js"] });
  });
});

describe("collect", () => {
  it("follows static imports only, or import() too", () => {
    const entry = [{ url: "/_astro/EditorBar.Aa11bb22.js", base: "/" }];
    expect(ids(collect(read, entry, false).values())).toEqual(["EditorBar", "react", "shared"]);
    expect(ids(collect(read, entry, true).values())).toHaveLength(Object.keys(FILES).length - 1);
  });
});

describe("splitEditor", () => {
  it("counts up front the bar, the builder entry with its static imports and the larger language", () => {
    const parts = split();
    expect(ids(parts.upfront)).toEqual(["EditorBar", "canvas", "de", "mount", "react", "shared"]);
    expect(chunkName(parts.builder.id)).toBe("mount");
    expect(chunkName(parts.language!.id)).toBe("de");
    expect(parts.upfrontBytes).toBe(parts.upfront.reduce((sum, s) => sum + gzipBytes(s.code), 0));
  });

  it("lists every chunk reachable only by import() as on demand, largest first, with its entry name", () => {
    const parts = split();
    expect(ids(parts.onDemand)).toEqual(["DateField", "Dialog", "FieldsPanel", "en"]);
    const sizes = parts.onDemand.map((c) => c.gzip);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(parts.onDemandBytes).toBe(sizes.reduce((a, b) => a + b, 0));
    // The date chunk comes only with the fields panel or the dialog, never by its own import().
    expect(Object.fromEntries(parts.onDemand.map((c) => [c.name, c.imported]))).toEqual({ DateField: false, Dialog: true, FieldsPanel: true, en: true });
  });

  it("knows the chunks only the builder brings, so a visitor page reaching one can be caught", () => {
    expect([...split().builderOnly].map(chunkName).sort()).toEqual(["DateField", "Dialog", "FieldsPanel", "canvas", "mount"]);
    const visitor = collect(read, [{ url: "/_astro/InstallPrompt.Uu11vv22.js", base: "/" }], true);
    expect([...visitor.keys()].filter((id) => split().builderOnly.has(id))).toEqual([]);
  });

  it("moving a heavy part behind import() takes it out of the up-front count", () => {
    const before = split().upfrontBytes;
    writeFileSync(join(root, "_astro", "mount.Gg77hh88.js"), `import { a } from "./react.Cc33dd44.js";export const c = () => import("./canvas.Mm33nn44.js");`);
    const after = splitEditor(assetReader(root), ["/_astro/EditorBar.Aa11bb22.js"], { builderEntry: "mount", languages: ["de", "en"] });
    expect(ids(after.onDemand)).toContain("canvas");
    expect(after.upfrontBytes).toBeLessThan(before);
  });

  it("refuses to guess when the bar loads no builder entry", () => {
    expect(() => splitEditor(read, ["/_astro/EditorBar.Aa11bb22.js"], { builderEntry: "builder", languages: ["de", "en"] })).toThrow(/no "builder" chunk/);
  });
});

describe("catalogsIn", () => {
  const samples = { de: ["Deutscher Text Nummer 0", "Deutscher Text Nummer 7919"], en: ["text"] };

  it("finds one language up front when the other comes on demand", () => {
    expect(catalogsIn(split().upfront, samples)).toEqual(["de"]);
  });

  it("finds both when a module bundles both catalogs, quotes escaped as bundlers write them", () => {
    const both = { id: "/_astro/jsx-runtime.js", code: String.raw`var de={"a":"Grüße \"x\""},en={"a":"text"};` };
    expect(catalogsIn([both], { de: ['Grüße "x"'], en: ["text"] })).toEqual(["de", "en"]);
    expect(catalogsIn([both], { de: ["Grüße x"], en: ["text"] })).toEqual(["en"]);
  });
});
