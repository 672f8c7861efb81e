import { isEmpty } from "./empty.ts";
import type { CompiledRule, RuleContext } from "./rule.ts";

/**
 * The first rule `value` fails, in declared order, or `undefined`. As in FormKit, later rules do
 * not run once one fails, and an empty value skips every rule but those that run on empty values.
 */
export function firstFailure(rules: readonly CompiledRule[], value: unknown, context: RuleContext): CompiledRule | undefined {
  const empty = isEmpty(value);
  return rules.find((rule) => (rule.runsOnEmpty || !empty) && !rule.test(value, context));
}
