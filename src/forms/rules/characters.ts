import { SYMBOLS, charsetRule, patternRule } from "./pattern-rule.ts";

/**
 * Rules on the characters a value consists of. Each but `symbol` takes an optional character set:
 * `default` (letters of every script) or `latin` (a–z, A–Z). Spaces are the plain space only.
 */
export const characterRules = {
  /** Letters only. */
  alpha: charsetRule({ default: /^\p{L}+$/u, latin: /^[a-zA-Z]+$/ }, "form.rule.alpha"),
  /** Letters and spaces only. */
  alpha_spaces: charsetRule({ default: /^[\p{L} ]+$/u, latin: /^[a-zA-Z ]+$/ }, "form.rule.alphaSpaces"),
  /** Letters and the digits 0–9 only. */
  alphanumeric: charsetRule({ default: /^[\p{L}0-9]+$/u, latin: /^[a-zA-Z0-9]+$/ }, "form.rule.alphanumeric"),
  /** Lowercase letters only. */
  lowercase: charsetRule({ default: /^\p{Ll}+$/u, latin: /^[a-z]+$/ }, "form.rule.lowercase"),
  /** Uppercase letters only. */
  uppercase: charsetRule({ default: /^\p{Lu}+$/u, latin: /^[A-Z]+$/ }, "form.rule.uppercase"),
  /** Punctuation and symbols only. */
  symbol: patternRule(new RegExp(`^[${SYMBOLS}]+$`, "u"), "form.rule.symbol"),
};
