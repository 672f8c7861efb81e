import { describe, expect, it } from "vitest";
import type { BlockInstance } from "../../lib/tree/block.ts";
import { listsRead } from "./site-data.ts";

const block = (schemaName: string, children?: BlockInstance[]): BlockInstance =>
  ({ id: `${schemaName}-${Math.random()}`, schemaName, schemaId: schemaName, active: true, fields: {}, ...(children ? { children } : {}) }) as BlockInstance;

describe("listsRead", () => {
  it("names the collections the page's blocks list, nested ones included, each once", () => {
    expect(listsRead([block("block-heading"), block("block-rich-text")])).toEqual([]);
    const tree = [
      block("block-section", [
        block("block-practitioner-list"),
        block("block-columns", [block("block-book-appointment"), block("block-practitioner-small-list")]),
      ]),
    ];
    expect(listsRead(tree).sort()).toEqual(["appointments", "practitioners"]);
  });
});
