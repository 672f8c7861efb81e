import * as v from "valibot";
import type { UiKey } from "../../i18n/t.ts";
import { t } from "../../i18n/t.ts";
import { formatDate, say } from "../messages/format.ts";
import { dateArg, pairOf, optionalOne } from "./args.ts";
import { compileDateFormat } from "./date-format.ts";
import { parseInstant } from "../../base/instant.ts";
import { defineRule, type MessageContext, type Rule } from "./rule.ts";

/** A value as the date rules read it: an ISO 8601 date or date-time (UTC unless it has an offset), else `NaN`. */
const instantOf = (value: unknown) => (typeof value === "string" ? parseInstant(value) : Number.NaN);

/**
 * A rule comparing the value's date with its argument, or with now when it has none; `keys` are
 * the messages with a date and without.
 */
function comparison(passes: (value: number, bound: number) => boolean, keys: { date: UiKey; now: UiKey }): Rule {
  return defineRule({
    args: optionalOne(dateArg, undefined, "a date such as 2025-01-31"),
    test: (date) => (value, context) => passes(instantOf(value), date ?? context.now),
    message: (date, context) => (date === undefined ? say(context, keys.now) : say(context, keys.date, { date: formatDate(context.lang, date) })),
  });
}

/** A date format argument: the format as written and its test. */
const formatArg = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const test = compileDateFormat(dataset.value);
    if (test) return { format: dataset.value, test };
    addIssue({ message: `expected a date format of YYYY, YY, MM, M, DD and D with separators, got "${dataset.value}"` });
    return NEVER;
  }),
);

/** The format as the reader of `context.lang` writes its letters (TT.MM.JJJJ for DD.MM.YYYY in German). */
function localFormat(format: string, context: MessageContext): string {
  const [year = "Y", month = "M", day = "D"] = t(context.lang, "form.dateParts");
  return format.replace(/[YMD]/g, (letter) => (letter === "Y" ? year : letter === "M" ? month : day));
}

/**
 * Rules on dates. Values and arguments are ISO 8601 dates or date-times (`2025-01-31`,
 * `2025-01-31T09:00:00Z`), read as UTC unless they carry an offset, so browser and server agree.
 * Without an argument, the comparisons take the moment of validation.
 */
export const dateRules = {
  /** Later than the argument (or now). */
  date_after: comparison((value, bound) => value > bound, { date: "form.rule.dateAfter", now: "form.rule.dateAfterNow" }),
  /** The argument (or now) or later; Squidex `minValue` of a DateTime field. */
  date_after_or_equal: comparison((value, bound) => value >= bound, { date: "form.rule.dateAfterOrEqual", now: "form.rule.dateAfterOrEqualNow" }),
  /** Earlier than the argument (or now). */
  date_before: comparison((value, bound) => value < bound, { date: "form.rule.dateBefore", now: "form.rule.dateBeforeNow" }),
  /** The argument (or now) or earlier; Squidex `maxValue` of a DateTime field. */
  date_before_or_equal: comparison((value, bound) => value <= bound, { date: "form.rule.dateBeforeOrEqual", now: "form.rule.dateBeforeOrEqualNow" }),

  /** Between the two argument dates, both included, in either order. */
  date_between: defineRule({
    args: pairOf(dateArg, "two dates, the first and the last allowed"),
    test: ([a, b]) => {
      const [first, last] = a <= b ? [a, b] : [b, a];
      return (value) => {
        const instant = instantOf(value);
        return instant >= first && instant <= last;
      };
    },
    message: ([a, b], context) =>
      say(context, "form.rule.dateBetween", { from: formatDate(context.lang, Math.min(a, b)), to: formatDate(context.lang, Math.max(a, b)) }),
  }),

  /** Written in the argument's format (`date_format:DD.MM.YYYY`); without one, any ISO 8601 date. */
  date_format: defineRule({
    args: optionalOne(formatArg, undefined, "a format such as DD.MM.YYYY"),
    test: (format) => (value) => typeof value === "string" && (format ? format.test(value) : !Number.isNaN(parseInstant(value))),
    message: (format, context) =>
      format ? say(context, "form.rule.dateFormat", { format: localFormat(format.format, context) }) : say(context, "form.rule.dateFormatAny"),
  }),
};
