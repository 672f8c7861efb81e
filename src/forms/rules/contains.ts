import { SYMBOLS, charsetRule, patternRule } from "./pattern-rule.ts";

/**
 * Rules that a value contains at least one character of a kind (password strength, mostly). The letter
 * rules take the optional character set of `alpha` (`default` or `latin`).
 */
export const containsRules = {
  contains_alpha: charsetRule({ default: /\p{L}/u, latin: /[a-zA-Z]/ }, "form.rule.containsAlpha"),
  contains_alpha_spaces: charsetRule({ default: /[\p{L} ]/u, latin: /[a-zA-Z ]/ }, "form.rule.containsAlphaSpaces"),
  contains_alphanumeric: charsetRule({ default: /[\p{L}0-9]/u, latin: /[a-zA-Z0-9]/ }, "form.rule.containsAlphanumeric"),
  contains_lowercase: charsetRule({ default: /\p{Ll}/u, latin: /[a-z]/ }, "form.rule.containsLowercase"),
  contains_uppercase: charsetRule({ default: /\p{Lu}/u, latin: /[A-Z]/ }, "form.rule.containsUppercase"),
  contains_numeric: patternRule(/[0-9]/, "form.rule.containsNumeric"),
  contains_symbol: patternRule(new RegExp(`[${SYMBOLS}]`, "u"), "form.rule.containsSymbol"),
};
