import { describe, expect, it } from "vitest";
import { altOf, altText, metadataFacts } from "./asset-metadata.ts";

describe("metadataFacts", () => {
  it("reads pixel size, focus point and alt texts, leaving out what is missing or malformed", () => {
    expect(metadataFacts({ pixelWidth: 600, pixelHeight: 400, focusX: 0.5, focusY: -0.5, "alt-de": " Wald ", "alt-en": "Forest" })).toEqual({
      width: 600,
      height: 400,
      focus: { x: 0.5, y: -0.5 },
      alt: { de: "Wald", en: "Forest" },
    });
    expect(metadataFacts({ pixelWidth: "600", focusX: 3, focusY: 0, "alt-de": "  ", "alt-en": 7 })).toEqual({});
    expect(metadataFacts(null)).toEqual({});
  });
});

describe("altOf", () => {
  it("keeps the languages that have a text", () => {
    expect(altOf({ "alt-en": "Lake" })).toEqual({ en: "Lake" });
    expect(altOf({ "alt-fr": "Lac" })).toBeUndefined();
  });
});

describe("altText", () => {
  const asset = { alt: { de: "See", en: "Lake" } };
  it("prefers the view's own text, then the asset's in the page language, then its German one", () => {
    expect(altText("Eigener Text", asset, "en")).toBe("Eigener Text");
    expect(altText("", asset, "en")).toBe("Lake");
    expect(altText(" ", asset, "de")).toBe("See");
    expect(altText(undefined, { alt: { de: "See" } }, "en")).toBe("See");
  });

  it("is empty (decorative) when neither has one", () => {
    expect(altText(undefined, {}, "de")).toBe("");
  });
});
