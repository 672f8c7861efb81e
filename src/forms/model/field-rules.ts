import { RULE_TAG } from "../../lib/content/tags.ts";
import { compileRule, compileRules } from "../rules/compile-rules.ts";
import { RuleError } from "../rules/rule-error.ts";
import type { CompiledRule } from "../rules/rule.ts";
import type { FormFieldJson } from "./field-json.ts";
import type { FieldKind } from "./field-kind.ts";

/** Squidex field types whose value is a list with `minItems`/`maxItems`. */
const LISTS: ReadonlySet<string> = new Set(["References", "Assets", "Tags", "Components", "Array"]);

type Call = [rule: string, args: (string | number)[]];

/** `[min]`, `[0, max]` or `[min, max]` for `length`, or nothing when neither bound says anything. */
function lengthArgs(min: number | null | undefined, max: number | null | undefined): Call[] {
  if (max != null) return [["length", [min ?? 0, max]]];
  return min ? [["length", [min]]] : [];
}

/** The rules a field's Squidex properties imply, in the order they run. */
function propertyCalls(field: FormFieldJson, kind: FieldKind): Call[] {
  const p = field.properties;
  const calls: Call[] = [];
  if (p.isRequired) calls.push(["required", []]);
  if (kind === "email") calls.push(["email", []]);
  if ((p.fieldType === "String" || p.fieldType === "Number") && p.allowedValues?.length) calls.push(["is", p.allowedValues]);
  if (p.fieldType === "String") calls.push(...lengthArgs(p.minLength, p.maxLength));
  if (p.fieldType === "Number") {
    const min = typeof p.minValue === "number" ? p.minValue : undefined;
    const max = typeof p.maxValue === "number" ? p.maxValue : undefined;
    if (min !== undefined && max !== undefined) calls.push(["between", [min, max]]);
    else if (min !== undefined) calls.push(["min", [min]]);
    else if (max !== undefined) calls.push(["max", [max]]);
  }
  if (p.fieldType === "DateTime") {
    if (typeof p.minValue === "string" && typeof p.maxValue === "string") calls.push(["date_between", [p.minValue, p.maxValue]]);
    else if (typeof p.minValue === "string") calls.push(["date_after_or_equal", [p.minValue]]);
    else if (typeof p.maxValue === "string") calls.push(["date_before_or_equal", [p.maxValue]]);
  }
  if (LISTS.has(p.fieldType)) {
    if (p.minItems) calls.push(["min", [p.minItems]]);
    if (p.maxItems != null) calls.push(["max", [p.maxItems]]);
  }
  return calls;
}

/** The String field's `pattern` as a `matches` rule saying its `patternMessage`, if it has one that compiles. */
function patternRule(field: FormFieldJson): CompiledRule | undefined {
  const { fieldType, pattern, patternMessage } = field.properties;
  if (fieldType !== "String" || !pattern) return undefined;
  try {
    const rule = compileRule("matches", [`/${pattern}/`], field.name);
    return patternMessage ? { ...rule, message: () => patternMessage } : rule;
  } catch (error) {
    // The content service ignores a pattern it cannot compile (as Squidex does); so does the form.
    if (error instanceof RuleError) return undefined;
    throw error;
  }
}

/**
 * The rules of a field, in the order they run:
 * - from its Squidex properties: `isRequired` → `required`; the `email` kind → `email`; `allowedValues`
 *   → `is`; String `minLength`/`maxLength` → `length` (between-, minimum- or maximum-message); Number
 *   `minValue`/`maxValue` → `between`, `min` or `max`; DateTime bounds → `date_between`,
 *   `date_after_or_equal` or `date_before_or_equal`; `minItems`/`maxItems` of lists → `min`/`max`
 *   (entries); String `pattern` → `matches`, saying `patternMessage` when there is one;
 * - then from each tag `rule:<rule string>`, e.g. `rule:alpha_spaces|not:Admin`. Squidex drops field
 *   properties it does not know but keeps tags, so extra rules travel as tags.
 *
 * A rule that would not build throws a `RuleError` naming the field. A rule given twice runs once.
 */
export function fieldRules(field: FormFieldJson, kind: FieldKind): CompiledRule[] {
  const rules = propertyCalls(field, kind).map(([rule, args]) => compileRule(rule, args.map(String), field.name));
  const pattern = patternRule(field);
  if (pattern) rules.push(pattern);
  for (const tag of field.properties.tags ?? []) {
    if (tag.startsWith(RULE_TAG)) rules.push(...compileRules(tag.slice(RULE_TAG.length), field.name));
  }
  const seen = new Set<string>();
  return rules.filter((rule) => {
    const key = JSON.stringify([rule.name, rule.args]);
    return !seen.has(key) && Boolean(seen.add(key));
  });
}
