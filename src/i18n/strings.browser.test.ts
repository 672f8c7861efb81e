import { beforeEach, describe, expect, it, vi } from "vitest";

// What a browser bundle gets for `#ui-strings` (package.json `imports`, condition `browser`).
vi.mock("#ui-strings", () => import("./strings.browser.ts"));

/** A fresh module state per test: nothing loaded yet, as on a page the browser has just opened. */
async function fresh() {
  vi.resetModules();
  const strings = await import("#ui-strings");
  const { t } = await import("./t.ts");
  return { ...strings, t };
}

describe("UI strings in the browser", () => {
  beforeEach(() => vi.resetModules());

  it("before its language is loaded, t answers the key itself", async () => {
    const { t, uiStrings } = await fresh();
    expect(uiStrings("de")).toBeUndefined();
    expect(t("de", "editorBar.edit")).toBe("editorBar.edit");
  });

  it("loads only the language asked for: a German editor on /en/… gets English, and German stays unloaded", async () => {
    const { t, uiStrings, loadUiStrings } = await fresh();
    await loadUiStrings("en");
    expect(t("en", "editorBar.edit")).toBe("Edit");
    expect(t("en", "editorBar.stopEditing")).toBe("Stop editing");
    expect(uiStrings("de")).toBeUndefined();
    expect(t("de", "editorBar.edit")).toBe("editorBar.edit");
  });

  it("German pages get German, with interpolation", async () => {
    const { t, loadUiStrings } = await fresh();
    await loadUiStrings("de");
    expect(t("de", "editorBar.edit")).toBe("Bearbeiten");
    expect(t("de", "directory.resultCount", { count: 3 })).toBe("3 Ergebnisse");
  });

  it("both languages can be loaded side by side; concurrent loads share one", async () => {
    const { t, uiStrings, loadUiStrings } = await fresh();
    const first = loadUiStrings("de");
    const second = loadUiStrings("de");
    await Promise.all([first, second, loadUiStrings("en")]);
    const german = uiStrings("de");
    await loadUiStrings("de");
    expect(uiStrings("de")).toBe(german);
    expect(t("de", "nav.skip")).toBe("Zum Inhalt springen");
    expect(t("en", "nav.skip")).toBe("Skip to content");
  });
});
