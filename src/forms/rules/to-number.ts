/** A decimal number in JavaScript notation, optionally signed, with an exponent: what a number input sends. */
const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * A value as the number rules read it: a finite number, or text in number notation (surrounding
 * spaces allowed, as FormKit's `isNaN` check allows them); anything else `NaN`, so comparisons fail.
 */
export function toNumber(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== "string") return Number.NaN;
  const text = value.trim();
  if (text.length > 400 || !NUMERIC.test(text)) return Number.NaN;
  const number = Number(text);
  return Number.isFinite(number) ? number : Number.NaN;
}
