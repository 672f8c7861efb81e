import type { Lang } from "../../i18n/locales.ts";

/** What a check found: an `error` blocks publishing, a `hint` is advice. */
export type CheckLevel = "error" | "hint";

/**
 * Which check found it: `field` (a field's validation rule), `heading-order`, `alt-text`,
 * `contrast`, `title-length`, `description-length`.
 */
export type CheckCode = "field" | "heading-order" | "alt-text" | "contrast" | "title-length" | "description-length";

/** One finding of the page checks, with its message in the builder's language. */
export interface Check {
  level: CheckLevel;
  code: CheckCode;
  /** The content language it concerns; undefined when it concerns every language (an `iv` field, a colour). */
  lang?: Lang;
  /** The block it is about; undefined for the page itself (title, description). */
  blockId?: string;
  /** The field path (`text.en`, `pathOf`) the entry jumps to, when there is one. */
  path?: string;
  /** The label of the field, in the builder's language (field errors). */
  fieldLabel?: string;
  /** What is wrong and, where it helps, what to do (in the builder's language). */
  message: string;
}
