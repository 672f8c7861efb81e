import type { FormField } from "../../../forms/index.ts";

/**
 * How many items a list field may hold: the `max` rule its `maxItems` became (`buildFormModel`
 * turns Squidex `maxItems` into `max:<n>`), `undefined` when there is no limit.
 */
export function maxItemsOf(field: Pick<FormField, "rules">): number | undefined {
  const rule = field.rules.find((candidate) => candidate.name === "max");
  const max = rule ? Number(rule.args[0]) : Number.NaN;
  return Number.isInteger(max) && max > 0 ? max : undefined;
}
