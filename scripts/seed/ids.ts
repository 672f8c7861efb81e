import { createHash } from "node:crypto";

/**
 * A stable content id (UUID-shaped, version 5 layout) derived from a schema and a key, so a reseed
 * gives every item the same id and references between items can be written before they exist.
 * Real Squidex accepts such ids through `?id=` like any custom id.
 */
export function stableId(schema: string, key: string): string {
  const h = createHash("sha1").update(`baukasten-seed:${schema}:${key}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
