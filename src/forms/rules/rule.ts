import * as v from "valibot";
import type { Lang } from "../../i18n/locales.ts";
import { RuleError } from "./rule-error.ts";

/** What a rule reads besides the value while it runs. */
export interface RuleContext {
  /**
   * Another field's value of the same form: in the language being checked when that field is
   * localized, else its `iv` value; `undefined` when absent.
   */
  valueOf(field: string): unknown;
  /** "Now" in milliseconds since the epoch, for date rules without a date argument. */
  now: number;
}

/** What a rule's message may use. */
export interface MessageContext {
  /** The language of the message. */
  lang: Lang;
  /** The name of the field the rule runs on. */
  name: string;
  /** That field's label in `lang`. */
  label: string;
  /** The value that failed. */
  value: unknown;
  /** The label of another field of the form in `lang` (its name when it has none). */
  labelOf(field: string): string;
}

/** A rule as declared in its module: how its arguments parse, how it tests a value, what it says. */
export interface RuleDefinition<A> {
  /** Parses the rule's string arguments (`length:5,10` → `["5", "10"]`); an issue becomes a `RuleError`. */
  args: v.GenericSchema<readonly string[], A>;
  /** Runs on an empty value too (`required`, `accepted`, `require_one`); other rules pass it. */
  runsOnEmpty?: boolean;
  /** The other fields of the form the rule reads, so a model can check they exist. */
  reads?(args: A, field: string): string[];
  /** Builds the test once per field; it gets only non-empty values unless `runsOnEmpty`. */
  test(args: A, field: string): (value: unknown, context: RuleContext) => boolean;
  /** The message when the test fails, from the `form.*` translation entries. */
  message(args: A, context: MessageContext): string;
}

/** A rule bound to its arguments and its field, ready to run. */
export interface CompiledRule {
  name: string;
  /** The string arguments it was built from. */
  args: readonly string[];
  runsOnEmpty: boolean;
  /** Other fields of the form it reads. */
  reads: readonly string[];
  /** True when `value` passes. Never throws for the values its field's kind admits. */
  test(value: unknown, context: RuleContext): boolean;
  message(context: MessageContext): string;
}

/** A rule of the registry: builds a `CompiledRule` or throws a `RuleError`. */
export interface Rule {
  compile(name: string, args: readonly string[], field: string): CompiledRule;
}

/** "argument 2: expected a number" lines out of the issues of an argument schema. */
function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const index = issue.path?.[0]?.key;
      return typeof index === "number" ? `argument ${index + 1}: ${issue.message}` : issue.message;
    })
    .join("; ");
}

/** Wraps a definition so the registry can hold rules of different argument types. */
export function defineRule<A>(definition: RuleDefinition<A>): Rule {
  return {
    compile(name, args, field) {
      const parsed = v.safeParse(definition.args, args, { abortPipeEarly: true });
      if (!parsed.success) throw new RuleError(field, name, describeIssues(parsed.issues));
      const typed = parsed.output;
      return {
        name,
        args: [...args],
        runsOnEmpty: definition.runsOnEmpty ?? false,
        reads: definition.reads?.(typed, field) ?? [],
        test: definition.test(typed, field),
        message: (context) => definition.message(typed, context),
      };
    },
  };
}
