import type { DatabaseSync } from "node:sqlite";

const text = (value: unknown): string | undefined => (typeof value === "string" ? value.toLowerCase() : typeof value === "number" ? String(value) : undefined);

/**
 * Registers the case-insensitive string functions the query compiler uses (`bk_contains`,
 * `bk_startswith`, `bk_endswith`), with full Unicode lower-casing, which SQLite's `lower()` lacks.
 */
export function registerSqlFunctions(db: DatabaseSync): void {
  const define = (name: string, test: (haystack: string, needle: string) => boolean) =>
    db.function(name, { deterministic: true }, (haystack: unknown, needle: unknown) => {
      const h = text(haystack);
      const n = text(needle);
      return h !== undefined && n !== undefined && test(h, n) ? 1 : 0;
    });
  define("bk_contains", (h, n) => h.includes(n));
  define("bk_startswith", (h, n) => h.startsWith(n));
  define("bk_endswith", (h, n) => h.endsWith(n));
}
