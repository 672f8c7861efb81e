import type { Lang } from "../../i18n/locales.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";

const MAX = 40;

/** Plain text of a field value: tags and runs of white space go (rich text holds HTML). */
const plain = (value: string) =>
  value
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * A short text that tells a block from others of its type: its first non-empty text field in
 * `lang` (else in German, else any invariant text), without markup, cut at 40 characters with
 * "…"; `""` for a block without text.
 */
export function blockCaption(block: BlockInstance, lang: Lang): string {
  for (const value of Object.values(block.fields)) {
    if (typeof value !== "object" || value === null) continue;
    const partitions = value as Record<string, unknown>;
    const text = [partitions[lang], partitions.de, partitions.iv].find(
      (candidate): candidate is string => typeof candidate === "string" && plain(candidate) !== "",
    );
    if (text === undefined) continue;
    const words = plain(text);
    return words.length > MAX
      ? `${[...words]
          .slice(0, MAX - 1)
          .join("")
          .trimEnd()}…`
      : words;
  }
  return "";
}
