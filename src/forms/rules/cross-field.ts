import { listOr, say } from "../messages/format.ts";
import { fieldArg, oneOrMore, optionalOne } from "./args.ts";
import { isEmpty } from "./empty.ts";
import { defineRule } from "./rule.ts";

const CONFIRM_SUFFIX = /(?:[-_]confirm(?:ed)?|Confirm(?:ed)?)$/;

/**
 * The field `confirm` compares with: its argument, else the field's own name without a confirm
 * suffix (`password-confirm` → `password`), else the name with `-confirm` added (`email` →
 * `email-confirm`). FormKit uses `_confirm`; Squidex field names have no underscores.
 */
function partner(other: string | undefined, field: string): string {
  if (other) return other;
  return CONFIRM_SUFFIX.test(field) ? field.replace(CONFIRM_SUFFIX, "") : `${field}-confirm`;
}

/** Same value: identical, or primitives with the same text (`5` and `"5"`). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const primitive = (x: unknown) => typeof x === "string" || typeof x === "number" || typeof x === "boolean";
  return primitive(a) && primitive(b) && String(a) === String(b);
}

/** Rules that read other fields of the same form. */
export const crossFieldRules = {
  /** The value equals another field's value (password repeated); `confirm:password` names that field. */
  confirm: defineRule({
    args: optionalOne(fieldArg, undefined, "the name of the field to compare with"),
    reads: (other, field) => [partner(other, field)],
    test: (other, field) => {
      const name = partner(other, field);
      return (value, context) => same(value, context.valueOf(name));
    },
    message: (other, context) => say(context, "form.rule.confirm", { other: context.labelOf(partner(other, context.name)) }),
  }),

  /** This field or one of the named fields has a value (`require_one:phone,email` on `name`). Runs on empty values. */
  require_one: defineRule({
    args: oneOrMore(fieldArg, "the names of the other fields, one or more"),
    runsOnEmpty: true,
    reads: (others) => others,
    test: (others) => (value, context) => !isEmpty(value) || others.some((name) => !isEmpty(context.valueOf(name))),
    message: (others, context) => say(context, "form.rule.requireOne", { list: listOr(context.lang, [context.label, ...others.map(context.labelOf)]) }),
  }),
};
