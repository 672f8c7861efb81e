import type { Lang } from "../../i18n/locales.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import type { BlockRules } from "../rules.ts";

const MAX = 40;

/** The first text of a block in `lang` (HTML tags removed), shortened to about 40 characters; empty when it has none. */
function firstText(block: BlockInstance, lang: Lang): string {
  for (const value of Object.values(block.fields)) {
    const raw = value?.[lang] ?? value?.iv;
    if (typeof raw !== "string") continue;
    const plain = raw
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (plain && !/^[\w-]+$/.test(plain)) return plain.length > MAX ? `${plain.slice(0, MAX - 1).trimEnd()}…` : plain;
  }
  return "";
}

/**
 * A block's name for lists where several blocks of one type stand together: its type's label and,
 * when it has one, the start of its text ("Überschrift: Willkommen bei uns"). Single-word values
 * (option keys like `h2` or `md`) are not text and are skipped.
 */
export function blockSummary(block: BlockInstance, lang: Lang, rules: BlockRules): string {
  const label = rules.label(block.schemaName, lang);
  const text = firstText(block, lang);
  return text ? `${label}: ${text}` : label;
}
