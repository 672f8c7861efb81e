/**
 * `npm run check:size [-- --dir <build folder>]`: the visitor JS budget of a rendered
 * build; by default DATA_DIR's live build, rendered first when there is none.
 *
 * For every prerendered HTML page in the client output, sums the gzip size of all JavaScript the
 * page loads up front: `<script src>` (files, and `data:` URLs), inline scripts (JSON data blocks
 * excluded: not executed), `<link rel="modulepreload">`, Astro island component/renderer URLs, and
 * everything those modules import statically. The install banner's island (`client:installprompt`)
 * loads nothing on a first view even when the browser offers installation, and from the second view
 * on only when the browser is idle: it is followed like a dynamic import (checked for editor code,
 * not counted up front) and its size in that later state is printed. The editor bar's island
 * (`client:editor`) loads only with the editor hint cookie: it is editor code by design, neither
 * counted nor followed.
 * The booking island (`client:booking`) loads nothing up front either: it comes when a booking block
 * scrolls into view. A whole booking (the page's inline scripts, the island with its UI library,
 * the form part a chosen slot loads, one language's strings) is budgeted at 75 KB gzip.
 * Fails when a plain content page exceeds 10 KB.
 * Pages carrying the practitioner map (`data-practitioner-map`) are listed but not budgeted; they
 * must not load Leaflet up front (it comes when the map is visible).
 * Also fails when any page references editor code (registry.editor, sortablejs, react-aria, or any
 * chunk only the builder loads), following dynamic imports too.
 *
 * The editor in two parts: **up front**, what a click on "Bearbeiten" loads until the
 * builder runs (the `client:editor` island's static graph, the builder entry `src/editor/mount.ts`
 * it imports and that entry's static graph, and the page language's UI strings), budgeted at
 * 150 KB gzip; **on demand**, every further chunk reachable by `import()` (dialogs, heavy fields,
 * the other language), listed with its size and not budgeted. Fails too when the up-front part
 * holds more than one language's UI strings.
 *
 * The admin bundle: what the admin pages (`/manage/**`, on demand, so not in the build's HTML)
 * load, from their sources (scripts/lib/admin-bundle.ts): their islands' client modules and the
 * React renderer with everything they import statically, gzip. Printed, not budgeted; it fails
 * the check only when an island has no client module in the build (a stale build).
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { config } from "../src/lib/config.ts";
import { loadDotEnv } from "../src/server/env-file.ts";
import { ensureFreshBuild } from "../src/server/fresh-build.ts";
import { buildsDir } from "../src/server/publish/site-builder.ts";
import de from "../src/i18n/de.json" with { type: "json" };
import en from "../src/i18n/en.json" with { type: "json" };
import { LOCALES } from "../src/i18n/locales.ts";
import { LATER_PREFIXES } from "../src/integrations/browser-strings.ts";
import { adminIslands } from "./lib/admin-bundle.ts";
import { filesUnder } from "./lib/files-under.ts";
import { renderSite } from "./lib/render-site.ts";
import { seedEmbedded } from "./lib/seed-embedded.ts";
import {
  assetReader,
  catalogsIn,
  chunkName,
  collect as collectFrom,
  gzipBytes as gz,
  moduleImports,
  splitEditor,
  type EditorSplit,
  type Entry,
  type Script,
} from "./lib/size-graph.ts";

export const BUDGET_BYTES = 10 * 1024;
/** The builder's budget: what "Bearbeiten" loads until the builder runs, React included. */
export const EDITOR_BUDGET_BYTES = 150 * 1024;
const EDITOR_MARKERS = [/registry\.editor/i, /sortablejs|sortable-ghost|Sortable\.create/, /react-aria/i, /@tiptap|prosemirror|ProseMirror-/];
const EDITOR_FILE = /registry\.editor|sortable|react-aria|editor/i;
/** A booking page's JavaScript for a whole booking, UI library included: the page's scripts, the island, its form part. */
export const BOOKING_BUDGET_BYTES = 75 * 1024;
/** Client directives that load nothing up front: on a browser offer, when a booking block scrolls into view, or only for editors (src/pwa/*-directive.ts). */
const ON_DEMAND_DIRECTIVES = new Set(["installprompt", "booking"]);
const EDITOR_DIRECTIVES = new Set(["editor"]);

const { values } = parseArgs({ options: { dir: { type: "string" } } });
const root = resolve(values.dir ?? (await liveBuild()));
if (!existsSync(root)) {
  console.error(`check:size: ${root} does not exist; run \`npm run build\` first.`);
  process.exit(1);
}

/** DATA_DIR's live build, rendered (and the code built) first when there is none. */
async function liveBuild(): Promise<string> {
  loadDotEnv();
  const dir = join(buildsDir(config().dataDir), "live");
  if (!existsSync(dir)) {
    await ensureFreshBuild({ prepareContent: seedEmbedded, when: "missing" });
    await renderSite();
  }
  return dir;
}

const htmlFiles = (dir: string) => filesUnder(dir, ".html");

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i")
    .exec(tag)
    ?.slice(2)
    .find((v) => v !== undefined);

const readAsset = assetReader(root);
const collect = (entries: Entry[], dynamic: boolean) => collectFrom(readAsset, entries, dynamic);
const imports = (code: string, dynamic: boolean) => {
  const found = moduleImports(code);
  return dynamic ? [...found.static, ...found.dynamic] : found.static;
};

function dataUrl(url: string): string {
  const comma = url.indexOf(",");
  const meta = url.slice(5, comma);
  const body = url.slice(comma + 1);
  return meta.endsWith(";base64") ? Buffer.from(body, "base64").toString("utf8") : decodeURIComponent(body);
}

interface Row {
  page: string;
  scripts: number;
  bytes: number;
  status: "ok" | "over" | "map" | "editor" | "external";
  note?: string;
}

/** The editor, split (see the top): from the first page carrying the editor island. */
function editorSplit(): EditorSplit | undefined {
  for (const file of htmlFiles(root)) {
    const island = /<astro-island\b[^>]*\bclient="editor"[^>]*>/i.exec(readFileSync(file, "utf8"))?.[0];
    if (!island) continue;
    const urls = ["component-url", "renderer-url"].flatMap((name) => attr(island, name) ?? []);
    return splitEditor(readAsset, urls, { builderEntry: "mount", languages: LOCALES });
  }
  return undefined;
}
const editorParts = editorSplit();

/** What the modules at the site-absolute `urls` load with their static imports: gzip bytes, chunks and their ids. */
function staticLoad(urls: string[]): { bytes: number; chunks: number; ids: Set<string> } {
  const loaded = [
    ...collect(
      urls.map((url) => ({ url, base: "/" })),
      false,
    ).values(),
  ];
  return { bytes: loaded.reduce((sum, s) => sum + gz(s.code), 0), chunks: loaded.length, ids: new Set(loaded.map((s) => s.id)) };
}

/**
 * The install banner in the state where the browser offers installation: nothing on a visitor's
 * first view (src/pwa/install-directive.ts holds the offer back), then, from the second view on
 * and once the browser is idle, the island's code (React included).
 */
function installBanner(): ReturnType<typeof staticLoad> | undefined {
  for (const file of htmlFiles(root)) {
    const island = /<astro-island\b[^>]*\bclient="installprompt"[^>]*>/i.exec(readFileSync(file, "utf8"))?.[0];
    if (!island) continue;
    return staticLoad(["component-url", "renderer-url"].flatMap((name) => attr(island, name) ?? []));
  }
  return undefined;
}
const banner = installBanner();

/** A page's executed `<script>` tags (JSON data blocks are not): their attributes and inline code. */
const scriptTags = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .map((m) => ({ tag: m[1]!, code: m[2]! }))
    .filter(({ tag }) => !(attr(tag, "type") ?? "").toLowerCase().includes("json"));

/** A page's inline scripts. */
const inlineScripts = (html: string): Script[] =>
  scriptTags(html)
    .filter(({ tag, code }) => attr(tag, "src") === undefined && code.trim())
    .map(({ code }) => ({ id: "inline", code }));

/** The site path of a built HTML file (`termine/index.html` → `/termine`). */
const pagePath = (file: string) =>
  "/" +
  relative(root, file)
    .replace(/(^|\/)index\.html$/, "")
    .replace(/\\/g, "/");

/**
 * A booking page's JavaScript (src/pwa/booking-directive.ts), from the first page with a booking
 * block: `island`, what a visible block loads (Preact, the renderer, the slot list); `whole`, what
 * a whole booking loads, with the page's inline scripts and everything the island can import (its
 * form part, the checks, one language's strings; the other language's strings left out, a visitor
 * loads one). `reach` is every chunk the island can load.
 */
function bookingPage(): { page: string; island: number; whole: number; chunks: number; reach: Set<string> } | undefined {
  for (const file of htmlFiles(root)) {
    const html = readFileSync(file, "utf8");
    const island = /<astro-island\b[^>]*\bclient="booking"[^>]*>/i.exec(html)?.[0];
    if (!island) continue;
    const urls = ["component-url", "renderer-url"].flatMap((name) => attr(island, name) ?? []);
    const everything = [
      ...collect(
        urls.map((url) => ({ url, base: "/" })),
        true,
      ).values(),
    ];
    const otherLanguages = everything
      .filter((s) => (LOCALES as readonly string[]).includes(chunkName(s.id)))
      .sort((a, b) => gz(b.code) - gz(a.code))
      .slice(1);
    const whole = [...inlineScripts(html), ...everything.filter((s) => !otherLanguages.includes(s))];
    return {
      page: pagePath(file),
      island: staticLoad(urls).bytes,
      whole: whole.reduce((sum, s) => sum + gz(s.code), 0),
      chunks: whole.length,
      reach: new Set(everything.map((s) => s.id)),
    };
  }
  return undefined;
}
const booking = bookingPage();

const rows: Row[] = [];
for (const file of htmlFiles(root)) {
  const html = readFileSync(file, "utf8");
  const page = pagePath(file);
  const isMap = /data-practitioner-map/.test(html);
  const upfront: Script[] = inlineScripts(html);
  const entries: { url: string; base: string }[] = [];
  const onDemand: { url: string; base: string }[] = [];
  let external: string | undefined;

  for (const { tag } of scriptTags(html)) {
    const src = attr(tag, "src");
    if (src === undefined) continue;
    if (src.startsWith("data:")) upfront.push({ id: "data:", code: dataUrl(src) });
    else if (/^(https?:)?\/\//i.test(src)) external = src;
    else entries.push({ url: src, base: page });
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/rel\s*=\s*["']?modulepreload/i.test(m[0])) {
      const href = attr(m[0], "href");
      if (href) entries.push({ url: href, base: page });
    }
  }
  for (const m of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    const directive = attr(m[0], "client") ?? "";
    if (EDITOR_DIRECTIVES.has(directive)) continue;
    const later = ON_DEMAND_DIRECTIVES.has(directive);
    for (const name of ["component-url", "renderer-url"]) {
      const url = attr(m[0], name);
      if (url) (later ? onDemand : entries).push({ url, base: page });
    }
  }

  const loaded = [...upfront, ...collect(entries, false).values()];
  // Inline and data: modules may import files too.
  const inlineImports = upfront.flatMap((s) => imports(s.code, false).map((url) => ({ url, base: page })));
  for (const s of collect(inlineImports, false).values()) if (!loaded.some((l) => l.id === s.id)) loaded.push(s);
  const bytes = loaded.reduce((sum, s) => sum + gz(s.code), 0);

  const everything = [
    ...upfront,
    ...collect([...entries, ...inlineImports, ...onDemand], true).values(),
    ...upfront.flatMap((s) => [
      ...collect(
        imports(s.code, true).map((url) => ({ url, base: page })),
        true,
      ).values(),
    ]),
  ];
  // A chunk the booking island shares with the builder (the language list, say) is no builder-only code.
  const builderOnly = (id: string) => editorParts?.builderOnly.has(id) === true && !booking?.reach.has(id);
  const editor = everything.find((s) => EDITOR_FILE.test(s.id) || EDITOR_MARKERS.some((r) => r.test(s.code)) || builderOnly(s.id));

  let status: Row["status"] = isMap ? "map" : bytes > BUDGET_BYTES ? "over" : "ok";
  let note: string | undefined;
  if (external) {
    status = "external";
    note = external;
  }
  if (editor) {
    status = "editor";
    note = editor.id;
  }
  if (isMap && loaded.some((s) => /leaflet/i.test(s.id) || (/leafletjs\.com|L\.version/i.test(s.code) && s.code.length > 20_000))) {
    status = "over";
    note = "Leaflet loaded up front";
  }
  rows.push({ page, scripts: loaded.length, bytes, status, note });
}

rows.sort((a, b) => a.page.localeCompare(b.page));
const width = Math.max(4, ...rows.map((r) => r.page.length));
console.log(`${"page".padEnd(width)}  scripts  gzip bytes  status`);
for (const r of rows) {
  console.log(`${r.page.padEnd(width)}  ${String(r.scripts).padStart(7)}  ${String(r.bytes).padStart(10)}  ${r.status}${r.note ? ` (${r.note})` : ""}`);
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
if (editorParts) {
  const { upfront, upfrontBytes, language, onDemand, onDemandBytes } = editorParts;
  const parts = upfront
    .map((s) => ({ name: chunkName(s.id), bytes: gz(s.code) }))
    .sort((a, b) => b.bytes - a.bytes)
    .map((p) => `${p.name} ${kb(p.bytes)}`);
  console.log(
    `\neditor up front (bar, builder entry, ${language ? `${chunkName(language.id)} strings, ` : ""}React included): ${upfrontBytes} B gzip of ${EDITOR_BUDGET_BYTES} B\n  ${parts.join(", ")}`,
  );
  console.log(`editor on demand (import(), not budgeted): ${onDemand.length} chunk(s), ${onDemandBytes} B gzip`);
  for (const c of onDemand) console.log(`  ${c.name.padEnd(28)} ${String(c.gzip).padStart(7)} B${c.imported ? "" : "  (with an import() above)"}`);
}
if (banner)
  console.log(
    `\ninstall banner, installation offered: 0 B on a first view; from the second view on, loaded when idle: ${banner.chunks} chunk(s), ${banner.bytes} B gzip (React included)`,
  );
if (booking)
  console.log(
    `booking page ${booking.page}: ${booking.whole} B gzip of ${BOOKING_BUDGET_BYTES} B for a whole booking (${booking.chunks} script(s): inline scripts, the island, its form part, one language's strings); the island alone, when a booking block is visible: ${booking.island} B`,
  );
const bookingOver = booking !== undefined && booking.whole > BOOKING_BUDGET_BYTES;
const admin = adminIslands(process.cwd(), join(process.cwd(), "dist/server/entry.mjs"));
const adminMissing = admin.islands.filter((island) => island.url === undefined);
const adminLoaded = staticLoad([...admin.islands.flatMap((island) => island.url ?? []), ...(admin.rendererUrl ? [admin.rendererUrl] : [])]);
console.log(
  `
admin bundle (JS the /manage pages load, gzip): ${adminLoaded.bytes} B in ${adminLoaded.chunks} module(s); ${admin.islands.length} island(s)${
    admin.islands.length ? `: ${admin.islands.map((island) => `${island.component} (${island.file})`).join(", ")}` : ""
  }${admin.scripts.length ? `; <script> in ${admin.scripts.join(", ")}` : ""}`,
);
if (adminMissing.length)
  console.error(`check:size: no client module in the build for the admin island(s) ${adminMissing.map((i) => i.specifier).join(", ")}: build again`);
const editorOver = editorParts !== undefined && editorParts.upfrontBytes > EDITOR_BUDGET_BYTES;
// A few strings of each catalog: when all of them are in the up-front code, so is that catalog.
const SAMPLE_KEYS = ["nav.skip", "install.text", "editorBar.logoutUnsaved"] as const;
const upfrontCatalogs = editorParts ? catalogsIn(editorParts.upfront, { de: SAMPLE_KEYS.map((key) => de[key]), en: SAMPLE_KEYS.map((key) => en[key]) }) : [];
const catalogsOver = upfrontCatalogs.length > 1;
// Strings loaded later must not be asked for by the first load: it would show their keys.
const laterNamed = editorParts
  ? LATER_PREFIXES.filter((prefix) =>
      editorParts.upfront.some((s) => s !== editorParts.language && new RegExp(`["'\`]${prefix.replace(".", "\\.")}\\.`).test(s.code)),
    )
  : [];
const failed = rows.filter((r) => r.status === "over" || r.status === "editor" || r.status === "external");
const content = rows.filter((r) => r.status !== "map");
console.log(
  `\n${rows.length} pages, ${content.length} budgeted; largest content page ${Math.max(0, ...content.map((r) => r.bytes))} B gzip of ${BUDGET_BYTES} B; ${rows.length - content.length} map page(s) not budgeted`,
);
if (editorOver) console.error(`check:size: the editor loads ${editorParts.upfrontBytes} B gzip up front, over its ${EDITOR_BUDGET_BYTES} B budget`);
if (catalogsOver) console.error(`check:size: the editor loads the UI strings of ${upfrontCatalogs.join(" and ")} up front; the page's language is enough`);
if (laterNamed.length) console.error(`check:size: the editor's first load asks for strings loaded later: ${laterNamed.join(", ")}`);
if (bookingOver) console.error(`check:size: a booking loads ${booking.whole} B of JavaScript (gzip), over its ${BOOKING_BUDGET_BYTES} B budget`);
if (failed.length || editorOver || catalogsOver || laterNamed.length || adminMissing.length || bookingOver) {
  if (failed.length) console.error(`check:size failed on ${failed.length} page(s): ${failed.map((r) => `${r.page} ${r.status}`).join(", ")}`);
  process.exit(1);
}
