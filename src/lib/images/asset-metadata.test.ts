import { describe, expect, it } from "vitest";
import { altOf, metadataFacts } from "./asset-metadata.ts";

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
