/** Test helpers: small block trees, frozen so that any mutation by an operation throws. */
import type { BlockInstance } from "../../../../src/lib/tree/block.ts";

const CONTAINERS = new Set(["block-section", "block-columns"]);
export const isContainer = (schemaName: string) => CONTAINERS.has(schemaName);

/** A block `id`; with `children` a section, else a heading whose text is its id. */
export function b(id: string, children?: BlockInstance[]): BlockInstance {
  return children
    ? { id, schemaName: "block-section", schemaId: "schema-section", active: true, fields: { width: { iv: "default" } }, children }
    : { id, schemaName: "block-heading", schemaId: "schema-heading", active: true, fields: { text: { de: id, en: id } } };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * `a` (heading), `s1` (section: `h1`, `s2` (section: `h2`, `h3`)), `z` (heading), deep-frozen.
 */
export function sampleTree(): BlockInstance[] {
  return deepFreeze([b("a"), b("s1", [b("h1"), b("s2", [b("h2"), b("h3")])]), b("z")]);
}

/** The tree's shape as nested ids, e.g. `["a", ["s1", ["h1"]]]`. */
export function shape(tree: readonly BlockInstance[]): unknown[] {
  return tree.map((block) => (block.children ? [block.id, shape(block.children)] : block.id));
}
