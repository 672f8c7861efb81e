import type { UiKey } from "../../i18n/t.ts";
import { say } from "../messages/format.ts";
import { noArgs, optionalChoice } from "./args.ts";
import { asText } from "./as-text.ts";
import { defineRule, type Rule } from "./rule.ts";

/** Unicode punctuation and symbols (a regex class body): the ASCII ones FormKit counts, and also €, §, „ and the like. */
export const SYMBOLS = String.raw`\p{P}\p{S}`;

/** FormKit's character sets: `default` takes letters of every script (ä, ù, ś…), `latin` only a–z and A–Z. */
export type Charset = "default" | "latin";

/** A rule passing text that `pattern` matches; its message is `key`. */
export function patternRule(pattern: RegExp, key: UiKey): Rule {
  return defineRule({
    args: noArgs,
    test: () => (value) => {
      const text = asText(value);
      return text !== undefined && pattern.test(text);
    },
    message: (_, context) => say(context, key),
  });
}

/** A rule with an optional character-set argument (`alpha:latin`), one pattern per set. */
export function charsetRule(patterns: Record<Charset, RegExp>, key: UiKey): Rule {
  return defineRule({
    args: optionalChoice(["default", "latin"]),
    test: (charset) => {
      const pattern = patterns[charset];
      return (value) => {
        const text = asText(value);
        return text !== undefined && pattern.test(text);
      };
    },
    message: (_, context) => say(context, key),
  });
}
