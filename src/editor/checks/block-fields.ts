import type { FormField } from "../../forms/index.ts";
import { localized } from "../../lib/content/localized.ts";
import type { Lang } from "../../i18n/locales.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import type { BlockForms } from "./block-forms.ts";

/** The first field of `block`'s type carrying `tag` (`view:heading`, `view:alt` …). */
export function fieldTagged(block: BlockInstance, forms: BlockForms, tag: string): FormField | undefined {
  return forms(block.schemaName)?.fields.find((field) => field.tags.includes(tag));
}

/** Every field of `block`'s type carrying `tag`. */
export function fieldsTagged(block: BlockInstance, forms: BlockForms, tag: string): FormField[] {
  return forms(block.schemaName)?.fields.filter((field) => field.tags.includes(tag)) ?? [];
}

/** A text field as a visitor in `lang` reads it (with the language fallback), `""` when it is no text. */
export function textIn(block: BlockInstance, name: string, lang: Lang): string {
  const value = localized(block.fields, name, lang);
  return typeof value === "string" ? value : "";
}

/** The shown blocks of a tree in page order (a hidden block hides what it holds). */
export function* shownBlocks(tree: readonly BlockInstance[]): Generator<BlockInstance> {
  for (const block of tree) {
    if (block.active === false) continue;
    yield block;
    if (block.children) yield* shownBlocks(block.children);
  }
}
