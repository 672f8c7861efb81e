import { parseRuleString } from "./parse-rule-string.ts";
import { RULES, RULE_NAMES, isRuleName } from "./registry.ts";
import { RuleError } from "./rule-error.ts";
import type { CompiledRule } from "./rule.ts";

/** The rule `name` with its string arguments, for `field`. Throws a `RuleError` for an unknown name or wrong arguments. */
export function compileRule(name: string, args: readonly string[], field: string): CompiledRule {
  if (!isRuleName(name)) throw new RuleError(field, name, `unknown rule; the rules are ${RULE_NAMES.join(", ")}`);
  return RULES[name].compile(name, args, field);
}

/**
 * The rules of a rule string (`required|length:5,10`) for `field`, in order. Throws a `RuleError`
 * naming the field and the fault for anything that would not run, so a bad rule string fails when
 * the form is built, never while a value is validated.
 */
export function compileRules(source: string, field: string): CompiledRule[] {
  return parseRuleString(source, field).map(({ name, args }) => compileRule(name, args, field));
}
