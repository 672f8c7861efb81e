import type { Lang } from "../../i18n/locales.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import type { BlockRules } from "../rules.ts";

const MAX = 40;

/** The block's first text in `lang` (a language-partitioned field; HTML tags removed), shortened to 40 characters; empty when it has none. */
function firstText(block: BlockInstance, lang: Lang): string {
  for (const value of Object.values(block.fields)) {
    const raw = value?.[lang];
    if (typeof raw !== "string") continue;
    const plain = raw
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (plain) return plain.length > MAX ? `${plain.slice(0, MAX - 1).trimEnd()}…` : plain;
  }
  return "";
}

/**
 * A block's name for lists where several blocks of one type stand together: its type's label and,
 * when it has one, the start of its text in `lang` ("Überschrift: Willkommen bei uns"); invariant
 * values (option keys like `h2`, links) are not text and are skipped.
 */
export function blockSummary(block: BlockInstance, lang: Lang, rules: BlockRules): string {
  const label = rules.label(block.schemaName, lang);
  const text = firstText(block, lang);
  return text ? `${label}: ${text}` : label;
}
