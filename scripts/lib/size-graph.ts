import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { gzipSync } from "node:zlib";

/** One loaded script: its path under the build folder (or `inline` / `data:`) and its code. */
export interface Script {
  id: string;
  code: string;
}

/** A module to load: a URL, site-absolute or relative to the module (or page) `base`. */
export interface Entry {
  url: string;
  base: string;
}

/** Reads a built asset by its site-absolute URL; `undefined` when it is not in the build. */
export type AssetReader = (url: string) => string | undefined;

const gzipped = new Map<string, number>();

/**
 * The gzip size (level 9, as the server's precompression) of a text; remembered per text, as every
 * page of a build loads the same chunks.
 */
export function gzipBytes(text: string | Buffer): number {
  if (typeof text !== "string") return gzipSync(text, { level: 9 }).length;
  let bytes = gzipped.get(text);
  if (bytes === undefined) gzipped.set(text, (bytes = gzipSync(text, { level: 9 }).length));
  return bytes;
}

/** Reads assets of the build folder `root` (cached; nothing outside `root`). */
export function assetReader(root: string): AssetReader {
  const cache = new Map<string, string | undefined>();
  return (url) => {
    const path = join(root, decodeURIComponent(url.split(/[?#]/)[0]!));
    if (!path.startsWith(root)) return undefined;
    if (!cache.has(path)) cache.set(path, existsSync(path) ? readFileSync(path, "utf8") : undefined);
    return cache.get(path);
  };
}

/** Module specifiers a bundled JS file imports: `import … from` and bare `import "…"`, and `import()`. */
export function moduleImports(code: string): { static: string[]; dynamic: string[] } {
  // Bundlers may quote a specifier with backticks (rolldown writes dynamic imports as import(`./x.js`)).
  const found = (pattern: RegExp) => [...code.matchAll(pattern)].map((m) => m[1]!);
  return {
    static: found(/(?:\bfrom\s*|\bimport\s*)["'`]([^"'`]+\.m?js)["'`]/g),
    dynamic: found(/\bimport\s*\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g),
  };
}

/**
 * The scripts loaded for `entries`, following static imports, and with `dynamic` the `import()`s
 * too. Adds to `seen` (site-absolute path → script) and returns it; modules not in the build are skipped.
 */
export function collect(read: AssetReader, entries: Entry[], dynamic: boolean, seen = new Map<string, Script>()): Map<string, Script> {
  const queue = [...entries];
  while (queue.length) {
    const { url, base } = queue.shift()!;
    const absolute = url.startsWith("/") ? url : new URL(url, `http://x${base}`).pathname;
    if (seen.has(absolute)) continue;
    const code = read(absolute);
    if (code === undefined) continue;
    seen.set(absolute, { id: absolute, code });
    const next = moduleImports(code);
    for (const url of dynamic ? [...next.static, ...next.dynamic] : next.static) queue.push({ url, base: absolute });
  }
  return seen;
}

/** The module a chunk is named after: `/_astro/FieldsPanel.Ab3_x9.js` → `FieldsPanel`. */
export function chunkName(id: string): string {
  return basename(id).replace(/(\.[\w-]{6,})?\.m?js$/, "");
}

/** A chunk the editor loads only when asked to (a dialog, a heavy field, the other language). */
export interface OnDemandChunk extends Script {
  gzip: number;
  /** The module it is named after (`chunkName`). */
  name: string;
  /** Whether some module loads it with `import()` (else it comes in with one that is). */
  imported: boolean;
}

/** The editor in two parts: what "Bearbeiten" loads until the builder runs, and the rest. */
export interface EditorSplit {
  /** The bar's static graph, the builder entry's static graph and one language's strings. */
  upfront: Script[];
  upfrontBytes: number;
  /** The builder entry chunk, found among the bar's `import()`s. */
  builder: Script;
  /** The page language's strings chunk counted up front (the larger one), when there are per-language chunks. */
  language?: Script;
  /** Every further chunk reachable by `import()`, largest first. */
  onDemand: OnDemandChunk[];
  onDemandBytes: number;
  /** Chunks only the builder brings (its whole graph, lazy parts included, less what the bar loads anyway). */
  builderOnly: Set<string>;
}

/** How to recognise the builder entry and the language chunks among the editor's chunks. */
export interface SplitOptions {
  /** The builder entry's chunk name (`src/editor/mount.ts` → `mount`). */
  builderEntry: string;
  /** The languages whose UI-strings chunks are named after them (`de.json` → `de.<hash>.js`). */
  languages: readonly string[];
}

/**
 * Splits the editor (the `client:editor` island at `islandUrls`) into up front and on demand. Up front:
 * the island's static graph, the builder entry it loads with `import()` and that entry's static
 * graph, plus the page language's UI strings (the bar loads them with its session check; the larger
 * language counts). On demand: every other chunk reachable by `import()` from there.
 * Throws when the island does not load the builder entry: a renamed entry must not shrink the count.
 */
export function splitEditor(read: AssetReader, islandUrls: string[], options: SplitOptions): EditorSplit {
  const islandEntries = islandUrls.map((url) => ({ url, base: "/" }));
  const bar = collect(read, islandEntries, false);
  const everything = collect(read, islandEntries, true);
  const builder = [...everything.values()].find((s) => chunkName(s.id) === options.builderEntry);
  if (!builder) throw new Error(`the editor island loads no "${options.builderEntry}" chunk: is the builder entry renamed?`);
  const upfrontMap = collect(read, [{ url: builder.id, base: "/" }], false, new Map(bar));
  const languages = [...everything.values()]
    .filter((s) => !upfrontMap.has(s.id) && options.languages.includes(chunkName(s.id)))
    .sort((a, b) => gzipBytes(b.code) - gzipBytes(a.code));
  const language = languages[0];
  if (language) upfrontMap.set(language.id, language);
  const upfront = [...upfrontMap.values()];

  const targets = new Set([...everything.values()].flatMap((s) => moduleImports(s.code).dynamic.map((url) => new URL(url, `http://x${s.id}`).pathname)));
  const onDemand = [...everything.values()]
    .filter((s) => !upfrontMap.has(s.id))
    .map((s) => ({ ...s, gzip: gzipBytes(s.code), name: chunkName(s.id), imported: targets.has(s.id) }))
    .sort((a, b) => b.gzip - a.gzip);
  const builderGraph = collect(read, [{ url: builder.id, base: "/" }], true);
  const barGraph = new Map(bar);
  for (const s of languages) collect(read, [{ url: s.id, base: "/" }], true, barGraph);
  const builderOnly = new Set([...builderGraph.keys()].filter((id) => !barGraph.has(id)));
  const sum = (list: Script[]) => list.reduce((total, s) => total + gzipBytes(s.code), 0);
  return { upfront, upfrontBytes: sum(upfront), builder, language, onDemand, onDemandBytes: sum(onDemand), builderOnly };
}

/**
 * The languages whose UI-strings catalog is in `scripts`: those whose every sample string appears
 * (JSON-encoded, as bundlers write it). `samples` maps a language to a few of its strings.
 */
export function catalogsIn(scripts: Script[], samples: Record<string, string[]>): string[] {
  return Object.entries(samples)
    .filter(([, strings]) => strings.length > 0 && strings.every((value) => scripts.some((s) => s.code.includes(JSON.stringify(value).slice(1, -1)))))
    .map(([lang]) => lang);
}
