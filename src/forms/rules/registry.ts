import { characterRules } from "./characters.ts";
import { comparisonRules } from "./comparisons.ts";
import { containsRules } from "./contains.ts";
import { crossFieldRules } from "./cross-field.ts";
import { dateRules } from "./dates.ts";
import { formatRules } from "./formats.ts";
import { length } from "./length.ts";
import { numberRules } from "./numbers.ts";
import { presenceRules } from "./presence.ts";
import type { Rule } from "./rule.ts";

/**
 * Every rule by the name a rule string uses: FormKit's rule set with FormKit's names and
 * arguments, and its `date_after_or_equal`/`date_before_or_equal` for Squidex date bounds.
 */
export const RULES = {
  ...presenceRules,
  ...characterRules,
  ...containsRules,
  ...numberRules,
  length,
  ...comparisonRules,
  ...crossFieldRules,
  ...dateRules,
  ...formatRules,
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof RULES;

/** The rule names, sorted, for error messages and documentation. */
export const RULE_NAMES = (Object.keys(RULES) as RuleName[]).sort();

/** True for the name of a rule (own keys only: `constructor` is not a rule). */
export function isRuleName(name: string): name is RuleName {
  return Object.hasOwn(RULES, name);
}
