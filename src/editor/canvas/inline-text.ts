import type { Lang } from "../../i18n/locales.ts";
import { inSentence } from "../../i18n/in-sentence.ts";
import { t } from "../../i18n/t.ts";
import type { Fields } from "../../lib/content/model.ts";

const LINE_BREAKS = /[\r\n\t\u2028\u2029]+/gu;

/**
 * Text as a single-line field stores it: line breaks and tabs (from typing or pasting) become one
 * space each run, and the text is cut to `maxLength` UTF-16 units (what the content service counts)
 * without splitting a surrogate pair.
 */
export function singleLine(raw: string, maxLength?: number): string {
  const text = raw.replace(LINE_BREAKS, " ");
  if (maxLength === undefined || text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  return /[\uD800-\uDBFF]$/u.test(cut) ? cut.slice(0, -1) : cut;
}

/** The stored text of one partition (`de`, `en` or `iv`) of a field; `""` when absent or not text. */
export function partText(fields: Fields | undefined, name: string, part: string): string {
  const value = fields?.[name]?.[part];
  return typeof value === "string" ? value : "";
}

/**
 * The `update-fields` changes that set partition `part` of field `name` to `text`, keeping the
 * other partitions. Empty text removes the partition, so a cleared English text falls back to the
 * German one again (as the content service's language fallback does) instead of showing nothing.
 */
export function partChange(fields: Fields | undefined, name: string, part: string, text: string): Partial<Fields> {
  const { [part]: _old, ...others } = fields?.[name] ?? {};
  return { [name]: text === "" ? others : { ...others, [part]: text } };
}

/** What a key does while a single-line text is being edited in place. */
export type InlineKeyAction = "commit" | "revert" | undefined;

/** Enter (without composing text) ends editing and keeps the text; Escape ends it and brings back the text it started with. */
export function inlineKeyAction(event: Pick<KeyboardEvent, "key" | "isComposing">): InlineKeyAction {
  if (event.isComposing) return undefined;
  if (event.key === "Enter") return "commit";
  if (event.key === "Escape") return "revert";
  return undefined;
}

/** The accessible name of a text edited in place, from its field's or block's label: "Überschrift bearbeiten", "Edit heading". */
export function inlineLabel(lang: Lang, name: string): string {
  return t(lang, "builder.inline.edit", { field: inSentence(lang, name) });
}
