/**
 * The previous and next entries of `list` around `index`, wrapping around at both ends (the
 * first entry's previous is the last, the last entry's next is the first). Undefined when the
 * list has fewer than two entries or `index` is out of range.
 */
export function neighbours<T>(list: readonly T[], index: number): { prev: T; next: T } | undefined {
  if (list.length < 2 || !Number.isInteger(index) || index < 0 || index >= list.length) return undefined;
  return { prev: list[(index - 1 + list.length) % list.length]!, next: list[(index + 1) % list.length]! };
}
