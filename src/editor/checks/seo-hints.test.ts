import { describe, expect, it } from "vitest";
import type { Entity } from "../../lib/content/model.ts";
import { seoHints } from "./seo-hints.ts";

const pageWith = (seo: Record<string, { seotitle?: string; description?: string }>, title?: Record<string, string>): Entity => ({
  id: "p",
  data: { seo, ...(title ? { title } : {}) },
});
const good = {
  seotitle: "Atmen lernen – Kurse im Atemraum Berlin",
  description: "Ruhiger atmen, besser schlafen: Kurse und Einzelstunden im Atemraum, für Anfänger und Geübte.",
};

describe("seoHints", () => {
  it("gives no hint for a title of 30–60 and a description of 70–160 characters in every language", () => {
    expect(seoHints(pageWith({ de: good, en: good }), "de")).toEqual([]);
  });

  it("says, per language, a title is too short or too long and counts characters as readers do", () => {
    const hints = seoHints(pageWith({ de: { ...good, seotitle: "Kontakt | Atemraum" }, en: { ...good, seotitle: "😀".repeat(61) } }), "de");
    expect(hints).toEqual([
      {
        level: "hint",
        code: "title-length",
        lang: "de",
        path: "seo.de",
        message: "Der Seitentitel hat nur 18 Zeichen; mit 30 bis 60 sagt er in Suchergebnissen mehr.",
      },
      expect.objectContaining({ code: "title-length", lang: "en", message: "Der Seitentitel hat 61 Zeichen; Suchmaschinen kürzen ihn ab etwa 60." }),
    ]);
  });

  it("reads the page title when there is no SEO title, and says when neither exists", () => {
    expect(
      seoHints(
        pageWith({ de: { description: good.description }, en: { description: good.description } }, { de: "Über den Atemraum und seine Leute", en: "" }),
        "en",
      ),
    ).toEqual([expect.objectContaining({ code: "title-length", lang: "en", message: "The page has no title. 30 to 60 characters work well." })]);
  });

  it("says a description is missing, too short or too long", () => {
    const hints = seoHints(pageWith({ de: { seotitle: good.seotitle, description: "" }, en: { seotitle: good.seotitle, description: "Short." } }), "en");
    expect(hints.map((h) => [h.code, h.lang, h.message])).toEqual([
      ["description-length", "de", "No description: search engines then show any text from the page. 70 to 160 characters work well."],
      ["description-length", "en", "The description has only 6 characters; with 70 to 160 it says more in search results."],
    ]);
    expect(seoHints(pageWith({ de: { ...good, description: "x".repeat(161) }, en: good }), "en")[0]?.message).toBe(
      "The description has 161 characters; search engines cut it off from about 160.",
    );
  });
});
