import type { BlockInstance } from "./block.ts";

/**
 * Deep equality of two JSON-like values (field values, block trees). Objects are compared by their
 * own enumerable keys, so a missing key and a key holding `undefined` differ only in JSON terms and
 * count as equal here, as they serialise the same.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameValue(left[key], right[key])) return false;
  return true;
}

/**
 * Whether two block trees hold the same blocks in the same places with the same fields. Subtrees
 * shared by identity (as every tree operation leaves untouched ones) are not descended into, so
 * comparing a tree with its edited successor costs about the path that changed.
 */
export function sameTree(a: readonly BlockInstance[], b: readonly BlockInstance[]): boolean {
  return sameValue(a, b);
}
