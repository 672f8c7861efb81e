import { describe, expect, it } from "vitest";
import { copyTitle } from "./duplicate-page.ts";
import type { PageItem } from "./page-store.ts";
import { checkTexts } from "./check-texts.ts";

const page = (id: string, de: string, en: string): PageItem => ({
  id,
  status: "Draft",
  version: 0,
  data: { title: { de: id, en: id }, seo: { de: { slug: de }, en: { slug: en } } },
});
const pages = [page("home", "", ""), page("about", "ueber-uns", "about")];
const texts = (o: Partial<Record<"title_de" | "title_en" | "slug_de" | "slug_en", string>>) => ({ title_de: "", title_en: "", slug_de: "", slug_en: "", ...o });

describe("checkTexts", () => {
  it("reports every problem at once: missing and long titles beside a taken slug", () => {
    const out = checkTexts(texts({ title_de: "  ", title_en: "x".repeat(121), slug_de: "ueber-uns", slug_en: "a".repeat(401) }), pages);
    expect(out.problems).toEqual({ title_de: { code: "required" }, title_en: { code: "long" }, slug_en: { code: "long" } });
    const mixed = checkTexts(texts({ title_de: "", title_en: "Fine", slug_en: "about" }), pages);
    expect(mixed.problems.title_de).toEqual({ code: "required" });
    expect(mixed.problems.slug_en).toMatchObject({ code: "taken" });
  });

  it("trims titles and typed slugs", () => {
    const out = checkTexts(texts({ title_de: "  Kurse ", title_en: " Classes", slug_de: "  eigene-adresse " }), pages);
    expect(out.titles).toEqual({ de: "Kurse", en: "Classes" });
    expect(out.slugs).toEqual({ de: "eigene-adresse", en: "classes" });
  });

  it("builds empty slugs from the titles and normalises typed ones", () => {
    const out = checkTexts(texts({ title_de: "Kurse für Anfänger", title_en: "Classes", slug_en: "Beginner Classes" }), pages);
    expect(out.slugs).toEqual({ de: "kurse-fuer-anfaenger", en: "beginner-classes" });
    expect(out.problems).toEqual({});
  });

  it("reports a taken slug with the value it was built to, and a title without slug characters", () => {
    const out = checkTexts(texts({ title_de: "Über uns", title_en: "???" }), pages);
    expect(out.problems.slug_de).toMatchObject({ code: "taken", page: { id: "about" } });
    expect(out.values.slug_de).toBe("ueber-uns");
    expect(out.problems.slug_en).toEqual({ code: "untitled" });
    expect(checkTexts(texts({ title_de: "A", title_en: "B", slug_de: "%%%" }), pages).problems.slug_de).toEqual({ code: "invalid" });
  });

  it("lets the home page keep its empty slug and a renamed page keep its own slugs", () => {
    expect(checkTexts(texts({ title_de: "Start", title_en: "Home" }), pages, { id: "home", slugs: { de: "", en: "" } }).slugs).toEqual({ de: "", en: "" });
    expect(checkTexts(texts({ title_de: "Über uns", title_en: "About" }), pages, { id: "about", slugs: { de: "ueber-uns", en: "about" } }).problems).toEqual(
      {},
    );
    // "/" asks for the home page, which another page is.
    expect(checkTexts(texts({ title_de: "X", title_en: "X", slug_de: "/" }), pages).problems.slug_de?.code).toBe("taken");
  });
});

describe("copyTitle", () => {
  it("marks a copy in the content language within the title limit", () => {
    expect(copyTitle("Über uns", "de")).toBe("Über uns (Kopie)");
    expect(copyTitle("About", "en")).toBe("About (copy)");
    const long = copyTitle("x".repeat(120), "de");
    expect(long).toHaveLength(120);
    expect(long.endsWith(" (Kopie)")).toBe(true);
  });
});
