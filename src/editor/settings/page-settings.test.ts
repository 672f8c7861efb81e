import { describe, expect, it } from "vitest";
import { settingsBody, settingsModel, settingsValues } from "./page-settings.ts";
import { validateForm } from "../../forms/index.ts";

describe("page settings form", () => {
  const data = {
    title: { de: "Über uns", en: "About" },
    seo: { de: { slug: "ueber-uns", seotitle: "Wer wir sind", description: "Das Team", image: "img-1" }, en: { slug: "about", seotitle: "" } },
  };

  it("shows each language's own texts and image, an English title left empty as empty", () => {
    expect(settingsValues(data)).toEqual({
      seotitle: { de: "Wer wir sind", en: "" },
      description: { de: "Das Team", en: "" },
      image: { de: ["img-1"], en: [] },
    });
  });

  it("sends what the form holds trimmed, the image as one id or none", () => {
    const values = { ...settingsValues(data), seotitle: { de: "  Neu  ", en: "New" }, image: { de: [], en: ["img-2"] } };
    expect(settingsBody(values)).toEqual({
      de: { seotitle: "Neu", description: "Das Team", image: "" },
      en: { seotitle: "New", description: "", image: "img-2" },
    });
  });

  it("refuses a search title past 200 characters, labelled in the builder's language", () => {
    const model = settingsModel("en");
    expect(model.byName.get("seotitle")?.label.de).toBe("Search title");
    const result = validateForm(model, { ...settingsValues(data), seotitle: { de: "x".repeat(201), en: "" } }, "en");
    expect(Object.keys(result.errors)).toEqual(["seotitle.de"]);
  });
});
