import type { Lang } from "../../../../src/i18n/locales.ts";
import { compileRules } from "../../../../src/forms/rules/compile-rules.ts";
import { firstFailure } from "../../../../src/forms/rules/run-rules.ts";

/** Fixed "now" of rule tests: 2025-06-15T12:00:00Z. */
export const NOW = Date.UTC(2025, 5, 15, 12);

interface Options {
  /** Other fields' values, by name. */
  values?: Record<string, unknown>;
  /** Labels of the field (`field`) and others; a field without one is labelled with its name. */
  labels?: Record<string, string>;
  lang?: Lang;
  /** The field the rules are declared on; `field` unless given. */
  field?: string;
}

/**
 * Runs the rules of `source` on `value` as a form would: the message of the first failing rule in
 * `lang` (English by default), or `undefined` when the value passes.
 */
export function check(source: string, value: unknown, options: Options = {}): string | undefined {
  const { values = {}, labels = {}, lang = "en", field = "field" } = options;
  const labelOf = (name: string) => labels[name] ?? name;
  const failed = firstFailure(compileRules(source, field), value, { now: NOW, valueOf: (name) => values[name] });
  return failed?.message({ lang, name: field, label: labelOf(field), value, labelOf });
}

/** True when `value` passes every rule of `source`. */
export function passes(source: string, value: unknown, options?: Options): boolean {
  return check(source, value, options) === undefined;
}
