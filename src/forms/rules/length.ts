import * as v from "valibot";
import { countOf, formatNumber, say } from "../messages/format.ts";
import { countArg } from "./args.ts";
import { defineRule, type MessageContext } from "./rule.ts";

/**
 * The length `length` measures: characters (Unicode code points, as the content service counts
 * them, so an emoji is one) of text, entries of a list, keys of an object; `undefined` otherwise.
 */
function lengthOf(value: unknown): number | undefined {
  if (typeof value === "string") {
    let count = 0;
    for (const _ of value) count++;
    return count;
  }
  if (Array.isArray(value)) return value.length;
  if (typeof value === "object" && value !== null) return Object.keys(value).length;
  return undefined;
}

/** `length:min` or `length:min,max`, in either order; the upper bound is open when absent. */
const bounds = v.pipe(
  v.array(v.string()),
  v.minLength(1, "takes one or two whole numbers: the minimum length and optionally the maximum"),
  v.maxLength(2, "takes one or two whole numbers: the minimum length and optionally the maximum"),
  v.array(countArg),
  v.transform(([a = 0, b = Number.POSITIVE_INFINITY]) => (a <= b ? { min: a, max: b } : { min: b, max: a })),
);

/** The between-, minimum-, maximum- or exact-message, in characters or, for lists, entries. */
function message({ min, max }: { min: number; max: number }, context: MessageContext): string {
  const { lang } = context;
  const text = typeof context.value === "string";
  const unit = text ? "characters" : "entries";
  if (min === max) return say(context, text ? "form.rule.lengthExact" : "form.rule.entriesExact", { [unit]: countOf(lang, unit, min) });
  if (max === Number.POSITIVE_INFINITY) return say(context, text ? "form.rule.lengthMin" : "form.rule.entriesMin", { [unit]: countOf(lang, unit, min) });
  if (min === 0) return say(context, text ? "form.rule.lengthMax" : "form.rule.entriesMax", { [unit]: countOf(lang, unit, max) });
  return say(context, text ? "form.rule.lengthBetween" : "form.rule.entriesBetween", { min: formatNumber(lang, min), max: formatNumber(lang, max) });
}

/**
 * The value's length lies within the bounds (both included): `length:5` at least 5, `length:0,160`
 * at most 160, `length:5,10` between. Squidex `minLength`/`maxLength` become this rule.
 */
export const length = defineRule({
  args: bounds,
  test:
    ({ min, max }) =>
    (value) => {
      const size = lengthOf(value);
      return size !== undefined && size >= min && size <= max;
    },
  message,
});
