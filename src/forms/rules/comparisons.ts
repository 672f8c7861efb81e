import * as v from "valibot";
import { listOr, say, shorten } from "../messages/format.ts";
import { asText } from "./as-text.ts";
import { oneOrMore } from "./args.ts";
import { defineRule } from "./rule.ts";

/** How many allowed values `is` lists in its message before it only says the value is not allowed. */
const LISTED_VALUES = 5;

/** The text `is` and `not` compare: strings, finite numbers and booleans as text; other values have none. */
const comparable = (value: unknown) => (typeof value === "boolean" ? String(value) : asText(value));

/** A `matches` argument: `/pattern/flags` is a regular expression (flags i, m, s, u), anything else text the value must equal. */
const patternArg = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }): RegExp | string => {
    const literal = /^\/(.+)\/([a-z]*)$/s.exec(dataset.value);
    if (!literal) return dataset.value;
    const [, body = "", flags = ""] = literal;
    // `g` and `y` would make `test` remember where it stopped, so the same value could pass and then fail.
    if (!/^[imsu]*$/.test(flags) || new Set(flags).size !== flags.length) {
      addIssue({ message: `a regular expression takes the flags i, m, s and u, each once, got "${flags}"` });
      return NEVER;
    }
    try {
      return new RegExp(body, flags);
    } catch (error) {
      addIssue({ message: `${dataset.value} is not a valid regular expression (${(error as Error).message})` });
      return NEVER;
    }
  }),
);

/** Rules comparing the value with the arguments. */
export const comparisonRules = {
  /** The value is one of the arguments (`is:small,medium,large`); Squidex `allowedValues` become this rule. */
  is: defineRule({
    args: oneOrMore(v.string(), "one or more allowed values"),
    test: (allowed) => {
      const set = new Set(allowed);
      return (value) => {
        const text = comparable(value);
        return text !== undefined && set.has(text);
      };
    },
    message: (allowed, context) =>
      allowed.length <= LISTED_VALUES ? say(context, "form.rule.is", { list: listOr(context.lang, allowed) }) : say(context, "form.rule.isAny"),
  }),

  /** The value is none of the arguments (`not:admin,root`). */
  not: defineRule({
    args: oneOrMore(v.string(), "one or more values that are not allowed"),
    test: (refused) => {
      const set = new Set(refused);
      return (value) => {
        const text = comparable(value);
        return text === undefined || !set.has(text);
      };
    },
    message: (_, context) => say(context, "form.rule.not", { value: shorten(context.value) }),
  }),

  /**
   * The value matches one of the arguments: `/^[a-z-]+$/` is a regular expression (in a rule string it
   * may contain `|`, `,` and `:`), other text must equal the value.
   */
  matches: defineRule({
    args: oneOrMore(patternArg, "one or more patterns such as /^[a-z]+$/ or values"),
    test: (patterns) => (value) => {
      const text = asText(value);
      return text !== undefined && patterns.some((pattern) => (typeof pattern === "string" ? pattern === text : pattern.test(text)));
    },
    message: (_, context) => say(context, "form.rule.matches"),
  }),

  /** Text that starts with one of the arguments (`starts_with:https://,/`). */
  starts_with: defineRule({
    args: oneOrMore(v.string(), "one or more beginnings"),
    test: (starts) => (value) => typeof value === "string" && starts.some((start) => value.startsWith(start)),
    message: (starts, context) => say(context, "form.rule.startsWith", { list: listOr(context.lang, starts) }),
  }),

  /** Text that ends with one of the arguments (`ends_with:.de,.at,.ch`). */
  ends_with: defineRule({
    args: oneOrMore(v.string(), "one or more endings"),
    test: (ends) => (value) => typeof value === "string" && ends.some((end) => value.endsWith(end)),
    message: (ends, context) => say(context, "form.rule.endsWith", { list: listOr(context.lang, ends) }),
  }),
};
