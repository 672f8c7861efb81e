import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { RuleError } from "../rules/rule-error.ts";
import { FormFieldJsonSchema } from "./field-json.ts";
import { fieldKind } from "./field-kind.ts";
import { fieldRules } from "./field-rules.ts";

const rulesOf = (properties: Record<string, unknown>, name = "field") => {
  const json = v.parse(FormFieldJsonSchema, { name, properties });
  return fieldRules(json, fieldKind(json)!);
};
const described = (properties: Record<string, unknown>, name?: string) => rulesOf(properties, name).map((rule) => [rule.name, ...rule.args].join(":"));
const context = { now: 0, valueOf: () => undefined };
const messageOf = (properties: Record<string, unknown>, value: unknown) => {
  const rule = rulesOf(properties).find((r) => !r.test(value, context))!;
  return rule.message({ lang: "en", name: "field", label: "title", value, labelOf: (n) => n });
};

describe("fieldRules", () => {
  it("has no rules for a field without constraints", () => {
    expect(described({ fieldType: "String" })).toEqual([]);
  });

  it("makes isRequired the required rule, first", () => {
    expect(described({ fieldType: "String", isRequired: true, maxLength: 5 })).toEqual(["required", "length:0:5"]);
    expect(described({ fieldType: "String", isRequired: false })).toEqual([]);
  });

  it("gives the field named email the email rule", () => {
    expect(described({ fieldType: "String", isRequired: true }, "email")).toEqual(["required", "email"]);
  });

  it("makes minLength and maxLength a length rule with the between-, minimum- or maximum-message", () => {
    expect(described({ fieldType: "String", minLength: 5, maxLength: 10 })).toEqual(["length:5:10"]);
    expect(described({ fieldType: "String", minLength: 5 })).toEqual(["length:5"]);
    expect(described({ fieldType: "String", maxLength: 10, minLength: null })).toEqual(["length:0:10"]);
    expect(described({ fieldType: "String", minLength: 0 })).toEqual([]);
    expect(messageOf({ fieldType: "String", minLength: 5, maxLength: 10 }, "abc")).toBe("Title must be between 5 and 10 characters long.");
    expect(messageOf({ fieldType: "String", minLength: 5 }, "abc")).toBe("Title must be at least 5 characters long.");
    expect(messageOf({ fieldType: "String", maxLength: 2 }, "abc")).toBe("Title must be at most 2 characters long.");
  });

  it("makes allowed values an is rule", () => {
    expect(described({ fieldType: "String", allowedValues: ["a,b", "c"] })).toEqual(["is:a,b:c"]);
    expect(described({ fieldType: "Number", allowedValues: [1, 2] })).toEqual(["is:1:2"]);
    expect(rulesOf({ fieldType: "String", allowedValues: ["a,b", "c"] })[0]!.test("a,b", context)).toBe(true);
  });

  it("makes number bounds between, min or max", () => {
    expect(described({ fieldType: "Number", minValue: 1, maxValue: 9 })).toEqual(["between:1:9"]);
    expect(described({ fieldType: "Number", minValue: 0 })).toEqual(["min:0"]);
    expect(described({ fieldType: "Number", maxValue: -1.5 })).toEqual(["max:-1.5"]);
    expect(messageOf({ fieldType: "Number", minValue: 5 }, 4)).toBe("Title must be at least 5.");
  });

  it("makes date bounds inclusive date rules", () => {
    expect(described({ fieldType: "DateTime", minValue: "2025-01-01", maxValue: "2025-12-31" })).toEqual(["date_between:2025-01-01:2025-12-31"]);
    expect(described({ fieldType: "DateTime", minValue: "2025-01-01" })).toEqual(["date_after_or_equal:2025-01-01"]);
    expect(described({ fieldType: "DateTime", maxValue: "2025-12-31T23:59:59Z" })).toEqual(["date_before_or_equal:2025-12-31T23:59:59Z"]);
  });

  it("makes minItems and maxItems of lists min and max entries", () => {
    for (const fieldType of ["References", "Assets", "Tags", "Components", "Array"]) {
      expect(described({ fieldType, isRequired: true, minItems: 1, maxItems: 3 })).toEqual(["required", "min:1", "max:3"]);
    }
    expect(described({ fieldType: "Assets", minItems: 0, maxItems: 1 })).toEqual(["max:1"]);
    expect(messageOf({ fieldType: "Assets", maxItems: 1 }, ["a", "b"])).toBe("Please choose at most 1 entry.");
  });

  it("makes a pattern a matches rule saying the pattern message", () => {
    expect(described({ fieldType: "String", pattern: "^[a-z/]+$" })).toEqual(["matches:/^[a-z/]+$/"]);
    expect(messageOf({ fieldType: "String", pattern: "^[a-z]+$" }, "A")).toBe("Title is not in the expected format.");
    expect(messageOf({ fieldType: "String", pattern: "^[a-z]+$", patternMessage: "Nur Kleinbuchstaben." }, "A")).toBe("Nur Kleinbuchstaben.");
  });

  it("ignores a pattern that does not compile, as the content service does", () => {
    expect(described({ fieldType: "String", pattern: "([" })).toEqual([]);
  });

  it("adds the rules of rule: tags after the implied ones, each once", () => {
    const tags = ["editor:text", "rule:alpha_spaces|not:Admin", "rule:required|length:0,10"];
    expect(described({ fieldType: "String", isRequired: true, maxLength: 10, tags })).toEqual(["required", "length:0:10", "alpha_spaces", "not:Admin"]);
  });

  it("refuses a rule tag that would not build, naming the field", () => {
    expect(() => rulesOf({ fieldType: "String", tags: ["rule:required|lenght:5"] }, "title")).toThrow(RuleError);
    expect(() => rulesOf({ fieldType: "String", tags: ["rule:length:a"] }, "title")).toThrow(
      /Field "title", rule "length": argument 1: expected a whole number/,
    );
  });
});
