import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { browserCatalog } from "../integrations/browser-strings.ts";

/** A language's first chunk as a browser gets it: without the strings only the server or later code shows. */
const firstChunk = (lang: string) => ({ default: JSON.parse(browserCatalog(readFileSync(new URL(`./${lang}.json`, import.meta.url), "utf8"))) as unknown });

/** A fresh module state: nothing loaded yet, as on a page the browser has just opened. */
async function fresh() {
  vi.resetModules();
  // What a browser bundle gets for `#ui-strings` and `#later-strings` (package.json `imports`, condition `browser`),
  // mocked anew each time: a mock's module outlives `resetModules`.
  vi.doMock("#ui-strings", () => import("./strings.browser.ts"));
  vi.doMock("#later-strings", () => import("./later-strings.browser.ts"));
  // Tests run modules as the server does (whole catalogs); the browser's first chunks lack the later strings.
  vi.doMock("./de.json", () => firstChunk("de"));
  vi.doMock("./en.json", () => firstChunk("en"));
  const strings = await import("#ui-strings");
  const { loadLaterUiStrings } = await import("#later-strings");
  const { withLaterStrings } = await import("./later.ts");
  const { t } = await import("./t.ts");
  return { ...strings, loadLaterUiStrings, withLaterStrings, t };
}

describe("UI strings loaded later in the browser", () => {
  it("come for the languages loaded so far, beside their other strings", async () => {
    const { t, uiStrings, loadUiStrings, loadLaterUiStrings } = await fresh();
    await loadUiStrings("en");
    expect(t("en", "option.level.h1")).toBe("option.level.h1");
    await loadLaterUiStrings();
    expect(t("en", "option.level.h1")).toBe("Heading 1 (page title)");
    expect(t("en", "builder.conflict.retry")).toBe(uiStrings("en")!["builder.conflict.retry"]);
    expect(t("en", "editorBar.edit")).toBe("Edit");
    expect(uiStrings("de")).toBeUndefined();
  });

  it("come in German when no language is loaded yet", async () => {
    const { t, loadLaterUiStrings, uiStrings } = await fresh();
    await loadLaterUiStrings();
    expect(uiStrings("en")).toBeUndefined();
    expect(t("de", "option.level.h1")).toBe("Überschrift 1 (Seitentitel)");
    expect(t("de", "editorBar.edit")).toBe("Bearbeiten");
  });

  it("are there once code loaded on demand through withLaterStrings has come", async () => {
    const { t, loadUiStrings, withLaterStrings } = await fresh();
    await loadUiStrings("de");
    expect(t("de", "option.width.full")).toBe("option.width.full");
    const module = await withLaterStrings(Promise.resolve({ name: "dialog" }));
    expect(module).toEqual({ name: "dialog" });
    expect(t("de", "option.width.full")).toBe("Volle Breite");
  });
});
