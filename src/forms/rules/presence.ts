import { say } from "../messages/format.ts";
import { noArgs, optionalChoice } from "./args.ts";
import { isEmpty } from "./empty.ts";
import { defineRule } from "./rule.ts";

/** What `accepted` takes for yes (FormKit's list). */
const ACCEPTED: ReadonlySet<unknown> = new Set<unknown>([true, "true", "yes", "on", "1", 1]);

/** Rules about a value being there at all; both run on empty values. */
export const presenceRules = {
  /**
   * The value is not empty (`""`, `[]`, `{}`, `null`, missing). `required:trim` also refuses text of
   * spaces only. `false` and `0` are values: a checkbox that must be ticked takes `accepted`.
   */
  required: defineRule({
    args: optionalChoice(["default", "trim"]),
    runsOnEmpty: true,
    test: (mode) => (value) => (mode === "trim" && typeof value === "string" ? value.trim() !== "" : !isEmpty(value)),
    message: (_, context) => say(context, "form.rule.required"),
  }),

  /** The value says yes: `true`, `"true"`, `"yes"`, `"on"`, `"1"` or `1` (terms to accept). */
  accepted: defineRule({
    args: noArgs,
    runsOnEmpty: true,
    test: () => (value) => ACCEPTED.has(value),
    message: (_, context) => say(context, "form.rule.accepted"),
  }),
};
