import { describe, expect, it } from "vitest";
import { blockTypes } from "../../blocks/catalog.ts";
import { blockRules } from "../rules.ts";
import { filterPalette } from "./filter-palette.ts";
import { groupPalette, paletteEntries, PALETTE_CATEGORIES } from "./palette.ts";

const custom = { name: "block-quote-card", fields: [] };
const rules = blockRules([...blockTypes, { schemaName: "block-quote-card", container: false, label: { de: "block-quote-card", en: "block-quote-card" } }]);
const entries = paletteEntries(blockTypes, [custom, { name: "block-heading", fields: [] }], rules);

describe("paletteEntries", () => {
  it("offers every code-backed type in catalog order, then the site's own block types once each", () => {
    expect(entries.map((entry) => entry.schemaName)).toEqual([...blockTypes.map((type) => type.schemaName), "block-quote-card"]);
    expect(entries.at(-1)).toMatchObject({ category: "custom", container: false, label: { de: "block-quote-card", en: "block-quote-card" } });
    expect(entries.find((entry) => entry.schemaName === "block-section")).toMatchObject({ category: "layout", container: true });
  });

  it("names an admin-defined type by its label in each language", () => {
    const labelled = { name: "promo", label: { de: "Hinweis", en: "Notice" }, fields: [] };
    const known = blockRules([{ schemaName: "promo", container: false, label: labelled.label }]);
    expect(paletteEntries(blockTypes, [labelled], known)).toEqual([
      { schemaName: "promo", label: { de: "Hinweis", en: "Notice" }, category: "custom", container: false },
    ]);
  });

  it("leaves out types the site's rules do not know", () => {
    const few = blockRules(blockTypes.filter((type) => type.category === "layout"));
    expect(paletteEntries(blockTypes, [custom], few).map((entry) => entry.schemaName)).toEqual(["block-section", "block-columns", "block-spacer"]);
  });
});

describe("groupPalette", () => {
  it("groups by category in palette order and skips empty groups", () => {
    const groups = groupPalette(entries);
    expect(groups.map((group) => group.category)).toEqual(PALETTE_CATEGORIES);
    expect(groups[0]!.entries.map((entry) => entry.schemaName)).toEqual(["block-section", "block-columns", "block-spacer"]);
    expect(groupPalette(filterPalette(entries, "bild")).map((group) => group.category)).toEqual(["media"]);
  });
});

describe("filterPalette", () => {
  const names = (query: string) => filterPalette(entries, query).map((entry) => entry.schemaName);

  it("finds a type by its German or its English name, whatever the page's language", () => {
    expect(names("Bild")).toEqual(["block-image"]);
    expect(names("image")).toEqual(["block-image"]);
    expect(names("Abschnitt")).toEqual(["block-section"]);
    expect(names("section")).toEqual(["block-section"]);
  });

  it("ignores case, umlauts and accents, and wants every word", () => {
    expect(names("uberschrift")).toEqual(["block-heading"]);
    expect(names("ÜBERSCHRIFT")).toEqual(["block-heading"]);
    expect(names("rich text")).toEqual(["block-rich-text"]);
    expect(names("rich bild")).toEqual([]);
  });

  it("keeps everything for an empty query and nothing for one that matches nothing", () => {
    expect(names("  ")).toHaveLength(entries.length);
    expect(names("zzz")).toEqual([]);
  });
});
