import { describe, expect, it } from "vitest";
import { blockTypes } from "../blocks/catalog.ts";
import { b, sampleTree } from "../../tests/support/lib/tree/sample-trees.ts";
import { blockRules, placementRefusal } from "./rules.ts";
import { rules } from "../../tests/support/editor/page-tree.ts";

describe("blockRules", () => {
  it("takes container and label from the site's block types, the catalog's included", () => {
    const site = blockRules(blockTypes);
    expect(site.isContainer("block-section")).toBe(true);
    expect(site.isContainer("block-columns")).toBe(true);
    expect(site.isContainer("block-heading")).toBe(false);
    expect(site.label("block-heading", "de")).toBe("Überschrift");
    expect(site.label("block-heading", "en")).toBe("Heading");
  });

  it("knows no other type: no container, its schema name as label", () => {
    expect(rules.knows("block-gone")).toBe(false);
    expect(rules.isContainer("block-gone")).toBe(false);
    expect(rules.label("block-gone", "de")).toBe("block-gone");
  });
});

describe("placementRefusal", () => {
  const tree = sampleTree();

  it("lets known blocks go into the root list and into containers", () => {
    expect(placementRefusal(tree, null, b("new"), rules)).toBeUndefined();
    expect(placementRefusal(tree, "s2", b("new", [b("x")]), rules)).toBeUndefined();
  });

  it("refuses a missing parent and a parent that is no container", () => {
    expect(placementRefusal(tree, "nope", b("new"), rules)).toBe("not-found");
    expect(placementRefusal(tree, "h1", b("new"), rules)).toBe("not-a-container");
  });

  it("refuses a type the site does not know, also deep in the subtree, and children under a non-container", () => {
    expect(placementRefusal(tree, null, { ...b("new"), schemaName: "block-gone" }, rules)).toBe("not-allowed");
    expect(placementRefusal(tree, null, b("new", [b("s", [{ ...b("x"), schemaName: "block-gone" }])]), rules)).toBe("not-allowed");
    expect(placementRefusal(tree, null, { ...b("h"), children: [b("x")] }, rules)).toBe("not-allowed");
  });
});
