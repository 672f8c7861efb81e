import type { Lang } from "./locales.ts";

/**
 * A field's or block's label as a word inside a sentence: English labels are capitalised like
 * titles ("Text style"), in a sentence they are not ("Choose text style …"), unless the word is
 * an abbreviation ("SEO title"). German nouns keep their capital.
 */
export function inSentence(lang: Lang, label: string): string {
  if (lang === "de" || /^.\p{Lu}/u.test(label)) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}
