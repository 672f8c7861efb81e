import { describe, expect, it } from "vitest";
import { compileRule, compileRules } from "./compile-rules.ts";
import { RULE_NAMES } from "./registry.ts";
import { RuleError } from "./rule-error.ts";

const compile = (source: string) => compileRules(source, "title");

describe("compileRules", () => {
  it("builds the rules of a string in order, with their arguments", () => {
    const rules = compile("required|length:5,10|matches:/^[a-z]+$/");
    expect(rules.map((rule) => [rule.name, rule.args])).toEqual([
      ["required", []],
      ["length", ["5", "10"]],
      ["matches", ["/^[a-z]+$/"]],
    ]);
    expect(rules.map((rule) => rule.runsOnEmpty)).toEqual([true, false, false]);
  });

  it("knows FormKit's whole rule set, by FormKit's names", () => {
    expect(RULE_NAMES).toEqual(
      [
        "accepted",
        "alpha",
        "alpha_spaces",
        "alphanumeric",
        "between",
        "confirm",
        "contains_alpha",
        "contains_alpha_spaces",
        "contains_alphanumeric",
        "contains_lowercase",
        "contains_numeric",
        "contains_symbol",
        "contains_uppercase",
        "date_after",
        "date_after_or_equal",
        "date_before",
        "date_before_or_equal",
        "date_between",
        "date_format",
        "email",
        "ends_with",
        "is",
        "length",
        "lowercase",
        "matches",
        "max",
        "min",
        "not",
        "number",
        "require_one",
        "required",
        "starts_with",
        "symbol",
        "uppercase",
        "url",
      ].sort(),
    );
  });

  it("refuses an unknown rule, listing the known ones", () => {
    expect(() => compile("required|reqired")).toThrow(RuleError);
    expect(() => compile("required|reqired")).toThrow(/Field "title", rule "reqired": unknown rule; the rules are accepted, alpha, /);
  });

  it("does not take Object's own properties for rules", () => {
    for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty"]) expect(() => compile(name)).toThrow(/unknown rule/);
  });

  it("does not take FormKit's rule hints", () => {
    expect(() => compile("*required")).toThrow(/unknown rule/);
    expect(() => compile("(200)length:5")).toThrow(/unknown rule/);
  });

  it.each([
    ["required:yes", /rule "required": expected default or trim, got "yes"/],
    ["required:trim,x", /takes at most one argument/],
    ["accepted:1", /takes no arguments/],
    ["email:strict", /takes no arguments/],
    ["number:1", /takes no arguments/],
    ["contains_numeric:latin", /takes no arguments/],
    ["alpha:greek", /expected default or latin, got "greek"/],
    ["contains_uppercase:latin,default", /at most one argument/],
    ["length", /takes one or two whole numbers/],
    ["length:1,2,3", /takes one or two whole numbers/],
    ["length:a", /argument 1: expected a whole number of at least 0, got "a"/],
    ["length:5,-1", /argument 2: expected a whole number/],
    ["length:2.5", /expected a whole number/],
    ["min:x", /rule "min": expected a number such as 5 or -2.5, got "x"/],
    ["max:1,2", /at most one argument: the maximum/],
    ["between:1", /takes two numbers, the lower and the upper bound/],
    ["between:1,b", /argument 2: expected a number/],
    ["between:1e3,5", /argument 1: expected a number/],
    ["is", /takes one or more allowed values/],
    ["not", /takes one or more values/],
    ["starts_with", /takes one or more beginnings/],
    ["ends_with", /takes one or more endings/],
    ["matches", /takes one or more patterns/],
    ["matches:/(/", /\/\(\/ is not a valid regular expression/],
    ["matches:/a/g", /takes the flags i, m, s and u, each once, got "g"/],
    ["matches:/a/ii", /each once/],
    ["date_after:tomorrow", /expected a date such as 2025-01-31, got "tomorrow"/],
    ["date_before:2025-02-30", /expected a date/],
    ["date_between:2025-01-01", /takes two dates/],
    ["date_format:DD.MM.YYYY,x", /at most one argument/],
    ["date_format:DD.MM.YYYYY", /expected a date format/],
    ["date_format:Tag.Monat", /expected a date format/],
    ["date_format:DD.DD", /expected a date format/],
    ["url:ht tp", /expected a protocol such as https or mailto:/],
    ["confirm:a,b", /at most one argument/],
    ["confirm:pass word", /expected a field name, got "pass word"/],
    ["require_one", /takes the names of the other fields/],
    ["require_one:__proto__", /expected a field name, got "__proto__"/],
  ])("refuses %j at build time", (source, problem) => {
    expect(() => compile(source)).toThrow(RuleError);
    expect(() => compile(source)).toThrow(problem);
  });

  it("puts the field and the rule on its error", () => {
    try {
      compile("required|length:x");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RuleError);
      expect((error as RuleError).field).toBe("title");
      expect((error as RuleError).source).toBe("length");
    }
  });

  it("compiles a rule from arguments that a rule string could not carry", () => {
    const rule = compileRule("is", ["a,b", "c|d"], "title");
    const context = { now: 0, valueOf: () => undefined };
    expect(rule.test("a,b", context)).toBe(true);
    expect(rule.test("c|d", context)).toBe(true);
    expect(rule.test("a", context)).toBe(false);
  });
});
