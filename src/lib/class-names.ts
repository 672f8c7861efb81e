/** Joins class names (or other parts joined by spaces: ids, sentences of a description), leaving out empty and false parts. */
export function cx(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(" ");
}
