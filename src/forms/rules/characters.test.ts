import { describe, expect, it } from "vitest";
import { check, passes } from "../../../tests/support/forms/rules/rule-check.ts";

describe.each([
  // rule, passing values, failing values, passing with latin, failing with latin
  ["alpha", ["abc", "Müller", "ÀéŚ", "Ωμέγα", "a\u0308"], ["ab c", "abc1", "a-b", "ä!"], ["abcXYZ"], ["Müller"]],
  ["alpha_spaces", ["Anna Maria", "Jürgen  Groß", "abc"], ["Anna-Maria", "Anna1", "a\tb"], ["Anna Maria"], ["Jürgen"]],
  ["alphanumeric", ["abc123", "Straße9", 42], ["abc 123", "a_b", "1.5"], ["abc123"], ["ä1"]],
  ["lowercase", ["abc", "straße", "éà"], ["Abc", "abc1", "ab c", "ABC"], ["abc"], ["straße"]],
  ["uppercase", ["ABC", "ÄÖÜ", "ÉÀ"], ["ABc", "AB1", "A B"], ["ABC"], ["ÄÖÜ"]],
])("%s", (rule, good, bad, latinGood, latinBad) => {
  it.each(good)("passes %j", (value) => expect(passes(rule, value)).toBe(true));
  it.each(bad)("fails %j", (value) => expect(passes(rule, value)).toBe(false));
  it.each(latinGood)("passes %j with latin", (value) => expect(passes(`${rule}:latin`, value)).toBe(true));
  it.each(latinBad)("fails %j with latin", (value) => expect(passes(`${rule}:latin`, value)).toBe(false));
  it("takes default as the default set", () => expect(passes(`${rule}:default`, good[0])).toBe(true));
  it("fails values that are not text or numbers", () => {
    for (const value of [true, ["abc"], { a: "b" }, Number.NaN]) expect(passes(rule, value)).toBe(false);
  });
});

describe("symbol", () => {
  it.each([["!?"], ["-_."], ["€§"], ["„“"], ["+<=>^`|~$"]])("passes %j", (value) => expect(passes("symbol", value)).toBe(true));
  it.each([["!a"], ["! "], ["1!"], [12]])("fails %j", (value) => expect(passes("symbol", value)).toBe(false));
});

describe("messages", () => {
  it("name the field", () => {
    expect(check("alpha", "a1", { labels: { field: "first name" } })).toBe("First name can only contain letters.");
    expect(check("alpha", "a1", { labels: { field: "Vorname" }, lang: "de" })).toBe("Vorname darf nur Buchstaben enthalten.");
  });
});
