const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Validates a CSS hex colour (spec §5): `#` and 3 or 6 hex digits. Returns the normalised
 * `#rrggbb` (lower case, short form expanded); anything else throws `Error("Bad Hex")`.
 */
export function parseHex(value: unknown): string {
  if (typeof value !== "string") throw new Error("Bad Hex");
  const trimmed = value.trim();
  const match = HEX.exec(trimmed);
  if (!match) throw new Error("Bad Hex");
  const digits = match[1]!.toLowerCase();
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  return `#${full}`;
}

/** `parseHex` that returns undefined instead of throwing. */
export function safeHex(value: unknown): string | undefined {
  try {
    return parseHex(value);
  } catch {
    return undefined;
  }
}
