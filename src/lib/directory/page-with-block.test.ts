import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Entity } from "../content/model.ts";
import type { BlockInstance } from "../tree/block.ts";
import { pagePathWithBlock } from "./page-with-block.ts";
import { site } from "../../../tests/support/lib/directory/directory-site.ts";

const block = (schemaName: string, children?: BlockInstance[], active = true): BlockInstance => ({
  id: `${schemaName}-${Math.random()}`,
  schemaName,
  schemaId: "s",
  active,
  fields: {},
  ...(children ? { children } : {}),
});

function page(id: string, slugs: { de?: string; en?: string }, blocks: BlockInstance[]): Entity {
  const seo = Object.fromEntries(Object.entries(slugs).map(([lang, slug]) => [lang, { slug }]));
  return { id, data: { title: { de: id }, seo, blocks: { iv: blocks } } };
}

const directorySite = () =>
  site({
    pages: [
      page("home", { de: "", en: "" }, [block("block-heading")]),
      page("hidden", { de: "versteckt", en: "hidden" }, [block("block-section", [block("block-practitioner-overview")], false)]),
      page("list", { de: "liste", en: "list" }, [block("block-practitioner-list")]),
      page("german-only", { de: "verzeichnis", en: "Not Routed" }, [block("block-section", [block("block-columns", [block("block-practitioner-overview")])])]),
      page("directory", { de: "alle", en: "directory" }, [block("block-practitioner-overview")]),
    ],
  });

describe("pagePathWithBlock", () => {
  const names = ["block-practitioner-overview", "block-practitioner-list"];
  // The page index warns about the English slug that is not routed; that is the point here.
  beforeEach(() => void vi.spyOn(console, "warn").mockImplementation(() => {}));

  it("finds a nested active block; earlier schema names win over earlier pages", () => {
    expect(pagePathWithBlock(directorySite(), names, "de")).toBe("/verzeichnis");
  });

  it("skips pages not routed in the language and children of inactive blocks", () => {
    expect(pagePathWithBlock(directorySite(), names, "en")).toBe("/en/directory");
    expect(pagePathWithBlock(directorySite(), ["block-practitioner-list"], "en")).toBe("/en/list");
  });

  it("is undefined when no page holds the block", () => {
    expect(pagePathWithBlock(directorySite(), ["block-challenge-overview"], "de")).toBeUndefined();
    expect(pagePathWithBlock(site(), names, "de")).toBeUndefined();
  });

  it("reports a broken page tree even when a detail page parses it before the page itself renders", () => {
    const broken: Entity = {
      id: "broken",
      data: { title: { de: "Kaputt" }, seo: { de: { slug: "kaputt" } }, blocks: { iv: [{ id: "", schemaName: "Bad Name" }] } },
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(pagePathWithBlock(site({ pages: [broken] }), names, "de")).toBeUndefined();
    expect(warn.mock.calls.flat().join("\n")).toContain("block tree of page broken");
  });
});
