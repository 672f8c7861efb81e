import { describe, expect, it } from "vitest";
import de from "./de.json" with { type: "json" };
import en from "./en.json" with { type: "json" };
import { interpolate, loadUiStrings, t, useTranslations } from "./t.ts";

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const files: Record<string, Record<string, string>> = { de, en };

describe("UI strings", () => {
  it("every German key exists in English and vice versa", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
  });

  it("translations use the same placeholders and are not empty", () => {
    for (const key of Object.keys(de) as (keyof typeof de)[]) {
      expect(placeholders(en[key]), key).toEqual(placeholders(de[key]));
      expect(de[key].trim(), key).not.toBe("");
      expect(en[key].trim(), key).not.toBe("");
    }
  });

  it("keys are flat, dotted and sorted in both files (a choice's label ends in its value, e.g. option.aspect.16/9)", () => {
    for (const [lang, strings] of Object.entries(files)) {
      const keys = Object.keys(strings);
      expect(keys, lang).toEqual([...keys].sort());
      for (const key of keys) expect(key, lang).toMatch(/^(option(\.[a-z][a-zA-Z0-9]*)?\.[a-zA-Z0-9/]+|[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+)$/);
    }
  });
});

describe("t", () => {
  it("looks up a key in the language", () => {
    expect(t("de", "nav.skip")).toBe("Zum Inhalt springen");
    expect(t("en", "nav.skip")).toBe("Skip to content");
  });

  it("interpolates {name} placeholders and leaves unknown ones", () => {
    expect(t("en", "notFound.message", { path: "/x" })).toBe("Page not found: /x");
    expect(t("de", "directory.resultCount", { count: 3 })).toBe("3 Ergebnisse");
    expect(interpolate("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });

  it("useTranslations binds a language", () => {
    const tr = useTranslations("en");
    expect(tr("notFound.title")).toBe("Page Not Found");
  });
});

describe("UI strings on the server", () => {
  it("every language is there without loading (server rendering needs no await)", async () => {
    expect(t("en", "editorBar.edit")).toBe("Edit");
    expect(t("de", "editorBar.edit")).toBe("Bearbeiten");
    await expect(loadUiStrings("en")).resolves.toBeUndefined();
  });
});
