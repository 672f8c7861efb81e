import type { Fields } from "../lib/content/model.ts";
import type { EditorAction } from "./actions.ts";

/**
 * The key under which consecutive repeats of an action merge into one undo step, or undefined
 * when every such action is a step of its own. Field edits merge when they touch the same fields
 * of the same block (typing into one input).
 */
export function coalesceKey(action: EditorAction): string | undefined {
  if (action.type !== "update-fields") return undefined;
  return JSON.stringify([action.id, Object.keys(action.changes).sort()]);
}

const ENDS_WITH_SPACE = /\s$/u;

/** Each language's (or `iv`'s) string value of a field. */
function texts(value: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (value && typeof value === "object") for (const [key, inner] of Object.entries(value)) if (typeof inner === "string") out.set(key, inner);
  return out;
}

/**
 * Whether a field edit completes a word: in some language a text value grew and now ends in
 * whitespace where it did not before. Such an edit still joins the step being typed, and the
 * next edit starts a new one, so undo takes back a word at a time, not a character or a paragraph.
 */
export function completesWord(before: Fields, changes: Partial<Fields>): boolean {
  for (const [name, value] of Object.entries(changes)) {
    const old = texts(before[name]);
    for (const [key, text] of texts(value)) {
      const was = old.get(key) ?? "";
      if (text.length > was.length && ENDS_WITH_SPACE.test(text) && !ENDS_WITH_SPACE.test(was) && was !== "") return true;
    }
  }
  return false;
}
