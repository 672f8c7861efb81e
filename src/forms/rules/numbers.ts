import { countOf, formatNumber, say } from "../messages/format.ts";
import { pairOf, noArgs, numberArg, optionalOne } from "./args.ts";
import { defineRule } from "./rule.ts";
import { toNumber } from "./to-number.ts";

/** The number `min`/`max` compare: a list's entry count, else the value as a number. */
const measure = (value: unknown) => (Array.isArray(value) ? value.length : toNumber(value));

/** Rules on numbers; `min` and `max` count a list's entries (Squidex `minItems`/`maxItems`). */
export const numberRules = {
  /** The value is a number, or text in number notation (`-2.5`, `1e3`). */
  number: defineRule({
    args: noArgs,
    test: () => (value) => !Number.isNaN(toNumber(value)),
    message: (_, context) => say(context, "form.rule.number"),
  }),

  /** At least the argument (default 1); a list has at least that many entries. */
  min: defineRule({
    args: optionalOne(numberArg, 1, "the minimum"),
    test: (min) => (value) => measure(value) >= min,
    message: (min, context) =>
      Array.isArray(context.value)
        ? say(context, "form.rule.entriesMin", { entries: countOf(context.lang, "entries", min) })
        : say(context, "form.rule.min", { n: formatNumber(context.lang, min) }),
  }),

  /** At most the argument (default 10); a list has at most that many entries. */
  max: defineRule({
    args: optionalOne(numberArg, 10, "the maximum"),
    test: (max) => (value) => measure(value) <= max,
    message: (max, context) =>
      Array.isArray(context.value)
        ? say(context, "form.rule.entriesMax", { entries: countOf(context.lang, "entries", max) })
        : say(context, "form.rule.max", { n: formatNumber(context.lang, max) }),
  }),

  /** A number between the two arguments, both included, in either order (`between:1,10`). */
  between: defineRule({
    args: pairOf(numberArg, "two numbers, the lower and the upper bound"),
    test: ([a, b]) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      return (value) => {
        const number = toNumber(value);
        return number >= low && number <= high;
      };
    },
    message: ([a, b], context) =>
      say(context, "form.rule.between", { min: formatNumber(context.lang, Math.min(a, b)), max: formatNumber(context.lang, Math.max(a, b)) }),
  }),
};
