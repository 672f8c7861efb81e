/**
 * A value as the text rules read it: a string as it is (NFC-normalised, so a decomposed "ä" is one
 * letter), a finite number in its JavaScript notation, anything else `undefined` (the rule fails).
 */
export function asText(value: unknown): string | undefined {
  if (typeof value === "string") return value.normalize("NFC");
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}
