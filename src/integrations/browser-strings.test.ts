import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import de from "../i18n/de.json" with { type: "json" };
import { browserCatalog, browserStrings, isLaterKey, SERVER_ONLY_PREFIXES } from "./browser-strings.ts";

const SRC = new URL("..", import.meta.url).pathname;

/**
 * Source files that may run in a browser: every React component but the site's frame
 * (components/site, server-rendered only; the linter keeps islands from importing it), and the
 * modules of the editor, stores, service worker, blocks and forms.
 */
function browserSources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(SRC, "components", "site") ? [] : browserSources(path);
    if (/\.test\.tsx?$/.test(entry.name)) return [];
    return entry.name.endsWith(".tsx") || (/[\\/]src[\\/](editor|stores|pwa|blocks|forms)[\\/]/.test(path) && entry.name.endsWith(".ts")) ? [path] : [];
  });
}

describe("browser string catalogs", () => {
  it("leave out the strings only server-rendered pages use, put those loaded later in a chunk of their own and keep every other", () => {
    const now = JSON.parse(browserCatalog(JSON.stringify(de))) as Record<string, string>;
    const later = JSON.parse(browserCatalog(JSON.stringify(de), "later")) as Record<string, string>;
    expect(Object.keys(now).some((key) => /^(admin|manage|account|login|nav|option)\./.test(key))).toBe(false);
    expect(now["builder.empty"]).toBe(de["builder.empty"]);
    expect(now["ui.form.missingTranslation"]).toBe(de["ui.form.missingTranslation"]);
    expect(later["option.level.h1"]).toBe(de["option.level.h1"]);
    expect(later["builder.conflict.retry"]).toBe(de["builder.conflict.retry"]);
    expect(now["builder.conflict.retry"]).toBeUndefined();
    expect(Object.keys(later).every(isLaterKey)).toBe(true);
    const serverOnly = (key: string) => (SERVER_ONLY_PREFIXES as readonly string[]).includes(key.split(".")[0]!);
    expect(Object.keys(now).length + Object.keys(later).length + Object.keys(de).filter(serverOnly).length).toBe(Object.keys(de).length);
  });

  it("are filtered only for the browser, never for the server's bundle", () => {
    const plugin = browserStrings();
    const transform = plugin.transform as (code: string, id: string, options?: { ssr?: boolean }) => { code: string } | undefined;
    const json = JSON.stringify({ "admin.title": "A", "builder.empty": "B" });
    expect(transform(json, "/x/src/i18n/de.json")?.code).toBe('{"builder.empty":"B"}');
    expect(transform(json, "/x/src/i18n/en.json?import")?.code).toBe('{"builder.empty":"B"}');
    expect(transform(JSON.stringify({ "builder.empty": "B", "option.md": "M" }), "/x/src/i18n/de.json?later")?.code).toBe('export default {"option.md":"M"};');
    expect(transform(json, "/x/src/i18n/de.json", { ssr: true })).toBeUndefined();
    const tests = browserStrings({ laterOnly: true }).transform as typeof transform;
    expect(tests(json, "/x/src/i18n/de.json")).toBeUndefined();
    expect(tests(JSON.stringify({ "option.md": "M" }), "/x/src/i18n/de.json?later")?.code).toBe('export default {"option.md":"M"};');
    expect(transform(json, "/x/src/other.json")).toBeUndefined();
  });

  it("hold every string browser code asks for (no component uses a server-only key)", () => {
    const pattern = new RegExp(`["'\`](${SERVER_ONLY_PREFIXES.join("|")})\\.[a-zA-Z]+(\\.[a-zA-Z]+)*["'\`]`);
    const code = (path: string) =>
      readFileSync(path, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/^\s*\/\/.*$/gm, "");
    const offenders = browserSources().filter((path) => pattern.test(code(path)));
    expect(offenders).toEqual([]);
  });
});
