import { describe, expect, it } from "vitest";
import { parseRuleString } from "./parse-rule-string.ts";
import { RuleError } from "./rule-error.ts";

const parse = (source: string) => parseRuleString(source, "title");

describe("parseRuleString", () => {
  it("splits rules at | and arguments at , after the first :", () => {
    expect(parse("required|length:5,10|email")).toEqual([
      { name: "required", args: [] },
      { name: "length", args: ["5", "10"] },
      { name: "email", args: [] },
    ]);
  });

  it("has no rules in an empty or blank string", () => {
    expect(parse("")).toEqual([]);
    expect(parse("   ")).toEqual([]);
  });

  it("trims names and arguments", () => {
    expect(parse(" required | is: a , b ")).toEqual([
      { name: "required", args: [] },
      { name: "is", args: ["a", "b"] },
    ]);
  });

  it("keeps colons after the first inside arguments (protocols)", () => {
    expect(parse("url:https:,mailto:")).toEqual([{ name: "url", args: ["https:", "mailto:"] }]);
  });

  it("reads a regular expression of matches whole, with |, , and : inside, and its flags", () => {
    expect(parse("matches:/^(a|b){1,2}:[,|/]$/i,plain|required")).toEqual([
      { name: "matches", args: ["/^(a|b){1,2}:[,|/]$/i", "plain"] },
      { name: "required", args: [] },
    ]);
    expect(parse(String.raw`matches:/a\/b|c/`)).toEqual([{ name: "matches", args: [String.raw`/a\/b|c/`] }]);
  });

  it("reads a leading / of other rules as text", () => {
    expect(parse("starts_with:/,https://")).toEqual([{ name: "starts_with", args: ["/", "https://"] }]);
  });

  it.each([
    ["required||email", /empty rule at position 10/],
    ["required|", /empty rule/],
    ["|required", /empty rule at position 1/],
    [":5", /empty rule/],
    ["length:", /empty argument of rule "length"/],
    ["length:5,", /empty argument/],
    ["is:a,,b", /empty argument/],
    ["matches:/abc", /regular expression \/abc is not closed/],
    ["matches:/a[/]b", /not closed/],
    ["matches:/a/x y", /unexpected "y" after the regular expression \/a\/x/],
  ])("refuses %j", (source, problem) => {
    expect(() => parse(source)).toThrow(RuleError);
    expect(() => parse(source)).toThrow(problem);
  });

  it("names the field and the rule string in its error", () => {
    expect(() => parse("required||email")).toThrow('Field "title", rule "required||email": empty rule at position 10');
  });
});
