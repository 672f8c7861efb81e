import * as v from "valibot";
import { FIELD_NAME } from "../constants.ts";
import { parseInstant } from "../../base/instant.ts";

/**
 * Valibot schemas for the string arguments of rules (`length:5,10` → `["5", "10"]`). Their issue
 * messages finish the sentence "Field "x", rule "y": …", so they say what was expected and what came.
 */

const strings = v.array(v.string());
const got = (issue: v.BaseIssue<unknown>) => `got "${String(issue.input)}"`;

/** A rule without arguments. */
export const noArgs = v.pipe(
  strings,
  v.length(0, "takes no arguments"),
  v.transform((): undefined => undefined),
);

/** A number such as `5`, `-2` or `0.5`. */
export const numberArg = v.pipe(
  v.string(),
  v.regex(/^-?\d{1,15}(\.\d{1,15})?$/, (issue) => `expected a number such as 5 or -2.5, ${got(issue)}`),
  v.transform(Number),
);

/** A whole number of at least 0. */
export const countArg = v.pipe(
  v.string(),
  v.regex(/^\d{1,15}$/, (issue) => `expected a whole number of at least 0, ${got(issue)}`),
  v.transform(Number),
);

/** An ISO 8601 date or date-time (UTC unless it has an offset), as milliseconds since the epoch. */
export const dateArg = v.pipe(
  v.string(),
  v.check(
    (text) => !Number.isNaN(parseInstant(text)),
    (issue) => `expected a date such as 2025-01-31, ${got(issue)}`,
  ),
  v.transform(parseInstant),
);

/** The name of another field of the form (Squidex field names: letters, digits, dashes). */
export const fieldArg = v.pipe(
  v.string(),
  v.regex(FIELD_NAME, (issue) => `expected a field name, ${got(issue)}`),
);

/** A schema for one string argument with output `T`. */
type Arg<T> = v.GenericSchema<string, T>;

/** Exactly two arguments, each parsed with `item` (`between:1,10`). */
export function pairOf<T>(item: Arg<T>, expects: string): v.GenericSchema<readonly string[], [T, T]> {
  const loose: Arg<unknown> = item;
  return v.pipe(
    strings,
    v.length(2, `takes ${expects}`),
    v.array(loose),
    v.transform((list): [unknown, unknown] => [list[0], list[1]]),
  ) as v.GenericSchema<readonly string[], [T, T]>;
}

/** One or more arguments, each parsed with `item`. */
export function oneOrMore<T>(item: Arg<T>, expects: string): v.GenericSchema<readonly string[], T[]> {
  const loose: Arg<unknown> = item;
  return v.pipe(strings, v.minLength(1, `takes ${expects}`), v.array(loose)) as v.GenericSchema<readonly string[], T[]>;
}

/** No argument (then `fallback`) or one, parsed with `item`. */
export function optionalOne<T, const F>(item: Arg<T>, fallback: F, expects: string): v.GenericSchema<readonly string[], T | F> {
  const loose: Arg<unknown> = item;
  return v.pipe(
    strings,
    v.maxLength(1, `takes at most one argument: ${expects}`),
    v.transform((args): string | undefined => args[0]),
    v.optional(loose),
    v.transform((value) => (value === undefined ? fallback : value)),
  ) as v.GenericSchema<readonly string[], T | F>;
}

/** No argument (then the first of `choices`) or one of `choices`. */
export function optionalChoice<const C extends readonly [string, ...string[]]>(choices: C): v.GenericSchema<readonly string[], C[number]> {
  const expects = choices.join(" or ");
  return optionalOne(
    v.picklist(choices, (issue) => `expected ${expects}, ${got(issue)}`),
    choices[0],
    expects,
  );
}
