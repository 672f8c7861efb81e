import type { BlockInstance } from "./block.ts";

/** A fresh id for a copied block. */
export type NewId = () => string;

/** A deep copy of `block` and its subtree in which every block has a fresh id from `newId`. */
export function copyBlock(block: BlockInstance, newId: NewId = () => crypto.randomUUID()): BlockInstance {
  const { children, ...rest } = block;
  return { ...rest, id: newId(), fields: structuredClone(block.fields), ...(children ? { children: children.map((child) => copyBlock(child, newId)) } : {}) };
}
