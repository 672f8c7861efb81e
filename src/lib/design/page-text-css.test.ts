import { describe, expect, it } from "vitest";
import { testSite } from "../../../tests/support/blocks/site-snapshot.ts";
import type { Entity } from "../content/model.ts";
import { pageTextStyleCss } from "./page-text-css.ts";

const style = (id: string, twclasses: string): Entity => ({ id, data: { name: { iv: id }, twclasses: { iv: twclasses } } });
const page = (styleId: string): Entity => ({ id: "p", data: { blocks: { iv: [{ id: "b", schemaName: "heading", textStyle: [styleId] }] } } });

describe("pageTextStyleCss", () => {
  const site = testSite({ textStyles: [style("old", "text-xl font-semibold"), style("new", "text-xl tracking-[0.3em] md:text-7xl")] });
  const known = new Set(["text-xl", "font-semibold"]);

  it("compiles the classes of a style the stylesheet lacks, all of that style's classes", async () => {
    const css = await pageTextStyleCss(site, page("new"), known);
    expect(css).toContain(".tracking-\\[0\\.3em\\]{");
    expect(css).toContain(".md\\:text-7xl{");
    expect(css).toContain(".text-xl{");
  });

  it("adds nothing for styles the stylesheet has, or pages that use no style", async () => {
    expect(await pageTextStyleCss(site, page("old"), known)).toBe("");
    expect(await pageTextStyleCss(site, { id: "q", data: {} }, known)).toBe("");
    expect(await pageTextStyleCss(site, undefined, known)).toBe("");
  });
});
