/** One class token: class-name characters only, so content cannot inject CSS or markup. */
const CLASS_TOKEN = /^[a-z0-9:_\-/.[\]#%]+$/i;
/** Longest class list a text style may carry. */
export const MAX_CLASS_LENGTH = 512;

export interface FilteredClasses {
  /** The accepted classes, space separated. */
  classes: string;
  /** Tokens refused (bad characters, or past the length limit). */
  dropped: string[];
}

/**
 * Splits a `twclasses` value into class tokens and keeps those made of class-name characters, up
 * to 512 characters in total; everything else is returned in `dropped` for a build warning.
 */
export function filterClasses(value: unknown): FilteredClasses {
  if (typeof value !== "string") return { classes: "", dropped: value == null ? [] : [String(value)] };
  const kept: string[] = [];
  const dropped: string[] = [];
  let length = 0;
  for (const token of value.split(/\s+/)) {
    if (token === "") continue;
    if (!CLASS_TOKEN.test(token)) {
      dropped.push(token);
      continue;
    }
    const next = length + (kept.length ? 1 : 0) + token.length;
    if (next > MAX_CLASS_LENGTH) {
      dropped.push(token);
      continue;
    }
    kept.push(token);
    length = next;
  }
  return { classes: kept.join(" "), dropped };
}
